// Which problem a file is judged on (its folder, or --problem), read in its format, and prepared for judging;
// the whole run of the files named on the command line.
#include "judge/formats/find_problem.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <iostream>
#include <map>
#include <set>

#include "judge/compile.hpp"
#include "judge/formats/problem_yaml.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"

namespace fs = std::filesystem;

namespace judge {

fs::path testdata_for(const fs::path& solution, std::string_view otherwise) {
    std::string problem = fs::absolute(solution).parent_path().filename().string();
    for (fs::path dir = fs::absolute(solution).parent_path(); !dir.empty(); dir = dir.parent_path()) {
        if (fs::is_directory(dir / "testdata" / problem)) return fs::relative(dir / "testdata" / problem);
        if (dir == dir.root_path()) break;
    }
    throw JudgeError(fmt::format("{}: no testdata/{}/ for problem '{}' (the solution's folder names its problem; "
                                 "{})", solution.string(), problem, problem, otherwise));
}

fs::path testdata_named(const std::string& given) {
    // A path (a tab-completed testdata/hdu-1426-sudoku-killer/, or a copy elsewhere) is that folder itself.
    if (given.find('/') != std::string::npos) {
        if (fs::is_regular_file(fs::path(given) / "problem.yaml")) return fs::path(given);
        throw JudgeError(fmt::format("--problem {}: no problem.yaml in that folder", given));
    }
    const std::string& name = given;
    if (name.empty()) throw JudgeError(fmt::format("--problem '{}': expected a problem's name", given));
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
            if (folder.rfind(name, 0) == 0) matches.push_back(entry.path());  // any start: poj-30, leetcode-0037
        }
        if (matches.size() == 1) return fs::relative(matches.front());
        if (matches.size() > 1) {
            std::set<std::string> names;
            for (const fs::path& match : matches) names.insert(match.filename().string());
            throw JudgeError(fmt::format("--problem {}: {} problems in {} match: {}", name, matches.size(),
                                         testdata.string(), fmt::join(names, ", ")));
        }
        if (&testdata == &roots.back())
            throw JudgeError(fmt::format("--problem {}: no problem in {} matches (known: {})", name,
                                         testdata.string(), fmt::join(known, ", ")));
    }
    return {};  // not reached: the last root either matched or threw
}

std::shared_ptr<const Problem> load_for_judging(const fs::path& dir, const Options& options) {
    auto problem = std::make_shared<Problem>(load_problem(dir));
    problem->scale_to_machine = true;
    problem->machine_factor_by_hand = options.machine_factor;
    if (options.time_limit_ms) {
        problem->limits.time_ms = *options.time_limit_ms;
        problem->time_limit_by_hand = true;
    }
    if (options.memory_limit_kb) problem->limits.memory_kb = *options.memory_limit_kb;
    if (options.sanitize)  // C and C++ with ASan and UBSan; describe_solution then applies their factors
        for (auto& [name, profile] : problem->languages) profile = with_sanitizers(std::move(profile));
    if (problem->plain_folder)
        std::cerr << fmt::format(
            "judge: {} has no problem.yaml: judged as a plain folder of tests ({} test{}): answers compared token "
            "by token, {} ms and {} MB on the reference machine{}, gcc and g++ -O2, Java (class Main), Python 3; "
            "no online judge's rules, so the verdicts are this folder's, not a judge's prediction\n",
            dir.string(), problem->tests.size(), problem->tests.size() == 1 ? "" : "s", problem->limits.time_ms,
            problem->limits.memory_kb / 1024,
            options.time_limit_ms || options.memory_limit_kb ? "" : " (defaults; --time-limit and --memory-limit set others)");
    if (problem->checker.kind == CheckerKind::External)
        problem->checker.external = build_helper(problem->checker.external, options.cache_root, options.isolate);
    for (TestCase& test : problem->tests) problem->prepare_input(test);
    return problem;
}

std::vector<SolutionReport> judge_solutions(const std::vector<fs::path>& paths, const Options& options) {
    // Phase 1, single-threaded: everything that can be wrong with the testdata is found before any run.
    std::map<fs::path, std::shared_ptr<const Problem>> problems;
    std::vector<PreparedSolution> solutions;
    for (const auto& path : paths) {
        fs::path dir = options.testdata ? *options.testdata
                                        : testdata_for(path, "for a file of your own, name it: --problem NAME, e.g. "
                                                             "--problem leetcode-0037-sudoku-solver, or --testdata DIR");
        auto& problem = problems[fs::weakly_canonical(dir)];
        if (!problem) problem = load_for_judging(dir, options);
        solutions.push_back(describe_solution(path, problem));
    }
    // Phases 2 and 3, one pipeline: each solution is built once, and its tests run as soon as it is.
    return judge_prepared(solutions, nullptr, options);
}

}  // namespace judge
