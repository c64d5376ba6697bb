/*
 * Input validator for POJ 2676 Sudoku: the statement's input constraints in code, strict to the byte.
 * Kattis' convention: reads one input on stdin; exit 42 when it is valid, 43 when it is not, with one
 * line on stdout, "LINE: what broke which constraint" (build/judge validate puts the file's name first).
 *
 * The statement (http://poj.org/problem?id=2676): the number of test cases, then per case 9 lines of
 * exactly 9 decimal digits, 0 for an empty cell; any completion may be printed, so a grid may have more
 * than one, but it must have one. Lines end in LF; no empty lines; nothing after the last grid.
 * Status: every judged input of testdata/poj-2676-sudoku passes, every invalid/ input is rejected
 * (`build/judge validate testdata/poj-2676-sudoku`, run by `make test`).
 */
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

[[noreturn]] void reject(std::size_t line, const std::string& what) {
    std::printf("%zu: %s\n", line, what.c_str());
    std::exit(43);
}

// Whether a grid (81 values, 0 empty) whose givens do not clash has a completion (exists(): search() for
// up to `limit` solutions, 1), on 9-bit masks of the digits still free in each row, column and box. Each step branches on the fewer of two choices: the empty
// cell with the fewest candidates (over its digits), or the free digit of a unit with the fewest places (over
// its cells: a hidden single is one); a digit with no place is a dead end. With cells alone, proving that
// an invalid/ grid has no solution took 15-30 s (2026-11-28); now well under a second.
struct Completion {
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
    bool exists() {
        found = 0;
        limit = 1;
        search();
        return found > 0;
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

// The text's lines, each without its LF; the text must end in LF and hold no CR.
std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        if (end == std::string::npos) reject(lines.size() + 1, "expected the line to end with LF");
        lines.push_back(text.substr(start, end - start));
        if (lines.back().find('\r') != std::string::npos) reject(lines.size(), "expected LF line ends, got CR");
        start = end + 1;
    }
    return lines;
}

std::string quoted(const std::string& line) {
    return "'" + line.substr(0, 40) + (line.size() > 40 ? "...'" : "'");
}

// The grid whose first row is on line `first`: 9 lines of 9 digits, givens that do not repeat, a completion.
void check_grid(const std::vector<std::string>& lines, std::size_t first) {
    Completion grid;
    for (int i = 0; i < 9; ++i) grid.row_free[i] = grid.col_free[i] = grid.box_free[i] = 0x1FF;
    for (int r = 0; r < 9; ++r) {
        const std::string& row = lines[first - 1 + r];
        if (row.size() != 9 || row.find_first_not_of("0123456789") != std::string::npos)
            reject(first + r, "expected a row of exactly 9 digits 0-9 (0 empty), got " + quoted(row));
        for (int c = 0; c < 9; ++c) {
            int value = row[c] - '0', b = r / 3 * 3 + c / 3;
            grid.values[r * 9 + c] = value;
            if (!value) continue;
            int bit = 1 << (value - 1);
            if (!(grid.row_free[r] & grid.col_free[c] & grid.box_free[b] & bit))
                reject(first + r, "column " + std::to_string(c + 1) + ": the given " + std::to_string(value) +
                                      " repeats in its row, column or box (givens must not repeat)");
            grid.row_free[r] ^= bit, grid.col_free[c] ^= bit, grid.box_free[b] ^= bit;
        }
    }
    if (!grid.exists()) reject(first, "this grid has no completion, but the statement asks for one");
}

}  // namespace

int main() {
    std::string text;
    char buffer[1 << 16];
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) text.append(buffer, got);
    const std::vector<std::string> lines = lines_of(text);
    if (lines.empty()) reject(1, "expected the number of test cases, got end of input");
    const std::string& count_line = lines[0];
    if (count_line.empty() || count_line.size() > 6 || count_line.find_first_not_of("0123456789") != std::string::npos ||
        count_line[0] == '0')
        reject(1, "expected the number of test cases (a positive integer), got " + quoted(count_line));
    const std::size_t count = std::stoul(count_line);
    for (std::size_t k = 0; k < count; ++k) {
        const std::size_t first = 2 + 9 * k;
        if (first + 8 > lines.size())
            reject(lines.size() + 1, "expected grid " + std::to_string(k + 1) + " of " + std::to_string(count) +
                                         " (9 lines), got end of input");
        check_grid(lines, first);
    }
    if (lines.size() != 1 + 9 * count)
        reject(2 + 9 * count, "expected the end of input after " + std::to_string(count) + " grids, got " +
                                  quoted(lines[1 + 9 * count]));
    return 42;
}
