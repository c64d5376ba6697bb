/*
 * POJ 2676 Sudoku — row-major backtracking (C++98)
 * Grid: 81 values row by row, 0 = empty. used_[u][d] is true exactly when digit d sits in unit u (units
 * 0-8 rows, 9-17 columns, 18-26 boxes); place() and erase() update the cell's three units together, so
 * the table always describes the board. The search fills the first empty cell (row by row, left to
 * right) with the smallest digit its three units allow, recurses on the next cell and undoes on failure;
 * the first full board wins. This is the search most published POJ 2676 programs use.
 * Input: n, then n grids of 9 lines of 9 digits written together, 0 = empty. Blank lines, and spaces,
 * tabs and CR around a line, are ignored; anything after the n-th grid is ignored. The whole input is
 * read and checked before anything is solved: bad input (a given repeated in its row, column or box
 * included) prints one line on stderr and exits 1 with nothing on stdout.
 * Output: each grid solved, 9 lines of 9 digits, no empty line between grids (any valid completion is
 * accepted: Special Judge); a well-formed grid without a solution prints "No solution".
 * C++98: POJ's G++ predates C++11 (testdata/poj-2676-sudoku/problem.yaml).
 * Time: O(9^e) for e empty cells in the worst case; row-major order makes puzzles whose top rows are
 * empty (Wikipedia's anti-brute-force puzzle, many 17-clue puzzles) the worst case: measured in
 * README.md. Memory: 81 bytes a grid, read before solving; O(1) for the search.
 * Local judge: AC on sample/ and secret/ (secret/02's grid made against this order: about 180 ms of the
 * 800 ms that stand for POJ's 2000 ms); TLE on hard/ (17-clue, anti-brute-force), on purpose.
 * Status: stress-tested vs bitmask_mrv.cpp; judged on testdata/poj-2676-sudoku.
 */
// expect: AC; hard: TLE
#include <cstdio>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

struct Grid {
    unsigned char cell[81];  // row-major, 0 = empty
};

// ---- input: n, then n grids of 9 lines of 9 digits ----

class InputError : public std::runtime_error {
public:
    explicit InputError(const std::string& message) : std::runtime_error(message) {}
};

std::string str(long value) {
    std::ostringstream text;
    text << value;
    return text.str();
}

class GridReader {
public:
    static const long kMaxCases = 1000000;

    std::vector<Grid> read_all() {
        const long case_count = read_case_count();
        std::vector<Grid> grids;  // grown as grids arrive: a huge n without the grids allocates nothing
        for (long k = 0; k < case_count; ++k) {
            grids.push_back(Grid());
            for (int row = 0; row < 9; ++row) read_row(k + 1, case_count, row, grids.back());
            check_givens(k + 1, grids.back());
        }
        return grids;  // anything after the n-th grid is ignored, as judges do
    }

private:
    static bool is_blank(char ch) { return ch == ' ' || ch == '\t' || ch == '\r'; }
    static bool is_digit(char ch) { return ch >= '0' && ch <= '9'; }

    // 'x' when printable, "a space", "a tab", '\xNN' otherwise.
    static std::string describe(char ch) {
        if (ch == ' ') return "a space";
        if (ch == '\t') return "a tab";
        char text[16];
        const unsigned code = static_cast<unsigned char>(ch);
        if (code > ' ' && code < 127) std::sprintf(text, "'%c'", ch);
        else std::sprintf(text, "'\\x%02X'", code);
        return text;
    }

    // The next line that is not blank, without the blanks around it; false at the end of the input.
    bool next_line(std::string& line) {
        while (std::getline(std::cin, line)) {
            std::string::size_type begin = 0, end = line.size();
            while (begin < end && is_blank(line[begin])) ++begin;
            while (end > begin && is_blank(line[end - 1])) --end;
            if (begin == end) continue;
            line = line.substr(begin, end - begin);
            return true;
        }
        return false;
    }

    long read_case_count() {
        std::string line;
        if (!next_line(line)) throw InputError("expected the number of cases n, got end of input");
        long value = 0;
        for (std::string::size_type i = 0; i < line.size(); ++i) {
            if (!is_digit(line[i])) throw InputError("expected the number of cases n alone on its line, got " + describe(line[i]));
            if (value <= kMaxCases) value = value * 10 + (line[i] - '0');
        }
        if (value > kMaxCases) throw InputError("the number of cases n must be at most " + str(kMaxCases));
        return value;
    }

    void read_row(long case_number, long case_count, int row, Grid& grid) {
        const std::string at = "case " + str(case_number) + ", row " + str(row + 1);
        std::string line;
        if (!next_line(line)) {
            if (row == 0)
                throw InputError("case " + str(case_number) + ": expected a grid (n = " + str(case_count) +
                                 "), got end of input");
            throw InputError(at + ": expected 9 digits, got end of input");
        }
        for (std::string::size_type i = 0; i < line.size(); ++i)
            if (!is_digit(line[i]))
                throw InputError(at + ", column " + str(static_cast<long>(i) + 1) + ": expected a digit 0-9, got " +
                                 describe(line[i]));
        if (line.size() != 9) throw InputError(at + ": expected 9 digits, got " + str(static_cast<long>(line.size())));
        for (int c = 0; c < 9; ++c) grid.cell[row * 9 + c] = static_cast<unsigned char>(line[c] - '0');
    }

    // A given that repeats in its row, column or box makes the grid malformed, not unsolvable.
    static void check_givens(long case_number, const Grid& grid) {
        for (int cell = 0; cell < 81; ++cell) {
            if (grid.cell[cell] == 0) continue;
            const int r = cell / 9, c = cell % 9;
            for (int other = 0; other < cell; ++other) {
                const int r2 = other / 9, c2 = other % 9;
                const char* unit = r2 == r ? "row"
                                 : c2 == c ? "column"
                                 : (r2 / 3 == r / 3 && c2 / 3 == c / 3) ? "box" : 0;
                if (unit != 0 && grid.cell[other] == grid.cell[cell])
                    throw InputError("case " + str(case_number) + ", row " + str(r + 1) + ", column " + str(c + 1) +
                                     ": " + str(grid.cell[cell]) + " repeats in the " + unit);
            }
        }
    }
};

// ---- search ----

class RowMajorSolver {
public:
    // Returns true and fills `grid` when it has a solution; otherwise leaves it as it was.
    // The givens must not repeat in a row, column or box (GridReader checks that).
    bool solve(Grid& grid) {
        for (int unit = 0; unit < 27; ++unit)
            for (int digit = 0; digit <= 9; ++digit) used_[unit][digit] = false;
        for (int cell = 0; cell < 81; ++cell) {
            board_[cell] = 0;
            if (grid.cell[cell] != 0) place(cell, grid.cell[cell]);
        }
        if (!solve_from(0)) return false;
        for (int cell = 0; cell < 81; ++cell) grid.cell[cell] = static_cast<unsigned char>(board_[cell]);
        return true;
    }

private:
    int board_[81];
    bool used_[27][10];

    static int row_of(int cell) { return cell / 9; }
    static int col_of(int cell) { return 9 + cell % 9; }
    static int box_of(int cell) { return 18 + cell / 27 * 3 + cell % 9 / 3; }

    bool allowed(int cell, int digit) const {
        return !used_[row_of(cell)][digit] && !used_[col_of(cell)][digit] && !used_[box_of(cell)][digit];
    }
    void place(int cell, int digit) {
        used_[row_of(cell)][digit] = used_[col_of(cell)][digit] = used_[box_of(cell)][digit] = true;
        board_[cell] = digit;
    }
    void erase(int cell, int digit) {
        used_[row_of(cell)][digit] = used_[col_of(cell)][digit] = used_[box_of(cell)][digit] = false;
        board_[cell] = 0;
    }

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
    output.reserve(grids.size() * 90);
    RowMajorSolver solver;
    for (std::vector<Grid>::size_type k = 0; k < grids.size(); ++k) {
        if (!solver.solve(grids[k])) {
            output += "No solution\n";
            continue;
        }
        for (int cell = 0; cell < 81; ++cell) {
            output += static_cast<char>('0' + grids[k].cell[cell]);
            if (cell % 9 == 8) output += '\n';
        }
    }
    std::cout.write(output.data(), static_cast<std::streamsize>(output.size()));
    return 0;
}
