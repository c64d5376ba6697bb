// `judge generate`: random puzzles with exactly one solution, for testdata and stress tests.
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <iostream>
#include <memory>

#include "judge/cli/commands.hpp"
#include "judge/grid/format.hpp"
#include "judge/grid/generate.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"

namespace judge {

namespace {

struct GenerateSettings {
    std::size_t count = 1;
    std::uint64_t seed = 1;
    int clues = 0;   // 0: as few as possible (the fewest clues of generate_puzzle's attempts)
    int size = 9;    // the grid's side: 4, 9 or 16
    std::string format = "line";
    std::string answers_path;
};

int run_generate(const GenerateSettings& settings) {
    GridFormat format = parse_grid_format(settings.format);
    if (format == GridFormat::NYOJ && settings.count > 99)
        throw JudgeError(fmt::format("--count {}: an NYOJ input file holds at most 99 puzzles", settings.count));
    const int cells = settings.size * settings.size;
    if (settings.clues > cells)
        throw JudgeError(fmt::format("--clues {}: a {}×{} grid has {} cells", settings.clues, settings.size,
                                     settings.size, cells));
    if (settings.clues > 0 && settings.clues < fewest_clues(settings.size))
        throw JudgeError(fmt::format("--clues {}: a {}×{} puzzle with one solution has at least {} clues",
                                     settings.clues, settings.size, settings.size, fewest_clues(settings.size)));
    if (!format_holds_side(format, settings.size))
        throw JudgeError(fmt::format("--format {} does not hold {}×{} grids", settings.format, settings.size,
                                     settings.size));
    // The answers' file is checked before anything is made or printed: "-" is not stdout here (the puzzles
    // are), and a file that is stdout itself (`--answers out.txt > out.txt`) would lose the puzzles.
    if (!settings.answers_path.empty()) {
        if (settings.answers_path == "-")
            throw JudgeError("--answers -: the puzzles go to stdout; name a file for the answers");
        struct stat answers_file {}, out {};
        if (stat(settings.answers_path.c_str(), &answers_file) == 0 && fstat(STDOUT_FILENO, &out) == 0 &&
            answers_file.st_dev == out.st_dev && answers_file.st_ino == out.st_ino && S_ISREG(out.st_mode))
            throw JudgeError(fmt::format("--answers {}: that file is where stdout goes: the answers would replace "
                                         "the puzzles", settings.answers_path));
        check_writable(settings.answers_path);
    }
    auto generated = generate_puzzles(settings.count, settings.seed, settings.clues, settings.size);
    std::vector<std::string> puzzles, solutions;
    int fewest = cells, most = 0;
    for (const auto& puzzle : generated) {
        puzzles.push_back(puzzle.puzzle);
        solutions.push_back(puzzle.solution);
        fewest = std::min(fewest, puzzle.clues);
        most = std::max(most, puzzle.clues);
    }
    std::cout << write_puzzles(puzzles, format) << std::flush;
    if (!std::cout) throw JudgeError("cannot write the puzzles to stdout");
    if (!settings.answers_path.empty()) write_text(settings.answers_path, write_answers(solutions, format));
    if (settings.clues > 0 && most > settings.clues)
        std::cerr << fmt::format("judge generate: aimed at {} clues; some puzzles are minimal above it "
                                 "({} to {} clues)\n", settings.clues, fewest, most);
    return 0;
}

}  // namespace

Command add_generate_command(CLI::App& parent) {
    auto settings = std::make_shared<GenerateSettings>();
    CLI::App* app = parent.add_subcommand(
        "generate", "Print random sudoku puzzles, each with exactly one solution; the same seed always gives the "
                    "same puzzles.");
    app->add_option("-n,--count", settings->count, "how many puzzles (default 1)")->check(CLI::Range(1, 1000000));
    app->add_option("-s,--seed", settings->seed, "seed of the random generator (default 1)")
        ->check(seed_check());
    app->add_option("--clues", settings->clues,
                    "clues to aim at, up to size² (default: as few as possible; each puzzle is the minimal one with "
                    "the fewest clues of 8 tries: for 9×9, 21-24 clues, 22.8 on average)")
        ->check(CLI::Range(0, 256));
    app->add_option("--size", settings->size, "the grid's side: 4, 9 (default) or 16 (letters A-P)")
        ->check(CLI::IsMember({4, 9, 16}));
    app->add_option("--format", settings->format,
                    "line: side² characters a line, '.' empty; nyoj: NYOJ 722's input (n, then 9 rows of 9 digits, "
                    "0 empty; n <= 99); leetcode: one board a line, [[\"5\",\"3\",\".\",...],...]; poj16: POJ "
                    "3076's 16 rows of A-P, '-' empty; uva989: UVa 989's n, then n² rows of numbers, 0 empty; "
                    "poj3074: POJ 3074's 81-character lines, then \"end\"; hdu1426: HDU 1426's 9 rows of 9 tokens, "
                    "'?' empty; poj2676: POJ 2676's count, then 9 rows of 9 digits, 0 empty")
        ->check(CLI::IsMember(grid_format_keys()));
    app->add_option("--answers", settings->answers_path, "also write each puzzle's solution to FILE, same format");
    return Command{app, [settings] { return run_generate(*settings); }};
}

}  // namespace judge
