// expect: AC
/*
 * LeetCode 37. Sudoku Solver — constraint propagation (naked and hidden singles) + search
 * https://leetcode.com/problems/sudoku-solver/
 * After Peter Norvig's essay "Solving Every Sudoku Puzzle" (https://norvig.com/sudoku.html), in C++.
 *
 * Representation: Grid = array of 81 candidate masks, cell index r*9 + c; bit d is set while digit d+1
 * is still possible in that cell. A cell is solved when its mask has one bit. A unit is a row, a column
 * or a box (27 units of 9 cells); each cell lies in 3 units and has 20 peers (cells sharing a unit).
 *
 * Propagation, as two mutually recursive functions:
 *   assign(g, cell, bit)    eliminate every other candidate of cell.
 *   eliminate(g, cell, bit) drop one candidate, then
 *     - naked single: if the cell is left with one candidate, eliminate it from the 20 peers;
 *     - hidden single: in each of the cell's 3 units, if that digit now fits in one place only, assign it
 *       there.
 *   Either returns false on a contradiction (a cell with no candidate, a digit with no place in a unit).
 * Invariant after a successful assign/eliminate: the grid is at the fixed point of both rules (no
 * solved cell's digit remains in a peer, no digit has a single place in a unit without being assigned
 * there), because every removal re-triggers the rules of the cells and units it touches.
 *
 * Search: when propagation stalls, pick the unsolved cell with the fewest candidates, and for each
 * candidate assign it on a copy of the grid (162 bytes), so that backtracking is "drop the copy"; no
 * undo log is needed.
 * Time: exponential in the worst case, but propagation solves most puzzles with few or no guesses;
 * O(81 * 20) per propagation step at worst. Memory: one Grid per search level, at most 81 levels.
 * Status: unit-tested; stress-tested vs bitmask_mrv.cpp; judged on testdata/leetcode-0037-sudoku-solver.
 */
#include <array>
#include <cstdint>
#include <vector>
using namespace std;

class Solution {
public:
    long long placements = 0;  // guesses the search made, over all calls (README's "guesses")

    Solution() {
        for (int i = 0; i < 9; ++i) {
            for (int k = 0; k < 9; ++k) {
                unit_cells[i][k] = i * 9 + k;                                      // row i
                unit_cells[9 + i][k] = k * 9 + i;                                  // column i
                unit_cells[18 + i][k] = (i / 3 * 3 + k / 3) * 9 + i % 3 * 3 + k % 3;  // box i
            }
        }
        for (int cell = 0; cell < 81; ++cell) {
            int r = cell / 9, c = cell % 9;
            units_of[cell][0] = r;
            units_of[cell][1] = 9 + c;
            units_of[cell][2] = 18 + r / 3 * 3 + c / 3;
            int count = 0;
            for (int other = 0; other < 81; ++other) {
                int r2 = other / 9, c2 = other % 9;
                bool shares_unit = r2 == r || c2 == c || (r2 / 3 == r / 3 && c2 / 3 == c / 3);
                if (other != cell && shares_unit) peers_of[cell][count++] = other;
            }
        }
    }

    void solveSudoku(vector<vector<char>>& board) {
        Grid grid;
        grid.fill(ALL_DIGITS);
        for (int cell = 0; cell < 81; ++cell) {
            char ch = board[cell / 9][cell % 9];
            if (ch != '.' && !assign(grid, cell, 1 << (ch - '1'))) return;
        }
        if (!search(grid)) return;
        for (int cell = 0; cell < 81; ++cell)
            board[cell / 9][cell % 9] = static_cast<char>('1' + __builtin_ctz(grid[cell]));
    }

private:
    using Grid = array<uint16_t, 81>;
    static constexpr uint16_t ALL_DIGITS = 0x1FF;
    int unit_cells[27][9];  // units 0-8 rows, 9-17 columns, 18-26 boxes
    int units_of[81][3];
    int peers_of[81][20];

    static bool is_single(unsigned mask) { return (mask & (mask - 1)) == 0; }

    bool assign(Grid& grid, int cell, unsigned bit) {
        for (unsigned others = grid[cell] & ~bit; others != 0; others &= others - 1)
            if (!eliminate(grid, cell, others & -others)) return false;
        return true;
    }

    bool eliminate(Grid& grid, int cell, unsigned bit) {
        if ((grid[cell] & bit) == 0) return true;  // already gone
        grid[cell] = static_cast<uint16_t>(grid[cell] & ~bit);
        if (grid[cell] == 0) return false;
        if (is_single(grid[cell])) {
            for (int peer : peers_of[cell])
                if (!eliminate(grid, peer, grid[cell])) return false;
        }
        for (int unit : units_of[cell]) {
            int places = 0, place = -1;
            for (int other : unit_cells[unit]) {
                if (grid[other] & bit) {
                    ++places;
                    place = other;
                }
            }
            if (places == 0) return false;
            if (places == 1 && !assign(grid, place, bit)) return false;
        }
        return true;
    }

    bool search(Grid& grid) {
        int best = -1, best_count = 10;
        for (int cell = 0; cell < 81; ++cell) {
            int count = __builtin_popcount(grid[cell]);
            if (count > 1 && count < best_count) {
                best = cell;
                best_count = count;
            }
        }
        if (best == -1) return true;  // every cell solved
        for (unsigned rest = grid[best]; rest != 0; rest &= rest - 1) {
            ++placements;
            Grid copy = grid;
            if (assign(copy, best, rest & -rest) && search(copy)) {
                grid = copy;
                return true;
            }
        }
        return false;
    }
};
