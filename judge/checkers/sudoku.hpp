// checkers/: compare a program's output with the expected answer, or check it on its own (sudoku); one
// file per checker, and this dispatch. Uses grid/, sandbox/ (the external checker runs there) and util/.
// The sudoku checker: any valid completion of each input grid is right, as a special judge would say.
#pragma once
#include <string_view>

#include "judge/checkers/check_result.hpp"
#include "judge/grid/format.hpp"

namespace judge {

// Accepts any valid completion of each input grid, in order, multi-case. Where the answer file says a
// case has no solution (a line that is not a grid, e.g. "No solution"), the output must say the same.
// WA messages locate the fault: "case 3, row 4, column 7: 5 repeats in the box", "case 2, row 1,
// column 3: clue 5 was changed to 4", "case 4: missing (the output has 3 grids, the input 4)",
// "extra output after case 4". Malformed input or answer files (the testdata's fault) are FAIL.
// NYOJ grids may be written as digits separated by any whitespace or as 9-digit rows, but NYOJ compares
// text, so a right grid laid out otherwise than 9 lines of 9 digits separated by single spaces is PE.
CheckResult check_sudoku(std::string_view input, std::string_view output, std::string_view answer,
                         GridFormat format);

// A sudoku output checked against the rules alone, with no answer file: the problem's own checker
// (check_sudoku) with an answer made here, so that its every rule holds (the case, row and column of a wrong
// cell; extra or missing output; the judge's layout, PE). The answer of a case is the program's own grid
// where that is a valid completion of the puzzle, else the first solution a search finds: the sudoku checker
// takes any valid completion, so which one is beside the point. AC, PE or WA as check_sudoku says; FAIL when
// it cannot be checked here, the reason in the message: the input does not read in `format`, or a case has
// no solution (every sudoku problem's statement promises one; what to print for it is in the judge's answer
// file, which only --answer gives). Pure; the search may take long only on a 16×16 puzzle the output got wrong.
CheckResult check_sudoku_by_rules(std::string_view input, std::string_view output, GridFormat format);

}  // namespace judge
