#include "judge/grid/generate.hpp"

#include <array>
#include <numeric>

namespace judge {

namespace {

constexpr int kCells = 81;
constexpr std::uint16_t kAllDigits = 0x1ff;  // bit d-1 stands for digit d
constexpr int kFewestClues = 17;             // no sudoku with 16 clues has a unique solution

int box_of(int cell) { return cell / 27 * 3 + cell % 9 / 3; }

// A partly filled grid and, per row, column and box, the digits still free there. Invariant: bit d-1 of
// free_in_row[r] is set exactly when no cell of row r holds d (same for columns and boxes).
struct SearchGrid {
    std::array<std::uint8_t, kCells> digit{};  // 0 = empty
    std::array<std::uint16_t, 9> free_in_row, free_in_column, free_in_box;

    SearchGrid() {
        free_in_row.fill(kAllDigits);
        free_in_column.fill(kAllDigits);
        free_in_box.fill(kAllDigits);
    }
    std::uint16_t candidates(int cell) const {
        return free_in_row[cell / 9] & free_in_column[cell % 9] & free_in_box[box_of(cell)];
    }
    // Toggles: placing d where d is free takes it; calling again with the same d gives it back.
    void toggle(int cell, int d) {
        std::uint16_t bit = static_cast<std::uint16_t>(1u << (d - 1));
        free_in_row[cell / 9] ^= bit;
        free_in_column[cell % 9] ^= bit;
        free_in_box[box_of(cell)] ^= bit;
        digit[cell] = digit[cell] ? 0 : static_cast<std::uint8_t>(d);
    }
    // False when a clue repeats in its row, column or box.
    bool load(std::string_view puzzle) {
        for (int cell = 0; cell < kCells; ++cell) {
            char c = cell < static_cast<int>(puzzle.size()) ? puzzle[cell] : '.';
            if (c < '1' || c > '9') continue;
            int d = c - '0';
            if (!(candidates(cell) & (1u << (d - 1)))) return false;
            toggle(cell, d);
        }
        return true;
    }
    std::string text() const {
        std::string out(kCells, '.');
        for (int cell = 0; cell < kCells; ++cell)
            if (digit[cell]) out[cell] = static_cast<char>('0' + digit[cell]);
        return out;
    }
    // The empty cell with the fewest candidates, or -1 when the grid is full.
    int most_constrained_cell() const {
        int best = -1, best_count = 10;
        for (int cell = 0; cell < kCells; ++cell) {
            if (digit[cell]) continue;
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
    int found = 0;
    std::string* first;

    void search() {
        int cell = board.most_constrained_cell();
        if (cell < 0) {
            if (found++ == 0 && first) *first = board.text();
            return;
        }
        for (std::uint16_t left = board.candidates(cell); left && found < limit; left &= left - 1) {
            int d = __builtin_ctz(left) + 1;
            board.toggle(cell, d);
            search();
            board.toggle(cell, d);
        }
    }
};

// Fills every empty cell, trying each cell's candidates in a random order; true when it succeeded.
bool fill_randomly(SearchGrid& board, PuzzleRandom& random) {
    int cell = board.most_constrained_cell();
    if (cell < 0) return true;
    std::vector<int> digits;
    for (std::uint16_t left = board.candidates(cell); left; left &= left - 1) digits.push_back(__builtin_ctz(left) + 1);
    random.shuffle(digits);
    for (int d : digits) {
        board.toggle(cell, d);
        if (fill_randomly(board, random)) return true;
        board.toggle(cell, d);
    }
    return false;
}

GeneratedPuzzle one_attempt(PuzzleRandom& random, int target_clues) {
    GeneratedPuzzle result;
    result.solution = random_full_grid(random);
    result.puzzle = result.solution;
    result.clues = kCells;
    std::vector<int> order(kCells);
    std::iota(order.begin(), order.end(), 0);
    random.shuffle(order);
    for (int cell : order) {
        if (result.clues <= target_clues) break;
        char clue = result.puzzle[cell];
        result.puzzle[cell] = '.';
        if (count_solutions(result.puzzle, 2) == 1) --result.clues;
        else result.puzzle[cell] = clue;
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
    SolutionCounter counter{SearchGrid{}, limit, 0, first};
    if (!counter.board.load(puzzle)) return 0;
    counter.search();
    return counter.found;
}

std::string random_full_grid(PuzzleRandom& random) {
    SearchGrid board;
    fill_randomly(board, random);  // always succeeds from an empty grid
    return board.text();
}

GeneratedPuzzle generate_puzzle(PuzzleRandom& random, int target_clues, int attempts) {
    target_clues = std::max(target_clues, kFewestClues);
    GeneratedPuzzle best;
    for (int attempt = 0; attempt < std::max(1, attempts); ++attempt) {
        GeneratedPuzzle candidate = one_attempt(random, target_clues);
        if (attempt == 0 || candidate.clues < best.clues) best = std::move(candidate);
        if (best.clues <= target_clues) break;
    }
    return best;
}

std::string without_solution(const GeneratedPuzzle& generated, PuzzleRandom& random) {
    SearchGrid board;
    if (!board.load(generated.puzzle)) return "";
    std::vector<int> order(kCells);
    std::iota(order.begin(), order.end(), 0);
    random.shuffle(order);
    for (int cell : order) {
        if (board.digit[cell]) continue;
        std::vector<int> wrong_digits;
        for (std::uint16_t left = board.candidates(cell); left; left &= left - 1) {
            int d = __builtin_ctz(left) + 1;
            if ('0' + d != generated.solution[cell]) wrong_digits.push_back(d);
        }
        if (wrong_digits.empty()) continue;
        std::string puzzle = generated.puzzle;
        puzzle[cell] = static_cast<char>('0' + wrong_digits[random.below(wrong_digits.size())]);
        return puzzle;
    }
    return "";
}

std::vector<GeneratedPuzzle> generate_puzzles(std::size_t count, std::uint64_t seed, int target_clues) {
    PuzzleRandom random(seed);
    std::vector<GeneratedPuzzle> puzzles;
    for (std::size_t i = 0; i < count; ++i) puzzles.push_back(generate_puzzle(random, target_clues));
    return puzzles;
}

}  // namespace judge
