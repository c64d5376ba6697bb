/*
 * Input validator for UVa 10957 So Doku Checker: the statement's input format in code, strict to the
 * byte. Kattis' convention: reads one input on stdin; exit 42 when it is valid, 43 when it is not, with
 * one line on stdout, "LINE: what broke which constraint" (build/judge validate puts the file's name first).
 *
 * The statement (https://onlinejudge.org/external/109/10957.pdf): grids until the end of input, each 9
 * lines of 9 digits 0-9 separated by single spaces, 0 an empty cell; one empty line between two grids.
 * Any grid is allowed: classifying it (Illegal, Impossible, Unique, Ambiguous) is the problem, so givens
 * may repeat and a grid may have no completion or many. Lines end in LF; the last line ends like the
 * others; nothing else: no blank line at the end, no trailing space.
 * Status: every judged input of testdata/uva-10957-so-doku-checker passes, every invalid/ input is
 * rejected (`build/judge validate testdata/uva-10957-so-doku-checker`, run by `make test`).
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
    if (text.empty()) reject(1, "expected a grid, got an empty file");
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

}  // namespace

int main() {
    std::vector<std::string> lines = read_lines();
    // Grid g (from 1) takes lines 10g - 9 .. 10g - 1; the line after it is empty unless the input ends.
    for (std::size_t grid = 1, first_line = 1;; ++grid, first_line += 10) {
        for (std::size_t row = 0; row < 9; ++row) {
            const std::size_t number = first_line + row;
            if (number > lines.size())
                reject(number, "grid " + std::to_string(grid) + ": expected 9 rows, got end of input after " +
                                   std::to_string(row));
            const std::string& line = lines[number - 1];
            bool well_formed = line.size() == 17;
            for (std::size_t i = 0; well_formed && i < line.size(); ++i)
                well_formed = i % 2 == 0 ? line[i] >= '0' && line[i] <= '9' : line[i] == ' ';
            if (!well_formed)
                reject(number, "grid " + std::to_string(grid) + ", row " + std::to_string(row + 1) +
                                   ": expected 9 digits 0-9 separated by single spaces, got " + quoted(line));
        }
        const std::size_t after = first_line + 9;  // the line after the grid, numbered from 1
        if (lines.size() < after) break;         // the input ends with the grid's last row
        if (!lines[after - 1].empty())
            reject(after, "expected an empty line between grids " + std::to_string(grid) + " and " +
                              std::to_string(grid + 1) + ", got " + quoted(lines[after - 1]));
        if (lines.size() == after) reject(after, "expected another grid after the empty line, got end of input");
        if (lines[after].empty())
            reject(after + 1, "expected exactly one empty line between grids " + std::to_string(grid) + " and " +
                                  std::to_string(grid + 1) + ", got another");
    }
    return 42;
}
