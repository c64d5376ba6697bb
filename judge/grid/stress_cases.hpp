// grid/: Sudoku grids: the rules, the file formats (readers per strictness, writers) and the generator.
// Uses util/ only.
// What `build/judge stress` makes of grids for a problem: a test's input, and its answer as the statement
// defines it, without a second program. Each problem's answer is one of four kinds (problem.yaml's
// `stress_answer`):
//   solution        the grids solved, written in the problem's grid_format (NYOJ, POJ, HDU, UVa 989,
//                   LeetCode 37); a grid without a solution gets the format's line for it;
//   validity        LeetCode 36: one board a line, the answer "true" when no clue repeats in a unit;
//   classification  UVa 10957: grids of 9 lines of 9 digits (0 empty), one empty line between two, the
//                   answer "Case k: Illegal." (clues repeat), "Impossible." (no completion), "Unique." or
//                   "Ambiguous.";
//   target_score    Luogu P1074: one grid of 9 lines of 9 digits, the answer the best score over its
//                   completions (cell value × 6 on the border ring, up to × 10 in the centre), -1 for none.
// A grid is 81 (or 256) cells, '.' empty (grid/generate.hpp). Pure: no files, no processes.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "judge/grid/format.hpp"

namespace judge {

enum class StressAnswer { Solution, Validity, Classification, TargetScore };

// "solution", "validity", "classification", "target_score" (problem.yaml), and back (nullopt: unknown).
std::string_view stress_answer_key(StressAnswer answer);
std::optional<StressAnswer> parse_stress_answer(std::string_view key);
std::vector<std::string> stress_answer_keys();

// How one problem's tests are laid out, as far as stress needs it.
struct CaseLayout {
    StressAnswer answer = StressAnswer::Solution;
    GridFormat format = GridFormat::NYOJ;  // Solution: the input's and the answer's format
    // Solution: the checker takes any completion (sudoku), so a grid with several needs no unique answer.
    bool any_completion = false;
};

// The grids as a test input of the layout. Throws JudgeError where the format cannot hold them (NYOJ's 99).
std::string write_case_input(const std::vector<std::string>& grids, const CaseLayout& layout);

// The grids of a test input (a generator's, or a saved case), to be shrunk. Throws JudgeError
// "<name>:<line>: ..." when the text is not the layout's shape.
std::vector<std::string> read_case_grids(std::string_view text, const CaseLayout& layout, const std::string& name);

// The answer file of those grids, as the statement defines it; nullopt when the answer is not the
// grids' alone to decide: a grid with several completions where the answer names one (an exact checker,
// a target score), or a grid without one where the format has no line for that.
std::optional<std::string> case_answer(const std::vector<std::string>& grids, const CaseLayout& layout);

// Luogu P1074's score of a full 9×9 grid: each cell's value times 10 minus its ring (0 the centre, 4 the
// border).
int target_score(std::string_view solution);

// The built-in generator: the grids of test `seed` (one grid a test), reproducible from the seed alone.
// Every kind draws a unique puzzle of `clues` clues (generate_puzzle; 100 for 16×16; at least 24 for a
// target score, Luogu's floor), and then by the seed's last digit, where the statement allows it:
//   solution (NYOJ, UVa 989 only)  9: one clue more that leaves no solution (without_solution);
//   validity                       9: a clue that repeats in its row, column or box; 8: no solution, yet
//                                     valid (a board need not be solvable to be valid);
//   classification                 9: no solution; 8: a repeated clue; 7: one clue less (ambiguous when
//                                     that lets a second solution in, as it does in a minimal puzzle);
//   target_score                   9: no solution (-1).
// `variant` says which of those the seed gave.
enum class CaseVariant { Puzzle, NoSolution, RepeatedClue, OneClueLess };
struct MadeCase {
    std::vector<std::string> grids;
    CaseVariant variant = CaseVariant::Puzzle;
    int clues = 0;  // the generate_puzzle target it was made with (`judge generate --clues`)
    int side = 9;
};
MadeCase make_case(std::uint64_t seed, int clues, const CaseLayout& layout);
// What `judge generate --seed S` prints for that case, and how the case differs from it, in words: "`judge
// generate --seed 109 --clues 17`", then " plus one clue: no solution" and so on.
std::string describe_made_case(std::uint64_t seed, const MadeCase& made);

// How many clues (givens) the grids hold, all of them; and how many cells are blank.
std::size_t count_givens(const std::vector<std::string>& grids);
std::size_t count_blanks(const std::vector<std::string>& grids);

}  // namespace judge
