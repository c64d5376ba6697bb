# UVa 10957 So Doku Checker — bitmask candidates, fewest candidates first, counting to two (Python 3)
# Each grid is classified: Illegal when a given digit repeats in its row, column or box; otherwise the
# search counts completions up to two: Impossible (none), Unique (one), Ambiguous (two or more).
# free_in_unit[u] is a 9-bit mask, bit d-1 set while digit d is still free in unit u (units 0-8 rows,
# 9-17 columns, 18-26 boxes); a cell's candidates are the AND of its three masks, and placing or taking
# back a digit is the same XOR on them. empty[depth:] are exactly the cells still empty. Each step scans
# them for the fewest candidates (BIT_COUNT, a table of 512), stopping at 0 (dead end) or 1 (forced),
# swaps that cell to empty[depth] and tries each candidate; the search stops at two completions.
# Weak spot: an Impossible grid is searched to the end, and this search sees a contradiction only when a
# cell runs out of candidates: Norvig's "impossible" grid is its worst case (mrv_hidden_singles.cpp sees
# a digit run out of places, many levels earlier).
# Input: grids of 81 digits (0 = empty) separated by whitespace, until the end; bad input prints one
# line on stderr and exits 1 with nothing on stdout. Output: "Case k: Unique." and so on, a line a grid.
# Python 3.5 (UVa's "PYTH3 3.5.1"): no f-strings.
# Time: exponential in the worst case; O(e) per placement for e empty cells. Memory: O(g) for the g grids,
# read before classifying; O(1) for the search.
# Local judge: AC on sample and secret (under 0.1 s each); TLE on hard/'s Norvig grid (not refuted
# after 40 s of CPU; the 17-clue, anti-brute-force and hardest grids take 0.9 s at most).
# Status: judged on testdata/uva-10957-so-doku-checker (make judge); cross-checked once (2026-11-26,
# a script not kept) against mrv_hidden_singles.cpp on 600 grids of all four kinds (README.md); not
# in `build/judge stress`, which skips this problem.
# expect: AC; hard: TLE
import sys

ALL_DIGITS = 0x1FF
BIT_COUNT = [bin(mask).count("1") for mask in range(512)]
BITS_OF = [[1 << i for i in range(9) if mask >> i & 1] for mask in range(512)]
# (row, 9 + column, 18 + box) of each cell, row-major.
UNITS_OF = [(cell // 9, 9 + cell % 9, 18 + cell // 27 * 3 + cell % 9 // 3) for cell in range(81)]


def fail(message):
    sys.stderr.write("input: %s\n" % message)
    sys.exit(1)


# ---- input: grids of 81 digits 0-9 separated by whitespace (an empty line between grids), until the end ----

def read_grids(data):
    grids = []
    for index, token in enumerate(data.split()):
        cells = index % 81
        if cells == 0:
            grids.append([])
        if len(token) != 1 or not 48 <= token[0] <= 57:
            where = "case %d, row %d, column %d: " % (len(grids), cells // 9 + 1, cells % 9 + 1)
            if token[0:1].isdigit():
                fail(where + "expected digits separated by spaces")
            fail(where + "expected a digit 0-9, got byte %d" % token[0])
        grids[-1].append(token[0] - 48)
    if not grids:
        fail("expected a grid, got end of input")
    if len(grids[-1]) != 81:
        fail("case %d: the grid ends after %d of its 81 cells" % (len(grids), len(grids[-1])))
    return grids


def givens_repeat(grid):
    """Illegal: a given digit repeats in its row, column or box."""
    seen = set()
    for cell in range(81):
        if grid[cell] == 0:
            continue
        for unit in UNITS_OF[cell]:
            if (unit, grid[cell]) in seen:
                return True
            seen.add((unit, grid[cell]))
    return False


# ---- search ----

def count_completions(grid):
    """0, 1 or 2 (two or more). The givens must not repeat in a row, column or box."""
    free_in_unit = [ALL_DIGITS] * 27
    empty = []  # (row, column, box) units of each empty cell
    for cell in range(81):
        units = UNITS_OF[cell]
        if grid[cell] == 0:
            empty.append(units)
        else:
            for unit in units:
                free_in_unit[unit] ^= 1 << (grid[cell] - 1)
    empty_count = len(empty)
    found = [0]

    def search(depth):
        if depth == empty_count:
            found[0] += 1
            return
        best, best_count, best_candidates = depth, 10, 0
        for i in range(depth, empty_count):
            r, c, b = empty[i]
            candidates = free_in_unit[r] & free_in_unit[c] & free_in_unit[b]
            count = BIT_COUNT[candidates]
            if count < best_count:
                best, best_count, best_candidates = i, count, candidates
                if count <= 1:
                    break
        if best_count == 0:
            return
        chosen = empty[best]
        empty[best] = empty[depth]
        empty[depth] = chosen
        r, c, b = chosen
        for bit in BITS_OF[best_candidates]:
            free_in_unit[r] ^= bit
            free_in_unit[c] ^= bit
            free_in_unit[b] ^= bit
            search(depth + 1)
            free_in_unit[r] ^= bit
            free_in_unit[c] ^= bit
            free_in_unit[b] ^= bit
            if found[0] >= 2:
                return

    search(0)
    return found[0]


def main():
    grids = read_grids(sys.stdin.buffer.read())
    output = []
    for k, grid in enumerate(grids):
        verdict = "Illegal"
        if not givens_repeat(grid):
            verdict = ("Impossible", "Unique", "Ambiguous")[count_completions(grid)]
        output.append("Case %d: %s.\n" % (k + 1, verdict))
    sys.stdout.write("".join(output))


main()
