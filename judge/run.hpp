// Runs one program under limits: fork, set limits in the child, exec; a watchdog; wait4.
#pragma once
#include <string>
#include <vector>

#include "verdict.hpp"

namespace judge {

struct RunSpec {
    std::vector<std::string> argv;  // argv[0] is looked up in PATH of `env` when it has no '/'
    std::vector<std::string> env;   // the program's whole environment, "NAME=value"
    std::string workdir;            // the program's working directory
    std::string stdin_path;         // "" = /dev/null
    std::string stdout_path;        // files, created or truncated
    std::string stderr_path;
    double cpu_limit_ms = 1000;     // RLIMIT_CPU soft = ceil(limit), hard = soft + 1 s
    double wall_limit_ms = 3000;    // the watchdog kills the whole process group after this
    long stack_kb = 65536;          // RLIMIT_STACK; the memory limit, so deep recursion works
    long address_space_kb = 0;      // RLIMIT_AS backstop; 0 = none (sanitizer builds, the JVM)
    long output_limit_kb = 65536;   // RLIMIT_FSIZE for stdout and stderr
    long max_processes = 0;         // RLIMIT_NPROC; 0 = unchanged
    bool isolate = false;           // no network, files read-only but workdir, private /tmp, uid nobody (isolate.hpp)
};

// Never throws for anything the program does; after it returns, no process of the program is left
// (its process group and any descendant that escaped it are killed and reaped).
RunResult run_program(const RunSpec& spec);

}  // namespace judge
