// sandbox/: runs one program under limits and leaves nothing of it behind; isolation where the kernel
// allows. Uses util/ only.
// The judge's side of build/judge-launcher (launcher/main.cpp: what it builds, once per worker, and why
// it is a program of its own). Each judge thread that runs a solution starts its own launcher at its first
// run and keeps it until the thread ends; in the sandbox each launcher has its own uid for the programs.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "judge/sandbox/limits.hpp"
#include "judge/sandbox/run_spec.hpp"

namespace judge {

// The program's working folder in the sandbox, /box, is a tmpfs of the output limit plus this.
constexpr long kWorkdirMarginKb = 8L * 1024;
// Processes and threads of one run in the sandbox, a solution's (a JVM has about 20) or a package's output
// validator's.
constexpr long kMaxProcesses = 64;
// The sandbox's cap on the memory of a run's whole tree: the memory limit plus 64 MB, plus what it may fill
// in files in memory, which the kernel counts as the run's: its stdout and stderr (the judge's scratch folder
// may be a tmpfs) and its /box, each up to the output limit. A backstop behind the peak-RSS check.
inline long memory_cap_kb(long memory_kb, long output_kb) {
    return memory_kb + 64L * 1024 + 3 * output_kb + kWorkdirMarginKb;
}

struct SandboxState {
    bool available = false;   // a launcher started and holds a root of its own: programs run in it
    std::uint32_t held = 0;   // launcher::Protection bits
    std::string off;          // what is off, and why: "cgroup memory (mkdir ...: Permission denied)"
};

// The descriptors of a run, which run_program opened: stdin, stdout, stderr, then in the sandbox the passed
// files' sealed copies (RunSpec::passed_files) and where the collected file goes (-1: none).
struct RunDescriptors {
    int stdin_fd = -1, stdout_fd = -1, stderr_fd = -1;
    std::vector<int> passed;
    int collect_fd = -1;
};

// Runs `spec` in this thread's launcher: in the sandbox when spec.isolate and the kernel allows it,
// starting the launcher (or a new one, when the program needs a folder the running one does not show)
// first; otherwise, for a spec.measured run, in a launcher's plain mode (no isolation, but the program's
// memory measured from the launcher's few hundred KB, as in the sandbox). For run_program, which has resolved
// the program to `exec_path`, computed its rlimits (limits.hpp) and opened its files. In the sandbox the
// program's working folder is the launcher's /box, and environment entries that named spec.workdir name /box.
// A thread keeps two launchers, so that runs needing different folders that take turns (a solution and its
// package's output validator, test after test) do not each start one anew. nullopt when the program is to run
// the guard's way (launch.hpp): no sandbox here and the run not measured (sandbox_state() says why, and the
// judge has said it once on stderr), or no launcher built. A run that needs the sandbox (needs_sandbox) where
// it is off is not started: its RunResult says why.
std::optional<RunResult> run_in_launcher(const RunSpec& spec, const std::string& exec_path,
                                         const ResourceLimit* limits, int limit_count, const RunDescriptors& fds);

// What the first launcher said, starting one if none has yet.
const SandboxState& sandbox_state();

// The names of the protection bits, in a fixed order: {"pid_namespace", "minimal_root", ...}.
std::vector<std::string> protection_names(std::uint32_t bits);

}  // namespace judge
