// sandbox/: runs one program under limits and leaves nothing of it behind; isolation where the kernel
// allows. Uses util/ only.
// What a run is asked (RunSpec) and what it says (RunResult): plain data in a header of its own, so that
// run_program (run.hpp) and the launcher (launcher.hpp), which run.cpp calls, share it without including
// each other.
#pragma once
#include <sys/wait.h>

#include <cstddef>
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
    // With isolate: the folders the program may read (the builds), besides /usr and the libraries; and the
    // folder of the program itself and of each absolute path among the first `own_words` words of argv (an
    // interpreter's script, a JVM's class path): the judge's own words. The words after them are someone
    // else's (a package's validator flags, which could name /root), and no folder of theirs is shown.
    std::vector<std::string> readable;
    std::size_t own_words = SIZE_MAX;
    bool isolate = false;           // run it in this thread's launcher (launcher.hpp), where the kernel allows
    // With isolate: `workdir` (a build's folder, made by the judge for this build alone) is shown writable at its own
    // path and the program works there, not in /box; its HOME and TMPDIR are /box all the same. A compiler's run.
    bool work_in_place = false;
    // In the sandbox only: a run that asks for any of these is refused (not started, `error` says why) where it
    // would run outside it (isolate false, or no sandbox on this machine). For a program that must read a few
    // files and hand one back, as a package's output validator does:
    // - passed_files: files it gets open for reading as descriptors 3, 4, ... (it names them /proc/self/fd/3,
    //   ...; launcher_protocol.hpp's kMaxPassedFiles at most), each a copy in memory sealed against writes, so
    //   that reopening it for writing (as its owner may) reaches neither the file nor the copy;
    // - box_folder: a folder of /box it finds made, empty, its own ("": none);
    // - collect_name: a file of box_folder whose first collect_bytes the launcher copies into collect_path (made
    //   or truncated by the judge) after the run, when it is a regular file there (never through a link).
    std::vector<std::string> passed_files;
    std::string box_folder;
    std::string collect_name, collect_path;
    long collect_bytes = 64 * 1024;
    // A solution's run, whose memory is a verdict: started by build/judge-launcher (its plain mode when not
    // isolated), never by the judge itself, whose resident size would be the floor of the program's peak.
    bool measured = false;
};

// Whether the run asks for what only the sandbox gives (passed_files, box_folder, a collected file).
inline bool needs_sandbox(const RunSpec& spec) {
    return !spec.passed_files.empty() || !spec.box_folder.empty() || !spec.collect_name.empty();
}

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
    long collected_bytes = -1;       // bytes of RunSpec::collect_name copied out; -1: no such regular file
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
