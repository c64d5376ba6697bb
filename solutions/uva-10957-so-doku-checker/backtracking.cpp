/*
 * UVa 10957 So Doku Checker — row-major backtracking, counting to two (C++11)
 * Each grid is classified: Illegal when a given digit repeats in its row, column or box; otherwise the
 * search counts completions up to two: Impossible (none), Unique (one), Ambiguous (two or more).
 * used_[u][d] is true exactly when digit d sits in unit u (units 0-8 rows, 9-17 columns, 18-26 boxes);
 * the search fills the first empty cell with each digit its three units allow, recurses on the next
 * cell and undoes, stopping once it has seen two completions. Input: grids of 81 digits (0 = empty)
 * separated by whitespace, until the end; bad input prints one line on stderr and exits 1 with nothing
 * on stdout. Output: "Case k: Illegal." (or Unique., Ambiguous., Impossible.) a line.
 * Time: O(9^e) for e empty cells in the worst case: an Impossible grid is searched to the end, and a
 * grid whose first rows are empty (Wikipedia's anti-brute-force puzzle) is its worst case.
 * Memory: O(g) for the g grids, read before classifying; O(1) for the search.
 * Status: judged on testdata/uva-10957-so-doku-checker (make judge).
 */
// expect: AC; hard: TLE
#include <array>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

using Grid = std::array<int, 81>;  // row-major, 0 = empty

// ---- input: grids of 81 digits 0-9 separated by whitespace (an empty line between grids), until the end ----

struct InputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

std::vector<Grid> read_grids() {
    std::vector<Grid> grids;
    int cells = 0;  // of the grid being read
    for (int ch; (ch = std::cin.get()) != EOF;) {
        if (ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n') continue;
        if (cells == 0) grids.emplace_back();
        const std::string where = "case " + std::to_string(grids.size()) + ", row " + std::to_string(cells / 9 + 1) +
                                  ", column " + std::to_string(cells % 9 + 1) + ": ";
        if (ch < '0' || ch > '9') throw InputError(where + "expected a digit 0-9, got byte " + std::to_string(ch));
        const int after = std::cin.peek();
        if (after >= '0' && after <= '9') throw InputError(where + "expected digits separated by spaces");
        grids.back()[cells] = ch - '0';
        cells = (cells + 1) % 81;
    }
    if (grids.empty()) throw InputError("expected a grid, got end of input");
    if (cells != 0)
        throw InputError("case " + std::to_string(grids.size()) + ": the grid ends after " + std::to_string(cells) +
                         " of its 81 cells");
    return grids;
}

// Illegal: a given digit repeats in its row, column or box.
bool givens_repeat(const Grid& grid) {
    for (int cell = 0; cell < 81; ++cell) {
        if (grid[cell] == 0) continue;
        const int r = cell / 9, c = cell % 9;
        for (int other = 0; other < cell; ++other) {
            const int r2 = other / 9, c2 = other % 9;
            const bool shares_a_unit = r2 == r || c2 == c || (r2 / 3 == r / 3 && c2 / 3 == c / 3);
            if (shares_a_unit && grid[other] == grid[cell]) return true;
        }
    }
    return false;
}

// ---- search ----

struct Counter {
    Grid board{};
    bool used[27][10] = {};  // [unit][digit]
    int found = 0;

    static int box_of(int cell) { return cell / 27 * 3 + cell % 9 / 3; }
    void mark(int cell, int digit, bool value) {
        used[cell / 9][digit] = used[9 + cell % 9][digit] = used[18 + box_of(cell)][digit] = value;
    }
    void search(int cell) {
        while (cell < 81 && board[cell] != 0) ++cell;
        if (cell == 81) {
            ++found;
            return;
        }
        for (int digit = 1; digit <= 9 && found < 2; ++digit) {
            if (used[cell / 9][digit] || used[9 + cell % 9][digit] || used[18 + box_of(cell)][digit]) continue;
            board[cell] = digit;
            mark(cell, digit, true);
            search(cell + 1);
            mark(cell, digit, false);
        }
        board[cell] = 0;
    }
};

// 0, 1 or 2 (two or more); the givens must not repeat.
int count_solutions(const Grid& grid) {
    Counter counter;
    counter.board = grid;
    for (int cell = 0; cell < 81; ++cell)
        if (grid[cell] != 0) counter.mark(cell, grid[cell], true);
    counter.search(0);
    return counter.found;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::vector<Grid> grids;
    try {
        grids = read_grids();
    } catch (const InputError& error) {
        std::cerr << "input: " << error.what() << '\n';
        return 1;
    }
    std::string output;
    for (std::size_t k = 0; k < grids.size(); ++k) {
        const char* verdict = "Illegal";
        if (!givens_repeat(grids[k])) {
            const int count = count_solutions(grids[k]);
            verdict = count == 0 ? "Impossible" : count == 1 ? "Unique" : "Ambiguous";
        }
        output += "Case " + std::to_string(k + 1) + ": " + verdict + ".\n";
    }
    std::cout << output;
    return 0;
}
