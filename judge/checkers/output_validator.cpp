/*
 * A package's output validator, run through the same run_program as solutions (as external.cpp runs a
 * testlib checker), and like them in the sandbox unless isolation is off. The protocol is the problem package
 * format's (Kattis, ICPC), as problemtools runs it (problemtools/judge/validate.py: feedback_dir + os.sep, the
 * team's output on stdin, exit 42 or 43, any other ending a judge error).
 * One TempFolder per call holds, so that nothing of one call is seen by the next:
 *   work/      the validator's working folder and HOME outside the sandbox (in it: /box, its own tmpfs)
 *   feedback/  feedback_dir outside the sandbox, empty when it starts; judgemessage.txt is read from here
 *   judgemessage.txt  in the sandbox: the head of /box/feedback/judgemessage.txt, which the launcher copies
 *              out after the run (a regular file only, never through a link), before it empties /box
 *   report     its stdout and stderr, one file, in order (outside work/, where it might be overwritten)
 * In the sandbox the validator reads its input and answer as /proc/self/fd/3 and 4: the judge passes sealed
 * copies of them (run_spec.hpp), so that it sees those two files and not the folders they are in (the
 * package's other answers), and cannot write to them whatever its uid.
 * Only the head of judgemessage.txt and of the report is read: a validator may write up to the output limit.
 * Status: unit-tested (tests/test_output_validator.cpp), in and out of the sandbox.
 */
#include "judge/checkers/output_validator.hpp"

#include <fmt/format.h>
#include <string.h>

#include <csignal>
#include <fstream>

#include "judge/sandbox/launcher.hpp"
#include "judge/sandbox/run.hpp"
#include "judge/util/error.hpp"
#include "judge/util/temp_folder.hpp"
#include "judge/util/text.hpp"

namespace fs = std::filesystem;

namespace judge {
namespace {

constexpr int kAccepted = 42, kWrongAnswer = 43;  // the package format's exit codes
constexpr std::size_t kHeadBytes = 64 * 1024;     // read of judgemessage.txt and the report: their head

CheckResult fail(std::string message) { return {CheckStatus::FAIL, std::move(message)}; }

// The first `max_bytes` of a file; "" when it is missing or unreadable (a validator need not write
// judgemessage.txt).
std::string read_head(const fs::path& path, std::size_t max_bytes) {
    std::ifstream in(path, std::ios::binary);
    std::string head(max_bytes, '\0');
    in.read(head.data(), static_cast<std::streamsize>(max_bytes));
    head.resize(static_cast<std::size_t>(in.gcount()));
    return head;
}

// How messages name the validator: the file names of its command's words ("python3 validate.py").
std::string name_of(const std::vector<std::string>& command) {
    std::string name;
    for (const std::string& word : command) {
        if (!name.empty()) name += ' ';
        std::string file = fs::path(word).filename().string();
        name += file.empty() ? word : file;
    }
    return printable_excerpt(name, 60);
}

}  // namespace

CheckResult check_output_validator(const std::vector<std::string>& command, const fs::path& input,
                                   const fs::path& output, const fs::path& answer,
                                   const std::vector<std::string>& args, const OutputValidatorOptions& options) {
    if (command.empty()) return fail("output validator: no command to run");
    const std::string name = "output validator " + (options.name.empty() ? name_of(command) : options.name);
    try {
        TempFolder folder("judge-output-validator");
        const fs::path work = folder.path / "work", feedback = folder.path / "feedback", report = folder.path / "report";
        fs::create_directory(work);
        // Decided here, not left to run_program: the validator's arguments name its files differently in the
        // sandbox. Where the sandbox should be and cannot start, the run fails (FAIL), never runs outside.
        const bool sandboxed = options.isolate && sandbox_state().available;
        RunSpec spec;
        spec.argv = command;
        if (fs::path program(command[0]); program.is_relative() && command[0].find('/') != std::string::npos)
            spec.argv[0] = fs::absolute(program).lexically_normal().string();
        if (sandboxed) {
            spec.argv.insert(spec.argv.end(), {"/proc/self/fd/3", "/proc/self/fd/4", "/box/feedback/"});
            spec.passed_files = {fs::absolute(input).string(), fs::absolute(answer).string()};
            spec.box_folder = "feedback";
            spec.collect_name = "judgemessage.txt";
            spec.collect_path = (folder.path / "judgemessage.txt").string();
            spec.collect_bytes = kHeadBytes;
            // Shown: the folders of its command's files (its build, an interpreter's script and prefix), not
            // those of its arguments, which are the package's words.
            spec.own_words = command.size();
            spec.max_processes = kMaxProcesses;
            spec.memory_cap_kb = options.memory_kb > 0 ? memory_cap_kb(options.memory_kb, options.output_kb) : 0;
        } else {
            fs::create_directory(feedback);
            spec.argv.push_back(fs::absolute(input).string());
            spec.argv.push_back(fs::absolute(answer).string());
            spec.argv.push_back(feedback.string() + "/");
        }
        spec.argv.insert(spec.argv.end(), args.begin(), args.end());
        spec.env = minimal_environment(work);
        spec.workdir = work.string();
        spec.stdin_path = fs::absolute(output).string();
        spec.stdout_path = report.string();
        spec.stderr_path = spec.stdout_path;
        spec.cpu_limit_ms = options.time_limit_ms;
        spec.wall_limit_ms = options.time_limit_ms;
        spec.address_space_kb = options.memory_kb;
        spec.stack_kb = options.memory_kb > 0 ? options.memory_kb : spec.stack_kb;
        spec.output_limit_kb = options.output_kb;
        spec.isolate = sandboxed;
        RunResult run = run_program(spec);
        if (!run.started) return fail(fmt::format("{} did not start: {}", name, run.error));

        std::string said = summary_of(read_head(sandboxed ? folder.path / "judgemessage.txt" : feedback / "judgemessage.txt", kHeadBytes));
        if (said.empty()) said = summary_of(read_head(report, kHeadBytes));
        const std::string colon_said = said.empty() ? "" : ": " + said;
        // What the sandbox stopped first decides, as for a solution (verdict.cpp): a fork bomb's refused forks
        // may also reach the memory cap or the CPU limit, but the cause was the forks.
        if (run.process_limit_hit)
            return fail(fmt::format("{} started more processes and threads than the limit ({}): stopped", name,
                                    run.max_processes));
        if (run.wall_timeout || run.signal == SIGXCPU || run.tree_cpu_exceeded)
            return fail(fmt::format("{} ran over {:g} s", name, options.time_limit_ms / 1000));
        if (run.memory_cap_hit)
            return fail(fmt::format("{} used more memory than the sandbox's cap ({} MB, all its processes) and was "
                                    "killed{}", name, spec.memory_cap_kb / 1024, colon_said));
        if (run.signal == SIGXFSZ)
            return fail(fmt::format("{} wrote more than {} KB to a file (stdout, stderr or feedback) and was killed{}",
                                    name, options.output_kb, colon_said));
        if (run.signal != 0) return fail(fmt::format("{} was killed by {}{}", name, signal_name(run.signal), colon_said));
        if (run.exit_code == kAccepted) return {CheckStatus::AC, said};
        if (run.exit_code == kWrongAnswer)
            return {CheckStatus::WA, said.empty() ? fmt::format("rejected by the {} (it said nothing)", name) : said};
        return fail(fmt::format("{} exited with code {} (expected 42 accepted or 43 wrong answer{}){}", name,
                                run.exit_code,
                                run.exit_code == 0 ? "; 0 is neither: the format's validators accept with exit 42" : "",
                                colon_said));
    } catch (const JudgeError& e) {
        return fail(fmt::format("{}: {}", name, e.what()));
    } catch (const fs::filesystem_error& e) {
        return fail(fmt::format("{}: {}", name, e.what()));
    }
}

}  // namespace judge
