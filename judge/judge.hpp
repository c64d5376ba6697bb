// Judging: find the solutions, load their problems, build each once, run every test under limits, check.
#pragma once
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "expect.hpp"
#include "problem.hpp"
#include "verdict.hpp"

namespace judge {

struct TestReport {
    std::string name;          // "01_sample"
    Verdict verdict = Verdict::AC;
    double time_ms = 0;        // CPU time
    double wall_ms = 0;
    long memory_kb = 0;        // peak resident memory
    std::string message;
    std::filesystem::path input, answer;  // the test's files
    std::string output;                   // WA/PE: what the program printed (first 64 KB), for board diffs
};

struct SolutionReport {
    std::filesystem::path path;
    std::string problem;
    std::string language;
    Verdict verdict = Verdict::AC;  // the worst over its tests (or CE / SKIPPED)
    Expectation expected;
    bool ok = false;                // expected.permits(verdict), or SKIPPED
    std::string message;            // CE: compiler lines; SKIPPED: reason; else the first failing test's
    std::vector<TestReport> tests;  // in test order; tests not run (stopped early) are absent
    std::size_t total_tests = 0;
    double compile_ms = 0;
    double time_limit_ms = 0;       // the limit this solution ran under (language factor applied)
    long memory_limit_kb = 0;
    bool ran() const { return verdict != Verdict::CE && verdict != Verdict::SKIPPED; }  // its tests were run
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
    bool stop_at_first_failure = false;
    bool keep_temporary = false;                    // keep each test's folder (stdout, stderr) for a look
    bool isolate = true;                            // namespaces where the kernel allows (judge/isolate.hpp)
    std::filesystem::path cache_root;               // where builds are cached: build/cache
    // Called after each test, from worker threads but never two at once: tests done, tests in all, the
    // solution just judged. For a progress line.
    std::function<void(std::size_t done, std::size_t total, const std::filesystem::path& solution)> on_test_done;
};

// A whole file; JudgeError "<path>: cannot read: <reason>" when it cannot be read.
std::string read_text(const std::filesystem::path& path);
// Replaces the file with `text`; JudgeError "<path>: cannot write: <reason>" when that fails.
void write_text(const std::filesystem::path& path, std::string_view text);

// The folder of the judge's own binary (/proc/self/exe), so that its defaults (build/cache, build/bench)
// do not depend on the working directory; empty when it cannot be read.
std::filesystem::path own_folder();
// Where builds are cached by default: cache/ in own_folder(), else build/cache.
std::filesystem::path default_cache_root();

// Solution files under `paths` (files, or folders searched recursively for .c .cpp .cc .java .py), sorted.
// Throws JudgeError for a path that does not exist or a file of unknown language.
std::vector<std::filesystem::path> find_solutions(const std::vector<std::filesystem::path>& paths);

// The testdata folder of a solution: `testdata/<name of the solution's folder>`, looked for beside each
// folder above the solution (so it works from any working directory). Throws JudgeError when none.
std::filesystem::path testdata_for(const std::filesystem::path& solution);

// Judges every solution; reports come back in the order of `solutions`, whatever `options.jobs` is.
// Throws JudgeError for bad testdata, before running anything.
std::vector<SolutionReport> judge_solutions(const std::vector<std::filesystem::path>& solutions,
                                            const Options& options);

}  // namespace judge
