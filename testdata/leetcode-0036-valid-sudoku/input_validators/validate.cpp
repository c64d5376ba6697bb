/*
 * Input validator for LeetCode 36 "Valid Sudoku": the statement's constraints in code, strict to the byte.
 * Kattis' convention: reads one input on stdin; exit 42 when it is valid, 43 when it is not, with one
 * line on stdout, "LINE:COLUMN: what broke which constraint" (build/judge validate puts the file's name
 * first).
 *
 * The statement (https://leetcode.com/problems/valid-sudoku/): board.length == 9, board[i].length == 9,
 * board[i][j] is a digit 1-9 or '.'. Nothing more: repeated digits and boards without a solution are the
 * problem's own inputs. A file is one board a line, as LeetCode's testcase box holds it:
 * [["5","3",".",...],...] without spaces; each line ends in LF. Several lines are several calls.
 * In a package of the problem (build/judge export), whose tests are the wire form its programs read, the
 * copy of this file starts with `#define WIRE_FORM`: it then reads the wire form (text_of_wire) and checks
 * the boards it holds, a LINE being the board's number. Without it, only LeetCode's text is valid.
 * Status: every judged input of testdata/leetcode-0036-valid-sudoku passes, every invalid/ input is
 * rejected (`build/judge validate testdata/leetcode-0036-valid-sudoku`, run by `make test`).
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

// One line, one board: the exact text.
void check_board(const std::string& line, std::size_t number) {
    std::size_t at = 0;
    auto expect = [&](char wanted, const char* what) {
        if (at >= line.size() || line[at] != wanted)
            reject(number, at + 1, std::string("expected ") + what + ", got " + shown(line, at));
        ++at;
    };
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
        }
        expect(']', "']' (board[i].length == 9)");
    }
    expect(']', "']' (board.length == 9)");
    if (at != line.size()) reject(number, at + 1, "expected the end of the line, got " + shown(line, at));
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
