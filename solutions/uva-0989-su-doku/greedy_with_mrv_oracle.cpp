/*
 * UVa 989 Su Doku — the smallest completion cell by cell, each digit tried asked of a fewest-candidates-first search (C++11)
 * Fill the empty cells in row-major order; give each the smallest digit with which the grid still has a
 * completion. Whether it has one is asked of a fast search that may branch in any order: fewest
 * candidates first, a digit with one place in a unit placed without a guess, and a dead end as
 * soon as a cell has no candidate or a free digit no place. The row-major greedy makes the answer the
 * lexicographically smallest; the oracle makes every "no" cheap, even for a grid without a completion
 * that row-major search refutes slowly (Norvig's "impossible" grid).
 * The oracle returns a completion (witness) along with its "yes". Invariant: witness completes the
 * cells fixed so far, so at the next empty cell only the digits below witness's are asked about, and
 * when none of them is possible, witness's digit is taken without asking.
 * Representation: s = n² ≤ 9 digits; free_[u] is an s-bit mask, bit d-1 set while digit d is free in
 * unit u (units 0..s-1 rows, s..2s-1 columns, 2s..3s-1 boxes); a cell's candidates are the AND of its
 * three units' masks. The oracle works on a copy: empty_[depth..empty_count_) are the cells still empty.
 * Input: cases of n and n⁴ numbers separated by whitespace, until the end; bad input prints one line on
 * stderr and exits 1 with nothing on stdout. Output: each grid as s lines of s numbers separated by
 * single spaces (or the line NO SOLUTION), one empty line between two cases.
 * Time: at most e·(s-1) + 1 oracle calls for e empty cells, each exponential in the worst case and
 * O(e + 3s·s) a placement.
 * Memory: O(k) for the k cases, read before solving; O(s²) for the search.
 * Status: judged on testdata/uva-0989-su-doku (make judge); its answers agree with backtracking.cpp and
 * row_major_with_lookahead.cpp wherever those finish, and with make_tests.py's minimality proof on all.
 */
// expect: AC
#include <array>
#include <iostream>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

struct Case {
    int n = 0;                    // box side, 1-3
    std::array<int, 81> cells{};  // row-major, side n*n, 0 = empty
};

// ---- input: n, then n⁴ numbers 0..n², whitespace between tokens, until the end ----

struct InputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The next whitespace-separated token as a number in [low, high]; false at the end of input.
bool read_number(int low, int high, int& value, const std::string& what) {
    std::string token;
    if (!(std::cin >> token)) return false;
    if (token.size() != 1 || token[0] < '0' || token[0] - '0' < low || token[0] - '0' > high)
        throw InputError(what + ": expected a number " + std::to_string(low) + "-" + std::to_string(high) +
                         ", got '" + token.substr(0, 20) + "'");
    value = token[0] - '0';
    return true;
}

std::vector<Case> read_cases() {
    std::vector<Case> cases;
    for (int n; read_number(1, 3, n, "case " + std::to_string(cases.size() + 1) + ": n");) {
        Case next;
        next.n = n;
        const int side = n * n;
        for (int cell = 0; cell < side * side; ++cell) {
            const std::string where = "case " + std::to_string(cases.size() + 1) + ", row " +
                                      std::to_string(cell / side + 1) + ", column " + std::to_string(cell % side + 1);
            if (!read_number(0, side, next.cells[cell], where)) throw InputError(where + ": end of input");
        }
        cases.push_back(next);
    }
    if (cases.empty()) throw InputError("expected a case, got end of input");
    return cases;
}

// ---- the oracle: does a grid have a completion? (any search order will do) ----

class MrvOracle {
public:
    void setup(int n) {
        if (n == n_) return;
        n_ = n;
        side_ = n * n;
        cells_ = side_ * side_;
        units_ = 3 * side_;
        all_ = (1u << side_) - 1;
        int filled[27] = {};
        for (int cell = 0; cell < cells_; ++cell) {
            const int r = cell / side_, c = cell % side_;
            const int units[3] = {r, side_ + c, 2 * side_ + r / n * n + c / n};
            for (int i = 0; i < 3; ++i) {
                unit_of_[cell][i] = units[i];
                cells_of_[units[i]][filled[units[i]]++] = cell;
            }
        }
    }
    int side() const { return side_; }
    int cells() const { return cells_; }
    int box_side() const { return n_; }

    // A completion of `grid` (cells_ digits, 0 empty) into `completion`; false when there is none,
    // a given repeating in its row, column or box included.
    bool complete(const std::array<int, 81>& grid, std::array<int, 81>& completion) {
        for (int u = 0; u < units_; ++u) free_[u] = all_;
        board_ = grid;
        empty_count_ = 0;
        for (int cell = 0; cell < cells_; ++cell) {
            if (board_[cell] == 0) {
                empty_[empty_count_++] = cell;
                continue;
            }
            const unsigned bit = 1u << (board_[cell] - 1);
            if ((candidates(cell) & bit) == 0) return false;
            toggle(cell, bit);
        }
        if (!search(0)) return false;
        completion = board_;
        return true;
    }

private:
    int n_ = 0, side_ = 0, cells_ = 0, units_ = 0;
    unsigned all_ = 0;
    int unit_of_[81][3];
    int cells_of_[27][9];
    unsigned free_[27];
    std::array<int, 81> board_{};
    int empty_[81];
    int empty_count_ = 0;

    unsigned candidates(int cell) const {
        const int* u = unit_of_[cell];
        return free_[u[0]] & free_[u[1]] & free_[u[2]];
    }
    void toggle(int cell, unsigned bit) {
        const int* u = unit_of_[cell];
        free_[u[0]] ^= bit;
        free_[u[1]] ^= bit;
        free_[u[2]] ^= bit;
    }

    // The cell to branch on and its digits: a forced one if any, else the fewest candidates; false at a
    // dead end (a cell without a candidate, a free digit without a place in some unit).
    bool choose(int depth, int& chosen, unsigned& digits) const {
        unsigned cand[81] = {};  // 0 for filled cells: they count for nothing below
        int best = 10;
        for (int i = depth; i < empty_count_; ++i) {
            const int cell = empty_[i];
            cand[cell] = candidates(cell);
            const int count = __builtin_popcount(cand[cell]);
            if (count == 0) return false;
            if (count < best) {
                best = count;
                chosen = cell;
                digits = cand[cell];
            }
        }
        if (best == 1) return true;
        for (int u = 0; u < units_; ++u) {
            unsigned once = 0, twice = 0;
            for (int i = 0; i < side_; ++i) {
                const unsigned here = cand[cells_of_[u][i]];
                twice |= once & here;
                once |= here;
            }
            if (free_[u] & ~once) return false;
            const unsigned singles = once & ~twice;
            if (singles == 0) continue;
            const unsigned bit = singles & (0u - singles);
            for (int i = 0; i < side_; ++i)
                if (cand[cells_of_[u][i]] & bit) {
                    chosen = cells_of_[u][i];
                    digits = bit;
                    return true;
                }
        }
        return true;
    }

    bool search(int depth) {
        if (depth == empty_count_) return true;
        int cell = -1;
        unsigned digits = 0;
        if (!choose(depth, cell, digits)) return false;
        for (int i = depth; i < empty_count_; ++i)
            if (empty_[i] == cell) std::swap(empty_[depth], empty_[i]);
        for (unsigned left = digits; left != 0; left &= left - 1) {
            const unsigned bit = left & (0u - left);
            board_[cell] = __builtin_ctz(bit) + 1;
            toggle(cell, bit);
            if (search(depth + 1)) return true;
            toggle(cell, bit);
        }
        board_[cell] = 0;
        return false;
    }
};

// ---- the greedy: row-major, the smallest digit the oracle allows ----

// The smallest completion into `answer`; false when there is none.
bool smallest_completion(const Case& c, MrvOracle& oracle, std::array<int, 81>& answer) {
    oracle.setup(c.n);
    std::array<int, 81> grid = c.cells, witness{};
    if (!oracle.complete(grid, witness)) return false;
    const int side = oracle.side(), n = oracle.box_side();
    for (int cell = 0; cell < oracle.cells(); ++cell) {
        if (grid[cell] != 0) continue;
        const int r = cell / side, col = cell % side;
        for (int d = 1; d < witness[cell]; ++d) {
            bool seen = false;  // d already in the cell's row, column or box: no need to ask
            for (int i = 0; i < side && !seen; ++i)
                seen = grid[r * side + i] == d || grid[i * side + col] == d ||
                       grid[(r / n * n + i / n) * side + col / n * n + i % n] == d;
            if (seen) continue;
            grid[cell] = d;
            std::array<int, 81> other{};
            if (oracle.complete(grid, other)) {
                witness = other;
                break;
            }
            grid[cell] = 0;
        }
        grid[cell] = witness[cell];  // the digit the loop settled on, or witness's own
    }
    answer = grid;
    return true;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::vector<Case> cases;
    try {
        cases = read_cases();
    } catch (const InputError& error) {
        std::cerr << "input: " << error.what() << '\n';
        return 1;
    }
    std::string output;
    MrvOracle oracle;
    for (std::size_t k = 0; k < cases.size(); ++k) {
        if (k > 0) output += '\n';  // an empty line between two cases
        std::array<int, 81> board{};
        if (!smallest_completion(cases[k], oracle, board)) {
            output += "NO SOLUTION\n";
            continue;
        }
        const int side = cases[k].n * cases[k].n;
        for (int cell = 0; cell < side * side; ++cell) {
            output += char('0' + board[cell]);
            output += cell % side == side - 1 ? '\n' : ' ';
        }
    }
    std::cout << output;
    return 0;
}
