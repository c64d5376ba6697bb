/*
 * Input validator for POJ 3074 Sudoku: the statement's input constraints in code, strict to the byte.
 * Kattis' convention: reads one input on stdin; exit 42 when it is valid, 43 when it is not, with one
 * line on stdout, "LINE: what broke which constraint" (build/judge validate puts the file's name first).
 *
 * The statement (http://poj.org/problem?id=3074): one puzzle a line, 81 characters '1'-'9' or '.' row by
 * row, then a line "end"; every puzzle has exactly one solution. Lines end in LF; nothing after "end".
 * Status: every judged input of testdata/poj-3074-sudoku passes, every invalid/ input is rejected
 * (`build/judge validate testdata/poj-3074-sudoku`, run by `make test`).
 */
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

[[noreturn]] void reject(std::size_t line, const std::string& what) {
    std::printf("%zu: %s\n", line, what.c_str());
    std::exit(43);
}

// Up to `limit` solutions of a grid (81 values, 0 empty) whose givens do not clash: fewest candidates
// first on 9-bit masks of the digits still free in each row, column and box.
struct Counter {
    int values[81];
    int row_free[9], col_free[9], box_free[9];
    int found = 0, limit = 2;

    void search() {
        int best = -1, best_mask = 0, best_count = 10;
        for (int cell = 0; cell < 81 && best_count > 1; ++cell) {
            if (values[cell]) continue;
            int r = cell / 9, c = cell % 9, mask = row_free[r] & col_free[c] & box_free[r / 3 * 3 + c / 3];
            int count = __builtin_popcount(mask);
            if (count < best_count) best = cell, best_mask = mask, best_count = count;
        }
        if (best < 0) {
            ++found;
            return;
        }
        int r = best / 9, c = best % 9, b = r / 3 * 3 + c / 3;
        for (int mask = best_mask; mask && found < limit; mask &= mask - 1) {
            int bit = mask & -mask;
            values[best] = __builtin_ctz(bit) + 1;
            row_free[r] ^= bit, col_free[c] ^= bit, box_free[b] ^= bit;
            search();
            row_free[r] ^= bit, col_free[c] ^= bit, box_free[b] ^= bit;
        }
        values[best] = 0;
    }
};

// One puzzle line: 81 characters, givens that do not repeat, exactly one solution.
void check_puzzle(const std::string& line, std::size_t number) {
    if (line.size() != 81 || line.find_first_not_of("123456789.") != std::string::npos)
        reject(number, "expected 81 characters '1'-'9' or '.', or \"end\", got '" + line.substr(0, 40) +
                           (line.size() > 40 ? "...'" : "'"));
    Counter counter;
    for (int i = 0; i < 9; ++i) counter.row_free[i] = counter.col_free[i] = counter.box_free[i] = 0x1FF;
    for (int cell = 0; cell < 81; ++cell) {
        int value = line[cell] == '.' ? 0 : line[cell] - '0', r = cell / 9, c = cell % 9, b = r / 3 * 3 + c / 3;
        counter.values[cell] = value;
        if (!value) continue;
        int bit = 1 << (value - 1);
        if (!(counter.row_free[r] & counter.col_free[c] & counter.box_free[b] & bit))
            reject(number, "row " + std::to_string(r + 1) + ", column " + std::to_string(c + 1) + ": the given " +
                               std::to_string(value) + " repeats in its row, column or box (givens must not repeat)");
        counter.row_free[r] ^= bit, counter.col_free[c] ^= bit, counter.box_free[b] ^= bit;
    }
    counter.search();
    if (counter.found != 1)
        reject(number, std::string(counter.found == 0 ? "no solution" : "more than one solution") +
                           ", but the statement promises exactly one");
}

}  // namespace

int main() {
    std::string text;
    char buffer[1 << 16];
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) text.append(buffer, got);
    std::size_t number = 0, start = 0;
    for (;;) {
        ++number;
        const std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            reject(number, start == text.size() ? "expected a line \"end\", got end of input"
                                                : "expected the line to end with LF");
        const std::string line = text.substr(start, end - start);
        start = end + 1;
        if (line == "end") break;
        check_puzzle(line, number);
    }
    if (start != text.size()) reject(number + 1, "expected the end of input after \"end\"");
    if (number == 1) reject(1, "expected at least one puzzle before \"end\"");
    return 42;
}
