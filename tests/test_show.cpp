// `build/judge show` end to end on the repository's testdata: the boards of a test file, then a solution's
// answers drawn and checked cell by cell and by the problem's own checker, and the errors (a case that is
// not there, a compile error, a malformed file) as one message and exit status 2. Plain ASCII without
// colour, so the boards compare as text. Solutions are built into build/cache beside the judge, as a
// user's would be, unless --cache names another folder.
// Needs build/judge (`make unit` builds it first) and runs from the repository's root.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <regex>
#include <string>

#include "support.hpp"

namespace {

namespace fs = std::filesystem;

using Scratch = test_support::ScratchFolder;
using test_support::read_file;

using ShowRun = test_support::JudgeRun;

// Runs build/judge show --color never --ascii `arguments` (already quoted for the shell).
ShowRun run_show(const Scratch& scratch, const std::string& arguments, int timeout_seconds = 300) {
    return test_support::run_built_judge(scratch, "show --color never --ascii " + arguments, timeout_seconds);
}

std::string quoted(const fs::path& path) { return "'" + path.string() + "'"; }

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

const fs::path kNyoj = "testdata/nyoj-0722-sudoku";
const fs::path kNyojSample = "testdata/nyoj-0722-sudoku/sample/01_sample.in";
const fs::path kLeetCodeExample = "testdata/leetcode-0037-sudoku-solver/sample/01_example_1.in";

// Row 1 of 01_sample's puzzle, and of its answer (clues plain, filled digits with a trailing ').
const std::string kSamplePuzzleRow1 = "| .  .  5 | 3  .  . | .  .  . |";
const std::string kSampleAnswerRow1 = "| 1' 4' 5 | 3  2' 7'| 6' 9' 8'|";

// A C program that ignores its input and prints `answer` (a C string literal is made of it).
std::string prints(const std::string& answer) {
    std::string literal;
    for (char c : answer) literal += c == '\n' ? std::string("\\n") : std::string(1, c);
    return "#include <stdio.h>\nint main(void) { fputs(\"" + literal + "\", stdout); return 0; }\n";
}

}  // namespace

TEST_SUITE("judge show") {

TEST_CASE("without a solution it draws each case's puzzle beside the answer file, exit 0") {
    Scratch scratch;
    ShowRun run = run_show(scratch, kNyojSample.string());
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 0);
    CHECK(run.err.empty());
    CHECK(run.out.rfind(kNyojSample.string() + ": 1 puzzle (NYOJ format)\n", 0) == 0);
    CHECK(contains(run.out, "case 1: puzzle                    case 1: 01_sample.out\n"));
    CHECK(contains(run.out, kSamplePuzzleRow1 + "   " + kSampleAnswerRow1 + "\n"));
    CHECK_FALSE(contains(run.out, "case 2"));
    CHECK_FALSE(contains(run.out, "\x1b"));  // --color never
}

TEST_CASE("a file of several cases and no answer file draws every puzzle alone, and --case picks one") {
    Scratch scratch;
    std::string second = test_support::kPuzzle;
    second[2] = '.';  // "...3....." first row
    fs::path file = scratch.write("two.in", test_support::nyoj_input({test_support::kPuzzle, second}));

    ShowRun all = run_show(scratch, quoted(file));
    CAPTURE(all.out);
    CHECK(all.status == 0);
    CHECK(all.out.rfind(file.string() + ": 2 puzzles (NYOJ format)\n", 0) == 0);
    CHECK(contains(all.out, "case 1: puzzle\n"));
    CHECK(contains(all.out, "case 2: puzzle\n"));
    CHECK(contains(all.out, kSamplePuzzleRow1 + "\n"));
    CHECK(contains(all.out, "| .  .  . | 3  .  . | .  .  . |\n"));
    CHECK_FALSE(contains(all.out, "two.out"));

    ShowRun one = run_show(scratch, "--case 2 " + quoted(file));
    CAPTURE(one.out);
    CHECK(one.status == 0);
    CHECK_FALSE(contains(one.out, "case 1:"));
    CHECK(contains(one.out, "case 2: puzzle\n"));
    CHECK(contains(one.out, "| .  .  . | 3  .  . | .  .  . |\n"));
}

TEST_CASE("--case past the file's last case is exit 2 saying how many cases it has") {
    Scratch scratch;
    ShowRun run = run_show(scratch, "--case 2 " + kNyojSample.string());
    CHECK(run.status == 2);
    CHECK(run.out.empty());
    CHECK(run.err == "judge show: --case 2: " + kNyojSample.string() + " has 1 case\n");
}

TEST_CASE("a right solution's answers are drawn and checked: every answer is right, exit 0") {
    Scratch scratch;
    fs::path solution = scratch.write("nyoj-0722-sudoku/right.c", prints(read_file(kNyoj / "sample" / "01_sample.out")));
    ShowRun run = run_show(scratch, kNyojSample.string() + " --testdata " + kNyoj.string() + " --solution " + quoted(solution) +
                                        " --cache " + quoted(scratch.path / "cache"));
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 0);
    CHECK(fs::is_directory(scratch.path / "cache"));  // built where --cache said
    CHECK(run.out.rfind(solution.string() + " on " + kNyojSample.string() + " (NYOJ format): ", 0) == 0);
    CHECK(contains(run.out, "case 1: puzzle                    case 1: right.c\n"));
    CHECK(contains(run.out, kSamplePuzzleRow1 + "   " + kSampleAnswerRow1 + "\n"));
    CHECK(contains(run.out, "\nevery answer is right (1 case): the problem's checker (sudoku) accepts the output\n"));
    CHECK_FALSE(contains(run.out, "wrong"));
}

TEST_CASE("a wrong solution's wrong cells are marked [d], exit 1") {
    Scratch scratch;
    ShowRun run = run_show(scratch, kNyojSample.string() + " --testdata " + kNyoj.string() +
                                        " --solution tests/fixtures/WA/nyoj-0722-sudoku/wrong_grid.c");
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 1);
    CHECK(contains(run.out, "case 1: wrong_grid.c\n"));
    CHECK(std::regex_search(run.out, std::regex(R"(\[[1-9]\])")));
    CHECK(contains(run.out, "[3]"));  // the clue 5 at row 1, column 3 overwritten with 3
    CHECK(contains(run.out, "row 1, column 3: clue 5 was changed to 3"));
    CHECK(contains(run.out, "\nthe problem's checker (sudoku) says Wrong Answer: "));
    CHECK_FALSE(contains(run.out, "every answer is right"));
}

TEST_CASE("where the checker wants the one answer, a valid completion that differs from it is wrong, as the judge says") {
    // UVa 989 asks for the smallest completion: mrv_first_completion.cpp prints another valid one.
    Scratch scratch;
    const fs::path file = "testdata/uva-0989-su-doku/hard/08_several_completions.in";
    ShowRun run = run_show(scratch, file.string() + " --solution tests/fixtures/AC/uva-0989-su-doku/mrv_first_completion.cpp");
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 1);
    CHECK(std::regex_search(run.out, std::regex(R"(mrv_first_completion.cpp: a valid completion, [0-9]+ cells differ from the answer\n)")));
    CHECK(std::regex_search(run.out, std::regex(R"(\([1-9]\))")));  // the differing cells
    CHECK(contains(run.out, "\nthe problem's checker (exact) says Wrong Answer: "));
    CHECK_FALSE(contains(run.out, "every answer is right"));
    // The answer the checker wanted is drawn between the puzzle and the program's grid.
    // Case 1, the empty 4×4 grid, it completes as the answer does: drawn without one. Case 2 it does not.
    CHECK(contains(run.out, "case 1: puzzle    case 1: mrv_first_completion...\n"));
    CHECK(contains(run.out, "case 2: puzzle    case 2: 08_several_completio...   case 2: mrv_first_completion...\n"));

    // One case alone: the checker is given that case's answer only, and says the same of it, in the file's
    // own terms (the case number, lines counted from that case's first).
    ShowRun wrong = run_show(scratch, "--case 2 " + file.string() +
                                          " --solution tests/fixtures/AC/uva-0989-su-doku/mrv_first_completion.cpp");
    CAPTURE(wrong.out);
    CHECK(wrong.status == 1);
    CHECK(contains(wrong.out, "\nthe problem's checker (exact) says Wrong Answer: line "));
    CHECK(contains(wrong.out, " (case 2 run alone: lines counted from its first)\n"));
    ShowRun right = run_show(scratch, "--case 2 " + file.string() + " --solution solutions/uva-0989-su-doku/backtracking.cpp");
    CAPTURE(right.out);
    CHECK(right.status == 0);
    CHECK(contains(right.out, "\nevery answer is right (1 case): the problem's checker (exact) accepts the output (this "
                              "case alone: the layout between cases is not checked)\n"));
}

TEST_CASE("with --case the sudoku checker's message names the chosen case, not case 1 of the run") {
    Scratch scratch;
    ShowRun run = run_show(scratch, "--case 3 testdata/nyoj-0722-sudoku/secret/06_max_cases_99.in --solution "
                                    "tests/fixtures/WA/nyoj-0722-sudoku/wrong_grid.c");
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 1);
    CHECK(contains(run.out, "\nthe problem's checker (sudoku) says Wrong Answer: case 3, "));
    CHECK_FALSE(contains(run.out, "case 1"));
}

TEST_CASE("a test of one's own is read in its problem's format: from --testdata, or from a problem.yaml beside it without answers") {
    Scratch scratch;
    const fs::path uva = "testdata/uva-0989-su-doku";
    fs::path file = scratch.write("mine.in", read_file(uva / "secret" / "01_sides_one_and_two.in"));
    ShowRun run = run_show(scratch, quoted(file) + " --testdata " + uva.string() +
                                        " --solution tests/fixtures/AC/uva-0989-su-doku/mrv_first_completion.cpp");
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 0);
    CHECK(run.out.rfind("tests/fixtures/AC/uva-0989-su-doku/mrv_first_completion.cpp on " + file.string() +
                            " (UVa 989 format): ", 0) == 0);
    // Valid completions, but UVa 989 wants the smallest: without mine.out that is not checked, and it says so.
    CHECK(contains(run.out, "\nevery answer is a valid completion (6 cases), but this problem's checker (exact) wants the "
                            "one answer of an answer file; no answer file (mine.out): not checked against it\n"));

    // --problem, as every other subcommand takes it: the same problem by its name's start.
    ShowRun named = run_show(scratch, quoted(file) + " --problem uva-0989" +
                                          " --solution tests/fixtures/AC/uva-0989-su-doku/mrv_first_completion.cpp");
    CAPTURE(named.err);
    CHECK(named.status == 0);
    CHECK(named.out.rfind("tests/fixtures/AC/uva-0989-su-doku/mrv_first_completion.cpp on " + file.string() +
                              " (UVa 989 format): ", 0) == 0);
    CHECK(contains(named.out, "\nevery answer is a valid completion (6 cases), but this problem's checker (exact) wants"));

    // A folder of one's own with a problem.yaml and an input alone (no .out): the problem's format still.
    scratch.write("own/problem.yaml", read_file(uva / "problem.yaml"));
    fs::path alone = scratch.write("own/secret/x.in", read_file(uva / "secret" / "01_sides_one_and_two.in"));
    ShowRun drawn = run_show(scratch, quoted(alone));
    CAPTURE(drawn.out);
    CAPTURE(drawn.err);
    CHECK(drawn.status == 0);
    CHECK(drawn.out.rfind(alone.string() + ": 6 puzzles (UVa 989 format)\n", 0) == 0);

    // Nothing names its format: the guess (NYOJ) does not read it, the first format that reads it all does.
    ShowRun guessed = run_show(scratch, quoted(file));
    CAPTURE(guessed.out);
    CAPTURE(guessed.err);
    CHECK(guessed.status == 0);
    CHECK(guessed.out.rfind(file.string() + ": 6 puzzles (UVa 989 format)\n", 0) == 0);
}

TEST_CASE("without an answer file the cases are checked against the rules only, and it says so") {
    Scratch scratch;
    fs::path file = scratch.write("nyoj-0722-sudoku/alone.in", read_file(kNyojSample));
    fs::path solution = scratch.write("nyoj-0722-sudoku/right.c", prints(read_file(kNyoj / "sample" / "01_sample.out")));
    ShowRun run = run_show(scratch, quoted(file) + " --testdata " + kNyoj.string() + " --solution " + quoted(solution));
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 0);
    CHECK(contains(run.out, "\nevery answer is right (1 case); no answer file (alone.out): checked against the rules only\n"));
}

TEST_CASE("a solution that does not compile is a verdict, exit 1: Compile Error and the compiler's message") {
    Scratch scratch;
    fs::path solution = scratch.write("nyoj-0722-sudoku/broken.c", "int main(void) { return }\n");
    ShowRun run = run_show(scratch, kNyojSample.string() + " --testdata " + kNyoj.string() + " --solution " + quoted(solution));
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 1);
    CHECK(run.err.empty());
    CHECK(run.out.rfind(solution.string() + " on " + kNyojSample.string() + " (NYOJ format): Compile Error\n", 0) == 0);
    CHECK(contains(run.out, "broken.c:1:"));  // the file by its own name, not prog.c
    CHECK(contains(run.out, "error"));
    CHECK_FALSE(contains(run.out, "every answer is right"));
}

TEST_CASE("a LeetCode file with a LeetCode solution draws its boards, exit 0") {
    bool have_clang = std::system("command -v clang++-19 >/dev/null 2>&1") == 0;
    if (!test_support::available_or_skipped(have_clang, "clang++-19 (LeetCode's compiler)", "clang++-19 not found in PATH"))
        return;
    Scratch scratch;
    ShowRun run = run_show(scratch, kLeetCodeExample.string() + " --solution solutions/leetcode-0037-sudoku-solver/bitmask_mrv.cpp");
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 0);
    CHECK(run.out.rfind("solutions/leetcode-0037-sudoku-solver/bitmask_mrv.cpp on " + kLeetCodeExample.string() +
                            " (LeetCode format): ", 0) == 0);
    CHECK(contains(run.out, "case 1: puzzle                    case 1: bitmask_mrv.cpp\n"));
    // LeetCode's example: the puzzle's first row beside the solved one.
    CHECK(contains(run.out, "| 5  3  . | .  7  . | .  .  . |   | 5  3  4'| 6' 7  8'| 9' 1' 2'|\n"));
    CHECK(contains(run.out, "\nevery answer is right (1 case): the problem's checker (sudoku) accepts the output\n"));
}

TEST_CASE("a malformed input file is exit 2 naming the file and the line") {
    Scratch scratch;
    fs::path file = scratch.write("bad.in", "1\n0 0 x\n");
    ShowRun run = run_show(scratch, quoted(file));
    CAPTURE(run.out);
    CHECK(run.status == 2);
    CHECK(run.out.empty());
    CHECK(run.err.rfind("judge show: " + file.string() + ":2: ", 0) == 0);
    CHECK(contains(run.err, "'x'"));
    // The format was guessed (no problem.yaml around the file): the message says so, and how to name one.
    CHECK(contains(run.err, " (read as NYOJ format, guessed from the text: no problem.yaml beside the file or its folder "
                            "names its grid_format; --format names another: line, nyoj, leetcode,"));
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
}

}  // TEST_SUITE
