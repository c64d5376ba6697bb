/*
 * Our checkers as one standalone output validator, for our problems' Kattis/ICPC problem packages
 * (build/judge export): `checker=sudoku` accepts any valid completion of each input grid, and a case the
 * answer file says has no solution ("No solution") must say the same, in the grid formats nyoj, poj2676,
 * poj16 and leetcode; `checker=lines` compares the output with the answer line by line, by NYOJ's rule
 * (also Luogu's and HDU's as we judge them): spaces, tabs and CRs at the end of each line and blank lines at
 * the end are ignored.
 * Built where the package is judged (DOMjudge, Kattis, problemtools) with a C++ compiler alone:
 * `g++ -O2 -std=gnu++17 validator.cpp`: C++17 and its standard library, nothing of ours, no JSON library.
 * Protocol: `validator INPUT ANSWER FEEDBACK_DIR checker=lines < program_output`, or
 * `validator INPUT ANSWER FEEDBACK_DIR checker=sudoku grid_format=FORMAT [input=wire] < program_output`
 * (input=wire: a LeetCode package's inputs are the wire form its programs read, not LeetCode's text).
 * Exit 42: accepted. Exit 43: wrong answer, its reason one line in FEEDBACK_DIR/judgemessage.txt ("case 3,
 * row 4, column 7: 5 repeats in the box", "line 4, column 7: expected '5', got '3'"). Exit 1, said on
 * stderr: the validator's own trouble: arguments it does not know, an input or answer file it cannot read
 * or that is malformed.
 * It decides as judge::check_sudoku (judge/checkers/sudoku.cpp) and what that calls of grid/read.cpp,
 * grid/rules.cpp, grid/write.cpp, and as judge::check_lines (checkers/diff.cpp), ported function for
 * function under the same names so that each can be read against its original: our AC is 42; our PE and WA
 * are 43 (a package has no presentation error); our FAIL is exit 1. The messages are ours, but where a
 * LeetCode board is not JSON (ours quotes its JSON library's message; this one names the byte).
 * Limit: an output over 256 MiB, which our judge never checks (it stops the program there: OLE), is 43.
 * Status: differential-tested vs judge::check_sudoku and judge::check_lines on thousands of outputs, right
 * and mutated (tests/test_standalone_validators.cpp).
 */
#include <cstdio>
#include <exception>
#include <fstream>
#include <iterator>
#include <new>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// Representation. The output is read whole into one string and walked in place with string_views, never
// split into a list of lines or tokens (it may hold millions); the input and answer files are small and
// are split. A grid is side² characters, row by row, side 9 or 16 here (rules of any side 1, 4, 9, 16, as
// grid/rules.hpp): '1'-'9', or 'A'-'P' for 16. In a puzzle an empty cell is '.'; answers and outputs keep
// what was written, so a completion check can say "got '0'".

namespace {

constexpr int kAccepted = 42, kWrongAnswer = 43, kValidatorError = 1;  // the package format's exit codes
// Our judge stops a program at 256 MiB of output (OLE): it never checks a longer one. Read no more.
constexpr std::size_t kMaxOutputBytes = std::size_t(256) << 20;

template <class... Parts>
std::string cat(const Parts&... parts) {
    std::ostringstream out;
    (out << ... << parts);
    return out.str();
}

// The testdata's fault, a malformed input or answer file: check_sudoku's FAIL, exit 1 here. Also thrown,
// without a place, by read_leetcode_board, whose callers add one.
struct Malformed : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// ---- text (judge/util/text.cpp) ----

// The C locale's white space.
bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}

// The length of the valid UTF-8 sequence at text[at] (2-4), 0 when it is not one (RFC 3629: no overlong
// forms, no surrogates, nothing past U+10FFFF).
std::size_t utf8_sequence_length(std::string_view text, std::size_t at) {
    auto byte = [&](std::size_t i) { return at + i < text.size() ? static_cast<unsigned char>(text[at + i]) : 0u; };
    const unsigned lead = byte(0), second = byte(1);
    const std::size_t length = lead >= 0xC2 && lead <= 0xDF   ? 2
                               : lead >= 0xE0 && lead <= 0xEF ? 3
                               : lead >= 0xF0 && lead <= 0xF4 ? 4
                                                              : 0;
    if (length == 0) return 0;
    const unsigned low = lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80;
    const unsigned high = lead == 0xED ? 0x9F : lead == 0xF4 ? 0x8F : 0xBF;
    if (second < low || second > high) return 0;
    for (std::size_t i = 2; i < length; ++i)
        if (byte(i) < 0x80 || byte(i) > 0xBF) return 0;
    return length;
}

// Program output made safe for a one-line message: newlines, tabs and control bytes escaped ("\n",
// "\x1b"), as are bytes that are not UTF-8; cut after max_chars characters, with "...".
std::string printable_excerpt(std::string_view text, std::size_t max_chars) {
    std::string out;
    std::size_t chars = 0, at = 0;
    for (; at < text.size() && chars < max_chars; ++chars) {
        const unsigned char c = static_cast<unsigned char>(text[at]);
        const std::size_t length = c >= 0x80 ? utf8_sequence_length(text, at) : 1;
        const bool c1_control = length == 2 && c == 0xC2 && static_cast<unsigned char>(text[at + 1]) < 0xA0;
        if (c == '\n') out += "\\n";
        else if (c == '\r') out += "\\r";
        else if (c == '\t') out += "\\t";
        else if (c < 0x20 || c == 0x7F || length == 0 || c1_control) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02x", c);
            out += hex;
        } else {
            out.append(text.substr(at, length));
        }
        at += (length == 0 || c1_control) ? 1 : length;
    }
    if (at < text.size()) out += "...";
    return out;
}
std::string excerpt(std::string_view text) { return printable_excerpt(text, 40); }

// Line by line, in place; the last line may lack its '\n'. `number`: the 1-based number of the line last read.
class LineCursor {
public:
    explicit LineCursor(std::string_view text) : text_(text) {}
    bool done() const { return position_ >= text_.size(); }
    std::string_view next() {
        ++number;
        if (done()) return {};
        std::size_t end = text_.find('\n', position_);
        if (end == std::string_view::npos) end = text_.size();
        const std::string_view line = text_.substr(position_, end - position_);
        position_ = end + 1;
        return line;
    }
    std::size_t number = 0;

private:
    std::string_view text_;
    std::size_t position_ = 0;
};

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    LineCursor cursor(text);
    while (!cursor.done()) lines.push_back(cursor.next());
    return lines;
}

// A whitespace-separated token, with its 1-based line and column (bytes) in its text.
struct Token {
    std::string_view text;
    std::size_t line = 0, column = 0;
};

class TokenCursor {
public:
    explicit TokenCursor(std::string_view text) : text_(text) {}
    std::optional<Token> next() {
        while (position_ < text_.size() && is_space(text_[position_])) {
            if (text_[position_++] == '\n') {
                ++line_;
                line_start_ = position_;
            }
        }
        if (position_ == text_.size()) return std::nullopt;
        const std::size_t start = position_;
        while (position_ < text_.size() && !is_space(text_[position_])) ++position_;
        ++count;
        return Token{text_.substr(start, position_ - start), line_, start - line_start_ + 1};
    }
    std::size_t count = 0;

private:
    std::string_view text_;
    std::size_t position_ = 0, line_ = 1, line_start_ = 0;
};

std::vector<Token> tokens_of(std::string_view text) {
    std::vector<Token> tokens;
    TokenCursor cursor(text);
    while (std::optional<Token> token = cursor.next()) tokens.push_back(*token);
    return tokens;
}

// ---- what a checker says (judge/checkers/check_result.hpp) ----

enum class CheckStatus { AC, PE, WA, FAIL };
struct CheckResult {
    CheckStatus status = CheckStatus::AC;
    std::string message;
};
CheckResult fail(std::string message) { return {CheckStatus::FAIL, std::move(message)}; }
CheckResult wrong(std::string message) { return {CheckStatus::WA, std::move(message)}; }

// ---- the rules of a grid (judge/grid/rules.cpp) ----

int side_of(std::size_t cells) {
    for (int side : {1, 4, 9, 16})
        if (cells == std::size_t(side * side)) return side;
    return 0;
}
int box_side(int side) { return side == 16 ? 4 : side == 9 ? 3 : side == 4 ? 2 : 1; }
// 1..side for a symbol of that side, 0 for anything else.
int symbol_value(char c, int side) {
    const int value = side == 16 ? c - 'A' + 1 : c - '0';
    return value >= 1 && value <= side ? value : 0;
}
char symbol_of(int value, int side) { return static_cast<char>(side == 16 ? 'A' + value - 1 : '0' + value); }
bool is_clue(char c) { return c >= '1' && c <= '9'; }
bool is_clue(char c, int side) { return symbol_value(c, side) != 0; }
std::string symbol_range(int side) {
    if (side == 1) return "1";
    return cat(symbol_of(1, side), '-', symbol_of(side, side));
}
std::string a_symbol(int side) { return cat(side == 16 ? "a letter " : "a digit ", symbol_range(side)); }
// "row 4, column 7" for cell 33 of a 9×9 grid.
std::string cell_name(std::size_t cell, int side = 9) {
    return cat("row ", cell / std::size_t(side) + 1, ", column ", cell % std::size_t(side) + 1);
}

// Why `solution` is not a valid completion of `puzzle`, or nullopt when it is. The first fault: a cell
// that is not a symbol or a changed clue, in reading order; then, in reading order, a symbol already seen
// in its row, column or box, naming the later of the two cells unless it is a clue.
std::optional<std::string> sudoku_completion_error(std::string_view puzzle, std::string_view solution) {
    static const char* const kUnitKind[3] = {"row", "column", "box"};
    const int side = side_of(puzzle.size());
    if (side == 0) return cat("the puzzle has ", puzzle.size(), " cells, expected 1, 16, 81 or 256");
    if (solution.size() != puzzle.size())
        return cat("the grid has ", solution.size(), " cells, expected ", puzzle.size());
    for (std::size_t cell = 0; cell < puzzle.size(); ++cell) {
        const char got = solution[cell], clue = puzzle[cell];
        if (!is_clue(got, side))
            return cat(cell_name(cell, side), ": expected ", a_symbol(side), ", got '", excerpt(std::string(1, got)), "'");
        if (is_clue(clue, side) && got != clue)
            return cat(cell_name(cell, side), ": clue ", clue, " was changed to ", got);
    }
    // first_in[unit * (side + 1) + v]: 1 + the first cell, in reading order, of symbol v in that unit (0:
    // none yet). Units: the rows 0..side-1, the columns side..2·side-1, then the boxes in reading order.
    const int box = box_side(side);
    std::vector<std::size_t> first_in(std::size_t(3 * side * (side + 1)), 0);
    for (std::size_t cell = 0; cell < puzzle.size(); ++cell) {
        const int row = int(cell) / side, column = int(cell) % side;
        const int units[3] = {row, side + column, 2 * side + row / box * box + column / box};
        const int value = symbol_value(solution[cell], side);
        for (int kind = 0; kind < 3; ++kind) {
            std::size_t& first = first_in[std::size_t(units[kind] * (side + 1) + value)];
            if (first == 0) {
                first = cell + 1;
                continue;
            }
            const std::size_t blamed = is_clue(puzzle[cell], side) ? first - 1 : cell;  // never a clue
            return cat(cell_name(blamed, side), ": ", solution[cell], " repeats in the ", kUnitKind[kind]);
        }
    }
    return std::nullopt;
}

// ---- the text checkers that hold a layout to the online judge's (judge/checkers/diff.cpp) ----

bool same_tokens(std::string_view a, std::string_view b) {
    TokenCursor ca(a), cb(b);
    for (;;) {
        std::optional<Token> ta = ca.next(), tb = cb.next();
        if (!ta || !tb) return !ta && !tb;
        if (ta->text != tb->text) return false;
    }
}

// Byte for byte; PE when only whitespace differs.
CheckResult check_exact(std::string_view output, std::string_view answer) {
    if (output == answer) return {CheckStatus::AC, ""};
    std::size_t at = 0;
    while (at < output.size() && at < answer.size() && output[at] == answer[at]) ++at;
    std::size_t line = 1, line_start = 0;
    for (std::size_t i = 0; i < at; ++i) {
        if (output[i] != '\n') continue;
        ++line;
        line_start = i + 1;
    }
    const std::string expected = at < answer.size() ? "'" + excerpt(answer.substr(at, 10)) + "'" : "end of output";
    const std::string got = at < output.size() ? "'" + excerpt(output.substr(at, 10)) + "'" : "end of output";
    const CheckStatus status = same_tokens(output, answer) ? CheckStatus::PE : CheckStatus::WA;
    return {status, cat("line ", line, ", column ", at - line_start + 1, ": expected ", expected, ", got ", got)};
}

// NYOJ ignores blank lines at the end, and spaces, tabs and CRs at the end of each line.
std::string_view without_blank_end(std::string_view text) {
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}
std::string_view without_trailing_spaces(std::string_view line) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.remove_suffix(1);
    return line;
}

// The first difference between two lines' tokens, located in the output line; "" when they have the same.
std::string token_difference(std::string_view output_line, std::string_view answer_line, std::size_t line_number) {
    TokenCursor got_tokens(output_line), expected_tokens(answer_line);
    for (;;) {
        std::optional<Token> got = got_tokens.next(), expected = expected_tokens.next();
        if (!got && !expected) return "";
        if (got && expected && got->text == expected->text) continue;
        if (!got)
            return cat("line ", line_number, ", column ", output_line.size() + 1, ": expected '",
                       excerpt(expected->text), "', got end of line");
        if (!expected)
            return cat("line ", line_number, ", column ", got->column, ": expected end of line, got '",
                       excerpt(got->text), "'");
        return cat("line ", line_number, ", column ", got->column, ": expected '", excerpt(expected->text), "', got '",
                   excerpt(got->text), "'");
    }
}

// NYOJ's rule: trailing spaces, tabs and CRs of each line and blank lines at the end ignored; a difference
// in spaces inside a line only is PE, any other WA.
CheckResult check_lines(std::string_view output, std::string_view answer) {
    output = without_blank_end(output);
    answer = without_blank_end(answer);
    LineCursor got(output), expected(answer);
    std::string_view got_line, expected_line;
    for (;;) {
        if (got.done() && expected.done()) return {CheckStatus::AC, ""};
        got_line = got.done() ? std::string_view() : without_trailing_spaces(got.next());
        expected_line = expected.done() ? std::string_view() : without_trailing_spaces(expected.next());
        if (got_line != expected_line || got.done() != expected.done()) break;
    }
    const std::size_t first_difference = got.number > expected.number ? got.number : expected.number;
    auto shown = [](std::string_view line) { return line.empty() ? std::string("an empty line") : "'" + excerpt(line) + "'"; };
    if (same_tokens(output, answer))
        return {CheckStatus::PE, cat("line ", first_difference, ": expected ", shown(expected_line), ", got ",
                                     shown(got_line), " (only whitespace differs)")};
    got = LineCursor(output);
    expected = LineCursor(answer);
    while (!got.done() && !expected.done()) {
        const std::string_view output_line = got.next(), answer_line = expected.next();
        const std::string difference = token_difference(output_line, answer_line, got.number);
        if (!difference.empty()) return wrong(difference);
    }
    if (!got.done()) {
        const std::string_view extra = without_trailing_spaces(got.next());
        return wrong(cat("line ", got.number, ": expected end of output, got '", excerpt(extra), "'"));
    }
    const std::string_view missing = without_trailing_spaces(expected.next());
    if (got.number == 0) return wrong(cat("output is empty, expected '", excerpt(missing), "'"));
    return wrong(cat("output ends at line ", got.number, ", expected '", excerpt(missing), "'"));
}

// ---- the grid formats (judge/grid/format.hpp, read.cpp, write.cpp) ----

// The four formats our problems judge with `checker: sudoku`:
//   nyoj      NYOJ 722: the count n, then 9 lines of 9 digits separated by spaces a grid, 0 empty; the
//             answers: the grids alone (or a line of text for a case without a solution);
//   poj2676   POJ 2676: the count, then 9 lines of 9 digits with nothing between them (0 empty); the
//             answers: the grids alone, solved, laid out the same;
//   poj16     POJ 3076: grids of 16 lines of 16 letters A-P ('-' empty), one empty line between two; the
//             answers the same, solved (or a line of text);
//   leetcode  one board a line, [["5","3",".",...],...]; the answers the same (or a line of text).
enum class GridFormat { NYOJ, POJ2676, POJ16, LeetCode };

std::optional<GridFormat> parse_grid_format(std::string_view key) {
    if (key == "nyoj") return GridFormat::NYOJ;
    if (key == "poj2676") return GridFormat::POJ2676;
    if (key == "poj16") return GridFormat::POJ16;
    if (key == "leetcode") return GridFormat::LeetCode;
    return std::nullopt;
}
const char* format_title(GridFormat format) {
    switch (format) {
        case GridFormat::NYOJ: return "NYOJ";
        case GridFormat::POJ2676: return "POJ 2676";
        case GridFormat::POJ16: return "POJ 3076";
        case GridFormat::LeetCode: return "LeetCode";
    }
    return "";
}

// One case of an answer file or of a program's output: a grid or a line of text ("No solution").
struct GridCase {
    bool is_grid = true;
    std::string cells;  // is_grid: side² characters, row by row (lenient reading: '?' where the output ended)
    std::string text;   // !is_grid: the line as written, trimmed
};

// The writers, for the online judge's text of right grids: NYOJ's 9 lines of 9 digits separated by single
// spaces; POJ 2676's 9 lines of 9 digits; POJ 3076's 16 lines of 16 letters.
std::string nyoj_rows(std::string_view grid) {
    std::string out;
    for (std::size_t cell = 0; cell < 81; ++cell) {
        out += is_clue(grid[cell]) ? grid[cell] : '0';
        out += cell % 9 == 8 ? '\n' : ' ';
    }
    return out;
}
std::string poj2676_rows(std::string_view grid) {
    std::string out;
    for (std::size_t cell = 0; cell < grid.size(); ++cell) {
        out += is_clue(grid[cell]) ? grid[cell] : '0';
        if (cell % 9 == 8) out += '\n';
    }
    return out;
}
std::string poj16_rows(std::string_view grid) {
    std::string out;
    for (std::size_t cell = 0; cell < grid.size(); ++cell) {
        out += is_clue(grid[cell], 16) ? grid[cell] : '-';
        if (cell % 16 == 15) out += '\n';
    }
    return out;
}

// ---- LeetCode boards: JSON, read as our judge's JSON library (nlohmann/json 3.11) reads it ----

// Any JSON is parsed (RFC 8259, with the library's two liberties: a UTF-8 byte order mark at the start is
// skipped, and a NUL byte after the value ends the input), so that the message can say which part of a
// board is wrong; numbers, objects and literals are kept as their
// text only. A board is then 9 arrays of 9 strings of one byte each (after escapes: "\u0035" is "5").
struct JsonValue {
    enum class Kind { Array, String, Other } kind = Kind::Other;
    std::vector<JsonValue> items;  // Array
    std::string bytes;             // String: decoded, UTF-8
    std::string_view source;       // Other: as written
};

// The value compact, as the library's dump() writes arrays and strings.
std::string dump(const JsonValue& value) {
    if (value.kind == JsonValue::Kind::Other) return std::string(value.source);
    if (value.kind == JsonValue::Kind::Array) {
        std::string out = "[";
        for (std::size_t i = 0; i < value.items.size(); ++i) out += (i ? "," : "") + dump(value.items[i]);
        return out + "]";
    }
    std::string out = "\"";
    for (const char c : value.bytes) {
        const unsigned char u = static_cast<unsigned char>(c);
        if (c == '"') out += "\\\"";
        else if (c == '\\') out += "\\\\";
        else if (c == '\b') out += "\\b";
        else if (c == '\f') out += "\\f";
        else if (c == '\n') out += "\\n";
        else if (c == '\r') out += "\\r";
        else if (c == '\t') out += "\\t";
        else if (u < 0x20) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\u%04x", u);
            out += hex;
        } else {
            out += c;
        }
    }
    return out + "\"";
}

// A recursive descent over one line; throws Malformed "<what> at column N" where it is not JSON.
class JsonReader {
public:
    explicit JsonReader(std::string_view text) : text_(text) {}

    JsonValue document() {
        if (!text_.empty() && text_[0] == '\xEF') {  // the library skips a BOM, and refuses half of one
            if (text_.substr(0, 3) != "\xEF\xBB\xBF") error("an invalid byte order mark");
            at_ = 3;
        }
        JsonValue value = read_value();
        skip_whitespace();
        // The library takes a NUL byte outside a string for the end of its input and reads no further: a
        // board followed by a NUL and anything is that board, to our judge too.
        if (at_ != text_.size() && text_[at_] != '\0') error("more after the value");
        return value;
    }

private:
    [[noreturn]] void error(const std::string& what) const { throw Malformed(cat(what, " at column ", at_ + 1)); }
    void skip_whitespace() {
        while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t' || text_[at_] == '\n' || text_[at_] == '\r'))
            ++at_;
    }
    bool take(char c) {
        if (at_ < text_.size() && text_[at_] == c) return ++at_, true;
        return false;
    }
    bool take_word(std::string_view word) {
        if (text_.substr(at_, word.size()) != word) return false;
        at_ += word.size();
        return true;
    }
    void take_digits() {
        if (at_ == text_.size() || !is_digit(text_[at_])) error("a number without its digits");
        while (at_ < text_.size() && is_digit(text_[at_])) ++at_;
    }

    JsonValue read_value() {
        skip_whitespace();
        if (at_ == text_.size()) error("the end where a value was expected");
        const std::size_t start = at_;
        JsonValue value;
        const char c = text_[at_];
        if (take('[')) {
            value.kind = JsonValue::Kind::Array;
            skip_whitespace();
            if (take(']')) return value;
            do value.items.push_back(read_value());
            while ((skip_whitespace(), take(',')));
            if (!take(']')) error("expected ',' or ']'");
            return value;
        }
        if (c == '"') {
            value.kind = JsonValue::Kind::String;
            value.bytes = read_string();
            return value;
        }
        if (take('{')) {
            skip_whitespace();
            if (!take('}')) {
                do {
                    skip_whitespace();
                    if (at_ == text_.size() || text_[at_] != '"') error("expected a string as an object's key");
                    read_string();
                    skip_whitespace();
                    if (!take(':')) error("expected ':'");
                    read_value();
                } while ((skip_whitespace(), take(',')));
                if (!take('}')) error("expected ',' or '}'");
            }
        } else if (c == '-' || is_digit(c)) {
            take('-');
            if (!take('0')) take_digits();
            if (take('.')) take_digits();
            if (take('e') || take('E')) {
                if (!take('+')) take('-');
                take_digits();
            }
        } else if (!take_word("true") && !take_word("false") && !take_word("null")) {
            error("an invalid literal");
        }
        value.source = text_.substr(start, at_ - start);
        return value;
    }

    unsigned read_hex4() {
        unsigned code = 0;
        for (int i = 0; i < 4; ++i, ++at_) {
            const char c = at_ < text_.size() ? text_[at_] : '\0';
            const int digit = is_digit(c) ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (digit < 0) error("'\\u' must be followed by 4 hex digits");
            code = code * 16 + unsigned(digit);
        }
        return code;
    }

    // A string at text_[at_] == '"': its bytes, escapes decoded. Control bytes and ill-formed UTF-8 are
    // refused, as are surrogates that are not a high one followed by a low one.
    std::string read_string() {
        ++at_;
        std::string bytes;
        for (;;) {
            if (at_ == text_.size()) error("a string without its closing quote");
            const unsigned char c = static_cast<unsigned char>(text_[at_]);
            if (c == '"') {
                ++at_;
                return bytes;
            }
            if (c < 0x20) error("a control byte in a string");
            if (c >= 0x80) {
                const std::size_t length = utf8_sequence_length(text_, at_);
                if (length == 0) error("ill-formed UTF-8 in a string");
                bytes.append(text_.substr(at_, length));
                at_ += length;
                continue;
            }
            ++at_;
            if (c != '\\') {
                bytes += char(c);
                continue;
            }
            const char escaped = at_ < text_.size() ? text_[at_++] : '\0';
            switch (escaped) {
                case '"': bytes += '"'; continue;
                case '\\': bytes += '\\'; continue;
                case '/': bytes += '/'; continue;
                case 'b': bytes += '\b'; continue;
                case 'f': bytes += '\f'; continue;
                case 'n': bytes += '\n'; continue;
                case 'r': bytes += '\r'; continue;
                case 't': bytes += '\t'; continue;
                case 'u': break;
                default: error("an invalid escape in a string");
            }
            unsigned code = read_hex4();
            if (code >= 0xDC00 && code <= 0xDFFF) error("a low surrogate without its high one");
            if (code >= 0xD800 && code <= 0xDBFF) {
                if (!take_word("\\u")) error("a high surrogate without its low one");
                const unsigned low = read_hex4();
                if (low < 0xDC00 || low > 0xDFFF) error("a high surrogate without its low one");
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
            }
            if (code < 0x80) {
                bytes += char(code);
            } else if (code < 0x800) {
                bytes += char(0xC0 | (code >> 6));
                bytes += char(0x80 | (code & 0x3F));
            } else if (code < 0x10000) {
                bytes += char(0xE0 | (code >> 12));
                bytes += char(0x80 | ((code >> 6) & 0x3F));
                bytes += char(0x80 | (code & 0x3F));
            } else {
                bytes += char(0xF0 | (code >> 18));
                bytes += char(0x80 | ((code >> 12) & 0x3F));
                bytes += char(0x80 | ((code >> 6) & 0x3F));
                bytes += char(0x80 | (code & 0x3F));
            }
        }
    }

    std::string_view text_;
    std::size_t at_ = 0;
};

// One board line as 81 cells, each the one byte its string holds; throws Malformed saying what is wrong,
// without a place (the caller knows where the line is).
std::string read_leetcode_board(std::string_view line) {
    constexpr std::size_t kLongestBoard = 4096;  // a board with spaces after every comma is under 500 characters
    if (line.size() > kLongestBoard)
        throw Malformed(cat("expected a board like [[\"5\",\"3\",...],...], got '", excerpt(line), "' (", line.size(),
                            " characters)"));
    JsonValue board;
    try {
        board = JsonReader(line).document();
    } catch (const Malformed& e) {
        throw Malformed(cat("expected a board like [[\"5\",\"3\",...],...], got '", excerpt(line), "' (not JSON: ",
                            e.what(), ")"));
    }
    if (board.kind != JsonValue::Kind::Array || board.items.size() != 9)
        throw Malformed(cat("expected a board of 9 rows, got '", excerpt(line), "'"));
    std::string cells;
    for (std::size_t row = 0; row < 9; ++row) {
        const JsonValue& cells_of_row = board.items[row];
        if (cells_of_row.kind != JsonValue::Kind::Array || cells_of_row.items.size() != 9)
            throw Malformed(cat("row ", row + 1, ": expected 9 cells, got '", excerpt(dump(cells_of_row)), "'"));
        for (std::size_t column = 0; column < 9; ++column) {
            const JsonValue& cell = cells_of_row.items[column];
            if (cell.kind != JsonValue::Kind::String || cell.bytes.size() != 1)
                throw Malformed(cat("row ", row + 1, ", column ", column + 1, ": expected a one-character string, got ",
                                    excerpt(dump(cell))));
            cells += cell.bytes[0];
        }
    }
    return cells;
}

// ---- strict readers: the input and answer files ----

// The count a file of NYOJ's or POJ 2676's starts with (`what` it counts, for the messages).
std::size_t read_count(const std::vector<Token>& tokens, const std::string& name, const char* what) {
    if (tokens.empty()) throw Malformed(cat(name, ": empty, expected the number of ", what));
    const Token& count_token = tokens.front();
    std::size_t count = 0;
    for (const char c : count_token.text) {
        if (!is_digit(c) || count > 100000)
            throw Malformed(cat(name, ":", count_token.line, ": expected the number of ", what, ", got '",
                                excerpt(count_token.text), "'"));
        count = count * 10 + static_cast<std::size_t>(c - '0');
    }
    return count;
}

std::vector<std::string> read_nyoj_puzzles(std::string_view text, const std::string& name) {
    const std::vector<Token> tokens = tokens_of(text);
    const std::size_t count = read_count(tokens, name, "puzzles");
    std::string digits;
    for (std::size_t i = 1; i < tokens.size(); ++i) {
        for (const char c : tokens[i].text) {
            if (!is_digit(c))
                throw Malformed(cat(name, ":", tokens[i].line, ": expected digits 0-9, got '", excerpt(tokens[i].text), "'"));
            digits += c == '0' ? '.' : c;
        }
    }
    if (digits.size() != count * 81)
        throw Malformed(cat(name, ": expected ", count, " grids of 81 digits after the count, got ", digits.size(), " digits"));
    std::vector<std::string> puzzles;
    for (std::size_t k = 0; k < count; ++k) puzzles.push_back(digits.substr(k * 81, 81));
    return puzzles;
}

// Per case, either lines of digits adding up to 81 cells, or one line of text.
std::vector<GridCase> read_nyoj_answers(std::string_view text, const std::string& name) {
    std::vector<GridCase> cases;
    const std::vector<std::string_view> lines = split_lines(text);
    bool grid_open = false;  // the last case is a grid with fewer than 81 cells so far
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const std::string_view line = trim(lines[i]);
        if (line.empty()) continue;
        bool digits_only = true;
        for (const char c : line) digits_only = digits_only && (is_digit(c) || is_space(c));
        if (!digits_only) {
            if (grid_open)
                throw Malformed(cat(name, ":", i + 1, ": the grid of case ", cases.size(), " ends after ",
                                    cases.back().cells.size(), " cells"));
            cases.push_back({false, "", std::string(line)});
            continue;
        }
        for (const char c : line) {
            if (is_space(c)) continue;
            if (!grid_open) cases.push_back({true, "", ""});
            cases.back().cells += c;
            grid_open = cases.back().cells.size() < 81;
        }
    }
    if (grid_open)
        throw Malformed(cat(name, ": the grid of case ", cases.size(), " ends after ", cases.back().cells.size(), " cells"));
    return cases;
}

// Calls read(line) on each non-blank line of `text`, trimmed; a Malformed it throws gets the place in
// front: "<name>:<line>: ".
template <class Read>
void for_each_line(std::string_view text, const std::string& name, Read read) {
    std::size_t line_number = 0;
    for (std::string_view line : split_lines(text)) {
        ++line_number;
        line = trim(line);
        if (line.empty()) continue;
        try {
            read(line);
        } catch (const Malformed& e) {
            throw Malformed(cat(name, ":", line_number, ": ", e.what()));
        }
    }
}

std::vector<std::string> read_leetcode_puzzles(std::string_view text, const std::string& name) {
    std::vector<std::string> puzzles;
    for_each_line(text, name, [&](std::string_view line) {
        std::string cells = read_leetcode_board(line);
        for (std::size_t cell = 0; cell < 81; ++cell)
            if (cells[cell] != '.' && !is_clue(cells[cell]))
                throw Malformed(cat(cell_name(cell), ": expected '.' or a digit 1-9, got '",
                                    excerpt(std::string(1, cells[cell])), "'"));
        puzzles.push_back(cells);
    });
    return puzzles;
}

std::vector<GridCase> read_leetcode_answers(std::string_view text, const std::string& name) {
    std::vector<GridCase> cases;
    for_each_line(text, name, [&](std::string_view line) {
        if (line.front() == '[') cases.push_back({true, read_leetcode_board(line), ""});
        else cases.push_back({false, "", std::string(line)});
    });
    return cases;
}

constexpr int kPojSide = 16;
bool is_poj16_cell(char c) { return (c >= 'A' && c <= 'P') || c == '-'; }

// POJ 3076's grids (puzzles: '-' read as '.'; answers: the letters, or a line of text for a case without
// a grid). Every grid line is 16 cells, a grid has 16 lines, grids are apart by an empty line.
std::vector<GridCase> read_poj16_cases(std::string_view text, const std::string& name, bool puzzles) {
    std::vector<GridCase> cases;
    std::size_t rows = 0, line_number = 0;  // rows: of the last case, while it is an open grid
    bool apart = true;                      // an empty line (or the start) since the last case
    for (std::string_view line : split_lines(text)) {
        ++line_number;
        line = trim(line);
        if (line.empty()) {
            if (rows > 0 && rows < kPojSide)
                throw Malformed(cat(name, ":", line_number, ": the grid of case ", cases.size(), " ends after ", rows,
                                    " of 16 lines"));
            rows = 0;
            apart = true;
            continue;
        }
        bool cells = line.size() == std::size_t(kPojSide);
        for (const char c : line) cells = cells && (is_poj16_cell(c) && !(c == '-' && !puzzles));
        if (rows == 0 && !apart)
            throw Malformed(cat(name, ":", line_number, ": expected an empty line after case ", cases.size()));
        if (!cells) {
            if (puzzles || rows > 0)
                throw Malformed(cat(name, ":", line_number, ": expected 16 ", puzzles ? "cells" : "letters", " A-P",
                                    puzzles ? " or '-'" : "", ", got '", excerpt(line), "'"));
            cases.push_back({false, "", std::string(line)});
            apart = false;
            continue;
        }
        if (rows == 0) cases.push_back({true, "", ""});
        for (const char c : line) cases.back().cells += c == '-' ? '.' : c;
        rows = rows + 1 == std::size_t(kPojSide) ? 0 : rows + 1;
        apart = false;
    }
    if (rows > 0) throw Malformed(cat(name, ": the grid of case ", cases.size(), " ends after ", rows, " of 16 lines"));
    return cases;
}

// POJ 2676's rows: each token a row of 9 digits; `puzzles` allows 0 (read as '.'), answers 1-9 only.
std::vector<std::string> read_poj2676_rows(const std::vector<Token>& tokens, std::size_t from, const std::string& name,
                                           bool puzzles) {
    std::vector<std::string> grids;
    for (std::size_t i = from; i < tokens.size(); ++i) {
        const Token& row = tokens[i];
        bool digits = row.text.size() == 9;
        for (const char c : row.text) digits = digits && (is_clue(c) || (puzzles && c == '0'));
        if (!digits)
            throw Malformed(cat(name, ":", row.line, ": expected a row of 9 digits ", puzzles ? "0-9 (0 empty)" : "1-9",
                                ", got '", excerpt(row.text), "'"));
        if ((i - from) % 9 == 0) grids.emplace_back();
        for (const char c : row.text) grids.back() += c == '0' ? '.' : c;
    }
    if (!grids.empty() && grids.back().size() != 81)
        throw Malformed(cat(name, ": the grid of case ", grids.size(), " ends after ", grids.back().size() / 9, " of 9 rows"));
    return grids;
}

std::vector<std::string> read_puzzles(std::string_view text, GridFormat format, const std::string& name) {
    switch (format) {
        case GridFormat::NYOJ: return read_nyoj_puzzles(text, name);
        case GridFormat::LeetCode: return read_leetcode_puzzles(text, name);
        case GridFormat::POJ16: {
            std::vector<std::string> puzzles;
            for (GridCase& grid : read_poj16_cases(text, name, true)) puzzles.push_back(std::move(grid.cells));
            if (puzzles.empty()) throw Malformed(cat(name, ": empty, expected 16 lines of 16 cells"));
            return puzzles;
        }
        case GridFormat::POJ2676: {
            const std::vector<Token> tokens = tokens_of(text);
            const std::size_t count = read_count(tokens, name, "test cases");
            std::vector<std::string> puzzles = read_poj2676_rows(tokens, 1, name, true);
            if (puzzles.size() != count)
                throw Malformed(cat(name, ": expected ", count, " grids of 9 rows after the count, got ", puzzles.size()));
            return puzzles;
        }
    }
    return {};
}

std::vector<GridCase> read_answers(std::string_view text, GridFormat format, const std::string& name) {
    switch (format) {
        case GridFormat::NYOJ: return read_nyoj_answers(text, name);
        case GridFormat::LeetCode: return read_leetcode_answers(text, name);
        case GridFormat::POJ16: return read_poj16_cases(text, name, false);
        case GridFormat::POJ2676: {
            std::vector<GridCase> cases;
            for (std::string& grid : read_poj2676_rows(tokens_of(text), 0, name, false))
                cases.push_back({true, std::move(grid), ""});
            return cases;
        }
    }
    return {};
}

// ---- lenient reader: POJ 3076's output ----

// A line of 16 cells starts a grid; while a grid is open every non-blank line is its next row (cut or
// padded with '?' to 16); any other line is a text case. At most `max_cases` cases are read.
std::vector<GridCase> read_poj16_leniently(std::string_view text, std::size_t max_cases) {
    std::vector<GridCase> cases;
    auto grid_open = [&] { return !cases.empty() && cases.back().is_grid && cases.back().cells.size() < 256; };
    LineCursor lines(text);
    while (!lines.done()) {
        const std::string_view line = trim(lines.next());
        if (line.empty()) continue;
        if (!grid_open() && cases.size() == max_cases) break;
        bool cells = line.size() == std::size_t(kPojSide);
        for (const char c : line) cells = cells && (is_poj16_cell(c) || c == '.');
        if (!grid_open() && !cells) {
            cases.push_back({false, "", std::string(line)});
            continue;
        }
        if (!grid_open()) cases.push_back({true, "", ""});
        std::string row(line.substr(0, kPojSide));
        row.resize(kPojSide, '?');
        cases.back().cells += row;
    }
    if (grid_open()) cases.back().cells.resize(256, '?');
    return cases;
}

// How many cells of a leniently read grid the output had: the grid without the '?' padding at its end.
std::size_t cells_before_padding(std::string_view cells) {
    const std::size_t end = cells.find_last_not_of('?');
    return end == std::string_view::npos ? 0 : end + 1;
}

// ---- the sudoku checker (judge/checkers/sudoku.cpp) ----

// The output ended before case `case_number` (1-based) of `cases`, after `grids` grids.
CheckResult missing_case(std::size_t case_number, std::size_t grids, std::size_t cases) {
    return wrong(cat("case ", case_number, ": missing (the output has ", grids, " grid", grids == 1 ? "" : "s",
                     ", the input ", cases, ")"));
}

std::optional<std::string> case_error(std::size_t case_number, std::optional<std::string> error) {
    if (!error) return std::nullopt;
    return cat("case ", case_number, ", ", *error);
}

std::string cases_accepted(std::size_t cases) { return cat(cases, " case", cases == 1 ? "" : "s"); }

// Reads NYOJ's or POJ 2676's output case by case: digit tokens feed grids one cell a digit; a text case
// is the next non-blank line.
class DigitOutputReader {
public:
    explicit DigitOutputReader(std::string_view text) : text_(text) {}

    bool at_end() {
        skip_space();
        return position_ == text_.size();
    }
    // The rest of the current line, trimmed; the reader moves to the line's end.
    std::string_view next_line() {
        skip_space();
        std::size_t end = text_.find('\n', position_);
        if (end == std::string_view::npos) end = text_.size();
        const std::string_view line = trim(text_.substr(position_, end - position_));
        position_ = end;
        return line;
    }
    // The next cell of a grid: a digit character, or the whole token when it holds something else.
    std::string_view next_cell() {
        skip_space();
        if (position_ < text_.size() && is_digit(text_[position_])) return text_.substr(position_++, 1);
        const std::size_t start = position_;
        while (position_ < text_.size() && !is_space(text_[position_])) ++position_;
        return text_.substr(start, position_ - start);
    }
    std::string_view rest() { return trim(text_.substr(position_)); }

private:
    void skip_space() {
        while (position_ < text_.size() && is_space(text_[position_])) ++position_;
    }
    std::string_view text_;
    std::size_t position_ = 0;
};

// NYOJ's and POJ 2676's output: the cells read leniently, a cell a digit, whatever the spaces between them
// (so that a wrong grid is located); then the layout held to the judge's text for the same grids: NYOJ's
// 9 lines of 9 digits separated by single spaces under NYOJ's line rule; POJ 2676's 9 lines of 9 digits
// byte for byte, but for empty lines after the last, which POJ forgives.
CheckResult check_sudoku_digits(const std::vector<std::string>& puzzles, const std::vector<GridCase>& answers,
                                std::string_view output, GridFormat format) {
    DigitOutputReader reader(output);
    std::string judge_text;  // the online judge's text: NYOJ's or POJ 2676's
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        const std::size_t case_number = k + 1;
        if (reader.at_end()) {
            if (!answers[k].is_grid)
                return wrong(cat("case ", case_number, ": missing, expected '", excerpt(answers[k].text), "'"));
            return missing_case(case_number, k, puzzles.size());
        }
        if (!answers[k].is_grid) {
            const std::string_view line = reader.next_line();
            if (line != answers[k].text)
                return wrong(cat("case ", case_number, ": expected '", excerpt(answers[k].text), "', got '",
                                 excerpt(line), "'"));
            judge_text += answers[k].text + "\n";
            continue;
        }
        std::string grid;
        while (grid.size() < 81) {
            if (reader.at_end())
                return wrong(cat("case ", case_number, ": the output ends after ", grid.size(), " of 81 cells"));
            const std::string_view cell = reader.next_cell();
            if (cell.size() != 1) {
                if (grid.empty()) return wrong(cat("case ", case_number, ": expected a grid, got '", excerpt(cell), "'"));
                return wrong(cat("case ", case_number, ", ", cell_name(grid.size()), ": expected a digit 1-9, got '",
                                 excerpt(cell), "'"));
            }
            grid += cell[0];
        }
        if (auto error = case_error(case_number, sudoku_completion_error(puzzles[k], grid))) return wrong(*error);
        judge_text += format == GridFormat::NYOJ ? nyoj_rows(grid) : poj2676_rows(grid);
    }
    if (!reader.at_end())
        return wrong(cat("extra output after case ", puzzles.size(), ": '", excerpt(reader.rest()), "'"));
    if (format == GridFormat::POJ2676) {
        std::string_view compared = output;
        while (compared.size() >= 2 && compared.substr(compared.size() - 2) == "\n\n") compared.remove_suffix(1);
        if (CheckResult layout = check_exact(compared, judge_text); layout.status != CheckStatus::AC)
            return {CheckStatus::PE, cat("the grids are right but laid out otherwise than POJ 2676's: ", layout.message,
                                         " (9 lines of 9 digits, nothing between two grids)")};
    } else if (CheckResult layout = check_lines(output, judge_text); layout.status != CheckStatus::AC) {
        return {CheckStatus::PE, cat("the grids are right but NYOJ compares text: ", layout.message,
                                     " (9 lines of 9 digits separated by single spaces)")};
    }
    return {CheckStatus::AC, cases_accepted(puzzles.size())};
}

// The next line of a LeetCode output that is not blank, trimmed; nullopt at the end.
std::optional<std::string_view> next_non_blank(LineCursor& lines) {
    while (!lines.done()) {
        const std::string_view line = trim(lines.next());
        if (!line.empty()) return line;
    }
    return std::nullopt;
}

// LeetCode's output: one board (or line of text) a line, blank lines between them ignored.
CheckResult check_sudoku_lines(const std::vector<std::string>& puzzles, const std::vector<GridCase>& answers,
                               std::string_view output) {
    LineCursor lines(output);
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        const std::size_t case_number = k + 1;
        const std::optional<std::string_view> line = next_non_blank(lines);
        if (!line) {
            if (!answers[k].is_grid)
                return wrong(cat("case ", case_number, ": missing, expected '", excerpt(answers[k].text), "'"));
            return missing_case(case_number, k, puzzles.size());
        }
        if (!answers[k].is_grid) {
            if (*line != answers[k].text)
                return wrong(cat("case ", case_number, ": expected '", excerpt(answers[k].text), "', got '",
                                 excerpt(*line), "'"));
            continue;
        }
        std::string grid;
        try {
            grid = read_leetcode_board(*line);
        } catch (const Malformed& e) {
            return wrong(cat("case ", case_number, ": ", e.what()));
        }
        if (auto error = case_error(case_number, sudoku_completion_error(puzzles[k], grid))) return wrong(*error);
    }
    if (const std::optional<std::string_view> extra = next_non_blank(lines))
        return wrong(cat("extra output after case ", puzzles.size(), ": '", excerpt(*extra), "'"));
    return {CheckStatus::AC, cases_accepted(puzzles.size())};
}

// POJ 3076's output: the cases read leniently, each checked against its puzzle; then, the grids being
// right, the layout held to the judge's text byte for byte (an empty line between two cases, none after
// the last, though POJ forgives empty lines after the last).
CheckResult check_sudoku_cases(const std::vector<std::string>& puzzles, const std::vector<GridCase>& answers,
                               std::string_view output, GridFormat format) {
    // One case past the input's is enough to say "extra output": the rest of the output is not kept.
    const std::vector<GridCase> cases = read_poj16_leniently(output, puzzles.size() + 1);
    std::string judge_text;  // the judge's own text: the cases, an empty line between two
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        const std::size_t case_number = k + 1;
        if (k >= cases.size()) {
            if (!answers[k].is_grid)
                return wrong(cat("case ", case_number, ": missing, expected '", excerpt(answers[k].text), "'"));
            return wrong(cat("case ", case_number, ": missing (the output has ", cases.size(), " case",
                             cases.size() == 1 ? "" : "s", ", the input ", puzzles.size(), ")"));
        }
        const GridCase& got = cases[k];
        if (!answers[k].is_grid) {
            if (got.is_grid || got.text != answers[k].text)
                return wrong(cat("case ", case_number, ": expected '", excerpt(answers[k].text), "', got ",
                                 got.is_grid ? std::string("a grid") : "'" + excerpt(got.text) + "'"));
            judge_text += (k ? "\n" : "") + answers[k].text + "\n";
            continue;
        }
        const std::size_t cells = puzzles[k].size();
        if (!got.is_grid)
            return wrong(cat("case ", case_number, ": expected a grid of ", side_of(cells), " rows, got '",
                             excerpt(got.text), "'"));
        if (got.cells.size() != cells)
            return wrong(cat("case ", case_number, ": expected a grid of ", side_of(cells), " rows, got one of ",
                             side_of(got.cells.size())));
        if (const std::size_t written = cells_before_padding(got.cells); written < cells)
            return wrong(cat("case ", case_number, ": the output ends after ", written, " of ", cells, " cells"));
        if (auto error = case_error(case_number, sudoku_completion_error(puzzles[k], got.cells))) return wrong(*error);
        judge_text += (k ? "\n" : "") + poj16_rows(got.cells);
    }
    if (cases.size() > puzzles.size()) {
        const GridCase& extra = cases[puzzles.size()];
        return wrong(cat("extra output after case ", puzzles.size(), ": '",
                         excerpt(extra.is_grid ? extra.cells.substr(0, 16) : extra.text), "'"));
    }
    // Whitespace alone differs: PE. Anything else the lenient reading let through is WA.
    std::string_view compared = output;
    while (compared.size() >= 2 && compared.substr(compared.size() - 2) == "\n\n") compared.remove_suffix(1);
    if (CheckResult layout = check_exact(compared, judge_text); layout.status == CheckStatus::PE)
        return {CheckStatus::PE, cat("the grids are right but ", format_title(format), " compares text: ", layout.message)};
    else if (layout.status != CheckStatus::AC)
        return wrong(layout.message);
    return {CheckStatus::AC, cases_accepted(puzzles.size())};
}

CheckResult check_sudoku(std::string_view input, std::string_view output, std::string_view answer, GridFormat format) {
    std::vector<std::string> puzzles;
    std::vector<GridCase> answers;
    try {
        puzzles = read_puzzles(input, format, "input");
        answers = read_answers(answer, format, "answer");
    } catch (const Malformed& e) {
        return fail(e.what());
    }
    if (answers.size() != puzzles.size())
        return fail(cat("answer: has ", answers.size(), " cases, the input ", puzzles.size()));
    for (std::size_t k = 0; k < answers.size(); ++k) {
        if (!answers[k].is_grid) continue;
        if (auto error = sudoku_completion_error(puzzles[k], answers[k].cells))
            return fail(cat("answer: case ", k + 1, ", ", *error));
    }
    switch (format) {
        case GridFormat::NYOJ:
        case GridFormat::POJ2676: return check_sudoku_digits(puzzles, answers, output, format);
        case GridFormat::POJ16: return check_sudoku_cases(puzzles, answers, output, format);
        case GridFormat::LeetCode: break;
    }
    return check_sudoku_lines(puzzles, answers, output);
}

// ---- a function problem's input, as its package holds it ----

// A LeetCode problem's package holds its inputs as the wire form its programs read (judge/function/
// wire_format.hpp): the number of cases, then per case the board, its number of rows (9), then each row as its
// length (9) and its cells' byte values ('.' 46, '1'-'9' 49-57). Returned as LeetCode's text, one board a line,
// so the input is then read as check_sudoku reads a LeetCode input.
std::string text_of_wire(std::string_view text) {
    const std::vector<Token> tokens = tokens_of(text);
    std::size_t at = 0;
    auto number = [&](const char* what, long low, long high) {
        if (at == tokens.size()) throw Malformed(cat("input: the wire form ends where ", what, " was expected"));
        const Token& token = tokens[at++];
        long value = 0;
        bool digits = !token.text.empty() && token.text.size() <= 9;
        for (char c : token.text) digits = digits && is_digit(c), value = value * 10 + (c - '0');
        if (!digits || value < low || value > high)
            throw Malformed(cat("input:", token.line, ": expected ", what, " (", low, "-", high, "), got '",
                                excerpt(token.text), "'"));
        return value;
    };
    std::string boards;
    const long cases = number("the number of cases", 1, 1000000);
    for (long k = 0; k < cases; ++k) {
        number("a board's 9 rows", 9, 9);
        boards += '[';
        for (int row = 0; row < 9; ++row) {
            number("a row's 9 cells", 9, 9);
            boards += row ? ",[" : "[";
            for (int column = 0; column < 9; ++column) {
                const long cell = number("a cell's byte ('.' 46, '1'-'9' 49-57)", 46, 57);
                if (cell != '.' && (cell < '1' || cell > '9'))
                    throw Malformed(cat("input: case ", k + 1, ", row ", row + 1, ": a cell's byte ", cell,
                                        " is neither '.' (46) nor a digit 1-9 (49-57)"));
                boards += cat(column ? "," : "", '"', static_cast<char>(cell), '"');
            }
            boards += ']';
        }
        boards += "]\n";
    }
    if (at != tokens.size()) throw Malformed(cat("input:", tokens[at].line, ": more after the last case"));
    return boards;
}

// ---- the protocol ----

// The validator's own trouble: one line on stderr, exit 1 (a judge error to the system that runs it).
int trouble(const std::string& what) {
    std::fprintf(stderr, "output validator: %s\n", what.c_str());
    return kValidatorError;
}

// A whole file; false when it cannot be opened or read.
bool read_file(const char* path, std::string& text) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    text.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    return !in.bad();
}

// The program's output, whole; false when it is longer than kMaxOutputBytes (the rest is not read).
bool read_output(std::string& text) {
    static char buffer[1 << 16];
    for (;;) {
        const std::size_t got = std::fread(buffer, 1, sizeof buffer, stdin);
        if (got == 0) break;
        if (got > kMaxOutputBytes - text.size()) return false;
        text.append(buffer, got);
    }
    if (std::ferror(stdin)) throw std::runtime_error("cannot read the program's output on stdin");
    return true;
}

// Writes the one-line message to feedback_dir/judgemessage.txt (problemtools passes the folder with a
// trailing '/'; DOMjudge may not).
void write_judge_message(std::string feedback_dir, const std::string& message) {
    if (!feedback_dir.empty() && feedback_dir.back() != '/') feedback_dir += '/';
    std::ofstream out(feedback_dir + "judgemessage.txt", std::ios::binary);
    out << message << '\n';
    if (!out.flush()) std::fprintf(stderr, "output validator: cannot write %sjudgemessage.txt\n", feedback_dir.c_str());
}

// The arguments after FEEDBACK_DIR: checker=lines; or checker=sudoku grid_format=FORMAT [input=wire].
struct Arguments {
    bool lines = false;
    GridFormat format = GridFormat::NYOJ;
    bool wire = false;
};

// nullopt, with the trouble said, when the arguments are not one of those forms: a flag this does not know
// (case_sensitive, float_tolerance ...) would change the decision.
std::optional<Arguments> read_arguments(int count, char* words[], std::string& trouble_said) {
    const std::vector<std::string_view> given(words, words + count);
    Arguments arguments;
    if (given.size() == 1 && given[0] == "checker=lines") {
        arguments.lines = true;
        return arguments;
    }
    const std::string_view kFormat = "grid_format=";
    if (given.size() >= 2 && given.size() <= 3 && given[0] == "checker=sudoku" && given[1].substr(0, kFormat.size()) == kFormat) {
        const std::optional<GridFormat> format = parse_grid_format(given[1].substr(kFormat.size()));
        if (!format) {
            trouble_said = cat("unknown grid format '", excerpt(given[1].substr(kFormat.size())),
                               "' (expected nyoj, poj2676, poj16 or leetcode)");
            return std::nullopt;
        }
        arguments.format = *format;
        // input=wire: the inputs are the wire form a LeetCode problem's programs read (text_of_wire).
        arguments.wire = given.size() == 3;
        if (arguments.wire && (given[2] != "input=wire" || *format != GridFormat::LeetCode)) {
            trouble_said = cat("unknown argument '", excerpt(given[2]), "' (only input=wire, with grid_format=leetcode)");
            return std::nullopt;
        }
        return arguments;
    }
    trouble_said = cat("expected checker=lines, or checker=sudoku grid_format=FORMAT [input=wire], after FEEDBACK_DIR; got ",
                       given.size(), " arguments", given.empty() ? std::string() : cat(", the first '", excerpt(given[0]), "'"));
    return std::nullopt;
}

int validate(int argc, char* argv[]) {
    if (argc < 4)
        return trouble("usage: validator INPUT ANSWER FEEDBACK_DIR checker=lines | checker=sudoku grid_format=FORMAT "
                       "[input=wire] < program_output");
    std::string said;
    const std::optional<Arguments> arguments = read_arguments(argc - 4, argv + 4, said);
    if (!arguments) return trouble(said);
    std::string input, answer, output;
    if (!read_file(argv[1], input)) return trouble(cat(argv[1], ": cannot read the input file"));
    if (!read_file(argv[2], answer)) return trouble(cat(argv[2], ": cannot read the answer file"));
    if (arguments->wire) {
        try {
            input = text_of_wire(input);
        } catch (const Malformed& e) {
            return trouble(e.what());
        }
    }
    if (!read_output(output)) {
        write_judge_message(argv[3], cat("the output is over ", kMaxOutputBytes >> 20,
                                         " MiB, more than our judge lets a program write"));
        return kWrongAnswer;
    }
    // lines: the answer alone decides (the input was read only so that an unreadable one is trouble, as our
    // judge's FAIL); an accepted output gets no message, as ours gives none.
    const CheckResult result =
        arguments->lines ? check_lines(output, answer) : check_sudoku(input, output, answer, arguments->format);
    switch (result.status) {
        case CheckStatus::AC:
            if (!arguments->lines) write_judge_message(argv[3], result.message);
            return kAccepted;
        case CheckStatus::PE:
        case CheckStatus::WA: write_judge_message(argv[3], result.message); return kWrongAnswer;
        case CheckStatus::FAIL: break;
    }
    return trouble(result.message);
}

}  // namespace

int main(int argc, char* argv[]) {
    try {
        return validate(argc, argv);
    } catch (const std::bad_alloc&) {
        return trouble("out of memory");
    } catch (const std::exception& e) {
        return trouble(e.what());
    }
}
