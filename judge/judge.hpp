// The pipeline (judge/*.hpp): problem, expect, compile, execute, judge, verdict. It uses machine/, sandbox/,
// checkers/, function/, grid/ and util/; inputs/, formats/, view/ and cli/ use it.
// Judging, the whole run: the solutions found, each built once, every test run (execute_test) on -j
// threads, and a report gathered per solution. Their problems are read by formats/ (find_problem.hpp).
#pragma once
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "judge/execute.hpp"

namespace judge {

// One group's part of a solution's report.
struct GroupReport {
    TestGroup group = TestGroup::Secret;
    Verdict verdict = Verdict::AC;  // the worst over the group's tests that ran (or CE / SKIPPED)
    std::set<Verdict> expected;     // what the solution's expect: line permits for this group
    // AC or TLE only by tests near the limit (TestReport::near_limit): this machine's speed, or the judge's,
    // could decide it either way.
    bool near_limit = false;
    // expected permits verdict (SKIPPED is always ok); in hard/, which no prediction rests on, also the other
    // of AC and TLE when near_limit (summarize).
    bool ok = false;
    std::size_t total_tests = 0;
    bool stopped = false;           // stopped at its first failing test (expected to fail, or -x)
};

struct SolutionReport {
    std::filesystem::path path;
    std::string problem;
    std::shared_ptr<const Problem> testdata;  // keeps the TestCases its tests point to (null: the caller's)
    std::string language;
    std::string saved_name;           // what its build saved it as (main.py, prog.cpp): tracebacks name that
    Verdict verdict = Verdict::AC;    // the worst over all its tests (or CE / SKIPPED)
    Verdict predicted = Verdict::AC;  // the worst over sample and secret: what the online judge would say
    bool prediction_made = true;      // false when neither sample nor secret ran (--group hard): shown as -
    // The prediction is AC or TLE only by tests near the limit (TestReport::near_limit), so the judge's
    // machine or data could decide it: shown as AC? or TLE?, with the reason.
    bool uncertain = false;
    std::string uncertain_reason;     // "secret/03 took 480 ms here; POJ's 1000 ms limit is 400 ms here (...)"
    JudgeSpeed speed;                 // the problem's: what a time here means on the online judge
    bool presentation_error_uncertain = false;  // the problem's: PE there may be WA (shown PE?)
    bool sanitized = false;           // --sanitize built it with sanitizers (LanguageProfile::sanitized): no
                                      // prediction; uncertain, with kSanitizedReason
    std::vector<GroupReport> groups;  // the groups judged, in order (sample, secret, hard); one whose every
                                      // test -x skipped is left out
    Expectation expected;
    bool ok = false;                  // every group's verdict is one its expectation permits, or SKIPPED
    std::string message;            // CE: compiler lines; SKIPPED: reason; else the first failing test's
    std::vector<TestReport> tests;  // in test order; tests not run (stopped early) are absent
    std::size_t total_tests = 0;
    double compile_ms = 0;
    double time_limit_ms = 0;       // the limit this solution ran under (language and machine factors applied)
    std::string time_limit_how;     // how that limit was made (PreparedSolution::time_limit_how)
    double machine_factor = 1;      // this machine's factor for its language (MachineSpeed)
    long memory_limit_kb = 0;
    bool ran() const { return verdict != Verdict::CE && verdict != Verdict::SKIPPED; }  // its tests were run
    const GroupReport* group(TestGroup which) const {  // null when that group was not judged
        for (const auto& g : groups)
            if (g.group == which) return &g;
        return nullptr;
    }
    std::size_t passed() const {
        std::size_t n = 0;
        for (const auto& test : tests) n += test.verdict == Verdict::AC;
        return n;
    }
    const TestReport* slowest_test() const {  // by CPU time; null when no test ran
        const TestReport* slowest = nullptr;
        for (const auto& test : tests)
            if (!slowest || test.time_ms > slowest->time_ms) slowest = &test;
        return slowest;
    }
    long max_memory_kb() const {
        long peak = 0;
        for (const auto& test : tests) peak = test.memory_kb > peak ? test.memory_kb : peak;
        return peak;
    }
};

struct Options {
    std::optional<std::filesystem::path> testdata;  // judge every solution on this folder
    int jobs = 2;
    std::optional<double> time_limit_ms;            // overrides problem.yaml (before the language factor)
    std::optional<long> memory_limit_kb;
    bool stop_at_first_failure = false;             // -x: a solution stops at its first failing test
    bool all_tests = false;                         // run every test, even of a group expected to fail
    std::set<TestGroup> groups;                     // judge only these groups (empty: every group)
    // --test: judge only the tests whose name ("secret/03_x") or name within its group ("03_x") matches one
    // of these shell patterns (fnmatch: *, ?, [...]); empty: every test. A pattern no test matches is an error.
    std::vector<std::string> tests;
    bool keep_temporary = false;                    // keep each test's folder (stdout, stderr) for a look
    bool run_to_margin = true;                      // tell near TLEs from sure ones (ExecuteOptions::run_to_margin)
    bool isolate = true;                            // the sandbox where the kernel allows (sandbox/launcher.hpp)
    std::filesystem::path cache_root;               // where builds are cached: build/cache
    std::optional<double> machine_factor;           // --machine-factor: instead of measuring this machine
    bool sanitize = false;                          // --sanitize: C and C++ built with ASan and UBSan (with_sanitizers)
    // Called after each test, from worker threads but never two at once: tests done, tests in all, the
    // solution just judged. For a progress line.
    std::function<void(std::size_t done, std::size_t total, const std::filesystem::path& solution)> on_test_done;
};

// The figures of a report from its tests (report.tests, in order) and how many tests each group has:
// the verdict (worst test), the first failing test's message, each group's verdict, ok and stopped (fewer
// tests ran than it has), the prediction (worst over sample and secret) and ok (every group as expected).
// A report whose verdict is CE or SKIPPED keeps it, its message, and gives it to every group. The
// prediction is uncertain when it is AC or TLE and every test of sample and secret that could change it
// is near the limit (report.speed and time_limit_ms say what the limit is there), or when it is PE and
// the judge may say WA for that (report.presentation_error_uncertain). Pure.
// A sanitized report's prediction is uncertain whatever its verdict, with kSanitizedReason.
void summarize(SolutionReport& report, const std::map<TestGroup, std::size_t>& tests_per_group);
inline constexpr const char* kSanitizedReason =
    "--sanitize: a sanitizer build, its times are not the judge's (time limit × 5, memory limit × 2): no prediction";

// Solution files under `paths` (files, or folders searched recursively for .c .cpp .cc .java .py), sorted.
// Throws JudgeError for a path that does not exist or a file of unknown language.
std::vector<std::filesystem::path> find_solutions(const std::vector<std::filesystem::path>& paths);

// Builds the solutions not built yet (build status Pending) and runs them on `tests` (each on its own
// problem's tests when null), only those of `options.groups` when it names any, in one pipeline on the
// -j threads: a solution's tests start as soon as its build is done, and every (solution, test) pair is a
// task. A group
// the solution expects to fail (its expectation does not permit AC) stops at its first failing test
// unless `options.all_tests`; -x stops the whole solution at its first failure. Tests after a stop that
// ran anyway on another thread are dropped, so the reports do not depend on -j; they come back in the
// order of `solutions`. Their tests point into `tests`, which must outlive them.
std::vector<SolutionReport> judge_prepared(std::vector<PreparedSolution>& solutions,
                                           const std::vector<TestCase>* tests, const Options& options);

}  // namespace judge
