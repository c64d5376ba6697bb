// util/: helpers every room of the judge may use, and that use no other room.
// Text: whitespace, lines and tokens walked in place, and excerpts made safe for a one-line message.
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace judge {

// The C locale's white space: ' ', '\t', '\n', '\v', '\f', '\r'.
inline bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }
inline bool is_digit(char c) { return c >= '0' && c <= '9'; }
// A character of a word as a regular expression's `\w` and `\b` see it: an ASCII letter or digit, or '_'.
inline bool is_word_char(char c) {
    return is_digit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

// Without white space at either end.
std::string_view trim(std::string_view text);

// The lines of `text` without their '\n'; a last line without '\n' counts, an empty text has none.
std::vector<std::string_view> split_lines(std::string_view text);

// The first `max_lines` lines of `text`, as split_lines gives them.
std::vector<std::string_view> first_lines(std::string_view text, std::size_t max_lines);

// The first line of `text` without its '\n'; "" for an empty text.
std::string_view first_line(std::string_view text);
// A program's report in one line: its first 3 non-blank lines, trimmed and joined by "; ", as a printable
// excerpt of 300 characters at most (what a checker or validator said, for a test's message).
std::string summary_of(std::string_view report);
// "SIGSEGV" for 11; "signal 77" for a number without a name.
std::string signal_name(int signal);

// A time as every report shows it: "3.1 ms" under 10 ms, "1003 ms" from there on.
std::string format_time(double ms);

// A piece of program output made safe for a one-line message: newlines, tabs, control bytes (C0, DEL, C1)
// and bytes that are not valid UTF-8 are escaped ("\n", "\x1b"), valid UTF-8 is kept; cut after
// max_chars characters, with "...".
std::string printable_excerpt(std::string_view text, std::size_t max_chars);
// Every occurrence of `from` in `text` replaced by `to` (none when `from` is empty): a scratch file's path in a
// message by the name the user knows.
std::string replace_all(std::string text, std::string_view from, std::string_view to);
// The same, cut at 40 characters: a piece of output or testdata quoted in a checker's message.
inline std::string excerpt(std::string_view text) { return printable_excerpt(text, 40); }

// Program outputs can be as large as the output limit (64 MB of "1\n"), so they are walked with these
// cursors, which hold a position and never a list of all lines or tokens.

// Line by line; the last line may lack its '\n'. `number` is the 1-based number of the line last read.
class LineCursor {
public:
    explicit LineCursor(std::string_view text) : text_(text) {}
    bool done() const { return position_ >= text_.size(); }
    std::string_view next();
    std::size_t number = 0;

private:
    std::string_view text_;
    std::size_t position_ = 0;
};

// A token with where it starts: 1-based line and column (bytes) in its text.
struct Token {
    std::string_view text;
    std::size_t line = 0, column = 0;
};

// Whitespace-separated tokens in order; `count` is how many were read.
class TokenCursor {
public:
    explicit TokenCursor(std::string_view text) : text_(text) {}
    std::optional<Token> next();
    std::size_t count = 0;

private:
    std::string_view text_;
    std::size_t position_ = 0, line_ = 1, line_start_ = 0;
};

// Every token of a (small) text, for testdata files.
std::vector<Token> tokens_of(std::string_view text);

}  // namespace judge
