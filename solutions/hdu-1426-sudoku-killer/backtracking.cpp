/*
 * HDU 1426 Sudoku Killer — row-major backtracking (C++14)
 * Grid: 81 digits row by row, 0 = empty ('?' in the input). UsedTable::row[r][d], col[c][d], box[b][d]
 * are true exactly when digit d sits in row r, column c, box b (b = r / 3 * 3 + c / 3); place() and
 * erase() update all three, so they always describe the board. The search fills the first empty cell
 * with the smallest digit its row, column and box allow, recurses on the next cell, and undoes on
 * failure; the first full board wins. This is the search the published HDU 1426 write-ups submit.
 * Input is read and validated completely before anything is solved: bad input prints one line on stderr
 * and exits 1 with nothing on stdout. A well-formed grid without a solution prints "No solution".
 * Output: each grid as 9 lines of 9 digits separated by single spaces, an empty line between two grids.
 * Time: O(9^e) for e empty cells in the worst case; row-major order makes puzzles whose first rows are
 * empty (Wikipedia's anti-brute-force puzzle) the worst case. Memory: O(g) for the g grids, read
 * before solving; O(1) for the search.
 * Status: judged on testdata/hdu-1426-sudoku-killer (make judge).
 */
// expect: AC; hard: TLE
#include <array>
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

using Grid = std::array<int, 81>;  // row-major, 0 = empty

// ---- input: grids of 81 one-character tokens (1-9 or '?') separated by whitespace, until the end ----

struct InputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class GridReader {
public:
    std::vector<Grid> read_all() {
        std::vector<Grid> grids;
        int cells = 0;  // of the grid being read
        for (int ch = skip_whitespace(); ch != EOF; ch = skip_whitespace()) {
            if (cells == 0) grids.emplace_back();
            const int after = std::cin.get();
            if (after != EOF && !is_whitespace(after))
                throw InputError(at(grids.size(), cells) + "expected one character per cell, got " + describe(ch) +
                                 " followed by " + describe(after));
            if (ch != '?' && (ch < '1' || ch > '9'))
                throw InputError(at(grids.size(), cells) + "expected a digit 1-9 or '?', got " + describe(ch));
            grids.back()[cells] = ch == '?' ? 0 : ch - '0';
            if (++cells == 81) {
                check_givens(grids.size(), grids.back());
                cells = 0;
            }
        }
        if (grids.empty()) throw InputError("expected a grid, got end of input");
        if (cells != 0)
            throw InputError("case " + std::to_string(grids.size()) + ": the grid ends after " + std::to_string(cells) +
                             " of its 81 cells");
        return grids;
    }

private:
    static bool is_whitespace(int ch) { return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n'; }

    static int skip_whitespace() {
        int ch = std::cin.get();
        while (is_whitespace(ch)) ch = std::cin.get();
        return ch;
    }

    // 'x' when printable, '\xNN' otherwise, "end of input" for EOF.
    static std::string describe(int ch) {
        if (ch == EOF) return "end of input";
        if (ch > ' ' && ch < 127) return std::string("'") + static_cast<char>(ch) + "'";
        char text[16];
        std::snprintf(text, sizeof text, "'\\x%02X'", static_cast<unsigned>(ch) & 0xFFu);
        return text;
    }

    static std::string at(std::size_t case_number, int cell) {
        return "case " + std::to_string(case_number) + ", row " + std::to_string(cell / 9 + 1) + ", column " +
               std::to_string(cell % 9 + 1) + ": ";
    }

    // A given digit that repeats in its row, column or box makes the grid malformed, not unsolvable.
    static void check_givens(std::size_t case_number, const Grid& grid) {
        for (int cell = 0; cell < 81; ++cell) {
            if (grid[cell] == 0) continue;
            const int r = cell / 9, c = cell % 9;
            for (int other = 0; other < cell; ++other) {
                const int r2 = other / 9, c2 = other % 9;
                const char* unit = r2 == r ? "row"
                                 : c2 == c ? "column"
                                 : (r2 / 3 == r / 3 && c2 / 3 == c / 3) ? "box" : nullptr;
                if (unit && grid[other] == grid[cell])
                    throw InputError(at(case_number, cell) + std::to_string(grid[cell]) + " repeats in the " + unit);
            }
        }
    }
};

// ---- search ----

class BacktrackingSolver {
public:
    // Returns true and fills `grid` when it has a solution; otherwise leaves it as it was.
    bool solve(Grid& grid) {
        board_ = Grid{};
        row_used_ = col_used_ = box_used_ = UsedTable{};
        for (int cell = 0; cell < 81; ++cell)
            if (grid[cell] != 0) place(cell, grid[cell]);
        if (!solve_from(0)) return false;
        grid = board_;
        return true;
    }

private:
    using UsedTable = std::array<std::array<bool, 10>, 9>;  // [unit][digit]
    Grid board_{};
    UsedTable row_used_{}, col_used_{}, box_used_{};

    static int box_of(int cell) { return cell / 27 * 3 + cell % 9 / 3; }

    bool allowed(int cell, int digit) const {
        return !row_used_[cell / 9][digit] && !col_used_[cell % 9][digit] && !box_used_[box_of(cell)][digit];
    }
    void mark(int cell, int digit, bool used) {
        row_used_[cell / 9][digit] = col_used_[cell % 9][digit] = box_used_[box_of(cell)][digit] = used;
    }
    void place(int cell, int digit) { mark(cell, digit, true); board_[cell] = digit; }
    void erase(int cell, int digit) { mark(cell, digit, false); board_[cell] = 0; }

    // Fills the empty cells from `cell` on; true with the board complete, false with it unchanged.
    bool solve_from(int cell) {
        while (cell < 81 && board_[cell] != 0) ++cell;
        if (cell == 81) return true;
        for (int digit = 1; digit <= 9; ++digit) {
            if (!allowed(cell, digit)) continue;
            place(cell, digit);
            if (solve_from(cell + 1)) return true;
            erase(cell, digit);
        }
        return false;
    }
};

int main() {
    std::ios::sync_with_stdio(false);
    std::vector<Grid> grids;
    try {
        grids = GridReader().read_all();
    } catch (const InputError& error) {
        std::cerr << "input: " << error.what() << '\n';
        return 1;
    }
    std::string output;  // every grid, written at once
    output.reserve(grids.size() * 163);
    BacktrackingSolver solver;
    for (std::size_t k = 0; k < grids.size(); ++k) {
        if (k > 0) output += '\n';  // an empty line between two grids, none after the last
        Grid& grid = grids[k];
        if (!solver.solve(grid)) {
            output += "No solution\n";
            continue;
        }
        for (int cell = 0; cell < 81; ++cell) {
            output += static_cast<char>('0' + grid[cell]);
            output += cell % 9 == 8 ? '\n' : ' ';
        }
    }
    std::fwrite(output.data(), 1, output.size(), stdout);
    return 0;
}
