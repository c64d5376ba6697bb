/*
 * Input validator for POJ 3074 Sudoku: the statement's input constraints in code, strict to the byte.
 * Kattis' convention: reads one input on stdin; exit 42 when it is valid, 43 when it is not, with one
 * line on stdout, "LINE: what broke which constraint" (build/judge validate puts the file's name first).
 *
 * The statement (http://poj.org/problem?id=3074): one puzzle a line, 81 characters '1'-'9' or '.' row by
 * row, then a line "end"; every puzzle has exactly one solution. Lines end in LF; nothing after "end".
 * Status: every judged input of testdata/poj-3074-sudoku passes, every invalid/ input is rejected
 * (`build/judge validate testdata/poj-3074-sudoku`, run by `make test`).
 */
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

[[noreturn]] void reject(std::size_t line, const std::string& what) {
    std::printf("%zu: %s\n", line, what.c_str());
    std::exit(43);
}

// Up to `limit` solutions of a board (81 values, 0 empty) whose givens do not clash, on 9-bit masks of the
// digits still free in each row, column and box. Each step branches on the fewer of two choices: the empty
// cell with the fewest candidates (over its digits), or the free digit of a unit with the fewest places (over
// its cells: a hidden single is one); a digit with no place is a dead end. With cells alone, proving that
// an invalid/ grid has no solution took 15-30 s (2026-11-28); now well under a second.
struct Counter {
    int values[81];
    int row_free[9], col_free[9], box_free[9];
    int found = 0, limit = 2;

    int candidates(int cell) const {
        int r = cell / 9, c = cell % 9;
        return row_free[r] & col_free[c] & box_free[r / 3 * 3 + c / 3];
    }
    // The cell of unit u (0-8 rows, 9-17 columns, 18-26 boxes) at index i.
    static int cell_of(int u, int i) {
        if (u < 9) return u * 9 + i;
        if (u < 18) return i * 9 + (u - 9);
        int b = u - 18;
        return (b / 3 * 3 + i / 3) * 9 + b % 3 * 3 + i % 3;
    }
    void place(int cell, int digit) {  // digit 1-9; 0 takes the cell's value back
        int r = cell / 9, c = cell % 9, b = r / 3 * 3 + c / 3, bit = 1 << ((digit ? digit : values[cell]) - 1);
        values[cell] = digit;
        row_free[r] ^= bit, col_free[c] ^= bit, box_free[b] ^= bit;
    }
    void search() {
        int best = -1, best_mask = 0, best_count = 10;
        for (int cell = 0; cell < 81 && best_count > 1; ++cell) {
            if (values[cell]) continue;
            int mask = candidates(cell), count = __builtin_popcount(mask);
            if (count < best_count) best = cell, best_mask = mask, best_count = count;
        }
        if (best < 0) {
            ++found;
            return;
        }
        if (best_count == 0) return;
        int unit = -1, digit = 0, places = best_count;  // the unit's digit with fewer places than best_count
        for (int u = 0; u < 27 && places > 1; ++u) {
            int free = u < 9 ? row_free[u] : u < 18 ? col_free[u - 9] : box_free[u - 18];
            for (int d = 0; d < 9; ++d) {
                if (!(free >> d & 1)) continue;
                int count = 0;
                for (int i = 0; i < 9; ++i) {
                    int cell = cell_of(u, i);
                    count += !values[cell] && (candidates(cell) >> d & 1);
                }
                if (count == 0) return;  // digit d+1 has no place in unit u
                if (count < places) unit = u, digit = d + 1, places = count;
            }
        }
        if (unit < 0) {
            for (int mask = best_mask; mask && found < limit; mask &= mask - 1) {
                place(best, __builtin_ctz(mask) + 1);
                search();
                place(best, 0);
            }
            return;
        }
        for (int i = 0; i < 9 && found < limit; ++i) {
            int cell = cell_of(unit, i);
            if (values[cell] || !(candidates(cell) >> (digit - 1) & 1)) continue;
            place(cell, digit);
            search();
            place(cell, 0);
        }
    }
};

// One puzzle line: 81 characters, givens that do not repeat, exactly one solution.
void check_puzzle(const std::string& line, std::size_t number) {
    if (line.size() != 81 || line.find_first_not_of("123456789.") != std::string::npos)
        reject(number, "expected 81 characters '1'-'9' or '.', or \"end\", got '" + line.substr(0, 40) +
                           (line.size() > 40 ? "...'" : "'"));
    Counter counter;
    for (int i = 0; i < 9; ++i) counter.row_free[i] = counter.col_free[i] = counter.box_free[i] = 0x1FF;
    for (int cell = 0; cell < 81; ++cell) {
        int value = line[cell] == '.' ? 0 : line[cell] - '0', r = cell / 9, c = cell % 9, b = r / 3 * 3 + c / 3;
        counter.values[cell] = value;
        if (!value) continue;
        int bit = 1 << (value - 1);
        if (!(counter.row_free[r] & counter.col_free[c] & counter.box_free[b] & bit))
            reject(number, "row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1) + ": the given " +
                               std::to_string(value) + " repeats in its row, column or box (givens must not repeat)");
        counter.row_free[r] ^= bit, counter.col_free[c] ^= bit, counter.box_free[b] ^= bit;
    }
    counter.search();
    if (counter.found != 1)
        reject(number, std::string(counter.found == 0 ? "no solution" : "more than one solution") +
                           ", but the statement promises exactly one");
}

}  // namespace

int main() {
    std::string text;
    char buffer[1 << 16];
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) text.append(buffer, got);
    std::size_t number = 0, start = 0;
    for (;;) {
        ++number;
        const std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            reject(number, start == text.size() ? "expected a line \"end\", got end of input"
                                                : "expected the line to end with LF");
        const std::string line = text.substr(start, end - start);
        start = end + 1;
        if (line == "end") break;
        check_puzzle(line, number);
    }
    if (start != text.size()) reject(number + 1, "expected the end of input after \"end\"");
    if (number == 1) reject(1, "expected at least one puzzle before \"end\"");
    return 42;
}
