#include <doctest/doctest.h>
#include <stdlib.h>
#include <unistd.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "judge/sandbox/launcher_protocol.hpp"
#include "judge/view/report.hpp"
#include "support.hpp"

using namespace judge;

namespace {

TestReport test_report(const std::string& name, Verdict verdict, double time_ms, long memory_kb,
                       const std::string& message) {
    TestReport t;
    t.test = test_support::hand_made_test(name);
    t.verdict = verdict;
    t.time_ms = time_ms;
    t.wall_ms = time_ms + 1;
    t.memory_kb = memory_kb;
    t.message = message;
    return t;
}

SolutionReport sample_report(Verdict verdict, std::set<Verdict> expected) {
    SolutionReport r;
    r.path = "solutions/p/x.cpp";
    r.problem = "p";
    r.language = "cpp";
    r.expected = Expectation::everywhere(expected, "line 3");
    r.total_tests = 2;
    r.tests.push_back(test_report("01_sample", Verdict::AC, 3.14, 1520, ""));
    r.tests.push_back(test_report("02_hard", verdict, 812.0, 20480,
                                  verdict == Verdict::AC ? "" : "line 1, column 1: expected '1', got '2'"));
    summarize(r, {{TestGroup::Secret, 2}});
    return r;
}

// A solution that was not run because its toolchain is missing, as judge_solutions leaves it.
SolutionReport skipped_report(const std::string& path, const std::string& reason) {
    SolutionReport r;
    r.path = path;
    r.problem = "p";
    r.language = "cpp";
    r.expected = Expectation::everywhere({Verdict::AC}, "default");
    r.verdict = Verdict::SKIPPED;
    r.message = reason;
    summarize(r, {{TestGroup::Secret, 2}});
    return r;
}

}  // namespace

TEST_SUITE("report") {
    TEST_CASE("colour is off with NO_COLOR, off when not a terminal, and forced by always") {
        setenv("NO_COLOR", "1", 1);
        CHECK_FALSE(use_color(ColorMode::Auto, STDOUT_FILENO));
        CHECK(use_color(ColorMode::Always, STDOUT_FILENO));
        unsetenv("NO_COLOR");
        int pipe_ends[2];
        REQUIRE(pipe(pipe_ends) == 0);
        CHECK_FALSE(use_color(ColorMode::Auto, pipe_ends[1]));
        CHECK_FALSE(use_color(ColorMode::Never, pipe_ends[1]));
        close(pipe_ends[0]);
        close(pipe_ends[1]);
    }

    TEST_CASE("the table shows verdict, tests passed, slowest time and memory, without escape codes when plain") {
        std::ostringstream out;
        print_table(out, {sample_report(Verdict::AC, {Verdict::AC})}, {false, false});
        std::string text = out.str();
        CHECK(text.find("solutions/p/x.cpp") != std::string::npos);
        CHECK(text.find("2/2") != std::string::npos);
        CHECK(text.find("812 ms") != std::string::npos);
        CHECK(text.find("20.0 MB") != std::string::npos);
        CHECK(text.find("1 solution: 1 as expected.") != std::string::npos);
        CHECK(text.find('\x1b') == std::string::npos);
    }

    TEST_CASE("an unexpected verdict is marked with what was expected, where that came from, and why") {
        std::ostringstream out;
        print_table(out, {sample_report(Verdict::WA, {Verdict::AC})}, {false, false});
        std::string text = out.str();
        CHECK(text.find("✗ secret: expected AC (line 3), got WA") != std::string::npos);
        CHECK(text.find("02_hard: line 1, column 1") != std::string::npos);
        CHECK(text.find("1 NOT") != std::string::npos);
    }

    TEST_CASE("verbose prints one line per test") {
        std::ostringstream out;
        print_table(out, {sample_report(Verdict::WA, {Verdict::WA})}, {false, true});
        CHECK(out.str().find("01_sample") != std::string::npos);
        CHECK(out.str().find("3.1 ms") != std::string::npos);
    }

    TEST_CASE("colour wraps the verdict in escape codes") {
        std::ostringstream out;
        print_table(out, {sample_report(Verdict::AC, {Verdict::AC})}, {true, false});
        CHECK(out.str().find("\x1b[") != std::string::npos);
    }

    TEST_CASE("the JSON report has the documented shape") {
        SolutionReport report = sample_report(Verdict::WA, {Verdict::AC, Verdict::WA});
        report.tests.at(0).sandbox = launcher::kPidNamespace | launcher::kSeccomp;
        auto json = nlohmann::json::parse(to_json({report}));
        const auto& s = json.at("solutions").at(0);
        // Which protections held, per run; a run without the sandbox says so.
        CHECK(s.at("tests").at(0).at("sandbox") ==
              nlohmann::json{{"isolated", true}, {"held", {"pid_namespace", "seccomp"}}});
        CHECK(s.at("tests").at(1).at("sandbox") == nlohmann::json{{"isolated", false}, {"held", nlohmann::json::array()}});
        CHECK(s.at("path") == "solutions/p/x.cpp");
        // The build limits, once for the run: what a CompileError's message names when one was met.
        CHECK(json.at("build_limits") == nlohmann::json{{"cpu_ms", 60000.0}, {"wall_ms", 90000.0},
                                                        {"memory_kb", 2097152}, {"processes", 256},
                                                        {"file_kb", 262144}, {"kept_message_bytes", 65536}});
        CHECK(s.at("problem") == "p");
        CHECK(s.at("language") == "cpp");
        CHECK(s.at("verdict") == "WA");
        CHECK(s.at("expected") == nlohmann::json::array({"AC", "WA"}));
        CHECK(s.at("ok") == true);
        const auto& t = s.at("tests").at(0);
        CHECK(t.at("name") == "01_sample");
        CHECK(t.at("verdict") == "AC");
        CHECK(t.at("time_ms") == doctest::Approx(3.1));
        CHECK(t.at("memory_kb") == 1520);
        CHECK(t.at("message") == "");
    }

    TEST_CASE("the JSON report survives bytes that are not UTF-8 in a path or a message: they become U+FFFD") {
        SolutionReport report = sample_report(Verdict::WA, {Verdict::AC, Verdict::WA});
        report.path = "/tmp/bad\xffname.c";
        report.message = "printed \xfe\xff";
        std::string text;
        REQUIRE_NOTHROW(text = to_json({report}));
        auto json = nlohmann::json::parse(text);
        CHECK(json.at("solutions").at(0).at("path") == "/tmp/bad\xEF\xBF\xBDname.c");
        CHECK(json.at("solutions").at(0).at("message") == "printed \xEF\xBF\xBD\xEF\xBF\xBD");
    }

    TEST_CASE("the table shows the prediction first and the hard group's verdict in its own column") {
        SolutionReport r = sample_report(Verdict::AC, {Verdict::AC});
        r.expected.by_group[TestGroup::Hard] = {Verdict::TLE};
        r.tests[1].test = test_support::hand_made_test(r.tests[1].name(), TestGroup::Hard);
        r.tests[1].verdict = Verdict::TLE;
        r.tests[1].message = "CPU 1003 ms > 1000 ms";
        summarize(r, {{TestGroup::Secret, 1}, {TestGroup::Hard, 3}});
        r.total_tests = 4;
        std::ostringstream out;
        print_table(out, {r}, {false, true});
        std::string text = out.str();
        CAPTURE(text);
        CHECK(text.rfind("solution", 0) == 0);
        CHECK(text.find("predicted  hard") != std::string::npos);
        CHECK(text.find("cpp     AC         TLE   1/4") != std::string::npos);
        CHECK(text.find("AC; hard: TLE") != std::string::npos);
        CHECK(text.find("(hard: stopped at its first failure, as expected TLE; 2 more tests not run, --all-tests runs them)") !=
              std::string::npos);
        CHECK(text.find("1 solution: 1 as expected.") != std::string::npos);
    }

    TEST_CASE("a hard group held by its expectation only because it is near the limit shows AC? and says why") {
        SolutionReport r = sample_report(Verdict::AC, {Verdict::AC});
        r.expected.by_group[TestGroup::Hard] = {Verdict::TLE};
        r.tests[1].test = test_support::hand_made_test("hard/05_norvig_impossible", TestGroup::Hard);
        r.tests[1].time_ms = 5745;
        r.tests[1].near_limit = true;
        r.time_limit_ms = 5850;
        summarize(r, {{TestGroup::Secret, 1}, {TestGroup::Hard, 1}});
        REQUIRE(r.ok);
        std::ostringstream out;
        print_table(out, {r}, {false, false});
        const std::string text = out.str();
        CAPTURE(text);
        CHECK(text.find("cpp     AC         AC?   2/2") != std::string::npos);
        CHECK(text.find("  ? hard: expected TLE, got AC only by tests near the limit (hard/05_norvig_impossible took "
                        "5745 ms of 5850 ms): this machine's speed could decide it either way") != std::string::npos);
        CHECK(text.find("✗") == std::string::npos);
        const auto groups = nlohmann::json::parse(to_json({r})).at("solutions").at(0).at("groups");
        CHECK(groups[1].at("near_limit") == true);
        CHECK(groups[1].at("ok") == true);
        CHECK(groups[0].at("near_limit") == false);
    }

    TEST_CASE("the JSON report gives the prediction and each group with its verdict, expectation and tests") {
        SolutionReport r = sample_report(Verdict::AC, {Verdict::AC});
        r.expected.by_group[TestGroup::Hard] = {Verdict::TLE};
        r.tests[1].test = test_support::hand_made_test(r.tests[1].name(), TestGroup::Hard);
        r.tests[1].verdict = Verdict::TLE;
        summarize(r, {{TestGroup::Secret, 1}, {TestGroup::Hard, 1}});
        const auto s = nlohmann::json::parse(to_json({r})).at("solutions").at(0);
        CHECK(s.at("verdict") == "TLE");  // over every test, as before groups
        CHECK(s.at("predicted") == "AC");
        CHECK(s.at("expected") == nlohmann::json::array({"AC", "TLE"}));
        CHECK(s.at("expected_text") == "AC; hard: TLE");
        CHECK(s.at("ok") == true);
        const auto& groups = s.at("groups");
        REQUIRE(groups.size() == 2);
        CHECK(groups[0].at("name") == "secret");
        CHECK(groups[0].at("verdict") == "AC");
        CHECK(groups[0].at("expected") == nlohmann::json::array({"AC"}));
        CHECK(groups[0].at("in_prediction") == true);
        CHECK(groups[0].at("tests").size() == 1);
        CHECK(groups[0].at("tests")[0].at("name") == "01_sample");
        CHECK(groups[1].at("name") == "hard");
        CHECK(groups[1].at("verdict") == "TLE");
        CHECK(groups[1].at("ok") == true);
        CHECK(groups[1].at("in_prediction") == false);
        CHECK(groups[1].at("stopped") == false);
        CHECK(s.at("tests")[1].at("group") == "hard");
    }

    TEST_CASE("the closing line counts the SKIPPED solutions and gives their reason") {
        std::vector<SolutionReport> reports{sample_report(Verdict::AC, {Verdict::AC}),
                                            skipped_report("solutions/p/a.cpp", "clang++-19 not found in PATH"),
                                            skipped_report("solutions/p/b.cpp", "clang++-19 not found in PATH")};
        std::ostringstream out;
        print_table(out, reports, {false, false});
        std::string text = out.str();
        CAPTURE(text);
        CHECK(text.find("\n3 solutions: 1 as expected, 2 SKIPPED: clang++-19 not found in PATH. Slowest test:") !=
              std::string::npos);
        CHECK(text.find("CI=true") == std::string::npos);
    }

    TEST_CASE("SKIPPED solutions are grouped by reason, with how many each, the most frequent first") {
        std::vector<SolutionReport> reports{skipped_report("a.cpp", "clang++-19 not found in PATH\nsecond line"),
                                            skipped_report("b.java", "javac not found in PATH"),
                                            skipped_report("c.py", ""),
                                            skipped_report("d.java", "javac not found in PATH")};
        ReportTotals totals = totals_of(reports);
        CHECK(totals.skipped == 4);
        CHECK(totals.as_expected == 0);
        CHECK(skipped_text(totals) == "4 SKIPPED: javac not found in PATH (2); clang++-19 not found in PATH (1); "
                                      "no reason given (1)");
        CHECK(skipped_text(totals_of({sample_report(Verdict::AC, {Verdict::AC})})) == "");
    }

    TEST_CASE("a SKIPPED solution fails the run only when SKIPPED fails (under CI), and the line says so") {
        std::vector<SolutionReport> reports{sample_report(Verdict::AC, {Verdict::AC}),
                                            skipped_report("solutions/p/a.py", "python3 not found in PATH")};
        ReportTotals totals = totals_of(reports);
        CHECK(exit_status(totals, false) == 0);
        CHECK(exit_status(totals, true) == 1);
        CHECK(exit_status(totals_of({sample_report(Verdict::AC, {Verdict::AC})}), true) == 0);
        CHECK(exit_status(totals_of({sample_report(Verdict::WA, {Verdict::AC})}), false) == 1);
        std::ostringstream out;
        print_table(out, reports, {false, false, true});
        CHECK(out.str().find("1 SKIPPED: python3 not found in PATH (CI=true: SKIPPED fails the run).") !=
              std::string::npos);
    }

    TEST_CASE("sizes read naturally") {
        CHECK(format_memory(812) == "812 KB");
        CHECK(format_memory(20480) == "20.0 MB");
    }

    TEST_CASE("a solution with no prediction (no test of sample or secret ran) shows - in the table and null in the JSON") {
        SolutionReport report = sample_report(Verdict::AC, {Verdict::AC});
        report.prediction_made = false;
        CHECK(prediction_text(report) == "-");
        auto json = nlohmann::json::parse(to_json({report}));
        CHECK(json.at("solutions").at(0).at("predicted").is_null());
    }

    TEST_CASE("an uncertain prediction shows as AC? with its reason in the table, and as uncertain in the JSON") {
        SolutionReport report = sample_report(Verdict::AC, {Verdict::AC});
        report.tests.at(1).near_limit = true;
        report.time_limit_ms = 1000;
        summarize(report, {{TestGroup::Secret, 2}});
        REQUIRE(report.uncertain);
        CHECK(prediction_text(report) == "AC?");
        std::ostringstream table;
        print_table(table, {report}, ReportStyle{});
        CHECK(table.str().find("AC?") != std::string::npos);
        CHECK(table.str().find("  ? 02_hard took 812 ms here of the 1000 ms limit;") != std::string::npos);
        auto json = nlohmann::json::parse(to_json({report}));
        const auto& s = json.at("solutions").at(0);
        CHECK(s.at("predicted") == "AC");
        CHECK(s.at("uncertain") == true);
        CHECK(s.at("uncertain_reason") == report.uncertain_reason);
        CHECK(s.at("tests").at(1).at("near_limit") == true);
        CHECK(s.at("tests").at(0).at("near_limit") == false);

        SolutionReport sure = sample_report(Verdict::AC, {Verdict::AC});
        CHECK(prediction_text(sure) == "AC");
        CHECK(nlohmann::json::parse(to_json({sure})).at("solutions").at(0).at("uncertain") == false);
    }

    TEST_CASE("--diagnostics: a line in gcc's form per group not as expected, at the line a sanitizer names") {
        SolutionReport wa = sample_report(Verdict::WA, {Verdict::AC});
        CHECK(editor_diagnostics(wa) ==
              std::vector<std::string>{"solutions/p/x.cpp:1:1: error: 02_hard: WA: line 1, column 1: expected '1', got '2'"});
        CHECK(editor_diagnostics(sample_report(Verdict::AC, {Verdict::AC})).empty());  // as expected: nothing
        CHECK(editor_diagnostics(sample_report(Verdict::WA, {Verdict::WA})).empty());

        SolutionReport re = sample_report(Verdict::AC, {Verdict::AC});
        re.tests[1].verdict = Verdict::RE;
        re.tests[1].message = "exit code 1: ERROR: AddressSanitizer: heap-buffer-overflow on address 0x6 at /work/solutions/p/x.cpp:12";
        summarize(re, {{TestGroup::Secret, 2}});
        CHECK(editor_diagnostics(re) ==
              std::vector<std::string>{"solutions/p/x.cpp:12:1: error: 02_hard: RE: " + re.tests[1].message});
        // A sanitizer's line keeps its column.
        re.tests[1].message = "exit code 1: SUMMARY: UndefinedBehaviorSanitizer: undefined-behavior /work/solutions/p/x.cpp:9:44";
        CHECK(editor_diagnostics(re) ==
              std::vector<std::string>{"solutions/p/x.cpp:9:44: error: 02_hard: RE: " + re.tests[1].message});
        // A Python traceback on stderr: its innermost frame in the file, saved as main.py for the build.
        re.path = "mine/re.py";
        re.saved_name = "main.py";
        re.tests[1].message = "exit code 1: ZeroDivisionError: integer division or modulo by zero";
        re.tests[1].stderr_head = "Traceback (most recent call last):\n"
                                  "  File \"/cache/python-0423/main.py\", line 10, in <module>\n    main()\n"
                                  "  File \"/cache/python-0423/main.py\", line 7, in main\n    print(1 // x)\n"
                                  "  File \"/usr/lib/python3.11/fractions.py\", line 300, in f\n"
                                  "ZeroDivisionError: integer division or modulo by zero\n";
        CHECK(editor_diagnostics(re) ==
              std::vector<std::string>{"mine/re.py:7:1: error: 02_hard: RE: " + re.tests[1].message});
        re.path = "solutions/p/x.cpp";
        re.saved_name.clear();
        re.tests[1].stderr_head.clear();

        std::ostringstream out;
        print_table(out, {wa}, ReportStyle{false, false, false, true});
        const std::string text = out.str();
        CHECK(text.substr(text.rfind('\n', text.size() - 2) + 1) == editor_diagnostics(wa)[0] + "\n");  // the last line
        std::ostringstream without;
        print_table(without, {wa}, ReportStyle{});
        CHECK(without.str().find(": error: ") == std::string::npos);
    }

    TEST_CASE("how a limit was made: once under the table for each way, and under each row with -v") {
        SolutionReport a = sample_report(Verdict::AC, {Verdict::AC}), b = a;
        a.time_limit_ms = b.time_limit_ms = 876;
        a.time_limit_how = b.time_limit_how = "1000 ms ÷ 2.5 (POJ's speed) × 2.19 (this machine) = 876 ms";
        b.path = "solutions/p/y.c";
        std::ostringstream table, verbose;
        print_table(table, {a, b}, ReportStyle{});
        CHECK(table.str().find("\nTime limit: 1000 ms ÷ 2.5 (POJ's speed) × 2.19 (this machine) = 876 ms (p: x.cpp, y.c)\n") !=
              std::string::npos);
        CHECK(table.str().find("    time limit: ") == std::string::npos);
        print_table(verbose, {a}, ReportStyle{false, true});
        CHECK(verbose.str().find("\n    time limit: 1000 ms ÷ 2.5 (POJ's speed) × 2.19 (this machine) = 876 ms\n") !=
              std::string::npos);
        CHECK(verbose.str().find("\nTime limit: 1000 ms ÷ 2.5 (POJ's speed) × 2.19 (this machine) = 876 ms (p)\n") !=
              std::string::npos);
        // A limit as its problem gives it: nothing to say under the table.
        a.time_limit_how = "1000 ms";
        std::ostringstream plain;
        print_table(plain, {a}, ReportStyle{});
        CHECK(plain.str().find("Time limit:") == std::string::npos);
        CHECK(nlohmann::json::parse(to_json({b})).at("solutions").at(0).at("time_limit_how") == b.time_limit_how);
    }

    TEST_CASE("a learner's own file predicted TLE or WA is told where to go next, in Chinese for a Chinese reader") {
        auto problem = std::make_shared<Problem>();
        problem->dir = "testdata/nyoj-0722-sudoku/";  // from the repository's root, where the tests run
        SolutionReport wa = sample_report(Verdict::WA, {Verdict::AC});
        wa.problem = "nyoj-0722-sudoku";
        wa.testdata = problem;
        wa.expected = Expectation::own_file();
        summarize(wa, {{TestGroup::Secret, 2}});
        REQUIRE(wa.predicted == Verdict::WA);
        CHECK(next_step_line(wa, false) == "next: the approaches in solutions/nyoj-0722-sudoku/README.md, from the "
                                           "naive search to the fastest, with what each got");
        CHECK(next_step_line(wa, true) == "下一步：solutions/nyoj-0722-sudoku/README.md 的解法表（从朴素搜索到最快的），"
                                          "以及学习路线 docs/zh-CN/learning.md");
        std::ostringstream table;
        print_table(table, {wa}, ReportStyle{});
        CHECK(table.str().find("\n  next: the approaches in solutions/nyoj-0722-sudoku/README.md") != std::string::npos);
        // Not for a file of ours (an expect: line), an AC, or a problem without a README of approaches.
        SolutionReport ours = wa;
        ours.expected = Expectation::everywhere({Verdict::AC}, "line 3");
        CHECK(next_step_line(ours, false).empty());
        CHECK(next_step_line(sample_report(Verdict::AC, {Verdict::AC}), false).empty());
        wa.problem = "no-such-problem";
        CHECK(next_step_line(wa, false).empty());
        CHECK(next_step_line(wa, true) == "下一步：学习路线 docs/zh-CN/learning.md（从回溯到位并行）");
        {
            test_support::ScopedEnv lang("LANG", "zh_CN.UTF-8"), all("LC_ALL", nullptr), messages("LC_MESSAGES", nullptr);
            CHECK(chinese_reader());
        }
        {
            test_support::ScopedEnv lang("LANG", "zh_CN.UTF-8"), all("LC_ALL", "C.UTF-8");  // LC_ALL comes first
            CHECK_FALSE(chinese_reader());
        }
    }

    TEST_CASE("--diagnostics on a compile error: the compiler's error and warning lines, naming the file as given") {
        SolutionReport ce;
        ce.path = "work/mine.cpp";
        ce.language = "cpp";
        ce.expected = Expectation::everywhere({Verdict::AC}, "default");
        ce.verdict = Verdict::CE;
        ce.message = "mine.cpp: In function 'int main()':\nmine.cpp:3:5: error: 'x' was not declared in this scope\n"
                     "    3 |     x = 1;\nmine.cpp:2:9: warning: unused variable 'y' [-Wunused-variable]\n"
                     "mine.cpp:1:10: fatal error: nope.h: No such file or directory";
        summarize(ce, {{TestGroup::Secret, 2}});
        CHECK(editor_diagnostics(ce) == std::vector<std::string>{
                                            "work/mine.cpp:3:5: error: 'x' was not declared in this scope",
                                            "work/mine.cpp:2:9: warning: unused variable 'y' [-Wunused-variable]",
                                            "work/mine.cpp:1:10: fatal error: nope.h: No such file or directory"});
        // A message without a line in gcc's form (a refusal, javac's, a timeout): one line, at the line it names.
        ce.message = "mine.cpp:4: Luogu refuses optimisation pragmas\n    #pragma GCC optimize(\"O3\")";
        CHECK(editor_diagnostics(ce) ==
              std::vector<std::string>{"work/mine.cpp:4:1: error: CE: mine.cpp:4: Luogu refuses optimisation pragmas"});
        ce.message = "the compiler ran over 60 s";
        CHECK(editor_diagnostics(ce) == std::vector<std::string>{"work/mine.cpp:1:1: error: CE: the compiler ran over 60 s"});
    }

    TEST_CASE("a sanitizer build's prediction is shown uncertain, with --sanitize's reason under the row") {
        SolutionReport re = sample_report(Verdict::RE, {Verdict::AC});
        re.sanitized = true;
        summarize(re, {{TestGroup::Secret, 2}});
        CHECK(prediction_text(re) == "RE?");
        std::ostringstream out;
        print_table(out, {re}, ReportStyle{});
        CHECK(out.str().find(std::string("  ? ") + kSanitizedReason + "\n") != std::string::npos);
    }
}
