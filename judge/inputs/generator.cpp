// A user's test generator (generator.hpp): built once, run once per seed through run_program.
#include "judge/inputs/generator.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <csignal>

#include "judge/compile.hpp"
#include "judge/formats/package_programs.hpp"
#include "judge/problem.hpp"
#include "judge/sandbox/run.hpp"
#include "judge/verdict.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/temp_folder.hpp"
#include "judge/util/text.hpp"

namespace fs = std::filesystem;

namespace judge {
namespace {

constexpr double kGeneratorLimitMs = 10000;
constexpr long kGeneratorOutputKb = 64 * 1024;

}  // namespace

std::vector<std::string> build_generator(const fs::path& program, const fs::path& cache_root, bool isolate) {
    std::error_code error;
    if (!fs::is_regular_file(program, error))
        throw JudgeError(fmt::format("--generator {}: no such file", program.string()));
    const std::string language = language_of(program);
    if (language == "c" || language == "cpp" || language == "python" || program.extension() == ".sh")
        return build_package_program(program, cache_root, isolate);
    if (::access(program.c_str(), X_OK) != 0)
        throw JudgeError(fmt::format("--generator {}: expected a C, C++, Python 3 or Bash source, or an executable "
                                     "file (this one is neither)", program.string()));
    return {fs::absolute(program).lexically_normal().string()};
}

void run_generator(const std::vector<std::string>& command, const std::string& name, std::uint64_t seed,
                   const fs::path& input, bool isolate) {
    TempFolder folder("judge-generator");
    RunSpec spec;
    spec.argv = command;
    spec.argv.push_back(std::to_string(seed));
    spec.env = minimal_environment(folder.path);
    spec.workdir = folder.path.string();
    spec.stdout_path = fs::absolute(input).string();
    spec.stderr_path = (folder.path / "stderr").string();
    spec.cpu_limit_ms = kGeneratorLimitMs;
    spec.wall_limit_ms = kGeneratorLimitMs;
    spec.stack_kb = 1 << 20;
    spec.output_limit_kb = kGeneratorOutputKb;
    // A program someone handed the judge: in the sandbox, as a solution runs (its build shown, nothing else).
    spec.isolate = isolate;
    spec.max_processes = 64;
    RunResult run = run_program(spec);
    const std::string what = fmt::format("the generator {} on seed {}", name, seed);
    if (!run.started) throw JudgeError(fmt::format("{}: {}", what, run.error));
    std::string said = printable_excerpt(trim(run.stderr_head), 300);
    said = said.empty() ? "" : ": " + said;
    if (run.process_limit_hit)
        throw JudgeError(fmt::format("{}: started more processes and threads than the limit ({})", what, run.max_processes));
    if (run.wall_timeout || run.signal == SIGXCPU || run.tree_cpu_exceeded)
        throw JudgeError(fmt::format("{}: ran over {:g} s", what, kGeneratorLimitMs / 1000));
    if (run.output_limit_exceeded)
        throw JudgeError(fmt::format("{}: printed over {} MB", what, kGeneratorOutputKb / 1024));
    if (run.signal != 0) throw JudgeError(fmt::format("{}: killed by {}{}", what, signal_name(run.signal), said));
    if (run.exit_code != 0) throw JudgeError(fmt::format("{}: exited with {}{}", what, run.exit_code, said));
    if (fs::file_size(input) == 0) throw JudgeError(fmt::format("{}: printed nothing", what));
}

}  // namespace judge
