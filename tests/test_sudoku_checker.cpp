// The sudoku checker in both grid formats: any valid completion is right, and every fault is located.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "judge/checkers/sudoku.hpp"
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


}  // namespace

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
          "case 2: missing (the output has 1 grid, the input 2)");
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
    CHECK(r.message == "input:1: row 1, column 1: expected '.' or a digit 1-9, got '0'");
}

}  // TEST_SUITE

TEST_SUITE("check_sudoku POJ 3076 and UVa 989") {

// POJ 3076's text of the grids, as its judge compares it: an empty line between two grids.
std::string poj16(const std::vector<std::string>& grids) { return write_answers(grids, GridFormat::POJ16); }

TEST_CASE("16×16 solutions are accepted, and any valid completion is") {
    const std::string solved = pattern_grid(4), puzzle = punched(solved, 3);
    const std::string input = write_puzzles({puzzle, puzzle}, GridFormat::POJ16);
    CHECK(check_sudoku(input, poj16({solved, solved}), poj16({solved, solved}), GridFormat::POJ16).status ==
          CheckStatus::AC);
    // Swapping two symbols everywhere keeps a grid valid; with no clues at all, any valid grid completes it.
    std::string other = solved;
    for (char& c : other) c = c == 'A' ? 'B' : c == 'B' ? 'A' : c;
    const std::string empty_input = write_puzzles({std::string(256, '.')}, GridFormat::POJ16);
    CHECK(check_sudoku(empty_input, poj16({other}), poj16({solved}), GridFormat::POJ16).status == CheckStatus::AC);
}

TEST_CASE("a wrong 16×16 cell is located by case, row and column, in letters") {
    const std::string solved = pattern_grid(4), puzzle = punched(solved, 2);
    const std::string input = write_puzzles({puzzle}, GridFormat::POJ16);
    std::string bad = solved;
    bad[2] = 'A';
    CheckResult result = check_sudoku(input, poj16({bad}), poj16({solved}), GridFormat::POJ16);
    CHECK(result.status == CheckStatus::WA);
    CHECK(result.message == "case 1, row 1, column 3: A repeats in the row");
}

TEST_CASE("a 16×16 grid cut short, a missing grid and extra output are WA") {
    const std::string solved = pattern_grid(4), puzzle = punched(solved, 3);
    const std::string input = write_puzzles({puzzle, puzzle}, GridFormat::POJ16);
    const std::string one = poj16({solved});
    CHECK(check_sudoku(input, one, poj16({solved, solved}), GridFormat::POJ16).message ==
          "case 2: missing (the output has 1 case, the input 2)");
    CHECK(check_sudoku(input, one + "\n" + one.substr(0, 17 * 2), poj16({solved, solved}), GridFormat::POJ16).message ==
          "case 2: the output ends after 32 of 256 cells");
    const std::string single = write_puzzles({puzzle}, GridFormat::POJ16);
    CHECK(check_sudoku(single, one + "\nthanks\n", one, GridFormat::POJ16).message == "extra output after case 1: 'thanks'");
}

TEST_CASE("right 16×16 grids laid out otherwise than POJ's text are PE: no empty line between, or one before") {
    const std::string solved = pattern_grid(4), puzzle = punched(solved, 3);
    const std::string input = write_puzzles({puzzle, puzzle}, GridFormat::POJ16);
    const std::string right = poj16({solved, solved});
    CheckResult result = check_sudoku(input, right.substr(0, 17 * 16) + right.substr(17 * 16 + 1), right, GridFormat::POJ16);
    CHECK(result.status == CheckStatus::PE);  // no empty line between them
    CHECK(result.message.rfind("the grids are right but POJ 3076 compares text: ", 0) == 0);
    CHECK(check_sudoku(input, "\n" + right, right, GridFormat::POJ16).status == CheckStatus::PE);  // one before
}

TEST_CASE("POJ forgives empty lines after the last 16×16 grid; UVa 989 does not") {
    const std::string solved = pattern_grid(4), puzzle = punched(solved, 3);
    const std::string input = write_puzzles({puzzle, puzzle}, GridFormat::POJ16);
    const std::string right = poj16({solved, solved});
    CHECK(check_sudoku(input, right + "\n", right, GridFormat::POJ16).status == CheckStatus::AC);
    CHECK(check_sudoku(input, right + "\n\n\n", right, GridFormat::POJ16).status == CheckStatus::AC);
    CHECK(check_sudoku(input, right + " \n", right, GridFormat::POJ16).status == CheckStatus::PE);  // not known
    const std::string nine = pattern_grid(3);
    const std::string uva_input = write_puzzles({punched(nine, 2)}, GridFormat::UVa989);
    const std::string uva = write_answers({nine}, GridFormat::UVa989);
    CHECK(check_sudoku(uva_input, uva + "\n", uva, GridFormat::UVa989).status == CheckStatus::PE);
}

TEST_CASE("UVa 989's cases: grids of sides 1, 4 and 9 and NO SOLUTION, each as the answer says") {
    const std::string four = pattern_grid(2), nine = pattern_grid(3);
    const std::string input = write_puzzles({"1", punched(four, 3), "55" + std::string(79, '.'), punched(nine, 2)},
                                            GridFormat::UVa989);
    const std::string answer = write_answers({"1", four, "", nine}, GridFormat::UVa989);
    CHECK(check_sudoku(input, answer, answer, GridFormat::UVa989).status == CheckStatus::AC);
    const std::string solved_instead = write_answers({"1", four, nine, nine}, GridFormat::UVa989);
    CHECK(check_sudoku(input, solved_instead, answer, GridFormat::UVa989).message ==
          "case 3: expected 'NO SOLUTION', got a grid");
    std::string wrong_four = four;
    std::swap(wrong_four[0], wrong_four[1]);
    const std::string wrong = write_answers({"1", wrong_four, "", nine}, GridFormat::UVa989);
    CHECK(check_sudoku(input, wrong, answer, GridFormat::UVa989).status == CheckStatus::WA);
}

TEST_CASE("a case the answer gives as text is right when the output says the same, in any layout's format") {
    const std::string solved = pattern_grid(4), puzzle = punched(solved, 3);
    const std::string input = write_puzzles({puzzle, puzzle}, GridFormat::POJ16);
    const std::string answer = poj16({solved}) + "\nNo solution\n";
    CHECK(check_sudoku(input, answer, answer, GridFormat::POJ16).status == CheckStatus::AC);
    const std::string four = pattern_grid(2);
    const std::string uva_input = write_puzzles({punched(four, 3), punched(four, 3)}, GridFormat::UVa989);
    const std::string uva_answer = write_answers({four}, GridFormat::UVa989) + "\nno completion\n";
    CHECK(check_sudoku(uva_input, uva_answer, uva_answer, GridFormat::UVa989).status == CheckStatus::AC);
}

TEST_CASE("a row with a number too many is WA, not PE: the judge's text comparison would not forgive it") {
    const std::string four = pattern_grid(2);
    const std::string input = write_puzzles({punched(four, 3)}, GridFormat::UVa989);
    const std::string answer = write_answers({four}, GridFormat::UVa989);
    std::string longer = answer;
    longer.insert(longer.find('\n', longer.find('\n') + 1), " 7");  // row 2: 3 4 1 2 7, read as 3 4 1 2
    CheckResult result = check_sudoku(input, longer, answer, GridFormat::UVa989);
    CHECK(result.status == CheckStatus::WA);
    CHECK(result.message.rfind("line 2, column 8: ", 0) == 0);
}

TEST_CASE("a huge output line is read as text, and only one case past the input's is kept") {
    std::string huge;
    for (int i = 0; i < 50000; ++i) huge += "1 ";
    std::vector<GridCase> cases = read_cases_leniently(huge + "\n", GridFormat::UVa989);
    REQUIRE(cases.size() == 1);
    CHECK_FALSE(cases[0].is_grid);
    std::string many;
    for (int i = 0; i < 1000; ++i) many += "1\n";
    CHECK(read_cases_leniently(many, GridFormat::UVa989, 3).size() == 3);
    CHECK(read_cases_leniently(std::string(1000, '\n') + "x\ny\nz\n", GridFormat::POJ16, 2).size() == 2);
    const std::string input = write_puzzles({"1"}, GridFormat::UVa989);
    CHECK(check_sudoku(input, many, "1\n", GridFormat::UVa989).message == "extra output after case 1: '1'");
}

}  // TEST_SUITE

TEST_SUITE("check_sudoku POJ 2676") {

TEST_CASE("POJ 2676: any valid completion of each grid is accepted, 9 lines of 9 digits, nothing between grids") {
    const std::string input = write_puzzles({kPuzzle, kEmpty}, GridFormat::POJ2676);
    const std::string answer = write_answers({kSolution, kSolution2}, GridFormat::POJ2676);
    CHECK(check_sudoku(input, answer, answer, GridFormat::POJ2676).status == CheckStatus::AC);
    // The empty grid's completion need not be the answer's (POJ's special judge).
    const std::string other = write_answers({kSolution, kSolution}, GridFormat::POJ2676);
    CHECK(check_sudoku(input, other, answer, GridFormat::POJ2676).status == CheckStatus::AC);
    // Empty lines after the last grid are forgiven, as POJ forgives them.
    CHECK(check_sudoku(input, answer + "\n\n", answer, GridFormat::POJ2676).status == CheckStatus::AC);
}

TEST_CASE("POJ 2676: a wrong digit is WA naming the cell; right grids laid out otherwise are PE") {
    const std::string input = write_puzzles({kPuzzle, kPuzzle}, GridFormat::POJ2676);
    const std::string answer = write_answers({kSolution, kSolution}, GridFormat::POJ2676);
    std::string wrong_digit = answer;
    wrong_digit[81 + 9 + 2] = wrong_digit[81 + 9 + 2] == '1' ? '2' : '1';  // case 2, row 1, column 3
    CheckResult wrong = check_sudoku(input, wrong_digit, answer, GridFormat::POJ2676);
    CHECK(wrong.status == CheckStatus::WA);
    CHECK(wrong.message.rfind("case 2, ", 0) == 0);
    const std::string spaced = nyoj_grid(kSolution) + nyoj_grid(kSolution);
    CheckResult spaced_result = check_sudoku(input, spaced, answer, GridFormat::POJ2676);
    CHECK(spaced_result.status == CheckStatus::PE);
    CHECK(spaced_result.message.find("POJ 2676") != std::string::npos);
    const std::string apart = write_answers({kSolution}, GridFormat::POJ2676) + "\n" +
                              write_answers({kSolution}, GridFormat::POJ2676);
    CHECK(check_sudoku(input, apart, answer, GridFormat::POJ2676).status == CheckStatus::PE);
    CHECK(check_sudoku(input, write_answers({kSolution}, GridFormat::POJ2676), answer, GridFormat::POJ2676).status ==
          CheckStatus::WA);
}

}  // TEST_SUITE

// check_sudoku_by_rules: the checker without an answer file, as `judge run` checks a learner's output.
TEST_SUITE("sudoku checker by the rules") {

namespace {
bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
}  // namespace

TEST_CASE("the rules alone accept a valid completion and name the first wrong cell") {
    const std::string input = nyoj_input({kPuzzle});
    SUBCASE("a right grid, as NYOJ lays it out, is AC") {
        CheckResult check = check_sudoku_by_rules(input, nyoj_grid(kSolution), GridFormat::NYOJ);
        CHECK(check.status == CheckStatus::AC);
        CHECK(check.message == "1 case");
    }
    SUBCASE("a changed clue is WA naming its cell") {
        CheckResult check = check_sudoku_by_rules(input, nyoj_grid(with_cell(kSolution, 1, 3, '4')), GridFormat::NYOJ);
        CHECK(check.status == CheckStatus::WA);
        CHECK(check.message == "case 1, row 1, column 3: clue 5 was changed to 4");
    }
    SUBCASE("a repeated digit in a filled cell is WA naming the cell") {
        CheckResult check = check_sudoku_by_rules(input, nyoj_grid(with_cell(kSolution, 1, 1, '2')), GridFormat::NYOJ);
        CHECK(check.status == CheckStatus::WA);
        CHECK(has(check.message, "case 1, row 1, column"));
    }
    SUBCASE("no output, and output after the last case, are WA") {
        CHECK(check_sudoku_by_rules(input, "", GridFormat::NYOJ).status == CheckStatus::WA);
        CheckResult extra = check_sudoku_by_rules(input, nyoj_grid(kSolution) + "42\n", GridFormat::NYOJ);
        CHECK(extra.status == CheckStatus::WA);
        CHECK(has(extra.message, "extra output after case 1"));
    }
    SUBCASE("right digits laid out otherwise than NYOJ's text are PE, as the checker says") {
        std::string rows;
        for (int r = 0; r < 9; ++r) rows += kSolution.substr(std::size_t(r) * 9, 9) + "\n";
        CheckResult check = check_sudoku_by_rules(input, rows, GridFormat::NYOJ);
        CHECK(check.status == CheckStatus::PE);
    }
    SUBCASE("the second of two cases wrong: its number in the message") {
        CheckResult check = check_sudoku_by_rules(nyoj_input({kPuzzle, kPuzzle}),
                                           nyoj_grid(kSolution) + nyoj_grid(test_support::swapped(kSolution, 0, 1)),
                                           GridFormat::NYOJ);
        CHECK(check.status == CheckStatus::WA);
        CHECK(check.message.rfind("case 2, ", 0) == 0);
    }
}

TEST_CASE("the rules check LeetCode's boards and 16x16 grids too") {
    CHECK(check_sudoku_by_rules(leetcode_board(kPuzzle), leetcode_board(kSolution), GridFormat::LeetCode).status ==
          CheckStatus::AC);
    CheckResult wrong = check_sudoku_by_rules(leetcode_board(kPuzzle), leetcode_board(with_cell(kSolution, 9, 9, '1')),
                                       GridFormat::LeetCode);
    CHECK(wrong.status == CheckStatus::WA);
    CHECK(has(wrong.message, "case 1, row 9, column 9"));
    const std::string full = test_support::pattern_grid(4);
    const std::string puzzle = test_support::punched(full, 3);
    std::string input, output;
    for (int r = 0; r < 16; ++r) {
        input += puzzle.substr(std::size_t(r) * 16, 16) + "\n";
        output += full.substr(std::size_t(r) * 16, 16) + "\n";
    }
    for (char& c : input)
        if (c == '.') c = '-';
    CHECK(check_sudoku_by_rules(input, output, GridFormat::POJ16).status == CheckStatus::AC);
    std::string changed = output;
    std::swap(changed[0], changed[1]);  // two cells of row 1: column 1 was punched (empty), column 2 a clue
    CHECK(check_sudoku_by_rules(input, changed, GridFormat::POJ16).status == CheckStatus::WA);
}

TEST_CASE("a case without a solution, or an input that does not read, cannot be checked by the rules") {
    // Two 5s in row 1: no completion exists, so only the judge's answer file could say what to print.
    const std::string clash = nyoj_input({with_cell(kPuzzle, 1, 1, '5')});
    CheckResult no_solution = check_sudoku_by_rules(clash, "No solution\n", GridFormat::NYOJ);
    CHECK(no_solution.status == CheckStatus::FAIL);
    CHECK(has(no_solution.message, "case 1 has no solution"));
    CheckResult unreadable = check_sudoku_by_rules("2\n1 2 3\n", nyoj_grid(kSolution), GridFormat::NYOJ);
    CHECK(unreadable.status == CheckStatus::FAIL);
    CHECK(has(unreadable.message, "does not read as NYOJ input"));
}

}  // TEST_SUITE
