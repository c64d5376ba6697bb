// expect: AC
/*
 * LeetCode 37. Sudoku Solver — bitmask candidates, fewest candidates first
 * https://leetcode.com/problems/sudoku-solver/
 *
 * Representation: row_free[r], col_free[c], box_free[b] are 9-bit masks; bit d (0-based) is set while
 * digit d+1 is still unused in that row, column or box. The candidates of an empty cell are
 * row_free[r] & col_free[c] & box_free[b].
 * empty_cells[0 .. empty_count) lists the cells that were '.' in the input (index r*9 + c). Invariant at
 * search(depth): empty_cells[0 .. depth) are filled on the board and in the masks, empty_cells[depth ..)
 * are still '.'.
 * Each step scans every remaining empty cell, branches on the one with the fewest candidates (stopping
 * the scan early at 0 or 1), and undoes its three mask updates on backtrack. No propagation: this is
 * the project's baseline ("plain bitmask + fewest candidates").
 * Time: exponential in the worst case, O(81) per placement; placements per puzzle set in README.md.
 * Memory: O(81) for the tables plus a recursion depth of at most 81.
 * Status: unit-tested; stress-tested vs dancing_links.cpp; judged on testdata/leetcode-0037-sudoku-solver.
 */
#include <utility>
#include <vector>
using namespace std;

class Solution {
public:
    long long placements = 0;  // digits the search put on the board, over all calls (README's "placements")

    void solveSudoku(vector<vector<char>>& board) {
        for (int i = 0; i < 9; ++i) row_free[i] = col_free[i] = box_free[i] = ALL_DIGITS;
        empty_count = 0;
        for (int r = 0; r < 9; ++r) {
            for (int c = 0; c < 9; ++c) {
                if (board[r][c] == '.') {
                    empty_cells[empty_count++] = r * 9 + c;
                } else {
                    int bit = 1 << (board[r][c] - '1');
                    // A clue repeated in its row, column or box: no solution, the board stays as it is.
                    if (!(row_free[r] & col_free[c] & box_free[box_of(r, c)] & bit)) return;
                    row_free[r] &= ~bit;
                    col_free[c] &= ~bit;
                    box_free[box_of(r, c)] &= ~bit;
                }
            }
        }
        search(board, 0);
    }

private:
    static constexpr int ALL_DIGITS = 0x1FF;
    int row_free[9], col_free[9], box_free[9];
    int empty_cells[81];
    int empty_count = 0;

    static int box_of(int r, int c) { return r / 3 * 3 + c / 3; }

    bool search(vector<vector<char>>& board, int depth) {
        if (depth == empty_count) return true;
        int best = depth, best_candidates = 0, best_count = 10;
        for (int i = depth; i < empty_count; ++i) {
            int r = empty_cells[i] / 9, c = empty_cells[i] % 9;
            int candidates = row_free[r] & col_free[c] & box_free[box_of(r, c)];
            int count = __builtin_popcount(candidates);
            if (count < best_count) {
                best = i;
                best_candidates = candidates;
                best_count = count;
                if (count <= 1) break;
            }
        }
        if (best_count == 0) return false;
        swap(empty_cells[depth], empty_cells[best]);
        int r = empty_cells[depth] / 9, c = empty_cells[depth] % 9, b = box_of(r, c);
        for (int rest = best_candidates; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            ++placements;
            row_free[r] ^= bit;
            col_free[c] ^= bit;
            box_free[b] ^= bit;
            board[r][c] = static_cast<char>('1' + __builtin_ctz(bit));
            if (search(board, depth + 1)) return true;
            row_free[r] ^= bit;
            col_free[c] ^= bit;
            box_free[b] ^= bit;
        }
        board[r][c] = '.';
        return false;
    }
};
