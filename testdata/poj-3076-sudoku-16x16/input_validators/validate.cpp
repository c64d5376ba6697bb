/*
 * Input validator for POJ 3076 Sudoku (16×16): the statement's input constraints in code, strict to the byte.
 * Kattis' convention: reads one input on stdin; exit 42 when it is valid, 43 when it is not, with one
 * line on stdout, "LINE: what broke which constraint" (build/judge validate puts the file's name first).
 *
 * The statement (http://poj.org/problem?id=3076): each data set is 16 lines of 16 characters from
 * {A, ..., P, -}, '-' an empty cell; the data sets are separated by single empty lines and end with the
 * end of the file; each grid has a unique solution. Here besides: lines end in LF (no CR, no trailing
 * space), at least one data set, nothing after the last one, and the givens do not repeat in a row,
 * column or 4×4 box (else there is no solution).
 * Status: every judged input of testdata/poj-3076-sudoku-16x16 passes, every invalid/ input is rejected
 * (`build/judge validate testdata/poj-3076-sudoku-16x16`, run by `make test`).
 */
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

[[noreturn]] void reject(std::size_t line, const std::string& what) {
    std::printf("%zu: %s\n", line, what.c_str());
    std::exit(43);
}

// Up to `limit` solutions of a grid (256 values, -1 empty) whose givens do not clash: naked and hidden
// singles to a fixpoint at every node, then the cell with the fewest candidates, on 16-bit masks of the
// letters still free in each row, column and box.
struct Counter {
    int board[256];
    unsigned free_in_unit[48];
    int units_of_cell[256][3];
    int cells_of_unit[48][16];
    int trail[256];
    int trail_size = 0;
    int found = 0, limit = 2;

    Counter() {
        for (int cell = 0; cell < 256; ++cell) {
            const int r = cell / 16, c = cell % 16;
            const int units[3] = {r, 16 + c, 32 + r / 4 * 4 + c / 4}, slots[3] = {c, r, r % 4 * 4 + c % 4};
            for (int i = 0; i < 3; ++i) units_of_cell[cell][i] = units[i], cells_of_unit[units[i]][slots[i]] = cell;
        }
        for (int unit = 0; unit < 48; ++unit) free_in_unit[unit] = 0xFFFF;
    }
    unsigned candidates(int cell) const {
        const int* u = units_of_cell[cell];
        return free_in_unit[u[0]] & free_in_unit[u[1]] & free_in_unit[u[2]];
    }
    void toggle(int cell, unsigned bit) {
        const int* u = units_of_cell[cell];
        free_in_unit[u[0]] ^= bit, free_in_unit[u[1]] ^= bit, free_in_unit[u[2]] ^= bit;
    }
    void place(int cell, unsigned bit) {
        toggle(cell, bit);
        board[cell] = __builtin_ctz(bit);
        trail[trail_size++] = cell;
    }
    void undo_to(int mark) {
        for (; trail_size > mark; --trail_size) {
            const int cell = trail[trail_size - 1];
            toggle(cell, 1u << board[cell]);
            board[cell] = -1;
        }
    }
    bool propagate(int& best) {
        for (;;) {
            bool placed = false;
            int best_count = 17;
            best = -1;
            for (int cell = 0; cell < 256; ++cell) {
                if (board[cell] >= 0) continue;
                const unsigned m = candidates(cell);
                if (!m) return false;
                if (!(m & (m - 1))) place(cell, m), placed = true;
                else if (__builtin_popcount(m) < best_count) best_count = __builtin_popcount(m), best = cell;
            }
            if (placed) continue;
            if (best < 0) return true;
            for (int unit = 0; unit < 48; ++unit) {
                unsigned once = 0, twice = 0;
                for (int slot = 0; slot < 16; ++slot) {
                    const int cell = cells_of_unit[unit][slot];
                    if (board[cell] >= 0) continue;
                    const unsigned m = candidates(cell);
                    twice |= once & m, once |= m;
                }
                if (free_in_unit[unit] & ~once) return false;
                for (unsigned singles = once & ~twice; singles; singles &= singles - 1) {
                    const unsigned bit = singles & (0u - singles);
                    int where = -1;
                    for (int slot = 0; slot < 16 && where < 0; ++slot) {
                        const int cell = cells_of_unit[unit][slot];
                        if (board[cell] < 0 && (candidates(cell) & bit)) where = cell;
                    }
                    if (where < 0) {
                        if (free_in_unit[unit] & bit) return false;
                        continue;
                    }
                    place(where, bit), placed = true;
                }
            }
            if (!placed) return true;
        }
    }
    void search() {
        const int mark = trail_size;
        int cell = -1;
        if (propagate(cell)) {
            if (cell < 0) ++found;
            for (unsigned left = cell < 0 ? 0 : candidates(cell); left && found < limit; left &= left - 1) {
                const int branch = trail_size;
                place(cell, left & (0u - left));
                search();
                undo_to(branch);
            }
        }
        undo_to(mark);
    }
};

// One data set: 16 rows of 16 cells, whose givens do not repeat, with exactly one solution. `first`: the
// line number of its first row.
void check_grid(const std::string rows[16], std::size_t first) {
    static Counter counter;
    counter = Counter();
    for (int r = 0; r < 16; ++r)
        for (int c = 0; c < 16; ++c) {
            const char ch = rows[r][c];
            const int cell = r * 16 + c;
            counter.board[cell] = ch == '-' ? -1 : ch - 'A';
            if (ch == '-') continue;
            const unsigned bit = 1u << (ch - 'A');
            if (!(counter.candidates(cell) & bit))
                reject(first + r, "column " + std::to_string(c + 1) + ": the given " + ch +
                                      " repeats in its row, column or 4x4 box (givens must not repeat)");
            counter.toggle(cell, bit);
        }
    counter.search();
    if (counter.found != 1)
        reject(first, std::string("the grid starting here has ") +
                          (counter.found == 0 ? "no solution" : "more than one solution") +
                          ", but the statement promises a unique one");
}

std::string shown(const std::string& line) {
    std::string out;
    for (std::size_t i = 0; i < line.size() && i < 40; ++i)
        out += line[i] == '\r' ? std::string("\\r") : line[i] == '\t' ? std::string("\\t") : std::string(1, line[i]);
    return "'" + out + (line.size() > 40 ? "...'" : "'");
}

}  // namespace

int main() {
    std::string text;
    char buffer[1 << 16];
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) text.append(buffer, got);
    if (text.empty()) reject(1, "expected a data set (16 lines of 16 characters), got an empty input");
    std::size_t number = 0, start = 0;
    std::string rows[16];
    for (;;) {
        const std::size_t first = number + 1;
        for (int r = 0; r < 16; ++r) {
            ++number;
            if (start == text.size())
                reject(number, "expected row " + std::to_string(r + 1) + " of 16 of the data set, got the end of input");
            const std::size_t end = text.find('\n', start);
            if (end == std::string::npos) reject(number, "expected the line to end with LF");
            rows[r] = text.substr(start, end - start);
            start = end + 1;
            if (rows[r].empty())
                reject(number, "expected row " + std::to_string(r + 1) + " of 16 of the data set, got an empty line");
            if (rows[r].size() != 16 || rows[r].find_first_not_of("ABCDEFGHIJKLMNOP-") != std::string::npos)
                reject(number, "expected 16 characters from A-P and '-', got " + shown(rows[r]) + " (" +
                                   std::to_string(rows[r].size()) + " characters)");
        }
        check_grid(rows, first);
        if (start == text.size()) break;  // the end of the file ends the data sets
        ++number;
        const std::size_t end = text.find('\n', start);
        if (end == std::string::npos) reject(number, "expected the line to end with LF");
        if (end != start)
            reject(number, "expected a single empty line between two data sets, got " +
                               shown(text.substr(start, end - start)));
        start = end + 1;
        if (start == text.size()) reject(number, "expected another data set after the empty line, got the end of input");
        if (text[start] == '\n') reject(number + 1, "expected a data set, got a second empty line");
    }
    return 42;
}
