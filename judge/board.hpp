// Sudoku boards for people: test files and program outputs read leniently, grids drawn in the terminal
// (Unicode box drawing or plain ASCII, with or without colour), and the board view of a wrong answer.
#pragma once
#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "check.hpp"
#include "judge.hpp"

namespace judge {

// How a cell is shown. The marks survive without colour: Filled has a trailing ', Wrong brackets [5],
// Differs parentheses (5); Given and Empty are plain.
enum class CellMark { Empty, Given, Filled, Wrong, Differs };

// One case of an answer file or of a program's output: a grid or a line of text ("No solution").
struct BoardCase {
    bool is_grid = true;
    std::string cells;  // is_grid: exactly 81 characters, row by row; '.' empty, '?' missing (output ended)
    std::string text;   // !is_grid: the line as written, trimmed
};

// What one drawing shows: a titled grid with a mark per cell, or (when cells is empty) a line of text in
// place of the grid; notes are printed under the row of boards.
struct Board {
    std::string title;
    std::string cells;  // 81 characters or empty
    std::array<CellMark, 81> marks{};
    std::string text;   // shown when cells is empty
    std::vector<std::string> notes;
};

struct DrawStyle {
    bool color = false;    // ANSI colours (given plain, filled yellow, wrong red, differs magenta)
    bool unicode = true;   // ┏━┳ box drawing; false: +-| only
    int indent = 0;        // spaces before every line
};

// LeetCode when the first non-blank character is '[', NYOJ otherwise.
GridFormat detect_grid_format(std::string_view text);

// The puzzles of a test input, each 81 characters with '.' for an empty cell. NYOJ: a count, then digits
// (0 empty) with any whitespace; LeetCode: one [["5",".",...],...] board a line. Throws JudgeError
// "<name>: <what was expected>" when the text does not have that shape.
std::vector<std::string> read_puzzles(std::string_view text, GridFormat format, const std::string& name);

// The cases of an answer file or of a program's output. Never throws: a NYOJ grid cut short is padded
// with '?', a line that is not a grid (a LeetCode line that is not a 9×9 board) becomes a text case.
std::vector<BoardCase> read_board_cases(std::string_view text, GridFormat format);

// Cells that make `grid` wrong as a completion of `puzzle` (both 81 characters): not 1-9, a changed
// clue, or a filled digit that repeats in its row, column or box. A kept clue is never blamed; a repeat
// of two filled cells blames both; a repeat with a changed clue blames only that clue.
std::array<bool, 81> wrong_cells(std::string_view puzzle, std::string_view grid);

// The puzzle alone: its clues Given, the rest Empty.
Board puzzle_board(std::string title, std::string_view puzzle);
// What a program wrote for `puzzle`: clues Given, other digits Filled, wrong_cells() Wrong, and, when
// `expected` is a grid, filled cells that are not wrong but differ from it Differs. The first fault
// (sudoku_completion_error) becomes a note.
Board answer_board(std::string title, std::string_view puzzle, const BoardCase& received, const BoardCase* expected);
// The expected answer, with the cells where `received` differs marked Differs.
Board expected_board(std::string title, std::string_view puzzle, const BoardCase& expected, const BoardCase* received);

// The lines of one board (title first), each 31 columns wide on screen.
std::vector<std::string> draw_board(const Board& board, const DrawStyle& style);
// Boards side by side, then their notes, then (without colour) a one-line legend of the marks used.
std::string draw_boards(const std::vector<Board>& boards, const DrawStyle& style);

// Columns on screen: UTF-8 code points, not counting ANSI escape sequences.
std::size_t visible_width(std::string_view text);
// True when LC_ALL, LC_CTYPE or LANG (the first one set) names UTF-8.
bool locale_is_utf8();

// The -v view of a WA/PE test on a sudoku problem: the failing case's expected and received boards side
// by side, differing and conflicting cells marked, the reason under them; lines end with '\n' and are
// not indented (style.indent does that). Reads test.input and test.answer; uses test.output. The failing
// case is the one the checker's message names ("case 3, ..."), else the first one that is wrong, else the
// first that differs. "" when the files are not sudoku grids or cannot be read. Unicode when the locale
// is UTF-8.
std::string describe_wrong_answer(const TestReport& test, GridFormat format, bool color);
// The boards describe_wrong_answer draws (expected, received), for other renderings (the HTML report);
// empty when it would return "".
std::vector<Board> wrong_answer_boards(const TestReport& test, GridFormat format);
std::vector<Board> wrong_answer_boards(const TestReport& test);  // the format read off test.input
std::string describe_wrong_answer(const TestReport& test, GridFormat format, const DrawStyle& style);
// The same with the format read off test.input (detect_grid_format), for callers that do not know the
// problem's checker, such as the report's -v lines.
std::string describe_wrong_answer(const TestReport& test, bool color);
std::string describe_wrong_answer(const TestReport& test, const DrawStyle& style);

}  // namespace judge
