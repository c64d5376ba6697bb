// build/judge stress end to end (judge/cli/stress.cpp): a learner's own file on a named problem, against
// the built-in answer or a --reference, on the built-in generator's tests or a --generator's; the failing
// test saved with the command that replays it, and shrunk. Needs build/judge (`make unit` builds it first)
// and runs from the repository's root.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "judge/grid/generate.hpp"
#include "judge/grid/rules.hpp"
#include "support.hpp"

namespace {

namespace fs = std::filesystem;

using Scratch = test_support::ScratchFolder;
using test_support::JudgeRun;
using test_support::read_file;

// build/judge stress --cache <scratch>/cache -j 2 --machine-factor 1 --save <scratch>/saved `arguments`.
JudgeRun stress(const Scratch& scratch, const std::string& arguments, int timeout_seconds = 300) {
    return test_support::run_built_judge(scratch,
                                         "stress --cache '" + (scratch.path / "cache").string() +
                                             "' -j 2 --machine-factor 1 --save '" + (scratch.path / "saved").string() +
                                             "' " + arguments,
                                         timeout_seconds);
}

// A learner's copy of a file, outside solutions/ and without its expect: line; quoted for the shell.
std::string learners_copy(const Scratch& scratch, const fs::path& from, const std::string& name) {
    std::string text = read_file(from);
    if (text.rfind("// expect:", 0) == 0) text = text.substr(text.find('\n') + 1);
    return "'" + scratch.write(name, text).string() + "'";
}

std::size_t givens_in_leetcode_line(const std::string& text) {
    std::size_t givens = 0;
    for (char c : text) givens += c >= '1' && c <= '9';
    return givens;
}

}  // namespace

TEST_SUITE("stress") {

TEST_CASE("--reference catches a learner's LeetCode 36 that forgets the boxes, and shrinks the board to the two "
          "givens of the repeat") {
    Scratch scratch;
    const std::string mine =
        learners_copy(scratch, "tests/fixtures/WA/leetcode-0036-valid-sudoku/forgets_the_boxes.cpp", "mine.cpp");
    // Seeds 1-40: the built-in generator's boards, a repeated clue on those whose seed ends in 9.
    JudgeRun run = stress(scratch, "--problem leetcode-0036 --count 40 --seed 1 --reference "
                                   "solutions/leetcode-0036-valid-sudoku/three_passes.cpp " + mine);
    CAPTURE(run.out);
    CAPTURE(run.err);
    REQUIRE(run.status == 1);
    CHECK(run.out.find("mine.cpp got WA") != std::string::npos);
    CHECK(run.out.find("answer (the reference's): false") != std::string::npos);
    CHECK(run.out.find("accepted by: solutions/leetcode-0036-valid-sudoku/three_passes.cpp") != std::string::npos);
    const std::size_t seed_at = run.out.find("(seed ");
    REQUIRE(seed_at != std::string::npos);
    const std::string seed = run.out.substr(seed_at + 6, run.out.find(')', seed_at) - seed_at - 6);
    const fs::path saved = scratch.path / "saved" / ("stress_leetcode-0036-valid-sudoku_seed" + seed);
    CHECK(read_file(saved.string() + ".out") == "false\n");
    // The smallest board still fails the same way: the two givens that repeat in a box, nothing else.
    const std::string smallest = read_file(saved.string() + ".min.in");
    CHECK(givens_in_leetcode_line(smallest) == 2);
    CHECK(read_file(saved.string() + ".min.out") == "false\n");
    CHECK(run.out.find("smallest: " + saved.string() + ".min.in and .out: ") != std::string::npos);
    CHECK(run.out.find(std::to_string(givens_in_leetcode_line(read_file(saved.string() + ".in")) - 2) + " of ") !=
          std::string::npos);
    CHECK(run.out.find("still WA") != std::string::npos);
    // The command it prints replays that test alone, and fails the same way.
    const std::string again = "  again, alone: build/judge stress --seed " + seed + " --count 1 --problem leetcode-0036 "
                              "--reference solutions/leetcode-0036-valid-sudoku/three_passes.cpp ";
    REQUIRE(run.out.find(again) != std::string::npos);
    JudgeRun alone = stress(scratch, "--no-shrink --seed " + seed + " --count 1 --problem leetcode-0036 --reference "
                                     "solutions/leetcode-0036-valid-sudoku/three_passes.cpp " + mine);
    CAPTURE(alone.out);
    CHECK(alone.status == 1);
    CHECK(alone.out.find("puzzle 0 (seed " + seed + ")") != std::string::npos);
    CHECK(alone.out.find("smallest:") == std::string::npos);
}

TEST_CASE("the built-in answer without a reference: the same file caught on LeetCode 36; a right one agrees") {
    Scratch scratch;
    const std::string mine =
        learners_copy(scratch, "tests/fixtures/WA/leetcode-0036-valid-sudoku/forgets_the_boxes.cpp", "mine.cpp");
    JudgeRun wrong = stress(scratch, "--problem leetcode-0036 --count 40 --seed 1 --no-shrink " + mine);
    CAPTURE(wrong.out);
    CHECK(wrong.status == 1);
    CHECK(wrong.out.find("answer (built-in, validity): false") != std::string::npos);
    CHECK(wrong.out.find("accepted by:") == std::string::npos);  // one file, no reference: no one else to name
    const std::string right = learners_copy(scratch, "solutions/leetcode-0036-valid-sudoku/bitmask_one_pass.cpp", "right.cpp");
    JudgeRun agreed = stress(scratch, "--problem leetcode-0036 --count 20 --seed 1 " + right);
    CAPTURE(agreed.out);
    CAPTURE(agreed.err);
    CHECK(agreed.status == 0);
    CHECK(agreed.out.find("every solution agreed") != std::string::npos);
}

TEST_CASE("--generator: a learner's Python generator, a reference, and a file that misspells 'NO SOLUTION'; the "
          "shrink drops the cases it does not need, then the givens") {
    Scratch scratch;
    // UVa 989, three grids per seed: two puzzles with a solution, and between them one without (the famous
    // puzzle with a clue its row, column and box allow, which leaves it none: a 2 in row 1, column 2).
    const std::string puzzle = test_support::kPuzzle;
    const std::string none = test_support::with_cell(puzzle, 1, 2, '2');
    REQUIRE(judge::count_solutions(none, 1) == 0);
    REQUIRE_FALSE(judge::clashing_clues(none).first);
    scratch.write("gen.py", "import sys\n"
                            "seed = int(sys.argv[1])\n"
                            "grids = ['" + puzzle + "', '" + none + "', '" + puzzle + "']\n"
                            "for k, g in enumerate(grids):\n"
                            "    print(('\\n' if k else '') + '3')\n"
                            "    for r in range(9):\n"
                            "        print(' '.join('0' if c == '.' else c for c in g[9 * r:9 * r + 9]))\n");
    std::string wrong = read_file("solutions/uva-0989-su-doku/greedy_with_mrv_oracle.cpp");
    const std::string says_none = "output += \"NO SOLUTION\\n\";";
    REQUIRE(wrong.find(says_none) != std::string::npos);
    wrong.replace(wrong.find(says_none), says_none.size(), "output += \"No solution\\n\";");
    const fs::path mine = scratch.write("mine.cpp", wrong);
    const std::string generator = (scratch.path / "gen.py").string();
    JudgeRun run = stress(scratch, "--problem uva-0989 --count 2 --seed 5 --generator '" + generator +
                                       "' --reference solutions/uva-0989-su-doku/backtracking.cpp '" + mine.string() + "'");
    CAPTURE(run.out);
    CAPTURE(run.err);
    REQUIRE(run.status == 1);
    CHECK(run.out.find("puzzle 0 (seed 5)") != std::string::npos);
    CHECK(run.out.find("mine.cpp got WA") != std::string::npos);
    CHECK(run.out.find("input (from " + generator + ")") != std::string::npos);
    CHECK(run.out.find(", 2 of 3 cases") != std::string::npos);
    CHECK(run.out.find("--generator " + generator) != std::string::npos);
    const fs::path saved = scratch.path / "saved" / "stress_uva-0989-su-doku_seed5";
    CHECK(read_file(saved.string() + ".in").find("\n\n3\n") != std::string::npos);  // three cases
    // One case left, the one without a solution, with fewer givens than it had; the reference still says so.
    const std::string smallest = read_file(saved.string() + ".min.in");
    CHECK(smallest.find("\n\n") == std::string::npos);
    CHECK(read_file(saved.string() + ".min.out") == "NO SOLUTION\n");
    std::size_t givens = 0;
    for (char c : smallest.substr(2)) givens += c >= '1' && c <= '9';
    std::size_t givens_before = 0;
    for (char c : none) givens_before += c >= '1' && c <= '9';
    CHECK(givens < givens_before);
    CHECK(givens >= 2);
    const std::size_t others = 2 * (givens_before - 1);  // the two cases removed: the famous puzzle's givens each
    CHECK(run.out.find(std::to_string(others + givens_before - givens) + " of " + std::to_string(others + givens_before) +
                       " givens removed") != std::string::npos);
}

// A learner's LeetCode 37 in Python: row-major backtracking whose undo is missing (a cell keeps the last digit
// tried when its branch fails), as learners write it first.
const char* const kForgottenUndo = R"(from typing import List


class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        def fits(r, c, d):
            for i in range(9):
                if board[r][i] == d or board[i][c] == d:
                    return False
            br, bc = r - r % 3, c - c % 3
            return all(board[i][j] != d for i in range(br, br + 3) for j in range(bc, bc + 3))

        def solve():
            for r in range(9):
                for c in range(9):
                    if board[r][c] == '.':
                        for d in '123456789':
                            if fits(r, c, d):
                                board[r][c] = d
                                if solve():
                                    return True
                        return False
            return True

        solve()
)";

TEST_CASE("a learner's LeetCode 37 in Python with a forgotten undo, their brute force and their generator: the "
          "smallest case has its blanks filled from the solution, down to the few the bug needs") {
    Scratch scratch;
    const fs::path mine = scratch.write("mine.py", kForgottenUndo);
    std::string brute = kForgottenUndo;  // the same search with its undo: right, and slow enough for 40 blanks
    const std::string tried = "                                if solve():\n                                    return True\n";
    REQUIRE(brute.find(tried) != std::string::npos);
    brute.insert(brute.find(tried) + tried.size(), "                                board[r][c] = '.'\n");
    const fs::path reference = scratch.write("brute.py", brute);
    // 40 of the famous puzzle's 60 blanks, chosen by the seed: a superset of its givens, so one solution.
    const fs::path generator = scratch.write(
        "gen.py", "import random, sys\n"
                  "solution = '" + test_support::kSolution + "'\n"
                  "puzzle = '" + test_support::kPuzzle + "'\n"
                  "rng = random.Random(int(sys.argv[1]))\n"
                  "blank = set(rng.sample([i for i, c in enumerate(puzzle) if c == '.'], 40))\n"
                  "cells = ['.' if i in blank else solution[i] for i in range(81)]\n"
                  "print('[' + ','.join('[' + ','.join('\"%s\"' % c for c in cells[9 * r:9 * r + 9]) + ']' "
                  "for r in range(9)) + ']')\n");
    JudgeRun run = stress(scratch, "--problem leetcode-0037 --count 10 --seed 1 --generator '" + generator.string() +
                                       "' --reference '" + reference.string() + "' '" + mine.string() + "'");
    CAPTURE(run.out);
    CAPTURE(run.err);
    REQUIRE(run.status == 1);
    CHECK(run.out.find("mine.py got WA") != std::string::npos);
    CHECK(run.out.find("accepted by: " + reference.string()) != std::string::npos);
    CHECK(run.out.find("…\n") != std::string::npos);  // the board's line, cut at 200 characters, says so
    // The last line on stderr says that the file failed, for an editor's task or the end of a log.
    const std::string err = run.err.substr(0, run.err.find_last_not_of('\n') + 1);
    CHECK(err.substr(err.rfind('\n') + 1).find("stress: " + mine.string() + " FAILED: WA on puzzle") == 0);
    const fs::path saved = scratch.path / "saved" / "stress_leetcode-0037-sudoku-solver_seed3";
    auto blanks_in = [](const std::string& text) { return std::size_t(std::count(text.begin(), text.end(), '.')); };
    REQUIRE(blanks_in(read_file(saved.string() + ".in")) == 40);
    const std::string smallest = read_file(saved.string() + ".min.in");
    CHECK(blanks_in(smallest) >= 1);
    CHECK(blanks_in(smallest) <= 10);
    // Every given of the failing case kept, every filled blank from the solution: a valid test of one solution.
    const std::string failing = read_file(saved.string() + ".in");
    REQUIRE(smallest.size() == failing.size());
    for (std::size_t i = 0; i < failing.size(); ++i)
        if (failing[i] != '.') CHECK(smallest[i] == failing[i]);
    CHECK(read_file(saved.string() + ".min.out") == test_support::leetcode_board(test_support::kSolution));
    CHECK(run.out.find(std::to_string(blanks_in(smallest)) + " blank") != std::string::npos);
    CHECK(run.out.find("left of the 40 it failed on") != std::string::npos);
}

TEST_CASE("a generator that fails, or prints a test that breaks the statement, is exit 2 naming it") {
    Scratch scratch;
    const std::string mine = learners_copy(scratch, "solutions/nyoj-0722-sudoku/bit_parallel.cpp", "mine.cpp");
    scratch.write("crash.py", "import sys\nsys.exit(3)\n");
    JudgeRun crash = stress(scratch, "--problem nyoj-0722 --count 1 --generator '" + (scratch.path / "crash.py").string() +
                                         "' " + mine);
    CAPTURE(crash.err);
    CHECK(crash.status == 2);
    CHECK(crash.err.find("crash.py on seed") != std::string::npos);
    CHECK(crash.err.find("exited with 3") != std::string::npos);
    scratch.write("bad.py", "print(100)\n");  // NYOJ allows 1 to 99 grids, and none follow
    JudgeRun bad = stress(scratch, "--problem nyoj-0722 --count 1 --seed 3 --generator '" + (scratch.path / "bad.py").string() +
                                       "' " + mine);
    CAPTURE(bad.err);
    CHECK(bad.status == 2);
    CHECK(bad.err.find("breaks the statement") != std::string::npos);
    // Named by where it was saved, not by the temporary folder it came from.
    const fs::path saved = scratch.path / "saved" / "stress_nyoj-0722-sudoku_seed3.in";
    CHECK(bad.err.find(saved.string() + ":") != std::string::npos);
    CHECK(read_file(saved) == "100\n");
    CHECK(bad.err.find("judge-stress-") == std::string::npos);
}

TEST_CASE("a learner's file that runs out of time fails: a file without an expect: line is held to AC") {
    Scratch scratch;
    const fs::path loop = scratch.write("loop.cpp", "int main() { volatile unsigned n = 0; for (;;) ++n; }\n");
    JudgeRun run = stress(scratch, "--problem nyoj-0722 --count 1 --seed 1 --no-shrink '" + loop.string() + "'");
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 1);
    CHECK(run.out.find("loop.cpp got TLE") != std::string::npos);
}

TEST_CASE("--reference with the files of two problems is refused: a reference answers one problem") {
    Scratch scratch;
    JudgeRun run = stress(scratch, "--count 1 --seed 1 --reference solutions/nyoj-0722-sudoku/bit_parallel.cpp "
                                   "solutions/nyoj-0722-sudoku/bitmask_mrv.cpp solutions/poj-2676-sudoku/bitmask_mrv.cpp");
    CAPTURE(run.err);
    CHECK(run.status == 2);
    CHECK(run.err == "judge stress: --reference and --generator belong to one problem, and the files are of 2: give "
                     "one problem's files, or name it with --problem\n");
}

TEST_CASE("every problem has a built-in generator and answer: a right solution of each agrees on a few tests") {
    Scratch scratch;
    for (const std::string file :
         {"solutions/leetcode-0037-sudoku-solver/bitmask_mrv.cpp", "solutions/leetcode-0036-valid-sudoku/three_passes.cpp",
          "solutions/nyoj-0722-sudoku/bit_parallel.cpp", "solutions/poj-2676-sudoku/mrv_hidden_singles.cpp",
          "solutions/poj-3074-sudoku/mrv_hidden_singles.cpp", "solutions/poj-3076-sudoku-16x16/mrv_hidden_singles.cpp",
          "solutions/hdu-1426-sudoku-killer/bit_parallel.cpp", "solutions/uva-0989-su-doku/greedy_with_mrv_oracle.cpp",
          "solutions/uva-10957-so-doku-checker/mrv_hidden_singles.cpp",
          "solutions/luogu-p1074-target-sudoku/bitmask_mrv.cpp"}) {
        CAPTURE(file);
        // Seeds 7-10 give the statement's other cases where there are any (the last digits 7, 8 and 9).
        JudgeRun run = stress(scratch, "--count 4 --seed 7 " + file);
        CAPTURE(run.out);
        CAPTURE(run.err);
        CHECK(run.status == 0);
        CHECK(run.out.find("every solution agreed") != std::string::npos);
    }
}

}  // TEST_SUITE
