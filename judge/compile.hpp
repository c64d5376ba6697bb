// The pipeline (judge/*.hpp): problem, expect, compile, execute, judge, verdict. It uses sandbox/,
// checkers/, function/, grid/ and util/; cli/ and view/ use it.
// Building: a solution (through its problem, which knows whether to generate a driver) and an external
// checker, each once, into a cache keyed by what was compiled and how.
#pragma once
#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "judge/problem.hpp"
#include "judge/sandbox/compiler.hpp"

namespace judge {

struct Build {
    enum class Status { Pending, Ready, CompileError, Skipped };
    Status status = Status::Pending;  // not built yet
    std::string message;              // CompileError: the compiler's first lines; Skipped: the reason
    std::filesystem::path dir;        // Ready: the build folder, {dir} in the run command
    double compile_ms = 0;            // 0 when it came from the cache
    bool cached = false;
    std::string main_class = "Main";  // {main_class} in the run command: java_main_class of the source
    std::string main_file;            // {main_file} in the run command: the file an interpreter starts from
};

// The files of problem.program_files(), compiled with profile.compile inside cache_root/<language>-<hash>/.
// With `isolate` the compiler runs in the sandbox, under the build limits (sandbox/compiler.hpp): it sees the toolchain, the build's own
// folder (writable) and nothing else: no file of the machine's, no test, no other build; where the kernel gives
// no sandbox it runs as a solution would there. The hash names the source, the flags, the compiler (its real
// path, size and time) and whether it was boxed. A missing compiler or interpreter gives Skipped ("clang++ not
// found in PATH"); a compile that fails or goes over a build limit gives CompileError, its message explained by
// the problem. Safe to call from several threads, even for the same source.
Build build_solution(const Problem& problem, const LanguageProfile& profile,
                     const std::filesystem::path& source, const std::filesystem::path& cache_root, bool isolate = true);

// Builds a problem's helper program, an external checker or an input validator (one C++ source), with
// g++ -O2 into cache_root/helper-<hash>/, as build_solution builds (`isolate`: in the sandbox); throws JudgeError
// with the compiler's message when it does not compile.
std::filesystem::path build_helper(const std::filesystem::path& source, const std::filesystem::path& cache_root,
                                   bool isolate = true);
// Whether a file or folder name is one the problem package format reads (both versions:
// `^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$`); others (hidden files, names with spaces, a name starting with '-'
// that a compiler would take for an option) are ignored, as the format says.
bool package_file_name(const std::filesystem::path& path);
// The files of a program given as a folder (a package's submission or validator): its regular files whose
// names the format reads, sorted; subfolders are not part of it.
std::vector<std::filesystem::path> program_folder_files(const std::filesystem::path& folder);

// Builds a package's own program (its output or input validator): a C or C++ file or a folder of them (compiled
// together with the format's flags), a Python 3 file (a folder's __main__.py, run by the interpreter linked into
// its build folder as `python3`), or a Bash script (.sh); the command that runs it. Throws JudgeError naming it
// when it does not compile, is in another language, or mixes languages.
std::vector<std::string> build_package_program(const std::filesystem::path& program,
                                               const std::filesystem::path& cache_root, bool isolate = true);

// The Java class to run: the top-level class (or enum, interface) whose body declares `static ... void
// main(`, as HDU runs whichever class that is (its FAQ's example is a class Sum); "Main" when none does.
// Comments and string and character literals are passed over; a main in a nested class counts for the
// class around it. A class in a package is named in full (`package zoo.goo;` ... class B: "zoo.goo.B").
std::string java_main_class(std::string_view source);

// --sanitize (Options::sanitize): a C or C++ profile built with AddressSanitizer and UBSan, for finding the bug
// behind an RE or a WA. kSanitizerFlags go after the compiler's name (gcc, g++, clang, clang++: any compiler
// compiler_kind knows); UB stops the run (RE with its report); no address-space cap (ASan reserves terabytes
// for its shadow); ASAN_OPTIONS without the leak check (leaks are no online judge's error), UBSAN_OPTIONS with
// a stack trace; the time limit × kSanitizerTimeFactor and the memory limit × kSanitizerMemoryFactor (a
// sanitized program is 2-5× slower and larger), and `sanitized` set, so the report says its times are not
// the judge's. Unchanged: Java, Python, a compiler it does not know, and a profile that already builds with
// -fsanitize= (LeetCode's: that is the judge's own build). The flags are in the compile command, so the
// build's cache key holds them: a sanitized build never shares a cache folder with the plain one. Pure.
inline constexpr const char* kSanitizerFlags[] = {"-fsanitize=address,undefined", "-fno-sanitize-recover=undefined",
                                                  "-fno-omit-frame-pointer", "-g"};
inline constexpr double kSanitizerTimeFactor = 5;
inline constexpr double kSanitizerMemoryFactor = 2;
LanguageProfile with_sanitizers(LanguageProfile profile);

// argv with {dir}, {memory_mb}, {main_class} and {main_file} replaced.
std::vector<std::string> expand_command(const std::vector<std::string>& command,
                                        const std::filesystem::path& dir, long memory_kb,
                                        const std::string& main_class = "Main", const std::string& main_file = "");

}  // namespace judge
