// `judge calibrate testdata/<problem>`: suggests a time limit from the slowest run of the solutions that
// expect AC, and fails (exit 1) when a verdict on the prediction groups has too thin a margin: an AC over
// half the limit, a TLE under double it. `make test` runs it for every problem.
//
// Every solution of the problem (solutions/<problem>/ beside the testdata folder, or the given paths) is
// judged once with a time limit of kHeadroom × the current one, so that a solution that needs up to
// double the limit still finishes and is measured; -x stops a solution at its first failing test (a TLE
// at kHeadroom × the limit is a TLE at double the limit as well). Times are CPU times divided by the
// language's time_factor and by this machine's factor for the language (machine/machine.hpp), so that they compare
// with the reference machine's limit: time_limit_ms ÷ the judge's measured slowdown (JudgeSpeed; 1 when not
// measured), into which the suggestion is turned back. A
// SKIPPED solution (its toolchain
// missing) is reported with its reason and not measured: a failure only under CI=true.
#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <iostream>
#include <memory>
#include <set>
#include <string_view>

#include "judge/cli/calibrate.hpp"
#include "judge/cli/commands.hpp"
#include "judge/formats/find_problem.hpp"
#include "judge/formats/problem_yaml.hpp"
#include "judge/judge.hpp"
#include "judge/util/ci.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/text.hpp"

namespace fs = std::filesystem;

namespace judge {

namespace {

struct CalibrateSettings {
    std::string testdata;
    std::vector<std::string> solutions;
    double factor = 3;
    int jobs = 2;
    std::string cache_root;
    std::optional<double> machine_factor;
};

// The slowest test of a report, in ms of the problem's limit (the language's and the machine's factors taken
// out). Not
// SolutionReport::slowest_test(): on equal times this names the last such test, that one the first, and
// the test named here is printed.
struct Slowest {
    double ms = 0;
    std::string test;
};

Slowest slowest_of(const SolutionReport& report, double language_factor) {
    Slowest slowest;
    for (const auto& test : report.tests) {
        double ms = test.time_ms / language_factor;
        if (ms >= slowest.ms) slowest = {ms, test.name()};
    }
    return slowest;
}

double round_up_to_100(double ms) { return std::max(100.0, std::ceil(ms / 100.0) * 100.0); }

}  // namespace

Calibration calibration_report(const std::vector<SolutionReport>& reports, double limit, double factor,
                               double slowdown) {
    Calibration result;
    std::string& out = result.text;
    Slowest slowest_ac;
    std::string slowest_solution;
    std::vector<std::string> warnings;
    std::size_t path_width = std::string_view("solution").size();  // the first column fits the longest path
    for (const auto& report : reports) path_width = std::max(path_width, report.path.string().size());
    out += fmt::format("  {:<{}} {:<8} {:>10}  {}\n", "solution", path_width, "verdict", "slowest", "on test");
    for (const auto& report : reports) {
        double language_factor = report.time_limit_ms > 0 ? report.time_limit_ms / (kHeadroom * limit) : 1;
        Slowest slowest = slowest_of(report, language_factor);
        bool measured = report.verdict == Verdict::AC || report.verdict == Verdict::TLE;
        bool tle = report.verdict == Verdict::TLE;
        std::string slowest_text = !measured ? "-"
                                   : tle     ? fmt::format("> {:.0f} ms", kHeadroom * limit)
                                             : fmt::format("{:.0f} ms", slowest.ms);
        std::string where = !measured ? report.message.substr(0, 60) : tle ? report.tests.back().name() : slowest.test;
        out += fmt::format("  {:<{}} {:<8} {:>10}  {}\n", report.path.string(), path_width, short_name(report.verdict),
                           slowest_text, where);
        const std::string path = report.path.string();
        if (report.verdict == Verdict::SKIPPED) {  // not measured: nothing to say about its margin
            result.skipped.push_back(path + ": " + report.message);
            continue;
        }
        const std::set<Verdict> expected = report.expected.prediction();
        auto thin = [&](std::string why) { result.thin_margins.push_back(path + " " + why); };
        auto mismatch = [&](std::string why) { result.mismatches.push_back(path + " " + why); };
        if (expected == std::set<Verdict>{Verdict::AC}) {
            if (report.verdict == Verdict::TLE)
                mismatch(fmt::format("expects AC but got TLE even with {:.0f} ms: {}", kHeadroom * limit, report.message));
            else if (report.verdict != Verdict::AC)
                mismatch(fmt::format("expects AC but got {}: {}", short_name(report.verdict), first_line(report.message)));
            else if (slowest.ms > limit / 2)
                thin(fmt::format("expects AC but needs {:.0f} ms on {}, more than half the limit ({:.0f} ms): its "
                                 "verdict could flip with the machine's load", slowest.ms, slowest.test, limit / 2));
            if (report.verdict == Verdict::AC && slowest.ms >= slowest_ac.ms) {
                slowest_ac = slowest;
                slowest_solution = path;
            }
            continue;
        }
        if (expected == std::set<Verdict>{Verdict::TLE}) {
            if (!measured)
                mismatch(fmt::format("expects TLE but got {}: {}", short_name(report.verdict), first_line(report.message)));
            else if (!tle && slowest.ms <= limit)
                mismatch(fmt::format("expects TLE but finishes in {:.0f} ms on {}, within the limit ({:.0f} ms)",
                                     slowest.ms, slowest.test, limit));
            else if (!tle && slowest.ms < 2 * limit)
                thin(fmt::format("expects TLE but finishes in {:.0f} ms on {}, within double the limit ({:.0f} ms): "
                                 "its verdict could flip with the machine's load", slowest.ms, slowest.test,
                                 2 * limit));
            continue;
        }
        if (!measured) continue;
        // Mixed expectations (AC or TLE): a warning when the verdict would differ at half or double the limit.
        bool ac_at_half = !tle && slowest.ms <= limit / 2;
        bool ac_now = !tle && slowest.ms <= limit;
        bool ac_at_double = !tle && slowest.ms <= 2 * limit;
        if (ac_now && !ac_at_half)
            warnings.push_back(fmt::format("{} is sensitive to the time limit: AC at {:.0f} ms, TLE at {:.0f} ms "
                                           "(slowest {:.0f} ms on {})", path, limit, limit / 2, slowest.ms, slowest.test));
        if (!ac_now && ac_at_double)
            warnings.push_back(fmt::format("{} is sensitive to the time limit: TLE at {:.0f} ms, AC at {:.0f} ms "
                                           "(slowest {:.0f} ms on {})", path, limit, 2 * limit, slowest.ms, slowest.test));
    }
    if (slowest_solution.empty()) {
        out += "no solution that expects only AC got AC: no suggestion\n";
    } else {
        double suggested = round_up_to_100(factor * slowest_ac.ms * slowdown);
        const std::string judges = slowdown != 1 ? fmt::format(" × the judge's slowdown {:g}", slowdown) : "";
        out += fmt::format("suggested time_limit_ms: {:.0f} ({} × {:.0f} ms{}, the slowest AC run: {} on {}, "
                           "rounded up to 100 ms); now {:.0f}\n",
                           suggested, factor, slowest_ac.ms, judges, slowest_solution, slowest_ac.test,
                           limit * slowdown);
    }
    for (const auto& skipped : result.skipped) out += "SKIPPED: " + skipped + "\n";
    for (const auto& mismatch : result.mismatches) out += "mismatch: " + mismatch + "\n";
    for (const auto& thin : result.thin_margins) out += "thin margin: " + thin + "\n";
    for (const auto& warning : warnings) out += "warning: " + warning + "\n";
    return result;
}

namespace {

int run_calibrate(const CalibrateSettings& settings) {
    fs::path testdata = settings.testdata;
    Problem problem = load_problem(testdata);
    // The limit on the reference machine: the judge's over its measured slowdown (JudgeSpeed); the runs get it
    // × this machine's factor (machine/machine.hpp), which calibration_report takes out of their times again.
    double limit = problem.limits.time_ms / problem.speed.slowdown;
    std::vector<fs::path> roots;
    for (const auto& path : settings.solutions) roots.emplace_back(path);
    if (roots.empty()) {
        fs::path folder = fs::relative(fs::absolute(testdata).lexically_normal());
        if (folder.filename().empty()) folder = folder.parent_path();
        roots.push_back((folder.parent_path().parent_path() / "solutions" / folder.filename()).lexically_normal());
    }
    auto solutions = find_solutions(roots);
    if (solutions.empty()) throw JudgeError(fmt::format("{}: no solution files", roots.front().string()));

    Options options;
    options.testdata = testdata;
    options.jobs = settings.jobs;
    options.time_limit_ms = kHeadroom * problem.limits.time_ms;
    options.run_to_margin = false;  // the headroom measures the margin here
    options.stop_at_first_failure = true;
    options.groups = {TestGroup::Sample, TestGroup::Secret};  // the prediction: what must not flip
    options.cache_root = settings.cache_root;
    options.machine_factor = settings.machine_factor;
    const std::string here = problem.speed.measured()
                                 ? fmt::format(" ({:.0f} ms on the reference machine: {} measured {:g}× slower)", limit,
                                               problem.speed.judge, problem.speed.slowdown)
                                 : std::string();
    std::cout << fmt::format("calibrate: {}: time_limit_ms is {}{}; measuring {} solution{} on sample and secret "
                             "with {:.0f} ms (×{})\n",
                             testdata.string(), problem.limits.time_ms, here, solutions.size(),
                             solutions.size() == 1 ? "" : "s", kHeadroom * limit, kHeadroom);
    auto reports = judge_solutions(solutions, options);
    if (const MachineSpeed machine = machine_speed_so_far(options.machine_factor); !machine.is_reference())
        std::cout << fmt::format("calibrate: this machine: {}; the limits were multiplied by these, and the times "
                                 "below are divided by them\n", machine.describe());

    Calibration calibration = calibration_report(reports, limit, settings.factor, problem.speed.slowdown);
    std::cout << calibration.text;
    const std::size_t skipped = calibration.skipped.size();
    const std::string not_measured =
        skipped ? fmt::format(" ({} SKIPPED, not measured)", skipped) : std::string();
    if (!calibration.mismatches.empty() || !calibration.thin_margins.empty()) {
        std::vector<std::string> parts;
        if (std::size_t n = calibration.mismatches.size())
            parts.push_back(fmt::format("{} verdict{} not what the expect line says (fix the solution or its expect "
                                        "line)", n, n == 1 ? "" : "s"));
        if (std::size_t n = calibration.thin_margins.size())
            parts.push_back(fmt::format("{} verdict{} with too thin a margin (fix the solution or the tests, not the "
                                        "limit)", n, n == 1 ? "" : "s"));
        std::cout << "calibrate: " << parts[0] << (parts.size() > 1 ? "; " + parts[1] : std::string()) << not_measured << "\n";
        return 1;
    }
    if (skipped && in_ci()) {
        std::cout << fmt::format("calibrate: {} solution{} SKIPPED and CI=true: CI must measure every solution "
                                 "(make deps installs the toolchains)\n", skipped, skipped == 1 ? "" : "s");
        return 1;
    }
    std::cout << "calibrate: every AC on the prediction needs at most half the limit, every TLE more than double"
              << not_measured << "\n";
    return 0;
}

}  // namespace

Command add_calibrate_command(CLI::App& parent) {
    auto settings = std::make_shared<CalibrateSettings>();
    settings->cache_root = default_cache_root().string();
    CLI::App* app = parent.add_subcommand(
        "calibrate", "Measure the solutions on sample and secret: suggest a time limit (× a factor of the slowest AC run) "
                     "and exit 1 when an AC needs over half the limit or a TLE under double it (a thin margin), or a "
                     "verdict is not what the solution's expect line says (a mismatch).");
    app->add_option("testdata", settings->testdata, "the problem's folder, e.g. testdata/nyoj-0722-sudoku")
        ->required()
        ->check(CLI::ExistingDirectory);
    app->add_option("--solutions", settings->solutions,
                    "solution files or folders (default: solutions/<problem> beside the testdata folder)");
    app->add_option("--factor", settings->factor, "suggested limit = factor × the slowest AC run (default 3)")
        ->check(CLI::Range(1.0, 100.0));
    app->add_option("-j,--jobs", settings->jobs, "tests to run at once (default 2; 1 measures most steadily)")
        ->check(CLI::Range(1, 256));
    app->add_option("--cache", settings->cache_root, "where builds are cached (default: build/cache beside the judge)");
    add_machine_factor_option(*app, settings->machine_factor);
    return Command{app, [settings] { return run_calibrate(*settings); }};
}

}  // namespace judge
