/*
 * The text checkers: exact, lines (NYOJ's rule), tokens. Every WA message names the place: a line and
 * column of the output.
 * Status: unit-tested (tests/test_diff.cpp).
 */
#include "judge/checkers/diff.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "judge/util/text.hpp"

namespace judge {
namespace {

CheckResult wrong(std::string message) { return {CheckStatus::WA, std::move(message)}; }

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
std::string token_difference(std::string_view output_line, std::string_view answer_line, std::size_t line_number) {
    TokenCursor got_tokens(output_line), expected_tokens(answer_line);
    for (;;) {
        std::optional<Token> got = got_tokens.next(), expected = expected_tokens.next();
        if (!got && !expected) return "";
        if (got && expected && got->text == expected->text) continue;
        if (!got)
            return fmt::format("line {}, column {}: expected '{}', got end of line", line_number,
                               output_line.size() + 1, excerpt(expected->text));
        if (!expected)
            return fmt::format("line {}, column {}: expected end of line, got '{}'", line_number, got->column,
                               excerpt(got->text));
        return fmt::format("line {}, column {}: expected '{}', got '{}'", line_number, got->column,
                           excerpt(expected->text), excerpt(got->text));
    }
}

}  // namespace

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
    std::string place = fmt::format("line {}, column {}", line, at - line_start + 1);
    std::string expected = at < answer.size() ? "'" + excerpt(answer.substr(at, 10)) + "'" : "end of output";
    std::string got = at < output.size() ? "'" + excerpt(output.substr(at, 10)) + "'" : "end of output";
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
    std::size_t first_difference = std::max(got.number, expected.number);
    // An empty line is named as one: "expected an empty line" says more than "expected ''".
    auto shown = [](std::string_view line) { return line.empty() ? std::string("an empty line") : "'" + excerpt(line) + "'"; };
    if (same_tokens(output, answer))
        return {CheckStatus::PE, fmt::format("line {}: expected {}, got {} (only whitespace differs)", first_difference,
                                             shown(expected_line), shown(got_line))};

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
        return wrong(fmt::format("line {}: expected end of output, got '{}'", got.number, excerpt(extra)));
    }
    std::string_view missing = without_trailing_spaces(expected.next());
    if (got.number == 0) return wrong(fmt::format("output is empty, expected '{}'", excerpt(missing)));
    return wrong(fmt::format("output ends at line {}, expected '{}'", got.number, excerpt(missing)));
}

CheckResult check_tokens(std::string_view output, std::string_view answer) {
    TokenCursor got_tokens(output), expected_tokens(answer);
    for (;;) {
        std::optional<Token> got = got_tokens.next(), expected = expected_tokens.next();
        if (!got && !expected) return {CheckStatus::AC, fmt::format("{} tokens", got_tokens.count)};
        if (got && expected && got->text == expected->text) continue;
        if (!got)
            return wrong(fmt::format("output ends after {} tokens, expected '{}'", got_tokens.count,
                                     excerpt(expected->text)));
        if (!expected)
            return wrong(fmt::format("line {}, column {}: expected end of output, got '{}' (token {})", got->line,
                                     got->column, excerpt(got->text), got_tokens.count));
        return wrong(fmt::format("line {}, column {}: expected '{}', got '{}' (token {})", got->line, got->column,
                                 excerpt(expected->text), excerpt(got->text), got_tokens.count));
    }
}

}  // namespace judge
