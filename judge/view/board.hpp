// view/: what people read: the verdict table and JSON, the HTML page, boards drawn in the terminal, the
// progress line. It uses the pipeline and grid/.
// Sudoku boards for people: grids drawn in the terminal (Unicode box drawing or plain ASCII, with or
// without colour), and the board view of a wrong answer.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "judge/execute.hpp"
#include "judge/grid/format.hpp"

namespace judge {

// How a cell is shown. The marks survive without colour: Filled has a trailing ', Wrong brackets [5],
// Differs parentheses (5); Given and Empty are plain.
enum class CellMark { Empty, Given, Filled, Wrong, Differs };

// What one drawing shows: a titled grid with a mark per cell, or (when cells is empty) a line of text in
// place of the grid; notes are printed under the row of boards.
struct Board {
    std::string title;
    std::string cells;  // a grid of side 1, 4, 9 or 16 (grid/rules.hpp), or empty
    std::vector<CellMark> marks;  // one per cell
    std::string text;   // shown when cells is empty
    std::vector<std::string> notes;
};

struct DrawStyle {
    bool color = false;    // ANSI colours (given plain, filled yellow, wrong red, differs magenta)
    bool unicode = true;   // ┏━┳ box drawing; false: +-| only
    int indent = 0;        // spaces before every line
};

// The puzzle alone: its clues Given, the rest Empty; clues that repeat in a row, column or box Wrong,
// the first repeat (clashing_clues) a note.
Board puzzle_board(std::string title, std::string_view puzzle);
// What a program wrote for `puzzle`: clues Given, other digits Filled, wrong_cells() Wrong, and, when
// `expected` is a grid, filled cells that are not wrong but differ from it Differs. The first fault
// (sudoku_completion_error) becomes a note.
Board answer_board(std::string title, std::string_view puzzle, const GridCase& received, const GridCase* expected);
// The expected answer, with the cells where `received` differs marked Differs.
Board expected_board(std::string title, std::string_view puzzle, const GridCase& expected, const GridCase* received);

// Whether the board holds a grid to draw (else its text).
bool has_grid(const Board& board);
// Columns on screen of a drawn board: 31 for 9×9, 53 for 16×16 (3 a cell and a wall around each box).
std::size_t board_width(const Board& board);
// The lines of one board (title first), each board_width() columns wide on screen; on a grid narrower than
// 31 columns the title may take up to 31.
std::vector<std::string> draw_board(const Board& board, const DrawStyle& style);
// Boards side by side, then their notes, then (without colour) a one-line legend of the marks used.
std::string draw_boards(const std::vector<Board>& boards, const DrawStyle& style);

// Columns on screen: UTF-8 code points, not counting ANSI escape sequences.
std::size_t visible_width(std::string_view text);
// True when LC_ALL, LC_CTYPE or LANG (the first one set) names UTF-8.
bool locale_is_utf8();

// Whether a case of a program's output fails against its puzzle, as any checker would see it: nothing
// printed, a grid that is not a valid completion, or text where the answer (`expected`, may be null)
// does not say the same text.
bool case_is_wrong(std::string_view puzzle, const GridCase* expected, const GridCase* received);

// The -v view of a WA/PE test on a sudoku problem: the failing case's expected and received boards side
// by side, differing and conflicting cells marked, the reason under them; lines end with '\n' and are
// not indented (style.indent does that). Reads the test's input and answer files; uses test.output. The failing
// case is the one the checker's message names ("case 3, ..."), else the first one that is wrong, else the
// first that differs. "" when the files are not sudoku grids or cannot be read. Unicode when the locale
// is UTF-8.
std::string describe_wrong_answer(const TestReport& test, GridFormat format, bool color);
// The boards describe_wrong_answer draws (expected, received), for other renderings (the HTML report);
// empty when it would return "".
std::vector<Board> wrong_answer_boards(const TestReport& test, GridFormat format);
// The test's own grid format (TestCase::grid_format), else the format read off the input file.
std::vector<Board> wrong_answer_boards(const TestReport& test);
std::string describe_wrong_answer(const TestReport& test, GridFormat format, const DrawStyle& style);
// The same with the test's own grid format, else the one read off the input file (detect_grid_format), for
// callers that do not know the problem, such as the report's -v lines.
std::string describe_wrong_answer(const TestReport& test, bool color);
std::string describe_wrong_answer(const TestReport& test, const DrawStyle& style);

}  // namespace judge
