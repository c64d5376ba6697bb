/*
 * POJ 3076 Sudoku (16×16) — exact cover by Dancing Links (Knuth's Algorithm X), smallest column first (C++98)
 * The matrix: a row per placement (cell, letter), 16 × 16 × 16 = 4096 at most; 4 × 256 columns, one per
 * constraint: cell (r, c) is filled, row r has letter k, column c has k, box b has k. A placement covers
 * exactly its 4 columns. Only placements the givens allow are linked (a given cell gets its one letter,
 * an empty cell the letters its row, column and box do not hold), so the givens need no covering.
 * Nodes live in arrays: left_/right_/up_/down_ are the circular links, column_ the header of a node,
 * row_ its placement (cell × 16 + letter), size_[c] the nodes still in column c. Node 0 is the root,
 * 1-1024 the column headers. Invariant: a covered column is out of the header list and its rows out of
 * every other column; uncover undoes cover exactly, in reverse order.
 * Input: grids of 16 lines of 16 characters 'A'-'P' or '-' (empty), an empty line between two grids,
 * until the end of input; bad input prints one line on stderr and exits 1. Output: each grid solved in
 * the same layout, an empty line between two grids ("No solution" where there is none; the statement
 * promises one). C++98: POJ's compiler predates C++11 (see problem.yaml).
 * Time: exponential in the worst case; a cover touches each node of the column's rows once. Building
 * the matrix is O(4096 × 4). Our minimal puzzles (hard/): at most about 140 ms each, 38-77 a second
 * (README.md), even with mrv_hidden_singles.cpp. Memory: 17,409 nodes × 6 ints, 420 KB, reused for
 * every grid.
 * Status: judged on testdata/poj-3076-sudoku-16x16 (make judge); byte-for-byte agreement with
 * mrv_hidden_singles.cpp on every test (make_tests.py).
 */
// expect: AC
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

// ---- input: grids of 16 lines of 16 characters ('A'-'P', '-' empty), an empty line between two ----

// The grids, each 256 characters row by row. Blank lines between grids are skipped; anything else that is
// not a row of 16 cells, or a grid cut short, prints one line on stderr and exits 1.
std::vector<std::string> read_grids() {
    std::vector<std::string> grids;
    std::string line, grid;
    int number = 0;
    while (std::getline(std::cin, line)) {
        ++number;
        if (!line.empty() && line[line.size() - 1] == '\r') line.erase(line.size() - 1);
        if (line.empty()) {
            if (!grid.empty()) {
                std::cerr << "input: line " << number << ": the grid ends after " << grid.size() / 16
                          << " of 16 rows\n";
                std::exit(1);
            }
            continue;
        }
        if (line.size() != 16 || line.find_first_not_of("ABCDEFGHIJKLMNOP-") != std::string::npos) {
            std::cerr << "input: line " << number << ": expected 16 characters A-P or '-'\n";
            std::exit(1);
        }
        grid += line;
        if (grid.size() == 256) {
            grids.push_back(grid);
            grid.clear();
        }
    }
    if (!grid.empty()) {
        std::cerr << "input: the last grid ends after " << grid.size() / 16 << " of 16 rows\n";
        std::exit(1);
    }
    return grids;
}

// ---- exact cover ----

class DancingLinks {
public:
    // Fills `grid` (256 characters, '-' empty) and returns true when it has a solution. False as well when
    // two givens clash.
    bool solve(std::string& grid) {
        if (!build(grid)) return false;
        chosen_count_ = 0;
        if (!search()) return false;
        for (int i = 0; i < chosen_count_; ++i) grid[chosen_[i] / 16] = static_cast<char>('A' + chosen_[i] % 16);
        return true;
    }

private:
    enum { kColumns = 4 * 256, kMaxNodes = 1 + kColumns + 4 * 4096 };
    int left_[kMaxNodes], right_[kMaxNodes], up_[kMaxNodes], down_[kMaxNodes];
    int column_[kMaxNodes], row_[kMaxNodes];
    int size_[kColumns + 1];
    int node_count_;
    int chosen_[256];
    int chosen_count_;

    // The matrix of the placements the givens allow. False when two givens clash.
    bool build(const std::string& grid) {
        for (int c = 0; c <= kColumns; ++c) {
            left_[c] = c == 0 ? kColumns : c - 1;
            right_[c] = c == kColumns ? 0 : c + 1;
            up_[c] = down_[c] = c;
            column_[c] = c;
            size_[c] = 0;
        }
        node_count_ = kColumns + 1;
        unsigned used[48] = {0};  // letters the givens put in each row, column, box
        for (int cell = 0; cell < 256; ++cell) {
            if (grid[cell] == '-') continue;
            const unsigned bit = 1u << (grid[cell] - 'A');
            const int r = cell / 16, c = cell % 16, units[3] = {r, 16 + c, 32 + r / 4 * 4 + c / 4};
            for (int i = 0; i < 3; ++i) {
                if (used[units[i]] & bit) return false;
                used[units[i]] |= bit;
            }
        }
        for (int cell = 0; cell < 256; ++cell) {
            const int r = cell / 16, c = cell % 16, b = r / 4 * 4 + c / 4;
            for (int letter = 0; letter < 16; ++letter) {
                if (grid[cell] != '-' ? grid[cell] - 'A' != letter
                                      : ((used[r] | used[16 + c] | used[32 + b]) >> letter) & 1)
                    continue;
                const int columns[4] = {1 + cell, 1 + 256 + r * 16 + letter, 1 + 512 + c * 16 + letter,
                                        1 + 768 + b * 16 + letter};
                const int first = node_count_;
                for (int i = 0; i < 4; ++i) {
                    const int node = node_count_++, col = columns[i];
                    column_[node] = col;
                    row_[node] = cell * 16 + letter;
                    up_[node] = up_[col];
                    down_[node] = col;
                    down_[up_[col]] = node;
                    up_[col] = node;
                    ++size_[col];
                    left_[node] = i == 0 ? first + 3 : node - 1;
                    right_[node] = i == 3 ? first : node + 1;
                }
            }
        }
        return true;
    }

    void cover(int col) {
        right_[left_[col]] = right_[col];
        left_[right_[col]] = left_[col];
        for (int i = down_[col]; i != col; i = down_[i])
            for (int j = right_[i]; j != i; j = right_[j]) {
                down_[up_[j]] = down_[j];
                up_[down_[j]] = up_[j];
                --size_[column_[j]];
            }
    }

    void uncover(int col) {
        for (int i = up_[col]; i != col; i = up_[i])
            for (int j = left_[i]; j != i; j = left_[j]) {
                ++size_[column_[j]];
                down_[up_[j]] = j;
                up_[down_[j]] = j;
            }
        right_[left_[col]] = col;
        left_[right_[col]] = col;
    }

    bool search() {
        if (right_[0] == 0) return true;
        int col = right_[0];
        for (int c = right_[col]; c != 0 && size_[col] > 1; c = right_[c])
            if (size_[c] < size_[col]) col = c;
        if (size_[col] == 0) return false;
        cover(col);
        for (int i = down_[col]; i != col; i = down_[i]) {
            chosen_[chosen_count_++] = row_[i];
            for (int j = right_[i]; j != i; j = right_[j]) cover(column_[j]);
            if (search()) return true;
            for (int j = left_[i]; j != i; j = left_[j]) uncover(column_[j]);
            --chosen_count_;
        }
        uncover(col);
        return false;
    }
};

int main() {
    std::ios::sync_with_stdio(false);
    std::vector<std::string> grids = read_grids();
    std::string output;
    static DancingLinks links;  // 420 KB: static, not on the stack
    for (std::size_t k = 0; k < grids.size(); ++k) {
        if (k > 0) output += '\n';
        std::string grid = grids[k];
        if (!links.solve(grid)) {
            output += "No solution\n";
            continue;
        }
        for (int r = 0; r < 16; ++r) output += grid.substr(r * 16, 16) + '\n';
    }
    std::cout << output;
    return 0;
}
