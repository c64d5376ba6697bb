// inputs/: a problem's inputs made and checked: a generator's run (stress, a package's generators) and the
// input validators' run (judge validate). It uses formats/, the pipeline and below; cli/ uses it.
// Input validation (Kattis' input_validators, Polygon's validators): every input of a problem's groups
// must satisfy the statement, and every input of invalid/ must not.
#pragma once
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "judge/problem.hpp"

namespace judge {

// What one validator program said about one input. Kattis' convention: exit 42 valid, 43 invalid, with
// "LINE: what" (or "LINE:COLUMN: what") on stdout; anything else is a broken validator.
enum class InputStatus { Valid, Invalid, Broken };

struct ValidatorVerdict {
    InputStatus status = InputStatus::Valid;
    std::string message;  // Invalid: "<input>:<LINE>: what"; Broken: what went wrong; Valid: ""
};

// The pure part: a validator's run (exit status, or the signal that ended it, and what it printed) as a
// verdict about `input`. The validator's "LINE: what" is put after the input's path.
// `time_limit_ms`: the run's limit, for the message of a run over it.
ValidatorVerdict validator_verdict(const std::filesystem::path& input, int exit_code, int signal, bool timed_out,
                                   const std::string& printed, double time_limit_ms = 30000);

struct InputCheck {
    std::filesystem::path input;
    bool judged = true;     // an input of sample/, secret/ or hard/ (must be valid); false: of invalid/
    ValidatorVerdict verdict;  // the first validator's word that is not Valid, or Valid
    bool ok() const {
        return verdict.status != InputStatus::Broken && (verdict.status == InputStatus::Valid) == judged;
    }
};

struct ValidateOptions {
    std::function<void(const InputCheck&)> on_checked;  // each input's check as soon as it is made
    double time_limit_ms = 30000;  // each validator run's (a validator may count the solutions of 99 hard grids)
    bool isolate = true;           // validators built and run in the sandbox (where the machine gives one)
};

// Builds the problem's validators (input_validators/*.cpp; a package's: C, C++, Python 3 or Bash files or folders, run in
// the sandbox) and runs every one on every input: the judged
// groups' inputs, then invalid/'s. Throws JudgeError when the problem has no validator or one does not
// compile. A validator that runs over the time limit on two inputs is taken as broken: the inputs left are
// not run (each would cost the same), and their checks say so.
std::vector<InputCheck> validate_inputs(const Problem& problem, const std::filesystem::path& cache_root,
                                        const ValidateOptions& options = {});

// The same, one input at a time (stress checks each candidate of a shrinking case): the validators built
// once, each as the command that runs it; then one input through each, the first word that is not Valid
// (or Valid). Throws JudgeError as validate_inputs does.
using BuiltValidators = std::vector<std::vector<std::string>>;
BuiltValidators build_validators(const Problem& problem, const std::filesystem::path& cache_root, bool isolate = true);
ValidatorVerdict check_input(const Problem& problem, const BuiltValidators& built, const std::filesystem::path& input,
                             const ValidateOptions& options = {});

}  // namespace judge
