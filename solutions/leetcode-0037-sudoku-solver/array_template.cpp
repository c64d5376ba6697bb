// expect: AC; hard: TLE
/*
 * LeetCode 37. Sudoku Solver — generic std::array grid, a class template on the box size
 * https://leetcode.com/problems/sudoku-solver/
 *
 * SudokuGrid<BOX>: a SIDE x SIDE grid (SIDE = BOX * BOX; BOX = 3 gives the 9x9 puzzle), held in
 * std::array<std::array<int, SIDE>, SIDE>. A cell holds 0 when empty, else its value 1..SIDE. No side
 * tables: can_place() scans the cell's row, column and box (3 * SIDE reads), which keeps the class
 * small and obviously correct at the cost of speed.
 * solve(): row-major backtracking from a given cell, the first complete grid stops it. Invariant: every
 * non-zero cell agrees with its row, column and box, so a grid with no zero is a solution.
 * Solution converts LeetCode's board ('1'-'9', '.') in and out of SudokuGrid<3>.
 * Slow case: like backtracking.cpp (same fixed order, same placements) but each placement costs 27 reads instead of
 * 3; puzzles with nearly empty top rows (17 clues, the Wikipedia anti-brute-force puzzle) take seconds.
 * Local judge: predicted AC; TLE on hard/ on purpose, as backtracking.cpp (README.md has the figures).
 * Time: exponential in the worst case (at most SIDE^empty placements), O(SIDE) per placement. Memory: O(SIDE^2)
 * plus recursion depth at most SIDE^2.
 * Status: unit-tested; stress-tested vs bitmask_mrv.cpp; judged on testdata/leetcode-0037-sudoku-solver.
 */
#include <array>
#include <cstddef>
#include <vector>
using namespace std;

template <int BOX>
class SudokuGrid {
public:
    static constexpr int SIDE = BOX * BOX;
    static constexpr int EMPTY = 0;

    long long placements = 0;  // values solve() put on the grid (README's "placements")

    int get(int r, int c) const { return cells[r][c]; }
    void set(int r, int c, int value) { cells[r][c] = value; }

    // True when value (1..SIDE) appears nowhere in (r, c)'s row, column and box.
    bool can_place(int r, int c, int value) const {
        for (int k = 0; k < SIDE; ++k)
            if (cells[r][k] == value || cells[k][c] == value) return false;
        int top = r / BOX * BOX, left = c / BOX * BOX;
        for (int dr = 0; dr < BOX; ++dr)
            for (int dc = 0; dc < BOX; ++dc)
                if (cells[top + dr][left + dc] == value) return false;
        return true;
    }

    // Fills the empty cells from `cell` (row-major index) on; true when the grid is complete.
    bool solve(int cell = 0) {
        while (cell < SIDE * SIDE && cells[cell / SIDE][cell % SIDE] != EMPTY) ++cell;
        if (cell == SIDE * SIDE) return true;
        int r = cell / SIDE, c = cell % SIDE;
        for (int value = 1; value <= SIDE; ++value) {
            if (!can_place(r, c, value)) continue;
            ++placements;
            cells[r][c] = value;
            if (solve(cell + 1)) return true;
        }
        cells[r][c] = EMPTY;
        return false;
    }

private:
    array<array<int, SIDE>, SIDE> cells{};
};

class Solution {
public:
    long long placements = 0;

    void solveSudoku(vector<vector<char>>& board) {
        SudokuGrid<3> grid;
        for (int r = 0; r < 9; ++r) {
            for (int c = 0; c < 9; ++c) {
                if (board[r][c] == '.') continue;
                if (!grid.can_place(r, c, board[r][c] - '0')) return;  // repeated clue: no solution
                grid.set(r, c, board[r][c] - '0');
            }
        }
        bool solved = grid.solve();
        placements += grid.placements;
        if (!solved) return;
        for (int r = 0; r < 9; ++r)
            for (int c = 0; c < 9; ++c) board[r][c] = static_cast<char>('0' + grid.get(r, c));
    }
};
