// The checkers on hand-written outputs: NYOJ's line rule, exact and token comparison, the sudoku
// checker in both grid formats, and an external checker written as a shell script.
#include <doctest/doctest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <string>
#include <vector>

#include "../judge/check.hpp"
#include "support.hpp"

using namespace judge;
using namespace test_support;

namespace {

// Inkala's 2012 puzzle and its solution.
const std::string kPuzzle2 = "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";
const std::string kSolution2 = "812753649943682175675491283154237896369845721287169534521974368438526917796318452";
// Two 5s in row 1: no completion exists.
const std::string kImpossible = "55" + std::string(79, '.');
// No clues: every valid grid completes it.
const std::string kEmpty(81, '.');

// Empty cells written as 0, as in NYOJ's input.
std::string with_zeros(std::string grid) {
    for (char& c : grid)
        if (c == '.') c = '0';
    return grid;
}

// An NYOJ input file: the number of puzzles, then each as nyoj_grid writes it (empty cells as 0).
std::string nyoj_input(const std::vector<std::string>& puzzles) {
    std::string text = std::to_string(puzzles.size()) + "\n";
    for (const std::string& p : puzzles) text += nyoj_grid(p);
    return text;
}

std::string with_cell(std::string grid, size_t row, size_t column, char digit) {
    grid[(row - 1) * 9 + (column - 1)] = digit;
    return grid;
}

// Swaps two cells in one row: keeps every row a permutation, breaks columns (and maybe boxes).
std::string with_swap(std::string grid, size_t row, size_t column_a, size_t column_b) {
    std::swap(grid[(row - 1) * 9 + column_a - 1], grid[(row - 1) * 9 + column_b - 1]);
    return grid;
}

struct TempDir {
    std::filesystem::path path;
    TempDir() {
        std::string pattern = (std::filesystem::temp_directory_path() / "test_check-XXXXXX").string();
        path = ::mkdtemp(pattern.data());
    }
    ~TempDir() { std::filesystem::remove_all(path); }
    std::filesystem::path write(const std::string& name, const std::string& content, bool executable = false) {
        std::ofstream(path / name) << content;
        if (executable) ::chmod((path / name).c_str(), 0755);
        return path / name;
    }
};

}  // namespace

TEST_SUITE("check_lines") {

TEST_CASE("identical outputs are accepted") {
    CHECK(check_lines("1 2\n3 4\n", "1 2\n3 4\n").status == CheckStatus::AC);
}

TEST_CASE("trailing spaces and tabs are ignored on NYOJ") {
    CHECK(check_lines("1 2  \n3 4\t\n", "1 2\n3 4\n").status == CheckStatus::AC);
}

TEST_CASE("CRLF line ends are accepted") {
    CHECK(check_lines("1 2\r\n3 4\r\n", "1 2\n3 4\n").status == CheckStatus::AC);
}

TEST_CASE("a missing final newline is accepted") {
    CHECK(check_lines("1 2\n3 4", "1 2\n3 4\n").status == CheckStatus::AC);
}

TEST_CASE("blank lines at the end are ignored") {
    CHECK(check_lines("1 2\n3 4\n\n\n  \n", "1 2\n3 4\n").status == CheckStatus::AC);
    CHECK(check_lines("1 2\n3 4\n", "1 2\n3 4\n\n").status == CheckStatus::AC);
}

TEST_CASE("a blank line in the middle is a presentation error") {
    CheckResult r = check_lines("1 2\n\n3 4\n", "1 2\n3 4\n");
    CHECK(r.status == CheckStatus::PE);
    CHECK(r.message.rfind("line 2:", 0) == 0);
}

TEST_CASE("leading or doubled spaces are a presentation error naming the line") {
    CheckResult r = check_lines("1 2\n3  4\n", "1 2\n3 4\n");
    CHECK(r.status == CheckStatus::PE);
    CHECK(r.message == "line 2: expected '3 4', got '3  4' (only whitespace differs)");
    CHECK(check_lines(" 1 2\n3 4\n", "1 2\n3 4\n").status == CheckStatus::PE);
}

TEST_CASE("a wrong token is a wrong answer located by line and column") {
    CheckResult r = check_lines("1 2\n3 4\n5 6\n4 5 6 3\n", "1 2\n3 4\n5 6\n4 5 6 5\n");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "line 4, column 7: expected '5', got '3'");
}

TEST_CASE("a short line is a wrong answer that names the missing token") {
    CheckResult r = check_lines("1 2\n", "1 2 3\n");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "line 1, column 4: expected '3', got end of line");
}

TEST_CASE("extra output is a wrong answer naming the first extra line") {
    CheckResult r = check_lines("1\n2\n1 2 3\n", "1\n2\n");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "line 3: expected end of output, got '1 2 3'");
}

TEST_CASE("output that stops early is a wrong answer naming the expected line") {
    CheckResult r = check_lines("1\n2\n", "1\n2\n3 4\n");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "output ends at line 2, expected '3 4'");
}

TEST_CASE("empty output is a wrong answer unless the answer is empty too") {
    CheckResult r = check_lines("", "42\n");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "output is empty, expected '42'");
    CHECK(check_lines("", "").status == CheckStatus::AC);
    CHECK(check_lines("\n\n", "").status == CheckStatus::AC);
}

TEST_CASE("long lines are cut in messages") {
    std::string long_line(500, '7');
    CheckResult r = check_lines("1\n", "1\n" + long_line + "\n");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message.size() < 120);
    CHECK(r.message.find("...") != std::string::npos);
}

}  // TEST_SUITE

TEST_SUITE("printable_excerpt") {

TEST_CASE("control bytes are escaped and printable text kept") {
    CHECK(printable_excerpt("a\tb\r\n", 40) == "a\\tb\\r\\n");
    CHECK(printable_excerpt(std::string("\x1b[2J\0x", 6), 40) == "\\x1b[2J\\x00x");
    CHECK(printable_excerpt("\x7f", 40) == "\\x7f");
}

TEST_CASE("valid UTF-8 is kept and invalid bytes are escaped") {
    CHECK(printable_excerpt("无解", 40) == "无解");
    CHECK(printable_excerpt("\xff\xfe", 40) == "\\xff\\xfe");
    CHECK(printable_excerpt("\xe6\x97", 40) == "\\xe6\\x97");      // a sequence cut short
    CHECK(printable_excerpt("\xc0\xaf", 40) == "\\xc0\\xaf");      // an overlong '/'
    CHECK(printable_excerpt("\xed\xa0\x80", 40) == "\\xed\\xa0\\x80");  // a UTF-16 surrogate
    CHECK(printable_excerpt("\xc2\x9b", 40) == "\\xc2\\x9b");      // C1 CSI, which terminals obey
}

TEST_CASE("excerpts are cut by characters, never inside one") {
    CHECK(printable_excerpt("abcdef", 3) == "abc...");
    CHECK(printable_excerpt("abc", 3) == "abc");
    CHECK(printable_excerpt("数独数独", 2) == "数独...");
}

}  // TEST_SUITE

TEST_SUITE("check_exact") {

TEST_CASE("exact comparison accepts only the same bytes") {
    CHECK(check_exact("1 2\n", "1 2\n").status == CheckStatus::AC);
    CheckResult r = check_exact("1 2 \n", "1 2\n");
    CHECK(r.status == CheckStatus::PE);
    CHECK(r.message == "line 1, column 4: expected '\\n', got ' \\n'");
}

TEST_CASE("exact comparison locates a wrong byte and reports WA") {
    CheckResult r = check_exact("1 2\n3 5\n", "1 2\n3 4\n");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "line 2, column 3: expected '4\\n', got '5\\n'");
}

TEST_CASE("exact comparison names the end of output on either side") {
    CHECK(check_exact("1 2", "1 2\n").message == "line 1, column 4: expected '\\n', got end of output");
    CHECK(check_exact("1 2\n3", "1 2\n").message == "line 2, column 1: expected end of output, got '3'");
}

}  // TEST_SUITE

TEST_SUITE("check_tokens") {

TEST_CASE("tokens ignore every kind of whitespace") {
    CHECK(check_tokens("1\n2   3\r\n", "1 2 3").status == CheckStatus::AC);
}

TEST_CASE("a wrong token is located in the output") {
    CheckResult r = check_tokens("1 2\n3 9\n", "1 2 3 4");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "line 2, column 3: expected '4', got '9' (token 4)");
}

TEST_CASE("missing and extra tokens are wrong answers") {
    CHECK(check_tokens("1 2", "1 2 3").message == "output ends after 2 tokens, expected '3'");
    CHECK(check_tokens("1 2 3\n4", "1 2 3").message == "line 2, column 1: expected end of output, got '4' (token 4)");
    CHECK(check_tokens("", "").status == CheckStatus::AC);
}

}  // TEST_SUITE

TEST_SUITE("sudoku_completion_error") {

TEST_CASE("the solution of a puzzle is a valid completion") {
    CHECK_FALSE(sudoku_completion_error(kPuzzle, kSolution).has_value());
    CHECK_FALSE(sudoku_completion_error(with_zeros(kPuzzle), kSolution).has_value());
}

TEST_CASE("a grid of the wrong size is an error") {
    CHECK(sudoku_completion_error(kPuzzle, kSolution.substr(1)) == "the grid has 80 cells, expected 81");
}

TEST_CASE("an empty cell left in the grid is located") {
    CHECK(sudoku_completion_error(kPuzzle, with_cell(kSolution, 2, 5, '.')) ==
          "row 2, column 5: expected a digit 1-9, got '.'");
}

TEST_CASE("a changed clue is located and named") {
    // Row 1, column 3 holds the clue 5; its row-mate at column 9 holds 8.
    CHECK(sudoku_completion_error(kPuzzle, with_cell(kSolution, 1, 3, '4')) ==
          "row 1, column 3: clue 5 was changed to 4");
}

TEST_CASE("repeats are located in the row, the column and the box") {
    // Rows 1-2 of the solution: 1 4 5 3 2 7 6 9 8 / 8 3 9 6 5 4 1 2 7; row 1's clues are at columns 3, 4.
    CHECK(sudoku_completion_error(kPuzzle, with_cell(kSolution, 1, 2, '1')) == "row 1, column 2: 1 repeats in the row");
    // Row 1 becomes 4 1 5 ...: the 4 now at row 1, column 1 meets the clue 4 at row 4, column 1.
    CHECK(sudoku_completion_error(kPuzzle, with_swap(kSolution, 1, 1, 2)) ==
          "row 1, column 1: 4 repeats in the column");
    // Row 1 becomes ... 2 6 7 ...: the 6 moves into box 2, where row 2, column 4 holds a 6.
    CHECK(sudoku_completion_error(kPuzzle, with_swap(kSolution, 1, 6, 7)) == "row 2, column 4: 6 repeats in the box");
}

TEST_CASE("a repeat with a clue names the other cell, the one the program filled") {
    // Row 1, column 4 holds the clue 3; a 3 written at column 1 comes first in reading order.
    CHECK(sudoku_completion_error(kPuzzle, with_cell(kSolution, 1, 1, '3')) == "row 1, column 1: 3 repeats in the row");
}

TEST_CASE("a repeat only inside a box is reported as a box repeat") {
    // A grid whose rows and columns are permutations but whose boxes are not: row r is 1..9 shifted by r.
    std::string latin;
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) latin += static_cast<char>('1' + (r + c) % 9);
    CHECK(sudoku_completion_error(std::string(81, '.'), latin) == "row 2, column 1: 2 repeats in the box");
}

}  // TEST_SUITE

TEST_SUITE("check_sudoku NYOJ") {

TEST_CASE("the solutions of several cases are accepted") {
    std::string input = nyoj_input({kPuzzle, kPuzzle2});
    std::string answer = nyoj_grid(kSolution) + nyoj_grid(kSolution2);
    CHECK(check_sudoku(input, answer, answer, GridFormat::NYOJ).status == CheckStatus::AC);
}

TEST_CASE("any valid completion is accepted, not only the answer's") {
    std::string input = nyoj_input({kEmpty});
    CHECK(check_sudoku(input, nyoj_grid(kSolution2), nyoj_grid(kSolution), GridFormat::NYOJ).status ==
          CheckStatus::AC);
}

TEST_CASE("input rows may be written as 9-digit rows without separators") {
    std::string input = "1\n";
    for (size_t r = 0; r < 9; ++r) input += with_zeros(kPuzzle).substr(r * 9, 9) + "\n";
    CHECK(check_sudoku(input, nyoj_grid(kSolution), nyoj_grid(kSolution), GridFormat::NYOJ).status ==
          CheckStatus::AC);
}

TEST_CASE("CRLF, trailing whitespace and blank lines at the end are accepted, as NYOJ's line rule says") {
    std::string input = nyoj_input({kPuzzle});
    std::string rows;
    for (size_t r = 0; r < 9; ++r) {
        for (size_t c = 0; c < 9; ++c) rows += std::string(1, kSolution[r * 9 + c]) + (c == 8 ? " \t\r\n" : " ");
    }
    CHECK(check_sudoku(input, rows + "\n\n", nyoj_grid(kSolution), GridFormat::NYOJ).status == CheckStatus::AC);
}

TEST_CASE("a right grid in another layout is PE: NYOJ compares text, so it would not accept it") {
    std::string input = nyoj_input({kPuzzle});
    std::string rows;
    for (size_t r = 0; r < 9; ++r) rows += kSolution.substr(r * 9, 9) + "\n";
    CheckResult nine_digit_rows = check_sudoku(input, rows, nyoj_grid(kSolution), GridFormat::NYOJ);
    CHECK(nine_digit_rows.status == CheckStatus::PE);
    CHECK(nine_digit_rows.message.find("NYOJ compares text") != std::string::npos);
    CHECK(nine_digit_rows.message.find("line 1") != std::string::npos);

    std::string double_spaced = nyoj_grid(kSolution);
    double_spaced.insert(1, " ");
    CHECK(check_sudoku(input, double_spaced, nyoj_grid(kSolution), GridFormat::NYOJ).status == CheckStatus::PE);

    std::string blank_between = nyoj_grid(kSolution) + "\n" + nyoj_grid(kSolution2);
    std::string two_cases = nyoj_input({kPuzzle, kPuzzle2});
    CHECK(check_sudoku(two_cases, blank_between, nyoj_grid(kSolution) + nyoj_grid(kSolution2), GridFormat::NYOJ)
              .status == CheckStatus::PE);
}

TEST_CASE("a wrong digit is located by case, row and column") {
    std::string input = nyoj_input({kPuzzle, kPuzzle2});
    std::string answer = nyoj_grid(kSolution) + nyoj_grid(kSolution2);
    // Case 2, row 1: 8 1 2 7 5 3 6 4 9; no clue but the 8. A 2 at column 2 repeats the 2 at column 3,
    // the later cell of the two.
    std::string output = nyoj_grid(kSolution) + nyoj_grid(with_cell(kSolution2, 1, 2, '2'));
    CheckResult r = check_sudoku(input, output, answer, GridFormat::NYOJ);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "case 2, row 1, column 3: 2 repeats in the row");
}

TEST_CASE("a changed clue is a wrong answer naming the clue") {
    std::string input = nyoj_input({kPuzzle});
    CheckResult r = check_sudoku(input, nyoj_grid(with_cell(kSolution, 1, 3, '4')), nyoj_grid(kSolution),
                                 GridFormat::NYOJ);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "case 1, row 1, column 3: clue 5 was changed to 4");
}

TEST_CASE("a zero left in the output is a wrong answer") {
    std::string input = nyoj_input({kPuzzle});
    CheckResult r = check_sudoku(input, nyoj_grid(with_cell(kSolution, 9, 9, '0')), nyoj_grid(kSolution),
                                 GridFormat::NYOJ);
    CHECK(r.message == "case 1, row 9, column 9: expected a digit 1-9, got '0'");
}

TEST_CASE("a missing case says how many grids each side has") {
    std::string input = nyoj_input({kPuzzle, kPuzzle2, kPuzzle, kPuzzle2});
    std::string answer = nyoj_grid(kSolution) + nyoj_grid(kSolution2) + nyoj_grid(kSolution) + nyoj_grid(kSolution2);
    std::string output = nyoj_grid(kSolution) + nyoj_grid(kSolution2) + nyoj_grid(kSolution);
    CheckResult r = check_sudoku(input, output, answer, GridFormat::NYOJ);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "case 4: missing (the output has 3 grids, the input 4)");
}

TEST_CASE("empty output is a wrong answer for the first case") {
    CheckResult r = check_sudoku(nyoj_input({kPuzzle}), "", nyoj_grid(kSolution), GridFormat::NYOJ);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "case 1: missing (the output has 0 grids, the input 1)");
}

TEST_CASE("a grid cut short says how many cells arrived") {
    std::string output = nyoj_grid(kSolution).substr(0, 2 * 40);
    CheckResult r = check_sudoku(nyoj_input({kPuzzle}), output, nyoj_grid(kSolution), GridFormat::NYOJ);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "case 1: the output ends after 40 of 81 cells");
}

TEST_CASE("extra output after the last case is a wrong answer") {
    std::string output = nyoj_grid(kSolution) + "1 2 3\n";
    CheckResult r = check_sudoku(nyoj_input({kPuzzle}), output, nyoj_grid(kSolution), GridFormat::NYOJ);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "extra output after case 1: '1 2 3'");
}

TEST_CASE("binary junk in place of a grid is a wrong answer with the bytes escaped") {
    CheckResult r = check_sudoku(nyoj_input({kPuzzle}), std::string("\x1b]0;owned\x07\xff\0", 12),
                                 nyoj_grid(kSolution), GridFormat::NYOJ);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "case 1: expected a grid, got '\\x1b]0;owned\\x07\\xff\\x00'");
}

TEST_CASE("a no-solution case must say the answer's text") {
    std::string input = nyoj_input({kPuzzle, kImpossible, kPuzzle2});
    std::string answer = nyoj_grid(kSolution) + "No solution\n" + nyoj_grid(kSolution2);
    CHECK(check_sudoku(input, answer, answer, GridFormat::NYOJ).status == CheckStatus::AC);

    std::string other_text = nyoj_grid(kSolution) + "no answer\n" + nyoj_grid(kSolution2);
    CheckResult r = check_sudoku(input, other_text, answer, GridFormat::NYOJ);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "case 2: expected 'No solution', got 'no answer'");
}

TEST_CASE("text where the answer has a grid is a wrong answer") {
    CheckResult r = check_sudoku(nyoj_input({kPuzzle}), "No solution\n", nyoj_grid(kSolution), GridFormat::NYOJ);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "case 1: expected a grid, got 'No'");
}

TEST_CASE("testdata whose answer is not a valid completion is a checker failure") {
    CheckResult r = check_sudoku(nyoj_input({kPuzzle}), nyoj_grid(kSolution), nyoj_grid(kSolution2),
                                 GridFormat::NYOJ);
    CHECK(r.status == CheckStatus::FAIL);
    CHECK(r.message.rfind("answer: case 1, ", 0) == 0);
}

TEST_CASE("malformed input or a case count mismatch is a checker failure") {
    CHECK(check_sudoku("", "", "", GridFormat::NYOJ).status == CheckStatus::FAIL);
    CHECK(check_sudoku("2\n" + nyoj_grid(kPuzzle), "", "", GridFormat::NYOJ).status == CheckStatus::FAIL);
    CheckResult r = check_sudoku(nyoj_input({kPuzzle, kPuzzle}), "", nyoj_grid(kSolution), GridFormat::NYOJ);
    CHECK(r.status == CheckStatus::FAIL);
    CHECK(r.message == "answer: has 1 cases, the input 2");
}

}  // TEST_SUITE

TEST_SUITE("check_sudoku LeetCode") {

TEST_CASE("boards one a line are accepted") {
    std::string input = leetcode_board(kPuzzle) + leetcode_board(kPuzzle2);
    std::string answer = leetcode_board(kSolution) + leetcode_board(kSolution2);
    CHECK(check_sudoku(input, answer, answer, GridFormat::LeetCode).status == CheckStatus::AC);
}

TEST_CASE("a number json cannot hold (1e999) in a program's output is WA, not an escaped exception") {
    CheckResult r = check_sudoku(leetcode_board(kPuzzle), "[1e999]\n", leetcode_board(kSolution), GridFormat::LeetCode);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message.find("case 1: expected a board") == 0);
}

TEST_CASE("invalid UTF-8 in a program's board never reaches the message raw") {
    CheckResult r = check_sudoku(leetcode_board(kPuzzle), "[[\"\xff\xfe\x1b[2J\"]]\n", leetcode_board(kSolution),
                                 GridFormat::LeetCode);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message.find('\xff') == std::string::npos);
    CHECK(r.message.find('\x1b') == std::string::npos);
}

TEST_CASE("spaces inside a board and a missing final newline are accepted") {
    std::string output = leetcode_board(kSolution);
    for (size_t at = output.find(','); at != std::string::npos; at = output.find(',', at + 2)) output.insert(at + 1, " ");
    output.pop_back();
    CHECK(check_sudoku(leetcode_board(kPuzzle), output, leetcode_board(kSolution), GridFormat::LeetCode).status ==
          CheckStatus::AC);
}

TEST_CASE("a repeat in a LeetCode board is located") {
    std::string input = leetcode_board(kPuzzle) + leetcode_board(kPuzzle2);
    std::string answer = leetcode_board(kSolution) + leetcode_board(kSolution2);
    std::string output = leetcode_board(kSolution) + leetcode_board(with_swap(kSolution, 1, 6, 7));
    // Case 2's puzzle is kPuzzle2, whose row 1 has a clue only at column 1: the swap changes no clue.
    CheckResult r = check_sudoku(input, output, answer, GridFormat::LeetCode);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message.rfind("case 2, ", 0) == 0);
}

TEST_CASE("a board with an empty cell left is a wrong answer") {
    CheckResult r = check_sudoku(leetcode_board(kPuzzle), leetcode_board(kPuzzle), leetcode_board(kSolution),
                                 GridFormat::LeetCode);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "case 1, row 1, column 1: expected a digit 1-9, got '.'");
}

TEST_CASE("output that is not a board is a wrong answer, not a crash") {
    CheckResult r = check_sudoku(leetcode_board(kPuzzle), "[[\"1\",\"2\"]\n", leetcode_board(kSolution),
                                 GridFormat::LeetCode);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message.rfind("case 1: expected a board", 0) == 0);
    r = check_sudoku(leetcode_board(kPuzzle), "[[\"1\"]]\n", leetcode_board(kSolution), GridFormat::LeetCode);
    CHECK(r.message == "case 1: expected a board of 9 rows, got '[[\"1\"]]'");
}

TEST_CASE("a line far longer than any board is a wrong answer without parsing it") {
    CheckResult r = check_sudoku(leetcode_board(kPuzzle), std::string(100000, '[') + "\n", leetcode_board(kSolution),
                                 GridFormat::LeetCode);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message.find("(100000 characters)") != std::string::npos);
}

TEST_CASE("a missing board and an extra line are wrong answers") {
    std::string input = leetcode_board(kPuzzle) + leetcode_board(kPuzzle2);
    std::string answer = leetcode_board(kSolution) + leetcode_board(kSolution2);
    CHECK(check_sudoku(input, leetcode_board(kSolution), answer, GridFormat::LeetCode).message ==
          "case 2: missing (the output has 1 grids, the input 2)");
    CHECK(check_sudoku(input, answer + "x\n", answer, GridFormat::LeetCode).message ==
          "extra output after case 2: 'x'");
}

TEST_CASE("a no-solution line must be repeated in a LeetCode output") {
    std::string input = leetcode_board(kImpossible);
    CHECK(check_sudoku(input, "No solution\n", "No solution\n", GridFormat::LeetCode).status == CheckStatus::AC);
    CheckResult r = check_sudoku(input, leetcode_board(kSolution), "No solution\n", GridFormat::LeetCode);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message.rfind("case 1: expected 'No solution', got '[[", 0) == 0);
}

TEST_CASE("a LeetCode input cell other than '.' or 1-9 is a checker failure") {
    CheckResult r = check_sudoku(leetcode_board(with_zeros(kPuzzle)), "", leetcode_board(kSolution),
                                 GridFormat::LeetCode);
    CHECK(r.status == CheckStatus::FAIL);
    CHECK(r.message == "input: line 1: row 1, column 1: expected '.' or a digit 1-9, got '0'");
}

}  // TEST_SUITE

TEST_SUITE("check_external and run_checker") {

TEST_CASE("an external checker's exit status is its verdict and its output the message") {
    TempDir dir;
    auto input = dir.write("1.in", "1\n"), output = dir.write("1.out", "x\n"), answer = dir.write("1.ans", "x\n");
    for (auto [code, status] : {std::pair{0, CheckStatus::AC}, {1, CheckStatus::WA}, {2, CheckStatus::PE},
                                {3, CheckStatus::FAIL}, {7, CheckStatus::FAIL}}) {
        CAPTURE(code);
        auto checker = dir.write("checker.sh",
                                 "#!/bin/sh\necho \"checked $1 $2 $3\" >&2\necho second line\nexit " +
                                     std::to_string(code) + "\n",
                                 true);
        CheckResult r = check_external(checker, input, output, answer);
        CHECK(r.status == status);
        CHECK(r.message.find("checked " + input.string() + " " + output.string() + " " + answer.string()) !=
              std::string::npos);
        CHECK(r.message.find("second line") != std::string::npos);
    }
}

TEST_CASE("an external checker that cannot start or dies is a checker failure") {
    TempDir dir;
    auto file = dir.write("1.in", "");
    CHECK(check_external(dir.path / "missing", file, file, file).status == CheckStatus::FAIL);
    auto killer = dir.write("kill.sh", "#!/bin/sh\nkill -SEGV $$\n", true);
    CheckResult r = check_external(killer, file, file, file);
    CHECK(r.status == CheckStatus::FAIL);
    CHECK(r.message.find("signal") != std::string::npos);
}

TEST_CASE("run_checker reports a missing file by name and reason") {
    TempDir dir;
    auto input = dir.write("1.in", "1\n"), answer = dir.write("1.ans", "1\n");
    CheckResult r = run_checker(CheckerSpec{}, input, dir.path / "x.out", answer);
    CHECK(r.status == CheckStatus::FAIL);
    CHECK(r.message == "open " + (dir.path / "x.out").string() + ": No such file or directory");
}

TEST_CASE("run_checker dispatches on the checker kind") {
    TempDir dir;
    auto input = dir.write("1.in", "1\n"), output = dir.write("1.out", "1 2 \n"), answer = dir.write("1.ans", "1 2\n");
    CheckerSpec spec;
    spec.kind = "lines";
    CHECK(run_checker(spec, input, output, answer).status == CheckStatus::AC);
    spec.kind = "exact";
    CHECK(run_checker(spec, input, output, answer).status == CheckStatus::PE);
    spec.kind = "tokens";
    CHECK(run_checker(spec, input, output, answer).status == CheckStatus::AC);
    spec.kind = "external";
    spec.external = dir.write("wa.sh", "#!/bin/sh\nexit 1\n", true);
    CHECK(run_checker(spec, input, output, answer).status == CheckStatus::WA);
    spec.kind = "sudoku";
    spec.grid_format = GridFormat::NYOJ;
    auto puzzle = dir.write("2.in", nyoj_input({kPuzzle}));
    auto solution = dir.write("2.out", nyoj_grid(kSolution));
    CHECK(run_checker(spec, puzzle, solution, solution).status == CheckStatus::AC);
    spec.kind = "fuzzy";
    CHECK(run_checker(spec, input, output, answer).status == CheckStatus::FAIL);
}

}  // TEST_SUITE
