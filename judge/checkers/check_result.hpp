// checkers/: compare a program's output with the expected answer, or check it on its own (sudoku); one
// file per checker, and the dispatch (checker.hpp). Uses grid/, sandbox/ and util/.
// What a checker says: its own header, so that each checker and the dispatch above them share it without
// including each other.
#pragma once
#include <string>

namespace judge {

enum class CheckStatus { AC, PE, WA, FAIL };  // FAIL: the checker itself broke (judge error)
struct CheckResult {
    CheckStatus status = CheckStatus::AC;
    std::string message;  // where and why, e.g. "case 3, row 4, column 7: 5 repeats in the box"
};

}  // namespace judge
