/*
 * Input validator for UVa 989 Su Doku: the statement's input format in code, strict to the byte.
 * Kattis' convention: reads one input on stdin; exit 42 when it is valid, 43 when it is not, with one
 * line on stdout, "LINE: what broke which constraint" (build/judge validate puts the file's name first).
 *
 * The statement (https://onlinejudge.org/external/9/989.pdf): test cases separated by a blank line,
 * each an integer n with 1 <= n <= 3 and an n²×n² grid of numbers 0 (not filled) to n². As the sample
 * and the accepted programs have it: n alone on its line, then n² lines of n² numbers separated by single
 * spaces (one accepted program reads each row as text, a digit every two characters). Any grid is
 * allowed: givens may repeat and a grid may have no completion (the answer is then NO SOLUTION) or many
 * (the answer is the smallest). Lines end in LF; the last line ends like the others; nothing else: no
 * empty line at the end, no trailing space.
 * Status: every judged input of testdata/uva-0989-su-doku passes, every invalid/ input is rejected
 * (`build/judge validate testdata/uva-0989-su-doku`, run by `make test`).
 */
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

[[noreturn]] void reject(std::size_t line, const std::string& what) {
    std::printf("%zu: %s\n", line, what.c_str());
    std::exit(43);
}

// "'0 7 0'", with unprintable bytes as \xNN, cut after 40 characters.
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

// The input's lines without their endings; rejects an empty file, a missing final newline and any CR.
std::vector<std::string> read_lines() {
    std::string text;
    char buffer[1 << 16];
    for (std::size_t got; (got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0;) text.append(buffer, got);
    if (text.empty()) reject(1, "expected a case (n, then its grid), got an empty file");
    if (text.back() != '\n') reject(static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1,
                                    "expected the last line to end with a newline");
    std::vector<std::string> lines;
    std::size_t start = 0;
    for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1) {
        lines.push_back(text.substr(start, end - start));
        if (lines.back().find('\r') != std::string::npos) reject(lines.size(), "a carriage return (expected LF line endings)");
    }
    return lines;
}

// One row of case `k`: `side` numbers 0..side separated by single spaces, nothing else.
void check_row(const std::string& line, std::size_t number, std::size_t k, int row, int side) {
    const std::string where = "case " + std::to_string(k) + ", row " + std::to_string(row) + ": ";
    const std::string shape = "expected " + std::to_string(side) + " numbers 0-" + std::to_string(side) +
                              " separated by single spaces, got " + quoted(line);
    std::vector<std::string> tokens(1);
    for (char c : line) {
        if (c == ' ') tokens.emplace_back();
        else tokens.back() += c;
    }
    for (const std::string& token : tokens) {
        if (token.empty()) reject(number, where + shape);
        for (char c : token)
            if (c < '0' || c > '9') reject(number, where + shape);
    }
    if (static_cast<int>(tokens.size()) != side)
        reject(number, where + "expected " + std::to_string(side) + " numbers (n² for n = " +
                           std::to_string(side == 1 ? 1 : side == 4 ? 2 : 3) + "), got " +
                           std::to_string(tokens.size()) + ": " + quoted(line));
    for (const std::string& token : tokens)
        if (token.size() != 1 || token[0] - '0' > side)
            reject(number, where + "the number " + quoted(token) + " is above n² = " + std::to_string(side) +
                               " (or written with more than one digit)");
}

}  // namespace

int main() {
    std::vector<std::string> lines = read_lines();
    std::size_t next = 1;  // the line number of the case's n
    for (std::size_t k = 1;; ++k) {
        if (next > lines.size()) reject(next, "expected n of case " + std::to_string(k) + ", got end of input");
        const std::string& n_line = lines[next - 1];
        if (n_line != "1" && n_line != "2" && n_line != "3")
            reject(next, "case " + std::to_string(k) + ": expected n alone on its line, 1 <= n <= 3, got " +
                             quoted(n_line));
        const int n = n_line[0] - '0', side = n * n;
        for (int row = 1; row <= side; ++row) {
            const std::size_t number = next + static_cast<std::size_t>(row);
            if (number > lines.size())
                reject(number, "case " + std::to_string(k) + ": expected " + std::to_string(side) +
                                   " rows, got end of input after " + std::to_string(row - 1));
            check_row(lines[number - 1], number, k, row, side);
        }
        const std::size_t after = next + static_cast<std::size_t>(side) + 1;  // the line after the grid
        if (lines.size() < after) break;                                    // the input ends with the grid
        if (!lines[after - 1].empty())
            reject(after, "expected an empty line between cases " + std::to_string(k) + " and " +
                              std::to_string(k + 1) + ", got " + quoted(lines[after - 1]));
        if (lines.size() == after) reject(after, "expected another case after the empty line, got end of input");
        if (lines[after].empty())
            reject(after + 1, "expected exactly one empty line between cases " + std::to_string(k) + " and " +
                                  std::to_string(k + 1) + ", got another");
        next = after + 1;
    }
    return 42;
}
