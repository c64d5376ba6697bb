#!/usr/bin/env python3
"""Writes the LeetCode 37 tests into this folder, in groups: sample/, secret/, hard/ (NN_why.in with
NN_why.out) and invalid/ (NN_why.in only).

Usage: python3 make_tests.py            (from anywhere; writes beside itself)

The public puzzle sets are read from $PUZZLES_DIR (default: ../shared/puzzles beside the repository);
when one is missing, nothing is written: a SKIPPED line on stderr, exit status 0 (1 when CI=true).

Format, as LeetCode's testcase box holds it: an .in line is one board, [["5","3",".",...],...] with no
spaces, several lines are several cases; the .out line i is board i after solveSudoku, same format.

- sample/: the statement's Example 1.
- secret/: what LeetCode checks, as closely as it can be known: LeetCode 37 has 6 tests ("6 / 6 test
  cases passed"), Example 1 among them, and accepts row-major backtracking as it is published, so its
  tests are puzzles that search finishes quickly. Ours: Example 1 (sample/) and five boards within
  ../common/sudoku_tests.py's SECRET_MAX_PLACEMENTS, one board a file, as LeetCode runs them.
- hard/: valid boards beyond LeetCode's own, the anti-brute-force ones first, so that a search expected
  to fail here stops on the group's first test.
- invalid/: boards that break the statement; never judged, input_validators/ must reject each.

Every puzzle is checked to have exactly one solution (LeetCode's guarantee) by a search that counts
solutions up to two; each answer is checked to be a valid completion of its puzzle and, for the famous
puzzles, to equal the solution famous.tsv publishes. Stdlib only, deterministic (no randomness).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
import sudoku_tests  # noqa: E402  (testdata/common/)

# LeetCode's Example 1 (the statement's picture), row-major, '.' for empty.
EXAMPLE_1 = ("53..7...." "6..195..." ".98....6." "8...6...3" "4..8.3..1"
             "7...2...6" ".6....28." "...419..5" "....8..79")
EXAMPLE_1_OUTPUT = ("534678912" "672195348" "198342567" "859761423" "426853791"
                    "713924856" "961537284" "287419635" "345286179")

# The multi-case test: the first 10 puzzles of each "hardest" set.
HARDEST_SETS = [("puzzles6_forum_hardest_1106.txt", 10), ("puzzles5_forum_hardest_1905_11+.txt", 10)]


def unique_solution(puzzle, name):
    found = sudoku_tests.solutions(puzzle)
    if len(found) != 1:
        sys.exit(f"make_tests.py: {name}: {len(found)} solutions found, need exactly 1")
    if sudoku_tests.completion_problems(puzzle, found[0]):
        sys.exit(f"make_tests.py: {name}: the solver's answer is not a valid completion")
    return found[0]


def leetcode_board(grid):
    """81 characters -> [["5","3",".",...],...], LeetCode's testcase text without spaces."""
    rows = ("[" + ",".join(f'"{ch}"' for ch in grid[r * 9:(r + 1) * 9]) + "]" for r in range(9))
    return "[" + ",".join(rows) + "]"


def write_test(group, number, why, puzzles, answers):
    folder = os.path.join(HERE, group)
    stem = os.path.join(folder, f"{number:02d}_{why}")
    with open(stem + ".in", "w", encoding="utf-8", newline="\n") as f:
        f.write("".join(leetcode_board(p) + "\n" for p in puzzles))
    if answers is not None:
        with open(stem + ".out", "w", encoding="utf-8", newline="\n") as f:
            f.write("".join(leetcode_board(a) + "\n" for a in answers))
    print(f"{group}/{os.path.basename(stem)}: {len(puzzles)} case(s)")


def main():
    famous = sudoku_tests.famous()
    center = 4 * 9 + 4
    one_empty = EXAMPLE_1_OUTPUT[:center] + "." + EXAMPLE_1_OUTPUT[center + 1:]
    typical = sudoku_tests.secret_puzzles("puzzles1_unbiased.txt", 1)[0]
    seventeen = sudoku_tests.read_lines("puzzles2_17_clue.txt")
    hardest = []
    for file_name, count in HARDEST_SETS:
        hardest += [(f"{file_name} line {i + 1}", p, None) for i, p in enumerate(sudoku_tests.read_lines(file_name)[:count])]

    def one(name):
        return [(name, famous[name][0], famous[name][1])]

    groups = {  # group -> [(why, [(name, puzzle, published solution or None)])]
        "sample": [("example_1", [("example_1", EXAMPLE_1, EXAMPLE_1_OUTPUT)])],
        "secret": [("one_empty_cell", [("one_empty_cell", one_empty, EXAMPLE_1_OUTPUT)]),
                   ("typical_unbiased", [("puzzles1_unbiased.txt's first within the bound", typical, None)]),
                   ("inkala_2010", one("inkala_2010")),
                   ("inkala_2012_everest", one("inkala_2012_everest")),
                   ("ai_escargot", one("ai_escargot"))],
        # 17-clue line 1 has an empty top row: the worst order for row-major search.
        "hard": [("17_clue_line_1", [("17-clue line 1", seventeen[0], None)]),
                 ("wikipedia_anti_brute_force", one("wikipedia_anti_brute_force")),
                 ("17_clue_line_1000", [("17-clue line 1000", seventeen[999], None)]),
                 ("17_clue_line_2500", [("17-clue line 2500", seventeen[2499], None)]),
                 ("easter_monster", one("easter_monster")),
                 ("golden_nugget", one("golden_nugget")),
                 ("platinum_blonde", one("platinum_blonde")),
                 (f"forum_hardest_{len(hardest)}_cases", hardest)],
    }
    for group, tests in groups.items():
        os.makedirs(os.path.join(HERE, group), exist_ok=True)
        for old in os.listdir(os.path.join(HERE, group)):
            os.unlink(os.path.join(HERE, group, old))
        for number, (why, cases) in enumerate(tests, start=1):
            answers = []
            for name, puzzle, published in cases:
                if group == "secret":
                    sudoku_tests.require_secret(name, puzzle)
                answer = unique_solution(puzzle, name)
                if published is not None and answer != published:
                    sys.exit(f"make_tests.py: {name}: the solver's answer differs from the published solution")
                answers.append(answer)
            write_test(group, number, why, [c[1] for c in cases], answers)

    # invalid/: each breaks one rule of the statement; input_validators/validate.cpp must say which.
    invalid = os.path.join(HERE, "invalid")
    os.makedirs(invalid, exist_ok=True)
    for old in os.listdir(invalid):
        os.unlink(os.path.join(invalid, old))
    example = leetcode_board(EXAMPLE_1)
    bad = [
        ("two_solutions", leetcode_board(famous["norvig_hard1_multiple_solutions"][0])),
        ("no_solution", leetcode_board(famous["norvig_impossible_no_solution"][0])),
        ("eight_rows", example[:example.rindex(',["')] + "]"),
        ("zero_for_empty", example.replace('"."', '"0"', 1)),
        ("repeated_given", leetcode_board("55" + EXAMPLE_1[2:])),
        ("numbers_not_strings", example.replace('"5"', "5", 1)),
    ]
    for number, (why, line) in enumerate(bad, start=1):
        with open(os.path.join(invalid, f"{number:02d}_{why}.in"), "w", encoding="utf-8", newline="\n") as f:
            f.write(line + "\n")
        print(f"invalid/{number:02d}_{why}: written (must be rejected)")


if __name__ == "__main__":
    main()
