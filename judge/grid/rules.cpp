/*
 * The rules of a 9×9 grid: sudoku_completion_error (the first fault, for messages) and wrong_cells (every
 * cell to blame, for drawings). Units 0-8 are the rows, 9-17 the columns, 18-26 the boxes.
 * Status: unit-tested (tests/test_rules.cpp).
 */
#include "judge/grid/rules.hpp"

#include <fmt/format.h>

#include <vector>

#include "judge/util/text.hpp"

namespace judge {

std::string cell_name(std::size_t cell) { return fmt::format("row {}, column {}", cell / 9 + 1, cell % 9 + 1); }

std::optional<std::string> sudoku_completion_error(std::string_view puzzle, std::string_view solution) {
    if (puzzle.size() != 81) return fmt::format("the puzzle has {} cells, expected 81", puzzle.size());
    if (solution.size() != 81) return fmt::format("the grid has {} cells, expected 81", solution.size());
    for (std::size_t cell = 0; cell < 81; ++cell) {
        char got = solution[cell], clue = puzzle[cell];
        if (!is_clue(got))
            return fmt::format("{}: expected a digit 1-9, got '{}'", cell_name(cell),
                               excerpt(std::string(1, got)));
        if (is_clue(clue) && got != clue) return fmt::format("{}: clue {} was changed to {}", cell_name(cell), clue, got);
    }
    // first_in[unit][d]: 1 + the first cell, in reading order, of digit d in that unit (0: not met yet).
    static constexpr const char* kUnitKind[3] = {"row", "column", "box"};
    std::size_t first_in[27][10] = {};
    for (std::size_t cell = 0; cell < 81; ++cell) {
        std::size_t row = cell / 9, column = cell % 9;
        std::size_t units[3] = {row, 9 + column, 18 + row / 3 * 3 + column / 3};
        int digit = solution[cell] - '0';
        for (int kind = 0; kind < 3; ++kind) {
            std::size_t& first = first_in[units[kind]][digit];
            if (first == 0) {
                first = cell + 1;
                continue;
            }
            // Of the two cells, name one the program filled in: a clue is never the one to blame.
            std::size_t blamed = is_clue(puzzle[cell]) ? first - 1 : cell;
            return fmt::format("{}: {} repeats in the {}", cell_name(blamed), solution[cell], kUnitKind[kind]);
        }
    }
    return std::nullopt;
}

std::array<bool, 81> wrong_cells(std::string_view puzzle, std::string_view grid) {
    std::array<bool, 81> wrong{};
    auto kept_clue = [&](std::size_t cell) { return is_clue(puzzle[cell]) && grid[cell] == puzzle[cell]; };
    for (std::size_t cell = 0; cell < 81; ++cell)
        wrong[cell] = !is_clue(grid[cell]) || (is_clue(puzzle[cell]) && grid[cell] != puzzle[cell]);
    for (std::size_t unit = 0; unit < 27; ++unit) {
        std::array<std::vector<std::size_t>, 10> cells_of_digit;
        for (std::size_t i = 0; i < 9; ++i) {
            std::size_t cell = unit < 9    ? unit * 9 + i
                               : unit < 18 ? i * 9 + (unit - 9)
                                           : ((unit - 18) / 3 * 3 + i / 3) * 9 + (unit - 18) % 3 * 3 + i % 3;
            if (is_clue(grid[cell])) cells_of_digit[grid[cell] - '0'].push_back(cell);
        }
        // A repeat blames the filled cells, unless a changed clue is among them: then the clue alone.
        for (const auto& cells : cells_of_digit) {
            if (cells.size() < 2) continue;
            bool changed_clue = false;
            for (std::size_t cell : cells) changed_clue = changed_clue || (is_clue(puzzle[cell]) && !kept_clue(cell));
            if (changed_clue) continue;
            for (std::size_t cell : cells) wrong[cell] = wrong[cell] || !kept_clue(cell);
        }
    }
    return wrong;
}

}  // namespace judge
