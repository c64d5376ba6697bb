// sandbox/: runs one program under limits and leaves nothing of it behind; isolation where the kernel
// allows. Uses util/ only.
// What a run is asked (RunSpec) and what it says (RunResult): plain data in a header of its own, so that
// run_program (run.hpp) and the launcher (launcher.hpp), which run.cpp calls, share it without including
// each other.
#pragma once
#include <sys/wait.h>

#include <cstdint>
#include <string>
#include <vector>

namespace judge {

struct RunSpec {
    std::vector<std::string> argv;  // argv[0] is looked up in PATH of `env` when it has no '/'
    std::vector<std::string> env;   // the program's whole environment, "NAME=value"
    std::string workdir;            // the program's working directory
    std::string stdin_path;         // "" = /dev/null
    std::string stdout_path;        // files, created or truncated
    std::string stderr_path;        // the same path as stdout_path: one file, written in order (2>&1)
    double cpu_limit_ms = 1000;     // RLIMIT_CPU soft = ceil(limit), hard = soft + 1 s
    double wall_limit_ms = 3000;    // the watchdog kills the whole process group after this
    long stack_kb = 65536;          // RLIMIT_STACK; the memory limit, so deep recursion works
    long address_space_kb = 0;      // RLIMIT_AS backstop; 0 = none (sanitizer builds, the JVM)
    long output_limit_kb = 65536;   // RLIMIT_FSIZE for stdout and stderr
    // With isolate: processes and threads of the whole tree (cgroup pids as root; RLIMIT_NPROC of the user
    // namespace's uid without root); the memory cap of the whole tree (cgroup memory); 0 = none. Ignored without the sandbox
    // (RLIMIT_NPROC would count every process of the judge's uid).
    long max_processes = 0;
    long memory_cap_kb = 0;
    // With isolate: the folders the program may read (the builds), besides /usr and the libraries.
    std::vector<std::string> readable;
    bool isolate = false;           // run it in this thread's launcher (launcher.hpp), where the kernel allows
    // A solution's run, whose memory is a verdict: started by build/judge-launcher (its plain mode when not
    // isolated), never by the judge itself, whose resident size would be the floor of the program's peak.
    bool measured = false;
};

// How one run of a program ended: plain data, so that verdicts can be decided (and unit-tested) without
// processes.
struct RunResult {
    bool started = false;        // false: fork/exec failed; `error` says why
    std::string error;
    int exit_code = 0;           // valid when signal == 0
    int signal = 0;              // terminating signal, 0 if it exited
    double cpu_ms = 0;           // user + system CPU of the program (and the children it waited for)
    double wall_ms = 0;
    long peak_kb = 0;            // peak resident set size (ru_maxrss)
    bool wall_timeout = false;   // killed by the wall-clock watchdog
    bool output_limit_exceeded = false;  // stdout or stderr reached the output limit
    std::string stderr_head;     // first lines of stderr, for RE messages (sanitizer reports)
    std::string stderr_tail;     // its last lines when they are not in the head: where a traceback ends
    // In the sandbox only:
    std::uint32_t protections = 0;   // launcher::Protection bits that held for this run; 0 = not sandboxed
    bool process_limit_hit = false;  // a fork or thread was refused at max_processes
    long max_processes = 0;
    bool tree_cpu_exceeded = false;  // killed when the CPU of all its processes reached the limit
    double tree_cpu_ms = -1;         // the CPU of all its processes, when counted
    bool memory_cap_hit = false;     // the whole tree reached memory_cap_kb
};

// How a program ended, from wait4's status: the signal that killed it, or its exit code. Both ways of
// starting a program (the launcher's reply, the guard's) use it.
inline void record_wait_status(RunResult& result, int wait_status) {
    if (WIFSIGNALED(wait_status))
        result.signal = WTERMSIG(wait_status);
    else
        result.exit_code = WEXITSTATUS(wait_status);
}

}  // namespace judge
