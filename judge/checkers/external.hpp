// checkers/: compare a program's output with the expected answer, or check it on its own (sudoku); one
// file per checker, and this dispatch. Uses grid/, sandbox/ (the external checker runs there) and util/.
// The external checker: a problem's own program, testlib's convention.
#pragma once
#include <filesystem>

#include "judge/checkers/check_result.hpp"

namespace judge {

// Runs `checker input output answer` under limits (10 s of CPU and of wall clock, 1 GiB, a minimal environment,
// a temporary working folder); with `isolate`, in the sandbox as a package's output validator runs (its files
// as sealed copies, /proc/self/fd/3, 4 and 5; its own build and nothing else in view). Exit 0 AC, 1 WA, 2 PE,
// anything else FAIL. The first lines it printed (stdout and stderr, in order) become the message.
CheckResult check_external(const std::filesystem::path& checker, const std::filesystem::path& input,
                           const std::filesystem::path& output, const std::filesystem::path& answer,
                           bool isolate = true);

}  // namespace judge
