/*
 * Input validator for LeetCode 37 "Sudoku Solver": the statement's constraints in code, strict to the byte.
 * Kattis' convention: reads one input on stdin; exit 42 when it is valid, 43 when it is not, with one
 * line on stdout, "LINE:COLUMN: what broke which constraint" (build/judge validate puts the file's name
 * first).
 *
 * The statement (https://leetcode.com/problems/sudoku-solver/): board.length == 9, board[i].length == 9,
 * board[i][j] is a digit 1-9 or '.'; "It is guaranteed that the input board has only one solution."
 * A file is one board a line, as LeetCode's testcase box holds it: [["5","3",".",...],...] without
 * spaces; each line ends in LF. Several lines are several calls (our tests' convention, one board a file
 * in sample/ and secret/ as LeetCode runs them). Givens must not repeat, and each board has exactly one
 * solution.
 * In a package of the problem (build/judge export), whose tests are the wire form its programs read, the
 * copy of this file starts with `#define WIRE_FORM`: it then reads the wire form (text_of_wire) and checks
 * the boards it holds, a LINE being the board's number. Without it, only LeetCode's text is valid.
 * Status: every judged input of testdata/leetcode-0037-sudoku-solver passes, every invalid/ input is
 * rejected (`build/judge validate testdata/leetcode-0037-sudoku-solver`, run by `make test`).
 */
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

// build/judge export defines WIRE_FORM in a package's copy of this file (its tests are the wire form).
#ifdef WIRE_FORM
constexpr bool kWireForm = true;
#else
constexpr bool kWireForm = false;
#endif

namespace {

[[noreturn]] void reject(std::size_t line, std::size_t column, const std::string& what) {
    std::printf("%zu:%zu: %s\n", line, column, what.c_str());
    std::exit(43);
}

std::string shown(const std::string& line, std::size_t at) {
    if (at >= line.size()) return "end of line";
    unsigned char c = static_cast<unsigned char>(line[at]);
    if (c >= 32 && c < 127) return std::string("'") + line[at] + "'";
    char hex[16];
    std::snprintf(hex, sizeof hex, "byte 0x%02x", c);
    return hex;
}

// A LeetCode problem's package (build/judge export) holds its tests in the wire form its programs read
// (judge/function/wire_format.hpp): the number of boards, then each board as its 9 rows, each row its 9 cells
// and their byte values ('.' 46, '1'-'9' 49-57), whitespace between. That input is turned back into
// LeetCode's text, one board a line, and checked as any input is; a wire form that is not boards of 9 rows
// of 9 bytes is rejected here, at its line.
std::string text_of_wire(const std::string& wire) {
    std::size_t at = 0, line = 1;
    auto number = [&](const char* what) {
        while (at < wire.size() && (wire[at] == ' ' || wire[at] == '\n')) line += wire[at++] == '\n';
        long value = 0;
        const std::size_t start = at;
        while (at < wire.size() && wire[at] >= '0' && wire[at] <= '9' && at - start < 9) value = value * 10 + (wire[at++] - '0');
        if (at == start || (at < wire.size() && wire[at] != ' ' && wire[at] != '\n'))
            reject(line, 1, std::string("expected ") + what + " (the wire form), got " + shown(wire, at));
        return value;
    };
    std::string text;
    const long boards = number("the number of boards");
    if (boards < 1) reject(line, 1, "expected at least one board (the wire form)");
    for (long b = 0; b < boards; ++b) {
        if (number("the board's 9 rows") != 9) reject(line, 1, "expected 9 rows (board.length == 9)");
        text += '[';
        for (int r = 0; r < 9; ++r) {
            if (number("a row's 9 cells") != 9) reject(line, 1, "expected 9 cells (board[i].length == 9)");
            text += r ? ",[" : "[";
            for (int c = 0; c < 9; ++c) {
                const long cell = number("a cell's byte value");
                if (cell > 255) reject(line, 1, "expected a byte value 0-255 (the wire form)");
                text += std::string(c ? ",\"" : "\"") + static_cast<char>(cell) + "\"";
            }
            text += ']';
        }
        text += "]\n";
    }
    while (at < wire.size() && (wire[at] == ' ' || wire[at] == '\n')) line += wire[at++] == '\n';
    if (at != wire.size()) reject(line, 1, "expected the end of the input after the last board, got " + shown(wire, at));
    return text;
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

// One line, one board: the exact text, then the givens, then exactly one solution.
void check_board(const std::string& line, std::size_t number) {
    std::size_t at = 0;
    auto expect = [&](char wanted, const char* what) {
        if (at >= line.size() || line[at] != wanted)
            reject(number, at + 1, std::string("expected ") + what + ", got " + shown(line, at));
        ++at;
    };
    Counter counter;
    for (int i = 0; i < 9; ++i) counter.row_free[i] = counter.col_free[i] = counter.box_free[i] = 0x1FF;
    expect('[', "'[' (a board is a list of 9 rows)");
    for (int r = 0; r < 9; ++r) {
        if (r > 0) expect(',', "',' and the next row (board.length == 9)");
        expect('[', "'[' (a row is a list of 9 cells)");
        for (int c = 0; c < 9; ++c) {
            if (c > 0) expect(',', "',' and the next cell (board[i].length == 9)");
            expect('"', "'\"' (a cell is a string: \"1\"-\"9\" or \".\")");
            const std::size_t cell_column = at + 1;
            char cell = at < line.size() ? line[at] : '\0';
            if (cell != '.' && (cell < '1' || cell > '9'))
                reject(number, cell_column, "expected a digit 1-9 or '.' (board[i][j]), got " + shown(line, at));
            ++at;
            expect('"', "'\"' after the cell (one character a cell)");
            int value = cell == '.' ? 0 : cell - '0';
            counter.values[r * 9 + c] = value;
            if (!value) continue;
            int bit = 1 << (value - 1), b = r / 3 * 3 + c / 3;
            const char* unit = !(counter.row_free[r] & bit) ? "row" : !(counter.col_free[c] & bit) ? "column"
                             : !(counter.box_free[b] & bit) ? "box" : nullptr;
            if (unit)
                reject(number, cell_column, "board[" + std::to_string(r) + "][" + std::to_string(c) + "]: the given " +
                                                std::to_string(value) + " is already in its " + unit +
                                                " (givens must not repeat)");
            counter.row_free[r] ^= bit, counter.col_free[c] ^= bit, counter.box_free[b] ^= bit;
        }
        expect(']', "']' (board[i].length == 9)");
    }
    expect(']', "']' (board.length == 9)");
    if (at != line.size()) reject(number, at + 1, "expected the end of the line, got " + shown(line, at));
    counter.search();
    if (counter.found != 1)
        reject(number, 1, std::string(counter.found == 0 ? "no solution" : "more than one solution") +
                              ", but the statement guarantees exactly one");
}

}  // namespace

int main() {
    std::string text;
    char buffer[1 << 16];
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) text.append(buffer, got);
    if (text.empty()) reject(1, 1, "expected a board, got an empty file");
    if (kWireForm) text = text_of_wire(text);  // a package's copy: its tests are the wire form
    std::size_t number = 0, start = 0;
    for (std::size_t end; start < text.size(); start = end + 1) {
        ++number;
        end = text.find('\n', start);
        if (end == std::string::npos) reject(number, text.size() - start + 1, "expected the line to end with LF");
        check_board(text.substr(start, end - start), number);
    }
    return 42;
}
