/*
 * Output validator for our problems judged with `checker: lines`, standalone, for their Kattis/ICPC problem
 * packages: the output against the answer file line by line, by NYOJ's rule (also Luogu's and HDU's as
 * we judge them): spaces, tabs and CRs at the end of each line and blank lines at the end are ignored.
 * Built where the package is judged (DOMjudge, Kattis, problemtools) with a C++ compiler alone:
 * `g++ -O2 -std=gnu++17 lines.cpp`: C++17 and its standard library, nothing of ours.
 * Protocol: `lines INPUT ANSWER FEEDBACK_DIR < program_output`, no further argument. Exit 42: accepted.
 * Exit 43: wrong answer, its reason one line in FEEDBACK_DIR/judgemessage.txt ("line 4, column 7:
 * expected '5', got '3'"). Exit 1, said on stderr: the validator's own trouble (an argument it does not
 * know, a file it cannot read).
 * It decides as judge::check_lines (judge/checkers/diff.cpp), ported function for function under the
 * same names, with the same messages: our AC is 42; our PE (only spaces inside a line differ) and WA are 43,
 * as a package has no presentation error; an input or answer file our judge cannot read (its FAIL) is
 * exit 1. The input is read only for that: the answer alone decides.
 * Limit: an output over 256 MiB, which our judge never checks (it stops the program there: OLE), is 43.
 * Status: differential-tested vs judge::check_lines on hundreds of outputs, right and mutated
 * (tests/test_standalone_validators.cpp).
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
#include <vector>

// Representation. The output is read whole into one string and walked in place with string_views: the
// two cursors hold a position, never a list of all lines or tokens (an output may hold millions).
// Invariant of check_lines: the first pass decides (AC, or which line differs first); the second pass and
// the token comparison only say why.

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

// ---- text (judge/util/text.cpp) ----

// The C locale's white space.
bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }

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
// "\x1b"), as are bytes that are not UTF-8; cut after 40 characters, with "...".
std::string excerpt(std::string_view text) {
    constexpr std::size_t kMaxChars = 40;
    std::string out;
    std::size_t chars = 0, at = 0;
    for (; at < text.size() && chars < kMaxChars; ++chars) {
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

// A whitespace-separated token, with the 1-based column (bytes) where it starts in its line.
struct Token {
    std::string_view text;
    std::size_t column = 0;
};

class TokenCursor {
public:
    explicit TokenCursor(std::string_view text) : text_(text) {}
    std::optional<Token> next() {
        while (position_ < text_.size() && is_space(text_[position_]))
            if (text_[position_++] == '\n') line_start_ = position_;
        if (position_ == text_.size()) return std::nullopt;
        const std::size_t start = position_;
        while (position_ < text_.size() && !is_space(text_[position_])) ++position_;
        return Token{text_.substr(start, position_ - start), start - line_start_ + 1};
    }

private:
    std::string_view text_;
    std::size_t position_ = 0, line_start_ = 0;
};

// ---- the lines checker (judge/checkers/diff.cpp) ----

enum class CheckStatus { AC, PE, WA };
struct CheckResult {
    CheckStatus status = CheckStatus::AC;
    std::string message;
};
CheckResult wrong(std::string message) { return {CheckStatus::WA, std::move(message)}; }

bool same_tokens(std::string_view a, std::string_view b) {
    TokenCursor ca(a), cb(b);
    for (;;) {
        std::optional<Token> ta = ca.next(), tb = cb.next();
        if (!ta || !tb) return !ta && !tb;
        if (ta->text != tb->text) return false;
    }
}

// NYOJ ignores blank lines at the end: the text up to its last character that is not white space.
std::string_view without_blank_end(std::string_view text) {
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}

// NYOJ ignores spaces, tabs and CRs at the end of each line.
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

// The answer line by line; a difference in spaces inside a line only is PE, any other WA.
CheckResult check_lines(std::string_view output, std::string_view answer) {
    output = without_blank_end(output);
    answer = without_blank_end(answer);
    // The first line that differs under NYOJ's rule; none: accepted.
    LineCursor got(output), expected(answer);
    std::string_view got_line, expected_line;
    for (;;) {
        if (got.done() && expected.done()) return {CheckStatus::AC, ""};
        got_line = got.done() ? std::string_view() : without_trailing_spaces(got.next());
        expected_line = expected.done() ? std::string_view() : without_trailing_spaces(expected.next());
        if (got_line != expected_line || got.done() != expected.done()) break;
    }
    const std::size_t first_difference = got.number > expected.number ? got.number : expected.number;
    // An empty line is named as one: "expected an empty line" says more than "expected ''".
    auto shown = [](std::string_view line) { return line.empty() ? std::string("an empty line") : "'" + excerpt(line) + "'"; };
    if (same_tokens(output, answer))
        return {CheckStatus::PE, cat("line ", first_difference, ": expected ", shown(expected_line), ", got ",
                                     shown(got_line), " (only whitespace differs)")};

    // A wrong answer: the first line whose tokens differ, or where one side ends.
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

// ---- the protocol ----

// The validator's own trouble: one line on stderr, exit 1 (a judge error to the system that runs it).
int trouble(const std::string& what) {
    std::fprintf(stderr, "lines validator: %s\n", what.c_str());
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
    if (!out.flush()) std::fprintf(stderr, "lines validator: cannot write %sjudgemessage.txt\n", feedback_dir.c_str());
}

int validate(int argc, char* argv[]) {
    if (argc < 4) return trouble("usage: lines INPUT ANSWER FEEDBACK_DIR < program_output");
    // A flag this does not know (case_sensitive, float_tolerance ...) would change the decision: refused.
    if (argc > 4) return trouble(cat("no argument is expected after FEEDBACK_DIR, got '", excerpt(argv[4]), "'"));
    std::string input, answer, output;
    if (!read_file(argv[1], input)) return trouble(cat(argv[1], ": cannot read the input file"));
    if (!read_file(argv[2], answer)) return trouble(cat(argv[2], ": cannot read the answer file"));
    if (!read_output(output)) {
        write_judge_message(argv[3], cat("the output is over ", kMaxOutputBytes >> 20,
                                         " MiB, more than our judge lets a program write"));
        return kWrongAnswer;
    }
    const CheckResult result = check_lines(output, answer);
    if (result.status == CheckStatus::AC) return kAccepted;
    write_judge_message(argv[3], result.message);
    return kWrongAnswer;
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
