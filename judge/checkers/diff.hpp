// checkers/: compare a program's output with the expected answer, or check it on its own (sudoku); one
// file per checker, and this dispatch. Uses grid/, sandbox/ (the external checker runs there) and util/.
// The text checkers: the output against the answer file, byte by byte, line by line or token by token.
// Like every checker here they walk the output in place, never listing all its lines or tokens.
#pragma once
#include <string_view>

#include "judge/checkers/check_result.hpp"

namespace judge {

// Byte for byte; PE when only whitespace differs. The message names the first differing byte's line and
// column: "line 2, column 3: expected '4\n', got '5\n'".
CheckResult check_exact(std::string_view output, std::string_view answer);
// NYOJ's rule: on each line trailing spaces, tabs and CR are ignored; blank lines at the end are ignored.
// A difference in spaces inside a line only is PE; any other difference is WA. Messages point to the
// place: "line 4, column 7: expected '5', got '3'".
CheckResult check_lines(std::string_view output, std::string_view answer);
// Whitespace-separated tokens compared one by one (never PE): "line 2, column 3: expected '4', got '9'
// (token 4)".
CheckResult check_tokens(std::string_view output, std::string_view answer);

}  // namespace judge
