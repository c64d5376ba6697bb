// expect: AC
/*
 * LeetCode 37. Sudoku Solver — bit-parallel bands: per digit, 3 bands of 27 cells in one word each
 * https://leetcode.com/problems/sudoku-solver/
 *
 * Representation (the JCZSolve family's; our own code): cand[3*d + b] is the set of cells of band b
 * (rows 3b..3b+2) where digit d+1 may still go, bit 9*r + c for the band's row r (0..2), column c:
 *
 *     bit 26 ................................. bit 0
 *     [ row 2: c8..c0 ][ row 1: c8..c0 ][ row 0: c8..c0 ]      each row = 3 triads (box 2|1|0)
 *
 * Invariants between propagations: a placed digit keeps exactly its own cell in its row; rows_placed
 * has bit 3*d + r once digit d's row r of the band holds a single cell and that cell was taken out of
 * the other 8 digits and out of column c of the other two bands; unsolved[b] = cells not yet placed.
 * seen[i] = cand[i] when it was last propagated, so only changed digit-bands are looked at again.
 *
 * Propagating one digit-band (A = its 27 bits) does, without loops over cells:
 *  - locked candidates in the band: the digit fills 3 triads of the 3x3 (row, box) grid forming a
 *    permutation; kTables.triads_of_row squeezes A to that 9-bit triad pattern, and
 *    kTables.permutable[pattern] keeps only triads that lie on some permutation (pointing, claiming,
 *    hidden singles in boxes all fall out of this; no permutation left = contradiction);
 *  - hidden singles in rows: a row with one cell places the digit (cell out of the other digits,
 *    column out of the other bands).
 * When nothing changes any more: naked singles (bit-sliced counters over the 9 digits), hidden singles
 * in columns, then a guess on a bi-value cell (first digit on a copy of the 240-byte state, second in
 * place), or on a cell with the fewest candidates if there is none.
 * Time: exponential in the worst case; ~2.5 us/puzzle (17 clues) to ~60 us (forum hardest), docs/bench.md.
 * Memory: 240 bytes of state per guess level, at most 81 levels; 2.6 KB of constant tables.
 * Status: stress-tested vs bitmask_mrv.cpp on every set in testdata/puzzles (make bench verifies each
 * answer); judged on testdata/leetcode-0037-sudoku-solver.
 */
#include <cstdint>
#include <cstring>
#include <vector>
using namespace std;

namespace bit_parallel_core {

// Constant tables, built at compile time (C++14 constexpr; shared text with the NYOJ twin).
struct BandTables {
    uint8_t triads_of_row[512];   // 9-bit row -> 3 bits: which of its triads (boxes) are non-empty
    uint8_t single_in_row[512];   // 1 if the 9-bit row has exactly one bit
    uint16_t lone_column_per_box[512];  // 9 columns -> the columns that are alone in their box's 3
    uint32_t permutable[512];     // triad pattern (bit 3*r + box) -> 27-bit cells of triads on a permutation
    constexpr BandTables() : triads_of_row(), single_in_row(), lone_column_per_box(), permutable() {
        for (int row = 0; row < 512; ++row) {
            triads_of_row[row] = (uint8_t)(((row & 7) ? 1 : 0) | ((row & 070) ? 2 : 0) | ((row & 0700) ? 4 : 0));
            single_in_row[row] = (uint8_t)(row != 0 && (row & (row - 1)) == 0);
            for (int box = 0; box < 3; ++box) {
                int three = (row >> (3 * box)) & 7;
                if (three == 1 || three == 2 || three == 4) lone_column_per_box[row] = (uint16_t)(lone_column_per_box[row] | three << (3 * box));
            }
        }
        const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
        for (int pattern = 0; pattern < 512; ++pattern) {
            uint32_t cells = 0;
            for (int p = 0; p < 6; ++p) {
                bool fits = true;
                uint32_t triads = 0;
                for (int r = 0; r < 3; ++r) {
                    int box = perms[p][r];
                    if (!((pattern >> (3 * r + box)) & 1)) fits = false;
                    triads |= 7u << (9 * r + 3 * box);
                }
                if (fits) cells |= triads;
            }
            permutable[pattern] = cells;
        }
    }
};
constexpr BandTables kTables = BandTables();

constexpr uint32_t kAllCells = 0x7FFFFFF;
constexpr uint32_t kRowsMask[8] = {0, 0x1FF, 0x3FE00, 0x3FFFF, 0x7FC0000, 0x7FC01FF, 0x7FFFE00, 0x7FFFFFF};

struct State {
    uint32_t cand[27];
    uint32_t seen[27];
    uint32_t unsolved[3];
    uint32_t rows_placed[3];
};

inline uint32_t row_mask_of_bit(uint32_t bit) {
    return bit < (1u << 9) ? 0x1FFu : bit < (1u << 18) ? 0x3FE00u : 0x7FC0000u;
}

class Solver {
public:
    long long guesses = 0;  // guesses made over all calls (benchmark statistics)

    // puzzle: 81 cells, 0 = empty, 1..9 = clue. On success writes 81 digits to solution and returns true.
    bool solve(const uint8_t* puzzle, uint8_t* solution) {
        State s;
        for (int i = 0; i < 27; ++i) s.cand[i] = kAllCells, s.seen[i] = 0;
        for (int b = 0; b < 3; ++b) s.unsolved[b] = kAllCells, s.rows_placed[b] = 0;
        for (int cell = 0; cell < 81; ++cell) {
            if (puzzle[cell] == 0) continue;
            int d = puzzle[cell] - 1, b = cell / 27, pos = cell % 27;
            place(s, d, b, 1u << pos);
        }
        solution_ = solution;
        return search(s);
    }

private:
    uint8_t* solution_ = nullptr;

    // Puts digit d on the cell `bit` of band b: its row keeps only that cell; propagation does the rest.
    static void place(State& s, int d, int b, uint32_t bit) { s.cand[3 * d + b] &= ~row_mask_of_bit(bit) | bit; }

    // One digit-band after a change: returns false on a contradiction.
    template <int B>
    static bool update(State& s, int d) {
        const int i = 3 * d + B;
        uint32_t a = s.cand[i];
        uint32_t pattern = kTables.triads_of_row[a & 0x1FF] | kTables.triads_of_row[(a >> 9) & 0x1FF] << 3 |
                           kTables.triads_of_row[a >> 18] << 6;
        a &= kTables.permutable[pattern];
        if (a == 0) return false;
        s.cand[i] = s.seen[i] = a;
        // Pointing: a box whose candidates lie in one column empties that column in the other bands.
        uint32_t columns = (a | a >> 9 | a >> 18) & 0x1FF;
        uint32_t locked = kTables.lone_column_per_box[columns];
        uint32_t locked_cells = locked | locked << 9 | locked << 18;
        s.cand[3 * d + (B == 0 ? 1 : 0)] &= ~locked_cells;
        s.cand[3 * d + (B == 2 ? 1 : 2)] &= ~locked_cells;
        uint32_t single_rows = kTables.single_in_row[a & 0x1FF] | kTables.single_in_row[(a >> 9) & 0x1FF] << 1 |
                               kTables.single_in_row[a >> 18] << 2;
        uint32_t new_rows = single_rows & ~(s.rows_placed[B] >> (3 * d)) & 7;
        if (new_rows == 0) return true;
        s.rows_placed[B] |= new_rows << (3 * d);
        uint32_t cells = a & kRowsMask[new_rows];
        s.unsolved[B] &= ~cells;
        for (int j = B; j < 27; j += 3) s.cand[j] &= ~cells;
        s.cand[i] = a;
        return true;
    }

    static bool propagate(State& s) {
        bool changed;
        do {
            changed = false;
            for (int d = 0; d < 9; ++d) {
                if (s.cand[3 * d] != s.seen[3 * d]) {
                    if (!update<0>(s, d)) return false;
                    changed = true;
                }
                if (s.cand[3 * d + 1] != s.seen[3 * d + 1]) {
                    if (!update<1>(s, d)) return false;
                    changed = true;
                }
                if (s.cand[3 * d + 2] != s.seen[3 * d + 2]) {
                    if (!update<2>(s, d)) return false;
                    changed = true;
                }
            }
        } while (changed);
        return true;
    }

    bool search(State& s) {
        for (;;) {
            if (!propagate(s)) return false;
            if ((s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0) {
                write_solution(s);
                return true;
            }
            // Bit-sliced counters per band: cells with >= 1, >= 2, >= 3 candidate digits.
            uint32_t singles[3], pairs[3], some_single = 0, some_pair = 0;
            for (int b = 0; b < 3; ++b) {
                uint32_t one = 0, two = 0, three = 0;
                for (int d = 0; d < 9; ++d) {
                    uint32_t x = s.cand[3 * d + b];
                    three |= two & x;
                    two |= one & x;
                    one |= x;
                }
                if (one != kAllCells) return false;
                singles[b] = ~two & s.unsolved[b];
                pairs[b] = two & ~three & s.unsolved[b];
                some_single |= singles[b];
                some_pair |= pairs[b];
            }
            if (some_single) {
                for (int b = 0; b < 3; ++b) {
                    if (!singles[b]) continue;
                    for (int d = 0; d < 9; ++d) {
                        uint32_t hit = s.cand[3 * d + b] & singles[b];
                        if (hit) place(s, d, b, hit & (0u - hit));
                    }
                }
                continue;
            }
            if (place_hidden_column_singles(s)) continue;
            if (!some_pair) return guess_fewest(s);
            int b = pairs[0] ? 0 : pairs[1] ? 1 : 2;
            uint32_t bit = pairs[b] & (0u - pairs[b]);
            int first = 0;
            while (!(s.cand[3 * first + b] & bit)) ++first;
            int second = first + 1;
            while (!(s.cand[3 * second + b] & bit)) ++second;
            ++guesses;
            State copy = s;
            place(copy, first, b, bit);
            if (search(copy)) return true;
            s.cand[3 * first + b] &= ~bit;  // the cell is now a naked single of `second`
        }
    }

    // Digit d in a column with a single candidate cell (over the 9 rows): place it. Returns true if
    // it placed something or found a column without candidates (propagation will then fail).
    static bool place_hidden_column_singles(State& s) {
        bool found = false;
        for (int d = 0; d < 9; ++d) {
            uint32_t once = 0, twice = 0;
            for (int b = 0; b < 3; ++b) {
                uint32_t a = s.cand[3 * d + b];
                for (int r = 0; r < 27; r += 9) {
                    uint32_t row = (a >> r) & 0x1FF;
                    twice |= once & row;
                    once |= row;
                }
            }
            if (once != 0x1FF) {
                s.cand[3 * d] = 0;
                return true;
            }
            uint32_t lone = once & ~twice;
            if (!lone) continue;
            uint32_t lone_cells = lone | lone << 9 | lone << 18;
            for (int b = 0; b < 3; ++b) {
                uint32_t hit = s.cand[3 * d + b] & lone_cells & s.unsolved[b];
                if (hit) {
                    place(s, d, b, hit & (0u - hit));
                    found = true;
                }
            }
        }
        return found;
    }

    // No bi-value cell: branch on every digit of an unsolved cell with the fewest candidates.
    bool guess_fewest(State& s) {
        int best_b = 0, best_count = 10;
        uint32_t best_bit = 0;
        for (int b = 0; b < 3; ++b) {
            for (uint32_t rest = s.unsolved[b]; rest; rest &= rest - 1) {
                uint32_t bit = rest & (0u - rest);
                int count = 0;
                for (int d = 0; d < 9; ++d) count += (s.cand[3 * d + b] & bit) != 0;
                if (count < best_count) best_count = count, best_b = b, best_bit = bit;
            }
        }
        for (int d = 0; d < 9; ++d) {
            if (!(s.cand[3 * d + best_b] & best_bit)) continue;
            ++guesses;
            State copy = s;
            place(copy, d, best_b, best_bit);
            if (search(copy)) return true;
        }
        return false;
    }

    void write_solution(const State& s) {
        for (int d = 0; d < 9; ++d)
            for (int b = 0; b < 3; ++b)
                for (uint32_t rest = s.cand[3 * d + b]; rest; rest &= rest - 1)
                    solution_[27 * b + __builtin_ctz(rest)] = (uint8_t)(d + 1);
    }
};

}  // namespace bit_parallel_core

class Solution {
public:
    long long guesses = 0;  // guesses over all calls on this object (benchmark statistics)

    void solveSudoku(vector<vector<char>>& board) {
        uint8_t puzzle[81], solution[81];
        for (int r = 0; r < 9; ++r)
            for (int c = 0; c < 9; ++c) puzzle[9 * r + c] = board[r][c] == '.' ? 0 : (uint8_t)(board[r][c] - '0');
        bit_parallel_core::Solver solver;
        if (!solver.solve(puzzle, solution)) return;  // LeetCode promises a solution; leave the board as is
        guesses += solver.guesses;
        for (int r = 0; r < 9; ++r)
            for (int c = 0; c < 9; ++c) board[r][c] = (char)('0' + solution[9 * r + c]);
    }
};
