// calibration_report on reports made by hand (no process runs): the suggested limit, the language's
// factor taken out, the warnings at half and double the limit; then `build/judge calibrate` once, end
// to end, on a copy-input problem in a scratch folder (needs build/judge; runs from the repository's root).
#include <doctest/doctest.h>

#include <filesystem>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "judge/cli/calibrate.hpp"
#include "support.hpp"

using namespace judge;
namespace fs = std::filesystem;
using Scratch = test_support::ScratchFolder;
using test_support::read_file;

namespace {

const double kLimit = 1000;  // the problem's time_limit_ms in every hand-made report

TestReport test_run(const std::string& name, double ms, Verdict verdict = Verdict::AC, const std::string& message = "") {
    TestReport test;
    test.name = name;
    test.time_ms = ms;
    test.wall_ms = ms;
    test.verdict = verdict;
    test.message = message;
    return test;
}

// A report as the measuring run (kHeadroom × kLimit, × the language's factor) leaves it.
SolutionReport report(const std::string& path, Verdict verdict, std::vector<TestReport> tests,
                      std::set<Verdict> expected = {Verdict::AC}, double language_factor = 1) {
    SolutionReport solution;
    solution.path = path;
    solution.problem = "copy";
    solution.verdict = verdict;
    solution.expected = Expectation{std::move(expected), "line 1"};
    solution.ok = solution.expected.permits(verdict);
    solution.time_limit_ms = kHeadroom * kLimit * language_factor;
    solution.total_tests = tests.size();
    for (const auto& test : tests)
        if (test.verdict != Verdict::AC && solution.message.empty()) solution.message = test.name + ": " + test.message;
    solution.tests = std::move(tests);
    return solution;
}

// The line of `text` that starts with `start`; "" when there is none.
std::string line_starting(const std::string& text, const std::string& start) {
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        if (line.rfind(start, 0) == 0) return line;
    return "";
}

// The solution's row of the table: "  <path> <verdict> <slowest>  <test>".
std::string row_of(const std::string& text, const std::string& path) { return line_starting(text, "  " + path + " "); }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_SUITE("calibrate") {

TEST_CASE("the suggestion is factor × the slowest AC run of the solutions expecting only AC, rounded up to 100 ms") {
    std::vector<SolutionReport> reports{
        report("solutions/copy/a.c", Verdict::AC, {test_run("01", 120), test_run("02", 210), test_run("03", 90)}),
        report("solutions/copy/b.c", Verdict::AC, {test_run("01", 150)}),
    };
    std::string text = calibration_report(reports, kLimit, 3);
    CAPTURE(text);
    CHECK(line_starting(text, "suggested") ==
          "suggested time_limit_ms: 700 (3 × 210 ms, the slowest AC run: solutions/copy/a.c on 02, rounded up to "
          "100 ms); now 1000");
    CHECK(contains(row_of(text, "solutions/copy/a.c"), "AC"));
    CHECK(contains(row_of(text, "solutions/copy/a.c"), "210 ms  02"));
    CHECK(contains(row_of(text, "solutions/copy/b.c"), "150 ms  01"));
    CHECK_FALSE(contains(text, "warning:"));  // both are AC at half the limit

    // Another factor; a multiple of 100 stays; the suggestion is never under 100 ms.
    CHECK(contains(calibration_report(reports, kLimit, 2), "suggested time_limit_ms: 500 (2 × 210 ms"));
    CHECK(contains(calibration_report({report("x.c", Verdict::AC, {test_run("01", 300)})}, kLimit, 3),
                   "suggested time_limit_ms: 900 (3 × 300 ms"));
    CHECK(contains(calibration_report({report("x.c", Verdict::AC, {test_run("01", 2)})}, kLimit, 3),
                   "suggested time_limit_ms: 100 (3 × 2 ms"));
}

TEST_CASE("the language's time factor is taken out of the measured times") {
    // Measured under kHeadroom × 1000 × 2 (a language with time_factor 2): 1500 ms of CPU is 750 ms of the
    // problem's limit.
    std::vector<SolutionReport> reports{report("solutions/copy/slow.py", Verdict::AC, {test_run("01", 1500)}, {Verdict::AC}, 2)};
    std::string text = calibration_report(reports, kLimit, 3);
    CAPTURE(text);
    CHECK(contains(row_of(text, "solutions/copy/slow.py"), "750 ms  01"));
    CHECK(contains(text, "suggested time_limit_ms: 2300 (3 × 750 ms, the slowest AC run: solutions/copy/slow.py on 01"));
    CHECK(contains(text, "warning: solutions/copy/slow.py is sensitive to the time limit: AC at 1000 ms, TLE at 500 ms "
                         "(slowest 750 ms on 01)"));
    CHECK_FALSE(contains(text, "1500 ms"));
}

TEST_CASE("a solution whose verdict changes at half or double the limit gets a warning saying how") {
    std::vector<SolutionReport> reports{
        report("half.c", Verdict::AC, {test_run("01", 500)}),                        // AC even at half: no warning
        report("near.c", Verdict::AC, {test_run("01", 100), test_run("02", 600)}),   // AC now, TLE at half
        report("at_limit.c", Verdict::AC, {test_run("01", 1000)}),                   // AC now (not over), TLE at half
        report("over.c", Verdict::AC, {test_run("01", 1500)}, {Verdict::AC, Verdict::TLE}),  // TLE now, AC at double
        report("far.c", Verdict::AC, {test_run("01", 2400)}, {Verdict::AC, Verdict::TLE}),   // TLE now and at double
    };
    std::string text = calibration_report(reports, kLimit, 3);
    CAPTURE(text);
    CHECK_FALSE(contains(text, "warning: half.c"));
    CHECK(line_starting(text, "warning: near.c") ==
          "warning: near.c is sensitive to the time limit: AC at 1000 ms, TLE at 500 ms (slowest 600 ms on 02)");
    CHECK(line_starting(text, "warning: at_limit.c") ==
          "warning: at_limit.c is sensitive to the time limit: AC at 1000 ms, TLE at 500 ms (slowest 1000 ms on 01)");
    CHECK(line_starting(text, "warning: over.c") ==
          "warning: over.c is sensitive to the time limit: TLE at 1000 ms, AC at 2000 ms (slowest 1500 ms on 01)");
    CHECK_FALSE(contains(text, "warning: far.c"));
    // The warnings come after the suggestion, in the order of the reports.
    CHECK(text.find("suggested") < text.find("warning: near.c"));
    CHECK(text.find("warning: near.c") < text.find("warning: at_limit.c"));
    CHECK(text.find("warning: at_limit.c") < text.find("warning: over.c"));
}

TEST_CASE("a solution expecting only AC that is AC only at the measuring limit is warned about") {
    std::vector<SolutionReport> reports{report("slow.c", Verdict::AC, {test_run("01", 2400)})};
    std::string text = calibration_report(reports, kLimit, 3);
    CAPTURE(text);
    CHECK(line_starting(text, "warning: slow.c") ==
          "warning: slow.c expects AC but is TLE at 1000 ms and at 2000 ms (slowest 2400 ms on 01)");
}

TEST_CASE("a solution that expects only AC and got TLE is warned about and shown over the measuring limit") {
    std::vector<SolutionReport> reports{
        report("fast.c", Verdict::AC, {test_run("01", 100)}),
        report("slow.c", Verdict::TLE, {test_run("01", 100), test_run("02", 2501, Verdict::TLE, "CPU 2501 ms > 2500 ms")}),
    };
    std::string text = calibration_report(reports, kLimit, 3);
    CAPTURE(text);
    std::string row = row_of(text, "slow.c");
    CHECK(contains(row, "TLE"));
    CHECK(contains(row, "> 2500 ms  02"));
    CHECK(line_starting(text, "warning: slow.c") ==
          "warning: slow.c expects AC but got TLE even with 2500 ms: 02: CPU 2501 ms > 2500 ms");
    CHECK_FALSE(contains(text, "slow.c is sensitive"));  // TLE at the measuring limit is TLE at double too
    CHECK(contains(text, "the slowest AC run: fast.c on 01"));
}

TEST_CASE("a solution that expects AC or TLE does not count for the suggestion") {
    std::vector<SolutionReport> reports{
        report("sure.c", Verdict::AC, {test_run("01", 100)}),
        report("maybe.c", Verdict::AC, {test_run("01", 400)}, {Verdict::AC, Verdict::TLE}),
    };
    std::string text = calibration_report(reports, kLimit, 3);
    CAPTURE(text);
    CHECK(line_starting(text, "suggested") ==
          "suggested time_limit_ms: 300 (3 × 100 ms, the slowest AC run: sure.c on 01, rounded up to 100 ms); now 1000");
    CHECK(contains(row_of(text, "maybe.c"), "400 ms  01"));  // still measured and shown
}

TEST_CASE("without an AC from a solution expecting only AC there is no suggestion") {
    std::vector<SolutionReport> reports{
        report("wrong.c", Verdict::WA, {test_run("01", 10, Verdict::WA, "line 1, column 1: expected '1', got '2'")}),
        report("wrong_on_purpose.c", Verdict::AC, {test_run("01", 10)}, {Verdict::WA}),
        report("broken.c", Verdict::CE, {}),
    };
    reports[2].message = "prog.c:1:1: error: expected identifier";
    std::string text = calibration_report(reports, kLimit, 3);
    CAPTURE(text);
    CHECK(contains(text, "\nno solution that expects only AC got AC: no suggestion\n"));
    CHECK_FALSE(contains(text, "suggested"));
    CHECK(line_starting(text, "warning: wrong.c") ==
          "warning: wrong.c expects AC but got WA even with 2500 ms: 01: line 1, column 1: expected '1', got '2'");
    CHECK(line_starting(text, "warning: broken.c") ==
          "warning: broken.c expects AC but got CE even with 2500 ms: prog.c:1:1: error: expected identifier");
    // Rows that were not measured show "-" and the start of their message.
    CHECK(contains(row_of(text, "broken.c"), "CE"));
    CHECK(contains(row_of(text, "broken.c"), " -  prog.c:1:1: error"));
    CHECK(contains(row_of(text, "wrong.c"), " -  01: line 1"));

    CHECK(contains(calibration_report({}, kLimit, 3), "no solution that expects only AC got AC: no suggestion\n"));
}

TEST_CASE("judge calibrate measures a copy-input solution and suggests a limit, exit 0") {
    Scratch scratch;
    fs::path dir = scratch.path / "copy";
    scratch.write("copy/problem.yaml", "kind: stdio\ntime_limit_ms: 1000\nmemory_limit_kb: 65536\nchecker: lines\n"
                                       "languages:\n  c:\n    source: prog.c\n    compile: gcc -O0 -o prog prog.c\n"
                                       "    run: \"{dir}/prog\"\n");
    scratch.write("copy/01.in", "hello\n");
    scratch.write("copy/01.out", "hello\n");
    fs::path solution = scratch.write("solutions/copy.c",
                                      "#include <stdio.h>\n"
                                      "int main(void) { int c; while ((c = getchar()) != EOF) putchar(c); return 0; }\n");
    test_support::JudgeRun run = test_support::run_built_judge(
        scratch, "calibrate '" + dir.string() + "' --solutions '" + solution.string() + "' -j 1 --cache '" +
                     (scratch.path / "cache").string() + "'", 120);
    std::string text = run.out;
    CAPTURE(text);
    CAPTURE(run.err);
    CHECK(run.status == 0);
    CHECK(text.rfind("calibrate: " + dir.string() + ": time_limit_ms is 1000; measuring 1 solutions with 2500 ms", 0) == 0);
    std::string row = row_of(text, solution.string());
    CHECK(contains(row, " AC "));
    CHECK(contains(row, " ms  01"));
    CHECK(contains(line_starting(text, "suggested time_limit_ms: "), "the slowest AC run: " + solution.string() + " on 01"));
    CHECK(fs::is_directory(scratch.path / "cache"));  // built where --cache said
}

}  // TEST_SUITE
