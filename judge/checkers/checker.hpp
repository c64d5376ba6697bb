// checkers/: compare a program's output with the expected answer, or check it on its own (sudoku); one
// file per checker, and this dispatch. Uses grid/, sandbox/ (the external checker runs there) and util/.
// Which checker a problem uses, and run_checker, the dispatch on it (what a checker says: check_result.hpp).
#pragma once
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "judge/checkers/check_result.hpp"
#include "judge/grid/format.hpp"

namespace judge {

// Default and OutputValidator are a problem package's (formats/package.hpp): the format's default output validator
// with its flags, and a package's own validator program (exit 42 or 43); our problem.yaml names neither.
enum class CheckerKind { Exact, Lines, Tokens, Sudoku, External, Default, OutputValidator };

std::string_view checker_name(CheckerKind kind);                  // "lines", as problem.yaml writes it
std::optional<CheckerKind> parse_checker_kind(std::string_view name);
// Whether the checker compares the output with the answer file as text (exact, lines, tokens), so that only
// the answer written there is right, not any valid completion (UVa 989's smallest one, POJ 3074's).
inline bool compares_with_the_answer(CheckerKind kind) {
    return kind == CheckerKind::Exact || kind == CheckerKind::Lines || kind == CheckerKind::Tokens;
}

struct CheckerSpec {
    CheckerKind kind = CheckerKind::Lines;
    std::filesystem::path external;            // External: the checker program (built by the judge)
    GridFormat grid_format = GridFormat::NYOJ;  // Sudoku: how inputs and answers are written
    // Default: the problem's flags (legacy validator_flags); a test's own follow them (TestCase::validator_args).
    std::vector<std::string> flags;
    // OutputValidator: the command that runs the built validator (external names its source until then).
    std::vector<std::string> command;
};

// Reads the three files and runs the spec's checker on them; `args` are the test's own validator flags
// (TestCase::validator_args). A file that cannot be read is FAIL. `isolate`: a package's output validator runs
// in the sandbox (output_validator.hpp), where the kernel allows; false with --no-isolation.
CheckResult run_checker(const CheckerSpec& spec, const std::filesystem::path& input,
                        const std::filesystem::path& output, const std::filesystem::path& answer,
                        const std::vector<std::string>& args = {}, bool isolate = true);

}  // namespace judge
