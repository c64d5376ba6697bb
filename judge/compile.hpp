// The pipeline (judge/*.hpp): problem, expect, compile, execute, judge, verdict. It uses machine/, sandbox/,
// checkers/, function/, grid/ and util/; inputs/, formats/, view/ and cli/ use it.
// Building: a solution (through its problem, which knows whether to generate a driver) and an external
// checker, each once, into a cache keyed by what was compiled and how.
#pragma once
#include <cstddef>
#include <filesystem>
#include <map>
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

// What a compile error's message ends with, in brackets: the compiler and its standard, and whose they are
// ("compiled with g++ -std=c++98, as POJ compiles C++"), so that "'r' does not name a type" reads as C++98's.
// The online judge is the one its measured speed names, else the one the problem's name starts with (poj-,
// hdu-, uva-, luogu-, nyoj-, leetcode-); "" for an interpreted profile. Pure.
std::string compiled_as(const Problem& problem, const LanguageProfile& profile);

// Builds a problem's helper program, an external checker or an input validator (one C++ source), with
// g++ -O2 into cache_root/helper-<hash>/, as build_solution builds (`isolate`: in the sandbox); throws JudgeError
// with the compiler's message when it does not compile.
std::filesystem::path build_helper(const std::filesystem::path& source, const std::filesystem::path& cache_root,
                                   bool isolate = true);
// Builds a program from `files` (name -> text, saved under their own names) with `compile` (argv, run in the
// build folder; empty: an interpreted program, saved only) into cache_root/helper-<hash>/, once, as build_helper
// builds (`isolate`: in the sandbox, under the build limits); the folder. Throws JudgeError "<what>: does not
// compile:" with the compiler's message. The formats build their own programs with it
// (formats/package_programs.hpp).
std::filesystem::path build_helper_files(const std::map<std::string, std::string>& files,
                                         const std::vector<std::string>& compile,
                                         const std::filesystem::path& cache_root, const std::string& what,
                                         bool isolate = true);

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
