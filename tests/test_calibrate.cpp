// calibration_report on reports made by hand (no process runs): the suggested limit, the language's
// factor taken out, the thin margins (an AC-only solution over half the limit, a TLE-only one over the
// limit but under double it), the mismatches (a verdict no limit explains) and the warnings of mixed expectations at half and double the limit; then
// `build/judge calibrate` end to end on problems in a scratch folder, exit 0 with a wide margin and 1
// with a thin one (needs build/judge and gcc; runs from the repository's root).
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
    test.test = test_support::hand_made_test(name);
    test.time_ms = ms;
    test.wall_ms = ms;
    test.verdict = verdict;
    test.message = message;
    return test;
}

// Every group expects `verdicts`, as an expect line without group names says.
Expectation expect(std::set<Verdict> verdicts) { return Expectation::everywhere(std::move(verdicts), "line 1"); }

// A report as the measuring run (kHeadroom × kLimit, × the language's factor) leaves it.
SolutionReport report(const std::string& path, Verdict verdict, std::vector<TestReport> tests,
                      Expectation expected = expect({Verdict::AC}), double language_factor = 1) {
    SolutionReport solution;
    solution.path = path;
    solution.problem = "copy";
    solution.verdict = verdict;
    solution.predicted = verdict;
    solution.expected = std::move(expected);
    solution.ok = solution.expected.prediction().count(verdict) > 0;
    solution.time_limit_ms = kHeadroom * kLimit * language_factor;
    solution.total_tests = tests.size();
    for (const auto& test : tests)
        if (test.verdict != Verdict::AC && solution.message.empty()) solution.message = test.name() + ": " + test.message;
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

// `build/judge calibrate DIR --solutions SOLUTION -j 1 --machine-factor F`, its builds cached in scratch/cache.
// F = 1: the limits as problem.yaml gives them, whatever machine runs the tests.
test_support::JudgeRun run_calibrate(const Scratch& scratch, const fs::path& dir, const fs::path& solution,
                                     double machine_factor = 1) {
    return test_support::run_built_judge(scratch, "calibrate '" + dir.string() + "' --solutions '" + solution.string() +
                                                      "' -j 1 --cache '" + (scratch.path / "cache").string() +
                                                      "' --machine-factor " + std::to_string(machine_factor),
                                         120);
}

}  // namespace

TEST_SUITE("calibrate") {

TEST_CASE("the suggestion is factor × the slowest AC run of the solutions expecting only AC, rounded up to 100 ms") {
    std::vector<SolutionReport> reports{
        report("solutions/copy/a.c", Verdict::AC, {test_run("01", 120), test_run("02", 210), test_run("03", 90)}),
        report("solutions/copy/b.c", Verdict::AC, {test_run("01", 150)}),
    };
    Calibration calibration = calibration_report(reports, kLimit, 3);
    const std::string& text = calibration.text;
    CAPTURE(text);
    CHECK(line_starting(text, "suggested") ==
          "suggested time_limit_ms: 700 (3 × 210 ms, the slowest AC run: solutions/copy/a.c on 02, rounded up to "
          "100 ms); now 1000");
    CHECK(contains(row_of(text, "solutions/copy/a.c"), "AC"));
    CHECK(contains(row_of(text, "solutions/copy/a.c"), "210 ms  02"));
    CHECK(contains(row_of(text, "solutions/copy/b.c"), "150 ms  01"));
    CHECK(calibration.thin_margins.empty());  // both are AC at half the limit
    CHECK_FALSE(contains(text, "thin margin:"));
    CHECK_FALSE(contains(text, "warning:"));

    // Another factor; a multiple of 100 stays; the suggestion is never under 100 ms.
    CHECK(contains(calibration_report(reports, kLimit, 2).text, "suggested time_limit_ms: 500 (2 × 210 ms"));
    CHECK(contains(calibration_report({report("x.c", Verdict::AC, {test_run("01", 300)})}, kLimit, 3).text,
                   "suggested time_limit_ms: 900 (3 × 300 ms"));
    CHECK(contains(calibration_report({report("x.c", Verdict::AC, {test_run("01", 2)})}, kLimit, 3).text,
                   "suggested time_limit_ms: 100 (3 × 2 ms"));
}

TEST_CASE("the table's first column is as wide as the longest path, so the verdicts line up") {
    const std::string long_path = "solutions/copy/" + std::string(70, 'x') + ".c";
    Calibration calibration = calibration_report(
        {report("a.c", Verdict::AC, {test_run("01", 100)}), report(long_path, Verdict::AC, {test_run("01", 120)})}, kLimit, 3);
    CAPTURE(calibration.text);
    const std::string header = line_starting(calibration.text, "  solution ");
    const std::size_t verdict_column = header.find("verdict");
    REQUIRE(verdict_column != std::string::npos);
    CHECK(verdict_column == 2 + long_path.size() + 1);
    CHECK(row_of(calibration.text, "a.c").find("AC") == verdict_column);
    CHECK(row_of(calibration.text, long_path).find("AC") == verdict_column);
}

TEST_CASE("the language's time factor is taken out of the measured times") {
    // Measured under kHeadroom × 1000 × 2 (a language with time_factor 2): 800 ms of CPU is 400 ms of the
    // problem's limit, under half of it; 1500 ms is 750 ms, over half.
    SUBCASE("under half the limit once the factor is out") {
        Calibration calibration = calibration_report(
            {report("solutions/copy/quick.py", Verdict::AC, {test_run("01", 800)}, expect({Verdict::AC}), 2)}, kLimit, 3);
        CAPTURE(calibration.text);
        CHECK(contains(row_of(calibration.text, "solutions/copy/quick.py"), "400 ms  01"));
        CHECK(contains(calibration.text, "suggested time_limit_ms: 1200 (3 × 400 ms, the slowest AC run: "
                                         "solutions/copy/quick.py on 01"));
        CHECK(calibration.thin_margins.empty());
        CHECK_FALSE(contains(calibration.text, "800 ms"));
    }
    SUBCASE("over half the limit once the factor is out") {
        Calibration calibration = calibration_report(
            {report("solutions/copy/slow.py", Verdict::AC, {test_run("01", 1500)}, expect({Verdict::AC}), 2)}, kLimit, 3);
        CAPTURE(calibration.text);
        CHECK(contains(row_of(calibration.text, "solutions/copy/slow.py"), "750 ms  01"));
        CHECK(contains(calibration.text, "suggested time_limit_ms: 2300 (3 × 750 ms, the slowest AC run: "
                                         "solutions/copy/slow.py on 01"));
        REQUIRE(calibration.thin_margins.size() == 1);
        CHECK(calibration.thin_margins[0] ==
              "solutions/copy/slow.py expects AC but needs 750 ms on 01, more than half the limit (500 ms): its "
              "verdict could flip with the machine's load");
        CHECK_FALSE(contains(calibration.text, "1500 ms"));
    }
}

TEST_CASE("a solution expecting only AC that needs more than half the limit is a thin margin naming solution and test") {
    std::vector<SolutionReport> reports{
        report("half.c", Verdict::AC, {test_run("01", 500)}),                       // exactly half: wide enough
        report("near.c", Verdict::AC, {test_run("01", 100), test_run("02", 600)}),  // over half on 02
        report("slow.c", Verdict::AC, {test_run("01", 2400)}),                      // AC only at the measuring limit
        report("mixed.c", Verdict::AC, {test_run("01", 600)}, expect({Verdict::AC, Verdict::TLE})),  // a warning instead
    };
    Calibration calibration = calibration_report(reports, kLimit, 3);
    const std::string& text = calibration.text;
    CAPTURE(text);
    REQUIRE(calibration.thin_margins.size() == 2);
    CHECK(calibration.thin_margins[0] ==
          "near.c expects AC but needs 600 ms on 02, more than half the limit (500 ms): its verdict could flip with "
          "the machine's load");
    CHECK(calibration.thin_margins[1] ==
          "slow.c expects AC but needs 2400 ms on 01, more than half the limit (500 ms): its verdict could flip with "
          "the machine's load");
    CHECK(line_starting(text, "thin margin: near.c") == "thin margin: " + calibration.thin_margins[0]);
    CHECK(line_starting(text, "thin margin: slow.c") == "thin margin: " + calibration.thin_margins[1]);
    CHECK_FALSE(contains(text, "half.c expects"));
    CHECK_FALSE(contains(text, "thin margin: mixed.c"));
    // They still count for the suggestion: the slowest AC run is slow.c's.
    CHECK(contains(line_starting(text, "suggested"), "(3 × 2400 ms, the slowest AC run: slow.c on 01"));
    // The thin margins come after the suggestion, in the order of the reports, before the warnings.
    CHECK(text.find("suggested") < text.find("thin margin: near.c"));
    CHECK(text.find("thin margin: near.c") < text.find("thin margin: slow.c"));
    CHECK(text.find("thin margin: slow.c") < text.find("warning: mixed.c"));
}

TEST_CASE("a solution with mixed expectations whose verdict changes at half or double the limit gets a warning saying how") {
    const Expectation ac_or_tle = expect({Verdict::AC, Verdict::TLE});
    // The prediction is sample's and secret's together: AC on sample, TLE on secret is mixed as well.
    Expectation split = expect({Verdict::AC});
    split.by_group[TestGroup::Secret] = {Verdict::TLE};
    std::vector<SolutionReport> reports{
        report("half.c", Verdict::AC, {test_run("01", 500)}, ac_or_tle),                        // AC even at half
        report("near.c", Verdict::AC, {test_run("01", 100), test_run("02", 600)}, ac_or_tle),   // AC now, TLE at half
        report("at_limit.c", Verdict::AC, {test_run("01", 1000)}, ac_or_tle),                   // AC now (not over)
        report("over.c", Verdict::AC, {test_run("01", 1500)}, ac_or_tle),                       // TLE now, AC at double
        report("far.c", Verdict::AC, {test_run("01", 2400)}, ac_or_tle),                        // TLE now and at double
        report("split.c", Verdict::AC, {test_run("01", 700)}, split),
    };
    Calibration calibration = calibration_report(reports, kLimit, 3);
    const std::string& text = calibration.text;
    CAPTURE(text);
    CHECK_FALSE(contains(text, "warning: half.c"));
    CHECK(line_starting(text, "warning: near.c") ==
          "warning: near.c is sensitive to the time limit: AC at 1000 ms, TLE at 500 ms (slowest 600 ms on 02)");
    CHECK(line_starting(text, "warning: at_limit.c") ==
          "warning: at_limit.c is sensitive to the time limit: AC at 1000 ms, TLE at 500 ms (slowest 1000 ms on 01)");
    CHECK(line_starting(text, "warning: over.c") ==
          "warning: over.c is sensitive to the time limit: TLE at 1000 ms, AC at 2000 ms (slowest 1500 ms on 01)");
    CHECK_FALSE(contains(text, "warning: far.c"));
    CHECK(line_starting(text, "warning: split.c") ==
          "warning: split.c is sensitive to the time limit: AC at 1000 ms, TLE at 500 ms (slowest 700 ms on 01)");
    // Warnings are no thin margins, and mixed solutions make no suggestion.
    CHECK(calibration.thin_margins.empty());
    CHECK(contains(text, "\nno solution that expects only AC got AC: no suggestion\n"));
    // The warnings come after the suggestion, in the order of the reports.
    CHECK(text.find("no suggestion") < text.find("warning: near.c"));
    CHECK(text.find("warning: near.c") < text.find("warning: at_limit.c"));
    CHECK(text.find("warning: at_limit.c") < text.find("warning: over.c"));
    CHECK(text.find("warning: over.c") < text.find("warning: split.c"));
}

TEST_CASE("a solution that expects only AC and got TLE even at the measuring limit is a mismatch, shown over that limit") {
    std::vector<SolutionReport> reports{
        report("fast.c", Verdict::AC, {test_run("01", 100)}),
        report("slow.c", Verdict::TLE, {test_run("01", 100), test_run("02", 2501, Verdict::TLE, "CPU 2501 ms > 2500 ms")}),
    };
    Calibration calibration = calibration_report(reports, kLimit, 3);
    const std::string& text = calibration.text;
    CAPTURE(text);
    std::string row = row_of(text, "slow.c");
    CHECK(contains(row, "TLE"));
    CHECK(contains(row, "> 2500 ms  02"));
    CHECK(calibration.thin_margins.empty());  // no load makes 2500 ms fit in 1000
    REQUIRE(calibration.mismatches.size() == 1);
    CHECK(calibration.mismatches[0] == "slow.c expects AC but got TLE even with 2500 ms: 02: CPU 2501 ms > 2500 ms");
    CHECK(line_starting(text, "mismatch: slow.c") ==
          "mismatch: slow.c expects AC but got TLE even with 2500 ms: 02: CPU 2501 ms > 2500 ms");
    CHECK_FALSE(contains(text, "slow.c is sensitive"));  // TLE at the measuring limit is TLE at double too
    CHECK(contains(text, "the slowest AC run: fast.c on 01"));
}

TEST_CASE("a solution that expects only TLE is a thin margin between the limit and double it, a mismatch within the limit or not AC") {
    const Expectation tle = expect({Verdict::TLE});
    std::vector<SolutionReport> reports{
        report("sure.c", Verdict::AC, {test_run("01", 100)}),
        report("spin.c", Verdict::TLE, {test_run("01", 2501, Verdict::TLE, "CPU 2501 ms > 2500 ms")}, tle),  // wide
        report("far.c", Verdict::AC, {test_run("01", 2000)}, tle),            // exactly double: wide enough
        report("close.c", Verdict::AC, {test_run("01", 300), test_run("02", 1500)}, tle),  // under double on 02
        report("wrong.c", Verdict::WA, {test_run("01", 10, Verdict::WA, "line 1: expected '1', got '2'")}, tle),
        report("quick.c", Verdict::AC, {test_run("01", 1000)}, tle),  // AC at the limit itself
    };
    Calibration calibration = calibration_report(reports, kLimit, 3);
    const std::string& text = calibration.text;
    CAPTURE(text);
    REQUIRE(calibration.thin_margins.size() == 1);
    CHECK(calibration.thin_margins[0] ==
          "close.c expects TLE but finishes in 1500 ms on 02, within double the limit (2000 ms): its verdict could "
          "flip with the machine's load");
    CHECK(line_starting(text, "thin margin: close.c") == "thin margin: " + calibration.thin_margins[0]);
    REQUIRE(calibration.mismatches.size() == 2);
    CHECK(calibration.mismatches[0] == "wrong.c expects TLE but got WA: 01: line 1: expected '1', got '2'");
    CHECK(calibration.mismatches[1] == "quick.c expects TLE but finishes in 1000 ms on 01, within the limit (1000 ms)");
    CHECK(line_starting(text, "mismatch: wrong.c") == "mismatch: " + calibration.mismatches[0]);
    // Mismatches come before the thin margins.
    CHECK(text.find("mismatch: quick.c") < text.find("thin margin: close.c"));
    CHECK_FALSE(contains(text, "spin.c expects"));
    CHECK_FALSE(contains(text, "far.c expects"));
    CHECK_FALSE(contains(text, "warning:"));  // only TLE expected: thin margins, never warnings
    // Solutions that expect TLE do not count for the suggestion, even when AC.
    CHECK(line_starting(text, "suggested") ==
          "suggested time_limit_ms: 300 (3 × 100 ms, the slowest AC run: sure.c on 01, rounded up to 100 ms); now 1000");
}

TEST_CASE("a solution that expects AC on the prediction and TLE on hard counts as expecting only AC") {
    Expectation hard_tle = expect({Verdict::AC});  // `expect: AC; hard: TLE`
    hard_tle.by_group[TestGroup::Hard] = {Verdict::TLE};
    SUBCASE("it makes the suggestion") {
        Calibration calibration =
            calibration_report({report("sure.c", Verdict::AC, {test_run("01", 100)}),
                                report("hard.c", Verdict::AC, {test_run("01", 300)}, hard_tle)},
                               kLimit, 3);
        CAPTURE(calibration.text);
        CHECK(line_starting(calibration.text, "suggested") ==
              "suggested time_limit_ms: 900 (3 × 300 ms, the slowest AC run: hard.c on 01, rounded up to 100 ms); now 1000");
        CHECK(calibration.thin_margins.empty());
        CHECK_FALSE(contains(calibration.text, "warning:"));
    }
    SUBCASE("over half the limit it is a thin margin, not a warning") {
        Calibration calibration = calibration_report({report("hard.c", Verdict::AC, {test_run("01", 700)}, hard_tle)}, kLimit, 3);
        CAPTURE(calibration.text);
        REQUIRE(calibration.thin_margins.size() == 1);
        CHECK(calibration.thin_margins[0] ==
              "hard.c expects AC but needs 700 ms on 01, more than half the limit (500 ms): its verdict could flip "
              "with the machine's load");
        CHECK_FALSE(contains(calibration.text, "warning:"));
    }
}

TEST_CASE("a solution that expects AC or TLE does not count for the suggestion") {
    std::vector<SolutionReport> reports{
        report("sure.c", Verdict::AC, {test_run("01", 100)}),
        report("maybe.c", Verdict::AC, {test_run("01", 400)}, expect({Verdict::AC, Verdict::TLE})),
    };
    Calibration calibration = calibration_report(reports, kLimit, 3);
    const std::string& text = calibration.text;
    CAPTURE(text);
    CHECK(line_starting(text, "suggested") ==
          "suggested time_limit_ms: 300 (3 × 100 ms, the slowest AC run: sure.c on 01, rounded up to 100 ms); now 1000");
    CHECK(contains(row_of(text, "maybe.c"), "400 ms  01"));  // still measured and shown
    CHECK(calibration.thin_margins.empty());
}

TEST_CASE("without an AC from a solution expecting only AC there is no suggestion") {
    std::vector<SolutionReport> reports{
        report("wrong.c", Verdict::WA, {test_run("01", 10, Verdict::WA, "line 1, column 1: expected '1', got '2'")}),
        report("wrong_on_purpose.c", Verdict::AC, {test_run("01", 10)}, expect({Verdict::WA})),
        report("broken.c", Verdict::CE, {}),
    };
    reports[2].message = "prog.c:1:1: error: expected identifier\n    1 | int main( {\n      |          ^";  // first line only
    Calibration calibration = calibration_report(reports, kLimit, 3);
    const std::string& text = calibration.text;
    CAPTURE(text);
    CHECK(contains(text, "\nno solution that expects only AC got AC: no suggestion\n"));
    CHECK_FALSE(contains(text, "suggested"));
    // A wrong answer or a compile error is no matter of margin: a mismatch, with no time in its words.
    CHECK(calibration.thin_margins.empty());
    REQUIRE(calibration.mismatches.size() == 2);
    CHECK(calibration.mismatches[0] == "wrong.c expects AC but got WA: 01: line 1, column 1: expected '1', got '2'");
    CHECK(calibration.mismatches[1] == "broken.c expects AC but got CE: prog.c:1:1: error: expected identifier");
    CHECK(line_starting(text, "mismatch: wrong.c") == "mismatch: " + calibration.mismatches[0]);
    CHECK(line_starting(text, "mismatch: broken.c") == "mismatch: " + calibration.mismatches[1]);
    CHECK_FALSE(contains(text, "thin margin"));
    CHECK_FALSE(contains(text, "wrong_on_purpose.c expects"));
    // Rows that were not measured show "-" and the start of their message.
    CHECK(contains(row_of(text, "broken.c"), "CE"));
    CHECK(contains(row_of(text, "broken.c"), " -  prog.c:1:1: error"));
    CHECK(contains(row_of(text, "wrong.c"), " -  01: line 1"));

    Calibration none = calibration_report({}, kLimit, 3);
    CHECK(contains(none.text, "no solution that expects only AC got AC: no suggestion\n"));
    CHECK(none.thin_margins.empty());
}

TEST_CASE("a SKIPPED solution is reported as SKIPPED with its reason, never as a thin margin") {
    SolutionReport skipped = report("leetcode.cpp", Verdict::SKIPPED, {});
    skipped.message = "clang++-19 not found in PATH";
    SolutionReport skipped_tle = report("slow.cpp", Verdict::SKIPPED, {}, expect({Verdict::TLE}));
    skipped_tle.message = "clang++-19 not found in PATH";
    std::vector<SolutionReport> reports{report("fast.c", Verdict::AC, {test_run("01", 100)}), skipped, skipped_tle};
    Calibration calibration = calibration_report(reports, kLimit, 3);
    const std::string& text = calibration.text;
    CAPTURE(text);
    CHECK(calibration.thin_margins.empty());
    CHECK_FALSE(contains(text, "thin margin"));
    CHECK(calibration.skipped == std::vector<std::string>{"leetcode.cpp: clang++-19 not found in PATH",
                                                          "slow.cpp: clang++-19 not found in PATH"});
    CHECK(line_starting(text, "SKIPPED: leetcode.cpp") == "SKIPPED: leetcode.cpp: clang++-19 not found in PATH");
    CHECK(line_starting(text, "SKIPPED: slow.cpp") == "SKIPPED: slow.cpp: clang++-19 not found in PATH");
    CHECK(contains(row_of(text, "leetcode.cpp"), "SKIPPED           -  clang++-19 not found in PATH"));
    CHECK(contains(text, "the slowest AC run: fast.c on 01"));
}

TEST_CASE("judge calibrate reports a SKIPPED solution and exits 0, but 1 under CI=true") {
    Scratch scratch;
    fs::path dir = scratch.path / "missing";
    scratch.write("missing/problem.yaml", test_support::c_problem_yaml(1000, "no-such-compiler-xyz"));
    scratch.write("missing/01.in", "one\n");
    scratch.write("missing/01.out", "one\n");
    fs::path solution = scratch.write("solutions/copy.c", "int main(void) { return 0; }\n");
    const std::string skipped_line = "SKIPPED: " + solution.string() + ": no-such-compiler-xyz not found in PATH\n";
    {
        test_support::ScopedEnv ci("CI", nullptr);
        test_support::JudgeRun run = run_calibrate(scratch, dir, solution);
        CAPTURE(run.out);
        CAPTURE(run.err);
        CHECK(run.status == 0);
        CHECK(contains(run.out, skipped_line));
        CHECK_FALSE(contains(run.out, "thin margin"));
        CHECK(contains(run.out, "\ncalibrate: every AC on the prediction needs at most half the limit, every TLE more "
                                "than double (1 SKIPPED, not measured)\n"));
    }
    {
        test_support::ScopedEnv ci("CI", "true");
        test_support::JudgeRun run = run_calibrate(scratch, dir, solution);
        CAPTURE(run.out);
        CHECK(run.status == 1);
        CHECK(contains(run.out, skipped_line));
        CHECK(contains(run.out, "\ncalibrate: 1 solution SKIPPED and CI=true: CI must measure every solution"));
    }
}

TEST_CASE("judge calibrate measures a copy-input solution and suggests a limit, exit 0") {
    Scratch scratch;
    fs::path dir = scratch.path / "copy";
    scratch.write("copy/problem.yaml", test_support::c_problem_yaml(1000));
    scratch.write("copy/01.in", "hello\n");
    scratch.write("copy/01.out", "hello\n");
    fs::path solution = scratch.write("solutions/copy.c",
                                      "#include <stdio.h>\n"
                                      "int main(void) { int c; while ((c = getchar()) != EOF) putchar(c); return 0; }\n");
    test_support::JudgeRun run = run_calibrate(scratch, dir, solution);
    std::string text = run.out;
    CAPTURE(text);
    CAPTURE(run.err);
    CHECK(run.status == 0);
    CHECK(text.rfind("calibrate: " + dir.string() + ": time_limit_ms is 1000; measuring 1 solution on sample and "
                     "secret with 2500 ms (×2.5)\n", 0) == 0);
    std::string row = row_of(text, solution.string());
    CHECK(contains(row, " AC "));
    CHECK(contains(row, " ms  01"));
    CHECK(contains(line_starting(text, "suggested time_limit_ms: "), "the slowest AC run: " + solution.string() + " on 01"));
    CHECK_FALSE(contains(text, "thin margin:"));
    CHECK(contains(text, "\ncalibrate: every AC on the prediction needs at most half the limit, every TLE more than "
                         "double\n"));
    CHECK(fs::is_directory(scratch.path / "cache"));  // built where --cache said

    // On a machine 3× slower than the reference one the runs get 3× the limit, and the report says so.
    test_support::JudgeRun slow = run_calibrate(scratch, dir, solution, 3);
    CAPTURE(slow.out);
    CHECK(slow.status == 0);
    CHECK(contains(slow.out, "\ncalibrate: this machine: C/C++ 3.00×, Python 3.00×, Java 3.00× the reference machine's "
                             "times (--machine-factor); the limits were multiplied by these, and the times below are "
                             "divided by them\n"));
}

TEST_CASE("judge calibrate exits 1 when a solution expecting AC needs more than half the limit") {
    // Limit 200 ms: a solution spinning 150 ms of CPU on the secret test is AC, but over half of it. Its
    // hard test would be WA; calibrate measures sample and secret only, so the verdict stays AC.
    Scratch scratch;
    fs::path dir = scratch.path / "spin";
    scratch.write("spin/problem.yaml", test_support::c_problem_yaml(200));
    scratch.write("spin/secret/01.in", "spin\n");
    scratch.write("spin/secret/01.out", "spin\n");
    scratch.write("spin/hard/01.in", "hard\n");
    scratch.write("spin/hard/01.out", "hard\n");
    fs::path solution = scratch.write("solutions/spin.c",
                                      "#include <stdio.h>\n"
                                      "#include <time.h>\n"
                                      "int main(void) {\n"
                                      "    char line[64] = \"\";\n"
                                      "    if (!fgets(line, sizeof line, stdin)) return 1;\n"
                                      "    if (line[0] == 'h') { puts(\"wrong\"); return 0; }\n"
                                      "    clock_t start = clock();\n"
                                      "    volatile unsigned long spins = 0;\n"
                                      "    while (clock() - start < CLOCKS_PER_SEC * 150 / 1000) ++spins;\n"
                                      "    fputs(line, stdout);\n"
                                      "    return 0;\n"
                                      "}\n");
    test_support::JudgeRun run = run_calibrate(scratch, dir, solution);
    std::string text = run.out;
    CAPTURE(text);
    CAPTURE(run.err);
    CHECK(run.status == 1);
    CHECK(text.rfind("calibrate: " + dir.string() + ": time_limit_ms is 200; measuring 1 solution on sample and "
                     "secret with 500 ms (×2.5)\n", 0) == 0);
    CHECK(contains(row_of(text, solution.string()), " AC "));
    std::string thin = line_starting(text, "thin margin: " + solution.string() + " expects AC but needs ");
    CHECK(contains(thin, " ms on secret/01, more than half the limit (100 ms): its verdict could flip with the "
                         "machine's load"));
    CHECK(contains(text, "\ncalibrate: 1 verdict with too thin a margin (fix the solution or the tests, not the limit)\n"));
    CHECK_FALSE(contains(text, "every AC on the prediction"));

    // The same run on a machine 3× slower than the reference one: 150 ms there are 50 ms on the reference
    // machine, within half the limit; the runs got 3× the limit and the times are divided by 3.
    test_support::JudgeRun slow = run_calibrate(scratch, dir, solution, 3);
    CAPTURE(slow.out);
    CHECK(slow.status == 0);
    std::string slow_row = row_of(slow.out, solution.string());
    CHECK(contains(slow_row, " AC "));
    CHECK(contains(slow.out, "\ncalibrate: every AC on the prediction needs at most half the limit"));
    CHECK_FALSE(contains(slow.out, "thin margin"));
}

}  // TEST_SUITE
