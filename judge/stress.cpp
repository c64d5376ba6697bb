#include "stress.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <iostream>
#include <map>
#include <memory>
#include <random>
#include <sstream>

#include "error.hpp"
#include "expect.hpp"
#include "generate.hpp"
#include "judge.hpp"
#include "problem.hpp"
#include "progress.hpp"
#include "temp_folder.hpp"

namespace fs = std::filesystem;

namespace judge {

namespace {

constexpr std::size_t kUnsolvableEvery = 10;  // NYOJ: puzzle i has no solution when i % 10 == 9

struct StressCase {
    std::uint64_t seed = 0;
    std::string puzzle;       // 81 cells, '.' empty
    std::string solution;     // its only solution; "" when it has none
};

StressCase make_case(std::uint64_t seed, int clues, bool without_a_solution) {
    PuzzleRandom random(seed);
    GeneratedPuzzle generated = generate_puzzle(random, clues);
    StressCase made{seed, generated.puzzle, generated.solution};
    if (without_a_solution) {
        std::string unsolvable = without_solution(generated, random);
        if (!unsolvable.empty()) made = {seed, unsolvable, ""};
    }
    return made;
}

bool is_test_file(const fs::path& path) { return path.extension() == ".in" || path.extension() == ".out"; }

// One problem's share of the run: its testdata, and its solutions that expect AC (and maybe more).
struct ProblemUnderStress {
    fs::path testdata;
    std::vector<fs::path> solutions;
};

struct Failure {
    std::size_t index = SIZE_MAX;  // the puzzle's index in the run
    fs::path solution;
    TestReport test;
    Verdict verdict = Verdict::AC;
    std::string message;
};

// A solution known to be slow may run out of time; any other verdict but AC is a failure.
bool is_expected_slowness(Verdict verdict, const Expectation& expected) {
    return verdict == Verdict::TLE && expected.permits(Verdict::TLE);
}

std::string first_lines(const std::string& text, int lines) {
    std::string out;
    std::istringstream stream(text);
    std::string line;
    for (int n = 0; n < lines && std::getline(stream, line); ++n) out += "    | " + line.substr(0, 200) + "\n";
    return out;
}

// Judges one problem's solutions on `options.count` puzzles; 0 when all agreed, 1 after reporting a failure.
int stress_problem(const ProblemUnderStress& unit, const StressOptions& options, std::ostream& out,
                   std::ostream& progress) {
    Problem problem = load_problem(unit.testdata);
    if (problem.checker.kind != "sudoku") {
        progress << fmt::format("stress: {}: skipped (its checker is '{}'; stress knows sudoku puzzles only)\n",
                                problem.name, problem.checker.kind);
        return 0;
    }
    PuzzleFormat format = problem.checker.grid_format == GridFormat::LeetCode ? PuzzleFormat::LeetCode
                                                                               : PuzzleFormat::NYOJ;
    bool may_be_unsolvable = format == PuzzleFormat::NYOJ;

    TempFolder scratch("judge-stress");
    fs::path folder = scratch.path / problem.name;
    fs::create_directories(folder);
    for (const auto& entry : fs::directory_iterator(unit.testdata))
        if (entry.is_regular_file() && !is_test_file(entry.path()))
            fs::copy_file(entry.path(), folder / entry.path().filename());

    Options judging;
    judging.testdata = folder;
    judging.jobs = options.jobs;
    judging.cache_root = options.cache_root;
    judging.stop_at_first_failure = true;
    ProgressLine line(std::cerr, progress_wanted(STDERR_FILENO));  // a terminal only, never in CI logs
    judging.on_test_done = [&line](std::size_t done, std::size_t total, const fs::path& current) {
        line.update(done, total, current);
    };

    for (std::size_t start = 0; start < options.count; start += options.round_size) {
        std::size_t end = std::min(options.count, start + options.round_size);
        for (const auto& entry : fs::directory_iterator(folder))
            if (is_test_file(entry.path())) fs::remove(entry.path());
        std::map<std::string, StressCase> cases;  // by test name
        for (std::size_t i = start; i < end; ++i) {
            std::string name = fmt::format("{:06}", i);
            StressCase made = make_case(options.seed + i, options.clues,
                                        may_be_unsolvable && i % kUnsolvableEvery == kUnsolvableEvery - 1);
            write_text(folder / (name + ".in"), format_puzzles({made.puzzle}, format));
            write_text(folder / (name + ".out"),
                       made.solution.empty() ? "No solution\n" : format_answers({made.solution}, format));
            cases[name] = made;
        }

        auto reports = judge_solutions(unit.solutions, judging);
        line.clear();
        Failure failure;
        std::map<std::string, std::vector<fs::path>> accepted_by;  // test name → solutions with AC
        for (const auto& report : reports) {
            if (report.verdict == Verdict::CE || report.verdict == Verdict::JE) {
                out << fmt::format("stress: {}: {} ({})\n", report.path.string(), short_name(report.verdict),
                                   report.message);
                return 1;
            }
            for (const auto& test : report.tests) {
                if (test.verdict == Verdict::AC) accepted_by[test.name].push_back(report.path);
                if (test.verdict == Verdict::AC || is_expected_slowness(test.verdict, report.expected)) continue;
                std::size_t index = std::stoul(test.name);
                if (index < failure.index) failure = {index, report.path, test, test.verdict, test.message};
            }
        }
        if (failure.index != SIZE_MAX) {
            std::string name = fmt::format("{:06}", failure.index);
            const StressCase& made = cases.at(name);
            fs::create_directories(options.save_dir);
            std::string saved = fmt::format("stress_{}_seed{}", problem.name, made.seed);
            fs::copy_file(folder / (name + ".in"), options.save_dir / (saved + ".in"),
                          fs::copy_options::overwrite_existing);
            fs::copy_file(folder / (name + ".out"), options.save_dir / (saved + ".out"),
                          fs::copy_options::overwrite_existing);
            std::string agreed;
            for (const auto& path : accepted_by[name]) agreed += (agreed.empty() ? "" : ", ") + path.string();
            out << fmt::format("stress: {}, puzzle {} (seed {}): {} got {}: {}\n", problem.name, failure.index,
                               made.seed, failure.solution.string(), short_name(failure.verdict), failure.message);
            out << fmt::format("  puzzle: {}{}\n", made.puzzle,
                               made.solution.empty()
                                   ? fmt::format(" (no solution: `judge generate --seed {}` plus one clue)", made.seed)
                                   : fmt::format(" (`judge generate --seed {}`)", made.seed));
            out << fmt::format("  answer: {}\n", made.solution.empty() ? "No solution" : made.solution);
            out << fmt::format("  accepted by: {}\n", agreed.empty() ? "none of the solutions" : agreed);
            if (!failure.test.output.empty()) out << "  it printed:\n" << first_lines(failure.test.output, 10);
            out << fmt::format("  saved as {} and .out (the generator's answer: its solution counter found exactly "
                               "{}); to keep it as a test, move both into {}\n",
                               (options.save_dir / (saved + ".in")).string(),
                               made.solution.empty() ? "none" : "this one", unit.testdata.string());
            return 1;
        }
        progress << fmt::format("stress: {}: {}/{} puzzles, {} solution{} right on all\n", problem.name, end,
                                options.count, unit.solutions.size(), unit.solutions.size() == 1 ? "" : "s");
    }
    return 0;
}

}  // namespace

int run_stress(const StressOptions& options, std::ostream& out, std::ostream& progress) {
    try {
        if (options.round_size == 0) throw JudgeError("stress: round size must be positive");
        std::map<fs::path, ProblemUnderStress> problems;
        for (const auto& solution : find_solutions(options.paths)) {
            Expectation expected = read_expectation(solution, read_text(solution));
            if (!expected.permits(Verdict::AC) && !expected.permits(Verdict::TLE)) continue;
            fs::path testdata = testdata_for(solution);
            auto& unit = problems[fs::weakly_canonical(testdata)];
            unit.testdata = testdata;
            unit.solutions.push_back(solution);
        }
        if (problems.empty()) throw JudgeError("no solution that expects AC or TLE under the given paths");
        for (const auto& [key, unit] : problems)
            if (int status = stress_problem(unit, options, out, progress)) return status;
        out << fmt::format("stress: {} puzzles per problem (seeds {}..{}): every solution agreed\n", options.count,
                           options.seed, options.seed + options.count - 1);
        return 0;
    } catch (const JudgeError& e) {
        out.flush();
        std::cerr << "judge stress: " << e.what() << "\n";
        return 2;
    } catch (const fs::filesystem_error& e) {
        std::cerr << "judge stress: " << e.what() << "\n";
        return 2;
    }
}

Command add_stress_command(CLI::App& parent) {
    auto options = std::make_shared<StressOptions>();
    auto seed_given = std::make_shared<bool>(false);
    options->cache_root = default_cache_root();
    CLI::App* app = parent.add_subcommand(
        "stress", "对拍: random unique puzzles through every solution that expects AC or TLE; stops at the first failure, "
                  "prints its seed and saves it as a test.");
    app->add_option("paths", options->paths, "solution files or folders (default: solutions/)");
    app->add_option("-n,--count", options->count, "puzzles per problem (default 30)")->check(CLI::Range(1, 10000000));
    app->add_option("-s,--seed", options->seed, "first seed; puzzle i uses seed+i (default: random, printed)")
        ->each([seed_given](const std::string&) { *seed_given = true; });
    app->add_option("--clues", options->clues, "clues to aim at, 17-81 (default 17: minimal puzzles)")
        ->check(CLI::Range(17, 81));
    app->add_option("--save", options->save_dir, "where a failing case is saved as NAME.in/NAME.out "
                                                 "(default build/stress)");
    app->add_option("-j,--jobs", options->jobs, "tests to run at once (default 2)")->check(CLI::Range(1, 256));
    app->add_option("--round", options->round_size, "puzzles judged per round (default 20)")
        ->check(CLI::Range(1, 100000));
    app->add_option("--cache", options->cache_root, "where builds are cached (default: build/cache beside the judge)");
    return Command{app, [options, seed_given] {
                       if (!*seed_given) {
                           options->seed = std::random_device{}() % 1000000000;
                           std::cerr << fmt::format("stress: seed {} (repeat with --seed {})\n", options->seed,
                                                    options->seed);
                       }
                       return run_stress(*options, std::cout, std::cerr);
                   }};
}

}  // namespace judge
