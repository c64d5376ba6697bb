// Stress testing (对拍): random tests through solutions, judged as usual, until one fails; the failing test
// is printed with its seed and the command that replays it, saved, and shrunk to the smallest input that
// still fails the same way, as BAPCtools' `bt fuzz` and a learner's own 对拍 script do.
//
// Where a test comes from: the built-in generator (grid/stress_cases.hpp: test i of a run with seed S is
// made from seed S + i alone; on NYOJ and UVa 989 a seed that ends in 9 gives a puzzle without a solution,
// and LeetCode 36, UVa 10957 and Luogu P1074 get their statement's other cases by the last digit too), or
// `--generator GEN`, the user's program that prints a test for a seed argument (inputs/generator.hpp).
// Where its answer comes from: the built-in answer of the problem's `stress_answer` (the one solution of a
// generated puzzle, a board's validity, a classification, a target score), or `--reference BRUTE`, a
// second solution whose output is taken as right and against which the problem's own checker judges.
// Failing = any verdict but AC, except TLE for a solution that permits TLE on hard (a slow solution may
// run out of time, never answer wrongly): random tests are beyond the online judge's own, so the hard
// group's expectation applies.
//
// Each problem is loaded and each solution built once; the tests then go in rounds: each round writes one
// NAME.in/NAME.out per test into a temporary folder and runs every solution on them with judge_prepared()
// (execute_test per pair), so limits, languages, drivers and the checker are the real ones. A failure is
// shrunk (grid/shrink.hpp) with the same calls: each candidate must pass the problem's input validators,
// get an answer (the reference's, or the built-in one), and fail with the same verdict.

#include <fmt/format.h>
#include <unistd.h>

#include <cstdint>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <random>
#include <set>

#include "judge/cli/commands.hpp"
#include "judge/formats/find_problem.hpp"
#include "judge/inputs/generator.hpp"
#include "judge/grid/format.hpp"
#include "judge/grid/generate.hpp"
#include "judge/grid/shrink.hpp"
#include "judge/grid/stress_cases.hpp"
#include "judge/judge.hpp"
#include "judge/inputs/validate.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/parallel.hpp"
#include "judge/util/temp_folder.hpp"
#include "judge/util/text.hpp"
#include "judge/view/progress.hpp"

namespace fs = std::filesystem;

namespace judge {

namespace {

struct StressOptions {
    std::vector<std::filesystem::path> paths{"solutions"};  // solutions, or folders of them
    std::string problem;               // --problem: every file on this problem's testdata
    std::filesystem::path reference;   // --reference: its output is the answer ("": the built-in answer)
    std::filesystem::path generator;   // --generator: prints a test for a seed ("": the built-in generator)
    std::size_t count = 30;            // tests per problem
    std::uint64_t seed = 1;
    int clues = 17;                    // generate_puzzle's target
    std::filesystem::path save_dir = "build/stress";
    bool shrink = true;                // --no-shrink: save the failing test as it is
    std::size_t shrink_tries = 2000;   // candidates a shrink may try
    int jobs = 2;
    std::filesystem::path cache_root = "build/cache";
    std::size_t round_size = 20;       // tests judged per judge_prepared() call
    std::optional<double> machine_factor;  // --machine-factor
    bool isolate = true;
};

constexpr int kSkipped = -1;  // stress_problem's status for a problem it cannot stress

// One problem's share of the run: its testdata, and its solutions that expect AC (and maybe more).
struct ProblemUnderStress {
    fs::path testdata;
    std::vector<fs::path> solutions;
};

// Everything one problem's run needs, made once: the problem, how its tests are laid out, the reference and
// the generator built, the validators built (for a generator's tests and shrinking).
struct StressSetup {
    std::shared_ptr<const Problem> problem;
    std::optional<CaseLayout> layout;  // unset: no stress_answer (stress reads no grids: no built-ins, no shrink)
    std::optional<PreparedSolution> reference;
    std::vector<std::string> generator;
    std::optional<BuiltValidators> validators;
    Options judging;
};

// One test of a round: its files, and how it was made.
struct StressTest {
    std::uint64_t seed = 0;
    std::optional<MadeCase> made;  // the built-in generator's
};

// Where test `seed` of `problem` is saved in the --save folder, without its extension: stress_<problem>_seed<S>.
fs::path saved_stem(const StressOptions& options, const Problem& problem, std::uint64_t seed) {
    return options.save_dir / fmt::format("stress_{}_seed{}", problem.name, seed);
}

// A solution whose file says it is slow (its expect: line permits TLE on hard) may run out of time; any other
// verdict but AC is a failure. A file without an expect: line (a learner's own, which permits anything on hard)
// is held to AC: whether it is fast enough is part of the question.
bool is_expected_slowness(Verdict verdict, const Expectation& expected) {
    return verdict == Verdict::TLE && !expected.is_own_file() && expected.permits(TestGroup::Hard, Verdict::TLE);
}

// The first lines of a text, quoted.
std::string quoted_head(std::string_view text, std::size_t lines = 10) {
    std::string out;
    for (std::string_view line : first_lines(text, lines))  // a line cut at 200 characters ends with …
        out += "    | " + std::string(line.substr(0, 200)) + (line.size() > 200 ? "…" : "") + "\n";
    return out;
}

std::string shell_quoted(const std::string& word) {
    if (word.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:") ==
        std::string::npos)
        return word;
    std::string out = "'";
    for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

// The answer of a test whose input is written: the reference's output (its run must end within every limit),
// or the built-in answer of its grids. Writes test.answer; returns why there is none ("" when there is one).
std::string write_answer(const StressSetup& setup, const TestCase& test, const std::vector<std::string>* grids) {
    if (setup.reference) {
        ExecuteOptions run;
        run.isolate = setup.judging.isolate;
        run.run_checker = false;
        run.keep_output = true;
        TestReport report = execute_test(*setup.reference, test, run);
        if (report.verdict != Verdict::AC)
            return fmt::format("the reference {} got {}: {}", setup.reference->path.string(), short_name(report.verdict),
                               report.message);
        if (report.output.size() >= 64 * 1024)
            return fmt::format("the reference {} printed 64 KB or more, more than stress keeps as an answer",
                               setup.reference->path.string());
        write_text(test.answer, report.output);
        return "";
    }
    std::optional<std::string> answer = case_answer(*grids, *setup.layout);
    if (!answer)
        return "no built-in answer: a grid has several completions where the answer names one, or none where the "
               "format has no line for that (give --reference)";
    write_text(test.answer, *answer);
    return "";
}

// The input validators' word on one input: "" when valid (or when the problem has none), else why not.
std::string input_breaks_statement(const StressSetup& setup, const fs::path& input) {
    if (!setup.validators) return "";
    ValidateOptions options;
    options.isolate = setup.judging.isolate;
    ValidatorVerdict verdict = check_input(*setup.problem, *setup.validators, input, options);
    if (verdict.status == InputStatus::Valid) return "";
    if (verdict.status == InputStatus::Broken) throw JudgeError(verdict.message);
    return verdict.message;
}

// The test as a TestCase of the hard group, its files in `folder` under `name`.
TestCase stress_test_case(const StressSetup& setup, const fs::path& folder, const std::string& name) {
    return TestCase{name, TestGroup::Hard, folder / (name + ".in"), folder / (name + ".out"), std::nullopt,
                    setup.problem->grid_format};
}

struct Failure {
    std::size_t index = SIZE_MAX;  // the test's index in the run
    fs::path solution;
    const TestReport* test = nullptr;
    Verdict verdict = Verdict::AC;
};

// Shrinks the failing test's grids: the smallest input on which `solution` still gets `verdict`.
ShrinkResult shrink_failure(const StressSetup& setup, PreparedSolution& solution, const std::vector<std::string>& grids,
                            Verdict verdict, const StressOptions& options, std::string& last_message) {
    TempFolder folder("judge-shrink");
    std::size_t asked = 0;
    std::map<std::string, std::string> messages;  // a failing candidate's message, by test name
    StillFails still_fails = [&](const std::vector<Grids>& candidates) {
        std::vector<bool> fails(candidates.size(), false);
        std::vector<TestCase> tests(candidates.size());
        std::vector<char> usable(candidates.size(), 0);  // written by the tasks, one element each: not vector<bool>
        WorkQueue queue;  // each candidate's validator and answer, side by side
        for (std::size_t i = 0; i < candidates.size(); ++i) {
            tests[i] = stress_test_case(setup, folder.path, fmt::format("shrink{:06}", asked + i));
            queue.add(0, [&, i] {
                write_text(tests[i].input, write_case_input(candidates[i], *setup.layout));
                if (!input_breaks_statement(setup, tests[i].input).empty()) return;
                setup.problem->prepare_input(tests[i]);
                usable[i] = write_answer(setup, tests[i], &candidates[i]).empty();
            });
        }
        queue.run(options.jobs);
        asked += candidates.size();
        std::vector<TestCase> run;
        for (std::size_t i = 0; i < candidates.size(); ++i)
            if (usable[i]) run.push_back(tests[i]);
        if (run.empty()) return fails;
        Options judging = setup.judging;
        judging.stop_at_first_failure = false;  // each candidate's own verdict, not only the first failure's
        judging.all_tests = true;
        std::vector<PreparedSolution> one{solution};
        auto reports = judge_prepared(one, &run, judging);
        for (const TestReport& report : reports.front().tests) {
            if (report.verdict != verdict) continue;
            const std::size_t i = std::stoul(report.name().substr(6)) - (asked - candidates.size());
            fails[i] = true;
            messages[report.name()] = report.message;
        }
        // The first in order is the one shrink_case takes: remember its message for the report.
        for (std::size_t i = 0; i < candidates.size(); ++i)
            if (fails[i]) {
                last_message = messages[tests[i].name];
                break;
            }
        return fails;
    };
    // A puzzle to solve gets its blanks filled from a solution of our own search (any solution: a filled blank
    // keeps it a completion, and a puzzle with one solution keeps exactly it); a board to check, or a puzzle
    // without a solution, its givens removed (grid/shrink.hpp).
    Grids solutions;
    const bool to_solve = setup.layout->answer == StressAnswer::Solution || setup.layout->answer == StressAnswer::TargetScore;
    for (const std::string& grid : grids) {
        std::string completion;
        if (!to_solve || count_solutions(grid, 1, &completion) == 0) {
            solutions.clear();
            break;
        }
        solutions.push_back(std::move(completion));
    }
    return shrink_case(grids, still_fails, std::size_t(std::max(1, options.jobs)), options.shrink_tries,
                       solutions.empty() ? nullptr : &solutions);
}

std::string replay_command(const StressOptions& options, std::uint64_t seed, const fs::path& solution) {
    std::string command = fmt::format("build/judge stress --seed {} --count 1", seed);
    if (!options.problem.empty()) command += " --problem " + shell_quoted(options.problem);
    if (!options.reference.empty()) command += " --reference " + shell_quoted(options.reference.string());
    if (!options.generator.empty()) command += " --generator " + shell_quoted(options.generator.string());
    if (options.clues != StressOptions{}.clues && options.generator.empty())
        command += fmt::format(" --clues {}", options.clues);
    if (!options.isolate) command += " --no-isolation";
    if (options.machine_factor) command += fmt::format(" --machine-factor {:g}", *options.machine_factor);
    return command + " " + shell_quoted(solution.string());
}

// Reports the failure of `failure.solution` on test `test`, saves it (and its smallest form), returns 1.
int report_failure(const StressSetup& setup, std::vector<PreparedSolution>& solutions, const Failure& failure,
                   const StressTest& test, const TestCase& files, const std::vector<fs::path>& accepted_by,
                   const StressOptions& options, std::ostream& out) {
    const Problem& problem = *setup.problem;
    const std::string saved = saved_stem(options, problem, test.seed).string();
    const fs::path saved_in = saved + ".in", saved_out = saved + ".out";
    fs::copy_file(files.input, saved_in, fs::copy_options::overwrite_existing);
    fs::copy_file(files.answer, saved_out, fs::copy_options::overwrite_existing);
    const std::string input = read_text(files.input), answer = read_text(files.answer);
    out << fmt::format("stress: {}, puzzle {} (seed {}): {} got {}: {}\n", problem.name, failure.index, test.seed,
                       failure.solution.string(), short_name(failure.verdict), failure.test->message);
    if (test.made && test.made->grids.size() == 1)
        out << fmt::format("  puzzle: {} ({})\n", test.made->grids.front(), describe_made_case(test.seed, *test.made));
    else
        out << fmt::format("  input ({}):\n{}", options.generator.empty() ? "built-in" : "from " + options.generator.string(),
                           quoted_head(input, 12));
    out << fmt::format("  answer ({}): {}\n",
                       setup.reference ? "the reference's" : "built-in, " + std::string(stress_answer_key(setup.layout->answer)),
                       first_lines(answer, 1).empty() ? std::string("(empty)") : std::string(first_lines(answer, 1).front()));
    std::string agreed;
    for (const auto& path : accepted_by) agreed += (agreed.empty() ? "" : ", ") + path.string();
    // Who got it right: the reference, the other solutions. Said only when there is another to name.
    if (!agreed.empty() || solutions.size() > 1)
        out << fmt::format("  accepted by: {}\n", agreed.empty() ? "none of the solutions" : agreed);
    if (!failure.test->output.empty()) out << "  it printed:\n" << quoted_head(failure.test->output);
    out << fmt::format("  again, alone: {}\n", replay_command(options, test.seed, failure.solution));
    out << fmt::format("  saved as {} and .out ({}); to keep it as a test, move both into {}\n", saved_in.string(),
                       setup.reference ? "the reference's output" : "the built-in answer",
                       (fs::absolute(problem.dir).lexically_normal() / "hard").string() +
                           "/ (or secret/, if the online judge's own tests are known to hold such grids)");
    if (!options.shrink) return 1;
    if (!setup.layout) {
        out << "  not shrunk: the problem names no stress_answer, so stress cannot read its grids\n";
        return 1;
    }
    std::vector<std::string> grids;
    try {
        grids = read_case_grids(input, *setup.layout, saved_in.string());
    } catch (const JudgeError& error) {
        out << fmt::format("  not shrunk: {}\n", error.what());
        return 1;
    }
    PreparedSolution* solution = nullptr;
    for (auto& prepared : solutions)
        if (prepared.path == failure.solution) solution = &prepared;
    std::string message = failure.test->message;
    ShrinkResult smallest;
    try {
        smallest = shrink_failure(setup, *solution, grids, failure.verdict, options, message);
    } catch (const JudgeError& error) {  // the difference stands, found and saved: exit 1 all the same
        out << fmt::format("  not shrunk: {}\n", error.what());
        return 1;
    }
    const fs::path min_in = saved + ".min.in", min_out = saved + ".min.out";
    {
        // The smallest input again, with its answer, into the save folder.
        TempFolder folder("judge-shrunk");
        TestCase shrunk = stress_test_case(setup, folder.path, "min");
        write_text(shrunk.input, write_case_input(smallest.grids, *setup.layout));
        setup.problem->prepare_input(shrunk);
        if (std::string why = write_answer(setup, shrunk, &smallest.grids); !why.empty()) {  // it had one before
            out << fmt::format("  smallest: not saved: {}\n", why);
            return 1;
        }
        fs::copy_file(shrunk.input, min_in, fs::copy_options::overwrite_existing);
        fs::copy_file(shrunk.answer, min_out, fs::copy_options::overwrite_existing);
    }
    std::string removed;
    if (smallest.by_filling) {
        const std::size_t blanks_before = count_blanks(grids), blanks_after = count_blanks(smallest.grids);
        removed = fmt::format("{} blank{} left of the {} it failed on, {} filled from a solution", blanks_after,
                              blanks_after == 1 ? "" : "s", blanks_before, blanks_before - blanks_after);
    } else {
        const std::size_t givens_before = count_givens(grids);
        removed = fmt::format("{} of {} givens removed", givens_before - count_givens(smallest.grids), givens_before);
    }
    if (grids.size() > 1) removed += fmt::format(", {} of {} cases", smallest.cases_removed, grids.size());
    out << fmt::format("  smallest: {} and .out: {}{} ({} tried), still {}: {}\n", min_in.string(), removed,
                       smallest.out_of_tries ? " before the tries ran out" : "", smallest.tries,
                       short_name(failure.verdict), message);
    if (smallest.grids.size() == 1 && smallest.grids.front().size() == 81)
        out << fmt::format("  smallest puzzle: {}\n", smallest.grids.front());
    return 1;
}

// Loads the problem and builds what its run needs; nullopt (said on `progress`) when it cannot be stressed.
std::optional<StressSetup> set_up(const ProblemUnderStress& unit, const StressOptions& options, std::ostream& progress) {
    StressSetup setup;
    setup.judging.jobs = options.jobs;
    setup.judging.cache_root = options.cache_root;
    setup.judging.machine_factor = options.machine_factor;
    // Every test of a round runs (no -x): a TLE that a slow file permits must not hide a wrong answer after it.
    setup.judging.stop_at_first_failure = false;
    setup.judging.run_to_margin = false;  // a disagreement is what stress looks for, not how near a limit a run is
    setup.judging.isolate = options.isolate;
    setup.problem = load_for_judging(unit.testdata, setup.judging);
    const Problem& problem = *setup.problem;
    if (problem.stress_answer)
        setup.layout = CaseLayout{*problem.stress_answer, problem.checker.grid_format,
                                  problem.checker.kind == CheckerKind::Sudoku};
    if (!setup.layout && (options.reference.empty() || options.generator.empty())) {
        progress << fmt::format("stress: {}: skipped (it names no stress_answer and no grid_format, so stress has no "
                                "built-in {}: give --generator and --reference)\n",
                                problem.name, options.generator.empty() ? "generator" : "answer");
        return std::nullopt;
    }
    if (!options.reference.empty()) {
        setup.reference = describe_solution(options.reference, setup.problem);
        build_prepared(*setup.reference, options.cache_root, options.isolate);
        if (setup.reference->build.status != Build::Status::Ready)
            throw JudgeError(fmt::format("--reference {}: {}", options.reference.string(), setup.reference->build.message));
    }
    if (!options.generator.empty()) setup.generator = build_generator(options.generator, options.cache_root, options.isolate);
    if (!problem.validators.empty() && (!options.generator.empty() || options.shrink))
        setup.validators = build_validators(problem, options.cache_root, options.isolate);
    return setup;
}

// Judges one problem's solutions on `options.count` tests; 0 when all agreed, 1 after reporting a failure,
// kSkipped when the problem cannot be stressed (said on `progress`).
int stress_problem(const ProblemUnderStress& unit, const StressOptions& options, std::ostream& out,
                   std::ostream& progress) {
    std::optional<StressSetup> maybe = set_up(unit, options, progress);
    if (!maybe) return kSkipped;
    StressSetup& setup = *maybe;
    const Problem& problem = *setup.problem;

    std::vector<PreparedSolution> solutions;
    for (const auto& path : unit.solutions) solutions.push_back(describe_solution(path, setup.problem));

    TempFolder folder("judge-stress");
    ProgressLine line(std::cerr, progress_wanted(STDERR_FILENO));  // a terminal only, never in CI logs
    Options judging = setup.judging;
    judging.on_test_done = [&line](std::size_t done, std::size_t total, const fs::path& current) {
        line.update(done, total, current);
    };

    for (std::size_t start = 0; start < options.count; start += options.round_size) {
        const std::size_t end = std::min(options.count, start + options.round_size);
        std::vector<StressTest> made(end - start);
        std::vector<TestCase> tests(end - start);
        std::vector<std::string> trouble(end - start);  // a test that could not be made: why
        WorkQueue queue;  // generator, validator and reference, a test per task
        for (std::size_t i = start; i < end; ++i) {
            StressTest& test = made[i - start];
            test.seed = options.seed + i;
            tests[i - start] = stress_test_case(setup, folder.path, fmt::format("{:06}", i));
            queue.add(0, [&, i] {
                StressTest& one = made[i - start];
                TestCase& files = tests[i - start];
                std::vector<std::string> grids;
                if (setup.generator.empty()) {
                    one.made = make_case(one.seed, options.clues, *setup.layout);
                    grids = one.made->grids;
                    write_text(files.input, write_case_input(grids, *setup.layout));
                } else {
                    run_generator(setup.generator, options.generator.string(), one.seed, files.input, options.isolate);
                    if (std::string why = input_breaks_statement(setup, files.input); !why.empty()) {
                        const fs::path saved = saved_stem(options, problem, one.seed).string() + ".in";
                        fs::copy_file(files.input, saved, fs::copy_options::overwrite_existing);
                        throw JudgeError(fmt::format("the generator's test for seed {} breaks the statement: {}",
                                                     one.seed, replace_all(why, files.input.string(), saved.string())));
                    }
                    if (!setup.reference)
                        grids = read_case_grids(read_text(files.input), *setup.layout,
                                                fmt::format("the generator's test for seed {}", one.seed));
                }
                problem.prepare_input(files);
                trouble[i - start] = write_answer(setup, files, &grids);
            });
        }
        queue.run(options.jobs);
        for (std::size_t i = 0; i < trouble.size(); ++i)
            if (!trouble[i].empty()) {  // the reference's or the answer's trouble, not the files': exit 2
                const fs::path saved = saved_stem(options, problem, made[i].seed).string() + ".in";
                fs::copy_file(tests[i].input, saved, fs::copy_options::overwrite_existing);
                throw JudgeError(fmt::format("{}, puzzle {} (seed {}): {} (the input saved as {})", problem.name, start + i,
                                             made[i].seed, trouble[i], saved.string()));
            }

        auto reports = judge_prepared(solutions, &tests, judging);
        line.clear();
        Failure failure;
        std::map<std::string, std::vector<fs::path>> accepted_by;  // test name → solutions with AC
        std::size_t allowed_slowness = 0;  // runs over the limit where the solution's file permits it
        for (const auto& report : reports) {
            if (report.verdict == Verdict::JE || report.verdict == Verdict::SKIPPED)  // not the file's difference
                throw JudgeError(fmt::format("{}: {} ({})", report.path.string(), short_name(report.verdict), report.message));
            if (report.verdict == Verdict::CE) {
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
                const std::size_t index = std::stoul(test.name());
                if (index < failure.index) failure = {index, report.path, &test, test.verdict};
            }
        }
        if (failure.index != SIZE_MAX) {
            const std::size_t i = failure.index - start;
            std::vector<fs::path> agreed = accepted_by[tests[i].name];
            if (setup.reference) agreed.insert(agreed.begin(), setup.reference->path);
            const int status = report_failure(setup, solutions, failure, made[i], tests[i], agreed, options, out);
            // The last line on stderr (what an editor's task or the end of a log shows): the file FAILED.
            progress << fmt::format("stress: {} FAILED: {} on puzzle {} (seed {}); the case is in {}\n",
                                    failure.solution.string(), short_name(failure.verdict), failure.index,
                                    made[i].seed, saved_stem(options, problem, made[i].seed).string() + ".in");
            return status;
        }
        progress << fmt::format("stress: {}: {}/{} tests, {} solution{} right on all{}\n", problem.name, end,
                                options.count, unit.solutions.size(), unit.solutions.size() == 1 ? "" : "s",
                                allowed_slowness ? fmt::format(" (runs over the time limit, as their files allow: {})",
                                                               allowed_slowness)
                                                 : std::string());
    }
    return 0;
}

// Returns the exit status: 0 every solution agreed on every test, 1 one failed (reported on `out`, the
// case saved). Throws JudgeError for bad usage (no solution expecting AC or TLE, no problem that can be
// stressed, unreadable testdata, a reference that does not compile, a generator that fails), which
// main() reports with exit status 2. Progress goes to `progress`.
int run_stress(const StressOptions& options, std::ostream& out, std::ostream& progress) {
    if (options.round_size == 0) throw JudgeError("the round size must be positive");
    std::optional<fs::path> named;
    if (!options.problem.empty()) named = testdata_named(options.problem);
    std::error_code unused;
    const fs::path reference = options.reference.empty() ? fs::path() : fs::weakly_canonical(options.reference, unused);
    const fs::path generator = options.generator.empty() ? fs::path() : fs::weakly_canonical(options.generator, unused);
    // A file named on the command line is stressed whatever its expect: line says; of a folder's files, those
    // that expect AC or TLE on hard (a file known to be wrong would only fail again).
    std::set<fs::path> named_files;
    for (const auto& path : options.paths)
        if (fs::is_regular_file(path, unused)) named_files.insert(fs::weakly_canonical(path, unused));
    std::map<fs::path, ProblemUnderStress> problems;
    for (const auto& solution : find_solutions(options.paths)) {
        const fs::path canonical = fs::weakly_canonical(solution, unused);
        if ((!reference.empty() && canonical == reference) || (!generator.empty() && canonical == generator))
            continue;  // the reference judges and the generator writes: neither is judged
        Expectation expected = read_expectation(solution, read_text(solution));
        if (!named_files.count(fs::weakly_canonical(solution, unused)) && !expected.permits(TestGroup::Hard, Verdict::AC) &&
            !expected.permits(TestGroup::Hard, Verdict::TLE))
            continue;
        fs::path testdata = named ? *named
                                  : testdata_for(solution, "stress finds a file's problem by its folder's name: put the "
                                                           "file in solutions/<problem>/, or name its problem with "
                                                           "--problem NAME");
        auto& unit = problems[fs::weakly_canonical(testdata)];
        unit.testdata = testdata;
        unit.solutions.push_back(solution);
    }
    if (problems.empty()) throw JudgeError("no solution under the given paths (of a folder, stress takes the files that expect AC or TLE)");
    if (problems.size() > 1 && (!options.reference.empty() || !options.generator.empty()))
        throw JudgeError(fmt::format("--reference and --generator belong to one problem, and the files are of {}: "
                                     "give one problem's files, or name it with --problem",
                                     problems.size()));
    // Where a failure will be saved, checked before the tests run: a failure found after an hour of
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
    out << fmt::format("stress: {} test{} per problem (seeds {}..{}): every solution agreed{}\n", options.count,
                       options.count == 1 ? "" : "s", options.seed, options.seed + options.count - 1,
                       options.reference.empty() ? "" : " with the reference " + options.reference.string());
    return 0;
}

}  // namespace

Command add_stress_command(CLI::App& parent) {
    auto options = std::make_shared<StressOptions>();
    auto seed_given = std::make_shared<bool>(false);
    auto no_shrink = std::make_shared<bool>(false);
    auto no_isolation = std::make_shared<bool>(false);
    options->cache_root = default_cache_root();
    CLI::App* app = parent.add_subcommand(
        "stress", "对拍: random tests through solutions (yours with --problem) against the built-in answer or a "
                  "--reference; stops at the first difference, prints its seed and the command that replays it, "
                  "saves it and its smallest form.");
    app->add_option("paths", options->paths, "solution files or folders (default: solutions/)");
    app->add_option("--problem", options->problem, "judge the files on testdata/NAME (a problem's folder or its "
                                                   "start, leetcode-0037), wherever they are");
    app->add_option("--reference", options->reference, "a second solution whose output is taken as the right answer "
                                                       "(a brute force), judged against with the problem's checker")
        ->check(CLI::ExistingFile);
    app->add_option("--generator", options->generator, "a program (C, C++, Python 3, Bash or any executable) that "
                                                       "prints one test for the seed given as its argument")
        ->check(CLI::ExistingFile);
    app->add_option("-n,--count", options->count, "tests per problem (default 30)")->check(CLI::Range(1, 10000000));
    app->add_option("-s,--seed", options->seed, "first seed; test i uses seed+i (default: random, printed)")
        ->check(seed_check())
        ->each([seed_given](const std::string&) { *seed_given = true; });
    app->add_option("--clues", options->clues, "clues the built-in puzzles aim at, 17-81 (default 17: minimal puzzles)")
        ->check(CLI::Range(17, 81));
    app->add_option("--save", options->save_dir, "where a failing test is saved as NAME.in/NAME.out, and its smallest "
                                                 "form as NAME.min.in/NAME.min.out (default build/stress)");
    app->add_flag("--no-shrink", *no_shrink, "save the failing test as it is, without looking for a smaller one");
    app->add_option("--shrink-tries", options->shrink_tries, "candidates the shrink may judge (default 2000)")
        ->check(CLI::Range(1, 1000000));
    app->add_option("-j,--jobs", options->jobs, "tests to run at once (default 2)")->check(CLI::Range(1, 256));
    app->add_option("--round", options->round_size, "tests judged per round (default 20)")->check(CLI::Range(1, 100000));
    app->add_option("--cache", options->cache_root, "where builds are cached (default: build/cache beside the judge)");
    app->add_flag("--no-isolation", *no_isolation, "build and run the solutions, the generator and the validators without the sandbox (as the judging run's flag)");
    add_machine_factor_option(*app, options->machine_factor);
    return Command{app, [options, seed_given, no_shrink, no_isolation] {
                       options->shrink = !*no_shrink;
                       options->isolate = !*no_isolation;
                       if (!*seed_given) {
                           options->seed = std::random_device{}() % 1000000000;
                           std::cerr << fmt::format("stress: seed {} (repeat with --seed {})\n", options->seed,
                                                    options->seed);
                       }
                       return run_stress(*options, std::cout, std::cerr);
                   }};
}

}  // namespace judge
