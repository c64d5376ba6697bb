// The pipeline (judge/*.hpp): problem, expect, compile, execute, judge, verdict. It uses machine/, sandbox/,
// checkers/, function/, grid/ and util/; inputs/, formats/, view/ and cli/ use it.
// One prepared solution on one test: the single entry point that runs a test (problemtools'
// execute_testcase), used by the whole run, `show`, `stress` and `calibrate` alike.
#pragma once
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "judge/compile.hpp"
#include "judge/expect.hpp"
#include "judge/problem.hpp"
#include "judge/verdict.hpp"

namespace judge {

// A solution ready to run: its problem, language, expected verdicts, limits and build.
struct PreparedSolution {
    std::filesystem::path path;
    std::string language;
    std::shared_ptr<const Problem> problem;
    const LanguageProfile* profile = nullptr;  // null: the problem has no profile for this language
    Expectation expected;
    Limits limits;                             // the problem's, the language's time factor applied and the time
                                               // turned into the reference machine's (÷ the judge's slowdown),
                                               // then this machine's (× its factor for the language)
    // How limits.time_ms was made, every step said: "1000 ms ÷ 2.5 (POJ's speed) × 2.19 (this machine) = 876 ms"
    // (time_limit_how); every view shows it.
    std::string time_limit_how;
    Build build;                               // Pending until build_prepared(); Ready once it succeeded
};

// How a solution's CPU limit is made from its problem's, each step with what it stands for: the language's
// factor and extra ("1000 ms × 3 + 150 ms = 3150 ms (java)"), the online judge's measured speed ("÷ 2.5
// (POJ's speed)"), this machine's factor ("× 2.19 (this machine)"; "(--machine-factor)" when given), then
// "= 876 ms", the limit as the verdicts round it. "1000 ms" alone when no step applies; "(--time-limit)" after
// the first figure when it replaced problem.yaml's. Pure.
std::string time_limit_how(const Problem& problem, const LanguageProfile* profile, std::string_view language);

// Everything about the solution that needs no compiler: its language, profile, limits and `expect:`
// line. Throws JudgeError for a malformed `expect:` line.
PreparedSolution describe_solution(const std::filesystem::path& path, std::shared_ptr<const Problem> problem);
// Builds it (or finds it in the cache), in the sandbox when `isolate` (compile.hpp's build_solution); a missing
// profile or toolchain is Skipped, a failed compile CompileError.
void build_prepared(PreparedSolution& solution, const std::filesystem::path& cache_root, bool isolate = true);

// One test's result. It points to its TestCase (name, group, files) instead of copying it, so that a run
// of 10,000 tests keeps no string per accepted test: the TestCase must outlive the report (its Problem, which
// SolutionReport::testdata holds, or the caller's own list of tests).
struct TestReport {
    const TestCase* test = nullptr;
    Verdict verdict = Verdict::AC;
    double time_ms = 0;        // CPU time
    double wall_ms = 0;
    long memory_kb = 0;        // peak resident memory
    std::string message;
    std::string output;                   // WA/PE (or always with keep_output): what the program printed
                                          // (first 64 KB), for board views
    std::uint32_t sandbox = 0;            // the launcher::Protection bits that held for this run; 0: it
                                          // ran without the sandbox
    std::string stderr_head{};            // a failed test: what the program wrote to stderr, beside its
                                          // answer (RunResult::stderr_head: first 10 lines, 2 KB at most);
                                          // a function problem's driver sends the solution's stdout there
    // A test whose verdict only its time decided, and by less than the judge's margin (JudgeSpeed, widened
    // by this machine's spread): AC in over limit ÷ margin, or, in a test of the prediction (the only ones
    // run on past the limit), TLE in under limit × margin with a right answer. The online judge's machine
    // or data, or this machine's speed in that minute, could decide it either way. Set by the judging run
    // only (ExecuteOptions::run_to_margin).
    bool near_limit = false;
    const std::string& name() const { return test->name; }  // "sample/01_sample"
    TestGroup group() const { return test->group; }
};

struct ExecuteOptions {
    bool isolate = true;          // the sandbox where the kernel allows (sandbox/launcher.hpp)
    bool keep_temporary = false;  // keep the test's folder (stdout, stderr) and say where in the message
    // Set: the run's files (work/, stdout, stderr, input) go into this folder, made if need be, and stay there
    // for the caller, who owns it (a TempFolder of its own, removed on Ctrl-C): `judge run` reads the whole
    // output from it.
    std::filesystem::path run_folder{};
    bool run_checker = true;      // false: a run that ends normally is AC without a check (`show` checks itself)
    bool keep_output = false;     // the output in TestReport::output whatever the verdict
    bool run_to_margin = false;   // run the prediction's tests on to limit × margin (JudgeSpeed) to tell a
                                  // near TLE from a sure one (the judging run); false: stop at the limit
};

// A sanitizer's report names the source as it was compiled: `saved_name` in the build folder
// ("/…/cache/.staging-cpp-…/prog.cpp:12", or "prog.cpp:12:5: runtime error"). The text with each such name, as a
// whole word and with any folder before it, replaced by `path`, the file as the user named it. Pure.
std::string with_source_named(std::string_view text, const std::string& saved_name, const std::string& path);

// Runs the built solution on one test (its program_input prepared, see Problem::prepare_input) in a fresh
// folder under the solution's limits; the checker runs only when the run ended within every limit.
TestReport execute_test(const PreparedSolution& solution, const TestCase& test, const ExecuteOptions& options);

}  // namespace judge
