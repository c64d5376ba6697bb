// The effort of the exhaustive searches that Luogu P1074's published programs make, counted, not timed:
// make_tests.py compiles it and picks secret/ grids whose effort matches NOIP 2009's data point by point
// (docs/judges/luogu.md, "What the tests contain").
//
// P1074 asks for the best score over every completion, so each program walks the whole search tree. Four
// orders cover the published ones: row-major (the first empty cell, digits 1-9: the plain program), rows
// with the fewest empty cells first (the write-ups' usual improvement), the cell with the fewest
// candidates first (MRV), and the cells whose row and column hold the most givens first, a fixed order
// (the other improvement write-ups give; xuxinyang's "fixed P1074" of 2023 orders its cells so). The effort of an order is the number of digits it places. No pruning by score:
// the programs that have it prune little on these grids, and a count that is the same for every program
// of an order is the point.
//
// Input: grids of 81 characters, 0 or . for an empty cell, one per line. Output per grid, one line:
// "ROW_MAJOR ROWS_FEWEST_EMPTY_FIRST FEWEST_CANDIDATES MOST_GIVENS_IN_LINES COMPLETIONS" (the completions
// counted by the fewest-candidates search). Arguments: up to four caps, one per order in that order
// (default 2^40 each); an order's search stops once its count reaches its cap, and prints that count.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

namespace {

struct Board {
    int cell[81];
    int row[9], col[9], box[9];  // bit d set: digit d is used there
};

int box_of(int i) { return i / 27 * 3 + i % 9 / 3; }

bool read_board(const std::string& text, Board& board) {
    if (text.size() < 81) return false;
    for (int k = 0; k < 9; ++k) board.row[k] = board.col[k] = board.box[k] = 0;
    for (int i = 0; i < 81; ++i) {
        const char ch = text[i];
        const int d = ch >= '1' && ch <= '9' ? ch - '0' : 0;
        if (d == 0 && ch != '0' && ch != '.') return false;
        board.cell[i] = d;
        if (d == 0) continue;
        const int bit = 1 << d;
        if ((board.row[i / 9] | board.col[i % 9] | board.box[box_of(i)]) & bit) return false;  // a clash
        board.row[i / 9] |= bit;
        board.col[i % 9] |= bit;
        board.box[box_of(i)] |= bit;
    }
    return true;
}

struct Counter {
    std::uint64_t placements = 0, completions = 0, cap = 0;
    bool capped() const { return placements >= cap; }
};

int free_digits(const Board& b, int i) { return ~(b.row[i / 9] | b.col[i % 9] | b.box[box_of(i)]) & 0x3FE; }

void place(Board& b, int i, int d) {
    b.cell[i] = d;
    b.row[i / 9] ^= 1 << d;
    b.col[i % 9] ^= 1 << d;
    b.box[box_of(i)] ^= 1 << d;
}

// A fixed order of the empty cells: the k-th placement goes to order[k].
void fixed_order(Board& b, const std::vector<int>& order, size_t k, Counter& n) {
    if (n.capped()) return;
    if (k == order.size()) {
        ++n.completions;
        return;
    }
    const int i = order[k];
    for (int free = free_digits(b, i); free; free &= free - 1) {
        const int d = __builtin_ctz(free);
        ++n.placements;
        place(b, i, d);
        fixed_order(b, order, k + 1, n);
        place(b, i, d);  // undo: the masks are toggled
        b.cell[i] = 0;
    }
}

// The empty cell with the fewest candidates next (the first in row-major order on a tie).
void fewest_candidates(Board& b, Counter& n) {
    if (n.capped()) return;
    int best = -1, best_count = 10;
    for (int i = 0; i < 81; ++i) {
        if (b.cell[i]) continue;
        const int count = __builtin_popcount(free_digits(b, i));
        if (count < best_count) best = i, best_count = count;
        if (count == 0) return;
    }
    if (best < 0) {
        ++n.completions;
        return;
    }
    for (int free = free_digits(b, best); free; free &= free - 1) {
        const int d = __builtin_ctz(free);
        ++n.placements;
        place(b, best, d);
        fewest_candidates(b, n);
        place(b, best, d);
        b.cell[best] = 0;
    }
}

}  // namespace

int main(int argc, char** argv) {
    std::uint64_t caps[4];
    for (int k = 0; k < 4; ++k) caps[k] = argc > 1 + k ? std::strtoull(argv[1 + k], nullptr, 10) : std::uint64_t(1) << 40;
    std::string line;
    int line_number = 0;
    while (std::getline(std::cin, line)) {
        ++line_number;
        Board board;
        if (!read_board(line, board)) {
            std::fprintf(stderr, "search_effort: line %d: expected 81 digits 0-9 (or .) without a clash\n",
                         line_number);
            return 1;
        }
        std::vector<int> row_major, by_rows, by_lines;
        for (int i = 0; i < 81; ++i)
            if (!board.cell[i]) row_major.push_back(i);
        // Rows with the fewest empty cells first (the earlier row on a tie), left to right within a row.
        int empty_in_row[9] = {};
        for (int i : row_major) ++empty_in_row[i / 9];
        for (int count = 0; count <= 9; ++count)
            for (int r = 0; r < 9; ++r)
                if (empty_in_row[r] == count)
                    for (int c = 0; c < 9; ++c)
                        if (!board.cell[r * 9 + c]) by_rows.push_back(r * 9 + c);
        // The empty cells by the givens in their row plus those in their column, most first (row-major on a tie).
        int givens_in_row[9] = {}, givens_in_col[9] = {};
        for (int i = 0; i < 81; ++i)
            if (board.cell[i]) ++givens_in_row[i / 9], ++givens_in_col[i % 9];
        for (int count = 18; count >= 0; --count)
            for (int i : row_major)
                if (givens_in_row[i / 9] + givens_in_col[i % 9] == count) by_lines.push_back(i);
        Counter a, b, c, d;
        a.cap = caps[0];
        b.cap = caps[1];
        c.cap = caps[2];
        d.cap = caps[3];
        Board copy = board;
        fixed_order(copy, row_major, 0, a);
        copy = board;
        fixed_order(copy, by_rows, 0, b);
        copy = board;
        fewest_candidates(copy, c);
        copy = board;
        fixed_order(copy, by_lines, 0, d);
        std::printf("%llu %llu %llu %llu %llu\n", (unsigned long long)a.placements, (unsigned long long)b.placements,
                    (unsigned long long)c.placements, (unsigned long long)d.placements,
                    (unsigned long long)c.completions);
    }
    return 0;
}
