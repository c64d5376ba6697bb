// grid/: Sudoku grids: the rules, the file formats (readers per strictness, writers) and the generator.
// Uses util/ only.
// The rules of a 9×9 grid, written once: what a clue is, how a cell is named, and what makes a grid a
// wrong completion of its puzzle.
#pragma once
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace judge {

// A grid is 81 characters, row by row. In a puzzle '1'-'9' is a clue and '.' or '0' an empty cell.
inline bool is_clue(char c) { return c >= '1' && c <= '9'; }

// "row 4, column 7" for cell 33.
std::string cell_name(std::size_t cell);

// Why `solution` is not a valid completion of `puzzle`, or nullopt when it is. The first fault found: a
// cell that is not 1-9 ("row 2, column 5: expected a digit 1-9, got '.'") or a changed clue ("row 1,
// column 3: clue 5 was changed to 4"), in reading order; then, in reading order, a digit already seen in
// its row, column or box ("row 4, column 7: 5 repeats in the box"), naming the later of the two cells
// unless it is a clue.
std::optional<std::string> sudoku_completion_error(std::string_view puzzle, std::string_view solution);

// Every cell to blame for `grid` being wrong as a completion of `puzzle` (both 81 characters): not 1-9, a
// changed clue, or a filled digit that repeats in its row, column or box. A kept clue is never blamed; a
// repeat of two filled cells blames both; a repeat with a changed clue blames only that clue.
std::array<bool, 81> wrong_cells(std::string_view puzzle, std::string_view grid);

}  // namespace judge
