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

struct SandboxState {
    bool available = false;   // a launcher started and holds a root of its own: programs run in it
    std::uint32_t held = 0;   // launcher::Protection bits
    std::string off;          // what is off, and why: "cgroup memory (mkdir ...: Permission denied)"
};

// Runs `spec` in this thread's launcher: in the sandbox when spec.isolate and the kernel allows it,
// starting the launcher (or a new one, when the program needs a folder the running one does not show)
// first; otherwise, for a spec.measured run, in a launcher's plain mode (no isolation, but the program's
// memory measured from the launcher's few hundred KB, as in the sandbox). For run_program, which has resolved
// the program to `exec_path`, computed its rlimits (limits.hpp) and opened its three files. In the sandbox
// the program's working folder is the launcher's /box, and environment entries that named spec.workdir
// name /box. nullopt when the program is to run the guard's way (launch.hpp): no sandbox here and the run
// not measured (sandbox_state() says why, and the judge has said it once on stderr), or no launcher built.
std::optional<RunResult> run_in_launcher(const RunSpec& spec, const std::string& exec_path,
                                         const ResourceLimit* limits, int limit_count, int stdin_fd, int stdout_fd,
                                         int stderr_fd);

// What the first launcher said, starting one if none has yet.
const SandboxState& sandbox_state();

// The names of the protection bits, in a fixed order: {"pid_namespace", "minimal_root", ...}.
std::vector<std::string> protection_names(std::uint32_t bits);

}  // namespace judge
