# UVa 989 Su Doku — row-major backtracking, digits in increasing order (Python 3)
# Per case: the box side n (1-3), then an s×s grid, s = n² (0 = empty). The search fills the first
# empty cell (row by row, left to right) with 1, 2, ... and recurses; so the first completion it finds
# is the lexicographically smallest, which is what the statement asks for (a fewest-candidates-first
# search would find *a* completion, not the smallest: README.md, "Why not fewest candidates first").
# None: "NO SOLUTION". used[u] is a mask of the digits in unit u, bit d-1 for digit d (units 0..s-1
# rows, s..2s-1 columns, 2s..3s-1 boxes); a cell may take the digits of ~(its three masks), tried from
# the lowest bit up. empty lists the empty cells in row-major order: search(i) fills empty[i:].
# Givens that repeat in a unit make the case NO SOLUTION before any search.
# Input: cases of n and n⁴ numbers separated by whitespace, until the end; bad input prints one line on
# stderr and exits 1 with nothing on stdout. Output: each grid as s lines of s numbers separated by
# single spaces (or the line NO SOLUTION), one empty line between two cases.
# Python 3.5 (UVa's "PYTH3 3.5.1"): no f-strings.
# Time: O(s^e) for e empty cells in the worst case: a grid without a completion that the givens do not
# betray is searched to the end, and a grid whose first rows are empty is its worst case.
# Memory: O(k) for the k cases, read before solving; O(s²) for the search, recursion depth <= e.
# Local judge: AC on sample and secret (at most 14,327 placements a grid: 0.1 s); TLE on hard/, as
# backtracking.cpp: its first file, 17-clue puzzles, is not done after the 3 s.
# Status: judged on testdata/uva-0989-su-doku (make judge).
# expect: AC; hard: TLE
import sys

# DIGITS_OF[mask]: the (bit, digit) pairs of mask's set bits, lowest first.
DIGITS_OF = [[(1 << i, i + 1) for i in range(9) if mask >> i & 1] for mask in range(512)]


def fail(message):
    sys.stderr.write("input: %s\n" % message)
    sys.exit(1)


# ---- input: n, then n⁴ numbers 0..n², whitespace between tokens, until the end ----

def number(token, low, high, what):
    """The token as a number in [low, high]; bad input ends the program."""
    if len(token) != 1 or not low <= token[0] - 48 <= high:
        fail("%s: expected a number %d-%d, got '%s'" % (what, low, high, token[:20].decode("latin-1")))
    return token[0] - 48


def read_cases(data):
    """(n, cells) pairs, cells the s×s numbers row by row."""
    tokens = data.split()
    cases = []
    at = 0
    while at < len(tokens):
        n = number(tokens[at], 1, 3, "case %d: n" % (len(cases) + 1))
        at += 1
        side = n * n
        cells = []
        for cell in range(side * side):
            where = "case %d, row %d, column %d" % (len(cases) + 1, cell // side + 1, cell % side + 1)
            if at == len(tokens):
                fail(where + ": end of input")
            cells.append(number(tokens[at], 0, side, where))
            at += 1
        cases.append((n, cells))
    if not cases:
        fail("expected a case, got end of input")
    return cases


# ---- search ----

def smallest_completion(n, cells):
    """The lexicographically smallest completion of cells (a new list), or None."""
    side = n * n
    all_digits = (1 << side) - 1
    used = [0] * (3 * side)
    board = list(cells)
    empty = []  # (cell, row unit, column unit, box unit), row-major
    for cell in range(side * side):
        r, c = cell // side, cell % side
        units = (r, side + c, 2 * side + r // n * n + c // n)
        if board[cell] == 0:
            empty.append((cell,) + units)
            continue
        bit = 1 << (board[cell] - 1)
        for unit in units:
            if used[unit] & bit:
                return None  # a given repeats in its row, column or box
            used[unit] |= bit

    def search(i):
        if i == len(empty):
            return True
        cell, r, c, b = empty[i]
        for bit, digit in DIGITS_OF[all_digits & ~(used[r] | used[c] | used[b])]:
            used[r] |= bit
            used[c] |= bit
            used[b] |= bit
            if search(i + 1):
                board[cell] = digit
                return True
            used[r] ^= bit
            used[c] ^= bit
            used[b] ^= bit
        return False

    return board if search(0) else None


def main():
    cases = read_cases(sys.stdin.buffer.read())
    output = []
    for k, (n, cells) in enumerate(cases):
        if k > 0:
            output.append("\n")  # an empty line between two cases
        board = smallest_completion(n, cells)
        if board is None:
            output.append("NO SOLUTION\n")
            continue
        side = n * n
        for r in range(side):
            output.append(" ".join(map(str, board[r * side:r * side + side])) + "\n")
    sys.stdout.write("".join(output))


main()
