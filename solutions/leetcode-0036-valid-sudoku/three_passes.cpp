/*
 * LeetCode 36 Valid Sudoku — three passes with sets (C++): the check people write first
 * A board is valid when no digit repeats in a row, a column or a 3x3 box; '.' cells are ignored, and a
 * valid board need not be solvable. Three passes over the board: each row, then each column, then each
 * box (rows 3b/3..3b/3+2, columns 3(b%3)..+2), each with a fresh std::unordered_set of the digits seen
 * in that unit; a digit already in the set is a repeat.
 * Time: O(81) a board, three times over, with a hash set per unit. Memory: O(9).
 * Status: judged on testdata/leetcode-0036-valid-sudoku (make judge).
 */
// expect: AC
class Solution {
public:
    bool isValidSudoku(vector<vector<char>>& board) {
        for (int r = 0; r < 9; ++r) {
            unordered_set<char> seen;
            for (int c = 0; c < 9; ++c)
                if (board[r][c] != '.' && !seen.insert(board[r][c]).second) return false;
        }
        for (int c = 0; c < 9; ++c) {
            unordered_set<char> seen;
            for (int r = 0; r < 9; ++r)
                if (board[r][c] != '.' && !seen.insert(board[r][c]).second) return false;
        }
        for (int b = 0; b < 9; ++b) {
            unordered_set<char> seen;
            for (int i = 0; i < 9; ++i) {
                const char cell = board[b / 3 * 3 + i / 3][b % 3 * 3 + i % 3];
                if (cell != '.' && !seen.insert(cell).second) return false;
            }
        }
        return true;
    }
};
