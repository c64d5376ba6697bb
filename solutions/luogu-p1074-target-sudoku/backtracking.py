# Luogu P1074 [NOIP 2009] 靶形数独 (target sudoku) — row-major backtracking over every completion (Python 3)
# A completion scores the sum of digit × weight over all 81 cells, the weight of cell (r, c) being
# 6 + min(r, c, 8 - r, 8 - c): 6 on the outer ring up to 10 at the centre. Print the highest score
# over all completions, or -1 when there is none. used[u] is a mask of the digits in unit u, bit d-1
# for digit d (units 0-8 rows, 9-17 columns, 18-26 boxes); the search fills the empty cells in row-major
# order, every allowed digit in turn, and at each full board keeps the best score: every completion is
# visited. backtracking.cpp's search, the first program people write, in Python.
# Input: 9 lines of 9 digits 0-9 (0 = empty) separated by whitespace; bad input prints one line on stderr
# and exits 1. A given digit that repeats in its unit allows no completion: -1.
# Time: the number of completions times 81, O(9^e) in the worst case for e empty cells. Memory: O(1),
# recursion depth at most e.
# Local judge: sample AC (0.1 s); TLE on secret/, on the same two grids as backtracking.cpp, those with
# their top rows empty (15 and 19: not done after 10 s of CPU); the other 18 take 0.15 s at most
# (README.md, 2026-11-26), as few completions are left there that even CPython's ~1 us a try is enough
# (bitmask_mrv.py: 0.26 s at most on all).
# Status: judged on testdata/luogu-p1074-target-sudoku (make judge).
# expect: TLE; sample: AC
import sys

# DIGITS_OF[mask]: the (bit, digit) pairs of mask's set bits, smallest first.
DIGITS_OF = [[(1 << i, i + 1) for i in range(9) if mask >> i & 1] for mask in range(512)]


def best_score(givens):
    used = [0] * 27
    empty = []  # (row unit, column unit, box unit, weight) of each empty cell, row-major
    given_score = 0
    for cell in range(81):
        r, c = cell // 9, cell % 9
        units = (r, 9 + c, 18 + r // 3 * 3 + c // 3)
        weight = 6 + min(r, c, 8 - r, 8 - c)
        if givens[cell] == 0:
            empty.append(units + (weight,))
            continue
        bit = 1 << (givens[cell] - 1)
        for unit in units:
            if used[unit] & bit:
                return -1  # a given repeats in its row, column or box
            used[unit] |= bit
        given_score += givens[cell] * weight
    best = -1

    def search(i, score):
        nonlocal best
        if i == len(empty):
            if score > best:
                best = score
            return
        r, c, b, weight = empty[i]
        for bit, digit in DIGITS_OF[0x1FF & ~(used[r] | used[c] | used[b])]:
            used[r] |= bit
            used[c] |= bit
            used[b] |= bit
            search(i + 1, score + digit * weight)
            used[r] ^= bit
            used[c] ^= bit
            used[b] ^= bit

    search(0, given_score)
    return best


def main():
    tokens = sys.stdin.buffer.read().split()
    givens = []
    for cell in range(81):
        token = tokens[cell] if cell < len(tokens) else b""
        if len(token) != 1 or not 48 <= token[0] <= 57:
            got = "'%s'" % token[:20].decode("latin-1") if token else "end of input"
            sys.stderr.write("input: row %d, column %d: expected a digit 0-9, got %s\n" % (cell // 9 + 1, cell % 9 + 1, got))
            sys.exit(1)
        givens.append(token[0] - 48)
    print(best_score(givens))


main()
