/*
 * The rules of a grid of side 1, 4, 9 or 16: sudoku_completion_error (the first fault, for messages) and
 * wrong_cells (every cell to blame, for drawings). Units 0..side-1 are the rows, then the columns, then the
 * boxes (cell_of_unit).
 * Status: unit-tested (tests/test_rules.cpp).
 */
#include "judge/grid/rules.hpp"

#include <fmt/format.h>

#include "judge/util/text.hpp"

namespace judge {

namespace {

constexpr const char* kUnitKind[3] = {"row", "column", "box"};  // unit / side: see cell_of_unit

// The cells of each symbol (1..side) in one unit of `grid`, in the unit's order; empty cells are in none.
std::vector<std::vector<std::size_t>> cells_by_symbol(std::string_view grid, int unit, int side) {
    std::vector<std::vector<std::size_t>> cells_of_symbol(std::size_t(side + 1));
    for (int i = 0; i < side; ++i) {
        std::size_t cell = cell_of_unit(unit, i, side);
        if (int value = symbol_value(grid[cell], side)) cells_of_symbol[std::size_t(value)].push_back(cell);
    }
    return cells_of_symbol;
}

}  // namespace


int side_of(std::size_t cells) {
    for (int side : {1, 4, 9, 16})
        if (cells == std::size_t(side * side)) return side;
    return 0;
}

int symbol_value(char c, int side) {
    int value = side == 16 ? c - 'A' + 1 : c - '0';
    return value >= 1 && value <= side ? value : 0;
}

char symbol_of(int value, int side) { return static_cast<char>(side == 16 ? 'A' + value - 1 : '0' + value); }

std::string symbol_range(int side) {
    if (side == 1) return "1";
    return fmt::format("{}-{}", symbol_of(1, side), symbol_of(side, side));
}

std::string a_symbol(int side) {
    return fmt::format("{} {}", side == 16 ? "a letter" : "a digit", symbol_range(side));
}

std::string cell_name(std::size_t cell, int side) {
    return fmt::format("row {}, column {}", cell / std::size_t(side) + 1, cell % std::size_t(side) + 1);
}

std::size_t cell_of_unit(int unit, int i, int side) {
    const int box = box_side(side);
    if (unit < side) return std::size_t(unit * side + i);
    if (unit < 2 * side) return std::size_t(i * side + unit - side);
    const int b = unit - 2 * side;
    return std::size_t((b / box * box + i / box) * side + b % box * box + i % box);
}

std::optional<std::string> sudoku_completion_error(std::string_view puzzle, std::string_view solution) {
    const int side = side_of(puzzle.size());
    if (side == 0) return fmt::format("the puzzle has {} cells, expected 1, 16, 81 or 256", puzzle.size());
    if (solution.size() != puzzle.size())
        return fmt::format("the grid has {} cells, expected {}", solution.size(), puzzle.size());
    for (std::size_t cell = 0; cell < puzzle.size(); ++cell) {
        char got = solution[cell], clue = puzzle[cell];
        if (!is_clue(got, side))
            return fmt::format("{}: expected {}, got '{}'", cell_name(cell, side), a_symbol(side),
                               excerpt(std::string(1, got)));
        if (is_clue(clue, side) && got != clue)
            return fmt::format("{}: clue {} was changed to {}", cell_name(cell, side), clue, got);
    }
    // first_in[unit * (side + 1) + v]: 1 + the first cell, in reading order, of symbol v in that unit (0: not
    // met yet). The units of a cell, in the order they are checked: its row, its column, its box.
    const int box = box_side(side);
    std::vector<std::size_t> first_in(std::size_t(3 * side * (side + 1)), 0);
    for (std::size_t cell = 0; cell < puzzle.size(); ++cell) {
        const int row = int(cell) / side, column = int(cell) % side;
        const int units[3] = {row, side + column, 2 * side + row / box * box + column / box};
        const int value = symbol_value(solution[cell], side);
        for (int kind = 0; kind < 3; ++kind) {
            std::size_t& first = first_in[std::size_t(units[kind] * (side + 1) + value)];
            if (first == 0) {
                first = cell + 1;
                continue;
            }
            // Of the two cells, name one the program filled in: a clue is never the one to blame.
            std::size_t blamed = is_clue(puzzle[cell], side) ? first - 1 : cell;
            return fmt::format("{}: {} repeats in the {}", cell_name(blamed, side), solution[cell], kUnitKind[kind]);
        }
    }
    return std::nullopt;
}

std::vector<bool> wrong_cells(std::string_view puzzle, std::string_view grid) {
    const int side = side_of(puzzle.size());
    std::vector<bool> wrong(puzzle.size(), false);
    if (side == 0 || grid.size() != puzzle.size()) return std::vector<bool>(puzzle.size(), true);
    auto clue = [&](std::size_t cell) { return is_clue(puzzle[cell], side); };
    auto kept_clue = [&](std::size_t cell) { return clue(cell) && grid[cell] == puzzle[cell]; };
    for (std::size_t cell = 0; cell < puzzle.size(); ++cell)
        wrong[cell] = !is_clue(grid[cell], side) || (clue(cell) && grid[cell] != puzzle[cell]);
    for (int unit = 0; unit < 3 * side; ++unit) {
        // A repeat blames the filled cells, unless a changed clue is among them: then the clue alone.
        for (const auto& cells : cells_by_symbol(grid, unit, side)) {
            if (cells.size() < 2) continue;
            bool changed_clue = false;
            for (std::size_t cell : cells) changed_clue = changed_clue || (clue(cell) && !kept_clue(cell));
            if (changed_clue) continue;
            for (std::size_t cell : cells) wrong[cell] = wrong[cell] || !kept_clue(cell);
        }
    }
    return wrong;
}

ClueClashes clashing_clues(std::string_view puzzle) {
    const int side = side_of(puzzle.size());
    ClueClashes clashes{std::vector<bool>(puzzle.size(), false), std::nullopt};
    if (side == 0) return clashes;
    for (int unit = 0; unit < 3 * side; ++unit) {
        for (const auto& cells : cells_by_symbol(puzzle, unit, side)) {
            if (cells.size() < 2) continue;
            for (std::size_t cell : cells) clashes.cells[cell] = true;
            if (!clashes.first)
                clashes.first = fmt::format("{} and {} both hold the clue {}, in one {}", cell_name(cells[0], side),
                                            cell_name(cells[1], side), puzzle[cells[0]], kUnitKind[unit / side]);
        }
    }
    return clashes;
}

}  // namespace judge
