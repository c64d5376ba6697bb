// expect: AC
/*
 * LeetCode 37. Sudoku Solver — bit-parallel bands: per digit, each band of 27 cells in one word
 * https://leetcode.com/problems/sudoku-solver/   (details and measurements: docs/bit_parallel.md)
 *
 * Representation (the JCZSolve family's, our own code): cand[9*b + d] is the set of cells of band b
 * (rows 3b..3b+2) where digit d+1 may still go; bit 9*r + c = row r of the band, column c:
 *
 *               box 2      box 1      box 0
 *     bit 26 [ c8 c7 c6 | c5 c4 c3 | c2 c1 c0 ]  row 2      a "triad" = a row of one box (3 bits)
 *            [ c8 c7 c6 | c5 c4 c3 | c2 c1 c0 ]  row 1
 *     bit 0  [ c8 c7 c6 | c5 c4 c3 | c2 c1 c0 ]  row 0
 *
 * Invariants between propagations: a placed digit keeps exactly its own cell in its row; bit 3*d + r
 * of rows_placed[b] is set once that single cell left the other 8 digits and its column left the
 * other two bands; unsolved[b] = cells not placed; bit i of `changed` = cand[i] changed since its
 * last update (every write outside update() sets it; update() reports the words it changes itself).
 *
 * Propagating a changed word A, without loops over cells:
 *  - locked candidates in the band: the digit's 3 triads form a permutation of the 3x3 (row, box)
 *    grid; row_info squeezes A to its 9-bit triad pattern and permutable[pattern] keeps the triads
 *    lying on some permutation (pointing, claiming, hidden singles in boxes; none left = contradiction);
 *  - pointing into columns: a box whose candidates sit in one column clears it in the other bands;
 *  - hidden singles in rows: a row with one cell places the digit.
 * When stuck: naked singles and bi-value cells from bit-sliced counters over the 9 digits, hidden singles
 * in columns (both four digits at a time in SSE2 lanes, where there is SSE2). Then a guess on the bi-value
 * cell with the most unsolved peers (semajyllek/sudoku's rule; on 2026-12-02 44.3 branch points a puzzle on 1905_11+'s
 * first 3,000, 45.7 on all, against 50.9 and 48.2 with the band-digit permutations that came first
 * until 2026-12-02), the first digit on a copy of the 136-byte state, the second in place; until a branch
 * has failed, a grid with at most 45 cells unsolved takes its first bi-value cell unscored (11% faster on
 * Serg's grids with many solutions, 2026-12-07). Past 1,000 branch points the search starts again
 * with minicolumn reasoning per stack at the root (claiming from columns into boxes; 3 digits per
 * minicolumn): it proves Norvig's "impossible" grid without a guess, but costs 6% on easy puzzles, where it
 * never pays. Each later restart doubles the budget and, by turns, tries the choices in the other order
 * and branches first on a band-digit's permutations (tdoku's "configurations": the digit's 3 triads in
 * one of the 6 arrangements of a band), except in a grid of fewer than 17 clues, never unique, where
 * fixing triads digit by digit can go astray for minutes. Clues are read with SSE2 compares and placed
 * all at once; the words left to update are tracked, not found by comparing the state with a copy.
 * Rejected after measuring (docs/bit_parallel.md): the stack rule (the band rule down the columns) in
 * every update, alone or in place of the column hidden singles, even run only where a column set changed
 * (3-11% fewer branch points, up to 33% slower); finding changed words by comparing the state with
 * a copy made at their last update (SIMD loads stall on the scalar stores just made: 9-17% slower on
 * all but the two easiest sets),
 * minicolumn reasoning at every depth (1.65x slower for -7% guesses), no column hidden singles
 * (+9% guesses, -7% speed), stacks' permutations as branch candidates too (-5% on 1106, -11% on
 * top1465), column-to-box claiming in every update (-7% to -25%), every minirow's "exactly 3 digits"
 * before each branch (-12% guesses, up to 21% slower), that and minicolumns at every branch (-27%, fewer
 * than tdoku on 1106, 1-36% slower), AVX-512 masked band clears (9-19% slower: a masked store is not
 * forwarded to the loads after it), AVX2 ones (0-3%, within the noise).
 * Portable: builtins only, plus SSE2 (baseline on x86-64) behind #if with a scalar fallback, and
 * always_inline where the compiler is GCC or Clang.
 * Time: exponential in the worst case; measured ~1.7 us (17 clues) to ~39 us (forum hardest) per puzzle
 * with -O2 (2026-12-07), docs/bench.md. Memory: 136 bytes per guess level (at most 81), 9 KB of constant tables.
 * Status: checked against the generator's solutions and the famous puzzles' (tests/test_solvers.cpp,
 * make unit) and on random puzzles (make stress); make bench verifies every answer; ASan/UBSan-clean on
 * all 110,764 puzzles of the public sets and 170 sparse grids (make bench-sanitize, in make test);
 * judged on testdata/leetcode-0037-sudoku-solver.
 */
#include <cstdint>
#include <cstring>
#include <vector>
#if defined(__SSE2__)
#include <emmintrin.h>  // baseline on every x86-64 compiler: no -march needed
#endif
using namespace std;

namespace bit_parallel_core {

// Constant tables, built at compile time (C++14 constexpr; shared text with the NYOJ twin).
struct BandTables {
    // row_info[r][x] for the 9-bit row x as row r of a band: its non-empty triads at bits 3r + box,
    // and bit 9 + r if x has exactly one cell. OR-ing the three rows' entries gives a band's triad
    // pattern (bits 0..8) and its single-cell rows (bits 9..11).
    uint16_t row_info[3][512];
    uint32_t lone_column_cells[512];  // 9 columns -> cells (3 rows) of columns alone in their box's 3
    uint32_t permutable[512];  // triad pattern -> 27-bit cells of the triads lying on a permutation
    uint16_t permutable9[512];     // the same as a 9-bit pattern
    uint16_t forced_triads[512];   // triad pattern -> its triads alone in their row
    uint8_t permutations_in[512];  // triad pattern -> bit p set if permutation p lies in it
    uint8_t permutation_count[512];  // the number of those bits
    uint32_t permutation_cells[6];   // permutation p -> the 27-bit cells of its 3 triads
    uint32_t peers_in_band[27];      // cell p of a band -> the cells of its row, box and column in that band
    uint64_t column_pair[27];        // cell p -> its column's cells in a band, at bit 0 and again at bit 32
    constexpr BandTables()
        : row_info(), lone_column_cells(), permutable(), permutable9(), forced_triads(), permutations_in(),
          permutation_count(), permutation_cells(), peers_in_band(), column_pair() {
        for (int x = 0; x < 512; ++x) {
            int triads = ((x & 7) ? 1 : 0) | ((x & 070) ? 2 : 0) | ((x & 0700) ? 4 : 0);
            int single = x != 0 && (x & (x - 1)) == 0;
            for (int r = 0; r < 3; ++r) row_info[r][x] = (uint16_t)(triads << (3 * r) | single << (9 + r));
            uint32_t lone = 0;
            for (int box = 0; box < 3; ++box) {
                uint32_t three = (x >> (3 * box)) & 7;
                if (three == 1 || three == 2 || three == 4) lone |= three << (3 * box);
            }
            lone_column_cells[x] = lone | lone << 9 | lone << 18;
        }
        for (int p = 0; p < 27; ++p) {
            const uint32_t column = 0x40201u << (p % 9);
            peers_in_band[p] = 0x1FFu << (9 * (p / 9)) | 0x1C0E07u << (3 * (p % 9 / 3)) | column;
            column_pair[p] = column | (uint64_t)column << 32;
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
                permutation_cells[p] = triads;
                if (fits) {
                    cells |= triads;
                    permutations_in[pattern] = (uint8_t)(permutations_in[pattern] | 1 << p);
                    ++permutation_count[pattern];
                }
            }
            permutable[pattern] = cells;
            uint32_t p9 = 0, forced = 0;
            for (int t = 0; t < 9; ++t)
                if ((cells >> (9 * (t / 3) + 3 * (t % 3))) & 1) p9 |= 1u << t;
            for (int r = 0; r < 3; ++r) {
                int row = (pattern >> (3 * r)) & 7;
                if (row == 1 || row == 2 || row == 4) forced |= (uint32_t)row << (3 * r);
            }
            permutable9[pattern] = (uint16_t)p9;
            forced_triads[pattern] = (uint16_t)forced;
        }
    }
};
constexpr BandTables kTables = BandTables();

constexpr uint32_t kAllCells = 0x7FFFFFF;
// Word i = 9 * band + digit: its band, and the same digit's words in the next two bands (table lookups
// instead of a three-way branch on i in propagate: 31% fewer mispredicted branches, up to 8% faster
// natively, even with portable g++).
constexpr uint8_t kBandOf[27] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2};
constexpr uint8_t kNextBand[27] = {9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22,
                                   23, 24, 25, 26, 0, 1, 2, 3, 4, 5, 6, 7, 8};
constexpr uint8_t kThirdBand[27] = {18, 19, 20, 21, 22, 23, 24, 25, 26, 0, 1, 2, 3, 4,
                                    5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17};
constexpr uint32_t kRowsMask[8] = {0, 0x1FF, 0x3FE00, 0x3FFFF, 0x7FC0000, 0x7FC01FF, 0x7FFFE00, 0x7FFFFFF};

struct State {
    uint32_t cand[27];         // cand[9 * band + digit]
    uint32_t changed;          // bit i: cand[i] changed since it was last propagated
    uint32_t unsolved[3];      // per band: cells without a placed digit
    uint32_t rows_placed[3];   // per band: bit 3 * digit + row once that row's single cell is placed
};


// Forced inline under GCC and Clang. Plain `inline` is not enough under NYOJ's command (no -O2, the file's
// `#pragma GCC optimize("O2")` instead): GCC then left these helpers as calls, 7% of the instructions
// of the 99 hardest grids (2026-12-07); with -O2 or -O3 they are inlined either way.
#if defined(__GNUC__)
#define BIT_PARALLEL_ALWAYS_INLINE __attribute__((always_inline)) inline
#else
#define BIT_PARALLEL_ALWAYS_INLINE inline
#endif

// Bits set in x: one instruction where the target has POPCNT, else a few shifts (no libgcc call).
BIT_PARALLEL_ALWAYS_INLINE int count_bits(uint32_t x) {
#if defined(__POPCNT__)
    return __builtin_popcount(x);
#else
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
#endif
}

BIT_PARALLEL_ALWAYS_INLINE int count_bits64(uint64_t x) {
#if defined(__POPCNT__)
    return __builtin_popcountll(x);
#else
    return count_bits((uint32_t)x) + count_bits((uint32_t)(x >> 32));
#endif
}

// Bit r set if row r of the band holds one of `cells` (kRowsMask turns it into cells).
BIT_PARALLEL_ALWAYS_INLINE uint32_t rows_holding(uint32_t cells) {
    return ((cells & 0x1FF) != 0) | ((cells & 0x3FE00) != 0) << 1 | ((cells >> 18) != 0) << 2;
}

BIT_PARALLEL_ALWAYS_INLINE uint32_t band_info(uint32_t a) {
    return kTables.row_info[0][a & 0x1FF] | kTables.row_info[1][(a >> 9) & 0x1FF] | kTables.row_info[2][a >> 18];
}

// Bit-sliced counters over a band's 9 words: the cells with >= 1, >= 2, >= 3 candidate digits. With
// SSE2, digits 0-3 and 4-7 lane by lane, the four lanes folded into one, then digit 8 (1-2% faster).
BIT_PARALLEL_ALWAYS_INLINE void count_digits(const uint32_t* band, uint32_t& one, uint32_t& two, uint32_t& three) {
#if defined(__SSE2__)
    const __m128i v0 = _mm_loadu_si128((const __m128i*)band), v1 = _mm_loadu_si128((const __m128i*)(band + 4));
    __m128i o = _mm_or_si128(v0, v1), t = _mm_and_si128(v0, v1), h = _mm_setzero_si128();
    for (int fold = 0; fold < 2; ++fold) {  // lanes (0 1 2 3) with (2 3 0 1), then with (1 0 3 2)
        const __m128i os = fold ? _mm_shuffle_epi32(o, 0xB1) : _mm_shuffle_epi32(o, 0x4E);
        const __m128i ts = fold ? _mm_shuffle_epi32(t, 0xB1) : _mm_shuffle_epi32(t, 0x4E);
        const __m128i hs = fold ? _mm_shuffle_epi32(h, 0xB1) : _mm_shuffle_epi32(h, 0x4E);
        h = _mm_or_si128(_mm_or_si128(h, hs), _mm_or_si128(_mm_and_si128(t, os), _mm_and_si128(o, ts)));
        t = _mm_or_si128(_mm_or_si128(t, ts), _mm_and_si128(o, os));
        o = _mm_or_si128(o, os);
    }
    one = (uint32_t)_mm_cvtsi128_si32(o), two = (uint32_t)_mm_cvtsi128_si32(t), three = (uint32_t)_mm_cvtsi128_si32(h);
    three |= two & band[8];
    two |= one & band[8];
    one |= band[8];
#else
    one = two = three = 0;
    for (int d = 0; d < 9; ++d) {
        three |= two & band[d];
        two |= one & band[d];
        one |= band[d];
    }
#endif
}

class Solver {
public:
    long long guesses = 0;  // guesses made over all calls (benchmark statistics)

    // text: 81 cells row by row, '1'..'9' a clue, any other character an empty cell. On success writes
    // the 81 digits of the solution, as characters, to solution and returns true.
    bool solve(const char* text, char* solution) {
        State s;
        uint32_t clues[27];
        read_clues(text, clues);
        // Every clue placed at once, as place() and update() would leave it: its digit's row and
        // column keep only its cell, the other digits lose that cell. Boxes and all that follows come
        // from propagation, which sees every word as changed.
        uint32_t placed[3] = {0, 0, 0}, column_cells[9];
        for (int d = 0; d < 9; ++d) {
            uint32_t w = clues[d] | clues[9 + d] | clues[18 + d];
            uint32_t columns = (w | w >> 9 | w >> 18) & 0x1FF;
            column_cells[d] = columns * 0x40201u;
        }
        for (int b = 0; b < 3; ++b) {
            for (int d = 0; d < 9; ++d) placed[b] |= clues[9 * b + d];
            s.unsolved[b] = kAllCells & ~placed[b];
            s.rows_placed[b] = 0;
            for (int d = 0; d < 9; ++d) {
                uint32_t w = clues[9 * b + d], rows = rows_holding(w);
                s.cand[9 * b + d] = (kAllCells & ~kRowsMask[rows] & ~column_cells[d] & ~placed[b]) | w;
                s.rows_placed[b] |= rows << (3 * d);
            }
        }
        s.changed = kAllCells;
        solution_ = solution;
        // Cheap inference first, branching on cells. A puzzle that needs more than kRestartAfter branch
        // points starts again with minicolumn reasoning at the root (see search), and again and again,
        // each time with twice the budget, by turns branching on a digit's triad permutations first
        // and trying every branch's choices in the other order: another order of search for a grid
        // whose first one went astray. A search that ends within its budget has searched the whole
        // tree: no solution. A grid of fewer than 17 clues has several solutions or none (McGuire,
        // Tugemann and Civario, 2012) and never branches on permutations: with 8 to 12 clues, fixing
        // triads digit by digit can lead into a huge subtree without a solution (a 9-clue grid: over
        // 60 s), where branching on cells finds a solution at once.
        const State start = s;
        minicolumns_ = reversed_ = permutations_ = backtracked_ = false;
        const bool sparse = count_bits(placed[0]) + count_bits(placed[1]) + count_bits(placed[2]) < kFewestUniqueClues;
        for (long long attempt = 0, allowance = kRestartAfter;; ++attempt, allowance *= 2) {
            budget_ = guesses + allowance;
            State trial = start;
            if (search(trial, 0)) return true;
            if (guesses <= budget_) return false;
            // Restarts 1, 2, 3, 4 (then again, each with minicolumns at the root): cells in the other
            // order, permutations, permutations in the other order, cells.
            minicolumns_ = true;
            permutations_ = !sparse && (attempt % 4 == 1 || attempt % 4 == 2);
            reversed_ = attempt % 2 == 0;
        }
    }

private:
    char* solution_ = nullptr;
    long long budget_ = 0;     // search gives up once guesses exceeds this
    bool minicolumns_ = false;  // minicolumn reasoning at the root
    bool permutations_ = false;  // branch on a digit's triad permutations before cells (on restarts)
    bool reversed_ = false;     // a branch's choices tried last first
    bool backtracked_ = false;  // a branch of this grid's search has failed (always so before a restart)
    static constexpr long long kRestartAfter = 1000;  // every public puzzle needs fewer (543 at most)
    static constexpr int kFewestUniqueClues = 17;       // no grid with fewer has a unique solution
    static constexpr int kAlwaysScoredAbove = 45;       // unsolved cells above which the cell is always scored

    // clues[9 * band + digit] = the cells of that band holding that digit's clues.
    static void read_clues(const char* text, uint32_t* clues) {
#if defined(__SSE2__)
        char padded[96];
        memcpy(padded, text, 81);
        memset(padded + 81, 0, sizeof padded - 81);
        __m128i chunks[6];
        for (int k = 0; k < 6; ++k) chunks[k] = _mm_loadu_si128((const __m128i*)(padded + 16 * k));
        for (int d = 0; d < 9; ++d) {
            __m128i digit = _mm_set1_epi8((char)('1' + d));
            uint64_t low = 0, high = 0;  // cells 0..63, 64..95
            for (int k = 0; k < 4; ++k)
                low |= (uint64_t)(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(chunks[k], digit)) << (16 * k);
            for (int k = 4; k < 6; ++k)
                high |= (uint64_t)(uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(chunks[k], digit)) << (16 * (k - 4));
            clues[d] = (uint32_t)low & kAllCells;
            clues[9 + d] = (uint32_t)(low >> 27) & kAllCells;
            clues[18 + d] = (uint32_t)(low >> 54 | high << 10) & kAllCells;
        }
#else
        for (int i = 0; i < 27; ++i) clues[i] = 0;
        for (int cell = 0; cell < 81; ++cell)
            if (text[cell] >= '1' && text[cell] <= '9') clues[9 * (cell / 27) + text[cell] - '1'] |= 1u << (cell % 27);
#endif
    }

    // Puts digit d on cells of band b, all at once: each row of `cells` keeps only its first cell;
    // propagation does the rest. Two cells in one row cannot both hold d, so the puzzle has no solution
    // here; the one dropped leaves a cell or a column without candidates, which a later step finds.
    BIT_PARALLEL_ALWAYS_INLINE static void place(State& s, int b, int d, uint32_t cells) {
        uint32_t r0 = cells & 0x1FF, r1 = cells & 0x3FE00, r2 = cells & 0x7FC0000;
        uint32_t first = (r0 & (0u - r0)) | (r1 & (0u - r1)) | (r2 & (0u - r2));
        s.cand[9 * b + d] &= ~kRowsMask[rows_holding(cells)] | first;
        s.changed |= 1u << (9 * b + d);
    }

    // Word i (digit d of band B) after a change: returns false on a contradiction, and sets in `next`
    // the bit of every other word it changes. Forced inline into propagate (10% faster, third round).
    BIT_PARALLEL_ALWAYS_INLINE static bool update(State& s, int i, uint32_t& next) {
        const int B = kBandOf[i], d = i - 9 * B;
        uint32_t a = s.cand[i];
        uint32_t info = band_info(a);
        a &= kTables.permutable[info & 0x1FF];
        if (a == 0) return false;
        // Looked up again whether or not a changed: a branch here mispredicts (3-10% slower).
        info = band_info(a);  // the same triads survive a second pass: only the single rows change
        s.cand[i] = a;
        // Pointing: a box whose candidates lie in one column empties that column in the other bands.
        uint32_t locked = kTables.lone_column_cells[(a | a >> 9 | a >> 18) & 0x1FF];
        const int j1 = kNextBand[i], j2 = kThirdBand[i];
        uint32_t o1 = s.cand[j1], o2 = s.cand[j2];
        next |= (uint32_t)((o1 & locked) != 0) << j1 | (uint32_t)((o2 & locked) != 0) << j2;
        s.cand[j1] = o1 & ~locked;
        s.cand[j2] = o2 & ~locked;
        uint32_t new_rows = (info >> 9) & ~(s.rows_placed[B] >> (3 * d)) & 7;
        if (new_rows == 0) return true;
        s.rows_placed[B] |= new_rows << (3 * d);
        uint32_t cells = a & kRowsMask[new_rows];
        s.unsolved[B] &= ~cells;
        uint32_t* band = s.cand + 9 * B;
        // The placed cells leave the other 8 digits; `hit` = the digits that had one of them.
        uint32_t hit;
#if defined(__SSE2__)
        __m128i c = _mm_set1_epi32((int)cells), zero = _mm_setzero_si128();
        __m128i w0 = _mm_loadu_si128((const __m128i*)band), w1 = _mm_loadu_si128((const __m128i*)(band + 4));
        hit = ~((uint32_t)_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(w0, c), zero))) |
                (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(_mm_and_si128(w1, c), zero))) << 4) & 0xFF;
        _mm_storeu_si128((__m128i*)band, _mm_andnot_si128(c, w0));
        _mm_storeu_si128((__m128i*)(band + 4), _mm_andnot_si128(c, w1));
#else
        hit = 0;
        for (int j = 0; j < 8; ++j) {
            hit |= (uint32_t)((band[j] & cells) != 0) << j;
            band[j] &= ~cells;
        }
#endif
        hit |= (uint32_t)((band[8] & cells) != 0) << 8;
        band[8] &= ~cells;
        band[d] = a;
        next |= (hit & ~(1u << d)) << (9 * B);
        return true;
    }

    // Updates every changed word, in passes: a word changed during a pass waits for the next one
    // (one update sees all its changes), unless its own update in this pass comes later.
    static bool propagate(State& s) {
        for (uint32_t todo = s.changed; todo;) {
            uint32_t next = 0;
            do {
                int i = __builtin_ctz(todo);
                todo &= todo - 1;
                next &= ~(1u << i);  // this update brings word i up to date
                bool ok = update(s, i, next);
                if (!ok) return false;
            } while (todo);
            todo = next;
        }
        s.changed = 0;
        return true;
    }

    bool search(State& s, int depth) {
        for (;;) {
            if (!propagate(s)) return false;
            if ((s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0) {
                write_solution(s);
                return true;
            }
            // Bit-sliced counters per band: cells with >= 1, >= 2, >= 3 candidate digits.
            uint32_t singles[3], pairs[3], some_single = 0, some_pair = 0;
            for (int b = 0; b < 3; ++b) {
                const uint32_t* band = s.cand + 9 * b;
                uint32_t one, two, three;
                count_digits(band, one, two, three);
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
                        uint32_t hit = s.cand[9 * b + d] & singles[b];
                        if (hit) place(s, b, d, hit);
                    }
                }
                continue;
            }
            if (place_hidden_column_singles(s)) continue;
            // On a restart, at the root only: a deduction missed there costs the whole tree (Norvig's
            // "impossible" puzzle: 52,756 guesses without, 0 with), but it costs 6% on the unbiased
            // set, where it never pays; deeper it costs more than the guesses it saves.
            if (minicolumns_ && depth == 0) {
                int minicolumns = fill_minicolumns(s);
                if (minicolumns < 0) return false;
                if (minicolumns > 0) continue;
            }
            // On a restart, by turns: branch on where a digit's three triads go in a band, every
            // permutation left but the last on a copy, the last in place. Each branch fixes 3 triads at
            // once; it was the first choice until 2026-12-02, when the bi-value cell below needed fewer
            // branch points on the forum's hardest (44.3 against 50.9 on 1905_11+, docs/bit_parallel.md).
            int word = -1;
            uint32_t permutations = permutations_ ? choose_permutations(s, word) : 0;
            if (permutations) {
                if (++guesses > budget_) return false;
                for (;;) {
                    const uint32_t pick = reversed_ ? 1u << (31 - __builtin_clz(permutations))
                                                    : permutations & (0u - permutations);
                    const uint32_t cells = kTables.permutation_cells[__builtin_ctz(pick)];
                    permutations &= ~pick;
                    if (!permutations) {  // the last, in place
                        s.cand[word] &= cells;
                        s.changed |= 1u << word;
                        break;
                    }
                    State copy = s;
                    copy.cand[word] &= cells;
                    copy.changed |= 1u << word;
                    if (search(copy, depth + 1)) return true;
                }
                continue;
            }
            // Guess on the bi-value cell with the most unsolved peers (in its row, column and box):
            // the guess whose placement reaches the most cells. The first digit on a copy, the second
            // in place. Without a bi-value cell, every digit of a cell with the fewest candidates.
            // Scoring the cells costs a tenth of the time of a grid with many solutions (Serg's), where
            // guess after guess leads on to a solution and any cell would do. So until a branch of the
            // search has failed, a grid with at most kAlwaysScoredAbove cells unsolved takes its first
            // bi-value cell (serg 11% faster, the other sets within 2.5%); with more cells left, at the top of the tree,
            // a poor guess costs even a grid that has not failed yet (docs/bit_parallel.md, 7th round).
            if (!some_pair) return guess_fewest(s, depth);
            int b = 0;
            uint32_t bit = 0;
            if (!backtracked_ && count_bits(s.unsolved[0]) + count_bits(s.unsolved[1]) + count_bits(s.unsolved[2]) <=
                                     kAlwaysScoredAbove) {
                b = pairs[0] ? 0 : pairs[1] ? 1 : 2;
                bit = pairs[b] & (0u - pairs[b]);
            } else {
                int most = -1;
                for (int k = 0; k < 3; ++k) {
                    const uint32_t unsolved = s.unsolved[k];
                    const uint64_t other_bands = s.unsolved[(k + 1) % 3] | (uint64_t)s.unsolved[(k + 2) % 3] << 32;
                    for (uint32_t rest = pairs[k]; rest; rest &= rest - 1) {
                        const int p = __builtin_ctz(rest);
                        const int peers = count_bits(unsolved & kTables.peers_in_band[p]) +
                                          count_bits64(other_bands & kTables.column_pair[p]);
                        if (peers > most) most = peers, b = k, bit = rest & (0u - rest);
                    }
                }
            }
            const uint32_t* band = s.cand + 9 * b;
            int first = reversed_ ? 8 : 0;
            while (!(band[first] & bit)) first += reversed_ ? -1 : 1;
            if (++guesses > budget_) return false;
            State copy = s;
            place(copy, b, first, bit);
            if (search(copy, depth + 1)) return true;
            backtracked_ = true;
            s.cand[9 * b + first] &= ~bit;  // the cell is now a naked single of the other digit
            s.changed |= 1u << (9 * b + first);
        }
    }

    // The band with the fewest digit permutations in all (as tdoku picks its band), not yet down to
    // one per digit, and in it the digit with the fewest (2 if any). Returns that digit's permutations
    // (a bit per permutation, see permutation_cells) and sets word to its index in cand; returns 0 if
    // every band is fixed.
    static uint32_t choose_permutations(const State& s, int& word) {
        uint32_t best = ~0u;  // (permutations in band, permutations of digit, word), smallest first
        for (int b = 0; b < 3; ++b) {
            uint32_t in_band = 0, fewest = 0xFFF;
            for (int d = 0; d < 9; ++d) {
                uint32_t count = kTables.permutation_count[band_info(s.cand[9 * b + d]) & 0x1FF];
                in_band += count;
                uint32_t key = count < 2 ? 0xFFFu : count << 8 | (uint32_t)(9 * b + d);
                fewest = fewest < key ? fewest : key;
            }
            uint32_t key = fewest == 0xFFF ? ~0u : in_band << 12 | fewest;
            best = best < key ? best : key;
        }
        if (best == ~0u) return 0;
        word = (int)(best & 0xFF);
        return kTables.permutations_in[band_info(s.cand[word]) & 0x1FF];
    }

    // Digit d in a column with a single candidate cell (over the 9 rows): place it. Returns true if
    // it placed something or found a column without candidates (propagation will then fail). With SSE2,
    // digits 0-3 and 4-7 four at a time (10% faster on serg, 6% on the forum's hardest), digit 8 alone.
    static bool place_hidden_column_singles(State& s) {
        bool found = false;
        int d = 0;
#if defined(__SSE2__)
        const __m128i low9 = _mm_set1_epi32(0x1FF), zero = _mm_setzero_si128();
        const __m128i unsolved[3] = {_mm_set1_epi32((int)s.unsolved[0]), _mm_set1_epi32((int)s.unsolved[1]),
                                     _mm_set1_epi32((int)s.unsolved[2])};
        for (; d < 8; d += 4) {
            __m128i a[3];
            for (int b = 0; b < 3; ++b) a[b] = _mm_loadu_si128((const __m128i*)(s.cand + 9 * b + d));
            // Per (row of band, column), over the 3 bands of each lane's digit: in >= 1, in >= 2.
            const __m128i any = _mm_or_si128(_mm_or_si128(a[0], a[1]), a[2]);
            const __m128i more = _mm_or_si128(_mm_and_si128(a[0], a[1]), _mm_and_si128(a[2], _mm_or_si128(a[0], a[1])));
            // Folded over the 3 rows of a band: the columns with >= 1 and >= 2 candidate cells.
            const __m128i r0 = _mm_and_si128(any, low9), r1 = _mm_and_si128(_mm_srli_epi32(any, 9), low9),
                          r2 = _mm_srli_epi32(any, 18);
            const __m128i once = _mm_or_si128(_mm_or_si128(r0, r1), r2);
            const __m128i more_rows =
                _mm_or_si128(_mm_or_si128(more, _mm_srli_epi32(more, 9)), _mm_srli_epi32(more, 18));
            const __m128i two_rows = _mm_or_si128(_mm_and_si128(r0, r1), _mm_and_si128(r2, _mm_or_si128(r0, r1)));
            const __m128i twice = _mm_or_si128(_mm_and_si128(more_rows, low9), two_rows);
            const uint32_t full = (uint32_t)_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(once, low9)));
            if (full != 0xF) {  // a column without a cell for one of the four digits
                const int empty = d + __builtin_ctz(~full);
                s.cand[empty] = 0;
                s.changed |= 1u << empty;
                return true;
            }
            const __m128i lone = _mm_andnot_si128(twice, once);
            const __m128i lone_cells =
                _mm_or_si128(_mm_or_si128(lone, _mm_slli_epi32(lone, 9)), _mm_slli_epi32(lone, 18));
            __m128i hits[3], all = zero;
            for (int b = 0; b < 3; ++b) {
                hits[b] = _mm_and_si128(_mm_and_si128(a[b], lone_cells), unsolved[b]);
                all = _mm_or_si128(all, hits[b]);
            }
            uint32_t lanes = ~(uint32_t)_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(all, zero))) & 0xF;
            if (!lanes) continue;
            alignas(16) uint32_t hit[3][4];
            for (int b = 0; b < 3; ++b) _mm_store_si128((__m128i*)hit[b], hits[b]);
            for (; lanes; lanes &= lanes - 1) {
                const int lane = __builtin_ctz(lanes);
                for (int b = 0; b < 3; ++b)
                    if (hit[b][lane]) place(s, b, d + lane, hit[b][lane]);
            }
            found = true;
        }
#endif
        for (; d < 9; ++d) {
            uint32_t a0 = s.cand[d], a1 = s.cand[9 + d], a2 = s.cand[18 + d];
            // Per (row of band, column): in >= 1 band, in >= 2 bands; then fold the 3 rows.
            uint32_t any = a0 | a1 | a2, more = (a0 & a1) | (a2 & (a0 | a1));
            uint32_t r0 = any & 0x1FF, r1 = (any >> 9) & 0x1FF, r2 = any >> 18;
            uint32_t once = r0 | r1 | r2;
            uint32_t twice = ((more | more >> 9 | more >> 18) & 0x1FF) | (r0 & r1) | (r2 & (r0 | r1));
            if (once != 0x1FF) {
                s.cand[d] = 0;
                s.changed |= 1u << d;
                return true;
            }
            uint32_t lone = once & ~twice;
            if (!lone) continue;
            uint32_t lone_cells = lone | lone << 9 | lone << 18;
            for (int b = 0; b < 3; ++b) {
                uint32_t hit = s.cand[9 * b + d] & lone_cells & s.unsolved[b];
                if (hit) {
                    place(s, b, d, hit);
                    found = true;
                }
            }
        }
        return found;
    }

    // Per stack (3 columns), the minicolumns (a column's 3 cells in one band) as a 3x3 (band, column)
    // grid: each digit uses a permutation of it (the band rule transposed: claiming from columns into
    // boxes), and each minicolumn holds exactly 3 digits: more than 3 forced into one, or fewer than
    // 3 possible, is a contradiction; 3 forced ones exclude the others; 3 possible ones are all forced.
    // Returns -1 on a contradiction, 1 if candidates were removed, else 0.
    static int fill_minicolumns(State& s) {
        bool changed = false;
        uint32_t columns[27];  // per digit-band: the columns with a candidate
        for (int i = 0; i < 27; ++i) columns[i] = (s.cand[i] | s.cand[i] >> 9 | s.cand[i] >> 18) & 0x1FF;
        for (int k = 0; k < 9; k += 3) {
            // Per digit, 9 bits: bit 3 * band + j = column k + j has a candidate in that band.
            uint32_t allowed[9], forced[9];
            bool narrowed = false;
            uint32_t forced1 = 0, forced2 = 0, forced3 = 0, forced4 = 0;
            uint32_t possible1 = 0, possible2 = 0, possible3 = 0, possible4 = 0;
            for (int d = 0; d < 9; ++d) {
                uint32_t pattern = ((columns[d] >> k) & 7) | ((columns[9 + d] >> k) & 7) << 3 |
                                   ((columns[18 + d] >> k) & 7) << 6;
                uint32_t a = allowed[d] = kTables.permutable9[pattern];
                if (a == 0) return -1;
                narrowed |= a != pattern;
                uint32_t f = forced[d] = kTables.forced_triads[a];
                forced4 |= forced3 & f, forced3 |= forced2 & f, forced2 |= forced1 & f, forced1 |= f;
                possible4 |= possible3 & a, possible3 |= possible2 & a, possible2 |= possible1 & a, possible1 |= a;
            }
            if (forced4 || possible3 != 0x1FF) return -1;
            uint32_t three_possible = possible3 & ~possible4;
            uint32_t work = 0;
            for (int d = 0; d < 9; ++d) work |= allowed[d] & ~forced[d] & (forced3 | three_possible);
            if (!work && !narrowed) continue;
            changed |= narrowed;
            for (int d = 0; d < 9; ++d) {
                uint32_t keep = allowed[d] & ~(forced3 & ~forced[d]);
                uint32_t must = three_possible & keep & ~forced[d];
                for (uint32_t rest = must; rest; rest &= rest - 1) {
                    int t = __builtin_ctz(rest);
                    keep &= ~(7u << (3 * (t / 3))) | (1u << t);  // its band keeps only that column
                }
                if (keep != allowed[d]) changed = true;
                for (int b = 0; b < 3; ++b) {
                    uint32_t drop = (7u << k) & ~(((keep >> (3 * b)) & 7) << k);
                    if (drop) {
                        s.cand[9 * b + d] &= ~(drop * 0x40201u);
                        s.changed |= 1u << (9 * b + d);
                    }
                }
            }
        }
        return changed ? 1 : 0;
    }

    // No bi-value cell: branch on every digit of an unsolved cell with the fewest candidates.
    bool guess_fewest(State& s, int depth) {
        int best_b = 0, best_count = 10;
        uint32_t best_bit = 0;
        for (int b = 0; b < 3; ++b) {
            for (uint32_t rest = s.unsolved[b]; rest; rest &= rest - 1) {
                uint32_t bit = rest & (0u - rest);
                int count = 0;
                for (int d = 0; d < 9; ++d) count += (s.cand[9 * b + d] & bit) != 0;
                if (count < best_count) best_count = count, best_b = b, best_bit = bit;
            }
        }
        for (int k = 0; k < 9; ++k) {
            const int d = reversed_ ? 8 - k : k;
            if (!(s.cand[9 * best_b + d] & best_bit)) continue;
            if (++guesses > budget_) return false;
            State copy = s;
            place(copy, best_b, d, best_bit);
            if (search(copy, depth + 1)) return true;
            backtracked_ = true;
        }
        return false;
    }

    // Solved, i.e. every cell placed and nothing left to propagate: each placed cell sits in one word
    // only, and each of a band's 27 rows of words is non-empty (else `update` failed), so by counting,
    // 27 cells for 27 rows, every row holds exactly one cell. A clue repeated in its row, column or box
    // never gets here: its band or column runs out of cells for the other digits (test_solvers.cpp).
    void write_solution(const State& s) {
        for (int b = 0; b < 3; ++b)
            for (int d = 0; d < 9; ++d) {
                uint32_t a = s.cand[9 * b + d];
                char* band = solution_ + 27 * b;
                band[__builtin_ctz(a & 0x1FF)] = (char)('1' + d);
                band[__builtin_ctz(a & 0x3FE00)] = (char)('1' + d);
                band[__builtin_ctz(a & 0x7FC0000)] = (char)('1' + d);
            }
    }
};

}  // namespace bit_parallel_core

class Solution {
public:
    long long guesses = 0;  // guesses over all calls on this object (benchmark statistics)

    void solveSudoku(vector<vector<char>>& board) {
        char text[81], solution[81];
        for (int r = 0; r < 9; ++r) memcpy(text + 9 * r, board[r].data(), 9);
        bit_parallel_core::Solver solver;
        bool solved = solver.solve(text, solution);
        guesses += solver.guesses;
        if (!solved) return;  // LeetCode promises a solution; leave the board as is
        for (int r = 0; r < 9; ++r) memcpy(board[r].data(), solution + 9 * r, 9);
    }
};
