// A problem: testdata/<name>/problem.yaml plus its NAME.in / NAME.out pairs.
#pragma once
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "check.hpp"
#include "verdict.hpp"

namespace judge {

// How one language is compiled and run. Commands are split on spaces, then two placeholders are
// replaced: {dir} the solution's build folder (absolute), {memory_mb} the memory limit in MB.
// The compile command runs inside {dir}, where the source was saved as `source_name`; the run command
// runs in a fresh empty working directory, so it names the program through {dir}.
struct LanguageProfile {
    std::string name;                        // "cpp"
    std::string source_name;                 // file name the source is saved as: "prog.cpp", "Main.java"
    std::vector<std::string> compile;        // empty: interpreted, no compile step
    std::vector<std::string> run;            // e.g. {"{dir}/prog"}, {"java", "-cp", "{dir}", "Main"}
    double time_factor = 1.0;                // this language's time limit = problem limit × factor
    bool address_space_cap = true;           // false for the JVM and sanitizer builds
    std::string compiler_name() const { return compile.empty() ? (run.empty() ? "" : run[0]) : compile[0]; }
};

struct TestCase {
    std::string name;                        // "01_sample"
    std::filesystem::path input, answer;     // NAME.in, NAME.out
};

struct Problem {
    std::string name;                        // the folder's name
    std::filesystem::path dir;
    std::string kind = "stdio";              // stdio | function
    std::string source_url;                  // the statement's address
    Limits limits;                           // time (ms), memory (KB), output (KB)
    CheckerSpec checker;
    std::map<std::string, LanguageProfile> languages;  // keyed by LanguageProfile::name
    std::string signature;                   // kind == function: "solveSudoku(board: character[][]) -> void"
    std::string answer;                      // kind == function: "return" or an argument name ("board")
    std::map<std::string, std::string> constraints;  // kind == function: as written in problem.yaml, e.g.
                                             // {"board.length", "9"}; interpreted by driver.cpp
    std::vector<TestCase> tests;             // sorted by name
};

// Loads dir/problem.yaml and the test pairs. Throws JudgeError naming the file (and line) and what was
// expected: unknown keys, wrong types, a missing limit, an unknown checker, an .in without its .out,
// no tests at all.
Problem load_problem(const std::filesystem::path& dir);

// The language of a source file from its extension: .c c, .cpp/.cc/.cxx cpp, .java java, .py python;
// "" when unknown.
std::string language_of(const std::filesystem::path& source);

}  // namespace judge
