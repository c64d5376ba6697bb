/*
 * A package's output validator, run through the same run_program as solutions (as external.cpp runs a
 * testlib checker). The protocol is the problem package format's (Kattis, ICPC), as problemtools runs it
 * (problemtools/judge/validate.py: feedback_dir + os.sep, the team's output on stdin, exit 42 or 43, any
 * other ending a judge error).
 * One TempFolder per call holds three things, so that nothing of one call is seen by the next:
 *   work/      the validator's working folder and HOME
 *   feedback/  feedback_dir, empty when it starts; judgemessage.txt is read from here
 *   report     its stdout and stderr, one file, in order (outside work/, where it might be overwritten)
 * Only the head of judgemessage.txt and of the report is read: a validator may write up to the output limit.
 * Status: unit-tested (tests/test_output_validator.cpp).
 */
#include "judge/checkers/output_validator.hpp"

#include <fmt/format.h>
#include <string.h>

#include <csignal>
#include <fstream>

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
        fs::create_directory(feedback);
        RunSpec spec;
        // It runs in work/: every file is named by an absolute path.
        spec.argv = command;
        if (fs::path program(command[0]); program.is_relative() && command[0].find('/') != std::string::npos)
            spec.argv[0] = fs::absolute(program).string();
        spec.argv.push_back(fs::absolute(input).string());
        spec.argv.push_back(fs::absolute(answer).string());
        spec.argv.push_back(feedback.string() + "/");
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
        RunResult run = run_program(spec);
        if (!run.started) return fail(fmt::format("{} did not start: {}", name, run.error));

        std::string said = summary_of(read_head(feedback / "judgemessage.txt", kHeadBytes));
        if (said.empty()) said = summary_of(read_head(report, kHeadBytes));
        const std::string colon_said = said.empty() ? "" : ": " + said;
        if (run.wall_timeout || run.signal == SIGXCPU || run.tree_cpu_exceeded)
            return fail(fmt::format("{} ran over {:g} s", name, options.time_limit_ms / 1000));
        if (run.signal == SIGXFSZ)
            return fail(fmt::format("{} wrote more than {} KB to a file (stdout, stderr or feedback) and was killed{}",
                                    name, options.output_kb, colon_said));
        if (run.signal != 0) return fail(fmt::format("{} was killed by {}{}", name, signal_name(run.signal), colon_said));
        if (run.exit_code == kAccepted) return {CheckStatus::AC, said};
        if (run.exit_code == kWrongAnswer)
            return {CheckStatus::WA, said.empty() ? fmt::format("rejected by the {} (it said nothing)", name) : said};
        return fail(fmt::format("{} exited with code {} (expected 42 accepted or 43 wrong answer){}", name,
                                run.exit_code, colon_said));
    } catch (const JudgeError& e) {
        return fail(fmt::format("{}: {}", name, e.what()));
    } catch (const fs::filesystem_error& e) {
        return fail(fmt::format("{}: {}", name, e.what()));
    }
}

}  // namespace judge
