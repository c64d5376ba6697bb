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

TEST_CASE("the format is LeetCode when the file starts with a bracket, NYOJ otherwise") {
    CHECK(detect_grid_format("  \n[[\"5\"]]") == GridFormat::LeetCode);
    CHECK(detect_grid_format("1\n0 0 5") == GridFormat::NYOJ);
    CHECK(detect_grid_format("") == GridFormat::NYOJ);
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
    for (GridFormat format : {GridFormat::Line, GridFormat::NYOJ, GridFormat::LeetCode}) {
        CAPTURE(format_key(format));
        CHECK(read_puzzles(write_puzzles(puzzles, format), format, "written") == puzzles);
        auto answers = read_answers(write_answers(puzzles, format), format, "written");
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
    for (GridFormat format : {GridFormat::Line, GridFormat::NYOJ, GridFormat::LeetCode})
        CHECK(parse_grid_format(format_key(format)) == format);
    CHECK(format_title(GridFormat::NYOJ) == "NYOJ");
    CHECK_THROWS_WITH_AS(parse_grid_format("csv"), doctest::Contains("line, nyoj or leetcode"), JudgeError);
}

}  // TEST_SUITE
