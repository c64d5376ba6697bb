// view/: what people read: the verdict table and JSON, the HTML page, boards drawn in the terminal, the
// progress line. It uses the pipeline and grid/.
// What the user reads: the verdict table, per-test lines, the summary, and the JSON report.
#pragma once
#include <ostream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "judge/judge.hpp"

namespace judge {

enum class ColorMode { Auto, Always, Never };

// --color's words: "always", "never", anything else (the default "auto") Auto.
ColorMode parse_color_mode(std::string_view word);
// Auto: colour only when `stream_fd` is a terminal and NO_COLOR is unset (https://no-color.org).
bool use_color(ColorMode mode, int stream_fd);

struct ReportStyle {
    bool color = false;
    bool verbose = false;        // one line per test with its message
    bool skipped_fails = false;  // under CI: the summary says that its SKIPPED solutions fail the run
    bool diagnostics = false;    // --diagnostics: editor_diagnostics' lines after the summary
    // A package's run: the columns a package has, its submissions' verdict (no online judge's prediction) and
    // no hard group.
    bool package = false;    bool chinese = false;        // the reader's locale is Chinese (chinese_reader): next_step_line in Chinese
};

// Whether the reader chose Chinese: LC_ALL, else LC_MESSAGES, else LANG starts with "zh" (zh_CN.UTF-8).
bool chinese_reader();

// Where a learner goes next after their own file (no `expect:` line) is predicted TLE or WA: one line naming
// the problem's approaches table (solutions/<problem>/README.md, where it exists) and, for a Chinese reader,
// the learning path (docs/zh-CN/learning.md); "" for any other report. Pure.
std::string next_step_line(const SolutionReport& report, bool chinese);

// The table (solution, language, the predicted verdict (sample and secret), the hard group's verdict,
// tests passed, slowest time, max memory, expected) and a summary line, as online-judge-tools prints
// "12 AC / 14 cases". A group that is not as expected gets a ✗ line saying which and why.
void print_table(std::ostream& out, const std::vector<SolutionReport>& reports, const ReportStyle& style);

// --diagnostics: what an editor's problem matcher reads (docs/editors.md), gcc's form, the solution named as
// given on the command line. Nothing for a solution as expected. A CE: the compiler's own `FILE:LINE:COL:
// error:` and `warning:` lines, the file renamed to the path (a message that has none: one `PATH:LINE:1:
// error: CE: …` line, LINE from its first `NAME:LINE:`, else 1). Otherwise one line per group not as
// expected, for its first failing test: `PATH:LINE:1: error: secret/03_x: WA: <message>`, LINE 1 unless the
// message names a place in the file (a sanitizer's "at mine.cpp:12:5", a refusal's "mine.cpp:3:").
std::vector<std::string> editor_diagnostics(const SolutionReport& report);

// The figures of the summary line under the table, the same in the terminal and in the HTML page.
struct ReportTotals {
    // Each report is one of these three; judge_solutions makes every SKIPPED report ok.
    std::size_t as_expected = 0;  // ok, and not SKIPPED
    std::size_t skipped = 0;
    std::size_t unexpected = 0;
    // Why the SKIPPED ones were (the first line of each message), with how many: the most frequent first,
    // ties in order of appearance.
    std::vector<std::pair<std::string, std::size_t>> skipped_reasons;
    const TestReport* slowest = nullptr;  // by CPU time, the first on a tie; null when no test ran
    const SolutionReport* slowest_owner = nullptr;
    long max_memory_kb = 0;
};
ReportTotals totals_of(const std::vector<SolutionReport>& reports);

// The SKIPPED part of the summary line, by reason: "8 SKIPPED: clang++-19 not found in PATH", "3 SKIPPED:
// javac not found in PATH (2); python3 not found in PATH (1)"; empty when nothing was SKIPPED.
std::string skipped_text(const ReportTotals& totals);

// The judging run's exit status: 1 when a solution is not as expected, or when one is SKIPPED and
// `skipped_fails` (under CI, where a missing toolchain is a broken machine, not a choice); else 0.
int exit_status(const ReportTotals& totals, bool skipped_fails);

// {"solutions":[{"path","problem","language","verdict" (over every test),"predicted" (over sample and
// secret),"expected":[every verdict any group permits],"expected_text":"AC; hard: TLE","ok","message",
// "groups":[{"name","verdict","expected":[…],"ok","in_prediction","total_tests","stopped","tests":[…]}],
// "tests":[{"name","group","verdict","time_ms","wall_ms","memory_kb","message"}]}]}
std::string to_json(const std::vector<SolutionReport>& reports);

// "1.4 MB", "812 KB" (times: format_time, util/text.hpp).
std::string format_memory(long kb);
// What a failed test's program wrote beside its answer (TestReport::stderr_head; for a function problem,
// the solution's prints), a line each, made printable; none when it wrote nothing. kPrintedCaption heads
// them in the table (-v) and on the HTML page.
std::vector<std::string> printed_beside_answer(const TestReport& test);
inline constexpr const char* kPrintedCaption = "printed beside the answer (stderr, first lines):";
// The prediction as shown: "AC", or "AC?" / "TLE?" when the online judge's machine or data could decide it.
std::string prediction_text(const SolutionReport& report);
// A group's verdict as shown: "AC", or "AC?" / "TLE?" when only tests near the limit decide it
// (GroupReport::near_limit).
std::string group_verdict_text(const GroupReport& group);
// Why a group counts as expected only because it is near the limit (summarize: hard/ only): "hard:
// expected TLE, got AC only by tests near the limit (hard/05 took 5745 ms of 5850 ms): this machine's
// speed could decide it either way (docs/machine.md)". Empty for any other group.
std::string near_limit_note(const SolutionReport& report, const GroupReport& group);

}  // namespace judge
