/*
 * The sudoku checker: any valid completion of each input grid, of any side (grid/rules.hpp). WA messages
 * name the case, row and column.
 * Status: unit-tested (tests/test_sudoku_checker.cpp), fuzzed (tests/fuzz/fuzz_check_sudoku.cpp).
 */
#include "judge/checkers/sudoku.hpp"

#include <fmt/format.h>

#include <optional>
#include <string>
#include <vector>

#include "judge/checkers/diff.hpp"
#include "judge/grid/generate.hpp"
#include "judge/grid/rules.hpp"
#include "judge/util/error.hpp"
#include "judge/util/text.hpp"

namespace judge {
namespace {

CheckResult fail(std::string message) { return {CheckStatus::FAIL, std::move(message)}; }
CheckResult wrong(std::string message) { return {CheckStatus::WA, std::move(message)}; }

// The output ended before case `case_number` (1-based) of `cases`, after `grids` grids.
CheckResult missing_case(std::size_t case_number, std::size_t grids, std::size_t cases) {
    return wrong(fmt::format("case {}: missing (the output has {} grid{}, the input {})", case_number, grids,
                             grids == 1 ? "" : "s", cases));
}

// Reads a program's NYOJ or POJ 2676 output case by case: digit tokens feed grids one cell a digit; a text case is
// the next non-blank line.
class DigitOutputReader {
public:
    explicit DigitOutputReader(std::string_view text) : text_(text) {}

    bool at_end() {
        skip_space();
        return position_ == text_.size();
    }
    // The rest of the current line, trimmed; the reader moves to the next line.
    std::string_view next_line() {
        skip_space();
        std::size_t end = text_.find('\n', position_);
        if (end == std::string_view::npos) end = text_.size();
        std::string_view line = trim(text_.substr(position_, end - position_));
        position_ = end;
        return line;
    }
    // The next cell of a grid: a digit character, or the whole token when it holds something else.
    std::string_view next_cell() {
        skip_space();
        if (position_ < text_.size() && is_digit(text_[position_])) return text_.substr(position_++, 1);
        std::size_t start = position_;
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

std::optional<std::string> case_error(std::size_t case_number, std::optional<std::string> error) {
    if (!error) return std::nullopt;
    return fmt::format("case {}, {}", case_number, *error);
}

// NYOJ's and POJ 2676's output: grids of digits, a cell a digit, whatever the spaces between them. The
// cells are read leniently (so a WA can say where the grid is wrong), then the layout is held to the
// judge's text for the same grids: NYOJ's 9 lines of 9 digits separated by single spaces (a text case as
// its line), under NYOJ's own line rule; POJ 2676's 9 lines of 9 digits, nothing between them and nothing
// between two grids, byte for byte but for empty lines after the last, which POJ forgives (as for 3076).
CheckResult check_sudoku_digits(const std::vector<std::string>& puzzles, const std::vector<GridCase>& answers,
                                std::string_view output, GridFormat format) {
    DigitOutputReader reader(output);
    std::string judge_text;  // the online judge's text: NYOJ's or POJ 2676's
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        std::size_t case_number = k + 1;
        if (reader.at_end()) {
            if (!answers[k].is_grid)
                return wrong(fmt::format("case {}: missing, expected '{}'", case_number, excerpt(answers[k].text)));
            return missing_case(case_number, k, puzzles.size());
        }
        if (!answers[k].is_grid) {
            std::string_view line = reader.next_line();
            if (line != answers[k].text)
                return wrong(fmt::format("case {}: expected '{}', got '{}'", case_number, excerpt(answers[k].text),
                                         excerpt(line)));
            judge_text += answers[k].text + "\n";
            continue;
        }
        std::string grid;
        while (grid.size() < 81) {
            if (reader.at_end())
                return wrong(fmt::format("case {}: the output ends after {} of 81 cells", case_number, grid.size()));
            std::string_view cell = reader.next_cell();
            if (cell.size() != 1) {
                if (grid.empty())
                    return wrong(fmt::format("case {}: expected a grid, got '{}'", case_number, excerpt(cell)));
                return wrong(fmt::format("case {}, {}: expected a digit 1-9, got '{}'", case_number,
                                         cell_name(grid.size()), excerpt(cell)));
            }
            grid += cell[0];
        }
        if (auto error = case_error(case_number, sudoku_completion_error(puzzles[k], grid))) return wrong(*error);
        judge_text += write_answers({grid}, format);
    }
    if (!reader.at_end())
        return wrong(fmt::format("extra output after case {}: '{}'", puzzles.size(), excerpt(reader.rest())));
    if (format == GridFormat::POJ2676) {
        std::string_view compared = output;
        while (compared.size() >= 2 && compared.ends_with("\n\n")) compared.remove_suffix(1);
        if (CheckResult layout = check_exact(compared, judge_text); layout.status != CheckStatus::AC)
            return {CheckStatus::PE, fmt::format("the grids are right but laid out otherwise than POJ 2676's: {} (9 "
                                                 "lines of 9 digits, nothing between two grids)", layout.message)};
    } else if (CheckResult layout = check_lines(output, judge_text); layout.status != CheckStatus::AC) {
        return {CheckStatus::PE, fmt::format("the grids are right but NYOJ compares text: {} (9 lines of 9 digits "
                                             "separated by single spaces)", layout.message)};
    }
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

// LeetCode's output, or the line format: one grid (or line of text) a line.
CheckResult check_sudoku_lines(const std::vector<std::string>& puzzles, const std::vector<GridCase>& answers,
                               std::string_view output, GridFormat format) {
    LineCursor lines(output);
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        std::size_t case_number = k + 1;
        std::optional<std::string_view> line = next_non_blank(lines);
        if (!line) {
            if (!answers[k].is_grid)
                return wrong(fmt::format("case {}: missing, expected '{}'", case_number, excerpt(answers[k].text)));
            return missing_case(case_number, k, puzzles.size());
        }
        if (!answers[k].is_grid) {
            if (*line != answers[k].text)
                return wrong(fmt::format("case {}: expected '{}', got '{}'", case_number, excerpt(answers[k].text),
                                         excerpt(*line)));
            continue;
        }
        std::string grid;
        try {
            if (format == GridFormat::LeetCode) grid = read_leetcode_board(*line);
            else if (line->size() == 81) grid = std::string(*line);
            else throw JudgeError(fmt::format("expected a grid of 81 characters, got '{}'", excerpt(*line)));
        } catch (const JudgeError& e) {
            return wrong(fmt::format("case {}: {}", case_number, e.what()));
        }
        if (auto error = case_error(case_number, sudoku_completion_error(puzzles[k], grid))) return wrong(*error);
    }
    if (std::optional<std::string_view> extra = next_non_blank(lines))
        return wrong(fmt::format("extra output after case {}: '{}'", puzzles.size(), excerpt(*extra)));
    return {CheckStatus::AC, fmt::format("{} case{}", puzzles.size(), puzzles.size() == 1 ? "" : "s")};
}

// POJ 3076's and UVa 989's output: the cases read leniently (a grid of the puzzle's side, or a line of text),
// each checked against its puzzle; then, the grids being right, the layout is held to the judge's text byte
// for byte (the empty line between two cases, none after the last), as those judges compare text. POJ
// forgives empty lines after the last case (docs/judges/poj.md: three accepted programs print one, and one
// author's resubmissions went PE with none and PE with one before every grid, AC with one after every grid).
CheckResult check_sudoku_cases(const std::vector<std::string>& puzzles, const std::vector<GridCase>& answers,
                               std::string_view output, GridFormat format) {
    // One case past the input's is enough to say "extra output": the rest of the output is not kept.
    std::vector<GridCase> cases = read_cases_leniently(output, format, puzzles.size() + 1);
    std::string judge_text;  // what the judge's own text would be: the cases, an empty line between two
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        const std::size_t case_number = k + 1;
        if (k >= cases.size()) {
            if (!answers[k].is_grid)
                return wrong(fmt::format("case {}: missing, expected '{}'", case_number, excerpt(answers[k].text)));
            return wrong(fmt::format("case {}: missing (the output has {} case{}, the input {})", case_number,
                                     cases.size(), cases.size() == 1 ? "" : "s", puzzles.size()));
        }
        const GridCase& got = cases[k];
        if (!answers[k].is_grid) {
            if (got.is_grid || got.text != answers[k].text)
                return wrong(fmt::format("case {}: expected '{}', got {}", case_number, excerpt(answers[k].text),
                                         got.is_grid ? "a grid" : "'" + excerpt(got.text) + "'"));
            judge_text += (k ? "\n" : "") + answers[k].text + "\n";
            continue;
        }
        const std::size_t cells = puzzles[k].size();
        if (!got.is_grid)
            return wrong(fmt::format("case {}: expected a grid of {} rows, got '{}'", case_number,
                                     side_of(cells), excerpt(got.text)));
        if (got.cells.size() != cells)
            return wrong(fmt::format("case {}: expected a grid of {} rows, got one of {}", case_number, side_of(cells),
                                     side_of(got.cells.size())));
        if (std::size_t written = cells_before_padding(got.cells); written < cells)
            return wrong(fmt::format("case {}: the output ends after {} of {} cells", case_number, written, cells));
        if (auto error = case_error(case_number, sudoku_completion_error(puzzles[k], got.cells))) return wrong(*error);
        judge_text += (k ? "\n" : "") + write_answers({got.cells}, format);
    }
    if (cases.size() > puzzles.size()) {
        const GridCase& extra = cases[puzzles.size()];
        return wrong(fmt::format("extra output after case {}: '{}'", puzzles.size(),
                                 excerpt(extra.is_grid ? extra.cells.substr(0, 16) : extra.text)));
    }
    // Whitespace alone differs: PE. Anything else the lenient reading let through (a row with a token too many)
    // is WA, as the judge's text comparison would say.
    std::string_view compared = output;
    if (format == GridFormat::POJ16)
        while (compared.size() >= 2 && compared.ends_with("\n\n")) compared.remove_suffix(1);
    if (CheckResult layout = check_exact(compared, judge_text); layout.status == CheckStatus::PE)
        return {CheckStatus::PE, fmt::format("the grids are right but {} compares text: {}", format_title(format),
                                             layout.message)};
    else if (layout.status != CheckStatus::AC)
        return wrong(layout.message);
    return {CheckStatus::AC, fmt::format("{} case{}", puzzles.size(), puzzles.size() == 1 ? "" : "s")};
}

}  // namespace

CheckResult check_sudoku(std::string_view input, std::string_view output, std::string_view answer,
                         GridFormat format) {
    std::vector<std::string> puzzles;
    std::vector<GridCase> answers;
    try {
        puzzles = read_puzzles(input, format, "input");
        answers = read_answers(answer, format, "answer");
    } catch (const JudgeError& e) {
        return fail(e.what());
    }
    if (answers.size() != puzzles.size())
        return fail(fmt::format("answer: has {} cases, the input {}", answers.size(), puzzles.size()));
    for (std::size_t k = 0; k < answers.size(); ++k) {
        if (!answers[k].is_grid) continue;
        if (auto error = sudoku_completion_error(puzzles[k], answers[k].cells))
            return fail(fmt::format("answer: case {}, {}", k + 1, *error));
    }
    switch (format) {
        case GridFormat::NYOJ:
        case GridFormat::POJ2676: return check_sudoku_digits(puzzles, answers, output, format);
        case GridFormat::POJ16:
        case GridFormat::UVa989:
        case GridFormat::HDU1426: return check_sudoku_cases(puzzles, answers, output, format);
        // The line formats are read as LeetCode's is: one grid (or one line of text) a line.
        case GridFormat::LeetCode:
        case GridFormat::POJ3074:
        case GridFormat::Line: break;
    }
    return check_sudoku_lines(puzzles, answers, output, format);
}

CheckResult check_sudoku_by_rules(std::string_view input, std::string_view output, GridFormat format) {
    std::vector<std::string> puzzles;
    try {
        puzzles = read_puzzles(input, format, "input");
    } catch (const JudgeError& error) {
        return {CheckStatus::FAIL, fmt::format("the input does not read as {} input ({}): its output cannot be "
                                               "checked", format_title(format), error.what())};
    }
    if (puzzles.empty()) return {CheckStatus::FAIL, "the input holds no puzzle"};
    const std::vector<GridCase> got = read_cases_leniently(output, format, puzzles.size() + 1);
    std::vector<std::string> answers;
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        const bool right = k < got.size() && got[k].is_grid && got[k].cells.size() == puzzles[k].size() &&
                           !sudoku_completion_error(puzzles[k], got[k].cells);
        if (right) {
            answers.push_back(got[k].cells);
            continue;
        }
        std::string first;
        if (count_solutions(puzzles[k], 1, &first) == 0)
            return {CheckStatus::FAIL,
                    fmt::format("case {} has no solution: the statement promises one, and what to print for such a "
                                "case is the judge's answer file's to say (--answer FILE gives one)", k + 1)};
        answers.push_back(std::move(first));
    }
    CheckResult result = check_sudoku(input, output, write_answers(answers, format), format);
    if (result.status == CheckStatus::FAIL) result.message = "the checker could not check it: " + result.message;
    return result;
}

}  // namespace judge
