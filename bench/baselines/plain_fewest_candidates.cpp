/*
 * Issue 4's yardstick: "a plain bitmask search that scans for the cell with the fewest candidates"
 * (LeetCode 37 interface), whose speeds the issue lists (1,060 puzzles/s on forum_hardest_1106, ...).
 * Not one of our solutions: solutions/leetcode-0037-sudoku-solver/bitmask_mrv.cpp is the version we
 * teach, about 2x faster (it keeps a list of the empty cells instead of scanning the board). make bench
 * reports speed-ups over both, because the bar ("20x on 1106", ...) is a ratio over this one.
 *
 * Which plain search the issue meant was settled by measuring four variants side by side (g++ -O2
 * -march=native): board scan or empty-cell list, each with or without stopping at a cell of 0-1
 * candidates. Only this one matches the column; the others are 1.7-2.3x off on some set.
 * Its own make bench figures, within 5% of the column, are in docs/bench.md.
 *
 * Representation: used_in_row[r], used_in_col[c], used_in_box[b] are 9-bit masks of the digits placed
 * there; a cell's candidates are the complement of the three. Each node scans the board row by row
 * for the '.' with the fewest candidates, stopping at one with 0 or 1, then tries its digits in
 * increasing order.
 * Time: exponential; up to 81 cells scanned per node. Memory: recursion depth <= 81.
 * Status: every answer is verified by make bench on the public puzzle sets (docs/puzzle-sets.md).
 */
#include <vector>
using namespace std;

class Solution {
public:
    long long placements = 0;  // digits put on the board by the search (nodes)

    void solveSudoku(vector<vector<char>>& board) {
        for (int i = 0; i < 9; ++i) used_in_row[i] = used_in_col[i] = used_in_box[i] = 0;
        for (int r = 0; r < 9; ++r) {
            for (int c = 0; c < 9; ++c) {
                if (board[r][c] == '.') continue;
                int bit = 1 << (board[r][c] - '1');
                // A clue repeated in its row, column or box: no solution, the board stays as it is.
                if ((used_in_row[r] | used_in_col[c] | used_in_box[r / 3 * 3 + c / 3]) & bit) return;
                mark(r, c, bit);
            }
        }
        search(board);
    }

private:
    int used_in_row[9], used_in_col[9], used_in_box[9];

    void mark(int r, int c, int bit) {
        used_in_row[r] ^= bit;
        used_in_col[c] ^= bit;
        used_in_box[r / 3 * 3 + c / 3] ^= bit;
    }

    bool search(vector<vector<char>>& board) {
        int best_r = -1, best_c = -1, best_free = 0, best_count = 10;
        for (int r = 0; r < 9; ++r) {
            for (int c = 0; c < 9; ++c) {
                if (board[r][c] != '.') continue;
                int free = ~(used_in_row[r] | used_in_col[c] | used_in_box[r / 3 * 3 + c / 3]) & 0x1FF;
                int count = __builtin_popcount(free);
                if (count < best_count) best_r = r, best_c = c, best_free = free, best_count = count;
                if (count <= 1) goto scanned;
            }
        }
    scanned:
        if (best_r < 0) return true;  // no '.' left
        for (int rest = best_free; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            ++placements;
            board[best_r][best_c] = (char)('1' + __builtin_ctz(bit));
            mark(best_r, best_c, bit);
            if (search(board)) return true;
            mark(best_r, best_c, bit);
        }
        board[best_r][best_c] = '.';
        return false;
    }
};
