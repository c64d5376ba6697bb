/*
 * Checkers: exact, lines (NYOJ's rule), tokens, sudoku (any valid completion), external (testlib).
 * Every WA message names the place: a line and column of the output, or a case, row and column of a grid.
 * Status: unit-tested (tests/test_check.cpp).
 */
#include "check.hpp"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <thread>
#include <vector>

#include <fmt/core.h>
#include <nlohmann/json.hpp>

extern char** environ;

namespace judge {
namespace {

constexpr size_t kShownChars = 40;  // longer excerpts of the output are cut, with "..."

std::string shown(std::string_view text) { return printable_excerpt(text, kShownChars); }

// The length of the valid UTF-8 sequence starting text[at] (2-4), or 0 when it is not one: overlong
// forms, surrogates and code points past U+10FFFF are not valid.
size_t utf8_sequence_length(std::string_view text, size_t at) {
    auto byte = [&](size_t i) { return at + i < text.size() ? static_cast<unsigned char>(text[at + i]) : 0u; };
    unsigned lead = byte(0), second = byte(1);
    size_t length = lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0;
    if (length == 0) return 0;
    unsigned low = lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80;
    unsigned high = lead == 0xED ? 0x9F : lead == 0xF4 ? 0x8F : 0xBF;
    if (second < low || second > high) return 0;
    for (size_t i = 2; i < length; ++i)
        if (byte(i) < 0x80 || byte(i) > 0xBF) return 0;
    return length;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    size_t start = 0;
    while (start < text.size()) {
        size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

// Program outputs can be as large as the output limit (64 MB of "1\n"), so they are walked with these
// cursors, which hold a position and never a list of all lines or tokens.

// Line by line; the last line may lack its '\n'. `number` is the 1-based number of the line last read.
class LineCursor {
public:
    explicit LineCursor(std::string_view text) : text_(text) {}
    bool done() const { return position_ >= text_.size(); }
    std::string_view next() {
        size_t end = text_.find('\n', position_);
        if (end == std::string_view::npos) end = text_.size();
        std::string_view line = text_.substr(position_, end - position_);
        position_ = end + 1;
        ++number;
        return line;
    }
    size_t number = 0;

private:
    std::string_view text_;
    size_t position_ = 0;
};

// A token with where it starts: 1-based line and column (bytes) in its text.
struct Token {
    std::string_view text;
    size_t line = 0, column = 0;
};

// Whitespace-separated tokens in order; `count` is how many were read.
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
        size_t start = position_;
        while (position_ < text_.size() && !is_space(text_[position_])) ++position_;
        ++count;
        return Token{text_.substr(start, position_ - start), line_, start - line_start_ + 1};
    }
    size_t count = 0;

private:
    std::string_view text_;
    size_t position_ = 0, line_ = 1, line_start_ = 0;
};

std::vector<Token> tokens_of(std::string_view text) {  // for testdata files, which are small
    std::vector<Token> tokens;
    TokenCursor cursor(text);
    while (std::optional<Token> token = cursor.next()) tokens.push_back(*token);
    return tokens;
}

bool same_tokens(std::string_view a, std::string_view b) {
    TokenCursor ca(a), cb(b);
    for (;;) {
        std::optional<Token> ta = ca.next(), tb = cb.next();
        if (!ta || !tb) return !ta && !tb;
        if (ta->text != tb->text) return false;
    }
}

// NYOJ ignores blank lines at the end: the text up to its last character that is not whitespace.
std::string_view without_blank_end(std::string_view text) {
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}

// NYOJ ignores spaces, tabs and CRs at the end of each line.
std::string_view without_trailing_spaces(std::string_view line) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.remove_suffix(1);
    return line;
}

// The first difference between two lines' tokens, located in the output line; "" when their tokens are
// the same (they differ in spaces only).
std::string token_difference(std::string_view output_line, std::string_view answer_line, size_t line_number) {
    TokenCursor got_tokens(output_line), expected_tokens(answer_line);
    for (;;) {
        std::optional<Token> got = got_tokens.next(), expected = expected_tokens.next();
        if (!got && !expected) return "";
        if (got && expected && got->text == expected->text) continue;
        if (!got)
            return fmt::format("line {}, column {}: expected '{}', got end of line", line_number,
                               output_line.size() + 1, shown(expected->text));
        if (!expected)
            return fmt::format("line {}, column {}: expected end of line, got '{}'", line_number, got->column,
                               shown(got->text));
        return fmt::format("line {}, column {}: expected '{}', got '{}'", line_number, got->column,
                           shown(expected->text), shown(got->text));
    }
}

CheckResult fail(std::string message) { return {CheckStatus::FAIL, std::move(message)}; }
CheckResult wrong(std::string message) { return {CheckStatus::WA, std::move(message)}; }

// ---- sudoku ----------------------------------------------------------------------------------------

// One case of an answer file: a grid (81 characters, row by row) or a line of text such as "No solution".
struct AnswerCase {
    bool is_grid = true;
    std::string grid;
    std::string text;
};

std::string cell_name(size_t cell) { return fmt::format("row {}, column {}", cell / 9 + 1, cell % 9 + 1); }

// A NYOJ input: a count, then that many grids of 81 digits 0-9 (any whitespace between them, or none
// within a 9-digit row). Throws the FAIL message when the file does not have that shape.
std::vector<std::string> parse_nyoj_input(std::string_view input) {
    std::vector<Token> tokens = tokens_of(input);
    if (tokens.empty()) throw std::runtime_error("input: empty, expected the number of cases");
    const Token& count_token = tokens.front();
    size_t count = 0;
    for (char c : count_token.text) {
        if (!is_digit(c) || count > 100000)
            throw std::runtime_error(fmt::format("input: line {}: expected the number of cases, got '{}'",
                                                 count_token.line, shown(count_token.text)));
        count = count * 10 + static_cast<size_t>(c - '0');
    }
    std::vector<std::string> grids(1);
    for (size_t i = 1; i < tokens.size(); ++i) {
        for (char c : tokens[i].text) {
            if (!is_digit(c))
                throw std::runtime_error(fmt::format("input: line {}, column {}: expected digits 0-9, got '{}'",
                                                     tokens[i].line, tokens[i].column, shown(tokens[i].text)));
            if (grids.back().size() == 81) grids.emplace_back();
            grids.back() += c;
        }
    }
    if (grids.back().empty()) grids.pop_back();
    if (grids.size() != count || (!grids.empty() && grids.back().size() != 81))
        throw std::runtime_error(fmt::format("input: expected {} grids of 81 digits after the count, got {} digits",
                                             count, (grids.empty() ? 0 : (grids.size() - 1) * 81 + grids.back().size())));
    return grids;
}

// A NYOJ answer: per case, either lines of digits adding up to 81 cells, or one line of text.
std::vector<AnswerCase> parse_nyoj_answer(std::string_view answer) {
    std::vector<AnswerCase> cases;
    std::vector<std::string_view> lines = split_lines(answer);
    bool grid_open = false;  // the last case is a grid with fewer than 81 cells so far
    for (size_t i = 0; i < lines.size(); ++i) {
        std::string_view line = trim(lines[i]);
        if (line.empty()) continue;
        bool digits_only = true;
        for (char c : line) digits_only = digits_only && (is_digit(c) || is_space(c));
        if (!digits_only) {
            if (grid_open)
                throw std::runtime_error(fmt::format("answer: line {}: the grid of case {} ends after {} cells",
                                                     i + 1, cases.size(), cases.back().grid.size()));
            cases.push_back({false, "", std::string(line)});
            continue;
        }
        for (char c : line) {
            if (is_space(c)) continue;
            if (!grid_open) cases.push_back({true, "", ""});
            cases.back().grid += c;
            grid_open = cases.back().grid.size() < 81;
        }
    }
    if (grid_open)
        throw std::runtime_error(fmt::format("answer: the grid of case {} ends after {} cells", cases.size(),
                                             cases.back().grid.size()));
    return cases;
}

// A LeetCode board, [["5","3",".",...],...]: 9 rows of 9 one-character strings. Returns the 81 cells, or
// throws a message saying what is wrong with it (without a location prefix).
std::string parse_leetcode_board(std::string_view line) {
    constexpr size_t kLongestBoard = 4096;  // a board with spaces after every comma is under 500 characters
    if (line.size() > kLongestBoard)
        throw std::runtime_error(fmt::format("expected a board like [[\"5\",\"3\",...],...], got '{}' ({} characters)",
                                             shown(line), line.size()));
    nlohmann::json board;
    try {
        board = nlohmann::json::parse(line);
    } catch (const nlohmann::json::exception& e) {  // parse_error, and out_of_range for numbers like 1e999
        // json's message quotes the bytes it last read: escaped like everything else a program printed.
        throw std::runtime_error(fmt::format("expected a board like [[\"5\",\"3\",...],...], got '{}' ({})",
                                             shown(line), printable_excerpt(e.what(), 200)));
    }
    if (!board.is_array() || board.size() != 9)
        throw std::runtime_error(fmt::format("expected a board of 9 rows, got '{}'", shown(line)));
    std::string cells;
    for (size_t row = 0; row < 9; ++row) {
        const nlohmann::json& cells_of_row = board[row];
        if (!cells_of_row.is_array() || cells_of_row.size() != 9)
            throw std::runtime_error(fmt::format("row {}: expected 9 cells, got '{}'", row + 1,
                                                 shown(cells_of_row.dump())));
        for (size_t column = 0; column < 9; ++column) {
            const nlohmann::json& cell = cells_of_row[column];
            if (!cell.is_string() || cell.get<std::string>().size() != 1)
                throw std::runtime_error(fmt::format("row {}, column {}: expected a one-character string, got {}",
                                                     row + 1, column + 1, shown(cell.dump())));
            cells += cell.get<std::string>()[0];
        }
    }
    return cells;
}

std::vector<std::string> parse_leetcode_input(std::string_view input) {
    std::vector<std::string> grids;
    size_t line_number = 0;
    for (std::string_view line : split_lines(input)) {
        ++line_number;
        if (trim(line).empty()) continue;
        try {
            grids.push_back(parse_leetcode_board(trim(line)));
        } catch (const std::runtime_error& e) {
            throw std::runtime_error(fmt::format("input: line {}: {}", line_number, e.what()));
        }
        for (size_t cell = 0; cell < 81; ++cell) {
            char c = grids.back()[cell];
            if (c != '.' && (c < '1' || c > '9'))
                throw std::runtime_error(fmt::format("input: line {}: {}: expected '.' or a digit 1-9, got '{}'",
                                                     line_number, cell_name(cell), shown(std::string(1, c))));
        }
    }
    return grids;
}

std::vector<AnswerCase> parse_leetcode_answer(std::string_view answer) {
    std::vector<AnswerCase> cases;
    size_t line_number = 0;
    for (std::string_view line : split_lines(answer)) {
        ++line_number;
        line = trim(line);
        if (line.empty()) continue;
        if (line.front() != '[') {
            cases.push_back({false, "", std::string(line)});
            continue;
        }
        try {
            cases.push_back({true, parse_leetcode_board(line), ""});
        } catch (const std::runtime_error& e) {
            throw std::runtime_error(fmt::format("answer: line {}: {}", line_number, e.what()));
        }
    }
    return cases;
}

// Reads a program's NYOJ output case by case: digit tokens feed grids one cell a digit; a text case is
// the next non-blank line.
class NyojOutputReader {
public:
    explicit NyojOutputReader(std::string_view text) : text_(text) {}

    bool at_end() {
        skip_space();
        return position_ == text_.size();
    }
    // The rest of the current line, trimmed; the reader moves to the next line.
    std::string_view next_line() {
        skip_space();
        size_t end = text_.find('\n', position_);
        if (end == std::string_view::npos) end = text_.size();
        std::string_view line = trim(text_.substr(position_, end - position_));
        position_ = end;
        return line;
    }
    // The next cell of a grid: a digit character, or the whole token when it holds something else.
    std::string_view next_cell() {
        skip_space();
        if (position_ < text_.size() && is_digit(text_[position_])) return text_.substr(position_++, 1);
        size_t start = position_;
        while (position_ < text_.size() && !is_space(text_[position_])) ++position_;
        return text_.substr(start, position_ - start);
    }
    std::string_view rest() { return trim(text_.substr(position_)); }

private:
    void skip_space() {
        while (position_ < text_.size() && is_space(text_[position_])) ++position_;
    }
    std::string_view text_;
    size_t position_ = 0;
};

std::optional<std::string> case_error(size_t case_number, std::optional<std::string> error) {
    if (!error) return std::nullopt;
    return fmt::format("case {}, {}", case_number, *error);
}

CheckResult check_sudoku_nyoj(const std::vector<std::string>& puzzles, const std::vector<AnswerCase>& answers,
                              std::string_view output) {
    NyojOutputReader reader(output);
    // What NYOJ itself would compare against, if it had our grids: each grid as 9 lines of 9 digits
    // separated by single spaces, a text case as its line. The cells are read leniently (so a WA can say
    // where the grid is wrong); the layout is then held to NYOJ's text, under NYOJ's own line rule.
    std::string nyoj_text;
    for (size_t k = 0; k < puzzles.size(); ++k) {
        size_t case_number = k + 1;
        if (reader.at_end()) {
            if (!answers[k].is_grid)
                return wrong(fmt::format("case {}: missing, expected '{}'", case_number, shown(answers[k].text)));
            return wrong(fmt::format("case {}: missing (the output has {} grids, the input {})", case_number, k,
                                     puzzles.size()));
        }
        if (!answers[k].is_grid) {
            std::string_view line = reader.next_line();
            if (line != answers[k].text)
                return wrong(fmt::format("case {}: expected '{}', got '{}'", case_number, shown(answers[k].text),
                                         shown(line)));
            nyoj_text += answers[k].text + "\n";
            continue;
        }
        std::string grid;
        while (grid.size() < 81) {
            if (reader.at_end())
                return wrong(fmt::format("case {}: the output ends after {} of 81 cells", case_number, grid.size()));
            std::string_view cell = reader.next_cell();
            if (cell.size() != 1) {
                if (grid.empty())
                    return wrong(fmt::format("case {}: expected a grid, got '{}'", case_number, shown(cell)));
                return wrong(fmt::format("case {}, {}: expected a digit 1-9, got '{}'", case_number,
                                         cell_name(grid.size()), shown(cell)));
            }
            grid += cell[0];
        }
        if (auto error = case_error(case_number, sudoku_completion_error(puzzles[k], grid))) return wrong(*error);
        for (size_t row = 0; row < 9; ++row)
            for (size_t column = 0; column < 9; ++column)
                nyoj_text += fmt::format("{}{}", grid[row * 9 + column], column == 8 ? '\n' : ' ');
    }
    if (!reader.at_end())
        return wrong(fmt::format("extra output after case {}: '{}'", puzzles.size(), shown(reader.rest())));
    if (CheckResult layout = check_lines(output, nyoj_text); layout.status != CheckStatus::AC)
        return {CheckStatus::PE, fmt::format("the grids are right but NYOJ compares text: {} (9 lines of 9 digits "
                                             "separated by single spaces)", layout.message)};
    return {CheckStatus::AC, fmt::format("{} case{}", puzzles.size(), puzzles.size() == 1 ? "" : "s")};
}

// The next line of a LeetCode output that is not blank, trimmed; nullopt at the end.
std::optional<std::string_view> next_non_blank(LineCursor& lines) {
    while (!lines.done()) {
        std::string_view line = trim(lines.next());
        if (!line.empty()) return line;
    }
    return std::nullopt;
}

CheckResult check_sudoku_leetcode(const std::vector<std::string>& puzzles, const std::vector<AnswerCase>& answers,
                                  std::string_view output) {
    LineCursor lines(output);
    for (size_t k = 0; k < puzzles.size(); ++k) {
        size_t case_number = k + 1;
        std::optional<std::string_view> line = next_non_blank(lines);
        if (!line) {
            if (!answers[k].is_grid)
                return wrong(fmt::format("case {}: missing, expected '{}'", case_number, shown(answers[k].text)));
            return wrong(fmt::format("case {}: missing (the output has {} grids, the input {})", case_number, k,
                                     puzzles.size()));
        }
        if (!answers[k].is_grid) {
            if (*line != answers[k].text)
                return wrong(fmt::format("case {}: expected '{}', got '{}'", case_number, shown(answers[k].text),
                                         shown(*line)));
            continue;
        }
        std::string grid;
        try {
            grid = parse_leetcode_board(*line);
        } catch (const std::runtime_error& e) {
            return wrong(fmt::format("case {}: {}", case_number, e.what()));
        }
        if (auto error = case_error(case_number, sudoku_completion_error(puzzles[k], grid))) return wrong(*error);
    }
    if (std::optional<std::string_view> extra = next_non_blank(lines))
        return wrong(fmt::format("extra output after case {}: '{}'", puzzles.size(), shown(*extra)));
    return {CheckStatus::AC, fmt::format("{} case{}", puzzles.size(), puzzles.size() == 1 ? "" : "s")};
}

// ---- files and processes -----------------------------------------------------------------------------

// The whole file, or nullopt with errno set.
std::optional<std::string> read_file(const std::filesystem::path& path) {
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return std::nullopt;
    std::string content;
    char buffer[1 << 16];
    for (;;) {
        ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            int saved = errno;
            ::close(fd);
            errno = saved;
            return std::nullopt;
        }
        if (n == 0) break;
        content.append(buffer, static_cast<size_t>(n));
    }
    ::close(fd);
    return content;
}

// The first non-blank lines of a checker's report, joined into one line.
std::string first_lines(std::string_view text) {
    constexpr size_t kMaxLines = 3, kMaxChars = 300;
    std::string joined;
    size_t taken = 0;
    for (std::string_view line : split_lines(text)) {
        line = trim(line);
        if (line.empty()) continue;
        if (taken++ == kMaxLines) break;
        if (!joined.empty()) joined += "; ";
        joined += line;
    }
    return printable_excerpt(joined, kMaxChars);
}

}  // namespace

std::string printable_excerpt(std::string_view text, size_t max_chars) {
    std::string out;
    size_t chars = 0, at = 0;
    for (; at < text.size() && chars < max_chars; ++chars) {
        unsigned char c = static_cast<unsigned char>(text[at]);
        size_t length = c >= 0x80 ? utf8_sequence_length(text, at) : 1;
        // U+0080-U+009F (C2 80-C2 9F) are C1 controls: a terminal may act on them as on ESC.
        bool c1_control = length == 2 && c == 0xC2 && static_cast<unsigned char>(text[at + 1]) < 0xA0;
        if (c == '\n') out += "\\n";
        else if (c == '\r') out += "\\r";
        else if (c == '\t') out += "\\t";
        else if (c < 0x20 || c == 0x7F || length == 0 || c1_control) out += fmt::format("\\x{:02x}", c);
        else out.append(text.substr(at, length));
        at += (length == 0 || c1_control) ? 1 : length;
    }
    if (at < text.size()) out += "...";
    return out;
}

std::optional<std::string> sudoku_completion_error(std::string_view puzzle, std::string_view solution) {
    if (puzzle.size() != 81) return fmt::format("the puzzle has {} cells, expected 81", puzzle.size());
    if (solution.size() != 81) return fmt::format("the grid has {} cells, expected 81", solution.size());
    for (size_t cell = 0; cell < 81; ++cell) {
        char got = solution[cell], clue = puzzle[cell];
        if (got < '1' || got > '9')
            return fmt::format("{}: expected a digit 1-9, got '{}'", cell_name(cell), shown(std::string(1, got)));
        if (clue >= '1' && clue <= '9' && got != clue)
            return fmt::format("{}: clue {} was changed to {}", cell_name(cell), clue, got);
    }
    // first_in[unit][d]: 1 + the first cell, in reading order, of digit d in that unit (0: not met yet).
    // Units 0-8 are the rows, 9-17 the columns, 18-26 the boxes.
    static constexpr const char* kUnitKind[3] = {"row", "column", "box"};
    size_t first_in[27][10] = {};
    for (size_t cell = 0; cell < 81; ++cell) {
        size_t row = cell / 9, column = cell % 9;
        size_t units[3] = {row, 9 + column, 18 + row / 3 * 3 + column / 3};
        int digit = solution[cell] - '0';
        for (int kind = 0; kind < 3; ++kind) {
            size_t& first = first_in[units[kind]][digit];
            if (first == 0) {
                first = cell + 1;
                continue;
            }
            // Of the two cells, name one the program filled in: a clue is never the one to blame.
            bool is_clue = puzzle[cell] >= '1' && puzzle[cell] <= '9';
            size_t blamed = is_clue ? first - 1 : cell;
            return fmt::format("{}: {} repeats in the {}", cell_name(blamed), solution[cell], kUnitKind[kind]);
        }
    }
    return std::nullopt;
}

CheckResult check_exact(std::string_view output, std::string_view answer) {
    if (output == answer) return {CheckStatus::AC, ""};
    size_t at = 0;
    while (at < output.size() && at < answer.size() && output[at] == answer[at]) ++at;
    size_t line = 1, line_start = 0;
    for (size_t i = 0; i < at; ++i) {
        if (output[i] != '\n') continue;
        ++line;
        line_start = i + 1;
    }
    std::string place = fmt::format("line {}, column {}", line, at - line_start + 1);
    std::string expected = at < answer.size() ? "'" + shown(answer.substr(at, 10)) + "'" : "end of output";
    std::string got = at < output.size() ? "'" + shown(output.substr(at, 10)) + "'" : "end of output";
    CheckStatus status = same_tokens(output, answer) ? CheckStatus::PE : CheckStatus::WA;
    return {status, fmt::format("{}: expected {}, got {}", place, expected, got)};
}

CheckResult check_lines(std::string_view output, std::string_view answer) {
    output = without_blank_end(output);
    answer = without_blank_end(answer);
    // The first line that differs under NYOJ's rule; none: accepted.
    LineCursor got(output), expected(answer);
    std::string_view got_line, expected_line;
    for (;;) {
        if (got.done() && expected.done()) return {CheckStatus::AC, ""};
        got_line = got.done() ? "" : without_trailing_spaces(got.next());
        expected_line = expected.done() ? "" : without_trailing_spaces(expected.next());
        if (got_line != expected_line || got.done() != expected.done()) break;
    }
    size_t first_difference = std::max(got.number, expected.number);
    if (same_tokens(output, answer))
        return {CheckStatus::PE, fmt::format("line {}: expected '{}', got '{}' (only whitespace differs)",
                                             first_difference, shown(expected_line), shown(got_line))};

    // A wrong answer: the first line whose tokens differ, or where one side ends.
    got = LineCursor(output);
    expected = LineCursor(answer);
    while (!got.done() && !expected.done()) {
        std::string_view output_line = got.next(), answer_line = expected.next();
        std::string difference = token_difference(output_line, answer_line, got.number);
        if (!difference.empty()) return wrong(difference);
    }
    if (!got.done()) {
        std::string_view extra = without_trailing_spaces(got.next());
        return wrong(fmt::format("line {}: expected end of output, got '{}'", got.number, shown(extra)));
    }
    std::string_view missing = without_trailing_spaces(expected.next());
    if (got.number == 0) return wrong(fmt::format("output is empty, expected '{}'", shown(missing)));
    return wrong(fmt::format("output ends at line {}, expected '{}'", got.number, shown(missing)));
}

CheckResult check_tokens(std::string_view output, std::string_view answer) {
    TokenCursor got_tokens(output), expected_tokens(answer);
    for (;;) {
        std::optional<Token> got = got_tokens.next(), expected = expected_tokens.next();
        if (!got && !expected) return {CheckStatus::AC, fmt::format("{} tokens", got_tokens.count)};
        if (got && expected && got->text == expected->text) continue;
        if (!got)
            return wrong(fmt::format("output ends after {} tokens, expected '{}'", got_tokens.count,
                                     shown(expected->text)));
        if (!expected)
            return wrong(fmt::format("line {}, column {}: expected end of output, got '{}' (token {})", got->line,
                                     got->column, shown(got->text), got_tokens.count));
        return wrong(fmt::format("line {}, column {}: expected '{}', got '{}' (token {})", got->line, got->column,
                                 shown(expected->text), shown(got->text), got_tokens.count));
    }
}

CheckResult check_sudoku(std::string_view input, std::string_view output, std::string_view answer,
                         GridFormat format) {
    std::vector<std::string> puzzles;
    std::vector<AnswerCase> answers;
    try {
        puzzles = format == GridFormat::NYOJ ? parse_nyoj_input(input) : parse_leetcode_input(input);
        answers = format == GridFormat::NYOJ ? parse_nyoj_answer(answer) : parse_leetcode_answer(answer);
    } catch (const std::runtime_error& e) {
        return fail(e.what());
    }
    if (answers.size() != puzzles.size())
        return fail(fmt::format("answer: has {} cases, the input {}", answers.size(), puzzles.size()));
    for (size_t k = 0; k < answers.size(); ++k) {
        if (!answers[k].is_grid) continue;
        if (auto error = sudoku_completion_error(puzzles[k], answers[k].grid))
            return fail(fmt::format("answer: case {}, {}", k + 1, *error));
    }
    return format == GridFormat::NYOJ ? check_sudoku_nyoj(puzzles, answers, output)
                                      : check_sudoku_leetcode(puzzles, answers, output);
}

CheckResult check_external(const std::filesystem::path& checker, const std::filesystem::path& input,
                           const std::filesystem::path& output, const std::filesystem::path& answer) {
    constexpr auto kWallLimit = std::chrono::seconds(10);
    std::string report_path = (std::filesystem::temp_directory_path() / "judge-checker-XXXXXX").string();
    int report_fd = ::mkstemp(report_path.data());
    if (report_fd < 0) return fail(fmt::format("checker: mkstemp {}: {}", report_path, std::strerror(errno)));
    ::unlink(report_path.c_str());  // the open descriptor keeps the file until we close it

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_adddup2(&actions, report_fd, 1);
    posix_spawn_file_actions_adddup2(&actions, report_fd, 2);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    // Its own process group, killed as a whole; no signal blocked or ignored, whatever the judge's thread did.
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    posix_spawnattr_setpgroup(&attributes, 0);
    sigset_t no_signals, all_signals;
    sigemptyset(&no_signals);
    sigfillset(&all_signals);
    posix_spawnattr_setsigmask(&attributes, &no_signals);
    posix_spawnattr_setsigdefault(&attributes, &all_signals);

    std::vector<std::string> args = {checker.string(), input.string(), output.string(), answer.string()};
    std::vector<char*> argv;
    for (std::string& arg : args) argv.push_back(arg.data());
    argv.push_back(nullptr);
    pid_t pid = 0;
    int spawn_error = posix_spawn(&pid, argv[0], &actions, &attributes, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (spawn_error != 0) {
        ::close(report_fd);
        return fail(fmt::format("checker: exec {}: {}", checker.string(), std::strerror(spawn_error)));
    }

    int status = 0;
    bool timed_out = false;
    auto deadline = std::chrono::steady_clock::now() + kWallLimit;
    for (;;) {
        pid_t done = ::waitpid(pid, &status, WNOHANG);
        if (done == pid) break;
        if (done < 0 && errno != EINTR) {
            ::close(report_fd);
            return fail(fmt::format("checker: waitpid: {}", std::strerror(errno)));
        }
        if (std::chrono::steady_clock::now() >= deadline) {
            ::kill(-pid, SIGKILL);
            ::waitpid(pid, &status, 0);
            timed_out = true;
            break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }

    std::string report;
    ::lseek(report_fd, 0, SEEK_SET);
    char buffer[4096];
    ssize_t n;
    while (report.size() < 64 * 1024 && (n = ::read(report_fd, buffer, sizeof buffer)) > 0)
        report.append(buffer, static_cast<size_t>(n));
    ::close(report_fd);
    std::string said = first_lines(report);

    if (timed_out) return fail(fmt::format("checker {} ran over 10 s", checker.filename().string()));
    if (WIFSIGNALED(status))
        return fail(fmt::format("checker {} killed by signal {}{}", checker.filename().string(), WTERMSIG(status),
                                said.empty() ? "" : ": " + said));
    switch (WEXITSTATUS(status)) {
        case 0: return {CheckStatus::AC, said};
        case 1: return {CheckStatus::WA, said};
        case 2: return {CheckStatus::PE, said};
        default:
            return fail(fmt::format("checker {} exited with code {}{}", checker.filename().string(),
                                    WEXITSTATUS(status), said.empty() ? "" : ": " + said));
    }
}

CheckResult run_checker(const CheckerSpec& spec, const std::filesystem::path& input,
                        const std::filesystem::path& output, const std::filesystem::path& answer) {
    std::string contents[3];
    const std::filesystem::path* paths[3] = {&input, &output, &answer};
    for (int i = 0; i < 3; ++i) {
        std::optional<std::string> text = read_file(*paths[i]);
        if (!text) return fail(fmt::format("open {}: {}", paths[i]->string(), std::strerror(errno)));
        contents[i] = std::move(*text);
    }
    const std::string &input_text = contents[0], &output_text = contents[1], &answer_text = contents[2];
    if (spec.kind == "exact") return check_exact(output_text, answer_text);
    if (spec.kind == "lines") return check_lines(output_text, answer_text);
    if (spec.kind == "tokens") return check_tokens(output_text, answer_text);
    if (spec.kind == "sudoku") return check_sudoku(input_text, output_text, answer_text, spec.grid_format);
    if (spec.kind == "external") return check_external(spec.external, input, output, answer);
    return fail(fmt::format("unknown checker '{}' (expected exact, lines, tokens, sudoku or external)", spec.kind));
}

}  // namespace judge
