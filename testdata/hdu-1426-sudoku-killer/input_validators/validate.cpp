/*
 * Input validator for HDU 1426 Sudoku Killer: the statement's input constraints in code, strict to the
 * byte. Kattis' convention: reads one input on stdin; exit 42 when it is valid, 43 when it is not, with
 * one line on stdout, "LINE: what broke which constraint" (build/judge validate puts the file's name first).
 *
 * The statement (http://acm.hdu.edu.cn/showproblem.php?pid=1426): several grids until the end of input,
 * each 9 lines of 9 tokens separated by single spaces, a token being a digit 1-9 or '?' (an empty cell);
 * exactly one empty line between two grids; every puzzle has exactly one solution. Lines end in LF; the
 * last line ends like the others; nothing else: no blank line at the end, no trailing space.
 * Status: every judged input of testdata/hdu-1426-sudoku-killer passes, every invalid/ input is rejected
 * (`build/judge validate testdata/hdu-1426-sudoku-killer`, run by `make test`).
 */
#include <cstdio>
#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

[[noreturn]] void reject(std::size_t line, const std::string& what) {
    std::printf("%zu: %s\n", line, what.c_str());
    std::exit(43);
}

// "'0 7 0'", with unprintable bytes as \xNN, cut after 40 characters.
std::string quoted(const std::string& text) {
    std::string out = "'";
    for (std::size_t i = 0; i < text.size() && i < 40; ++i) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        if (c >= 32 && c < 127) out += static_cast<char>(c);
        else {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02x", c);
            out += hex;
        }
    }
    return out + (text.size() > 40 ? "...'" : "'");
}

// The input's lines without their endings; rejects an empty file, a missing final newline and any CR.
std::vector<std::string> read_lines() {
    std::string text;
    char buffer[1 << 16];
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) text.append(buffer, got);
    if (text.empty()) reject(1, "expected a grid, got an empty file");
    if (text.back() != '\n') reject(static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1,
                                    "expected the last line to end with a newline");
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1) {
        lines.push_back(text.substr(start, end - start));
        if (lines.back().find('\r') != std::string::npos) reject(lines.size(), "a carriage return (expected LF line endings)");
    }
    return lines;
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

// One grid: rows first_line .. first_line+8. Rejects a malformed row, clashing givens, no solution or
// more than one.
void check_grid(const std::vector<std::string>& lines, std::size_t first_line, std::size_t grid) {
    Counter counter;
    for (int i = 0; i < 9; ++i) counter.row_free[i] = counter.col_free[i] = counter.box_free[i] = 0x1FF;
    for (int r = 0; r < 9; ++r) {
        const std::size_t number = first_line + r;
        const std::string& line = lines[number - 1];
        bool well_formed = line.size() == 17;
        for (std::size_t i = 0; well_formed && i < line.size(); ++i)
            well_formed = i % 2 == 0 ? (line[i] >= '1' && line[i] <= '9') || line[i] == '?' : line[i] == ' ';
        if (!well_formed)
            reject(number, "grid " + std::to_string(grid) + ", row " + std::to_string(r + 1) +
                               ": expected 9 tokens (a digit 1-9 or '?') separated by single spaces, got " +
                               quoted(line));
        for (int c = 0; c < 9; ++c) {
            int value = line[2 * c] == '?' ? 0 : line[2 * c] - '0';
            counter.values[r * 9 + c] = value;
            if (!value) continue;
            int bit = 1 << (value - 1), b = r / 3 * 3 + c / 3;
            const char* unit = !(counter.row_free[r] & bit) ? "row" : !(counter.col_free[c] & bit) ? "column"
                             : !(counter.box_free[b] & bit) ? "box" : nullptr;
            if (unit)
                reject(number, "grid " + std::to_string(grid) + ", row " + std::to_string(r + 1) + ", column " +
                                   std::to_string(c + 1) + ": the given " + std::to_string(value) +
                                   " is already in its " + unit + " (givens must not repeat)");
            counter.row_free[r] ^= bit, counter.col_free[c] ^= bit, counter.box_free[b] ^= bit;
        }
    }
    counter.search();
    if (counter.found != 1)
        reject(first_line, "grid " + std::to_string(grid) + " (lines " + std::to_string(first_line) + "-" +
                               std::to_string(first_line + 8) + "): " +
                               (counter.found == 0 ? "no solution" : "more than one solution") +
                               ", but the statement promises exactly one");
}

}  // namespace

int main() {
    std::vector<std::string> lines = read_lines();
    // Grid g (from 1) takes lines 10g - 9 .. 10g - 1; the line after it is empty unless the input ends.
    std::size_t grid = 1, first_line = 1;
    for (;; ++grid, first_line += 10) {
        if (lines.size() < first_line + 8)
            reject(lines.size() + 1, "grid " + std::to_string(grid) + ": expected 9 rows, got end of input after " +
                                         std::to_string(lines.size() + 1 - first_line));
        check_grid(lines, first_line, grid);
        const std::size_t after = first_line + 9;  // the line after the grid, numbered from 1
        if (lines.size() < after) break;         // the input ends with the grid's last row
        if (!lines[after - 1].empty())
            reject(after, "expected an empty line between grids " + std::to_string(grid) + " and " +
                              std::to_string(grid + 1) + ", got " + quoted(lines[after - 1]));
        if (lines.size() == after) reject(after, "expected another grid after the empty line, got end of input");
        if (lines[after].empty())
            reject(after + 1, "expected exactly one empty line between grids " + std::to_string(grid) + " and " +
                                  std::to_string(grid + 1) + ", got another");
    }
    return 42;
}
