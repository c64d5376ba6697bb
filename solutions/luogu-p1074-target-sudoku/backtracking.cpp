/*
 * Luogu P1074 [NOIP 2009] 靶形数独 (target sudoku) — row-major backtracking over every completion (C++14)
 * A completion scores the sum of digit × weight over all 81 cells, the weight of cell (r, c) being
 * 6 + min(r, c, 8 - r, 8 - c): 6 on the outer ring up to 10 at the centre. Print the highest score
 * over all completions, or -1 when there is none. used_[u][d] is true exactly when digit d sits in unit
 * u (units 0-8 rows, 9-17 columns, 18-26 boxes); the search fills the empty cells in row-major order,
 * every allowed digit in turn, and at each full board keeps the best score: every completion is visited.
 * Input: 9 lines of 9 digits 0-9 (0 = empty) separated by whitespace; bad input prints one line on stderr
 * and exits 1. A given digit that repeats in its unit allows no completion: -1.
 * Time: the number of completions times 81, O(9^e) in the worst case for e empty cells: fine with 30
 * givens, slow where 24 givens leave many completions. Memory: O(1).
 * Status: judged on testdata/luogu-p1074-target-sudoku (make judge).
 */
// expect: TLE; sample: AC
#include <algorithm>
#include <iostream>
#include <string>

namespace {

int board[81];
bool used[27][10];
int best = -1;

int weight(int cell) {
    const int r = cell / 9, c = cell % 9;
    return 6 + std::min(std::min(r, c), std::min(8 - r, 8 - c));
}
int box_of(int cell) { return cell / 27 * 3 + cell % 9 / 3; }
bool allowed(int cell, int digit) {
    return !used[cell / 9][digit] && !used[9 + cell % 9][digit] && !used[18 + box_of(cell)][digit];
}
void mark(int cell, int digit, bool value) {
    used[cell / 9][digit] = used[9 + cell % 9][digit] = used[18 + box_of(cell)][digit] = value;
}

// Fills the empty cells from `cell` on; `score` is that of the cells before it.
void search(int cell, int score) {
    while (cell < 81 && board[cell] != 0) score += board[cell] * weight(cell), ++cell;
    if (cell == 81) {
        best = std::max(best, score);
        return;
    }
    for (int digit = 1; digit <= 9; ++digit) {
        if (!allowed(cell, digit)) continue;
        board[cell] = digit;
        mark(cell, digit, true);
        search(cell + 1, score + digit * weight(cell));
        mark(cell, digit, false);
        board[cell] = 0;
    }
}

}  // namespace

int main() {
    std::ios::sync_with_stdio(false);
    bool repeats = false;
    for (int cell = 0; cell < 81; ++cell) {
        std::string token;
        if (!(std::cin >> token) || token.size() != 1 || token[0] < '0' || token[0] > '9') {
            std::cerr << "input: row " << cell / 9 + 1 << ", column " << cell % 9 + 1 << ": expected a digit 0-9, got "
                      << (token.empty() ? "end of input" : "'" + token + "'") << '\n';
            return 1;
        }
        board[cell] = token[0] - '0';
        if (board[cell] == 0) continue;
        if (!allowed(cell, board[cell])) repeats = true;
        mark(cell, board[cell], true);
    }
    if (!repeats) search(0, 0);
    std::cout << best << '\n';
    return 0;
}
