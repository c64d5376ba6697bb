// Stress testing (对拍): random unique puzzles through every solution that expects AC or TLE, judged as
// usual; the first puzzle a solution fails is printed with its seed and saved as a new test, as
// BAPCtools' `bt fuzz` does. Failing = any verdict but AC, except TLE for a solution that permits TLE
// (a slow solution may run out of time, never answer wrongly).
//
// Puzzle i of a run with seed S is generated from seed S + i alone (`judge generate --seed S+i` prints
// it again). Each problem is loaded and each of its solutions built once; the puzzles then go in rounds:
// each round writes one NAME.in/NAME.out per puzzle into a temporary folder and runs every solution on
// them with judge_prepared() (execute_test per pair), so limits, languages and the checker are the real
// ones.
// On NYOJ 722 and UVa 989 a puzzle whose seed ends in 9 has no solution (without_solution() in
// grid/generate.hpp), so that the seed alone says which: the answer is the statement's line ("No
// solution", "NO SOLUTION"). LeetCode 37 and POJ 3076 promise one
// solution, so their puzzles always have one. POJ 3076's puzzles are 16×16 with 100 clues (minimal ones take
// the generator seconds each).

#include <fmt/format.h>
#include <unistd.h>

#include <cstdint>
#include <iostream>
#include <map>
#include <memory>
#include <random>

#include "judge/cli/commands.hpp"
#include "judge/grid/format.hpp"
#include "judge/grid/generate.hpp"
#include "judge/judge.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/temp_folder.hpp"
#include "judge/util/text.hpp"
#include "judge/view/progress.hpp"

namespace fs = std::filesystem;

namespace judge {

namespace {

struct StressOptions {
    std::vector<std::filesystem::path> paths{"solutions"};  // solutions, or folders of them
    std::size_t count = 30;            // puzzles per problem
    std::uint64_t seed = 1;
    int clues = 17;                    // generate_puzzle's target
    std::filesystem::path save_dir = "build/stress";
    int jobs = 2;
    std::filesystem::path cache_root = "build/cache";
    std::size_t round_size = 20;       // puzzles judged per judge_prepared() call
    std::optional<double> machine_factor;  // --machine-factor
};

constexpr std::uint64_t kUnsolvableEvery = 10;  // NYOJ, UVa 989: the puzzle of seed S has none when S % 10 == 9
constexpr int kClues16 = 100;                  // the clues of a 16×16 stress puzzle

constexpr int kSkipped = -1;  // stress_problem's status for a problem it cannot stress

// The command that prints a stress puzzle again (as a line): the seed, and the clues and side it was made with.
std::string generate_command(std::uint64_t seed, int clues, int side) {
    return fmt::format("judge generate --seed {} --clues {}{}", seed, clues, side == 9 ? "" : fmt::format(" --size {}", side));
}

struct StressCase {
    std::uint64_t seed = 0;
    std::string puzzle;       // 81 cells, '.' empty
    std::string solution;     // its only solution; "" when it has none
};

StressCase make_case(std::uint64_t seed, int clues, int side, bool without_a_solution) {
    PuzzleRandom random(seed);
    GeneratedPuzzle generated = generate_puzzle(random, clues, 8, side);
    StressCase made{seed, generated.puzzle, generated.solution};
    if (without_a_solution) {
        std::string unsolvable = without_solution(generated, random);
        if (!unsolvable.empty()) made = {seed, unsolvable, ""};
    }
    return made;
}

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
    return verdict == Verdict::TLE && expected.permits(TestGroup::Hard, Verdict::TLE);
}

// The first lines of what a program printed, quoted.
std::string quoted_head(std::string_view text) {
    std::string out;
    for (std::string_view line : first_lines(text, 10)) out += "    | " + std::string(line.substr(0, 200)) + "\n";
    return out;
}

// Judges one problem's solutions on `options.count` puzzles; 0 when all agreed, 1 after reporting a failure,
// kSkipped when the problem cannot be stressed (said on `progress`).
int stress_problem(const ProblemUnderStress& unit, const StressOptions& options, std::ostream& out,
                   std::ostream& progress) {
    Options judging;
    judging.jobs = options.jobs;
    judging.cache_root = options.cache_root;
    judging.machine_factor = options.machine_factor;
    judging.stop_at_first_failure = true;
    judging.run_to_margin = false;  // a disagreement is what stress looks for, not how near a limit a run is
    std::shared_ptr<const Problem> problem = load_for_judging(unit.testdata, judging);
    // The generator's puzzles have one solution each, so a problem whose grid format is known can be stressed
    // with the sudoku checker, or by comparing text (exact, or line by line) with that one solution written in
    // the format.
    const bool by_exact = compares_with_the_answer(problem->checker.kind) && problem->grid_format;
    if (problem->checker.kind != CheckerKind::Sudoku && !by_exact) {
        progress << fmt::format("stress: {}: skipped (its checker is '{}' and it names no grid_format; stress "
                                "writes sudoku grids)\n",
                                problem->name, checker_name(problem->checker.kind));
        return kSkipped;
    }
    GridFormat format = problem->checker.grid_format;
    const int side = format == GridFormat::POJ16 ? 16 : 9;
    const int clues = side == 16 ? kClues16 : options.clues;
    // Where the statement has an answer for a puzzle without a solution, one seed in ten gives one.
    bool may_be_unsolvable = format == GridFormat::NYOJ || format == GridFormat::UVa989;

    std::vector<PreparedSolution> solutions;
    for (const auto& path : unit.solutions) solutions.push_back(describe_solution(path, problem));

    TempFolder folder("judge-stress");
    ProgressLine line(std::cerr, progress_wanted(STDERR_FILENO));  // a terminal only, never in CI logs
    judging.on_test_done = [&line](std::size_t done, std::size_t total, const fs::path& current) {
        line.update(done, total, current);
    };

    for (std::size_t start = 0; start < options.count; start += options.round_size) {
        std::size_t end = std::min(options.count, start + options.round_size);
        std::map<std::string, StressCase> cases;  // by test name
        std::vector<TestCase> tests;
        for (std::size_t i = start; i < end; ++i) {
            std::string name = fmt::format("{:06}", i);
            const std::uint64_t seed = options.seed + i;
            StressCase made = make_case(seed, clues, side, may_be_unsolvable && seed % kUnsolvableEvery == kUnsolvableEvery - 1);
            // Random puzzles are beyond the online judge's own tests: the hard group's expectation applies.
            TestCase test{name, TestGroup::Hard, folder.path / (name + ".in"), folder.path / (name + ".out"), std::nullopt, format};
            write_text(test.input, write_puzzles({made.puzzle}, format));
            write_text(test.answer, write_answers({made.solution}, format));  // "": the format's no-solution line
            problem->prepare_input(test);
            tests.push_back(std::move(test));
            cases[name] = made;
        }

        auto reports = judge_prepared(solutions, &tests, judging);
        line.clear();
        Failure failure;
        std::map<std::string, std::vector<fs::path>> accepted_by;  // test name → solutions with AC
        std::size_t allowed_slowness = 0;  // runs over the limit where the solution's file permits it
        for (const auto& report : reports) {
            if (report.verdict == Verdict::CE || report.verdict == Verdict::JE) {
                out << fmt::format("stress: {}: {} ({})\n", report.path.string(), short_name(report.verdict),
                                   report.message);
                return 1;
            }
            for (const auto& test : report.tests) {
                if (test.verdict == Verdict::AC) accepted_by[test.name()].push_back(report.path);
                if (test.verdict == Verdict::AC) continue;
                if (is_expected_slowness(test.verdict, report.expected)) {
                    ++allowed_slowness;
                    continue;
                }
                std::size_t index = std::stoul(test.name());
                if (index < failure.index) failure = {index, report.path, test, test.verdict, test.message};
            }
        }
        if (failure.index != SIZE_MAX) {
            std::string name = fmt::format("{:06}", failure.index);
            const StressCase& made = cases.at(name);
            fs::create_directories(options.save_dir);
            std::string saved = fmt::format("stress_{}_seed{}", problem->name, made.seed);
            fs::copy_file(folder.path / (name + ".in"), options.save_dir / (saved + ".in"),
                          fs::copy_options::overwrite_existing);
            fs::copy_file(folder.path / (name + ".out"), options.save_dir / (saved + ".out"),
                          fs::copy_options::overwrite_existing);
            std::string agreed;
            for (const auto& path : accepted_by[name]) agreed += (agreed.empty() ? "" : ", ") + path.string();
            out << fmt::format("stress: {}, puzzle {} (seed {}): {} got {}: {}\n", problem->name, failure.index,
                               made.seed, failure.solution.string(), short_name(failure.verdict), failure.message);
            out << fmt::format("  puzzle: {}{}\n", made.puzzle,
                               made.solution.empty()
                                   ? fmt::format(" (no solution: `{}` plus one clue)", generate_command(made.seed, clues, side))
                                   : fmt::format(" (`{}`)", generate_command(made.seed, clues, side)));
            out << fmt::format("  answer: {}\n", made.solution.empty() ? "No solution" : made.solution);
            out << fmt::format("  accepted by: {}\n", agreed.empty() ? "none of the solutions" : agreed);
            if (!failure.test.output.empty()) out << "  it printed:\n" << quoted_head(failure.test.output);
            out << fmt::format("  again, alone: build/judge stress --seed {} --count 1{} {}\n", made.seed,
                               options.clues == StressOptions{}.clues || side == 16 ? std::string()
                                                                                  : fmt::format(" --clues {}", options.clues),
                               failure.solution.string());
            out << fmt::format("  saved as {} and .out (the generator's answer: its solution counter found exactly "
                               "{}); to keep it as a test, move both into {}\n",
                               (options.save_dir / (saved + ".in")).string(),
                               made.solution.empty() ? "none" : "this one",
                               (fs::absolute(unit.testdata).lexically_normal() / "hard").string() + "/ (or secret/, "
                               "if the online judge's own tests are known to hold such grids)");
            return 1;
        }
        progress << fmt::format("stress: {}: {}/{} puzzles, {} solution{} right on all{}\n", problem->name, end,
                                options.count, unit.solutions.size(), unit.solutions.size() == 1 ? "" : "s",
                                allowed_slowness ? fmt::format(" (runs over the time limit, as their files allow: {})",
                                                               allowed_slowness)
                                                 : std::string());
    }
    return 0;
}

// Returns the exit status: 0 every solution agreed on every puzzle, 1 one failed (reported on `out`, the
// case saved). Throws JudgeError for bad usage (no solution expecting AC or TLE, no problem that can be
// stressed, unreadable testdata),
// which main() reports with exit status 2. Progress goes to `progress`.
int run_stress(const StressOptions& options, std::ostream& out, std::ostream& progress) {
    if (options.round_size == 0) throw JudgeError("the round size must be positive");
    std::map<fs::path, ProblemUnderStress> problems;
    for (const auto& solution : find_solutions(options.paths)) {
        Expectation expected = read_expectation(solution, read_text(solution));
        if (!expected.permits(TestGroup::Hard, Verdict::AC) && !expected.permits(TestGroup::Hard, Verdict::TLE)) continue;
        fs::path testdata = testdata_for(solution, "stress finds a file's problem by its folder's name only: put the "
                                                   "file in solutions/<problem>/, below the testdata/ folder's parent");
        auto& unit = problems[fs::weakly_canonical(testdata)];
        unit.testdata = testdata;
        unit.solutions.push_back(solution);
    }
    if (problems.empty()) throw JudgeError("no solution that expects AC or TLE under the given paths");
    // Where a failure will be saved, checked before the puzzles run: a failure found after an hour of
    // stress must not be lost to a folder that cannot be made.
    {
        std::error_code error;
        fs::create_directories(options.save_dir, error);
        if (error || !fs::is_directory(options.save_dir))
            throw JudgeError(fmt::format("--save {}: cannot make the folder: {}", options.save_dir.string(),
                                         error ? error.message() : "not a folder"));
        check_writable(options.save_dir / "stress_write_check.in");
    }
    std::size_t stressed = 0;
    for (const auto& [key, unit] : problems) {
        const int status = stress_problem(unit, options, out, progress);
        if (status == kSkipped) continue;
        if (status != 0) return status;
        ++stressed;
    }
    if (stressed == 0) throw JudgeError("no problem under the given paths can be stressed (each was skipped, above)");
    out << fmt::format("stress: {} puzzle{} per problem (seeds {}..{}): every solution agreed\n", options.count,
                       options.count == 1 ? "" : "s", options.seed, options.seed + options.count - 1);
    return 0;
}

}  // namespace

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
        ->check(seed_check())
        ->each([seed_given](const std::string&) { *seed_given = true; });
    app->add_option("--clues", options->clues, "clues to aim at, 17-81 (default 17: minimal puzzles)")
        ->check(CLI::Range(17, 81));
    app->add_option("--save", options->save_dir, "where a failing case is saved as NAME.in/NAME.out "
                                                 "(default build/stress)");
    app->add_option("-j,--jobs", options->jobs, "tests to run at once (default 2)")->check(CLI::Range(1, 256));
    app->add_option("--round", options->round_size, "puzzles judged per round (default 20)")
        ->check(CLI::Range(1, 100000));
    app->add_option("--cache", options->cache_root, "where builds are cached (default: build/cache beside the judge)");
    add_machine_factor_option(*app, options->machine_factor);
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
