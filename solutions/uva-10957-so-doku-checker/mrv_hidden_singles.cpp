/*
 * UVa 10957 So Doku Checker — bitmask candidates, fewest candidates first plus hidden singles, counting to two (C++11)
 * Each grid is classified: Illegal when a given digit repeats in its row, column or box; otherwise the
 * search counts completions up to two: Impossible (none), Unique (one), Ambiguous (two or more).
 * free_in_unit_[u] is a 9-bit mask, bit d-1 set while digit d is still free in unit u (units 0-8 rows,
 * 9-17 columns, 18-26 boxes); a cell's candidates are the AND of its row, column and box masks.
 * empty_[depth..empty_count_) are exactly the cells still empty. Each step computes every empty cell's
 * candidates (none: dead end); with no forced cell, each unit is folded into seen_once (digits with a
 * place) and seen_twice (two or more places): a free digit with no place is a dead end, a digit with
 * one place is placed without a guess; otherwise branch on the cell with the fewest candidates.
 * Why this and not fewest candidates first alone: an Impossible grid must be searched to the end, and a digit that runs out
 * of places is seen many levels before a cell runs out of candidates (Norvig's "impossible" grid:
 * about 0.2 s here, tens of seconds for fewest candidates first alone without -O2, see the NYOJ README).
 * Input: grids of 81 digits (0 = empty) separated by whitespace, until the end; bad input prints one
 * line on stderr and exits 1 with nothing on stdout. Output: "Case k: Unique." and so on, a line a grid.
 * Time: exponential in the worst case; O(e + 27 * 9) per placement for e empty cells.
 * Memory: O(g) for the g grids, read before classifying; O(1) for the search.
 * Status: judged on testdata/uva-10957-so-doku-checker (make judge); the search is the NYOJ file's.
 */
// expect: AC
#include <array>
#include <iostream>
#include <stdexcept>
#include <string>
#include <utility>
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

class HiddenSingleCounter {
public:
    HiddenSingleCounter() {
        for (int cell = 0; cell < 81; ++cell) {
            const int r = cell / 9, c = cell % 9, b = r / 3 * 3 + c / 3;
            const int units[3] = {r, 9 + c, 18 + b};
            const int slots[3] = {c, r, r % 3 * 3 + c % 3};
            for (int i = 0; i < 3; ++i) {
                units_of_cell_[cell][i] = units[i];
                cells_of_unit_[units[i]][slots[i]] = cell;
            }
        }
    }

    // 0, 1 or 2 (two or more). The givens must not repeat in a row, column or box.
    int count(const Grid& grid) {
        for (int unit = 0; unit < 27; ++unit) free_in_unit_[unit] = kAllDigits;
        empty_count_ = 0;
        found_ = 0;
        for (int cell = 0; cell < 81; ++cell) {
            if (grid[cell] == 0) empty_[empty_count_++] = cell;
            else toggle(cell, 1u << (grid[cell] - 1));
        }
        search(0);
        return found_;
    }

private:
    static constexpr unsigned kAllDigits = 0x1FF;
    int units_of_cell_[81][3];   // row, 9 + column, 18 + box
    int cells_of_unit_[27][9];
    unsigned free_in_unit_[27];
    int empty_[81];
    int empty_count_ = 0;
    int found_ = 0;

    unsigned candidates_of(int cell) const {
        const int* units = units_of_cell_[cell];
        return free_in_unit_[units[0]] & free_in_unit_[units[1]] & free_in_unit_[units[2]];
    }

    // Places or removes the digit whose bit is `digit_bit`: the same XOR does both.
    void toggle(int cell, unsigned digit_bit) {
        const int* units = units_of_cell_[cell];
        free_in_unit_[units[0]] ^= digit_bit;
        free_in_unit_[units[1]] ^= digit_bit;
        free_in_unit_[units[2]] ^= digit_bit;
    }

    // Picks the branching cell and its digits to try; false when the position is a dead end.
    bool choose(int depth, int& chosen_cell, unsigned& digits_to_try) const {
        unsigned candidates[81] = {};  // 0 for filled cells, so they count for nothing below
        int best_count = 10;
        for (int i = depth; i < empty_count_; ++i) {
            const int cell = empty_[i];
            candidates[cell] = candidates_of(cell);
            const int count = __builtin_popcount(candidates[cell]);
            if (count == 0) return false;
            if (count < best_count) {
                best_count = count;
                chosen_cell = cell;
                digits_to_try = candidates[cell];
            }
        }
        if (best_count == 1) return true;
        for (int unit = 0; unit < 27; ++unit) {
            unsigned seen_once = 0, seen_twice = 0;
            for (int slot = 0; slot < 9; ++slot) {
                const unsigned here = candidates[cells_of_unit_[unit][slot]];
                seen_twice |= seen_once & here;
                seen_once |= here;
            }
            if (free_in_unit_[unit] & ~seen_once) return false;
            const unsigned hidden_singles = seen_once & ~seen_twice;
            if (hidden_singles == 0) continue;
            const unsigned digit_bit = hidden_singles & (0u - hidden_singles);
            for (int slot = 0; slot < 9; ++slot) {
                const int cell = cells_of_unit_[unit][slot];
                if (candidates[cell] & digit_bit) {
                    chosen_cell = cell;
                    digits_to_try = digit_bit;
                    return true;
                }
            }
        }
        return true;
    }

    void search(int depth) {
        if (depth == empty_count_) {
            ++found_;
            return;
        }
        int cell = -1;
        unsigned digits_to_try = 0;
        if (!choose(depth, cell, digits_to_try)) return;
        for (int i = depth; i < empty_count_; ++i)
            if (empty_[i] == cell) std::swap(empty_[depth], empty_[i]);
        for (unsigned left = digits_to_try; left != 0 && found_ < 2; left &= left - 1) {
            const unsigned digit_bit = left & (0u - left);
            toggle(cell, digit_bit);
            search(depth + 1);
            toggle(cell, digit_bit);
        }
    }
};

int count_solutions(const Grid& grid) {
    static HiddenSingleCounter counter;  // its tables are built once
    return counter.count(grid);
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
