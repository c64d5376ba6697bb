/*
 * UVa 989 Su Doku — row-major backtracking, digits in increasing order (C++11)
 * Per case: the box side n (1-3), then an n²×n² grid (0 = empty). The first completion a search finds
 * that fills the first empty cell (row by row, left to right) with 1, 2, ... and recurses is the
 * lexicographically smallest, which is what the statement asks for; none: "NO SOLUTION".
 * used_[u][d] is true exactly when digit d sits in unit u (units 0..s-1 rows, s..2s-1 columns,
 * 2s..3s-1 boxes, s = n²). Givens that repeat in a unit make the case NO SOLUTION before any search.
 * Input: cases of n and n⁴ numbers separated by whitespace, until the end; bad input prints one line on
 * stderr and exits 1 with nothing on stdout. Output: each grid as s lines of s numbers separated by
 * single spaces (or the line NO SOLUTION), one empty line between two cases.
 * Time: O(s^e) for e empty cells in the worst case: a grid without a completion that the givens do not
 * betray is searched to the end, and a grid whose first rows are empty is its worst case.
 * Memory: O(k) for the k cases, read before solving; O(1) for the search.
 * Status: judged on testdata/uva-0989-su-doku (make judge).
 */
// expect: AC; hard: TLE
#include <array>
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

struct Case {
    int n = 0;                 // box side, 1-3
    std::array<int, 81> cells{};  // row-major, side n*n, 0 = empty
};

// ---- input: n, then n⁴ numbers 0..n², whitespace between tokens, until the end ----

struct InputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The next whitespace-separated token as a number in [low, high]; false at the end of input.
bool read_number(int low, int high, int& value, const std::string& what) {
    std::string token;
    if (!(std::cin >> token)) return false;
    if (token.size() != 1 || token[0] < '0' || token[0] - '0' < low || token[0] - '0' > high)
        throw InputError(what + ": expected a number " + std::to_string(low) + "-" + std::to_string(high) +
                         ", got '" + token.substr(0, 20) + "'");
    value = token[0] - '0';
    return true;
}

std::vector<Case> read_cases() {
    std::vector<Case> cases;
    for (int n; read_number(1, 3, n, "case " + std::to_string(cases.size() + 1) + ": n");) {
        Case next;
        next.n = n;
        const int side = n * n;
        for (int cell = 0; cell < side * side; ++cell) {
            const std::string where = "case " + std::to_string(cases.size() + 1) + ", row " +
                                      std::to_string(cell / side + 1) + ", column " + std::to_string(cell % side + 1);
            if (!read_number(0, side, next.cells[cell], where)) throw InputError(where + ": end of input");
        }
        cases.push_back(next);
    }
    if (cases.empty()) throw InputError("expected a case, got end of input");
    return cases;
}

// ---- search ----

class RowMajorSearch {
public:
    // The smallest completion into `board`; false when there is none.
    bool solve(const Case& c, std::array<int, 81>& board) {
        n_ = c.n;
        side_ = n_ * n_;
        board_ = c.cells;
        for (int u = 0; u < 27; ++u)
            for (int d = 0; d <= 9; ++d) used_[u][d] = false;
        for (int cell = 0; cell < side_ * side_; ++cell) {
            const int d = board_[cell];
            if (d == 0) continue;
            if (is_used(cell, d)) return false;  // a given repeats in its row, column or box
            mark(cell, d, true);
        }
        if (!search(0)) return false;
        board = board_;
        return true;
    }

private:
    int n_ = 0, side_ = 0;
    std::array<int, 81> board_{};
    bool used_[27][10];  // [unit][digit]

    int row_of(int cell) const { return cell / side_; }
    int column_of(int cell) const { return side_ + cell % side_; }
    int box_of(int cell) const { return 2 * side_ + cell / side_ / n_ * n_ + cell % side_ / n_; }
    bool is_used(int cell, int d) const {
        return used_[row_of(cell)][d] || used_[column_of(cell)][d] || used_[box_of(cell)][d];
    }
    void mark(int cell, int d, bool value) {
        used_[row_of(cell)][d] = used_[column_of(cell)][d] = used_[box_of(cell)][d] = value;
    }

    bool search(int cell) {
        const int cells = side_ * side_;
        while (cell < cells && board_[cell] != 0) ++cell;
        if (cell == cells) return true;
        for (int d = 1; d <= side_; ++d) {
            if (is_used(cell, d)) continue;
            board_[cell] = d;
            mark(cell, d, true);
            if (search(cell + 1)) return true;
            mark(cell, d, false);
        }
        board_[cell] = 0;
        return false;
    }
};

int main() {
    std::ios::sync_with_stdio(false);
    std::vector<Case> cases;
    try {
        cases = read_cases();
    } catch (const InputError& error) {
        std::cerr << "input: " << error.what() << '\n';
        return 1;
    }
    std::string output;
    RowMajorSearch search;
    for (std::size_t k = 0; k < cases.size(); ++k) {
        if (k > 0) output += '\n';  // an empty line between two cases
        std::array<int, 81> board{};
        if (!search.solve(cases[k], board)) {
            output += "NO SOLUTION\n";
            continue;
        }
        const int side = cases[k].n * cases[k].n;
        for (int cell = 0; cell < side * side; ++cell) {
            output += char('0' + board[cell]);
            output += cell % side == side - 1 ? '\n' : ' ';
        }
    }
    std::cout << output;
    return 0;
}
