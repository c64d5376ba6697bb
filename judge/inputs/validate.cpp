// Input validation: each validator (a C++ program built once, cached; a package's as the format builds it)
// runs on each input through the same run_program as solutions, in its own folder, with the input on stdin; a
// package's in the sandbox.
#include "judge/inputs/validate.hpp"

#include <fmt/format.h>

#include <csignal>

#include "judge/compile.hpp"
#include "judge/formats/package_programs.hpp"
#include "judge/sandbox/run.hpp"
#include "judge/verdict.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/temp_folder.hpp"
#include "judge/util/text.hpp"

namespace fs = std::filesystem;

namespace judge {
namespace {

constexpr int kValid = 42, kInvalid = 43;       // Kattis' exit codes
constexpr long kMemoryKb = 1 << 20;
constexpr int kTimeoutsBeforeGivingUp = 2;       // runs over the limit after which a validator is broken

// `timed_out`: whether the run went over the limit (the caller counts those).
ValidatorVerdict run_validator(const std::vector<std::string>& validator, const fs::path& input, double time_limit_ms,
                               bool isolate, bool& timed_out) {
    TempFolder folder("judge-validator");
    RunSpec spec;
    spec.argv = validator;
    // A validator is its author's code, ours as a package's (a problem folder is someone's): in the sandbox, as a
    // solution runs (its build shown, nothing else), its input on stdin as a sealed copy.
    spec.isolate = isolate;
    spec.max_processes = 64;
    spec.env = minimal_environment(folder.path);
    spec.workdir = folder.path.string();
    spec.stdin_path = fs::absolute(input).string();
    spec.stdout_path = (folder.path / "said").string();
    spec.stderr_path = spec.stdout_path;
    spec.cpu_limit_ms = time_limit_ms;
    spec.wall_limit_ms = time_limit_ms;
    spec.stack_kb = kMemoryKb;
    spec.output_limit_kb = 1024;
    RunResult run = run_program(spec);
    timed_out = false;
    if (!run.started) return {InputStatus::Broken, fmt::format("{}: {}", validator.front(), run.error)};
    timed_out = run.wall_timeout || run.signal == SIGXCPU || run.tree_cpu_exceeded;
    return validator_verdict(input, run.exit_code, timed_out ? 0 : run.signal, timed_out, read_text(spec.stdout_path),
                             time_limit_ms);
}

}  // namespace

ValidatorVerdict validator_verdict(const fs::path& input, int exit_code, int signal, bool timed_out,
                                   const std::string& printed, double time_limit_ms) {
    std::string said;  // its first non-blank line
    for (std::string_view line : split_lines(printed)) {
        if (line = trim(line); !line.empty()) {
            said = printable_excerpt(line, 300);
            break;
        }
    }
    if (timed_out) return {InputStatus::Broken, fmt::format("the validator ran over {:g} s", time_limit_ms / 1000)};
    if (signal != 0) return {InputStatus::Broken, fmt::format("the validator was killed by {}", signal_name(signal))};
    if (exit_code == kValid) return {InputStatus::Valid, ""};
    if (exit_code == kInvalid) {
        // "12: what" or "12:3: what" becomes "<input>:12: what", as a compiler names a file's line.
        std::string where = said.empty() ? "rejected (the validator said nothing)" : said;
        bool starts_with_line = !said.empty() && said[0] >= '0' && said[0] <= '9';
        return {InputStatus::Invalid, input.string() + (starts_with_line ? ":" : ": ") + where};
    }
    return {InputStatus::Broken, fmt::format("the validator exited with {} (expected 42 valid or 43 invalid){}",
                                             exit_code, said.empty() ? "" : ": " + said)};
}

BuiltValidators build_validators(const Problem& problem, const fs::path& cache_root, bool isolate) {
    if (problem.validators.empty())
        throw JudgeError(fmt::format("{}: no input validator (expected {} exiting 42 for a valid input and 43 for "
                                     "an invalid one)", problem.dir.string(),
                                     problem.validators_by_format ? "a C, C++, Python 3 or Bash program in input_validators/"
                                                                  : "input_validators/*.cpp, a C++ program"));
    BuiltValidators built;  // each validator's command
    for (const fs::path& source : problem.validators)
        built.push_back(problem.validators_by_format ? build_package_program(source, cache_root, isolate)
                                                     : std::vector<std::string>{build_helper(source, cache_root, isolate).string()});
    return built;
}

ValidatorVerdict check_input(const Problem& problem, const BuiltValidators& built, const fs::path& input,
                             const ValidateOptions& options) {
    for (std::size_t v = 0; v < built.size(); ++v) {
        bool timed_out = false;
        ValidatorVerdict verdict = run_validator(built[v], input, options.time_limit_ms, options.isolate, timed_out);
        if (verdict.status == InputStatus::Broken)
            verdict.message = fmt::format("{}: {}: {}", input.string(), problem.validators[v].filename().string(),
                                          verdict.message);
        if (verdict.status != InputStatus::Valid) return verdict;
    }
    return {};
}

std::vector<InputCheck> validate_inputs(const Problem& problem, const fs::path& cache_root, const ValidateOptions& options) {
    const BuiltValidators built = build_validators(problem, cache_root, options.isolate);
    std::vector<InputCheck> checks;
    for (const TestCase& test : problem.tests) checks.push_back({test.input, true, {}});
    for (const fs::path& input : problem.invalid_inputs) checks.push_back({input, false, {}});
    std::vector<int> timeouts(built.size(), 0);
    for (InputCheck& check : checks) {
        for (std::size_t v = 0; v < built.size(); ++v) {
            const std::string name = problem.validators[v].filename().string();
            ValidatorVerdict verdict;
            if (timeouts[v] >= kTimeoutsBeforeGivingUp) {
                verdict = {InputStatus::Broken, fmt::format("{}: {}: not run: the validator ran over {:g} s on {} inputs "
                                                            "already", check.input.string(), name,
                                                            options.time_limit_ms / 1000, timeouts[v])};
            } else {
                bool timed_out = false;
                verdict = run_validator(built[v], check.input, options.time_limit_ms, options.isolate, timed_out);
                timeouts[v] += timed_out;
                if (verdict.status == InputStatus::Broken)
                    verdict.message = fmt::format("{}: {}: {}", check.input.string(), name, verdict.message);
            }
            if (verdict.status != InputStatus::Valid) {
                check.verdict = verdict;
                break;
            }
        }
        if (options.on_checked) options.on_checked(check);
    }
    return checks;
}

}  // namespace judge
