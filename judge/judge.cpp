// Judging, the whole run: once the problems are loaded (formats/find_problem.cpp finds everything wrong with
// the testdata first), one pipeline builds every solution once and runs each (solution, test) pair once its
// build is done.
#include "judge/judge.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <fnmatch.h>

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <set>

#include "judge/util/error.hpp"
#include "judge/util/parallel.hpp"

namespace fs = std::filesystem;

namespace judge {

std::vector<fs::path> find_solutions(const std::vector<fs::path>& paths) {
    std::vector<fs::path> found;
    for (const auto& path : paths) {
        std::error_code error;
        auto status = fs::status(path, error);
        if (!fs::exists(status)) throw JudgeError(fmt::format("{}: No such file or directory", path.string()));
        if (fs::is_directory(status)) {
            std::vector<fs::path> inside;
            for (const auto& entry : fs::recursive_directory_iterator(path))
                if (entry.is_regular_file() && !language_of(entry.path()).empty()) inside.push_back(entry.path());
            std::sort(inside.begin(), inside.end());
            found.insert(found.end(), inside.begin(), inside.end());
        } else {
            if (language_of(path).empty())
                throw JudgeError(fmt::format("{}: unknown language (expected .c, .cpp, .cc, .java or .py)", path.string()));
            found.push_back(path);
        }
    }
    return found;
}

namespace {

constexpr std::size_t kNone = SIZE_MAX;

// Lowers `slot` to `index` (the lowest failing test wins), from any thread.
void lower_to(std::atomic<std::size_t>& slot, std::size_t index) {
    std::size_t seen = slot.load();
    while (index < seen && !slot.compare_exchange_weak(seen, index)) {}
}

// Where a solution stops: after its first failure (-x), or after a group's first failure when the group is
// expected to fail. Indices are positions in the solution's selected tests, which run in order.
struct StopRule {
    bool at_first_failure = false;
    std::set<TestGroup> groups_that_stop;
    std::atomic<std::size_t> first_failure{kNone};
    std::map<TestGroup, std::atomic<std::size_t>> first_failure_in;

    bool skips(std::size_t index, TestGroup group) const {
        if (at_first_failure && first_failure.load() < index) return true;
        return groups_that_stop.count(group) && first_failure_in.at(group).load() < index;
    }
    void failed(std::size_t index, TestGroup group) {
        lower_to(first_failure, index);
        lower_to(first_failure_in.at(group), index);
    }
};

}  // namespace

void summarize(SolutionReport& report, const std::map<TestGroup, std::size_t>& tests_per_group) {
    const bool built = report.verdict != Verdict::CE && report.verdict != Verdict::SKIPPED;
    report.groups.clear();
    for (const auto& [group, count] : tests_per_group) {
        if (!count) continue;
        GroupReport part;
        part.group = group;
        part.expected = report.expected.of(group);
        part.total_tests = count;
        part.verdict = built ? Verdict::AC : report.verdict;
        std::size_t ran = 0;
        bool any_near = false, sure_failure = false;
        for (const TestReport& test : report.tests) {
            if (test.group() != group) continue;
            ++ran;
            part.verdict = worst(part.verdict, test.verdict);
            any_near = any_near || test.near_limit;
            sure_failure = sure_failure || (test.verdict != Verdict::AC && !test.near_limit);
        }
        // A group none of whose tests ran (-x stopped the solution before it) was not judged: left out.
        if (built && ran == 0) continue;
        part.stopped = built && ran < count;
        part.near_limit = built && (part.verdict == Verdict::AC || part.verdict == Verdict::TLE) && any_near && !sure_failure;
        part.ok = part.verdict == Verdict::SKIPPED || part.expected.count(part.verdict) > 0;
        // hard/ records what a file does on our harder cases; a TLE expected there that came out AC near the
        // limit (or the reverse) is this machine's speed in that minute, not the file's: UVa 989's
        // row_major_with_lookahead.cpp took 5,745 ms of a 5,850 ms limit that a slow minute of the VM had
        // measured (its factor 1.95, against 1.26-1.34 that hour), 2026-12-07. sample and secret are held to
        // their expectation as they are: their near verdicts make the prediction uncertain (AC?, TLE?), and
        // `make calibrate` keeps our AC files far from the limit.
        if (!part.ok && part.near_limit && group == TestGroup::Hard)
            part.ok = part.expected.count(part.verdict == Verdict::AC ? Verdict::TLE : Verdict::AC) > 0;
        report.groups.push_back(part);
    }
    if (built) {
        report.verdict = Verdict::AC;
        report.message.clear();
        std::set<TestGroup> named;  // the first failing test of each group, a line each
        for (const TestReport& test : report.tests) {
            report.verdict = worst(report.verdict, test.verdict);
            if (test.verdict != Verdict::AC && named.insert(test.group()).second)
                report.message += fmt::format("{}{}: {}", report.message.empty() ? "" : "\n", test.name(), test.message);
        }
    }
    report.predicted = built ? Verdict::AC : report.verdict;
    report.prediction_made = !built;
    for (const GroupReport& part : report.groups)
        if (built && in_prediction(part.group)) {
            report.predicted = worst(report.predicted, part.verdict);
            report.prediction_made = true;
        }
    report.ok = report.verdict == Verdict::SKIPPED ||
                std::all_of(report.groups.begin(), report.groups.end(), [](const GroupReport& g) { return g.ok; });

    // Uncertain: AC with a test near the limit, or TLE only by tests near it; or PE where the judge may
    // say WA (rejected either way, but not by the verdict shown).
    report.uncertain = false;
    report.uncertain_reason.clear();
    // A sanitizer build's times are not the judge's: no prediction of any verdict.
    static_assert(kSanitizerTimeFactor == 5 && kSanitizerMemoryFactor == 2, "kSanitizedReason names them");
    if (built && report.sanitized && report.prediction_made) {
        report.uncertain = true;
        report.uncertain_reason = kSanitizedReason;
        return;
    }
    if (built && report.predicted == Verdict::PE && report.presentation_error_uncertain) {
        report.uncertain = true;
        report.uncertain_reason = "a difference in whitespace only: the online judge may answer WA instead of PE "
                                  "(its rule is not known today); rejected either way";
        return;
    }
    if (!built || (report.predicted != Verdict::AC && report.predicted != Verdict::TLE)) return;
    const TestReport* nearest = nullptr;
    bool sure_failure = false;
    for (const TestReport& test : report.tests) {
        if (!in_prediction(test.group())) continue;
        if (test.near_limit) {
            if (!nearest || test.time_ms > nearest->time_ms) nearest = &test;
        } else if (test.verdict != Verdict::AC) {
            sure_failure = true;
        }
    }
    if (!nearest || sure_failure) return;
    report.uncertain = true;
    const JudgeSpeed& speed = report.speed;
    const double limit = report.time_limit_ms;
    const std::string took = fmt::format("{} took {:.0f} ms here", nearest->name(), nearest->time_ms);
    // On another machine than the reference machine, the margin widens by the spread of one program's speed
    // around the workload's (machine_spread).
    const double spread = machine_spread(report.machine_factor);
    const double margin = speed.margin_on(report.machine_factor);
    const std::string machine =
        report.machine_factor == 1 ? "" : fmt::format(", this machine {:.2f}× the reference machine's times", report.machine_factor);
    const std::string within =
        spread == 1 ? fmt::format("{:g}×", speed.margin)
                    : fmt::format("{:.2f}× ({:g}× for {}, × {:.2f} because one program's speed here may differ from "
                                  "the workload's)",
                                  margin, speed.margin, speed.measured() ? "the judge's machine" : "its unmeasured speed", spread);
    if (speed.measured())
        report.uncertain_reason = fmt::format(
            "{}; {}'s {:.0f} ms limit is {:.0f} ms here ({} measured {:g}× slower than the reference machine{}), "
            "and a time within {} of it could go either way there",
            took, speed.judge, limit * speed.slowdown / report.machine_factor, limit, speed.judge, speed.slowdown,
            machine, within);
    else
        report.uncertain_reason = fmt::format(
            "{} of the {:.0f} ms limit{}; the online judge's speed against the reference machine is not measured, so "
            "a time within {} of the limit could go either way there", took, limit,
            machine.empty() ? "" : " (" + machine.substr(2) + ")", within);
}

// Whether --test's `pattern` names the test: its whole name, or its name within its group.
bool names_test(const std::string& pattern, const TestCase& test) {
    const std::string::size_type slash = test.name.find('/');
    const std::string within = slash == std::string::npos ? test.name : test.name.substr(slash + 1);
    return fnmatch(pattern.c_str(), test.name.c_str(), 0) == 0 || fnmatch(pattern.c_str(), within.c_str(), 0) == 0;
}

std::vector<SolutionReport> judge_prepared(std::vector<PreparedSolution>& solutions,
                                           const std::vector<TestCase>* tests, const Options& options) {
    // Each solution's tests: its problem's (or the given ones), of the selected groups and --test patterns,
    // in order. A pattern that names no test of any solution stops the judge before a run, naming the tests.
    std::vector<std::vector<const TestCase*>> selected(solutions.size());
    std::set<std::string> matched;
    std::vector<std::string> names;
    for (std::size_t s = 0; s < solutions.size(); ++s)
        for (const TestCase& test : tests ? *tests : solutions[s].problem->tests) {
            if (!options.groups.empty() && !options.groups.count(test.group)) continue;
            if (!options.tests.empty() && std::find(names.begin(), names.end(), test.name) == names.end())
                names.push_back(test.name);  // for the message when a pattern names none
            bool wanted = options.tests.empty();
            for (const std::string& pattern : options.tests)
                if (names_test(pattern, test)) wanted = true, matched.insert(pattern);
            if (wanted) selected[s].push_back(&test);
        }
    constexpr std::size_t kNamesShown = 12;
    for (const std::string& pattern : options.tests)
        if (!matched.count(pattern))
            throw JudgeError(fmt::format(
                "--test {}: no test {}has that name (the tests: {}{})", pattern,
                options.groups.empty() ? "" : "of the groups chosen ",
                fmt::join(names.begin(), names.begin() + std::min(names.size(), kNamesShown), ", "),
                names.size() > kNamesShown ? fmt::format(" and {} more", names.size() - kNamesShown) : ""));

    // A slot per selected test, made before any run (a report's `test` null until it ran), so that the
    // run keeps no more memory per test than what a failing test has to say.
    std::vector<std::vector<TestReport>> results(solutions.size());
    std::vector<StopRule> stops(solutions.size());
    std::atomic<std::size_t> total_tests{0};
    for (std::size_t s = 0; s < solutions.size(); ++s) {
        results[s].resize(selected[s].size());
        StopRule& stop = stops[s];
        stop.at_first_failure = options.stop_at_first_failure;
        for (TestGroup group : kTestGroups) {
            stop.first_failure_in[group] = kNone;
            if (!options.all_tests && !solutions[s].expected.permits(group, Verdict::AC))
                stop.groups_that_stop.insert(group);
        }
        const Build::Status status = solutions[s].build.status;
        if (status == Build::Status::Ready || status == Build::Status::Pending) total_tests += selected[s].size();
    }

    std::mutex progress_lock;
    std::size_t done = 0;
    auto progress = [&](const PreparedSolution& solution) {
        if (!options.on_test_done) return;
        std::lock_guard<std::mutex> hold(progress_lock);
        options.on_test_done(++done, total_tests.load(), solution.path);
    };
    ExecuteOptions execute;
    execute.isolate = options.isolate;
    execute.run_to_margin = options.run_to_margin;
    execute.keep_temporary = options.keep_temporary;
    // Runs tests first..last-1 of solution s in order, skipping those after a stop.
    auto run_tests = [&](std::size_t s, std::size_t first, std::size_t last) {
        const PreparedSolution& solution = solutions[s];
        for (std::size_t t = first; t < last; ++t) {
            const TestCase& test = *selected[s][t];
            if (stops[s].skips(t, test.group)) {
                progress(solution);
                continue;
            }
            TestReport report = execute_test(solution, test, execute);
            progress(solution);
            // A failure near the limit (AC?/TLE?) does not stop the group: a later sure failure decides it.
            if (report.verdict != Verdict::AC && !report.near_limit) stops[s].failed(t, test.group);
            results[s][t] = std::move(report);
        }
    };

    // One pipeline on -j threads: a solution's tests are queued as soon as its own build is done, so the
    // first tests run while later solutions compile. Every (solution, test) pair is a task, so -j N also
    // speeds up one solution's tests; but the tests of a group the solution is expected to fail form one
    // task, a chain that runs them in order and stops at the first failure, so that no other thread spends
    // the time limit on a test whose result is dropped. A free thread takes a chain first (the longest runs
    // start early), then a build (it makes more work possible; first those of solutions with chains), then
    // a single test (they fill the gaps).
    enum Priority { kChain, kBuildWithChain, kBuild, kSingle };
    WorkQueue queue;
    auto queue_tests = [&](std::size_t s) {
        if (solutions[s].build.status != Build::Status::Ready) {
            total_tests -= selected[s].size();
            return;
        }
        for (std::size_t t = 0; t < selected[s].size();) {
            const TestGroup group = selected[s][t]->group;
            std::size_t end = t + 1;
            const bool chain = stops[s].groups_that_stop.count(group) > 0;
            if (chain)
                while (end < selected[s].size() && selected[s][end]->group == group) ++end;
            queue.add(chain ? kChain : kSingle, [&run_tests, s, t, end] { run_tests(s, t, end); });
            t = end;
        }
    };
    for (std::size_t s = 0; s < solutions.size(); ++s) {
        if (solutions[s].build.status == Build::Status::Pending)
            queue.add(stops[s].groups_that_stop.empty() ? kBuild : kBuildWithChain, [&, s] {
                build_prepared(solutions[s], options.cache_root, options.isolate);
                queue_tests(s);
            });
        else
            queue_tests(s);
    }
    queue.run(options.jobs);

    std::vector<SolutionReport> reports;
    for (std::size_t s = 0; s < solutions.size(); ++s) {
        const PreparedSolution& solution = solutions[s];
        SolutionReport report;
        report.path = solution.path;
        report.problem = solution.problem->name;
        report.language = solution.language;
        report.expected = solution.expected;
        report.total_tests = results[s].size();
        report.compile_ms = solution.build.compile_ms;
        report.time_limit_ms = solution.limits.time_ms;
        report.time_limit_how = solution.time_limit_how;
        if (solution.profile) report.saved_name = solution.profile->saved_name(solution.path);
        report.speed = solution.problem->speed;
        report.machine_factor = solution.profile ? solution.problem->machine_factor(solution.language) : 1;
        report.presentation_error_uncertain = solution.problem->presentation_error_uncertain;
        report.sanitized = solution.profile && solution.profile->sanitized;
        report.memory_limit_kb = solution.limits.memory_kb;
        std::map<TestGroup, std::size_t> tests_per_group;
        for (const TestCase* test : selected[s]) ++tests_per_group[test->group];
        if (solution.build.status != Build::Status::Ready) {
            report.verdict = solution.build.status == Build::Status::CompileError ? Verdict::CE : Verdict::SKIPPED;
            report.message = solution.build.message;
        } else {
            // Tests after a stop may have run on another thread: drop them, so the report does not depend on -j.
            // In place: the slots become the report's tests.
            std::vector<TestReport>& ran = results[s];
            std::size_t kept = 0;
            for (std::size_t t = 0; t < ran.size(); ++t)
                if (ran[t].test && !stops[s].skips(t, selected[s][t]->group)) {
                    if (kept != t) ran[kept] = std::move(ran[t]);  // never onto itself: that empties the strings
                    ++kept;
                }
            ran.resize(kept);
            report.tests = std::move(ran);
        }
        if (!tests) report.testdata = solution.problem;
        summarize(report, tests_per_group);
        reports.push_back(std::move(report));
    }
    return reports;
}

}  // namespace judge
