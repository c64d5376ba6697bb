// `judge show FILE.in`: draws the puzzles of a test file (and the answers of FILE.out beside them); with
// --solution, runs that solution on the chosen cases through the judge and draws its answers instead,
// filled digits highlighted and wrong cells marked, the reason under each board.
#include <fmt/format.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <fstream>
#include <iostream>
#include <memory>

#include "board.hpp"
#include "commands.hpp"
#include "error.hpp"
#include "judge.hpp"
#include "report.hpp"
#include "temp_folder.hpp"

namespace fs = std::filesystem;

namespace judge {

namespace {

struct ShowSettings {
    std::string file;
    std::size_t case_number = 0;  // 0: every case
    std::string solution;
    std::string testdata;         // the solution's problem folder; default testdata_for(solution)
    std::string color = "auto";
    bool ascii = false;
};

// The input file of the chosen cases alone, in the format of the original.
std::string test_input(const std::vector<std::string>& puzzles, const std::vector<std::size_t>& chosen,
                       GridFormat format) {
    std::string text = format == GridFormat::NYOJ ? fmt::format("{}\n", chosen.size()) : "";
    for (std::size_t k : chosen) {
        const std::string& cells = puzzles[k];
        if (format == GridFormat::NYOJ) {
            for (std::size_t cell = 0; cell < 81; ++cell)
                text += fmt::format("{}{}", cells[cell] == '.' ? '0' : cells[cell], cell % 9 == 8 ? "\n" : " ");
            continue;
        }
        text += "[";
        for (std::size_t row = 0; row < 9; ++row) {
            text += row ? ",[" : "[";
            for (std::size_t column = 0; column < 9; ++column)
                text += fmt::format("{}\"{}\"", column ? "," : "", cells[row * 9 + column]);
            text += "]";
        }
        text += "]\n";
    }
    return text;
}

// Runs `solution` on the chosen cases as one test of a copy of its problem. The copy's checker is
// `tokens` against an empty answer, so that whatever the program prints comes back in TestReport::output
// (kept for WA); the boards are then checked here, cell by cell.
TestReport run_solution(const ShowSettings& settings, const std::string& input_text) {
    fs::path solution = settings.solution;
    fs::path problem_dir = settings.testdata.empty() ? testdata_for(solution) : fs::path(settings.testdata);
    YAML::Node problem = YAML::LoadFile((problem_dir / "problem.yaml").string());
    problem["checker"] = "tokens";
    problem.remove("grid_format");
    problem.remove("checker_program");
    // The test's name and output are ours; only the solution's output and verdict matter.
    TempFolder scratch("judge-show");
    fs::path copy = scratch.path / problem_dir.filename();
    fs::create_directory(copy);
    std::ofstream(copy / "problem.yaml") << YAML::Dump(problem) << "\n";
    std::ofstream(copy / "show.in", std::ios::binary) << input_text;
    std::ofstream(copy / "show.out", std::ios::binary);

    Options options;
    options.testdata = copy;
    options.jobs = 1;
    options.cache_root = default_cache_root();
    std::vector<SolutionReport> reports = judge_solutions({solution}, options);
    const SolutionReport& report = reports.at(0);
    if (report.verdict == Verdict::CE || report.verdict == Verdict::SKIPPED)
        throw JudgeError(fmt::format("{}: {}\n{}", solution.string(), short_name(report.verdict), report.message));
    if (report.tests.empty()) throw JudgeError(fmt::format("{}: the test did not run", solution.string()));
    return report.tests.front();
}

int run_show(const ShowSettings& settings) {
    try {
        fs::path file = settings.file;
        std::string text = read_text(file);
        GridFormat format = detect_grid_format(text);
        std::vector<std::string> puzzles = read_puzzles(text, format, file.string());
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
        std::vector<BoardCase> answers;
        if (fs::exists(answer_path)) answers = read_board_cases(read_text(answer_path), format);
        auto answer_of = [&](std::size_t k) { return k < answers.size() ? &answers[k] : nullptr; };

        ColorMode mode = settings.color == "always" ? ColorMode::Always
                         : settings.color == "never" ? ColorMode::Never
                                                     : ColorMode::Auto;
        DrawStyle style{use_color(mode, STDOUT_FILENO), !settings.ascii && locale_is_utf8(), 0};
        std::string format_name = format == GridFormat::NYOJ ? "NYOJ" : "LeetCode";

        if (settings.solution.empty()) {
            std::cout << fmt::format("{}: {} puzzle{} ({} format)\n\n", file.string(), puzzles.size(),
                                     puzzles.size() == 1 ? "" : "s", format_name);
            for (std::size_t k : chosen) {
                std::vector<Board> boards{puzzle_board(fmt::format("case {}: puzzle", k + 1), puzzles[k])};
                if (const BoardCase* answer = answer_of(k))
                    boards.push_back(answer_board(fmt::format("case {}: {}", k + 1, answer_path.filename().string()),
                                                  puzzles[k], *answer, nullptr));
                std::cout << draw_boards(boards, style) << "\n";
            }
            return 0;
        }

        TestReport test = run_solution(settings, test_input(puzzles, chosen, format));
        // AC, WA and PE here only say the program ended normally: the verdicts come from the boards below.
        bool finished = test.verdict == Verdict::AC || test.verdict == Verdict::WA || test.verdict == Verdict::PE;
        std::cout << fmt::format("{} on {} ({} format): {} CPU, {}\n", settings.solution, file.string(),
                                 format_name, format_time(test.time_ms), format_memory(test.memory_kb));
        if (!finished) std::cout << fmt::format("{}: {}\n", long_name(test.verdict), test.message);
        std::cout << "\n";
        std::vector<BoardCase> received = read_board_cases(test.output, format);
        bool all_right = finished;
        for (std::size_t i = 0; i < chosen.size(); ++i) {
            std::size_t k = chosen[i];
            std::vector<Board> boards{puzzle_board(fmt::format("case {}: puzzle", k + 1), puzzles[k])};
            if (i < received.size()) {
                // Any valid completion is right: the answer file only matters where it says "No solution".
                const BoardCase* text_answer = answer_of(k) && !answer_of(k)->is_grid ? answer_of(k) : nullptr;
                Board answer = answer_board(fmt::format("case {}: {}", k + 1, fs::path(settings.solution).filename().string()),
                                            puzzles[k], received[i], text_answer);
                bool wrong = !received[i].is_grid ? (!answer_of(k) || answer_of(k)->is_grid ||
                                                     answer_of(k)->text != received[i].text)
                                                  : sudoku_completion_error(puzzles[k], received[i].cells).has_value();
                all_right = all_right && !wrong;
                boards.push_back(answer);
            } else {
                all_right = false;
                Board missing;
                missing.title = fmt::format("case {}: {}", k + 1, fs::path(settings.solution).filename().string());
                missing.text = "(no answer printed)";
                boards.push_back(missing);
            }
            std::cout << draw_boards(boards, style) << "\n";
        }
        if (received.size() > chosen.size()) {
            all_right = false;
            std::cout << fmt::format("extra output after case {}\n", chosen.size());
        }
        if (!finished)
            std::cout << fmt::format("no answers to check: the program did not finish ({})\n", long_name(test.verdict));
        else if (all_right)
            std::cout << fmt::format("every answer is right ({} case{})\n", chosen.size(), chosen.size() == 1 ? "" : "s");
        else
            std::cout << "some answers are wrong or missing (marked above)\n";
        return all_right ? 0 : 1;
    } catch (const JudgeError& e) {
        std::cerr << "judge show: " << e.what() << "\n";
        return 2;
    } catch (const YAML::Exception& e) {
        std::cerr << "judge show: problem.yaml: " << e.what() << "\n";
        return 2;
    }
}

}  // namespace

Command add_show_command(CLI::App& parent) {
    auto settings = std::make_shared<ShowSettings>();
    CLI::App* app = parent.add_subcommand(
        "show", "Draw the puzzles of a test file (NYOJ or LeetCode format, detected) and the answers of FILE.out "
                "beside them; with --solution, run that solution on them and draw its answers, wrong cells marked.");
    app->add_option("file", settings->file, "a test input, e.g. testdata/nyoj-0722-sudoku/01_sample.in")
        ->required()
        ->check(CLI::ExistingFile);
    app->add_option("-k,--case", settings->case_number, "only case K (counting from 1)")->check(CLI::PositiveNumber);
    app->add_option("-s,--solution", settings->solution,
                    "run this solution on the cases (built and limited as the judge does) and draw its answers")
        ->check(CLI::ExistingFile);
    app->add_option("--testdata", settings->testdata,
                    "the solution's problem folder (default: testdata/<the solution's folder name>)")
        ->check(CLI::ExistingDirectory);
    app->add_option("--color", settings->color, "auto (a terminal without NO_COLOR), always, never")
        ->check(CLI::IsMember({"auto", "always", "never"}));
    app->add_flag("--ascii", settings->ascii, "draw with + - | instead of box-drawing characters");
    return Command{app, [settings] { return run_show(*settings); }};
}

}  // namespace judge
