/*
 * POJ 2676 Sudoku — bitmask candidates, fewest candidates first plus hidden singles, propagated to a fixed point (C++98)
 * Representation: free_[u], u = 0-8 rows, 9-17 columns, 18-26 boxes, a 9-bit mask with bit d-1 set while
 * digit d is still free in unit u; a cell's candidates are the AND of its three units' masks (the
 * diagram is in bitmask_mrv.cpp). order_[0..filled_) are the cells filled since solve() began, in the
 * order they were filled (it is also the undo trail); order_[filled_..empty_count_) are exactly the
 * cells still empty; where_[cell] is the cell's index in order_.
 * Each node propagates before it guesses, sweeping until nothing changes:
 *     a cell with no candidate          dead end
 *     a cell with one candidate         place it (naked single)
 * and when a sweep places nothing, each unit folds its empty cells' candidates into
 *     seen_once  = digits with at least one place,  seen_twice = digits with two or more:
 *     free & ~seen_once                 a free digit with no place left: dead end
 *     seen_once & ~seen_twice           a digit with one place (hidden single): place it
 * Only then does it branch, on the empty cell with the fewest candidates, and undo everything it
 * placed (order_ back to its mark) when every branch fails.
 * Why: a digit out of places shows many levels before a cell out of candidates, so grids without a
 * solution are refuted fast (README.md); one frame a guess, not one a forced cell.
 * Input: n, then n grids of 9 lines of 9 digits written together, 0 = empty. Blank lines, and spaces,
 * tabs and CR around a line, are ignored; anything after the n-th grid is ignored. The whole input is
 * read and checked before anything is solved: bad input (a given repeated in its row, column or box
 * included) prints one line on stderr and exits 1 with nothing on stdout.
 * Output: each grid solved, 9 lines of 9 digits, no empty line between grids (any valid completion is
 * accepted: Special Judge); a well-formed grid without a solution prints "No solution".
 * C++98 (POJ's G++ predates C++11); __builtin_popcount and __builtin_ctz are GCC's, as POJ's G++ was.
 * Time: exponential in the worst case; O(e) a sweep for e empty cells, O(27 * 9) a hidden-single pass.
 * Memory: 81 bytes a grid, read before solving; O(1) for the search (one frame a guess, at most 81).
 * Status: stress-tested vs bitmask_mrv.cpp and backtracking.c; judged on testdata/poj-2676-sudoku.
 */
// expect: AC
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

class HiddenSingleSolver {
public:
    HiddenSingleSolver() {
        for (int cell = 0; cell < 81; ++cell) {
            const int r = cell / 9, c = cell % 9, b = r / 3 * 3 + c / 3;
            unit_of_[cell][0] = r;
            unit_of_[cell][1] = 9 + c;
            unit_of_[cell][2] = 18 + b;
            cells_of_[r][c] = cell;
            cells_of_[9 + c][r] = cell;
            cells_of_[18 + b][r % 3 * 3 + c % 3] = cell;
        }
    }

    // Returns true and fills `grid` when it has a solution; otherwise leaves it as it was.
    // The givens must not repeat in a row, column or box (GridReader checks that).
    bool solve(Grid& grid) {
        for (int unit = 0; unit < 27; ++unit) free_[unit] = kAllDigits;
        empty_count_ = 0;
        filled_ = 0;
        for (int cell = 0; cell < 81; ++cell) {
            board_[cell] = grid.cell[cell];
            if (grid.cell[cell] != 0) {
                toggle(cell, 1u << (grid.cell[cell] - 1));
                continue;
            }
            where_[cell] = empty_count_;
            order_[empty_count_++] = cell;
        }
        if (!search()) return false;
        for (int cell = 0; cell < 81; ++cell) grid.cell[cell] = static_cast<unsigned char>(board_[cell]);
        return true;
    }

private:
    static const unsigned kAllDigits = 0x1FF;
    int unit_of_[81][3];    // row, 9 + column, 18 + box
    int cells_of_[27][9];
    unsigned free_[27];
    int board_[81];         // 0 = empty
    int order_[81];         // [0, filled_): filled, oldest first; [filled_, empty_count_): empty
    int where_[81];         // order_[where_[cell]] == cell for every cell solve() found empty
    int filled_;
    int empty_count_;

    unsigned candidates(int cell) const {
        const int* unit = unit_of_[cell];
        return free_[unit[0]] & free_[unit[1]] & free_[unit[2]];
    }

    // Places or removes the digit whose bit is `digit_bit`: the same XOR does both.
    void toggle(int cell, unsigned digit_bit) {
        const int* unit = unit_of_[cell];
        free_[unit[0]] ^= digit_bit;
        free_[unit[1]] ^= digit_bit;
        free_[unit[2]] ^= digit_bit;
    }

    // Fills an empty cell: it moves to order_[filled_], the end of the trail.
    void place(int cell, unsigned digit_bit) {
        const int from = where_[cell], to = filled_++;
        const int other = order_[to];
        order_[from] = other;
        where_[other] = from;
        order_[to] = cell;
        where_[cell] = to;
        toggle(cell, digit_bit);
        board_[cell] = __builtin_ctz(digit_bit) + 1;
    }

    // Empties the cells filled since the trail was `mark` long, newest first.
    void undo_to(int mark) {
        while (filled_ > mark) {
            const int cell = order_[--filled_];
            toggle(cell, 1u << (board_[cell] - 1));
            board_[cell] = 0;
        }
    }

    // Places every hidden single of the position; false on a dead end (a free digit without a place,
    // or two hidden singles that exclude each other). `candidates_now` are the empty cells' candidates
    // before any of these placements, 0 for filled cells.
    bool place_hidden_singles(const unsigned* candidates_now, bool& placed) {
        for (int unit = 0; unit < 27; ++unit) {
            unsigned seen_once = 0, seen_twice = 0;
            for (int slot = 0; slot < 9; ++slot) {
                const unsigned here = candidates_now[cells_of_[unit][slot]];
                seen_twice |= seen_once & here;
                seen_once |= here;
            }
            if (free_[unit] & ~seen_once) return false;  // free_ only shrinks in this pass: still valid
            for (unsigned single = seen_once & ~seen_twice; single != 0; single &= single - 1) {
                const unsigned digit_bit = single & (0u - single);
                int cell = 0;
                for (int slot = 0; slot < 9; ++slot)
                    if (candidates_now[cells_of_[unit][slot]] & digit_bit) cell = cells_of_[unit][slot];
                if (board_[cell] == __builtin_ctz(digit_bit) + 1) continue;  // placed from another unit
                // The digit's only place in this unit is taken, or lost to an earlier placement.
                if (board_[cell] != 0 || (candidates(cell) & digit_bit) == 0) return false;
                place(cell, digit_bit);
                placed = true;
            }
        }
        return true;
    }

    // Completes the board from the current position; on failure the position is as it was.
    bool search() {
        const int mark = filled_;
        unsigned candidates_now[81];
        for (;;) {
            if (filled_ == empty_count_) return true;
            bool placed = false, dead = false;
            int best_cell = -1, best_count = 10;
            for (int cell = 0; cell < 81; ++cell) candidates_now[cell] = 0;
            for (int i = filled_; i < empty_count_; ++i) {
                const int cell = order_[i];
                const unsigned here = candidates(cell);
                const int count = __builtin_popcount(here);
                if (count == 0) {
                    dead = true;
                    break;
                }
                if (count == 1) {
                    place(cell, here);  // moves order_[filled_] (already seen this sweep) to index i
                    placed = true;
                    continue;
                }
                candidates_now[cell] = here;
                if (count < best_count) {
                    best_count = count;
                    best_cell = cell;
                }
            }
            if (!dead && !placed && !place_hidden_singles(candidates_now, placed)) dead = true;
            if (dead) {
                undo_to(mark);
                return false;
            }
            if (placed) continue;
            const unsigned choices = candidates_now[best_cell];
            for (unsigned left = choices; left != 0; left &= left - 1) {
                place(best_cell, left & (0u - left));
                if (search()) return true;
                undo_to(filled_ - 1);
            }
            undo_to(mark);
            return false;
        }
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
    HiddenSingleSolver solver;
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
