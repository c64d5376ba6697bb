// grid/: Sudoku grids: the rules, the file formats (readers per strictness, writers) and the generator.
// Uses util/ only.
// The rules of a grid of any size the judges use, written once: what a clue is, how a cell is named, and
// what makes a grid a wrong completion of its puzzle.
#pragma once
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace judge {

// A grid is side × side characters, row by row, of side 1, 4, 9 or 16 (boxes of side 1, 2, 3, 4): the
// n²×n² grids of UVa 989 (n = 1-3) and POJ 3076 (n = 4). Its symbols are '1' up to the side's digit for
// sides 1-9, and the letters 'A'-'P' for side 16, as POJ 3076 writes them. In a puzzle an empty cell is
// '.' ('0' too, as long as 9×9 inputs are read).
// The side of a grid of `cells` cells: 1, 4, 9 or 16; 0 for any other count. The side of its boxes: 1-4.
int side_of(std::size_t cells);
inline int box_side(int side) { return side == 16 ? 4 : side == 9 ? 3 : side == 4 ? 2 : 1; }
// 1..side for a symbol of that side, 0 for anything else.
int symbol_value(char c, int side);
// The symbol of `value` (1..side).
char symbol_of(int value, int side);
// "1-9", "1-4", "1" or "A-P", and what the symbols are called: "a digit 1-9", "a letter A-P".
std::string symbol_range(int side);
std::string a_symbol(int side);

// A clue of a 9×9 grid ('1'-'9'), and of a grid of any side.
inline bool is_clue(char c) { return c >= '1' && c <= '9'; }
inline bool is_clue(char c, int side) { return symbol_value(c, side) != 0; }

// "row 4, column 7" for cell 33 of a 9×9 grid.
std::string cell_name(std::size_t cell, int side = 9);

// The i-th cell (0..side-1) of a unit: units 0..side-1 are the rows, side..2·side-1 the columns, then the
// boxes in reading order.
std::size_t cell_of_unit(int unit, int i, int side);

// Why `solution` is not a valid completion of `puzzle` (a grid of any side), or nullopt when it is. The
// first fault found: a cell that is not a symbol ("row 2, column 5: expected a digit 1-9, got '.'") or a
// changed clue ("row 1, column 3: clue 5 was changed to 4"), in reading order; then, in reading order, a
// symbol already seen in its row, column or box ("row 4, column 7: 5 repeats in the box"), naming the
// later of the two cells unless it is a clue.
std::optional<std::string> sudoku_completion_error(std::string_view puzzle, std::string_view solution);

// Every cell to blame for `grid` being wrong as a completion of `puzzle` (of the same size): not a symbol,
// a changed clue, or a filled symbol that repeats in its row, column or box. A kept clue is never blamed;
// a repeat of two filled cells blames both; a repeat with a changed clue blames only that clue.
std::vector<bool> wrong_cells(std::string_view puzzle, std::string_view grid);

// The clues of a puzzle that repeat in a row, column or box: every cell of every such repeat, and the
// first repeat found (rows first, then columns, then boxes; in each, the smallest symbol) in words:
// "row 1, column 1 and row 4, column 1 both hold the clue 8, in one column". Empty cells never clash.
struct ClueClashes {
    std::vector<bool> cells;          // one per cell
    std::optional<std::string> first;  // nullopt: no clue repeats
};
ClueClashes clashing_clues(std::string_view puzzle);

}  // namespace judge
