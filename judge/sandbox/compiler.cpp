// A compiler's run (compiler.hpp): run_program with the build limits, its messages kept and counted.
#include "judge/sandbox/compiler.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <tuple>

#include "judge/sandbox/run.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/temp_folder.hpp"
#include "judge/util/text.hpp"

namespace fs = std::filesystem;

namespace judge {
namespace {

// The interpreter `python3` starts, by its real path (a version manager's shim is a script that runs its
// manager, which the sandbox does not show): asked once, of the machine's own python3, outside the sandbox (no
// file of anyone's is run). "" when there is none.
std::string python_interpreter() {
    static const std::string found = [] {
        const std::string python = find_in_path("python3");
        if (python.empty()) return std::string();
        try {
            TempFolder folder("judge-python");
            RunSpec spec;
            spec.argv = {python, "-I", "-c", "import sys; print(sys.executable)"};
            spec.env = minimal_environment(folder.path);
            spec.workdir = folder.path.string();
            spec.stdout_path = (folder.path / "said").string();
            spec.stderr_path = (folder.path / "errors").string();
            spec.cpu_limit_ms = spec.wall_limit_ms = 10000;
            const RunResult run = run_program(spec);
            const std::string said(trim(read_text(spec.stdout_path)));
            return run.started && run.exit_code == 0 && run.signal == 0 && !said.empty() && said[0] == '/' ? said : python;
        } catch (const JudgeError&) {
            return python;
        }
    }();
    return found;
}

// What the compiler said, as the judge keeps it: the first kKeptCompilerBytes of its stdout, then of its stderr,
// and how many bytes more there were, from the files the run wrote (in a folder of the judge's the compiler never
// sees), opened with O_NOFOLLOW: at most kKeptCompilerBytes is read, whatever it printed.
std::pair<std::string, off_t> kept_output(int out, int errors) {
    std::string kept, text;
    off_t more = 0;
    for (int fd : {out, errors}) {
        struct stat info;
        if (fd < 0 || fstat(fd, &info) != 0) continue;
        const std::size_t room = kKeptCompilerBytes > kept.size() ? kKeptCompilerBytes - kept.size() : 0;
        text.assign(std::size_t(std::min<off_t>(info.st_size, off_t(room))), '\0');
        const ssize_t got = text.empty() ? 0 : pread(fd, text.data(), text.size(), 0);
        text.resize(got > 0 ? std::size_t(got) : 0);
        more += info.st_size - off_t(text.size());
        if (!text.empty()) kept += (kept.empty() ? "" : "\n") + text;
    }
    return {kept, more};
}

}  // namespace

CompilerRun run_compiler(std::vector<std::string> argv, const fs::path& dir, bool isolate,
                         const std::vector<std::string>& readable) {
    if (!argv.empty() && (argv[0] == "python3" || argv[0] == "python")) {
        if (const std::string python = python_interpreter(); !python.empty()) argv[0] = python;
    }
    TempFolder said("judge-compile");
    RunSpec spec;
    spec.argv = argv;
    spec.env = minimal_environment(dir);
    spec.workdir = dir.string();
    spec.stdout_path = (said.path / "out").string();
    spec.stderr_path = (said.path / "err").string();
    spec.cpu_limit_ms = kBuildCpuMs;
    spec.wall_limit_ms = kBuildWallMs;
    spec.stack_kb = 64 * 1024;
    // RLIMIT_FSIZE bounds every file it writes: the executable, its temporary objects, its messages.
    spec.output_limit_kb = kBuildFileKb;
    // Each process's address space; a JVM reserves gigabytes it never uses (its class space alone is 1 GiB).
    const std::string program = fs::path(argv.empty() ? "" : argv[0]).filename().string();
    spec.address_space_kb = kBuildMemoryKb + (program.starts_with("javac") ? kJvmReservationKb : 0);
    spec.isolate = isolate;
    spec.work_in_place = true;
    spec.readable = readable;
    // Only the compiler's own folder (an interpreter's prefix) is shown for its words: the others are the
    // problem's or package's (a compile command naming /root/x.c would show /root).
    spec.own_words = 1;
    spec.max_processes = kBuildProcesses;
    spec.memory_cap_kb = kBuildMemoryKb;
    const RunResult result = run_program(spec);
    CompilerRun run;
    {
        const int out = open(spec.stdout_path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
        const int errors = open(spec.stderr_path.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
        std::tie(run.printed, run.more) = kept_output(out, errors);
        if (out >= 0) close(out);
        if (errors >= 0) close(errors);
    }
    if (!result.started) run.stopped = result.error;
    else if (result.process_limit_hit)
        run.stopped = fmt::format("the compiler started more processes and threads than the build's limit ({}): stopped",
                                  kBuildProcesses);
    else if (result.wall_timeout || result.signal == SIGXCPU || result.tree_cpu_exceeded)
        run.stopped = fmt::format("the compiler ran over {:g} s (the build's limit)", kBuildCpuMs / 1000);
    else if (result.memory_cap_hit)
        run.stopped = fmt::format("the compiler used over {} MiB of memory (the build's limit): stopped", kBuildMemoryKb / 1024);
    else if (result.signal == SIGXFSZ || result.output_limit_exceeded)
        run.stopped = fmt::format("the compiler wrote a file over {} MiB (the build's limit for the executable, its "
                                  "temporary files and its messages)", kBuildFileKb / 1024);
    else if (result.signal != 0)
        run.stopped = fmt::format("the compiler died of {}", signal_name(result.signal));
    run.ok = run.stopped.empty() && result.exit_code == 0;
    return run;
}

}  // namespace judge
