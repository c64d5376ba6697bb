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
#include "judge/formats/find_problem.hpp"
#include "judge/formats/problem_yaml.hpp"
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
    std::string problem;          // --problem NAME: testdata_named(NAME), as every subcommand takes it
    std::string format;           // "" : the problem's, else detected
    std::string color = "auto";
    bool ascii = false;
    std::string cache_root = default_cache_root().string();  // where the solution's build is cached
    std::optional<double> machine_factor;                    // --machine-factor
};

// The folder of the problem a solution is run for: --testdata, else the solution's own problem
// (testdata_for); nullopt without a solution and without --testdata.
std::optional<fs::path> problem_dir_of(const ShowSettings& settings) {
    if (!settings.testdata.empty()) return fs::path(settings.testdata);
    if (settings.solution.empty()) return std::nullopt;
    return testdata_for(settings.solution, "or name its problem: --problem NAME");
}

// The grid format of a test file: --format; else that of the problem whose group folder (or own folder)
// holds the file; else that of the problem named by --testdata or by the solution's folder; else read off
// the text (LeetCode's brackets, POJ 3074's "end", a line of 81 cells, or NYOJ). `guess` says why it was
// guessed, for the message when the file does not read that way ("" when it was not guessed). Only
// problem.yaml is read: a test of one's own beside it needs no answer file.
GridFormat format_of(const ShowSettings& settings, const std::string& text, std::string& guess) {
    guess.clear();
    if (!settings.format.empty()) return parse_grid_format(settings.format);
    const fs::path folder = fs::absolute(settings.file).parent_path();
    std::optional<fs::path> problem;
    for (const fs::path& dir : {folder, folder.parent_path()})
        if (!problem && fs::exists(dir / "problem.yaml")) problem = dir;
    if (!problem) problem = problem_dir_of(settings);
    if (!problem) {
        guess = "no problem.yaml beside the file or its folder names its grid_format";
        return detect_grid_format(text);
    }
    if (std::optional<GridFormat> format = load_problem_settings(*problem).grid_format) return *format;
    guess = fmt::format("{}'s problem.yaml names no grid_format: show cannot draw files that are not grids",
                        fs::absolute(*problem).lexically_normal().filename().string());
    return detect_grid_format(text);
}

// Runs `solution` on the chosen cases (`input_text`, one test) as the judge would, built and limited the
// same way. With `answer_text`, the problem's own checker compares the output with it and decides the
// verdict, as in a judging run; without, a run that ends normally is AC unchecked and the boards are
// checked here, cell by cell. Whatever the program printed comes back in TestReport::output. A build
// that is not ready comes back as CE (the compiler's message in TestReport::message); a missing
// toolchain is an error.
TestReport run_solution(const fs::path& solution, std::shared_ptr<const Problem> problem, const std::string& input_text,
                        const std::optional<std::string>& answer_text, const fs::path& cache_root) {
    PreparedSolution prepared = describe_solution(solution, std::move(problem));
    build_prepared(prepared, cache_root);
    if (prepared.build.status == Build::Status::CompileError) {
        TestReport report;
        report.verdict = Verdict::CE;
        report.message = prepared.build.message;
        return report;
    }
    if (prepared.build.status != Build::Status::Ready)
        throw JudgeError(fmt::format("{}: {}\n{}", solution.string(), short_name(Verdict::SKIPPED), prepared.build.message));
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
// case is chosen, else the chosen cases' answers as the format writes them (a line of text as it stands
// where answers are one a line: LeetCode's, the line format's, POJ 3074's). nullopt when there is no
// answer file, when it does not hold one answer a case, or when a chosen case's answer is a line of text
// the format's writer would not write as it stands.
std::optional<std::string> answers_for_checker(const fs::path& answer_path, const std::vector<GridCase>& answers,
                                               std::size_t puzzle_count, const std::vector<std::size_t>& chosen,
                                               GridFormat format) {
    if (!fs::exists(answer_path) || answers.size() != puzzle_count) return std::nullopt;
    if (chosen.size() == puzzle_count) return read_text(answer_path);
    const bool a_line_each = format == GridFormat::LeetCode || format == GridFormat::Line || format == GridFormat::POJ3074;
    std::vector<std::string> grids;
    std::string lines;  // a_line_each: the answers, a line each
    for (std::size_t k : chosen) {
        const GridCase& answer = answers[k];
        if (a_line_each) {
            lines += answer.is_grid ? write_answers({answer.cells}, format) : answer.text + "\n";
            continue;
        }
        if (answer.is_grid) {
            grids.push_back(answer.cells);
            continue;
        }
        // A case without a solution: the writer's own words for it must be the answer file's.
        if (format != GridFormat::NYOJ && format != GridFormat::UVa989) return std::nullopt;
        if (trim(write_answers({""}, format)) != answer.text) return std::nullopt;
        grids.emplace_back();
    }
    return a_line_each ? lines : write_answers(grids, format);
}

// A checker's message about the output of case `k` run alone (0-based), in the file's own terms: its
// "case 1" is case k + 1; a line number counts from that case's first line, and the message says so.
std::string message_for_case(std::string message, std::size_t k) {
    for (std::size_t at = message.find("case 1"); at != std::string::npos; at = message.find("case 1", at + 1)) {
        const bool whole_word = (at == 0 || !is_word_char(message[at - 1])) &&
                                (at + 6 == message.size() || !is_word_char(message[at + 6]));  // \bcase 1\b
        if (whole_word) return message.replace(at, 6, fmt::format("case {}", k + 1));
    }
    if (message.find("line ") != std::string::npos)
        message += fmt::format(" (case {} run alone: lines counted from its first)", k + 1);
    return message;
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
        // A guess that does not read: the first other format that reads the whole file strictly (UVa 989's
        // and POJ 3076's files start like NYOJ's), said in the title; else the guess's error.
        std::optional<GridFormat> reads;
        for (const std::string& key : grid_format_keys()) {
            const GridFormat other = parse_grid_format(key);
            if (other == format) continue;
            try {
                puzzles = read_puzzles(text, other, file.string());
                reads = other;
                break;
            } catch (const JudgeError&) {
            }
        }
        if (!reads || puzzles.empty())
            throw JudgeError(fmt::format("{} (read as {} format, guessed from the text: {}; --format names another: {})",
                                         error.what(), format_title(format), guess, fmt::join(grid_format_keys(), ", ")));
        format = *reads;
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
    const bool one_case_of_several = chosen.size() < puzzles.size();

    fs::path answer_path = fs::path(file).replace_extension(".out");
    const std::string answer_name = answer_path.filename().string();
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
                boards.push_back(answer_board(fmt::format("case {}: {}", k + 1, answer_name), puzzles[k], *answer, nullptr));
            std::cout << draw_boards(boards, style) << "\n";
        }
        return 0;
    }

    fs::path solution = settings.solution;
    Problem loaded = load_problem(*problem_dir_of(settings));
    loaded.scale_to_machine = true;  // limited as the judge limits it: × this machine's factor (machine/machine.hpp)
    loaded.machine_factor_by_hand = settings.machine_factor;
    auto problem = std::make_shared<const Problem>(std::move(loaded));
    const bool one_answer = compares_with_the_answer(problem->checker.kind);
    const std::string checker = std::string(checker_name(problem->checker.kind));
    std::vector<std::string> chosen_puzzles;
    for (std::size_t k : chosen) chosen_puzzles.push_back(puzzles[k]);
    std::optional<std::string> answer_text = answers_for_checker(answer_path, answers, puzzles.size(), chosen, format);
    TestReport test = run_solution(solution, problem, write_puzzles(chosen_puzzles, format), answer_text, settings.cache_root);
    const std::string title = fmt::format("{} on {} ({} format)", settings.solution, file.string(), format_name);
    if (test.verdict == Verdict::CE) {
        std::cout << fmt::format("{}: {}\n{}\n", title, long_name(Verdict::CE), test.message);
        return 1;
    }
    // Without an answer file AC only says the program ended normally: the verdict comes from the boards
    // below. With one, the problem's checker gave AC, WA, PE (or JE when it failed) as a judging run would.
    const bool finished = test.verdict == Verdict::AC || test.verdict == Verdict::WA || test.verdict == Verdict::PE ||
                          (answer_text && test.verdict == Verdict::JE);
    std::cout << fmt::format("{}: {} CPU, {}\n", title, format_time(test.time_ms), format_memory(test.memory_kb));
    if (!finished) std::cout << fmt::format("{}: {}\n", long_name(test.verdict), test.message);
    std::cout << "\n";
    std::vector<GridCase> received = read_cases_leniently(test.output, format);
    bool all_right = finished;
    for (std::size_t i = 0; i < chosen.size(); ++i) {
        std::size_t k = chosen[i];
        std::vector<Board> boards{puzzle_board(fmt::format("case {}: puzzle", k + 1), puzzles[k])};
        const std::string received_title = fmt::format("case {}: {}", k + 1, solution.filename().string());
        if (i < received.size()) {
            // Where the checker takes any valid completion, the answer file only matters where it says "No
            // solution"; where it wants the one answer, a valid completion that differs from it is wrong,
            // and the answer is drawn between the puzzle and the program's grid.
            const GridCase* expected = answer_of(k) && (one_answer || !answer_of(k)->is_grid) ? answer_of(k) : nullptr;
            const bool differs = expected && expected->is_grid && received[i].is_grid && received[i].cells != expected->cells;
            if (differs && !case_is_wrong(puzzles[k], nullptr, &received[i]))
                boards.push_back(expected_board(fmt::format("case {}: {}", k + 1, answer_name), puzzles[k], *expected,
                                                &received[i]));
            boards.push_back(answer_board(received_title, puzzles[k], received[i], expected));
            all_right = all_right && !case_is_wrong(puzzles[k], expected, &received[i]) && !differs;
        } else {
            all_right = false;
            Board missing;
            missing.title = received_title;
            missing.text = "(no answer printed)";
            boards.push_back(missing);
        }
        std::cout << draw_boards(boards, style) << "\n";
    }
    if (finished && received.size() > chosen.size()) {
        all_right = false;
        std::cout << fmt::format("extra output after case {}\n", chosen.back() + 1);
    }
    const std::string cases = fmt::format("{} case{}", chosen.size(), chosen.size() == 1 ? "" : "s");
    if (!finished) {
        std::cout << fmt::format("the run ended in {}: its output was not checked\n", long_name(test.verdict));
        return 1;
    }
    // The layout between cases (empty lines) is the whole file's matter: one case alone does not show it.
    const std::string alone = one_case_of_several ? " (this case alone: the layout between cases is not checked)" : "";
    if (answer_text) {
        // The checker's word is the verdict: it sees what the boards cannot (spaces, line ends).
        if (test.verdict == Verdict::AC) {
            std::cout << fmt::format("every answer is right ({}): the problem's checker ({}) accepts the output{}\n",
                                     cases, checker, alone);
            return 0;
        }
        const std::string message = one_case_of_several ? message_for_case(test.message, chosen[0]) : test.message;
        std::cout << fmt::format("the problem's checker ({}) says {}: {}\n", checker, long_name(test.verdict), message);
        if (test.verdict == Verdict::PE && problem->presentation_error_uncertain)
            std::cout << "the online judge may answer Wrong Answer instead of Presentation Error here (its rule is not "
                         "known today): rejected either way\n";
        return 1;
    }
    const std::string why =
        !fs::exists(answer_path) ? fmt::format("no answer file ({})", answer_name)
                                 : fmt::format("{} does not hold one answer a case as this format reads it", answer_name);
    if (!all_right) {
        std::cout << fmt::format("some answers are wrong or missing (marked above; {}, so the cases were checked "
                                 "against the rules only)\n", why);
        return 1;
    }
    if (one_answer)
        std::cout << fmt::format("every answer is a valid completion ({}), but this problem's checker ({}) wants the "
                                 "one answer of an answer file; {}: not checked against it\n", cases, checker, why);
    else
        std::cout << fmt::format("every answer is right ({}); {}: checked against the rules only\n", cases, why);
    return 0;
}

}  // namespace

Command add_show_command(CLI::App& parent) {
    auto settings = std::make_shared<ShowSettings>();
    CLI::App* app = parent.add_subcommand(
        "show", "Draw the puzzles of a test file (in its problem's grid format, else LeetCode, POJ 3074, line or NYOJ, detected) and "
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
    CLI::Option* problem = app->add_option("--problem", settings->problem,
                                           "the problem the file and the solution are of: a folder of testdata/ or its "
                                           "name's start (poj-2676), wherever the solution is");
    app->add_option("--testdata", settings->testdata,
                    "the solution's problem folder (default: testdata/<the solution's folder name>)")
        ->check(CLI::ExistingDirectory)
        ->excludes(problem);
    app->add_option("--color", settings->color, "auto (a terminal without NO_COLOR), always, never")
        ->check(CLI::IsMember({"auto", "always", "never"}));
    app->add_option("--cache", settings->cache_root, "where builds are cached (default: build/cache beside the judge)");
    add_machine_factor_option(*app, settings->machine_factor);
    app->add_flag("--ascii", settings->ascii, "draw with + - | instead of box-drawing characters");
    app->add_option("--format", settings->format,
                    "how FILE's grids are written: line, nyoj, leetcode, poj16, uva989, poj3074, hdu1426, poj2676 "
                    "(default: "
                    "its problem's grid_format, else detected)")
        ->check(CLI::IsMember(grid_format_keys()));
    return Command{app, [settings] {
                       if (!settings->problem.empty()) settings->testdata = testdata_named(settings->problem).string();
                       return run_show(*settings);
                   }};
}

}  // namespace judge
