// Checkers: compare a program's output with the expected answer, or check it on its own (sudoku).
#pragma once
#include <filesystem>
#include <string>
#include <string_view>

#include "verdict.hpp"

namespace judge {

// Byte for byte.
CheckResult check_exact(std::string_view output, std::string_view answer);
// NYOJ's rule: on each line trailing spaces, tabs and CR are ignored; blank lines at the end are ignored.
// A difference in spaces inside a line only is PE; any other difference is WA. Messages point to the
// place: "line 4, column 7: expected '5', got '3'".
CheckResult check_lines(std::string_view output, std::string_view answer);
// Whitespace-separated tokens compared one by one.
CheckResult check_tokens(std::string_view output, std::string_view answer);

// How puzzles and answers are written: NYOJ's (a count, then grids of digits with 0 for empty, in the
// input; grids of digits in the output) or LeetCode's (one board a line: [["5","3",".",...],...]).
enum class GridFormat { NYOJ, LeetCode };

// Accepts any valid completion of each input grid, in order, multi-case. Where the answer file says a
// case has no solution (a line that is not a grid, e.g. "No solution"), the output must say the same.
// WA messages locate the fault: "case 3, row 4, column 7: 5 repeats in the box", "case 2: clue at row 1,
// column 3 changed from 5 to 4", "case 4: missing (output has 3 grids, input has 4)".
CheckResult check_sudoku(std::string_view input, std::string_view output, std::string_view answer,
                         GridFormat format);

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
