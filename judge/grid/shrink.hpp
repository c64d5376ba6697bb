// grid/: Sudoku grids: the rules, the file formats (readers per strictness, writers) and the generator.
// Uses util/ only.
// The smallest failing case (delta debugging, Zeller's ddmin, on the two things a Sudoku test is made of):
// first whole cases (grids) are removed, in chunks that halve, while the test still fails the same way;
// then single givens, grid by grid in reading order, in passes until a pass removes none. Which
// candidate "still fails" is the caller's question (stress runs the solution, the reference and the
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
    std::size_t givens_removed = 0;  // in the cases that are left
    std::size_t tries = 0;           // candidates asked about
    bool out_of_tries = false;       // stopped at max_tries: a smaller one may exist
};

// For each candidate, in order, whether it still fails the same way (and is still a valid input). It is
// given up to `batch` candidates at once, to try them side by side; the first that fails is taken, and
// the answers after it are not used.
using StillFails = std::function<std::vector<bool>(const std::vector<Grids>& candidates)>;

// Shrinks `grids` (which fail) while `still_fails` says so, asking about `max_tries` candidates at most.
// A test keeps one case at least, and a grid keeps its givens only where removing one stops the failure:
// the result is 1-minimal for single givens when out_of_tries is false.
ShrinkResult shrink_case(const Grids& grids, const StillFails& still_fails, std::size_t batch = 1,
                         std::size_t max_tries = 2000);

}  // namespace judge
