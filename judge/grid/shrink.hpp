// grid/: Sudoku grids: the rules, the file formats (readers per strictness, writers) and the generator.
// Uses util/ only.
// The smallest failing case (delta debugging, Zeller's ddmin, on the two things a Sudoku test is made of):
// first whole cases (grids) are removed, in chunks that halve, while the test still fails the same way;
// then the grids themselves get smaller to read, in the way the problem allows:
// - a puzzle to solve (a solution is given for each grid): its blanks are filled from that solution, in
//   chunks that halve down to single blanks, while the test still fails. A filled blank keeps the solution
//   a completion, so a puzzle with one solution keeps exactly it: the test stays valid, and what is left
//   is the fewest blanks the failure needs (a learner reads 4 blanks, not 53);
// - a board to check (no solutions given: LeetCode 36, UVa 10957, or a puzzle without a solution): single
//   givens are removed, grid by grid in reading order, in passes until a pass removes none: the fewest
//   filled cells to look at.
// Which candidate "still fails" is the caller's question (stress runs the solution, the reference and the
// input validator); the search itself is pure and knows nothing of programs.
#pragma once
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace judge {

using Grids = std::vector<std::string>;  // one test: its cases' grids, '.' empty (grid/generate.hpp)

struct ShrinkResult {
    Grids grids;                    // the smallest found: still failing, as the predicate said
    std::size_t cases_removed = 0;
    std::size_t givens_removed = 0;  // in the cases that are left (a board to check)
    bool by_filling = false;         // solutions were given: blanks filled, no given removed
    std::size_t blanks_filled = 0;   // in the cases that are left (a puzzle to solve)
    std::size_t tries = 0;           // candidates asked about
    bool out_of_tries = false;       // stopped at max_tries: a smaller one may exist
};

// For each candidate, in order, whether it still fails the same way (and is still a valid input). It is
// given up to `batch` candidates at once, to try them side by side; the first that fails is taken, and
// the answers after it are not used.
using StillFails = std::function<std::vector<bool>(const std::vector<Grids>& candidates)>;

// Shrinks `grids` (which fail) while `still_fails` says so, asking about `max_tries` candidates at most.
// A test keeps one case at least. With `solutions` (one per grid of `grids`, in order, each a completion
// of it), blanks are filled from them: the result is 1-minimal for single blanks (filling any one more
// makes it pass) when out_of_tries is false. Without, givens are removed, 1-minimal for single givens.
ShrinkResult shrink_case(const Grids& grids, const StillFails& still_fails, std::size_t batch = 1,
                         std::size_t max_tries = 2000, const Grids* solutions = nullptr);

}  // namespace judge
