// `judge show FILE.in`: draws the puzzles of a test file (and the answers of FILE.out beside them); with
// --solution, runs that solution on the chosen cases through the judge and draws its answers instead,
// filled digits highlighted and wrong cells marked, the reason under each board. With FILE.out the
// problem's own checker gives the verdict, as in a judging run; without it, the rules alone.
#include <fmt/format.h>
#include <unistd.h>

#include <iostream>
#include <memory>
#include <optional>

#include "judge/cli/commands.hpp"
#include "judge/execute.hpp"
#include "judge/grid/format.hpp"
#include "judge/judge.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/temp_folder.hpp"
#include "judge/util/text.hpp"
#include "judge/view/board.hpp"
#include "judge/view/report.hpp"

namespace fs = std::filesystem;

namespace judge {

namespace {

struct ShowSettings {
    std::string file;
    std::size_t case_number = 0;  // 0: every case
    std::string solution;
    std::string testdata;         // the solution's problem folder; default testdata_for(solution)
    std::string format;           // "" : the problem's, else detected
    std::string color = "auto";
    bool ascii = false;
    std::string cache_root = default_cache_root().string();  // where the solution's build is cached
};

// The grid format of a test file: --format; else that of the problem whose group folder (or own folder)
// holds the file, when the problem says; else read off the text (LeetCode's brackets, a line of 81 cells,
// or NYOJ). `guess`
// says why it was guessed, for the message when the file does not read that way ("" when it was named).
GridFormat format_of(const ShowSettings& settings, const std::string& text, std::string& guess) {
    guess.clear();
    if (!settings.format.empty()) return parse_grid_format(settings.format);
    const fs::path folder = fs::absolute(settings.file).parent_path();
    for (const fs::path& dir : {folder, folder.parent_path()}) {
        if (!fs::exists(dir / "problem.yaml")) continue;
        if (std::optional<GridFormat> format = load_problem(dir).grid_format) return *format;
        guess = fmt::format("{}'s problem.yaml names no grid_format (its files may not be grids show can draw)",
                            dir.filename().string());
        return detect_grid_format(text);
    }
    guess = "no problem.yaml beside the file or its folder names its grid_format";
    return detect_grid_format(text);
}

// Runs `solution` on the chosen cases (`input_text`, one test) as the judge would, built and limited the
// same way. With `answer_text`, the problem's own checker compares the output with it and decides the
// verdict, as in a judging run; without, a run that ends normally is AC unchecked and the boards are
// checked here, cell by cell. Whatever the program printed comes back in TestReport::output.
TestReport run_solution(const fs::path& solution, std::shared_ptr<const Problem> problem, const std::string& input_text,
                        const std::optional<std::string>& answer_text, const fs::path& cache_root) {
    PreparedSolution prepared = describe_solution(solution, std::move(problem));
    build_prepared(prepared, cache_root);
    if (prepared.build.status != Build::Status::Ready) {
        Verdict verdict = prepared.build.status == Build::Status::CompileError ? Verdict::CE : Verdict::SKIPPED;
        throw JudgeError(fmt::format("{}: {}\n{}", solution.string(), short_name(verdict), prepared.build.message));
    }
    TempFolder scratch("judge-show");
    TestCase test{"show", TestGroup::Secret, scratch.path / "show.in", scratch.path / "show.ans", std::nullopt, std::nullopt};
    write_text(test.input, input_text);
    if (answer_text) write_text(test.answer, *answer_text);
    prepared.problem->prepare_input(test);
    ExecuteOptions options;
    options.run_checker = answer_text.has_value();
    options.keep_output = true;
    TestReport report = execute_test(prepared, test, options);
    report.test = nullptr;  // the test was this function's own; the caller needs only what the run gave
    return report;
}

// What the problem's checker compares the chosen cases' output with: the answer file as it is when every
// case is chosen, else the chosen case's answer written as the format writes answers. nullopt when there
// is no answer file, when it does not hold one answer a case, or when the chosen case's answer is a line
// of text the format's writer would not write as it stands.
std::optional<std::string> answers_for_checker(const fs::path& answer_path, const std::vector<GridCase>& answers,
                                               std::size_t puzzle_count, const std::vector<std::size_t>& chosen,
                                               GridFormat format) {
    if (!fs::exists(answer_path) || answers.size() != puzzle_count) return std::nullopt;
    if (chosen.size() == puzzle_count) return read_text(answer_path);
    std::vector<std::string> grids;
    for (std::size_t k : chosen) {
        const GridCase& answer = answers[k];
        if (answer.is_grid) {
            grids.push_back(answer.cells);
            continue;
        }
        // A case without a solution: the writer's own words for it must be the answer file's.
        if (format != GridFormat::NYOJ && format != GridFormat::UVa989) return std::nullopt;
        if (trim(write_answers({""}, format)) != answer.text) return std::nullopt;
        grids.emplace_back();
    }
    return write_answers(grids, format);
}

// Whether the problem's checker wants the one answer of the answer file (compared as text), not any valid
// completion (UVa 989's smallest completion, POJ 3074's and HDU 1426's exact comparison).
bool wants_the_one_answer(const CheckerSpec& checker) {
    return checker.kind == CheckerKind::Exact || checker.kind == CheckerKind::Lines || checker.kind == CheckerKind::Tokens;
}

int run_show(const ShowSettings& settings) {
    fs::path file = settings.file;
    std::string text = read_text(file);
    std::string guess;
    GridFormat format = format_of(settings, text, guess);
    std::vector<std::string> puzzles;
    try {
        puzzles = read_puzzles(text, format, file.string());
    } catch (const JudgeError& error) {
        if (guess.empty()) throw;
        throw JudgeError(fmt::format("{} (read as {} format, guessed from the text: {}; --format names another: {})",
                                     error.what(), format_title(format), guess, fmt::join(grid_format_keys(), ", ")));
    }
    if (puzzles.empty()) throw JudgeError(fmt::format("{}: no puzzle", file.string()));
    std::vector<std::size_t> chosen;
    if (settings.case_number) {
        if (settings.case_number > puzzles.size())
            throw JudgeError(fmt::format("--case {}: {} has {} case{}", settings.case_number, file.string(),
                                         puzzles.size(), puzzles.size() == 1 ? "" : "s"));
        chosen.push_back(settings.case_number - 1);
    } else {
        for (std::size_t k = 0; k < puzzles.size(); ++k) chosen.push_back(k);
    }

    fs::path answer_path = fs::path(file).replace_extension(".out");
    std::vector<GridCase> answers;
    if (fs::exists(answer_path)) answers = read_cases_leniently(read_text(answer_path), format);
    auto answer_of = [&](std::size_t k) { return k < answers.size() ? &answers[k] : nullptr; };

    DrawStyle style{use_color(parse_color_mode(settings.color), STDOUT_FILENO), !settings.ascii && locale_is_utf8(), 0};
    std::string_view format_name = format_title(format);

    if (settings.solution.empty()) {
        std::cout << fmt::format("{}: {} puzzle{} ({} format)\n\n", file.string(), puzzles.size(),
                                 puzzles.size() == 1 ? "" : "s", format_name);
        for (std::size_t k : chosen) {
            std::vector<Board> boards{puzzle_board(fmt::format("case {}: puzzle", k + 1), puzzles[k])};
            if (const GridCase* answer = answer_of(k))
                boards.push_back(answer_board(fmt::format("case {}: {}", k + 1, answer_path.filename().string()),
                                              puzzles[k], *answer, nullptr));
            std::cout << draw_boards(boards, style) << "\n";
        }
        return 0;
    }

    fs::path solution = settings.solution;
    fs::path problem_dir = settings.testdata.empty() ? testdata_for(solution, "or name its problem's folder: --testdata DIR")
                                                     : fs::path(settings.testdata);
    auto problem = std::make_shared<const Problem>(load_problem(problem_dir));
    const bool one_answer = wants_the_one_answer(problem->checker);
    std::vector<std::string> chosen_puzzles;
    for (std::size_t k : chosen) chosen_puzzles.push_back(puzzles[k]);
    std::optional<std::string> answer_text = answers_for_checker(answer_path, answers, puzzles.size(), chosen, format);
    TestReport test = run_solution(solution, problem, write_puzzles(chosen_puzzles, format), answer_text, settings.cache_root);
    // Without an answer file AC only says the program ended normally: the verdict comes from the boards
    // below. With one, the problem's checker gave AC, WA, PE (or JE when it failed) as a judging run would.
    bool finished = test.verdict == Verdict::AC || test.verdict == Verdict::WA || test.verdict == Verdict::PE ||
                    (answer_text && test.verdict == Verdict::JE);
    std::cout << fmt::format("{} on {} ({} format): {} CPU, {}\n", settings.solution, file.string(),
                             format_name, format_time(test.time_ms), format_memory(test.memory_kb));
    if (!finished) std::cout << fmt::format("{}: {}\n", long_name(test.verdict), test.message);
    std::cout << "\n";
    std::vector<GridCase> received = read_cases_leniently(test.output, format);
    bool all_right = finished;
    for (std::size_t i = 0; i < chosen.size(); ++i) {
        std::size_t k = chosen[i];
        std::vector<Board> boards{puzzle_board(fmt::format("case {}: puzzle", k + 1), puzzles[k])};
        if (i < received.size()) {
            // Where the checker takes any valid completion, the answer file only matters where it says "No
            // solution"; where it wants the one answer, a valid completion that differs from it is wrong.
            const GridCase* expected = answer_of(k) && (one_answer || !answer_of(k)->is_grid) ? answer_of(k) : nullptr;
            Board answer = answer_board(fmt::format("case {}: {}", k + 1, solution.filename().string()), puzzles[k],
                                        received[i], expected);
            bool differs = expected && expected->is_grid && received[i].is_grid && received[i].cells != expected->cells;
            all_right = all_right && !case_is_wrong(puzzles[k], expected, &received[i]) && !differs;
            boards.push_back(answer);
        } else {
            all_right = false;
            Board missing;
            missing.title = fmt::format("case {}: {}", k + 1, solution.filename().string());
            missing.text = "(no answer printed)";
            boards.push_back(missing);
        }
        std::cout << draw_boards(boards, style) << "\n";
    }
    if (received.size() > chosen.size()) {
        all_right = false;
        std::cout << fmt::format("extra output after case {}\n", chosen.size());
    }
    const std::string cases = fmt::format("{} case{}", chosen.size(), chosen.size() == 1 ? "" : "s");
    if (!finished) {
        std::cout << fmt::format("no answers to check: the program did not finish ({})\n", long_name(test.verdict));
        return 1;
    }
    if (answer_text) {
        // The checker's word is the verdict: it sees what the boards cannot (spaces, line ends).
        const std::string checker = std::string(checker_name(problem->checker.kind));
        if (test.verdict == Verdict::AC) {
            std::cout << fmt::format("every answer is right ({}): the problem's checker ({}) accepts the output\n",
                                     cases, checker);
            return 0;
        }
        std::cout << fmt::format("the problem's checker ({}) says {}: {}\n", checker, long_name(test.verdict),
                                 test.message);
        return 1;
    }
    const std::string unchecked =
        fs::exists(answer_path)
            ? fmt::format("{} could not be given to the checker for these cases: each case checked against the rules only",
                          answer_path.filename().string())
            : fmt::format("no answer file ({}): each case checked against the rules only", answer_path.filename().string());
    if (all_right)
        std::cout << fmt::format("every answer is right ({}); {}\n", cases, unchecked);
    else
        std::cout << fmt::format("some answers are wrong or missing (marked above); {}\n", unchecked);
    return all_right ? 0 : 1;
}

}  // namespace

Command add_show_command(CLI::App& parent) {
    auto settings = std::make_shared<ShowSettings>();
    CLI::App* app = parent.add_subcommand(
        "show", "Draw the puzzles of a test file (in its problem's grid format, else LeetCode, line or NYOJ, detected) and "
                "the answers of FILE.out beside them; with --solution, run that solution on them and draw its answers, "
                "wrong cells marked.");
    app->add_option("file", settings->file, "a test input, e.g. testdata/nyoj-0722-sudoku/sample/01_sample.in")
        ->required()
        ->check(CLI::ExistingFile);
    app->add_option("-k,--case", settings->case_number, "only case K (counting from 1)")
        ->check(CLI::Range(std::size_t(1), std::size_t(1'000'000)));
    app->add_option("-s,--solution", settings->solution,
                    "run this solution on the cases (built and limited as the judge does) and draw its answers")
        ->check(CLI::ExistingFile);
    app->add_option("--testdata", settings->testdata,
                    "the solution's problem folder (default: testdata/<the solution's folder name>)")
        ->check(CLI::ExistingDirectory);
    app->add_option("--color", settings->color, "auto (a terminal without NO_COLOR), always, never")
        ->check(CLI::IsMember({"auto", "always", "never"}));
    app->add_option("--cache", settings->cache_root, "where builds are cached (default: build/cache beside the judge)");
    app->add_flag("--ascii", settings->ascii, "draw with + - | instead of box-drawing characters");
    app->add_option("--format", settings->format,
                    "how FILE's grids are written: line, nyoj, leetcode, poj16, uva989, poj3074, hdu1426, poj2676 "
                    "(default: "
                    "its problem's grid_format, else detected)")
        ->check(CLI::IsMember(grid_format_keys()));
    return Command{app, [settings] { return run_show(*settings); }};
}

}  // namespace judge
