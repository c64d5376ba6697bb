# expect: AC; hard: TLE
# LeetCode 37. Sudoku Solver — backtracking with per-row/column/box sets
# https://leetcode.com/problems/sudoku-solver/
#
# Representation: rows[r], cols[c], boxes[b] are sets of the digits ('1'-'9') already in row r, column
# c, box b = r // 3 * 3 + c // 3. empty lists the '.' cells in row-major order.
# Search: solve(i) fills empty[i:], trying at empty[i] every digit that none of its three sets holds;
# place (board and sets), recurse, undo. Invariant: board and sets agree, and every placed digit is
# legal, so reaching i == len(empty) means the board is solved. The first solution stops the search.
# Slow case: the fixed order, and CPython's cost per placement (~1 us vs ~10 ns in C++); puzzles with nearly
# empty top rows (17 clues, the Wikipedia anti-brute-force puzzle) take minutes.
# Local judge: predicted AC, as LeetCode accepts it; TLE on hard/ on purpose (the Wikipedia puzzle,
# 69 million placements, takes minutes).
# Time: exponential in the worst case (at most 9^empty placements), O(1) per placement. Memory: O(81) plus recursion
# depth at most 81.
# Status: judged on testdata/leetcode-0037-sudoku-solver.
from typing import List

DIGITS = "123456789"


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        """Fills board in place; LeetCode guarantees exactly one solution."""
        rows = [set() for _ in range(9)]
        cols = [set() for _ in range(9)]
        boxes = [set() for _ in range(9)]
        empty = []
        for r in range(9):
            for c in range(9):
                digit = board[r][c]
                if digit == ".":
                    empty.append((r, c, r // 3 * 3 + c // 3))
                else:
                    rows[r].add(digit)
                    cols[c].add(digit)
                    boxes[r // 3 * 3 + c // 3].add(digit)
        self.placements = 0  # digits the search put on the board (README's "placements")

        def solve(i: int) -> bool:
            if i == len(empty):
                return True
            r, c, b = empty[i]
            for digit in DIGITS:
                if digit in rows[r] or digit in cols[c] or digit in boxes[b]:
                    continue
                self.placements += 1
                board[r][c] = digit
                rows[r].add(digit)
                cols[c].add(digit)
                boxes[b].add(digit)
                if solve(i + 1):
                    return True
                rows[r].remove(digit)
                cols[c].remove(digit)
                boxes[b].remove(digit)
            board[r][c] = "."
            return False

        solve(0)
