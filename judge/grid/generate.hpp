// grid/: Sudoku grids: the rules, the file formats (readers per strictness, writers) and the generator.
// Uses util/ only.
// Random sudoku puzzles with exactly one solution, reproducible from a seed on every platform.
//
// A grid is a string of side² characters, row by row, side 4, 9 (the default) or 16, its symbols as
// grid/rules.hpp has them ('1'-'9', 'A'-'P' for 16), '.' an empty cell (for 9×9, the line format of
// the public puzzle sets, docs/puzzle-sets.md). A puzzle is made in two steps:
//   1. a random full grid: backtracking fill, the empty cell with the fewest candidates first (the first
//      such in row-major order), its candidates tried in a random order (every valid grid can come out);
//   2. clues removed one at a time, cells in a random order; a removal that lets a second solution in is
//      undone. It stops at the clue count asked for, or when every cell has been tried (the puzzle is then
//      minimal: no clue can go). Several attempts are made when the target is not reached; the puzzle with
//      the fewest clues wins.
// 16×16 searches are bounded by step counts, never by time (a fill starts again after 20,000 placements; a
// uniqueness check that needs over 20,000 nodes keeps its clue), so seeds stay reproducible everywhere.
// Randomness: std::mt19937_64, whose output the standard fixes, and our own uniform draws (the library's
// distributions differ between libstdc++ and libc++), so a seed gives the same puzzles everywhere.
#pragma once
#include <cstdint>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace judge {

// Uniform draws from a fixed generator, identical on every standard library.
class PuzzleRandom {
public:
    explicit PuzzleRandom(std::uint64_t seed) : engine_(seed) {}
    // Uniform in [0, bound); bound > 0. Rejection sampling, so no value is favoured.
    std::uint64_t below(std::uint64_t bound);
    template <class T>
    void shuffle(std::vector<T>& items) {
        for (std::size_t i = items.size(); i > 1; --i) std::swap(items[i - 1], items[below(i)]);
    }

private:
    std::mt19937_64 engine_;
};

// Solutions of `puzzle` (a grid of side 4, 9 or 16; clues its symbols, anything else empty), counted up to
// `limit` and no further: limit 2 answers "none, one, or several". A puzzle whose clues already clash has
// 0. When `first` is given and a solution exists, it receives the first one found.
int count_solutions(std::string_view puzzle, int limit, std::string* first = nullptr);

// A random valid full grid of that side.
std::string random_full_grid(PuzzleRandom& random, int side = 9);

// The fewest clues a puzzle with one solution can have: 17 for 9×9 (proven: McGuire, Tugemann and
// Civario, 2012), 4 for 4×4; 0 for 16×16, where none is known.
int fewest_clues(int side);

struct GeneratedPuzzle {
    std::string puzzle;    // side² cells, '.' empty
    std::string solution;  // its only solution
    int clues = 0;
};

// One puzzle of that side with a unique solution and `target_clues` clues when reachable (for 9×9 anything
// under 17, the proven minimum, is raised to it), otherwise the fewest found in `attempts` tries.
GeneratedPuzzle generate_puzzle(PuzzleRandom& random, int target_clues, int attempts = 8, int side = 9);

// The puzzle with one more clue that its row, column and box allow but its solution does not have: no
// clue repeats, yet no solution exists (a solver must search to find out). The cell is drawn at random
// among the empty cells with two candidates or more; returns "" when there is none.
std::string without_solution(const GeneratedPuzzle& generated, PuzzleRandom& random);

// `count` puzzles from `seed`: the same arguments always give the same puzzles.
std::vector<GeneratedPuzzle> generate_puzzles(std::size_t count, std::uint64_t seed, int target_clues, int side = 9);

}  // namespace judge
