// grid/: Sudoku grids: the rules, the file formats (readers per strictness, writers) and the generator.
// Uses util/ only.
// The file formats of grids, one enum for all of them, one reader per strictness and one writer:
//   Line      one grid a line, 81 characters, '.' (or '0') empty: the public puzzle sets (also 16 and
//             256 characters for 4×4 and 16×16 grids, '.' empty, as generate writes them);
//   NYOJ      NYOJ 722: the count n, then each grid as 9 lines of 9 digits separated by spaces, 0 empty;
//             its answers are the grids alone (or a line of text for a case without a solution);
//   LeetCode  one board a line, [["5","3",".",...],...], as LeetCode's testcase box and output show it;
//   POJ16     POJ 3076: grids of 16 lines of 16 letters 'A'-'P' ('-' empty), one empty line between two
//             grids, until the end of the file; its answers the same, solved;
//   UVa989    UVa 989: per case the box side n (1-3), then n² lines of n² numbers separated by spaces (0
//             empty), one empty line between two cases; its answers the grids alone, numbers separated by
//             single spaces, or the line "NO SOLUTION", one empty line between two cases;
//   POJ3074   POJ 3074: one puzzle a line, 81 characters ('.' empty), then a line "end"; its answers one
//             grid a line;
//   HDU1426   HDU 1426: grids of 9 lines of 9 tokens separated by spaces ('?' empty), one empty line between
//             two grids; its answers the grids solved, laid out as UVa 989's;
//   POJ2676   POJ 2676: the count, then each grid as 9 lines of 9 digits with nothing between them (0 empty);
//             its answers the grids alone, solved, laid out the same.
// Strict readers are for testdata (input and answer files): anything off is an error naming the place.
// Lenient readers are for what a program printed, to be drawn: they never throw.
// In every puzzle the readers return, an empty cell is '.'; answers and outputs keep what was written.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace judge {

enum class GridFormat { Line, NYOJ, LeetCode, POJ16, UVa989, POJ3074, HDU1426, POJ2676 };

// "line", "nyoj", "leetcode", "poj16", "uva989", "poj3074", "hdu1426", "poj2676" (problem.yaml, --format)
std::string_view format_key(GridFormat format);
std::string_view format_title(GridFormat format);   // "line", "NYOJ", "LeetCode", "POJ 3076", ... (for people)
// One of the keys; throws JudgeError "unknown puzzle format '<name>' (expected line, nyoj, leetcode, poj16,
// uva989, poj3074, hdu1426 or poj2676)".
GridFormat parse_grid_format(std::string_view name);
// Whether the format can hold grids of that side: line any; POJ 3076's 16; UVa 989's 1, 4 and 9; the others 9.
bool format_holds_side(GridFormat format, int side);
// Every key, in the enum's order: for problem.yaml's checks and the command line's choices.
std::vector<std::string> grid_format_keys();
// LeetCode when the first non-blank character is '['; POJ 3074 when the last line is "end"; line when the
// first line is 81 cells (1-9, '.' or '0'); NYOJ otherwise.
GridFormat detect_grid_format(std::string_view text);

// One case of an answer file or of a program's output: a grid or a line of text ("No solution").
struct GridCase {
    bool is_grid = true;
    std::string cells;  // is_grid: side² characters, row by row (lenient reading: '?' where the output ended)
    std::string text;   // !is_grid: the line as written, trimmed
};

// ---- strict: testdata ----

// The puzzles of a test input. Throws JudgeError "<name>:<line>: <what was expected>, got '<what>'" (or
// "<name>: ..." when no line is to blame) when the text does not have the format's shape.
std::vector<std::string> read_puzzles(std::string_view text, GridFormat format, const std::string& name);
// The cases of an answer file: grids, or a line of text where a case has no solution. Throws JudgeError
// as above, e.g. "<name>:<line>: the grid of case 2 ends after 40 cells".
std::vector<GridCase> read_answers(std::string_view text, GridFormat format, const std::string& name);
// One LeetCode board line as 81 cells; throws JudgeError saying what is wrong with it, without a place
// ("expected a board of 9 rows, got '[[...'"): the caller knows where the line is.
std::string read_leetcode_board(std::string_view line);

// ---- lenient: program output ----

// The cases of a program's output (or an answer file, to draw it). A NYOJ grid cut short is padded with
// '?', a token that is not one character becomes '?', a line that is not a grid becomes a text case.
// At most `max_cases` cases are read (the checkers need one past the input's; the rest would only cost memory).
std::vector<GridCase> read_cases_leniently(std::string_view text, GridFormat format,
                                           std::size_t max_cases = std::size_t(-1));

// How many cells of a leniently read grid the output had: the grid without the '?' padding at its end.
std::size_t cells_before_padding(std::string_view cells);

// ---- writers ----

// The puzzles as a test input of that format (NYOJ allows 1 to 99: throws JudgeError beyond).
std::string write_puzzles(const std::vector<std::string>& grids, GridFormat format);
// The answers of the same cases (NYOJ: the grids without the count; UVa 989: without the sides). An empty
// string is a case without a solution, written as the format's statement says ("NO SOLUTION" for UVa 989).
std::string write_answers(const std::vector<std::string>& grids, GridFormat format);

}  // namespace judge
