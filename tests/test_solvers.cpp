// Checks of every C++ LeetCode 37 solution (solutions/leetcode-0037-sudoku-solver/*.cpp).
// Each solution file is included as it is submitted, inside its own namespace (KACTL's trick), so the
// several `class Solution` do not clash; a small adapter per namespace gives them one signature and
// TEST_CASE_TEMPLATE runs every check on each. Tests go from degenerate to stress: a solved grid, one
// empty cell, LeetCode's Example 1, the famous hard puzzles (testdata/common/famous.tsv), then puzzles
// of the project's own generator (judge/grid/generate.hpp) at several clue counts, from fixed seeds.
// Every answer must be a valid completion of its puzzle (clues kept, each row, column and box holds
// 1-9 once) and, where the solution is unique, equal it: famous.tsv's published solution, or the full
// grid the generator took the clues from (an independent reference: no solver under test made it).
// Generated puzzles also come with clues removed until a second solution exists (any completion is
// right) and with one wrong clue added (no solution: the board must stay as it was).
// Nothing outside the repository is read; the public puzzle sets are the benchmarks' (docs/puzzle-sets.md).
// Slow solvers (row-major backtracking.cpp and array_template.cpp) get a subset: no Wikipedia
// anti-brute-force puzzle (69 million tries, seconds) and fewer of the sparsest generated puzzles; see
// GENERATED_SETS.
#include <bits/stdc++.h>
#if defined(__SSE2__)
#include <emmintrin.h>  // before the namespaces: a solution that includes it must not reopen it inside one
#endif

#include <doctest/doctest.h>

#include "judge/grid/generate.hpp"
#include "judge/grid/rules.hpp"

namespace backtracking {
#include "../solutions/leetcode-0037-sudoku-solver/backtracking.cpp"
}
namespace bitmask_mrv {
#include "../solutions/leetcode-0037-sudoku-solver/bitmask_mrv.cpp"
}
namespace dancing_links {
#include "../solutions/leetcode-0037-sudoku-solver/dancing_links.cpp"
}
namespace constraint_propagation {
#include "../solutions/leetcode-0037-sudoku-solver/constraint_propagation.cpp"
}
namespace array_template {
#include "../solutions/leetcode-0037-sudoku-solver/array_template.cpp"
}
namespace plain_fewest_candidates {  // issue 4's yardstick for make bench: it must be right too
#include "../bench/baselines/plain_fewest_candidates.cpp"
}
namespace bit_parallel {
#include "../solutions/leetcode-0037-sudoku-solver/bit_parallel.cpp"
}

namespace {

using Board = std::vector<std::vector<char>>;

// A puzzle or a grid as 81 characters, row-major, '.' for an empty cell.
Board to_board(const std::string& grid) {
    Board board(9, std::vector<char>(9));
    for (int i = 0; i < 81; ++i) board[i / 9][i % 9] = grid[i];
    return board;
}

std::string to_grid(const Board& board) {
    std::string grid;
    for (const auto& row : board) grid.append(row.begin(), row.end());
    return grid;
}

// Calls solveSudoku on a fresh Solution, as LeetCode does. Heap-allocated: dancing_links' object holds
// its whole matrix (about 80 KB).
template <class Solution>
std::string solve_with(const std::string& puzzle) {
    auto solution = std::make_unique<Solution>();
    Board board = to_board(puzzle);
    solution->solveSudoku(board);
    return to_grid(board);
}

// The adapters: one type per solution file, each with the same static interface. `slow` marks the
// row-major searches that get fewer generated puzzles (see GENERATED_SETS).
template <class SolutionClass, bool IS_SLOW>
struct Adapter {
    using Solution = SolutionClass;
    static constexpr bool slow = IS_SLOW;
    static std::string solve(const std::string& puzzle) { return solve_with<Solution>(puzzle); }
};
using Backtracking = Adapter<backtracking::Solution, true>;
using BitmaskMrv = Adapter<bitmask_mrv::Solution, false>;
using DancingLinks = Adapter<dancing_links::Solution, false>;
using ConstraintPropagation = Adapter<constraint_propagation::Solution, false>;
using ArrayTemplate = Adapter<array_template::Solution, true>;
using PlainFewest = Adapter<plain_fewest_candidates::Solution, false>;
using BitParallel = Adapter<bit_parallel::Solution, false>;
// The type list of every TEST_CASE_TEMPLATE below: a new solver is added here once.
#define EVERY_SOLVER Backtracking, BitmaskMrv, DancingLinks, ConstraintPropagation, ArrayTemplate, PlainFewest, BitParallel

// "" when answer is a valid completion of puzzle, else what is wrong (the judge's own check), for the
// failure message.
std::string completion_error(const std::string& puzzle, const std::string& answer) {
    return judge::sudoku_completion_error(puzzle, answer).value_or("");
}

// testdata/common/famous.tsv, run from the repository root (make unit) or a folder inside it (build/);
// else found by this source file's path, which helps only where the compiler was given it in full.
std::filesystem::path famous_tsv() {
    const std::filesystem::path in_repository = "testdata/common/famous.tsv";
    const std::filesystem::path beside_source = std::filesystem::path(__FILE__).parent_path() / "..";
    for (const std::filesystem::path& path : {in_repository, ".." / in_repository, beside_source / in_repository})
        if (std::filesystem::exists(path)) return path;
    return in_repository;
}

struct FamousPuzzle {
    std::string name, puzzle, solution;  // solution: 81 digits, or MULTIPLE / NONE
};

std::vector<FamousPuzzle> read_famous() {
    std::ifstream in(famous_tsv());
    REQUIRE_MESSAGE(in.good(), "cannot open testdata/common/famous.tsv (run from the repository root)");
    std::vector<FamousPuzzle> famous;
    std::string name, puzzle, solution;
    while (std::getline(in, name, '\t') && std::getline(in, puzzle, '\t') && std::getline(in, solution))
        famous.push_back({name, puzzle, solution});
    return famous;
}

// The generator's puzzles (judge/grid/generate.hpp), the same every run: `count` drawn from
// PuzzleRandom(seed), each the sparsest of `attempts` tries at `target_clues`. An attempt removes clues in
// a random order, undoing any removal that lets a second solution in, until the target or until no clue
// can go (a minimal puzzle); 17, the proven minimum, is never reached, so an attempt at 17 ends minimal.
// So every puzzle has one solution, the full grid it was cut from, and (checked below, so that a change
// of the generator cannot quietly make a set easier) at most `most_clues` clues. Random puzzles are easy
// for the fast solvers (well under 1 ms each) but heavy-tailed for the row-major ones: most take them
// under 10 ms, a few sparse ones up to about 0.8 s; they get the first `slow_count` only.
struct GeneratedSet {
    const char* name;
    std::uint64_t seed;
    int target_clues, attempts, most_clues;
    std::size_t count, slow_count;
};
constexpr GeneratedSet GENERATED_SETS[] = {
    {"32 clues", 32, 32, 1, 32, 50, 50},                     // the target reached: 32 clues each
    {"minimal, one attempt", 117, 17, 1, 27, 100, 50},       // 22 to 27 clues
    {"sparsest of 8 attempts at 17", 817, 17, 8, 24, 30, 8}, // 22 to 24 clues; ~45 ms each to make
};
static_assert(std::all_of(std::begin(GENERATED_SETS), std::end(GENERATED_SETS),
                          [](const GeneratedSet& set) { return set.slow_count <= set.count; }));

// Every set's puzzles, made once per run and shared by every solver's test.
const std::vector<std::vector<judge::GeneratedPuzzle>>& generated_sets() {
    static const std::vector<std::vector<judge::GeneratedPuzzle>> made = [] {
        std::vector<std::vector<judge::GeneratedPuzzle>> sets;
        for (const GeneratedSet& set : GENERATED_SETS) {
            judge::PuzzleRandom random(set.seed);
            std::vector<judge::GeneratedPuzzle>& puzzles = sets.emplace_back();
            for (std::size_t i = 0; i < set.count; ++i)
                puzzles.push_back(judge::generate_puzzle(random, set.target_clues, set.attempts));
        }
        return sets;
    }();
    return made;
}

// How many puzzles of a set a solver is checked on.
template <class Solver>
std::size_t sample_size(const GeneratedSet& set) {
    return Solver::slow ? set.slow_count : set.count;
}

int clues_of(const std::string& puzzle) {
    return int(std::count_if(puzzle.begin(), puzzle.end(), [](char c) { return c >= '1' && c <= '9'; }));
}

// `generated` with clues removed, in an order drawn from `random`, until it has two solutions or more: one
// clue short of a puzzle with one solution (for a minimal puzzle, the first clue removed does it).
std::string with_several_solutions(const judge::GeneratedPuzzle& generated, judge::PuzzleRandom& random) {
    std::vector<std::size_t> clue_cells;
    for (std::size_t cell = 0; cell < 81; ++cell)
        if (generated.puzzle[cell] != '.') clue_cells.push_back(cell);
    random.shuffle(clue_cells);
    std::string puzzle = generated.puzzle;
    for (std::size_t cell : clue_cells) {
        puzzle[cell] = '.';
        if (judge::count_solutions(puzzle, 2) == 2) break;
    }
    return puzzle;
}

const char* const EXAMPLE_1 =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const char* const EXAMPLE_1_SOLUTION =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

}  // namespace

TYPE_TO_STRING(Backtracking);
TYPE_TO_STRING(BitmaskMrv);
TYPE_TO_STRING(DancingLinks);
TYPE_TO_STRING(ConstraintPropagation);
TYPE_TO_STRING(ArrayTemplate);
TYPE_TO_STRING(PlainFewest);
TYPE_TO_STRING(BitParallel);

TEST_CASE_TEMPLATE("a solved grid is left as it is", Solver, EVERY_SOLVER) {
    CHECK(Solver::solve(EXAMPLE_1_SOLUTION) == EXAMPLE_1_SOLUTION);
}

TEST_CASE_TEMPLATE("a single empty cell gets the one digit that fits", Solver, EVERY_SOLVER) {
    for (int cell : {0, 40, 80}) {
        CAPTURE(cell);
        std::string puzzle = EXAMPLE_1_SOLUTION;
        puzzle[cell] = '.';
        CHECK(Solver::solve(puzzle) == EXAMPLE_1_SOLUTION);
    }
}

TEST_CASE_TEMPLATE("LeetCode's Example 1 gets its published output", Solver, EVERY_SOLVER) {
    CHECK(Solver::solve(EXAMPLE_1) == EXAMPLE_1_SOLUTION);
}

TEST_CASE_TEMPLATE("one Solution object solves two different puzzles in a row", Solver, EVERY_SOLVER) {
    // Some judges reuse the object; state left from the first call must not leak into the second.
    std::vector<FamousPuzzle> famous = read_famous();
    REQUIRE(!famous.empty());
    Board first = to_board(EXAMPLE_1), second = to_board(famous[0].puzzle);
    auto solution = std::make_unique<typename Solver::Solution>();
    solution->solveSudoku(first);
    solution->solveSudoku(second);
    CHECK(to_grid(first) == EXAMPLE_1_SOLUTION);
    CHECK(to_grid(second) == famous[0].solution);
}

TEST_CASE_TEMPLATE("every famous hard puzzle gets its published solution", Solver, EVERY_SOLVER) {
    std::vector<FamousPuzzle> famous = read_famous();
    REQUIRE(famous.size() >= 8);
    int checked = 0;
    for (const FamousPuzzle& f : famous) {
        if (f.solution.size() != 81) continue;  // MULTIPLE or NONE: LeetCode promises one solution
        if (Solver::slow && f.name == "wikipedia_anti_brute_force") continue;
        CAPTURE(f.name);
        std::string answer = Solver::solve(f.puzzle);
        CHECK(completion_error(f.puzzle, answer) == "");
        CHECK(answer == f.solution);
        ++checked;
    }
    CHECK(checked >= 7);
}

TEST_CASE("each generated puzzle has one solution, the grid it was cut from, and its set's clue count") {
    // The premise of the tests below, checked once: the reference they compare with is the only answer.
    const auto& sets = generated_sets();
    for (std::size_t s = 0; s < sets.size(); ++s) {
        CAPTURE(GENERATED_SETS[s].name);
        for (const judge::GeneratedPuzzle& generated : sets[s]) {
            CAPTURE(generated.puzzle);
            std::string first;
            CHECK(judge::count_solutions(generated.puzzle, 2, &first) == 1);
            CHECK(first == generated.solution);
            CHECK(clues_of(generated.puzzle) <= GENERATED_SETS[s].most_clues);
        }
    }
}

TEST_CASE_TEMPLATE("generated puzzles get the full grid they were cut from", Solver, EVERY_SOLVER) {
    // One solution each, so a correct solver returns the generator's grid cell for cell.
    const auto& sets = generated_sets();
    for (std::size_t s = 0; s < sets.size(); ++s) {
        const GeneratedSet& set = GENERATED_SETS[s];
        for (std::size_t i = 0; i < sample_size<Solver>(set); ++i) {
            const judge::GeneratedPuzzle& generated = sets[s][i];
            CAPTURE(set.name);
            CAPTURE(i);
            CAPTURE(generated.puzzle);
            std::string answer = Solver::solve(generated.puzzle);
            CHECK(completion_error(generated.puzzle, answer) == "");
            CHECK(answer == generated.solution);
        }
    }
}

TEST_CASE_TEMPLATE("generated puzzles with several solutions get some valid completion", Solver, EVERY_SOLVER) {
    // LeetCode promises one solution; a solver given more must still return one of them, not a mix.
    const auto& sets = generated_sets();
    for (std::size_t s = 0; s < sets.size(); ++s) {
        const GeneratedSet& set = GENERATED_SETS[s];
        // One stream per set (a slow solver's puzzles start a fast one's), not the generator's own: its
        // draws would follow the ones that made the puzzles.
        judge::PuzzleRandom random(set.seed ^ 0x5eeda11);
        for (std::size_t i = 0; i < sample_size<Solver>(set); ++i) {
            const std::string puzzle = with_several_solutions(sets[s][i], random);
            CAPTURE(set.name);
            CAPTURE(i);
            CAPTURE(puzzle);
            REQUIRE(judge::count_solutions(puzzle, 2) == 2);
            CHECK(completion_error(puzzle, Solver::solve(puzzle)) == "");
        }
    }
}

TEST_CASE_TEMPLATE("a board whose clues repeat a digit is left as it is", Solver, EVERY_SOLVER) {
    // LeetCode promises valid boards, but a solver must not crash or invent a grid on one that is not.
    // The 5 of Example 1 repeated at each kind of place (bit_parallel places all clues at once, so a
    // repeat must be caught by its search), then an unbiased puzzle with 5 three times in row 2, which sent
    // dancing_links into endless recursion when it covered one column twice, and one that the naive
    // searches filled in.
    const std::pair<const char*, int> repeats[] = {
        {"in its row, another box", 7},      {"in its row and box", 2}, {"in its column and box", 18},
        {"in its column, another band", 54}, {"in its box only", 10},
    };
    for (const auto& [where, cell] : repeats) {
        CAPTURE(where);
        std::string puzzle = EXAMPLE_1;
        REQUIRE(puzzle[cell] == '.');
        puzzle[cell] = '5';
        CHECK(Solver::solve(puzzle) == puzzle);
    }
    const std::string three_fives = "......8..45..5.5.1..9.....4.3..8.9..8..37.......526.4....4...7.6.8..2.1...7.5.5.6";
    CHECK(Solver::solve(three_fives) == three_fives);
    // Two 7s in row 3 and two 1s in row 5, yet every other constraint can be met around them: solvers
    // that only mark clues as used (without checking) filled it with a grid that repeats a digit.
    const std::string fillable = ".3.7...8..5..91..77.93.4.7....5...98..4.11...29.....4...8.6.3.....18...49......7.";
    CHECK(Solver::solve(fillable) == fillable);
}

TEST_CASE_TEMPLATE("generated puzzles made unsolvable by one more clue are left as they are", Solver, EVERY_SOLVER) {
    // As with the repeated digits above: LeetCode promises a solution, but a solver must not invent a grid
    // where none exists. The added clue repeats nothing (checked), so only the search can find it wrong.
    const auto& sets = generated_sets();
    for (std::size_t s = 0; s < sets.size(); ++s) {
        const GeneratedSet& set = GENERATED_SETS[s];
        judge::PuzzleRandom random(set.seed ^ 0xdeadc1e);  // one stream per set, as above
        for (std::size_t i = 0; i < sample_size<Solver>(set); ++i) {
            const std::string puzzle = judge::without_solution(sets[s][i], random);
            CAPTURE(set.name);
            CAPTURE(i);
            CAPTURE(puzzle);
            REQUIRE(puzzle.size() == 81);  // "" when no empty cell has two candidates
            REQUIRE(!judge::clashing_clues(puzzle).first);
            REQUIRE(judge::count_solutions(puzzle, 1) == 0);
            CHECK(Solver::solve(puzzle) == puzzle);
        }
    }
}

TEST_CASE("bit_parallel's permutation tables list exactly the permutations inside each triad pattern") {
    // Independently of the tables' own loops: std::next_permutation over the box of each band row.
    const auto& tables = bit_parallel::bit_parallel_core::kTables;
    for (int pattern = 0; pattern < 512; ++pattern) {
        CAPTURE(pattern);
        std::set<std::uint32_t> expected;  // the 27-bit cells of each permutation lying in the pattern
        std::uint32_t union_of_cells = 0;
        int box_of_row[3] = {0, 1, 2};
        do {
            bool inside = true;
            std::uint32_t cells = 0;
            for (int row = 0; row < 3; ++row) {
                inside = inside && ((pattern >> (3 * row + box_of_row[row])) & 1);
                cells |= 7u << (9 * row + 3 * box_of_row[row]);
            }
            if (inside) expected.insert(cells), union_of_cells |= cells;
        } while (std::next_permutation(box_of_row, box_of_row + 3));
        std::set<std::uint32_t> listed;
        for (int p = 0; p < 6; ++p)
            if ((tables.permutations_in[pattern] >> p) & 1) listed.insert(tables.permutation_cells[p]);
        CHECK(listed == expected);
        CHECK(tables.permutation_count[pattern] == expected.size());
        CHECK(tables.permutable[pattern] == union_of_cells);
    }
}

TEST_CASE("bit_parallel completes Norvig's puzzle with many solutions in fewer than 100,000 branch points") {
    // The heaviest tail we know for it (docs/bit_parallel.md): still a valid completion, found in bounded work.
    for (const FamousPuzzle& f : read_famous()) {
        if (f.solution != "MULTIPLE") continue;
        CAPTURE(f.name);
        bit_parallel::Solution solution;
        Board board = to_board(f.puzzle);
        solution.solveSudoku(board);
        CHECK(completion_error(f.puzzle, to_grid(board)) == "");
        CHECK(solution.guesses < 100000);
    }
}

TEST_CASE("bit_parallel proves Norvig's impossible puzzle unsolvable within one restart") {
    // The cheap first search gives up after kRestartAfter (1,000) branch points; the restart's
    // minicolumn reasoning at the root proves it without a guess (52,756 branch points without it).
    for (const FamousPuzzle& f : read_famous()) {
        if (f.solution != "NONE") continue;
        CAPTURE(f.name);
        bit_parallel::Solution solution;
        Board board = to_board(f.puzzle);
        solution.solveSudoku(board);
        CHECK(to_grid(board) == f.puzzle);
        CHECK(solution.guesses < 1100);
    }
}

TEST_CASE("bit_parallel completes sparse grids (8 to 12 clues) branching on cells from the start") {
    // Nine clues of Inkala's 2010 solution, and others drawn from it: fixing one digit's triads after
    // another once led such a grid into a subtree without a solution for over a minute, and later spent
    // the first 1,000-branch-point budget before a restart branched on cells. Every grid branches on
    // cells first since 2026-12-02, and a grid of fewer than 17 clues (never unique) never on
    // permutations: a completion within a few dozen branch points, never a restart.
    const std::string solved = "145327698839654127672918543496185372218473956753296481367542819984761235521839764";
    const std::string sparse_grids[] = {
        // The grid that once ran for minutes, as NYOJ's stress.py damaged it (it has many completions).
        "..9......4..2...................1..................3.....3..4.7.61............2..",
    };
    std::vector<std::string> grids(std::begin(sparse_grids), std::end(sparse_grids));
    std::uint32_t state = 20261126;  // a fixed xorshift: the same 40 grids every run
    auto next = [&state] { state ^= state << 13, state ^= state >> 17, state ^= state << 5; return state; };
    for (int k = 0; k < 40; ++k) {
        std::string grid(81, '.');
        const int clues = 8 + int(next() % 5);
        for (int placed = 0; placed < clues;) {
            const int cell = int(next() % 81);
            if (grid[std::size_t(cell)] == '.') grid[std::size_t(cell)] = solved[std::size_t(cell)], ++placed;
        }
        grids.push_back(grid);
    }
    for (const std::string& grid : grids) {
        CAPTURE(grid);
        bit_parallel::Solution solution;
        Board board = to_board(grid);
        solution.solveSudoku(board);
        CHECK(completion_error(grid, to_grid(board)) == "");
        CHECK(solution.guesses < 1000);  // the first attempt's budget: no restart was needed
    }
}
