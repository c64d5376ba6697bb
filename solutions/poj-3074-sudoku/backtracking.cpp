/*
 * POJ 3074 Sudoku — row-major backtracking (C++98)
 * Grid: 81 values row by row, 0 = empty. used[u][d] is true exactly when digit d sits in unit u (units
 * 0-8 rows, 9-17 columns, 18-26 boxes); the search fills the first empty cell with each digit its three
 * units allow, recurses on the next cell and undoes on failure; the first full board wins.
 * Input: lines of 81 characters, '1'-'9' or '.', until a line "end"; bad input prints one line on stderr
 * and exits 1. Output: each puzzle solved, one line of 81 digits ("No solution" where there is none; the
 * statement promises one). C++98: POJ's compiler predates C++11 (see problem.yaml).
 * Time: O(9^e) for e empty cells in the worst case; the judge's puzzles are hard ones, many to a file:
 * this search is the one that is not enough (TLE). Memory: O(1) beyond the input.
 * Status: judged on testdata/poj-3074-sudoku (make judge).
 */
// expect: TLE; sample: AC
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

// ---- input: lines of 81 characters ('1'-'9', '.' empty) until a line "end" ----

// The puzzles, each 81 values (0 = empty). Bad input: one line on stderr, exit 1.
std::vector<std::string> read_puzzles() {
    std::vector<std::string> puzzles;
    std::string line;
    int number = 0;
    while (std::getline(std::cin, line)) {
        ++number;
        if (!line.empty() && line[line.size() - 1] == '\r') line.erase(line.size() - 1);
        if (line == "end") return puzzles;
        if (line.size() != 81 || line.find_first_not_of("123456789.") != std::string::npos) {
            std::cerr << "input: line " << number << ": expected 81 characters 1-9 or '.', or \"end\"\n";
            std::exit(1);
        }
        puzzles.push_back(line);
    }
    std::cerr << "input: expected a line \"end\" after the puzzles, got end of input\n";
    std::exit(1);
}

// ---- search ----

int board[81];
bool used[27][10];

int box_of(int cell) { return cell / 27 * 3 + cell % 9 / 3; }
void mark(int cell, int digit, bool value) {
    used[cell / 9][digit] = used[9 + cell % 9][digit] = used[18 + box_of(cell)][digit] = value;
}

bool solve_from(int cell) {
    while (cell < 81 && board[cell] != 0) ++cell;
    if (cell == 81) return true;
    for (int digit = 1; digit <= 9; ++digit) {
        if (used[cell / 9][digit] || used[9 + cell % 9][digit] || used[18 + box_of(cell)][digit]) continue;
        board[cell] = digit;
        mark(cell, digit, true);
        if (solve_from(cell + 1)) return true;
        mark(cell, digit, false);
        board[cell] = 0;
    }
    return false;
}

int main() {
    std::ios::sync_with_stdio(false);
    std::vector<std::string> puzzles = read_puzzles();
    std::string output;
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
        for (int u = 0; u < 27; ++u)
            for (int d = 0; d < 10; ++d) used[u][d] = false;
        bool clash = false;
        for (int cell = 0; cell < 81; ++cell) {
            board[cell] = puzzles[k][cell] == '.' ? 0 : puzzles[k][cell] - '0';
            if (board[cell] == 0) continue;
            if (used[cell / 9][board[cell]] || used[9 + cell % 9][board[cell]] || used[18 + box_of(cell)][board[cell]])
                clash = true;
            mark(cell, board[cell], true);
        }
        if (clash || !solve_from(0)) {
            output += "No solution\n";
            continue;
        }
        for (int cell = 0; cell < 81; ++cell) output += static_cast<char>('0' + board[cell]);
        output += '\n';
    }
    std::cout << output;
    return 0;
}
