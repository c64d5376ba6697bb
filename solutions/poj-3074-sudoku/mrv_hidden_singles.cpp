/*
 * POJ 3074 Sudoku — bitmask candidates, fewest candidates first plus hidden singles (C++98)
 * free_in_unit_[u] is a 9-bit mask, bit d-1 set while digit d is still free in unit u (units 0-8 rows,
 * 9-17 columns, 18-26 boxes); a cell's candidates are the AND of its three masks. empty_[depth..
 * empty_count_) are exactly the cells still empty. Each step computes every empty cell's candidates
 * (none: dead end); with no forced cell, each unit is folded into seen_once (digits with a place) and
 * seen_twice (two or more places): a free digit with no place is a dead end, a digit with one place is
 * placed without a guess; otherwise branch on the cell with the fewest candidates. The NYOJ file's search.
 * Input: lines of 81 characters, '1'-'9' or '.', until a line "end"; bad input prints one line on stderr
 * and exits 1. Output: each puzzle solved, one line of 81 digits ("No solution" where there is none; the
 * statement promises one). C++98: POJ's compiler predates C++11 (see problem.yaml).
 * Time: exponential in the worst case; O(e + 27 * 9) per placement for e empty cells; about 0.37 ms a
 * puzzle on the forum's hardest (hard/01: 200 in 75 ms, the process included; README.md, 2026-11-26).
 * Memory: O(1) beyond the input.
 * Status: judged on testdata/poj-3074-sudoku (make judge).
 */
// expect: AC
#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

// ---- input: lines of 81 characters ('1'-'9', '.' empty) until a line "end" ----

// The puzzles, each 81 values (0 = empty). Bad input: one line on stderr, exit 1.
std::vector<std::string> read_puzzles() {
    std::vector<std::string> puzzles;
    std::string line;
    int number = 0;
    while (std::getline(std::cin, line)) {
        ++number;
        if (!line.empty() && line[line.size() - 1] == '\r') line.erase(line.size() - 1);
        if (line == "end") return puzzles;
        if (line.size() != 81 || line.find_first_not_of("123456789.") != std::string::npos) {
            std::cerr << "input: line " << number << ": expected 81 characters 1-9 or '.', or \"end\"\n";
            std::exit(1);
        }
        puzzles.push_back(line);
    }
    std::cerr << "input: expected a line \"end\" after the puzzles, got end of input\n";
    std::exit(1);
}

// ---- search ----

class HiddenSingleSolver {
public:
    HiddenSingleSolver() {
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

    // Fills `grid` (81 values, 0 empty) and returns true when it has a solution. The givens must not repeat.
    bool solve(int* grid) {
        for (int unit = 0; unit < 27; ++unit) free_in_unit_[unit] = kAllDigits;
        empty_count_ = 0;
        board_ = grid;
        for (int cell = 0; cell < 81; ++cell) {
            if (grid[cell] == 0) empty_[empty_count_++] = cell;
            else toggle(cell, 1u << (grid[cell] - 1));
        }
        return search(0);
    }

private:
    static const unsigned kAllDigits = 0x1FF;
    int units_of_cell_[81][3];   // row, 9 + column, 18 + box
    int cells_of_unit_[27][9];
    unsigned free_in_unit_[27];
    int empty_[81];
    int empty_count_;
    int* board_;

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

    bool search(int depth) {
        if (depth == empty_count_) return true;
        int cell = -1;
        unsigned digits_to_try = 0;
        if (!choose(depth, cell, digits_to_try)) return false;
        for (int i = depth; i < empty_count_; ++i)
            if (empty_[i] == cell) std::swap(empty_[depth], empty_[i]);
        for (unsigned left = digits_to_try; left != 0; left &= left - 1) {
            const unsigned digit_bit = left & (0u - left);
            toggle(cell, digit_bit);
            board_[cell] = __builtin_ctz(digit_bit) + 1;
            if (search(depth + 1)) return true;
            toggle(cell, digit_bit);
        }
        board_[cell] = 0;
        return false;
    }
};

int main() {
    std::ios::sync_with_stdio(false);
    std::vector<std::string> puzzles = read_puzzles();
    std::string output;
    HiddenSingleSolver solver;
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        int grid[81];
        bool clash = false;
        unsigned seen[27] = {0};
        for (int cell = 0; cell < 81; ++cell) {
            grid[cell] = puzzles[k][cell] == '.' ? 0 : puzzles[k][cell] - '0';
            if (grid[cell] == 0) continue;
            const unsigned bit = 1u << (grid[cell] - 1);
            const int units[3] = {cell / 9, 9 + cell % 9, 18 + cell / 27 * 3 + cell % 9 / 3};
            for (int i = 0; i < 3; ++i) {
                if (seen[units[i]] & bit) clash = true;
                seen[units[i]] |= bit;
            }
        }
        if (clash || !solver.solve(grid)) {
            output += "No solution\n";
            continue;
        }
        for (int cell = 0; cell < 81; ++cell) output += static_cast<char>('0' + grid[cell]);
        output += '\n';
    }
    std::cout << output;
    return 0;
}
