/*
 * NYOJ 722 数独 — row-major backtracking (C++14 twin of backtracking.c)
 * Grid: 81 digits row by row, 0 = empty. UsedTable::row[r][d], col[c][d], box[b][d] are true exactly when
 * digit d sits in row r, column c, box b (b = r / 3 * 3 + c / 3); place() and erase() update all three,
 * so they always describe the board. The search fills the first empty cell with the smallest digit its
 * row, column and box allow, recurses on the next cell, and undoes on failure; the first full board wins.
 * Input is read and validated completely before anything is solved: bad input prints one line on stderr
 * and exits 1 with nothing on stdout. A well-formed grid without a solution prints "No solution".
 * Time: O(9^e) for e empty cells in the worst case; row-major order makes puzzles whose first rows are
 * empty (Wikipedia's anti-brute-force puzzle) the worst case. Memory: O(n) for the n grids, read before solving; O(1) for the search.
 * Status: stress-tested vs bitmask_mrv.cpp; judged on testdata/nyoj-0722-sudoku.
 */
// expect: AC; hard: TLE
#include <array>
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

using Grid = std::array<int, 81>;  // row-major, 0 = empty

// ---- input: n, then n grids of 9 lines of 9 digits (separated by spaces or written together) ----

struct InputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class GridReader {
public:
    static constexpr int kMaxCases = 99;

    std::vector<Grid> read_all() {
        const int case_count = read_case_count();
        std::vector<Grid> grids(case_count);
        for (int k = 0; k < case_count; ++k) {
            for (int row = 0; row < 9; ++row) read_row(k + 1, case_count, row, grids[k]);
            check_givens(k + 1, grids[k]);
        }
        return grids;  // anything after the n-th grid is ignored, as judges do
    }

private:
    static bool is_blank(int ch) { return ch == ' ' || ch == '\t' || ch == '\r'; }
    static bool is_digit(int ch) { return ch >= '0' && ch <= '9'; }

    // 'x' when printable, '\xNN' otherwise, "end of input" for EOF.
    static std::string describe(int ch) {
        if (ch == EOF) return "end of input";
        if (ch > ' ' && ch < 127) return std::string("'") + static_cast<char>(ch) + "'";
        char text[16];
        std::snprintf(text, sizeof text, "'\\x%02X'", static_cast<unsigned>(ch) & 0xFFu);
        return text;
    }

    static std::string at(int case_number, int row) {
        return "case " + std::to_string(case_number) + ", row " + std::to_string(row + 1) + ": ";
    }

    int get() { return std::cin.get(); }

    int skip_blank_lines() {
        int ch = get();
        while (is_blank(ch) || ch == '\n') ch = get();
        return ch;
    }

    // The first line: n alone, 0 < n < 100.
    int read_case_count() {
        const std::string expected = "expected the number of cases n (1 to 99), got ";
        int ch = skip_blank_lines();
        if (ch == EOF) throw InputError(expected + "end of input");
        std::string token;
        int value = 0;
        for (; ch != EOF && ch != '\n' && !is_blank(ch); ch = get()) {
            if (!is_digit(ch)) throw InputError(expected + describe(ch));
            if (token.size() < 20) token += static_cast<char>(ch);
            if (value < 1000) value = value * 10 + (ch - '0');
        }
        while (is_blank(ch)) ch = get();
        if (ch != '\n' && ch != EOF)
            throw InputError("expected the number of cases n alone on its line, got " + describe(ch) + " after it");
        if (value < 1 || value > kMaxCases)
            throw InputError("the number of cases n must be 1 to 99, got " + token);
        return value;
    }

    // One row on its own line: nine digits, either each separated by blanks or all nine together.
    void read_row(int case_number, int case_count, int row, Grid& grid) {
        int ch = skip_blank_lines();
        if (ch == EOF) {
            if (row == 0)
                throw InputError("case " + std::to_string(case_number) + ": expected a grid (n = " +
                                 std::to_string(case_count) + "), got end of input");
            throw InputError(at(case_number, row) + "expected 9 digits, got end of input");
        }
        int digits = 0, groups = 0;
        std::string group, first_long_group;  // digit groups, kept for the "got '10'" message
        for (;; ch = get()) {
            if (is_digit(ch)) {
                if (group.empty()) ++groups;
                if (group.size() < 11) group += static_cast<char>(ch);
                if (digits < 9) grid[row * 9 + digits] = ch - '0';
                if (++digits > 81) throw InputError(at(case_number, row) + "expected 9 digits, got more than 81");
                continue;
            }
            if (group.size() > 1 && first_long_group.empty()) first_long_group = group;
            group.clear();
            if (ch == '\n' || ch == EOF) break;
            if (!is_blank(ch)) throw InputError(at(case_number, row) + "expected a digit 0-9, got " + describe(ch));
        }
        if (groups > 1 && !first_long_group.empty())
            throw InputError(at(case_number, row) + "expected one digit per cell, got '" + first_long_group + "'");
        if (digits != 9)
            throw InputError(at(case_number, row) + "expected 9 digits, got " + std::to_string(digits));
    }

    // A given digit that repeats in its row, column or box makes the grid malformed, not unsolvable.
    static void check_givens(int case_number, const Grid& grid) {
        for (int cell = 0; cell < 81; ++cell) {
            if (grid[cell] == 0) continue;
            const int r = cell / 9, c = cell % 9;
            for (int other = 0; other < cell; ++other) {
                const int r2 = other / 9, c2 = other % 9;
                const char* unit = r2 == r ? "row"
                                 : c2 == c ? "column"
                                 : (r2 / 3 == r / 3 && c2 / 3 == c / 3) ? "box" : nullptr;
                if (unit && grid[other] == grid[cell])
                    throw InputError("case " + std::to_string(case_number) + ", row " + std::to_string(r + 1) +
                                     ", column " + std::to_string(c + 1) + ": " + std::to_string(grid[cell]) +
                                     " repeats in the " + unit);
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
    output.reserve(grids.size() * 162);
    BacktrackingSolver solver;
    for (Grid& grid : grids) {
        if (!solver.solve(grid)) {
            output += "No solution\n";
            continue;
        }
        for (int cell = 0; cell < 81; ++cell) {
            output += static_cast<char>('0' + grid[cell]);
            output += cell % 9 == 8 ? '\n' : ' ';
        }
    }
    std::cout.write(output.data(), static_cast<std::streamsize>(output.size()));
    return 0;
}
