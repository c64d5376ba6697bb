/*
 * Input validator for Luogu P1074 [NOIP 2009] 靶形数独: the statement's input constraints in code, strict
 * to the byte. Kattis' convention: reads one input on stdin; exit 42 when it is valid, 43 when it is not,
 * with one line on stdout, "LINE: what broke which constraint" (build/judge validate puts the file's name
 * first).
 *
 * The statement (https://www.luogu.com.cn/problem/P1074): 9 lines of 9 digits 0-9 separated by single
 * spaces, 0 an empty cell; at least 24 givens ("100% 的数据：数独中非 0 数的个数不少于 24"). A grid without
 * a completion is allowed (its answer is -1), but no given digit may repeat in its row, column or box:
 * the statement is silent there, and every published program records the givens without comparing them
 * (so on a clash it prints a score, not -1), so Luogu's data cannot have one where they would disagree;
 * we judge none (docs/judges/luogu.md, rule 5). Lines end in LF; one space at the end of a line is
 * allowed (Luogu's own sample files have one); nothing after the ninth line.
 * Status: every judged input of testdata/luogu-p1074-target-sudoku passes, every invalid/ input is
 * rejected (`build/judge validate testdata/luogu-p1074-target-sudoku`, run by `make test`).
 */
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

[[noreturn]] void reject(int line, const std::string& what) {
    std::printf("%d: %s\n", line, what.c_str());
    std::exit(43);
}

std::string quoted(const std::string& text) {
    std::string out = "'";
    for (std::size_t i = 0; i < text.size() && i < 40; ++i) {
        unsigned char c = static_cast<unsigned char>(text[i]);
        if (c >= 32 && c < 127) out += static_cast<char>(c);
        else {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02x", c);
            out += hex;
        }
    }
    return out + (text.size() > 40 ? "...'" : "'");
}

}  // namespace

int main() {
    std::string text;
    char buffer[1 << 12];
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) text.append(buffer, got);
    if (text.empty()) reject(1, "expected 9 lines of 9 digits, got an empty file");
    int givens = 0;
    // Where each digit was first given per unit (units 0-8 rows, 9-17 columns, 18-26 boxes): 1 + cell, 0 none.
    int given_at[27][10] = {};
    const char* const kind[3] = {"row", "column", "box"};
    std::size_t start = 0;
    for (int row = 1; row <= 9; ++row) {
        const std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            reject(row, start == text.size() ? "expected 9 rows, got end of input" : "expected the line to end with LF");
        std::string line = text.substr(start, end - start);
        if (line.size() == 18 && line.back() == ' ') line.pop_back();  // one trailing space, as Luogu's samples
        bool well_formed = line.size() == 17;
        for (std::size_t i = 0; well_formed && i < line.size(); ++i)
            well_formed = i % 2 == 0 ? line[i] >= '0' && line[i] <= '9' : line[i] == ' ';
        if (!well_formed)
            reject(row, "row " + std::to_string(row) + ": expected 9 digits 0-9 separated by single spaces, got " +
                            quoted(line));
        for (int col = 1; col <= 9; ++col) {
            const int digit = line[2 * (col - 1)] - '0';
            if (digit == 0) continue;
            ++givens;
            const int r = row - 1, c = col - 1;
            const int units[3] = {r, 9 + c, 18 + r / 3 * 3 + c / 3};
            for (int k = 0; k < 3; ++k) {
                if (int earlier = given_at[units[k]][digit]) {
                    reject(row, "row " + std::to_string(row) + ", column " + std::to_string(col) + ": the given " +
                                    std::to_string(digit) + " is already in its " + kind[k] + " (row " +
                                    std::to_string((earlier - 1) / 9 + 1) + ", column " +
                                    std::to_string((earlier - 1) % 9 + 1) + "): givens must not repeat");
                }
                given_at[units[k]][digit] = r * 9 + c + 1;
            }
        }
        start = end + 1;
    }
    if (start != text.size()) reject(10, "expected the end of input after 9 rows");
    if (givens < 24)
        reject(1, std::to_string(givens) + " givens: the statement promises at least 24 non-zero digits");
    return 42;
}
