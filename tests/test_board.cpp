// Boards: reading test files and outputs, the cells blamed for a wrong grid, the drawing (golden files in
// tests/golden/, rewritten by UPDATE_GOLDEN=1 build/unit_tests -tc="*golden*"), and the WA board diff.
#include <doctest/doctest.h>
#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "judge/view/board.hpp"
#include "judge/util/error.hpp"
#include "support.hpp"

using namespace judge;
using namespace test_support;
namespace fs = std::filesystem;

namespace {

fs::path golden_dir() { return fs::path(__FILE__).parent_path() / "golden"; }

// Compares with tests/golden/<name>; UPDATE_GOLDEN=1 rewrites the file instead.
void check_golden(const std::string& name, const std::string& drawn) {
    fs::path file = golden_dir() / name;
    const char* update = std::getenv("UPDATE_GOLDEN");
    if (update && *update == '1') {
        fs::create_directories(golden_dir());
        std::ofstream(file, std::ios::binary) << drawn;
        MESSAGE("rewrote " << file.string());
        return;
    }
    std::ifstream in(file, std::ios::binary);
    REQUIRE_MESSAGE(in.good(), file.string() << " is missing; run UPDATE_GOLDEN=1 build/unit_tests -tc=\"*golden*\"");
    std::ostringstream expected;
    expected << in.rdbuf();
    CHECK(drawn == expected.str());
}

// A scratch folder with files, removed at the end of the test.
using Scratch = test_support::ScratchFolder;

}  // namespace

TEST_SUITE("board") {
    TEST_CASE("golden: the known puzzle and its solution drawn in Unicode without colour") {
        DrawStyle style{false, true, 0};
        check_golden("board_unicode.txt",
                     draw_boards({puzzle_board("puzzle", kPuzzle),
                                  answer_board("solution", kPuzzle, {true, kSolution, ""}, nullptr)},
                                 style));
    }

    TEST_CASE("golden: a wrong grid against the expected one in ASCII without colour") {
        std::string wrong = swapped(kSolution, 0, 1);
        GridCase expected{true, kSolution, ""}, received{true, wrong, ""};
        check_golden("board_wrong_ascii.txt",
                     draw_boards({expected_board("expected", kPuzzle, expected, &received),
                                  answer_board("received", kPuzzle, received, &expected)},
                                 DrawStyle{false, false, 0}));
    }

    TEST_CASE("golden: the same wrong grid in colour") {
        std::string wrong = swapped(kSolution, 0, 1);
        GridCase expected{true, kSolution, ""}, received{true, wrong, ""};
        check_golden("board_wrong_color.txt",
                     draw_boards({expected_board("expected", kPuzzle, expected, &received),
                                  answer_board("received", kPuzzle, received, &expected)},
                                 DrawStyle{true, true, 0}));
    }

    TEST_CASE("without colour there are no escape codes and the marks are in the text") {
        GridCase received{true, swapped(kSolution, 0, 1), ""};
        std::string drawn = draw_boards({answer_board("received", kPuzzle, received, nullptr)}, DrawStyle{false, true, 0});
        CHECK(drawn.find('\x1b') == std::string::npos);
        CHECK(drawn.find("┃[4][1] 5 ┃") != std::string::npos);  // wrong in brackets, clue 5 plain
        CHECK(drawn.find(" 2'") != std::string::npos);            // filled in: a trailing mark
        CHECK(drawn.find("[5] wrong") != std::string::npos);      // the legend
        CHECK(drawn.find("received: row 1, column 1: 4 repeats in the column") != std::string::npos);
    }

    TEST_CASE("with colour filled digits lose their mark and are yellow, wrong cells keep their brackets") {
        GridCase received{true, swapped(kSolution, 0, 1), ""};
        std::string drawn = draw_boards({answer_board("received", kPuzzle, received, nullptr)}, DrawStyle{true, true, 0});
        CHECK(drawn.find("\x1b[33m 2 \x1b[0m") != std::string::npos);
        CHECK(drawn.find(" 2'") == std::string::npos);
        CHECK(drawn.find("[4]") != std::string::npos);
    }

    TEST_CASE("every line of a board is 31 columns on screen, colour or not") {
        for (bool color : {false, true})
            for (bool unicode : {false, true})
                for (const std::string& line : draw_board(puzzle_board("a title longer than the board is wide", kPuzzle),
                                                          DrawStyle{color, unicode, 0}))
                    CHECK(visible_width(line) == 31);
    }

    TEST_CASE("the screen width skips escape codes and counts a multi-byte character once") {
        CHECK(visible_width("\x1b[1m\x1b[91m[5]\x1b[0m") == 3);
        CHECK(visible_width("┏━┓") == 3);
    }

    TEST_CASE("the locale is UTF-8 by the first of LC_ALL, LC_CTYPE, LANG that is set") {
        ScopedEnv lc_all("LC_ALL", nullptr), lc_ctype("LC_CTYPE", nullptr), lang("LANG", "en_US.UTF-8");
        CHECK(locale_is_utf8());
        setenv("LC_ALL", "C", 1);
        CHECK_FALSE(locale_is_utf8());
        unsetenv("LANG");
        unsetenv("LC_ALL");
        CHECK_FALSE(locale_is_utf8());
    }

    TEST_CASE("the WA view draws the case the checker names, expected beside received, with the reason") {
        Scratch scratch;
        TestCase files;  // the test's input and answer
        TestReport test;
        test.test = &files;
        test.verdict = Verdict::WA;
        files.input = scratch.write("t.in", "2\n" + nyoj_grid(kPuzzle) + nyoj_grid(kPuzzle));
        files.answer = scratch.write("t.out", nyoj_grid(kSolution) + nyoj_grid(kSolution));
        test.output = nyoj_grid(kSolution) + nyoj_grid(swapped(kSolution, 0, 1));
        test.message = "case 2, row 1, column 1: 4 repeats in the column";
        std::string drawn = describe_wrong_answer(test, GridFormat::NYOJ, DrawStyle{false, false, 6});
        CHECK(drawn.find("      case 2: expected") == 0);
        CHECK(drawn.find("case 2: received") != std::string::npos);
        CHECK(drawn.find("|[4][1] 5 |") != std::string::npos);
        CHECK(drawn.find("|(1)(4) 5 |") != std::string::npos);  // the expected board marks where they differ
        CHECK(drawn.find("case 2: received: row 1, column 1: 4 repeats in the column") != std::string::npos);
    }

    TEST_CASE("without a case in the message the WA view finds the first wrong case itself") {
        Scratch scratch;
        TestCase files;  // the test's input and answer
        TestReport test;
        test.test = &files;
        test.verdict = Verdict::WA;
        files.input = scratch.write("t.in", leetcode_board(kPuzzle) + leetcode_board(kPuzzle));
        files.answer = scratch.write("t.out", leetcode_board(kSolution) + leetcode_board(kSolution));
        test.output = leetcode_board(kSolution);
        std::string drawn = describe_wrong_answer(test, GridFormat::LeetCode, DrawStyle{false, true, 0});
        CHECK(drawn.find("case 2: received") != std::string::npos);
        CHECK(describe_wrong_answer(test, false).find("case 2: received") != std::string::npos);  // format detected
        CHECK(drawn.find("(no output for this case)") != std::string::npos);
        CHECK(drawn.find("case 2: received: the output has 1 case, the input 2") != std::string::npos);
    }

    TEST_CASE("a \"No solution\" answer is shown as text beside the grid the program printed") {
        Scratch scratch;
        TestCase files;  // the test's input and answer
        TestReport test;
        test.test = &files;
        test.verdict = Verdict::WA;
        std::string impossible = "55" + std::string(79, '.');
        files.input = scratch.write("t.in", "1\n" + nyoj_grid(impossible));
        files.answer = scratch.write("t.out", "No solution\n");
        test.output = nyoj_grid(kSolution);
        std::string drawn = describe_wrong_answer(test, GridFormat::NYOJ, DrawStyle{false, true, 0});
        CHECK(drawn.find("No solution") != std::string::npos);
        CHECK(drawn.find("received: row 1, column 1: clue 5 was changed to 1") != std::string::npos);
    }

    TEST_CASE("the WA view is empty when no case differs, or when the files are not sudoku grids") {
        Scratch scratch;
        TestCase files;  // the test's input and answer
        TestReport test;
        test.test = &files;
        test.verdict = Verdict::PE;
        files.input = scratch.write("t.in", "1\n" + nyoj_grid(kPuzzle));
        files.answer = scratch.write("t.out", nyoj_grid(kSolution));
        test.output = nyoj_grid(kSolution) + "   \n";
        CHECK(describe_wrong_answer(test, GridFormat::NYOJ, false).empty());
        files.input = scratch.write("other.in", "3 4\n");
        test.output = "7\n";
        CHECK(describe_wrong_answer(test, GridFormat::NYOJ, false).empty());
        files.input = scratch.path / "missing.in";
        CHECK(describe_wrong_answer(test, GridFormat::NYOJ, false).empty());
    }

    TEST_CASE("golden: a 16×16 board is 53 columns wide, boxes of four, letters as they are written") {
        const std::string solved = pattern_grid(4), puzzle = punched(solved, 3);
        std::vector<std::string> lines = draw_board(puzzle_board("POJ 3076", puzzle), DrawStyle{false, true, 0});
        REQUIRE(lines.size() == 1 + 16 + 5);  // the title, 16 rows, 5 rules
        for (const std::string& line : lines) CHECK(visible_width(line) == 53);
        CHECK(lines[2] == "┃ .  B  C  . ┃ E  F  .  H ┃ I  .  K  L ┃ .  N  O  . ┃");
        check_golden("board_16x16_ascii.txt", draw_boards({puzzle_board("puzzle", puzzle),
                                                           expected_board("answer", puzzle, {true, solved, ""}, nullptr)},
                                                          DrawStyle{false, false, 0}));
    }

    TEST_CASE("a puzzle's clues that repeat in a unit are drawn wrong, the first repeat told under the board") {
        std::string puzzle = kPuzzle;
        puzzle[1] = puzzle[2];  // the clue 5 twice in row 1
        Board board = puzzle_board("puzzle", puzzle);
        CHECK(board.marks[1] == CellMark::Wrong);
        CHECK(board.marks[2] == CellMark::Wrong);
        CHECK(board.marks[3] == CellMark::Given);
        CHECK(board.marks[0] == CellMark::Empty);
        REQUIRE(board.notes.size() == 1);
        CHECK(board.notes[0] == "puzzle: row 1, column 2 and row 1, column 3 both hold the clue 5, in one row");
        std::string drawn = draw_boards({board}, DrawStyle{false, false, 0});
        CHECK(drawn.find("| . [5][5]|") != std::string::npos);
        CHECK(puzzle_board("puzzle", kPuzzle).notes.empty());
    }

    TEST_CASE("a narrow board's title keeps up to 31 columns, and the boards beside it move over") {
        Board small = puzzle_board("case 5: 01_sides_one_and_two.out", std::string(16, '.'));
        Board next = puzzle_board("next", std::string(16, '.'));
        std::vector<std::string> lines = draw_board(small, DrawStyle{false, false, 0});
        CHECK(lines[0] == "case 5: 01_sides_one_and_two...");  // 31 columns, not the grid's 15
        CHECK(lines[1] == "+------+------+");
        std::string drawn = draw_boards({small, next}, DrawStyle{false, false, 0});
        CHECK(drawn.rfind("case 5: 01_sides_one_and_two...   next\n+------+------+                   +------+------+\n", 0) == 0);
    }

    TEST_CASE("a 4×4 board is 15 columns wide, and a wrong cell in it is marked") {
        const std::string solved = pattern_grid(2);
        std::string bad = solved;
        std::swap(bad[0], bad[1]);  // row 1 becomes 2 1 3 4: column 1 holds two 2s, column 2 two 1s
        Board board = answer_board("received", std::string(16, '.'), {true, bad, ""}, nullptr);
        std::vector<std::string> lines = draw_board(board, DrawStyle{false, false, 0});
        REQUIRE(lines.size() == 1 + 4 + 3);
        CHECK(lines[1] == "+------+------+");
        CHECK(lines[2] == "|[2][1]| 3' 4'|");
        REQUIRE(board.notes.size() == 1);
        CHECK(board.notes.front() == "received: row 3, column 1: 2 repeats in the column");
    }

    TEST_CASE("the WA view of a POJ 3076 test draws 16×16 boards in the test's own format") {
        Scratch scratch;
        const std::string solved = pattern_grid(4), puzzle = punched(solved, 2);
        TestCase files;
        files.input = scratch.write("t.in", write_puzzles({puzzle}, GridFormat::POJ16));
        files.answer = scratch.write("t.out", write_answers({solved}, GridFormat::POJ16));
        files.grid_format = GridFormat::POJ16;
        TestReport test;
        test.test = &files;
        test.verdict = Verdict::WA;
        std::string bad = solved;
        bad[2] = 'A';
        test.output = write_answers({bad}, GridFormat::POJ16);
        test.message = "case 1, row 1, column 3: A repeats in the row";
        std::vector<Board> boards = wrong_answer_boards(test);
        REQUIRE(boards.size() == 2);
        CHECK(boards[1].cells == bad);
        CHECK(board_width(boards[1]) == 53);
        CHECK(boards[1].marks[2] == CellMark::Wrong);
        CHECK(boards[1].marks[0] == CellMark::Wrong);  // the A it repeats was filled in too (cell 0 was empty)
        CHECK(describe_wrong_answer(test, false).find("[A]") != std::string::npos);
    }
}
