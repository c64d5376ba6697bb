// Judging, the whole run, in three phases: everything that can be wrong with the testdata is found
// first (single-threaded), then every solution is built once, then every (solution, test) pair runs.
#include "judge/judge.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <set>

#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
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

fs::path testdata_for(const fs::path& solution) {
    std::string problem = fs::absolute(solution).parent_path().filename().string();
    for (fs::path dir = fs::absolute(solution).parent_path(); !dir.empty(); dir = dir.parent_path()) {
        if (fs::is_directory(dir / "testdata" / problem)) return fs::relative(dir / "testdata" / problem);
        if (dir == dir.root_path()) break;
    }
    throw JudgeError(fmt::format("{}: no testdata/{}/ for problem '{}' (the solution's folder names its problem; "
                                 "use --testdata DIR)", solution.string(), problem, problem));
}

fs::path testdata_named(const std::string& name) {
    std::vector<fs::path> roots;
    for (fs::path start : {fs::current_path(), own_folder()})
        for (fs::path dir = fs::absolute(start); !dir.empty(); dir = dir.parent_path()) {
            if (fs::is_directory(dir / "testdata")) roots.push_back(dir / "testdata");
            if (dir == dir.root_path()) break;
        }
    if (roots.empty()) throw JudgeError(fmt::format("--problem {}: no testdata/ folder here or above", name));
    for (const fs::path& testdata : roots) {
        std::set<std::string> known;  // sorted, for the message
        std::vector<fs::path> matches;
        for (const auto& entry : fs::directory_iterator(testdata)) {
            if (!fs::is_regular_file(entry.path() / "problem.yaml")) continue;
            std::string folder = entry.path().filename().string();
            known.insert(folder);
            if (folder == name) return fs::relative(entry.path());
            if (folder.rfind(name + "-", 0) == 0) matches.push_back(entry.path());
        }
        if (matches.size() == 1) return fs::relative(matches.front());
        if (matches.size() > 1 || &testdata == &roots.back())
            throw JudgeError(fmt::format("--problem {}: {} problems in {} match (known: {})", name, matches.size(),
                                         testdata.string(), fmt::join(known, ", ")));
    }
    return {};  // not reached: the last root either matched or threw
}

std::shared_ptr<const Problem> load_for_judging(const fs::path& dir, const Options& options) {
    auto problem = std::make_shared<Problem>(load_problem(dir));
    if (options.time_limit_ms) problem->limits.time_ms = *options.time_limit_ms;
    if (options.memory_limit_kb) problem->limits.memory_kb = *options.memory_limit_kb;
    if (problem->checker.kind == CheckerKind::External)
        problem->checker.external = build_checker(problem->checker.external, options.cache_root);
    for (TestCase& test : problem->tests) problem->prepare_input(test);
    return problem;
}

void build_all(std::vector<PreparedSolution>& solutions, const Options& options) {
    parallel_for(solutions.size(), options.jobs,
                 [&](std::size_t i) { build_prepared(solutions[i], options.cache_root); });
}

std::vector<SolutionReport> judge_prepared(const std::vector<PreparedSolution>& solutions,
                                           const std::vector<TestCase>* tests, const Options& options) {
    auto tests_of = [&](const PreparedSolution& solution) -> const std::vector<TestCase>& {
        return tests ? *tests : solution.problem->tests;
    };
    // Every (solution, test) pair is a task, so -j N also speeds up one solution's tests.
    std::vector<std::pair<std::size_t, std::size_t>> tasks;
    std::vector<std::vector<std::optional<TestReport>>> results(solutions.size());
    for (std::size_t s = 0; s < solutions.size(); ++s) {
        results[s].resize(tests_of(solutions[s]).size());
        if (solutions[s].build.status == Build::Status::Ready)
            for (std::size_t t = 0; t < results[s].size(); ++t) tasks.emplace_back(s, t);
    }
    // Lowest index of a failed test per solution, for -x.
    std::vector<std::atomic<std::size_t>> first_failure(solutions.size());
    for (auto& first : first_failure) first = SIZE_MAX;
    std::mutex progress_lock;
    std::size_t done = 0;
    auto progress = [&](const PreparedSolution& solution) {
        if (!options.on_test_done) return;
        std::lock_guard<std::mutex> hold(progress_lock);
        options.on_test_done(++done, tasks.size(), solution.path);
    };
    ExecuteOptions execute;
    execute.isolate = options.isolate;
    execute.keep_temporary = options.keep_temporary;
    parallel_for(tasks.size(), options.jobs, [&](std::size_t i) {
        auto [s, t] = tasks[i];
        const PreparedSolution& solution = solutions[s];
        if (options.stop_at_first_failure && first_failure[s].load() < t) return progress(solution);
        TestReport report = execute_test(solution, tests_of(solution)[t], execute);
        progress(solution);
        if (report.verdict != Verdict::AC) {
            std::size_t seen = first_failure[s].load();
            while (t < seen && !first_failure[s].compare_exchange_weak(seen, t)) {}
        }
        results[s][t] = std::move(report);
    });

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
        report.memory_limit_kb = solution.limits.memory_kb;
        if (solution.build.status == Build::Status::CompileError) {
            report.verdict = Verdict::CE;
            report.message = solution.build.message;
        } else if (solution.build.status == Build::Status::Skipped) {
            report.verdict = Verdict::SKIPPED;
            report.message = solution.build.message;
        } else {
            // With -x, tests after the first failure may have run on another thread: drop them, so the
            // report does not depend on -j.
            std::size_t kept = results[s].size();
            if (options.stop_at_first_failure && first_failure[s].load() != SIZE_MAX) kept = first_failure[s].load() + 1;
            for (std::size_t t = 0; t < kept; ++t) {
                if (!results[s][t]) continue;
                const TestReport& result = *results[s][t];
                report.verdict = worst(report.verdict, result.verdict);
                if (result.verdict != Verdict::AC && report.message.empty())
                    report.message = fmt::format("{}: {}", result.name, result.message);
                report.tests.push_back(result);
            }
        }
        report.ok = report.verdict == Verdict::SKIPPED || report.expected.permits(report.verdict);
        reports.push_back(std::move(report));
    }
    return reports;
}

std::vector<SolutionReport> judge_solutions(const std::vector<fs::path>& paths, const Options& options) {
    // Phase 1, single-threaded: everything that can be wrong with the testdata is found before any run.
    std::map<fs::path, std::shared_ptr<const Problem>> problems;
    std::vector<PreparedSolution> solutions;
    for (const auto& path : paths) {
        fs::path dir = options.testdata ? *options.testdata : testdata_for(path);
        auto& problem = problems[fs::weakly_canonical(dir)];
        if (!problem) problem = load_for_judging(dir, options);
        solutions.push_back(describe_solution(path, problem));
    }
    // Phase 2: build each solution once. Phase 3: run the tests.
    build_all(solutions, options);
    return judge_prepared(solutions, nullptr, options);
}

}  // namespace judge
