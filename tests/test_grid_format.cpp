// The grid formats: one reader per strictness (testdata strictly, program output leniently), the writers,
// and the format names; every writer's text reads back as the same grids.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "judge/grid/format.hpp"
#include "judge/util/error.hpp"
#include "support.hpp"

using namespace judge;
using namespace test_support;

TEST_SUITE("grid formats") {

TEST_CASE("the format is LeetCode when the file starts with a bracket, POJ 3074 when it ends with end, line when its first line is 81 cells, NYOJ otherwise") {
    CHECK(detect_grid_format("  \n[[\"5\"]]") == GridFormat::LeetCode);
    CHECK(detect_grid_format("1\n0 0 5") == GridFormat::NYOJ);
    CHECK(detect_grid_format("") == GridFormat::NYOJ);
    CHECK(detect_grid_format("\n" + std::string(kPuzzle) + "\n") == GridFormat::Line);
    std::string zeros(kPuzzle);
    for (char& c : zeros) c = c == '.' ? '0' : c;
    CHECK(detect_grid_format(zeros + "\r\n" + zeros) == GridFormat::Line);
    CHECK(detect_grid_format(std::string(kPuzzle).substr(0, 80)) == GridFormat::NYOJ);  // one cell short
    CHECK(detect_grid_format(std::string(81, '1') + "x") == GridFormat::NYOJ);             // 82 characters
    CHECK(detect_grid_format(std::string(kPuzzle) + "\n" + std::string(kPuzzle) + "\nend\n") == GridFormat::POJ3074);
    CHECK(detect_grid_format("end") == GridFormat::POJ3074);
}

TEST_CASE("NYOJ puzzles are read with 0 as an empty cell, spaced or as 9-digit rows") {
    std::string rows;
    for (std::size_t row = 0; row < 9; ++row) {
        for (std::size_t column = 0; column < 9; ++column) rows += kPuzzle[row * 9 + column] == '.' ? '0' : kPuzzle[row * 9 + column];
        rows += "\r\n";
    }
    auto puzzles = read_puzzles("2\n" + nyoj_grid(kPuzzle) + rows, GridFormat::NYOJ, "x.in");
    REQUIRE(puzzles.size() == 2);
    CHECK(puzzles[0] == kPuzzle);
    CHECK(puzzles[1] == kPuzzle);
}

TEST_CASE("LeetCode puzzles are read one board a line") {
    auto puzzles = read_puzzles(leetcode_board(kPuzzle) + "\n" + leetcode_board(kSolution),
                                GridFormat::LeetCode, "x.in");
    REQUIRE(puzzles.size() == 2);
    CHECK(puzzles[0] == kPuzzle);
    CHECK(puzzles[1] == kSolution);
}

TEST_CASE("a malformed test file is an error naming the file and what was expected") {
    CHECK_THROWS_WITH_AS(read_puzzles("2\n" + nyoj_grid(kPuzzle), GridFormat::NYOJ, "x.in"),
                         "x.in: expected 2 grids of 81 digits after the count, got 81 digits", JudgeError);
    CHECK_THROWS_WITH_AS(read_puzzles("1\n0 x", GridFormat::NYOJ, "x.in"), "x.in:2: expected digits 0-9, got 'x'",
                         JudgeError);
    CHECK_THROWS_WITH_AS(read_puzzles("[[\"5\"]]", GridFormat::LeetCode, "y.in"),
                         "y.in:1: expected a board of 9 rows, got '[[\"5\"]]'", JudgeError);
    CHECK_THROWS_WITH_AS(read_puzzles("x 1", GridFormat::NYOJ, "x.in"), "x.in:1: expected the number of puzzles, got 'x'",
                         JudgeError);
    CHECK_THROWS_WITH_AS(read_puzzles("", GridFormat::NYOJ, "x.in"), "x.in: empty, expected the number of puzzles",
                         JudgeError);
    CHECK_THROWS_WITH_AS(read_puzzles(kPuzzle.substr(1) + "\n", GridFormat::Line, "z.txt"),
                         doctest::Contains("z.txt:1: expected 81 cells of 1-9, '.' or '0'"), JudgeError);
}

TEST_CASE("the line format reads 4×4 and 16×16 grids too, as generate --size 4|16 writes them") {
    const std::string four = "1..4.4....2.3..1", sixteen = "A" + std::string(254, '.') + "P";
    CHECK(read_puzzles(four + "\n" + sixteen + "\n", GridFormat::Line, "g.txt") == std::vector<std::string>{four, sixteen});
    CHECK_THROWS_WITH_AS(read_puzzles("1..5.4....2.3..1\n", GridFormat::Line, "g.txt"),  // 5 in a 4×4 grid
                         doctest::Contains("g.txt:1: expected 81 cells"), JudgeError);
    CHECK_THROWS_WITH_AS(read_puzzles("0" + std::string(255, '.') + "\n", GridFormat::Line, "g.txt"),  // '0' only for 9×9
                         doctest::Contains("g.txt:1: expected 81 cells"), JudgeError);
    auto cases = read_cases_leniently(four + "\n", GridFormat::Line);
    REQUIRE(cases.size() == 1);
    CHECK(cases[0].is_grid);
    CHECK(cases[0].cells == four);
}

TEST_CASE("an output is read case by case: grids, a line of text, a grid cut short padded with '?'") {
    auto cases = read_cases_leniently(nyoj_grid(kSolution) + "No solution\n1 4 5\n", GridFormat::NYOJ);
    REQUIRE(cases.size() == 3);
    CHECK(cases[0].is_grid);
    CHECK(cases[0].cells == kSolution);
    CHECK_FALSE(cases[1].is_grid);
    CHECK(cases[1].text == "No solution");
    CHECK(cases[2].cells == "145" + std::string(78, '?'));
}

TEST_CASE("a stray token inside a NYOJ grid takes one cell, so the rest stays in place") {
    std::string text = nyoj_grid(kSolution);
    text[2] = 'x';  // row 1, column 2 (the 4)
    auto cases = read_cases_leniently(text, GridFormat::NYOJ);
    REQUIRE(cases.size() == 1);
    CHECK(cases[0].cells.substr(0, 3) == "1x5");
    CHECK(cases[0].cells.substr(3) == kSolution.substr(3));
}

TEST_CASE("a LeetCode line that is not a 9×9 board is a text case") {
    auto cases = read_cases_leniently(leetcode_board(kSolution) + "[[\"1\"]]\nnull\n", GridFormat::LeetCode);
    REQUIRE(cases.size() == 3);
    CHECK(cases[0].cells == kSolution);
    CHECK_FALSE(cases[1].is_grid);
    CHECK(cases[2].text == "null");
}

TEST_CASE("the line format reads 81 cells a line, 0 or '.' empty") {
    std::string zeros = kPuzzle;
    for (char& c : zeros) c = c == '.' ? '0' : c;
    auto puzzles = read_puzzles(kPuzzle + "\n\n" + zeros + "\n", GridFormat::Line, "p.txt");
    REQUIRE(puzzles.size() == 2);
    CHECK(puzzles[0] == kPuzzle);
    CHECK(puzzles[1] == kPuzzle);
}

TEST_CASE("a strict answer file holds grids and no-solution lines; a grid cut short is an error") {
    auto answers = read_answers(nyoj_grid(kSolution) + "No solution\n", GridFormat::NYOJ, "a.out");
    REQUIRE(answers.size() == 2);
    CHECK(answers[0].cells == kSolution);
    CHECK(answers[1].text == "No solution");
    CHECK_THROWS_WITH_AS(read_answers("1 2 3\nNo solution\n", GridFormat::NYOJ, "a.out"),
                         "a.out:2: the grid of case 1 ends after 3 cells", JudgeError);
    auto boards = read_answers(leetcode_board(kSolution) + "No solution\n", GridFormat::LeetCode, "b.out");
    REQUIRE(boards.size() == 2);
    CHECK(boards[0].cells == kSolution);
    CHECK_FALSE(boards[1].is_grid);
}

TEST_CASE("every writer's text reads back as the same grids") {
    std::vector<std::string> puzzles{kPuzzle, kSolution};
    for (GridFormat format : {GridFormat::Line, GridFormat::NYOJ, GridFormat::LeetCode, GridFormat::POJ2676}) {
        CAPTURE(format_key(format));
        CHECK(read_puzzles(write_puzzles(puzzles, format), format, "written") == puzzles);
        auto answers = read_answers(write_answers({kSolution, kSolution}, format), format, "written");
        REQUIRE(answers.size() == 2);
        CHECK(answers[1].cells == kSolution);
    }
}

TEST_CASE("NYOJ's writer lays a grid out as NYOJ prints it: nine lines of nine digits, single spaces, 0 empty") {
    CHECK(write_puzzles({kPuzzle}, GridFormat::NYOJ) == "1\n" + nyoj_grid(kPuzzle));
    CHECK(write_answers({kSolution}, GridFormat::NYOJ) == nyoj_grid(kSolution));
    CHECK(write_puzzles({kPuzzle}, GridFormat::LeetCode) == leetcode_board(kPuzzle));
}

TEST_CASE("format names read back, and an unknown one names the choices") {
    for (GridFormat format :
         {GridFormat::Line, GridFormat::NYOJ, GridFormat::LeetCode, GridFormat::POJ16, GridFormat::UVa989,
          GridFormat::POJ3074, GridFormat::HDU1426, GridFormat::POJ2676})
        CHECK(parse_grid_format(format_key(format)) == format);
    CHECK(format_title(GridFormat::NYOJ) == "NYOJ");
    CHECK(format_title(GridFormat::POJ16) == "POJ 3076");
    CHECK_THROWS_WITH_AS(parse_grid_format("csv"), doctest::Contains("uva989, poj3074, hdu1426 or poj2676"), JudgeError);
}

TEST_CASE("POJ 3076's grids: 16 rows of A-P with '-' empty, one empty line between two, read back as written") {
    const std::string solved = pattern_grid(4), puzzle = punched(solved, 3);
    const std::string text = write_puzzles({puzzle, solved}, GridFormat::POJ16);
    CHECK(text.substr(0, 17) == "-BC-EF-HI-KL-NO-\n");
    CHECK(text.find("\n\n") == 16 * 17 - 1);  // one empty line between the two grids
    CHECK(text.back() == '\n');
    CHECK(text.substr(text.size() - 2) != "\n\n");  // none after the last
    CHECK(read_puzzles(text, GridFormat::POJ16, "x.in") == std::vector<std::string>{puzzle, solved});
    std::vector<GridCase> answers = read_answers(write_answers({solved}, GridFormat::POJ16), GridFormat::POJ16, "x.out");
    REQUIRE(answers.size() == 1);
    CHECK(answers[0].cells == solved);
}

TEST_CASE("POJ 3076's strict reader names the line of a short row, a bad letter, a cut grid or a missing empty line") {
    const std::string rows = write_puzzles({pattern_grid(4)}, GridFormat::POJ16);
    CHECK_THROWS_WITH_AS(read_puzzles(rows.substr(0, 17 * 15), GridFormat::POJ16, "x.in"),
                         "x.in: the grid of case 1 ends after 15 of 16 lines", JudgeError);
    std::string short_row = rows;
    short_row.erase(3, 1);
    CHECK_THROWS_WITH_AS(read_puzzles(short_row, GridFormat::POJ16, "x.in"),
                         doctest::Contains("x.in:1: expected 16 cells A-P or '-', got"), JudgeError);
    std::string letter = rows;
    letter[20] = 'Q';
    CHECK_THROWS_WITH_AS(read_puzzles(letter, GridFormat::POJ16, "x.in"),
                         doctest::Contains("x.in:2: expected 16 cells"), JudgeError);
    CHECK_THROWS_WITH_AS(read_puzzles(rows + rows, GridFormat::POJ16, "x.in"),
                         "x.in:17: expected an empty line after case 1", JudgeError);
    CHECK_THROWS_WITH_AS(read_puzzles("\n", GridFormat::POJ16, "x.in"), "x.in: empty, expected 16 lines of 16 cells",
                         JudgeError);
}

TEST_CASE("POJ 3076's output read leniently: a grid cut short is padded with '?', a stray line is text") {
    const std::string rows = write_answers({pattern_grid(4)}, GridFormat::POJ16);
    std::vector<GridCase> cases = read_cases_leniently("no idea\n" + rows.substr(0, 17 * 3 + 5), GridFormat::POJ16);
    REQUIRE(cases.size() == 2);
    CHECK_FALSE(cases[0].is_grid);
    CHECK(cases[0].text == "no idea");
    REQUIRE(cases[1].cells.size() == 256);
    CHECK(cells_before_padding(cases[1].cells) == 16 * 3 + 5);
    CHECK(cases[1].cells.substr(0, 48) == pattern_grid(4).substr(0, 48));
}

TEST_CASE("UVa 989's puzzles: n, then n² rows of numbers with 0 empty, for n = 1, 2 and 3") {
    const std::string four = punched(pattern_grid(2), 5), nine = punched(pattern_grid(3), 4);
    const std::string text = write_puzzles({"1", four, nine}, GridFormat::UVa989);
    CHECK(text.substr(0, 15) == "1\n1\n\n2\n0 2 3 4\n");
    CHECK(read_puzzles(text, GridFormat::UVa989, "x.in") == std::vector<std::string>{"1", four, nine});
    CHECK_THROWS_WITH_AS(read_puzzles("4\n1", GridFormat::UVa989, "x.in"),
                         "x.in:1: expected n, the side of a box (1-3), got '4'", JudgeError);
    CHECK_THROWS_WITH_AS(read_puzzles("2\n1 2 3 4\n5 0 0 0", GridFormat::UVa989, "x.in"),
                         "x.in:3: expected a number 0-4 (0 empty), got '5'", JudgeError);
    CHECK_THROWS_WITH_AS(read_puzzles("2\n1 2 3 4", GridFormat::UVa989, "x.in"),
                         "x.in: the grid of case 1 ends after 4 of 16 numbers", JudgeError);
}

TEST_CASE("UVa 989's answers: grids of any side or NO SOLUTION, one empty line between two cases") {
    const std::string four = pattern_grid(2);
    const std::string text = write_answers({four, "", "1"}, GridFormat::UVa989);
    CHECK(text == "1 2 3 4\n3 4 1 2\n2 3 4 1\n4 1 2 3\n\nNO SOLUTION\n\n1\n");
    std::vector<GridCase> cases = read_answers(text, GridFormat::UVa989, "x.out");
    REQUIRE(cases.size() == 3);
    CHECK(cases[0].cells == four);
    CHECK(cases[1].text == "NO SOLUTION");
    CHECK(cases[2].cells == "1");
    CHECK_THROWS_WITH_AS(read_answers("1 2 3 4\n3 4 1\n", GridFormat::UVa989, "x.out"),
                         "x.out:2: expected 4 numbers 1-4 separated by spaces, got '3 4 1'", JudgeError);
    // Leniently, a one-character token stays as printed (the board view shows what the program wrote, a 0
    // included); a longer one, and the cells the output never reached, are '?'.
    std::vector<GridCase> cut = read_cases_leniently("1 2 3 4\n3 4 x 2\n0 12 1\n", GridFormat::UVa989);
    REQUIRE(cut.size() == 1);
    CHECK(cut[0].cells == "123434x20?1?????");
}

TEST_CASE("a grid of a side the format cannot hold is refused by the writers") {
    CHECK_THROWS_WITH_AS(write_puzzles({pattern_grid(3)}, GridFormat::POJ16),
                         "poj16 format: a grid of 81 cells does not fit it", JudgeError);
    CHECK_THROWS_AS(write_answers({pattern_grid(4)}, GridFormat::UVa989), JudgeError);
    CHECK_THROWS_AS(write_puzzles({pattern_grid(2)}, GridFormat::NYOJ), JudgeError);
}

TEST_CASE("POJ 3074's puzzles: 81-character lines, then \"end\"; its answers one grid a line") {
    const std::string text = write_puzzles({kPuzzle, kPuzzle}, GridFormat::POJ3074);
    CHECK(text == kPuzzle + "\n" + kPuzzle + "\nend\n");
    CHECK(read_puzzles(text, GridFormat::POJ3074, "x.in") == std::vector<std::string>{kPuzzle, kPuzzle});
    CHECK(write_answers({kSolution}, GridFormat::POJ3074) == kSolution + "\n");
    CHECK_THROWS_WITH_AS(read_puzzles(kPuzzle + "\n", GridFormat::POJ3074, "x.in"),
                         "x.in: expected a line \"end\" after the puzzles", JudgeError);
    CHECK_THROWS_WITH_AS(read_puzzles(text + "x\n", GridFormat::POJ3074, "x.in"),
                         "x.in:4: expected nothing after \"end\", got 'x'", JudgeError);
    CHECK_THROWS_WITH_AS(read_puzzles("0" + kPuzzle.substr(1) + "\nend\n", GridFormat::POJ3074, "x.in"),
                         doctest::Contains("x.in:1: expected 81 characters 1-9 or '.'"), JudgeError);
}

TEST_CASE("HDU 1426's puzzles: 9 rows of 9 tokens with '?' empty, an empty line between grids") {
    const std::string text = write_puzzles({kPuzzle, kPuzzle}, GridFormat::HDU1426);
    CHECK(text.substr(0, 18) == "? ? 5 3 ? ? ? ? ?\n");
    CHECK(text.find("\n\n") == 9 * 18 - 1);
    CHECK(read_puzzles(text, GridFormat::HDU1426, "x.in") == std::vector<std::string>{kPuzzle, kPuzzle});
    const std::string answers = write_answers({kSolution, kSolution}, GridFormat::HDU1426);
    CHECK(answers.substr(0, 18) == std::string("1 4 5 3 2 7 6 9 8\n"));
    std::vector<GridCase> cases = read_answers(answers, GridFormat::HDU1426, "x.out");
    REQUIRE(cases.size() == 2);
    CHECK(cases[1].cells == kSolution);
    CHECK_THROWS_WITH_AS(read_puzzles("1 2 0", GridFormat::HDU1426, "x.in"),
                         "x.in:1: expected a digit 1-9 or '?', got '0'", JudgeError);
}

TEST_CASE("POJ 2676's puzzles: the count, then 9 rows of 9 digits with 0 empty; its answers the grids alone") {
    const std::string text = write_puzzles({kPuzzle, kPuzzle}, GridFormat::POJ2676);
    CHECK(text.substr(0, 12) == "2\n005300000\n");
    CHECK(text.size() == 2 + 2 * 9 * 10);
    CHECK(read_puzzles(text, GridFormat::POJ2676, "x.in") == std::vector<std::string>{kPuzzle, kPuzzle});
    const std::string answers = write_answers({kSolution}, GridFormat::POJ2676);
    CHECK(answers.substr(0, 10) == kSolution.substr(0, 9) + "\n");
    CHECK(read_answers(answers, GridFormat::POJ2676, "x.out")[0].cells == kSolution);
    CHECK_THROWS_WITH_AS(read_puzzles("1\n00530000\n", GridFormat::POJ2676, "x.in"),
                         "x.in:2: expected a row of 9 digits 0-9 (0 empty), got '00530000'", JudgeError);
    CHECK_THROWS_WITH_AS(read_puzzles("2\n" + text.substr(2, 90), GridFormat::POJ2676, "x.in"),
                         "x.in: expected 2 grids of 9 rows after the count, got 1", JudgeError);
    CHECK_THROWS_WITH_AS(read_puzzles("1\n" + text.substr(2, 80), GridFormat::POJ2676, "x.in"),
                         "x.in: the grid of case 1 ends after 8 of 9 rows", JudgeError);
    CHECK_THROWS_WITH_AS(read_answers(text.substr(2, 90), GridFormat::POJ2676, "x.out"),
                         "x.out:1: expected a row of 9 digits 1-9, got '005300000'", JudgeError);
    CHECK_THROWS_WITH_AS(read_puzzles("one\n", GridFormat::POJ2676, "x.in"),
                         "x.in:1: expected the number of test cases, got 'one'", JudgeError);
}

}  // TEST_SUITE
