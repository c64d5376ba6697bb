#include "judge/grid/generate.hpp"

#include <numeric>

#include "judge/grid/rules.hpp"

namespace judge {

int fewest_clues(int side) { return side == 9 ? 17 : side == 4 ? 4 : 0; }

namespace {

// 16×16 searches are bounded by counts of steps, never by time, so that a seed gives the same puzzles on
// every machine: a random fill starts again after this many placements, and a uniqueness check that needs
// more nodes than this counts as "not unique" (the clue stays). 9×9 and 4×4 searches are never cut.
constexpr long kLargeSearchBudget = 20000;
long search_budget(int side) { return side == 16 ? kLargeSearchBudget : -1; }

// A partly filled grid of any side and, per row, column and box, the symbols still free there. Invariant:
// bit v-1 of free_in_row[r] is set exactly when no cell of row r holds v (same for columns and boxes).
struct SearchGrid {
    int side, box, cells;
    std::vector<std::uint8_t> symbol;  // 0 = empty, else 1..side
    std::vector<std::uint32_t> free_in_row, free_in_column, free_in_box;

    explicit SearchGrid(int side_)
        : side(side_), box(box_side(side_)), cells(side_ * side_), symbol(std::size_t(cells), 0),
          free_in_row(std::size_t(side), (1u << side) - 1), free_in_column(free_in_row), free_in_box(free_in_row) {}
    int box_of(int cell) const { return cell / side / box * box + cell % side / box; }
    std::uint32_t candidates(int cell) const {
        return free_in_row[std::size_t(cell / side)] & free_in_column[std::size_t(cell % side)] &
               free_in_box[std::size_t(box_of(cell))];
    }
    // Toggles: placing v where v is free takes it; calling again with the same v gives it back.
    void toggle(int cell, int v) {
        std::uint32_t bit = 1u << (v - 1);
        free_in_row[std::size_t(cell / side)] ^= bit;
        free_in_column[std::size_t(cell % side)] ^= bit;
        free_in_box[std::size_t(box_of(cell))] ^= bit;
        symbol[std::size_t(cell)] = symbol[std::size_t(cell)] ? 0 : static_cast<std::uint8_t>(v);
    }
    // False when a clue repeats in its row, column or box.
    bool load(std::string_view puzzle) {
        for (int cell = 0; cell < cells; ++cell) {
            int v = cell < static_cast<int>(puzzle.size()) ? symbol_value(puzzle[std::size_t(cell)], side) : 0;
            if (v == 0) continue;
            if (!(candidates(cell) & (1u << (v - 1)))) return false;
            toggle(cell, v);
        }
        return true;
    }
    std::string text() const {
        std::string out(std::size_t(cells), '.');
        for (int cell = 0; cell < cells; ++cell)
            if (int v = symbol[std::size_t(cell)]) out[std::size_t(cell)] = symbol_of(v, side);
        return out;
    }
    // The empty cell with the fewest candidates, or -1 when the grid is full.
    int most_constrained_cell() const {
        int best = -1, best_count = side + 1;
        for (int cell = 0; cell < cells; ++cell) {
            if (symbol[std::size_t(cell)]) continue;
            int count = __builtin_popcount(candidates(cell));
            if (count < best_count) {
                best = cell, best_count = count;
                if (count <= 1) break;
            }
        }
        return best;
    }
};

struct SolutionCounter {
    SearchGrid board;
    int limit;
    std::string* first;
    long nodes_left;  // < 0: no bound
    int found = 0;
    bool gave_up = false;

    void search() {
        if (nodes_left == 0) gave_up = true;
        if (gave_up) return;
        if (nodes_left > 0) --nodes_left;
        int cell = board.most_constrained_cell();
        if (cell < 0) {
            if (found++ == 0 && first) *first = board.text();
            return;
        }
        for (std::uint32_t left = board.candidates(cell); left && found < limit && !gave_up; left &= left - 1) {
            int v = __builtin_ctz(left) + 1;
            board.toggle(cell, v);
            search();
            board.toggle(cell, v);
        }
    }
};

// Fills every empty cell, trying each cell's candidates in a random order; true when it succeeded, false
// when none fits or `placements_left` (when >= 0) ran out.
bool fill_randomly(SearchGrid& board, PuzzleRandom& random, long& placements_left) {
    int cell = board.most_constrained_cell();
    if (cell < 0) return true;
    std::vector<int> symbols;
    for (std::uint32_t left = board.candidates(cell); left; left &= left - 1) symbols.push_back(__builtin_ctz(left) + 1);
    random.shuffle(symbols);
    for (int v : symbols) {
        if (placements_left == 0) return false;
        if (placements_left > 0) --placements_left;
        board.toggle(cell, v);
        if (fill_randomly(board, random, placements_left)) return true;
        board.toggle(cell, v);
    }
    return false;
}

// count_solutions with the side's search budget: -1 when the budget ran out.
int bounded_count(std::string_view puzzle, int limit, std::string* first, long budget) {
    SolutionCounter counter{SearchGrid(side_of(puzzle.size()) ? side_of(puzzle.size()) : 9), limit, first, budget};
    if (!counter.board.load(puzzle)) return 0;
    counter.search();
    return counter.gave_up ? -1 : counter.found;
}

GeneratedPuzzle one_attempt(PuzzleRandom& random, int target_clues, int side) {
    GeneratedPuzzle result;
    const int cells = side * side;
    result.solution = random_full_grid(random, side);
    result.puzzle = result.solution;
    result.clues = cells;
    std::vector<int> order(static_cast<std::size_t>(cells));
    std::iota(order.begin(), order.end(), 0);
    random.shuffle(order);
    for (int cell : order) {
        if (result.clues <= target_clues) break;
        char clue = result.puzzle[std::size_t(cell)];
        result.puzzle[std::size_t(cell)] = '.';
        if (bounded_count(result.puzzle, 2, nullptr, search_budget(side)) == 1) --result.clues;
        else result.puzzle[std::size_t(cell)] = clue;
    }
    return result;
}

}  // namespace

std::uint64_t PuzzleRandom::below(std::uint64_t bound) {
    // 2^64 mod bound values at the bottom would make small results likelier; they are drawn again.
    std::uint64_t rejected_below = (0 - bound) % bound;
    for (;;) {
        std::uint64_t x = engine_();
        if (x >= rejected_below) return x % bound;
    }
}

int count_solutions(std::string_view puzzle, int limit, std::string* first) {
    return bounded_count(puzzle, limit, first, -1);
}

std::string random_full_grid(PuzzleRandom& random, int side) {
    for (;;) {  // a 16×16 fill that ran out of placements starts again, further along the same random stream
        SearchGrid board(side);
        long placements_left = search_budget(side);
        if (fill_randomly(board, random, placements_left)) return board.text();
    }
}

GeneratedPuzzle generate_puzzle(PuzzleRandom& random, int target_clues, int attempts, int side) {
    target_clues = std::max(target_clues, fewest_clues(side));
    GeneratedPuzzle best;
    for (int attempt = 0; attempt < std::max(1, attempts); ++attempt) {
        GeneratedPuzzle candidate = one_attempt(random, target_clues, side);
        if (attempt == 0 || candidate.clues < best.clues) best = std::move(candidate);
        if (best.clues <= target_clues) break;
    }
    return best;
}

std::string without_solution(const GeneratedPuzzle& generated, PuzzleRandom& random) {
    const int side = side_of(generated.puzzle.size());
    if (side == 0) return "";
    SearchGrid board(side);
    if (!board.load(generated.puzzle)) return "";
    std::vector<int> order(static_cast<std::size_t>(board.cells));
    std::iota(order.begin(), order.end(), 0);
    random.shuffle(order);
    for (int cell : order) {
        if (board.symbol[std::size_t(cell)]) continue;
        std::vector<int> wrong_symbols;
        for (std::uint32_t left = board.candidates(cell); left; left &= left - 1) {
            int v = __builtin_ctz(left) + 1;
            if (symbol_of(v, side) != generated.solution[std::size_t(cell)]) wrong_symbols.push_back(v);
        }
        if (wrong_symbols.empty()) continue;
        std::string puzzle = generated.puzzle;
        puzzle[std::size_t(cell)] = symbol_of(wrong_symbols[random.below(wrong_symbols.size())], side);
        return puzzle;
    }
    return "";
}

std::vector<GeneratedPuzzle> generate_puzzles(std::size_t count, std::uint64_t seed, int target_clues, int side) {
    PuzzleRandom random(seed);
    std::vector<GeneratedPuzzle> puzzles;
    for (std::size_t i = 0; i < count; ++i) puzzles.push_back(generate_puzzle(random, target_clues, 8, side));
    return puzzles;
}

}  // namespace judge
