# NYOJ 722 数独 — bitmask candidates, fewest candidates first (Python 3)
# free_in_row[r], free_in_col[c], free_in_box[b]: 9-bit masks, bit d-1 set while digit d is still free
# in that unit (b = r // 3 * 3 + c // 3), so a cell's candidates are the AND of its three masks:
#
#     bit:             8 7 6 5 4 3 2 1 0
#     digit:           9 8 7 6 5 4 3 2 1
#     free_in_row[0]:  1 1 0 1 0 1 0 1 1      row 0 holds 5 3 . . 7 . . . . (3, 5, 7 are taken)
#
# Placing and taking back a digit is the same XOR on the three masks. empty[depth:] are exactly the
# cells still empty. Each step scans them for the fewest candidates (BIT_COUNT, a table of 512), stopping
# at 0 (dead end) or 1 (forced), swaps that cell to empty[depth] and tries its candidates in increasing
# order (DIGITS_OF, the (bit, digit) pairs of each mask, also a table). bitmask_mrv.cpp's search.
# Input: n (1-99), then n grids of 9 lines of 9 digits (0 = empty), with or without spaces; read and
# checked whole before solving: bad input prints one line on stderr and exits 1. Output: each grid as
# 9 lines of 9 digits separated by single spaces ("No solution" where there is none).
# Time: exponential in the worst case; O(e) per placement for e empty cells. Memory: O(n) for the n grids;
# O(1) for the search (27 masks, recursion depth <= 81).
# Local judge: AC, 0.1 s at most on sample/ and secret/. hard/03, the 99 hardest, sits at NYOJ's 1000 ms
# (Python gets no more time there, as HydroOJ's default has it): 1190 ms with this machine's pyenv Python
# 3.11.7 (TLE), 972 ms with Debian 12's python3 3.11.2 on a fresh machine (AC), 2026-11-26; either is
# expected.
# Status: judged on testdata/nyoj-0722-sudoku (make judge).
# expect: AC; hard: AC, TLE
import sys

ALL_DIGITS = 0x1FF
BIT_COUNT = [bin(mask).count("1") for mask in range(512)]
DIGITS_OF = [[(1 << i, i + 1) for i in range(9) if mask >> i & 1] for mask in range(512)]
# (row, column, box) of each cell, row-major.
UNITS_OF = [(cell // 9, cell % 9, cell // 27 * 3 + cell % 9 // 3) for cell in range(81)]


class InputError(Exception):
    pass


# ---- input: n, then n grids of 9 lines of 9 digits (separated by spaces or written together) ----

def describe(byte):
    """'x' when printable, '\\xNN' otherwise."""
    return "'%s'" % chr(byte) if 32 < byte < 127 else "'\\x%02X'" % byte


def read_grids(data):
    """The n grids, each 81 ints, row-major, 0 = empty. Raises InputError on bad input."""
    lines = [line.replace(b"\r", b"").replace(b"\t", b" ") for line in data.split(b"\n")]
    lines = [line for line in lines if line.strip()]  # blank lines are skipped
    if not lines:
        raise InputError("expected the number of cases n (1 to 99), got end of input")
    first = lines[0].split()
    if len(first) != 1:
        raise InputError("expected the number of cases n alone on its line")
    for byte in first[0]:
        if not 48 <= byte <= 57:
            raise InputError("expected the number of cases n (1 to 99), got " + describe(byte))
    count = int(first[0])
    if not 1 <= count <= 99:
        raise InputError("the number of cases n must be 1 to 99, got %d" % count)
    grids = []
    for k in range(count):
        grid = []
        for row in range(9):
            where = "case %d, row %d: " % (k + 1, row + 1)
            index = 1 + k * 9 + row
            if index >= len(lines):
                if row == 0:
                    raise InputError("case %d: expected a grid (n = %d), got end of input" % (k + 1, count))
                raise InputError(where + "expected 9 digits, got end of input")
            groups = lines[index].split()
            for byte in b"".join(groups):
                if not 48 <= byte <= 57:
                    raise InputError(where + "expected a digit 0-9, got " + describe(byte))
            if len(groups) > 1 and any(len(group) > 1 for group in groups):
                long_group = next(group for group in groups if len(group) > 1)
                raise InputError(where + "expected one digit per cell, got '%s'" % long_group.decode())
            digits = b"".join(groups)
            if len(digits) != 9:
                raise InputError(where + "expected 9 digits, got %d" % len(digits))
            grid.extend(digit - 48 for digit in digits)
        check_givens(k + 1, grid)
        grids.append(grid)
    return grids  # anything after the n-th grid is ignored, as judges do


def check_givens(case_number, grid):
    """A given digit that repeats in its row, column or box makes the grid malformed, not unsolvable."""
    seen = set()
    for cell in range(81):
        if grid[cell] == 0:
            continue
        r, c, b = UNITS_OF[cell]
        for unit, key in (("row", (0, r)), ("column", (1, c)), ("box", (2, b))):
            if (key, grid[cell]) in seen:
                raise InputError("case %d, row %d, column %d: %d repeats in the %s"
                                 % (case_number, r + 1, c + 1, grid[cell], unit))
            seen.add((key, grid[cell]))


# ---- search ----

def solve(grid):
    """Fills grid (81 ints, 0 empty) and returns True when it has a solution; otherwise leaves it as it
    was. The givens must not repeat in a unit (read_grids checks that)."""
    free_in_row = [ALL_DIGITS] * 9
    free_in_col = [ALL_DIGITS] * 9
    free_in_box = [ALL_DIGITS] * 9
    empty = []  # (cell, row, column, box) of each empty cell
    for cell in range(81):
        r, c, b = UNITS_OF[cell]
        if grid[cell] == 0:
            empty.append((cell, r, c, b))
        else:
            bit = 1 << (grid[cell] - 1)
            free_in_row[r] ^= bit
            free_in_col[c] ^= bit
            free_in_box[b] ^= bit
    empty_count = len(empty)

    def search(depth):
        if depth == empty_count:
            return True
        best, best_count, best_candidates = depth, 10, 0
        for i in range(depth, empty_count):
            _, r, c, b = empty[i]
            candidates = free_in_row[r] & free_in_col[c] & free_in_box[b]
            count = BIT_COUNT[candidates]
            if count < best_count:
                best, best_count, best_candidates = i, count, candidates
                if count <= 1:
                    break
        if best_count == 0:
            return False
        chosen = empty[best]
        empty[best] = empty[depth]
        empty[depth] = chosen
        cell, r, c, b = chosen
        for bit, digit in DIGITS_OF[best_candidates]:
            free_in_row[r] ^= bit
            free_in_col[c] ^= bit
            free_in_box[b] ^= bit
            if search(depth + 1):
                grid[cell] = digit
                return True
            free_in_row[r] ^= bit
            free_in_col[c] ^= bit
            free_in_box[b] ^= bit
        return False

    return search(0)


def main():
    try:
        grids = read_grids(sys.stdin.buffer.read())
    except InputError as error:
        sys.stderr.write("input: %s\n" % error)
        sys.exit(1)
    output = []  # every grid, written at once
    for grid in grids:
        if not solve(grid):
            output.append("No solution\n")
            continue
        for r in range(9):
            output.append(" ".join(map(str, grid[r * 9:r * 9 + 9])) + "\n")
    sys.stdout.write("".join(output))


main()
