// The external checker, run through the same run_program as solutions.
#include "judge/checkers/external.hpp"

#include <fmt/format.h>

#include <csignal>

#include "judge/sandbox/launcher.hpp"
#include "judge/sandbox/run.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/temp_folder.hpp"
#include "judge/util/text.hpp"

namespace fs = std::filesystem;

namespace judge {
namespace {

constexpr double kTimeLimitMs = 10000;  // CPU and wall clock; a checker reads three files and compares
constexpr long kReportLimitKb = 1024;
constexpr long kMemoryKb = 1024 * 1024;  // all its processes (the sandbox's cap) and each one's address space

CheckResult fail(std::string message) { return {CheckStatus::FAIL, std::move(message)}; }

}  // namespace

CheckResult check_external(const fs::path& checker, const fs::path& input, const fs::path& output,
                           const fs::path& answer, bool isolate) {
    std::string name = checker.filename().string();
    try {
        TempFolder folder("judge-checker");
        RunSpec spec;
        // Decided here, not left to run_program: its arguments name the files differently in the sandbox, where
        // it gets them as sealed copies (descriptors 3, 4, 5: input, output, answer) and sees its own build and
        // nothing else; where the sandbox should be and cannot start, the check fails, never runs outside.
        const bool sandboxed = isolate && sandbox_state().available;
        if (sandboxed) {
            spec.argv = {fs::absolute(checker).string(), "/proc/self/fd/3", "/proc/self/fd/4", "/proc/self/fd/5"};
            spec.passed_files = {fs::absolute(input).string(), fs::absolute(output).string(), fs::absolute(answer).string()};
            spec.max_processes = kMaxProcesses;
            spec.memory_cap_kb = kMemoryKb;
            spec.isolate = true;
        } else {
            // Outside the sandbox it runs in its own folder: the files are named by absolute paths.
            spec.argv = {checker.string(), fs::absolute(input).string(), fs::absolute(output).string(),
                         fs::absolute(answer).string()};
        }
        spec.address_space_kb = kMemoryKb;
        spec.env = minimal_environment(folder.path);
        spec.workdir = folder.path.string();
        spec.stdout_path = (folder.path / "report").string();
        spec.stderr_path = spec.stdout_path;
        spec.cpu_limit_ms = kTimeLimitMs;
        spec.wall_limit_ms = kTimeLimitMs;
        spec.output_limit_kb = kReportLimitKb;
        RunResult run = run_program(spec);
        if (!run.started) return fail("checker: " + run.error);
        if (run.process_limit_hit)
            return fail(fmt::format("checker {} started more processes and threads than the limit ({}): stopped", name,
                                    run.max_processes));
        std::string said = summary_of(read_text(spec.stdout_path));
        if (run.wall_timeout || run.signal == SIGXCPU)
            return fail(fmt::format("checker {} ran over {} s", name, kTimeLimitMs / 1000));
        if (run.signal != 0)
            return fail(fmt::format("checker {} killed by signal {}{}", name, run.signal, said.empty() ? "" : ": " + said));
        switch (run.exit_code) {
            case 0: return {CheckStatus::AC, said};
            case 1: return {CheckStatus::WA, said};
            case 2: return {CheckStatus::PE, said};
            default:
                return fail(fmt::format("checker {} exited with code {}{}", name, run.exit_code,
                                        said.empty() ? "" : ": " + said));
        }
    } catch (const JudgeError& e) {
        return fail(fmt::format("checker {}: {}", name, e.what()));
    }
}

}  // namespace judge
