/*
 * Luogu P1074 [NOIP 2009] 靶形数独 (target sudoku) — bitmask candidates, fewest first, with a score bound
 * A completion scores the sum of digit × weight over all 81 cells, the weight of cell (r, c) being
 * 6 + min(r, c, 8 - r, 8 - c): 6 on the outer ring up to 10 at the centre. Print the highest score
 * over all completions, or -1 when there is none.
 * free_in_unit_[u] is a 9-bit mask, bit d-1 set while digit d is still free in unit u (units 0-8 rows,
 * 9-17 columns, 18-26 boxes); a cell's candidates are the AND of its three masks. Each node computes the
 * candidates of every empty cell: one with none is a dead end; the sum over them of (largest candidate
 * × weight) bounds what the empty cells can still add, and a branch whose score plus that bound cannot
 * beat the best completion found is cut. Otherwise branch on the cell with the fewest candidates,
 * largest digit first, so that high scores are found early and the bound cuts more.
 * Input: 9 lines of 9 digits 0-9 (0 = empty) separated by whitespace; bad input prints one line on stderr
 * and exits 1. A given digit that repeats in its unit allows no completion: -1.
 * Time: exponential in the worst case; O(e) per placement for e empty cells. Memory: O(1).
 * Status: judged on testdata/luogu-p1074-target-sudoku (make judge).
 */
// expect: AC
#include <algorithm>
#include <iostream>
#include <string>

namespace {

class BestCompletion {
public:
    // The givens (81 values, 0 empty); false when two of them share a unit.
    bool set_givens(const int* givens) {
        for (int unit = 0; unit < 27; ++unit) free_in_unit_[unit] = kAllDigits;
        empty_count_ = 0;
        given_score_ = 0;
        for (int cell = 0; cell < 81; ++cell) {
            if (givens[cell] == 0) {
                empty_[empty_count_++] = cell;
                continue;
            }
            const unsigned bit = 1u << (givens[cell] - 1);
            if ((candidates_of(cell) & bit) == 0) return false;
            toggle(cell, bit);
            given_score_ += givens[cell] * weight(cell);
        }
        return true;
    }

    int best_score() {
        best_ = -1;
        search(0, given_score_);
        return best_;
    }

private:
    static constexpr unsigned kAllDigits = 0x1FF;
    unsigned free_in_unit_[27];
    int empty_[81];
    int empty_count_ = 0;
    int given_score_ = 0;
    int best_ = -1;

    static int weight(int cell) {
        const int r = cell / 9, c = cell % 9;
        return 6 + std::min(std::min(r, c), std::min(8 - r, 8 - c));
    }
    static int unit_of(int cell, int kind) {
        return kind == 0 ? cell / 9 : kind == 1 ? 9 + cell % 9 : 18 + cell / 27 * 3 + cell % 9 / 3;
    }
    unsigned candidates_of(int cell) const {
        return free_in_unit_[unit_of(cell, 0)] & free_in_unit_[unit_of(cell, 1)] & free_in_unit_[unit_of(cell, 2)];
    }
    // Places or removes the digit whose bit is `digit_bit`: the same XOR does both.
    void toggle(int cell, unsigned digit_bit) {
        for (int kind = 0; kind < 3; ++kind) free_in_unit_[unit_of(cell, kind)] ^= digit_bit;
    }

    void search(int depth, int score) {
        if (depth == empty_count_) {
            best_ = std::max(best_, score);
            return;
        }
        int chosen = depth, fewest = 10, bound = 0;
        for (int i = depth; i < empty_count_; ++i) {
            const unsigned candidates = candidates_of(empty_[i]);
            if (candidates == 0) return;
            bound += (32 - __builtin_clz(candidates)) * weight(empty_[i]);  // its largest candidate
            const int count = __builtin_popcount(candidates);
            if (count < fewest) fewest = count, chosen = i;
        }
        if (score + bound <= best_) return;
        std::swap(empty_[depth], empty_[chosen]);
        const int cell = empty_[depth];
        for (unsigned left = candidates_of(cell); left != 0;) {
            const int digit = 32 - __builtin_clz(left);  // the largest first
            const unsigned bit = 1u << (digit - 1);
            left ^= bit;
            toggle(cell, bit);
            search(depth + 1, score + digit * weight(cell));
            toggle(cell, bit);
        }
        std::swap(empty_[depth], empty_[chosen]);
    }
};

}  // namespace

int main() {
    std::ios::sync_with_stdio(false);
    int givens[81];
    for (int cell = 0; cell < 81; ++cell) {
        std::string token;
        if (!(std::cin >> token) || token.size() != 1 || token[0] < '0' || token[0] > '9') {
            std::cerr << "input: row " << cell / 9 + 1 << ", column " << cell % 9 + 1 << ": expected a digit 0-9, got "
                      << (token.empty() ? "end of input" : "'" + token + "'") << '\n';
            return 1;
        }
        givens[cell] = token[0] - '0';
    }
    BestCompletion search;
    std::cout << (search.set_givens(givens) ? search.best_score() : -1) << '\n';
    return 0;
}
