// The pipeline (judge/*.hpp): problem, expect, compile, execute, judge, verdict. It uses sandbox/,
// checkers/, function/, grid/ and util/; cli/ and view/ use it.
// Building: a solution (through its problem, which knows whether to generate a driver) and an external
// checker, each once, into a cache keyed by what was compiled and how.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "judge/problem.hpp"

namespace judge {

struct Build {
    enum class Status { Pending, Ready, CompileError, Skipped };
    Status status = Status::Pending;  // not built yet
    std::string message;              // CompileError: the compiler's first lines; Skipped: the reason
    std::filesystem::path dir;        // Ready: the build folder, {dir} in the run command
    double compile_ms = 0;            // 0 when it came from the cache
    bool cached = false;
};

// The files of problem.program_files(), compiled with profile.compile inside cache_root/<language>-<hash>/.
// A missing compiler or interpreter gives Skipped ("clang++ not found in PATH"); a compile that fails or
// runs over 60 s gives CompileError, its message explained by the problem. Safe to call from several
// threads, even for the same source.
Build build_solution(const Problem& problem, const LanguageProfile& profile,
                     const std::filesystem::path& source, const std::filesystem::path& cache_root);

// Builds a problem's helper program, an external checker or an input validator (one C++ source), with
// g++ -O2 into cache_root/helper-<hash>/; throws JudgeError with the compiler's message when it does not
// compile.
std::filesystem::path build_helper(const std::filesystem::path& source, const std::filesystem::path& cache_root);

// argv with {dir} and {memory_mb} replaced.
std::vector<std::string> expand_command(const std::vector<std::string>& command,
                                        const std::filesystem::path& dir, long memory_kb);

}  // namespace judge
