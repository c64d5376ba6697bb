# LeetCode 36 Valid Sudoku — three passes with sets (Python 3): the check people write first
# A board is valid when no digit repeats in a row, a column or a 3x3 box; '.' cells are ignored, and a
# valid board need not be solvable. Each unit (9 rows, 9 columns, 9 boxes) is listed as its filled
# cells; a unit is fine when its list has no duplicate (len(set) == len).
# Time: O(81) a board, three times over. Memory: O(9) a unit.
# Status: judged on testdata/leetcode-0036-valid-sudoku (make judge).
# expect: AC
class Solution:
    def isValidSudoku(self, board: List[List[str]]) -> bool:
        rows = [board[r] for r in range(9)]
        columns = [[board[r][c] for r in range(9)] for c in range(9)]
        boxes = [[board[b // 3 * 3 + i // 3][b % 3 * 3 + i % 3] for i in range(9)] for b in range(9)]
        for unit in rows + columns + boxes:
            digits = [cell for cell in unit if cell != "."]
            if len(digits) != len(set(digits)):
                return False
        return True
