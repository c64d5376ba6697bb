/*
 * make_tests.py's helper for POJ 3076 (16×16): counts the solutions of puzzles, up to two, within a bound
 * on search nodes, so that what make_tests.py generates depends on its seed only, never on the clock.
 *
 * Usage: solution_counter NODE_LIMIT
 *   stdin: one puzzle a line, 256 characters 'A'-'P' or '.' (empty), row by row
 *   stdout: a line a puzzle, flushed at once (make_tests.py talks to one process through a pipe):
 *     "<count> <first solution>": count 0, 1 or 2 (two or more), or '?' when the search needed more than
 *     NODE_LIMIT nodes before it could tell; the first solution found (256 letters), or '-' for none
 *   A malformed line: a message on stderr, exit 1.
 *
 * The search: 16-bit masks of the letters still free in each row, column and box; every node propagates
 * naked singles (a cell with one candidate) and hidden singles (a letter with one place in a unit) to a
 * fixpoint, then branches on the cell with the fewest candidates, in letter order. Deterministic: the
 * same line always gives the same answer. A node is one call of search().
 */
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>

namespace {

struct Counter {
    int units_of_cell[256][3];
    int cells_of_unit[48][16];
    unsigned free_in_unit[48];
    int board[256];
    int trail[256];
    int trail_size = 0;
    long long nodes = 0, node_limit = 0;
    int found = 0;
    bool gave_up = false;
    std::string first;

    Counter() {
        for (int cell = 0; cell < 256; ++cell) {
            const int r = cell / 16, c = cell % 16, b = r / 4 * 4 + c / 4;
            const int units[3] = {r, 16 + c, 32 + b}, slots[3] = {c, r, r % 4 * 4 + c % 4};
            for (int i = 0; i < 3; ++i) {
                units_of_cell[cell][i] = units[i];
                cells_of_unit[units[i]][slots[i]] = cell;
            }
        }
    }

    unsigned candidates(int cell) const {
        const int* u = units_of_cell[cell];
        return free_in_unit[u[0]] & free_in_unit[u[1]] & free_in_unit[u[2]];
    }
    void toggle(int cell, unsigned bit) {
        const int* u = units_of_cell[cell];
        free_in_unit[u[0]] ^= bit, free_in_unit[u[1]] ^= bit, free_in_unit[u[2]] ^= bit;
    }
    void place(int cell, unsigned bit) {
        toggle(cell, bit);
        board[cell] = __builtin_ctz(bit);
        trail[trail_size++] = cell;
    }
    void undo_to(int mark) {
        while (trail_size > mark) {
            const int cell = trail[--trail_size];
            toggle(cell, 1u << board[cell]);
            board[cell] = -1;
        }
    }

    // Singles to a fixpoint; false at a dead end; best: the empty cell with the fewest candidates, or -1.
    bool propagate(int& best) {
        for (;;) {
            bool placed = false;
            int best_count = 17;
            best = -1;
            for (int cell = 0; cell < 256; ++cell) {
                if (board[cell] >= 0) continue;
                const unsigned m = candidates(cell);
                if (!m) return false;
                if (!(m & (m - 1))) {
                    place(cell, m);
                    placed = true;
                } else if (__builtin_popcount(m) < best_count) {
                    best_count = __builtin_popcount(m), best = cell;
                }
            }
            if (placed) continue;
            if (best < 0) return true;
            for (int unit = 0; unit < 48; ++unit) {
                unsigned once = 0, twice = 0;
                for (int slot = 0; slot < 16; ++slot) {
                    const int cell = cells_of_unit[unit][slot];
                    if (board[cell] >= 0) continue;
                    const unsigned m = candidates(cell);
                    twice |= once & m;
                    once |= m;
                }
                if (free_in_unit[unit] & ~once) return false;
                for (unsigned singles = once & ~twice; singles; singles &= singles - 1) {
                    const unsigned bit = singles & (0u - singles);
                    int where = -1;
                    for (int slot = 0; slot < 16 && where < 0; ++slot) {
                        const int cell = cells_of_unit[unit][slot];
                        if (board[cell] < 0 && (candidates(cell) & bit)) where = cell;
                    }
                    if (where < 0) {
                        if (free_in_unit[unit] & bit) return false;
                        continue;
                    }
                    place(where, bit);
                    placed = true;
                }
            }
            if (!placed) return true;
        }
    }

    void search() {
        if (found >= 2 || gave_up) return;
        if (++nodes > node_limit) {
            gave_up = true;
            return;
        }
        const int mark = trail_size;
        int cell = -1;
        if (propagate(cell)) {
            if (cell < 0) {
                if (found++ == 0)
                    for (int i = 0; i < 256; ++i) first += static_cast<char>('A' + board[i]);
            } else {
                for (unsigned left = candidates(cell); left && found < 2 && !gave_up; left &= left - 1) {
                    const int branch = trail_size;
                    place(cell, left & (0u - left));
                    search();
                    undo_to(branch);
                }
            }
        }
        undo_to(mark);
    }

    // "<count> <first solution>" for one puzzle line (256 characters, '.' empty).
    std::string count(const std::string& line) {
        for (int u = 0; u < 48; ++u) free_in_unit[u] = 0xFFFF;
        trail_size = 0, nodes = 0, found = 0, gave_up = false, first.clear();
        bool clash = false;
        for (int cell = 0; cell < 256; ++cell) {
            board[cell] = line[cell] == '.' ? -1 : line[cell] - 'A';
            if (board[cell] < 0) continue;
            const unsigned bit = 1u << board[cell];
            if (!(candidates(cell) & bit)) clash = true;
            else toggle(cell, bit);
        }
        if (!clash) search();
        const char* how_many = gave_up ? "?" : found == 0 ? "0" : found == 1 ? "1" : "2";
        return std::string(how_many) + " " + (first.empty() ? "-" : first);
    }
};

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2 || std::atoll(argv[1]) <= 0) {
        std::fprintf(stderr, "usage: solution_counter NODE_LIMIT (puzzles on stdin, one a line)\n");
        return 1;
    }
    static Counter counter;
    counter.node_limit = std::atoll(argv[1]);
    std::string line;
    while (std::getline(std::cin, line)) {
        if (line.size() != 256 || line.find_first_not_of("ABCDEFGHIJKLMNOP.") != std::string::npos) {
            std::fprintf(stderr, "solution_counter: expected 256 characters A-P or '.', got %zu\n", line.size());
            return 1;
        }
        std::cout << counter.count(line) << std::endl;  // flushed: the caller waits for each line
    }
    return 0;
}
