// sandbox/: runs one program under limits and leaves nothing of it behind; isolation where the kernel
// allows. Uses util/ only.
// A compiler's run: every build (a solution's, a checker's, a validator's, a package's program) runs its compiler
// as a program, in the sandbox where the kernel allows it, under the build limits below (docs/trust.md, "Builds").
// compile.hpp decides what to compile and where; this runs it.
#pragma once
#include <sys/types.h>

#include <cstddef>
#include <filesystem>
#include <string>
#include <vector>

namespace judge {

// The limits of every build: CPU time (the whole tree's, as root) and wall clock; memory, all the compiler's
// processes together (the cgroup's cap, as root) and each process's address space (RLIMIT_AS; a JVM's gets
// kJvmReservationKb more, which it reserves and does not use); processes and threads; each file it writes (the
// executable, its temporary objects, its messages: RLIMIT_FSIZE). Of what it prints the judge keeps
// kKeptCompilerBytes and counts the rest.
inline constexpr double kBuildCpuMs = 60000;
inline constexpr double kBuildWallMs = 90000;
inline constexpr long kBuildMemoryKb = 2L * 1024 * 1024;
inline constexpr long kJvmReservationKb = 4L * 1024 * 1024;
inline constexpr long kBuildProcesses = 256;  // javac's JVM starts GC and compiler threads by the cores: 40 and more on 32 cores
inline constexpr long kBuildFileKb = 256L * 1024;
inline constexpr std::size_t kKeptCompilerBytes = 64 * 1024;

// One compiler run: whether it built, what it printed, and why the build's limits stopped it.
struct CompilerRun {
    bool ok = false;
    std::string printed;  // its stdout, then its stderr: the first kKeptCompilerBytes
    std::string stopped;  // "" when no limit stopped it: "the compiler ran over 60 s (the build's limit)"
    off_t more = 0;       // bytes it printed past what was kept
};

// Runs `argv` in `dir`, the build's own folder (made by the judge for this build alone), under the build limits;
// with `isolate`, in the sandbox (launcher.hpp) where the kernel allows it, else as runs degrade there (said
// once): `dir` shown writable and the program working in it, `readable` (a precompiled header's folder) shown
// read-only, the toolchain (/usr, the libraries, the few files of /etc a compiler needs, an interpreter's
// prefix), and nothing else of the machine: an #include or .incbin of any other file is "No such file". HOME
// and TMPDIR are /box, the sandbox's capped tmpfs. `python3` (or `python`) as argv[0] is the interpreter
// itself, not a version manager's shim. What it prints goes to a folder of the judge's outside `dir`, which the
// compiler never sees, and only the kept part of it is read.
CompilerRun run_compiler(std::vector<std::string> argv, const std::filesystem::path& dir, bool isolate,
                         const std::vector<std::string>& readable = {});

}  // namespace judge
