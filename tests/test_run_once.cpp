// `judge run FILE` (judge/cli/run_once.cpp): the summary on stderr with its exit status, on text and reports made by hand (no process runs); then `build/judge run` end
// to end: a right NYOJ file prints a valid grid (exit 0, times and memory on stderr), a wrong one names the
// cell (exit 1), a LeetCode 37 file runs through its driver, --answer with POJ 3074's exact checker gives AC
// or WA, an endless loop is TLE under a short --time-limit, and bad usage is one line, exit 2. Needs
// build/judge (`make unit` builds it first), g++ (clang-19 for LeetCode), and runs from the repository's root.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>

#include "judge/checkers/sudoku.hpp"
#include "judge/cli/run_once.hpp"
#include "support.hpp"

using namespace judge;
namespace fs = std::filesystem;
using Scratch = test_support::ScratchFolder;
using test_support::JudgeRun;
using test_support::kPuzzle;
using test_support::kSolution;
using test_support::leetcode_board;
using test_support::nyoj_grid;
using test_support::nyoj_input;
using test_support::read_file;
using test_support::with_cell;

namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// A problem made by hand (scale_to_machine false: the limits as given), and a cpp solution of it.
struct HandMade {
    std::shared_ptr<Problem> problem = std::make_shared<Problem>();
    LanguageProfile profile;
    PreparedSolution solution;
    explicit HandMade(CheckerKind checker = CheckerKind::Sudoku) {
        problem->name = "nyoj-0722-sudoku";
        problem->checker.kind = checker;
        problem->limits.time_ms = 1000;
        problem->limits.memory_kb = 65536;
        profile.name = "cpp";
        solution.path = "mine.cpp";
        solution.language = "cpp";
        solution.problem = problem;
        solution.profile = &profile;
        solution.limits = problem->limits;
    }
};

TestReport ran(Verdict verdict = Verdict::AC, const std::string& message = "") {
    TestReport report;
    report.verdict = verdict;
    report.message = message;
    report.time_ms = 3;
    report.wall_ms = 5;
    report.memory_kb = 3500;
    return report;
}

// Runs `build/judge run --cache <shared cache> <arguments>` (quoted for the shell, stdin redirected by the
// caller), bounded by `timeout_seconds`. One cache for every case here: each file is built once.
JudgeRun judge_run(const Scratch& scratch, const std::string& arguments, int timeout_seconds = 180) {
    static Scratch cache("judge-run-cache");
    return test_support::run_built_judge(scratch, "run --cache '" + cache.path.string() + "' " + arguments,
                                         timeout_seconds);
}

// Exit 2 and one line on stderr, "judge run: ..." (or "judge: ..." for what the command line's parser
// refused), naming `names`.
void check_usage_error(const JudgeRun& run, const std::string& names) {
    CAPTURE(run.err);
    CHECK(run.status == 2);
    CHECK((run.err.rfind("judge run: ", 0) == 0 || run.err.rfind("judge: ", 0) == 0));
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
    CHECK(has(run.err, names));
}

// A C++ program that prints `text` (digits, spaces and newlines) whatever its input.
std::string program_printing(const std::string& text) {
    std::string literal;
    for (char c : text) literal += c == '\n' ? std::string("\\n") : std::string(1, c);
    return "#include <cstdio>\nint main() { std::fputs(\"" + literal + "\", stdout); }\n";
}

const fs::path kNyojSample = "testdata/nyoj-0722-sudoku/sample/01_sample.in";

}  // namespace

TEST_SUITE("judge run") {

TEST_CASE("the summary: within the limits and checked by the rules, exit 0; a wrong grid exit 1") {
    HandMade made;
    RunPlan plan;
    plan.check = OutputCheck::Rules;
    RunSummary ok = summarize_run(ran(), made.solution, plan, {CheckStatus::AC, "1 case"});
    CAPTURE(ok.text);
    CHECK(ok.exit_status == 0);
    CHECK(ok.text.rfind("mine.cpp (cpp) on stdin, as nyoj-0722-sudoku judges it\n", 0) == 0);
    CHECK(has(ok.text, "run: ran within the limits: 3.0 ms CPU, 5.0 ms wall, "));
    CHECK(has(ok.text, "limits: 1000 ms CPU (problem.yaml's), "));
    CHECK(has(ok.text, "without the sandbox"));
    CHECK(has(ok.text, "check: AC by the rules (the sudoku checker, no answer file): 1 case"));
    RunSummary wrong = summarize_run(ran(), made.solution, plan, {CheckStatus::WA, "case 1, row 1, column 3: clue 5 was changed to 4"});
    CHECK(wrong.exit_status == 1);
    CHECK(has(wrong.text, "check: WA by the rules (the sudoku checker, no answer file): case 1, row 1, column 3"));
    RunSummary cannot = summarize_run(ran(), made.solution, plan, {CheckStatus::FAIL, "case 1 has no solution: ..."});
    CHECK(cannot.exit_status == 0);
    CHECK(has(cannot.text, "check: not made: case 1 has no solution"));
}

TEST_CASE("the summary: a run over a limit is exit 1 and its output is not checked") {
    HandMade made;
    RunPlan plan;
    plan.check = OutputCheck::Rules;
    RunSummary tle = summarize_run(ran(Verdict::TLE, "CPU time reached 1000 ms"), made.solution, plan,
                                   {CheckStatus::AC, "1 case"});
    CAPTURE(tle.text);
    CHECK(tle.exit_status == 1);
    CHECK(has(tle.text, "run: TLE (Time Limit Exceeded): CPU time reached 1000 ms; 3.0 ms CPU"));
    CHECK(has(tle.text, "check: not made: the run ended in TLE\n"));
    CHECK(summarize_run(ran(Verdict::RE, "SIGSEGV"), made.solution, plan).exit_status == 1);
    CHECK(summarize_run(ran(Verdict::JE, "cannot start"), made.solution, plan).exit_status == 2);
}

TEST_CASE("the summary: without an answer an exact checker checks nothing; with one its verdict decides") {
    HandMade made(CheckerKind::Exact);
    RunPlan plan;
    plan.judge_command = "build/judge mine.cpp --problem poj-3074-sudoku";
    RunSummary none = summarize_run(ran(), made.solution, plan);
    CAPTURE(none.text);
    CHECK(none.exit_status == 0);
    CHECK(has(none.text, "check: none: no answer to compare with (the exact checker compares the output with one): "
                         "build/judge mine.cpp --problem poj-3074-sudoku judges it on the tests"));
    plan.check = OutputCheck::Answer;
    plan.answer_name = "mine.out";
    RunSummary wa = summarize_run(ran(), made.solution, plan, {CheckStatus::WA, "line 1: expected 'a', got 'b'"});
    CHECK(wa.exit_status == 1);
    CHECK(has(wa.text, "check: WA (Wrong Answer) by the problem's checker (exact) against mine.out: line 1: expected"));
    CHECK(summarize_run(ran(), made.solution, plan, {CheckStatus::AC, ""}).exit_status == 0);
    CHECK(summarize_run(ran(), made.solution, plan, {CheckStatus::PE, "spaces"}).exit_status == 1);
    RunSummary broken = summarize_run(ran(), made.solution, plan, {CheckStatus::FAIL, "answer: has 2 cases"});
    CHECK(broken.exit_status == 2);
    CHECK(has(broken.text, "check: JE (Judge Error)"));
}

TEST_CASE("the summary says how the time limit was made: the language's, the judge's and this machine's factors") {
    HandMade made;
    made.profile.time_factor = 3;
    made.profile.time_extra_ms = 150;
    made.problem->speed.judge = "POJ";
    made.problem->speed.slowdown = 2;
    made.problem->scale_to_machine = true;
    made.problem->machine_factor_by_hand = 2;
    made.problem->time_limit_by_hand = true;
    made.solution.limits.time_ms = (1000 * 3 + 150) / 2.0 * 2;
    made.solution.time_limit_how = time_limit_how(*made.problem, &made.profile, "cpp");
    RunPlan plan;
    plan.input_name = "my.in";
    plan.notes = {"input: breaks the statement (my.in:1: n = 0)"};
    TestReport report = ran();
    report.sandbox = 1;
    RunSummary summary = summarize_run(report, made.solution, plan);
    CAPTURE(summary.text);
    CHECK(has(summary.text, "on my.in, as nyoj-0722-sudoku judges it\ninput: breaks the statement (my.in:1: n = 0)\n"));
    CHECK(has(summary.text, "limits: 3150 ms CPU (1000 ms (--time-limit) × 3 + 150 ms = 3150 ms (cpp) ÷ 2 (POJ's "
                            "speed) × 2 (--machine-factor) = 3150 ms), 64.0 MB memory"));
    CHECK(has(summary.text, "; in the sandbox\n"));
}

TEST_CASE("build/judge run: a right NYOJ file prints a valid grid, exit 0, its time and memory on stderr") {
    Scratch scratch;
    const fs::path mine = scratch.path / "mine.cpp";
    fs::copy_file("solutions/nyoj-0722-sudoku/bit_parallel.cpp", mine);
    JudgeRun run = judge_run(scratch, "'" + mine.string() + "' --problem nyoj-0722 --machine-factor 1 < " +
                                          kNyojSample.string());
    CAPTURE(run.err);
    CHECK(run.status == 0);
    CHECK(check_sudoku_by_rules(read_file(kNyojSample), run.out, GridFormat::NYOJ).status == CheckStatus::AC);
    CHECK(has(run.err, "on stdin, as nyoj-0722-sudoku judges it"));
    CHECK(has(run.err, "run: ran within the limits: "));
    CHECK(has(run.err, " CPU, "));
    CHECK(has(run.err, " peak memory"));
    CHECK(has(run.err, "limits: 1000 ms CPU (problem.yaml's)"));
    CHECK(has(run.err, "check: AC by the rules"));
    // An input that breaks the statement: the problem's input validator says so before the run's lines.
    const std::string invalid = "testdata/nyoj-0722-sudoku/invalid/08_n_is_0.in";
    JudgeRun broken = judge_run(scratch, "'" + mine.string() + "' --problem nyoj-0722 --machine-factor 1 --input " +
                                             invalid + " < /dev/null");
    CAPTURE(broken.err);
    CHECK(has(broken.err, "input: breaks the statement (" + invalid + ":1: "));
}

TEST_CASE("build/judge run: a wrong grid is exit 1 naming the cell; a compile error is exit 1 with the compiler's lines") {
    Scratch scratch;
    // Prints the sample's solution with the clue at row 1, column 3 changed (the sample is kPuzzle).
    const fs::path wrong = scratch.write("wrong.cpp", program_printing(nyoj_grid(with_cell(kSolution, 1, 3, '4'))));
    JudgeRun run = judge_run(scratch, "'" + wrong.string() + "' --problem nyoj-0722 --machine-factor 1 --input " +
                                          kNyojSample.string() + " < /dev/null");
    CAPTURE(run.err);
    CHECK(run.status == 1);
    CHECK(has(run.err, "on " + kNyojSample.string()));
    CHECK(has(run.err, "check: WA by the rules (the sudoku checker, no answer file): case 1, row 1, column 3: clue 5 "
                       "was changed to 4"));
    const fs::path broken = scratch.write("broken.cpp", "int main() { return undeclared; }\n");
    JudgeRun ce = judge_run(scratch, "'" + broken.string() + "' --problem nyoj-0722 < " + kNyojSample.string());
    CAPTURE(ce.err);
    CHECK(ce.status == 1);
    CHECK(has(ce.err, "CE (Compile Error)"));
    CHECK(has(ce.err, "undeclared"));
}

TEST_CASE("build/judge run: a LeetCode 37 file runs on LeetCode's text through its driver") {
    if (!test_support::available_or_skipped(std::system("command -v clang++-19 >/dev/null 2>&1") == 0, "clang++-19",
                                            "LeetCode's C++ compiler is not installed"))
        return;
    Scratch scratch;
    const fs::path mine = scratch.path / "mine.cpp";
    fs::copy_file("solutions/leetcode-0037-sudoku-solver/bitmask_mrv.cpp", mine);
    const std::string sample = "testdata/leetcode-0037-sudoku-solver/sample/01_example_1.in";
    JudgeRun run = judge_run(scratch, "'" + mine.string() + "' --problem leetcode-0037 --machine-factor 1 < " + sample, 300);
    CAPTURE(run.err);
    CHECK(run.status == 0);
    CHECK(run.out.rfind("[[\"5\",\"3\",\"4\"", 0) == 0);  // the solved board, as LeetCode shows it
    CHECK(check_sudoku_by_rules(read_file(sample), run.out, GridFormat::LeetCode).status == CheckStatus::AC);
    CHECK(has(run.err, "(through its generated driver)"));
    CHECK(has(run.err, "check: AC by the rules"));
}

TEST_CASE("build/judge run: with --answer an exact checker's verdict decides; without one nothing is compared") {
    Scratch scratch;
    const fs::path mine = scratch.path / "mine.cpp";
    fs::copy_file("solutions/poj-3074-sudoku/mrv_hidden_singles.cpp", mine);
    const std::string in = "testdata/poj-3074-sudoku/sample/01_sample.in";
    const std::string right = "testdata/poj-3074-sudoku/sample/01_sample.out";
    std::string answer = read_file(right);
    REQUIRE(answer.size() > 2);
    answer[0] = answer[0] == '1' ? '2' : '1';
    const fs::path wrong = scratch.write("wrong.out", answer);
    const std::string file = "'" + mine.string() + "' --problem poj-3074 --machine-factor 1 --input " + in;
    JudgeRun ac = judge_run(scratch, file + " --answer " + right + " < /dev/null");
    CAPTURE(ac.err);
    CHECK(ac.status == 0);
    CHECK(ac.out == read_file(right));
    CHECK(has(ac.err, "check: AC (Accepted) by the problem's checker (exact) against " + right));
    JudgeRun wa = judge_run(scratch, file + " --answer '" + wrong.string() + "' < /dev/null");
    CAPTURE(wa.err);
    CHECK(wa.status == 1);
    CHECK(has(wa.err, "check: WA (Wrong Answer) by the problem's checker (exact)"));
    JudgeRun none = judge_run(scratch, file + " < /dev/null");
    CAPTURE(none.err);
    CHECK(none.status == 0);
    CHECK(has(none.err, "check: none: no answer to compare with"));
    CHECK(has(none.err, "--problem poj-3074-sudoku judges it on the tests"));
}

TEST_CASE("build/judge run: an endless loop is TLE under a short --time-limit, exit 1") {
    Scratch scratch;
    const fs::path loop = scratch.write("loop.cpp", "int main() { volatile unsigned n = 0; for (;;) ++n; }\n");
    JudgeRun run = judge_run(scratch, "'" + loop.string() + "' --problem nyoj-0722 --machine-factor 1 --time-limit 200 < " +
                                          kNyojSample.string(), 120);
    CAPTURE(run.err);
    CHECK(run.status == 1);
    CHECK(has(run.err, "run: TLE (Time Limit Exceeded)"));
    CHECK(has(run.err, "limits: 200 ms CPU (--time-limit's)"));
    CHECK(has(run.err, "check: not made: the run ended in TLE"));
}

TEST_CASE("build/judge run: bad usage is one line, exit 2") {
    Scratch scratch;
    const fs::path mine = scratch.write("mine.cpp", "int main() {}\n");
    check_usage_error(judge_run(scratch, "'" + mine.string() + "' --problem no-such-problem < /dev/null", 60),
                      "no-such-problem");
    check_usage_error(judge_run(scratch, "'" + mine.string() + "' < /dev/null", 60), "--problem");
    check_usage_error(judge_run(scratch, "'" + (scratch.path / "missing.cpp").string() + "' --problem nyoj-0722 < /dev/null", 60),
                      "missing.cpp");
    // A LeetCode input that is not LeetCode's text: named as the user gave it, not as a scratch file.
    const fs::path bad = scratch.write("bad.in", "[[1,2]\n");
    check_usage_error(judge_run(scratch, "'" + mine.string() + "' --problem leetcode-0037 --input '" + bad.string() +
                                             "' < /dev/null", 60),
                      bad.string());
}

}  // TEST_SUITE
