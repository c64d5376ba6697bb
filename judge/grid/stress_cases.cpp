// Stress tests from grids (stress_cases.hpp): the built-in generator, the four answer kinds, and the
// statements' layouts that have no GridFormat of their own (UVa 10957's grids, Luogu P1074's one grid).
#include "judge/grid/stress_cases.hpp"

#include <fmt/format.h>

#include <cstdlib>

#include "judge/grid/generate.hpp"
#include "judge/grid/rules.hpp"
#include "judge/util/error.hpp"
#include "judge/util/text.hpp"

namespace judge {
namespace {

constexpr int kClues16 = 100;          // a 16×16 stress puzzle's clues (minimal ones take the generator seconds)
constexpr int kTargetScoreClues = 24;  // Luogu P1074: "数独中非 0 数的个数不少于 24"

struct Named {
    StressAnswer answer;
    std::string_view key;
};
constexpr Named kAnswers[] = {{StressAnswer::Solution, "solution"},
                              {StressAnswer::Validity, "validity"},
                              {StressAnswer::Classification, "classification"},
                              {StressAnswer::TargetScore, "target_score"}};

// 9 lines of 9 digits separated by single spaces, 0 empty: UVa 10957's and Luogu P1074's grid.
std::string digit_rows(std::string_view grid) {
    std::string out;
    for (std::size_t cell = 0; cell < 81; ++cell) {
        out += is_clue(grid[cell]) ? grid[cell] : '0';
        out += cell % 9 == 8 ? '\n' : ' ';
    }
    return out;
}

// Grids written as digit tokens 0-9 (any whitespace between them), 81 a grid.
std::vector<std::string> digit_grids(std::string_view text, const std::string& name) {
    std::vector<std::string> grids;
    std::string grid;
    int line = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n') ++line;
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t') continue;
        const bool alone = (i + 1 == text.size() || std::string(" \n\r\t").find(text[i + 1]) != std::string::npos);
        if (c < '0' || c > '9' || !alone)
            throw JudgeError(fmt::format("{}:{}: expected digits 0-9 separated by spaces, got '{}'", name, line,
                                         printable_excerpt(text.substr(i, 10), 10)));
        grid += c == '0' ? '.' : c;
        if (grid.size() == 81) grids.push_back(std::move(grid)), grid.clear();
    }
    if (!grid.empty())
        throw JudgeError(fmt::format("{}:{}: the last grid ends after {} of its 81 cells", name, line, grid.size()));
    if (grids.empty()) throw JudgeError(fmt::format("{}: no grid (expected 9 lines of 9 digits)", name));
    return grids;
}

// The puzzle with one clue that repeats in the row, column or box of an empty cell: a digit already given
// there, drawn at random. Returns the puzzle unchanged when it has no clue at all.
std::string with_repeated_clue(std::string puzzle, PuzzleRandom& random) {
    const int side = side_of(puzzle.size());
    std::vector<std::size_t> empty;
    for (std::size_t cell = 0; cell < puzzle.size(); ++cell)
        if (!is_clue(puzzle[cell], side)) empty.push_back(cell);
    random.shuffle(empty);
    for (std::size_t cell : empty) {
        std::vector<char> seen;  // the clues of the cell's row, column and box
        const int row = int(cell) / side, column = int(cell) % side, box = row / box_side(side) * box_side(side) +
                                                                           column / box_side(side);
        for (int unit : {row, side + column, 2 * side + box})
            for (int i = 0; i < side; ++i)
                if (char c = puzzle[cell_of_unit(unit, i, side)]; is_clue(c, side)) seen.push_back(c);
        if (seen.empty()) continue;
        puzzle[cell] = seen[random.below(seen.size())];
        return puzzle;
    }
    return puzzle;
}

// The puzzle with one clue fewer, drawn at random.
std::string with_one_clue_less(std::string puzzle, PuzzleRandom& random) {
    std::vector<std::size_t> clues;
    const int side = side_of(puzzle.size());
    for (std::size_t cell = 0; cell < puzzle.size(); ++cell)
        if (is_clue(puzzle[cell], side)) clues.push_back(cell);
    if (!clues.empty()) puzzle[clues[random.below(clues.size())]] = '.';
    return puzzle;
}

}  // namespace

std::string_view stress_answer_key(StressAnswer answer) {
    for (const Named& named : kAnswers)
        if (named.answer == answer) return named.key;
    return "solution";
}

std::optional<StressAnswer> parse_stress_answer(std::string_view key) {
    for (const Named& named : kAnswers)
        if (named.key == key) return named.answer;
    return std::nullopt;
}

std::vector<std::string> stress_answer_keys() {
    std::vector<std::string> keys;
    for (const Named& named : kAnswers) keys.emplace_back(named.key);
    return keys;
}

std::string write_case_input(const std::vector<std::string>& grids, const CaseLayout& layout) {
    switch (layout.answer) {
        case StressAnswer::Solution: return write_puzzles(grids, layout.format);
        case StressAnswer::Validity: return write_puzzles(grids, GridFormat::LeetCode);
        case StressAnswer::Classification: {
            std::string out;
            for (std::size_t i = 0; i < grids.size(); ++i) out += (i ? "\n" : "") + digit_rows(grids[i]);
            return out;
        }
        case StressAnswer::TargetScore:
            if (grids.size() != 1) throw JudgeError(fmt::format("a target-score test holds one grid, not {}", grids.size()));
            return digit_rows(grids.front());
    }
    return "";
}

std::vector<std::string> read_case_grids(std::string_view text, const CaseLayout& layout, const std::string& name) {
    switch (layout.answer) {
        case StressAnswer::Solution: return read_puzzles(text, layout.format, name);
        case StressAnswer::Validity: return read_puzzles(text, GridFormat::LeetCode, name);
        case StressAnswer::Classification:
        case StressAnswer::TargetScore: return digit_grids(text, name);
    }
    return {};
}

int target_score(std::string_view solution) {
    int score = 0;
    for (int cell = 0; cell < 81; ++cell) {
        const int ring = std::max(std::abs(cell / 9 - 4), std::abs(cell % 9 - 4));
        score += symbol_value(solution[std::size_t(cell)], 9) * (10 - ring);
    }
    return score;
}

std::optional<std::string> case_answer(const std::vector<std::string>& grids, const CaseLayout& layout) {
    std::string out;
    for (std::size_t k = 0; k < grids.size(); ++k) {
        const std::string& grid = grids[k];
        switch (layout.answer) {
            case StressAnswer::Validity:
                out += clashing_clues(grid).first ? "false\n" : "true\n";
                break;
            case StressAnswer::Classification: {
                const char* kind = clashing_clues(grid).first ? "Illegal"
                                   : count_solutions(grid, 2) == 0 ? "Impossible"
                                   : count_solutions(grid, 2) == 1 ? "Unique"
                                                                   : "Ambiguous";
                out += fmt::format("Case {}: {}.\n", k + 1, kind);
                break;
            }
            case StressAnswer::TargetScore: {
                std::string solution;
                const int found = count_solutions(grid, 2, &solution);
                if (found > 1) return std::nullopt;  // the best of several needs a search of its own
                out += found == 0 ? "-1\n" : fmt::format("{}\n", target_score(solution));
                break;
            }
            case StressAnswer::Solution: break;
        }
    }
    if (layout.answer != StressAnswer::Solution) return out;
    std::vector<std::string> solutions;
    const bool says_none = layout.format == GridFormat::NYOJ || layout.format == GridFormat::UVa989;
    for (const std::string& grid : grids) {
        std::string solution;
        const int found = count_solutions(grid, 2, &solution);
        if ((found == 0 && !says_none) || (found > 1 && !layout.any_completion)) return std::nullopt;
        solutions.push_back(found == 0 ? "" : solution);
    }
    return write_answers(solutions, layout.format);
}

MadeCase make_case(std::uint64_t seed, int clues, const CaseLayout& layout) {
    const int side = layout.answer == StressAnswer::Solution && layout.format == GridFormat::POJ16 ? 16 : 9;
    if (side == 16) clues = kClues16;
    if (layout.answer == StressAnswer::TargetScore) clues = std::max(clues, kTargetScoreClues);
    PuzzleRandom random(seed);
    GeneratedPuzzle made = generate_puzzle(random, clues, 8, side);
    const std::uint64_t digit = seed % 10;
    const bool says_none = layout.format == GridFormat::NYOJ || layout.format == GridFormat::UVa989;
    CaseVariant variant = CaseVariant::Puzzle;
    switch (layout.answer) {
        case StressAnswer::Solution: variant = says_none && digit == 9 ? CaseVariant::NoSolution : variant; break;
        case StressAnswer::Validity:
            variant = digit == 9 ? CaseVariant::RepeatedClue : digit == 8 ? CaseVariant::NoSolution : variant;
            break;
        case StressAnswer::Classification:
            variant = digit == 9   ? CaseVariant::NoSolution
                      : digit == 8 ? CaseVariant::RepeatedClue
                      : digit == 7 ? CaseVariant::OneClueLess
                                   : variant;
            break;
        case StressAnswer::TargetScore: variant = digit == 9 ? CaseVariant::NoSolution : variant; break;
    }
    std::string grid = made.puzzle;
    if (variant == CaseVariant::NoSolution) {
        std::string none = without_solution(made, random);
        if (none.empty()) variant = CaseVariant::Puzzle;
        else grid = none;
    } else if (variant == CaseVariant::RepeatedClue) {
        grid = with_repeated_clue(grid, random);
    } else if (variant == CaseVariant::OneClueLess) {
        grid = with_one_clue_less(grid, random);
    }
    return {{grid}, variant, clues, side};
}

std::string describe_made_case(std::uint64_t seed, const MadeCase& made) {
    std::string command = fmt::format("`judge generate --seed {} --clues {}{}`", seed, made.clues,
                                      made.side == 9 ? "" : fmt::format(" --size {}", made.side));
    switch (made.variant) {
        case CaseVariant::Puzzle: return command;
        case CaseVariant::NoSolution: return command + " plus one clue: no solution";
        case CaseVariant::RepeatedClue: return command + " plus a clue that repeats in its unit";
        case CaseVariant::OneClueLess: return command + " less one clue";
    }
    return command;
}

std::size_t count_givens(const std::vector<std::string>& grids) {
    std::size_t givens = 0;
    for (const std::string& grid : grids) {
        const int side = side_of(grid.size());
        for (char c : grid) givens += is_clue(c, side);
    }
    return givens;
}

std::size_t count_blanks(const std::vector<std::string>& grids) {
    std::size_t cells = 0;
    for (const std::string& grid : grids) cells += grid.size();
    return cells - count_givens(grids);
}

}  // namespace judge
