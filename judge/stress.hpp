// Stress testing (对拍): random unique puzzles through every solution that expects AC or TLE, judged as
// usual; the first puzzle a solution fails is printed with its seed and saved as a new test, as
// BAPCtools' `bt fuzz` does. Failing = any verdict but AC, except TLE for a solution that permits TLE
// (a slow solution may run out of time, never answer wrongly).
//
// Puzzle i of a run with seed S is generated from seed S + i alone (`judge generate --seed S+i` prints
// it again). Puzzles go in rounds: each round writes a temporary testdata folder per problem (a copy of
// its problem.yaml and other files, plus one NAME.in/NAME.out per puzzle) and judges every solution of
// that problem on it with judge_solutions(), so limits, languages and the checker are the real ones.
// On NYOJ 722 every tenth puzzle has no solution (without_solution() in generate.hpp): the answer is
// "No solution". LeetCode 37 promises one solution, so its puzzles always have one.
#pragma once
#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <string>
#include <vector>

#include "commands.hpp"

namespace judge {

struct StressOptions {
    std::vector<std::filesystem::path> paths{"solutions"};  // solutions, or folders of them
    std::size_t count = 30;            // puzzles per problem
    std::uint64_t seed = 1;
    int clues = 17;                    // generate_puzzle's target
    std::filesystem::path save_dir = "build/stress";
    int jobs = 2;
    std::filesystem::path cache_root = "build/cache";
    std::size_t round_size = 20;       // puzzles judged per judge_solutions() call
};

// Returns the exit status: 0 every solution agreed on every puzzle, 1 one failed (reported on `out`, the
// case saved), 2 bad usage (no solution expecting AC or TLE, unreadable testdata). Progress goes to `progress`.
int run_stress(const StressOptions& options, std::ostream& out, std::ostream& progress);

// `judge stress [PATH...] --count N --seed S --save DIR`.
Command add_stress_command(CLI::App& parent);

}  // namespace judge
