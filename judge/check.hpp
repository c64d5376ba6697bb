// Checkers: compare a program's output with the expected answer, or check it on its own (sudoku).
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "verdict.hpp"

namespace judge {

// Byte for byte; PE when only whitespace differs. The message names the first differing byte's line and
// column: "line 2, column 3: expected '4\n', got '5\n'".
CheckResult check_exact(std::string_view output, std::string_view answer);
// NYOJ's rule: on each line trailing spaces, tabs and CR are ignored; blank lines at the end are ignored.
// A difference in spaces inside a line only is PE; any other difference is WA. Messages point to the
// place: "line 4, column 7: expected '5', got '3'".
CheckResult check_lines(std::string_view output, std::string_view answer);
// Whitespace-separated tokens compared one by one (never PE): "line 2, column 3: expected '4', got '9'
// (token 4)". Like every checker here it walks the output in place, never listing all its lines or tokens.
CheckResult check_tokens(std::string_view output, std::string_view answer);

// How puzzles and answers are written: NYOJ's (a count, then grids of digits with 0 for empty, in the
// input; grids of digits in the output) or LeetCode's (one board a line: [["5","3",".",...],...]).
enum class GridFormat { NYOJ, LeetCode };

// Accepts any valid completion of each input grid, in order, multi-case. Where the answer file says a
// case has no solution (a line that is not a grid, e.g. "No solution"), the output must say the same.
// WA messages locate the fault: "case 3, row 4, column 7: 5 repeats in the box", "case 2, row 1,
// column 3: clue 5 was changed to 4", "case 4: missing (the output has 3 grids, the input 4)",
// "extra output after case 4". Malformed input or answer files (the testdata's fault) are FAIL.
// NYOJ grids may be written as digits separated by any whitespace or as 9-digit rows; a "no solution"
// case is one line of text in the answer and must be the same line in the output.
CheckResult check_sudoku(std::string_view input, std::string_view output, std::string_view answer,
                         GridFormat format);

// Why `solution` is not a valid completion of `puzzle`, or nullopt when it is. Both are 81 cells row by
// row, one character each; in the puzzle '1'-'9' is a clue and '.' or '0' an empty cell. The first fault
// found: a cell that is not 1-9 ("row 2, column 5: expected a digit 1-9, got '.'") or a changed clue
// ("row 1, column 3: clue 5 was changed to 4"), in reading order; then, in reading order, a digit already
// seen in its row, column or box ("row 4, column 7: 5 repeats in the box"), naming the later of the two
// cells unless it is a clue.
std::optional<std::string> sudoku_completion_error(std::string_view puzzle, std::string_view solution);

// A piece of program output made safe for a one-line message: newlines, tabs, control bytes (C0, DEL, C1)
// and bytes that are not valid UTF-8 are escaped ("\n", "\x1b"), valid UTF-8 is kept; cut after
// max_chars characters, with "...".
std::string printable_excerpt(std::string_view text, size_t max_chars);

// testlib's convention: `checker input output answer`; exit 0 AC, 1 WA, 2 PE, anything else FAIL.
// Its stderr (first lines) becomes the message.
CheckResult check_external(const std::filesystem::path& checker, const std::filesystem::path& input,
                           const std::filesystem::path& output, const std::filesystem::path& answer);

struct CheckerSpec {
    std::string kind = "lines";            // exact | lines | tokens | sudoku | external
    std::filesystem::path external;        // kind == external: the checker program (built by the judge)
    GridFormat grid_format = GridFormat::NYOJ;
};

// Reads the three files and dispatches on spec.kind.
CheckResult run_checker(const CheckerSpec& spec, const std::filesystem::path& input,
                        const std::filesystem::path& output, const std::filesystem::path& answer);

}  // namespace judge
