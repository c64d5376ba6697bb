// checkers/: compare a program's output with the expected answer, or check it on its own (sudoku); one
// file per checker, and the dispatch (checker.hpp). Uses grid/, sandbox/ (this checker runs there) and util/.
// A problem package's own output validator, run by the package format's protocol (Kattis, ICPC):
// `command... input answer feedback_dir/ [args...] < output`, exit 42 accepted, 43 wrong answer.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "judge/checkers/check_result.hpp"

namespace judge {

// How an output validator runs; the defaults suit a validator of a package that says nothing.
struct OutputValidatorOptions {
    double time_limit_ms = 10000;     // CPU and wall clock
    // RLIMIT_AS, a backstop against a runaway validator (problemtools' default validation_memory, 1 GiB,
    // is its RLIMIT_AS too); 0: none (a JVM reserves more than it uses). The stack may be as large.
    long memory_kb = 1024 * 1024;
    // RLIMIT_FSIZE: every file it writes, stdout and stderr (one file) and judgemessage.txt alike; over it
    // the validator gets SIGXFSZ, and that is a FAIL.
    long output_kb = 16 * 1024;
    std::string name;                 // how messages name it; "": the file names of `command`'s words
    // In the sandbox, where the kernel allows (sandbox/launcher.hpp), as a solution runs; false: outside it
    // (--no-isolation), as the judge's user.
    bool isolate = true;
};

// Runs `command... input answer feedback_dir/ args... < output` through run_program (sandbox/run.hpp), in a
// minimal environment, in a working folder of its own; feedback_dir is a fresh empty folder of each call,
// passed with a trailing '/' as problemtools passes it (validators write feedback_dir + "judgemessage.txt").
// In the sandbox (options.isolate, and the sandbox on here) it runs as a solution does: its own uid, no
// network, a minimal root showing /usr, the libraries and the folder of its program (command[0], or the
// script an interpreter runs) and nothing else of the machine; at most kMaxProcesses processes and threads,
// the memory cap of the whole tree; input and answer are sealed copies it reads as /proc/self/fd/3 and
// /proc/self/fd/4, feedback_dir is /box/feedback/ (its working folder is /box), and judgemessage.txt is
// copied out of it after the run. Outside the sandbox: input, output and answer are made absolute, and so is
// command[0] when it is a relative path with a '/'; the command's other words are passed as they are
// (absolute paths, then), and feedback_dir is a temporary folder of the judge's.
// Exit 42: AC; 43: WA (never PE); any other exit code, a signal, running over the time limit or past the
// sandbox's process or memory limit, or not starting: FAIL, naming the validator and what happened. The
// message: the first non-blank lines of feedback_dir/judgemessage.txt, trimmed and joined ("; "), else those
// of what it printed (stdout and stderr, in order).
CheckResult check_output_validator(const std::vector<std::string>& command, const std::filesystem::path& input,
                                   const std::filesystem::path& output, const std::filesystem::path& answer,
                                   const std::vector<std::string>& args, const OutputValidatorOptions& options = {});

}  // namespace judge
