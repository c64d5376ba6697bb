/*
 * POJ 3076 Sudoku (16×16) — hidden singles: naked and hidden singles to a fixpoint, then fewest candidates first (C++98)
 * free_in_unit_[u] is a 16-bit mask, bit k set while letter 'A'+k is still free in unit u (units 0-15
 * rows, 16-31 columns, 32-47 boxes); a cell's candidates are the AND of its three masks. Placing and
 * taking back a letter is the same XOR on the three masks; trail_ holds every placement in order, so a
 * dead end undoes back to a mark. Each node propagates to a fixpoint: an empty cell with one candidate
 * is placed (a naked single), none is a dead end; then each unit is folded into seen_once (letters with a
 * place) and seen_twice (two or more places): a free letter with no place is a dead end, one place
 * places it (a hidden single). With nothing forced, branch on the empty cell with the fewest candidates.
 * Input: grids of 16 lines of 16 characters 'A'-'P' or '-' (empty), an empty line between two grids,
 * until the end of input; bad input prints one line on stderr and exits 1. Output: each grid solved in
 * the same layout, an empty line between two grids ("No solution" where there is none; the statement
 * promises one). C++98: POJ's compiler predates C++11 (see problem.yaml).
 * Time: exponential in the worst case; O(256 × 3 + 48 × 16) per propagation pass. Our minimal
 * puzzles (hard/): at most about 150 ms each, 36-79 a second (README.md). Memory: O(1) beyond the input
 * (a 256-entry trail).
 * Status: judged on testdata/poj-3076-sudoku-16x16 (make judge); byte-for-byte agreement with
 * dancing_links.cpp on every test (make_tests.py); the SOLVER of make_tests.py.
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

// ---- search ----

class PropagatingSolver {
public:
    PropagatingSolver() {
        for (int cell = 0; cell < 256; ++cell) {
            const int r = cell / 16, c = cell % 16, b = r / 4 * 4 + c / 4;
            const int units[3] = {r, 16 + c, 32 + b};
            const int slots[3] = {c, r, r % 4 * 4 + c % 4};
            for (int i = 0; i < 3; ++i) {
                units_of_cell_[cell][i] = units[i];
                cells_of_unit_[units[i]][slots[i]] = cell;
            }
        }
    }

    // Fills `grid` (256 values, -1 empty, 0-15 the letters) and returns true when it has a solution.
    // False as well when two givens clash.
    bool solve(int* grid) {
        for (int unit = 0; unit < 48; ++unit) free_in_unit_[unit] = kAllLetters;
        board_ = grid;
        trail_size_ = 0;
        for (int cell = 0; cell < 256; ++cell) {
            if (grid[cell] < 0) continue;
            const unsigned bit = 1u << grid[cell];
            if ((candidates_of(cell) & bit) == 0) return false;
            toggle(cell, bit);
        }
        return search();
    }

private:
    static const unsigned kAllLetters = 0xFFFF;
    int units_of_cell_[256][3];  // row, 16 + column, 32 + box
    int cells_of_unit_[48][16];
    unsigned free_in_unit_[48];
    int* board_;
    int trail_[256];  // the cells placed by the search, in order
    int trail_size_;

    unsigned candidates_of(int cell) const {
        const int* units = units_of_cell_[cell];
        return free_in_unit_[units[0]] & free_in_unit_[units[1]] & free_in_unit_[units[2]];
    }

    void toggle(int cell, unsigned bit) {
        const int* units = units_of_cell_[cell];
        free_in_unit_[units[0]] ^= bit;
        free_in_unit_[units[1]] ^= bit;
        free_in_unit_[units[2]] ^= bit;
    }

    void place(int cell, unsigned bit) {
        toggle(cell, bit);
        board_[cell] = __builtin_ctz(bit);
        trail_[trail_size_++] = cell;
    }

    void undo_to(int mark) {
        while (trail_size_ > mark) {
            const int cell = trail_[--trail_size_];
            toggle(cell, 1u << board_[cell]);
            board_[cell] = -1;
        }
    }

    // Naked and hidden singles until nothing more is forced. False at a dead end. Sets best_cell_ to the
    // empty cell with the fewest candidates, -1 when the grid is full.
    bool propagate(int& best_cell) {
        for (;;) {
            bool placed = false;
            int best_count = 17;
            best_cell = -1;
            for (int cell = 0; cell < 256; ++cell) {
                if (board_[cell] >= 0) continue;
                const unsigned candidates = candidates_of(cell);
                if (candidates == 0) return false;
                if ((candidates & (candidates - 1)) == 0) {
                    place(cell, candidates);
                    placed = true;
                    continue;
                }
                const int count = __builtin_popcount(candidates);
                if (count < best_count) best_count = count, best_cell = cell;
            }
            if (placed) continue;
            if (best_cell < 0) return true;
            for (int unit = 0; unit < 48; ++unit) {
                unsigned seen_once = 0, seen_twice = 0;
                for (int slot = 0; slot < 16; ++slot) {
                    const int cell = cells_of_unit_[unit][slot];
                    if (board_[cell] >= 0) continue;
                    const unsigned here = candidates_of(cell);
                    seen_twice |= seen_once & here;
                    seen_once |= here;
                }
                if (free_in_unit_[unit] & ~seen_once) return false;
                for (unsigned singles = seen_once & ~seen_twice; singles != 0; singles &= singles - 1) {
                    const unsigned bit = singles & (0u - singles);
                    int where = -1;  // an earlier placement in this pass may have taken the letter's place
                    for (int slot = 0; slot < 16 && where < 0; ++slot) {
                        const int cell = cells_of_unit_[unit][slot];
                        if (board_[cell] < 0 && (candidates_of(cell) & bit)) where = cell;
                    }
                    if (where < 0) {
                        if (free_in_unit_[unit] & bit) return false;
                        continue;
                    }
                    place(where, bit);
                    placed = true;
                }
            }
            if (!placed) return true;
        }
    }

    bool search() {
        const int mark = trail_size_;
        int cell = -1;
        if (!propagate(cell)) {
            undo_to(mark);
            return false;
        }
        if (cell < 0) return true;
        for (unsigned left = candidates_of(cell); left != 0; left &= left - 1) {
            const int branch_mark = trail_size_;
            place(cell, left & (0u - left));
            if (search()) return true;
            undo_to(branch_mark);
        }
        undo_to(mark);
        return false;
    }
};

int main() {
    std::ios::sync_with_stdio(false);
    std::vector<std::string> grids = read_grids();
    std::string output;
    PropagatingSolver solver;
    for (std::size_t k = 0; k < grids.size(); ++k) {
        if (k > 0) output += '\n';
        int grid[256];
        for (int cell = 0; cell < 256; ++cell) grid[cell] = grids[k][cell] == '-' ? -1 : grids[k][cell] - 'A';
        if (!solver.solve(grid)) {
            output += "No solution\n";
            continue;
        }
        for (int cell = 0; cell < 256; ++cell) {
            output += static_cast<char>('A' + grid[cell]);
            if (cell % 16 == 15) output += '\n';
        }
    }
    std::cout << output;
    return 0;
}
