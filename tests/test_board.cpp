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
}
