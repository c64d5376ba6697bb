#!/usr/bin/env python3
"""Writes the POJ 2676 tests from the public puzzle sets, in groups: sample/, secret/, hard/ (NN_name.in
with NN_name.out) and invalid/ (NN_name.in only).

Usage: make_tests.py [--out DIR]
  --out   where to write the group folders (default: this script's folder)

The public puzzle sets are read from $PUZZLES_DIR (default: ../shared/puzzles beside the repository);
when one is missing, nothing is written: a SKIPPED line on stderr, exit status 0 (1 when CI=true).

The format (the statement, http://poj.org/problem?id=2676): the number of test cases, then per case 9
lines of exactly 9 digits, 0 for an empty cell. The answer: each grid completed, laid out the same; "if
solutions is not unique, then the program may print any one of them" (POJ checks with a special judge;
we with `checker: sudoku`). Every case here has a completion; a .out holds one, made by
sudoku_tests.solutions and verified independently (sudoku_tests.completion_problems).

- sample/: the statement's grid.
- secret/: what POJ's own data must be like to give every verdict POJ recorded for the published
  programs at once (docs/judges/poj.md, "POJ 2676's data", which names the record each choice rests on):
  several cases to a file with no empty line between them (an accepted program that eats one character
  too many after each grid was WA); 01: ten ordinary puzzles that every search order (row-major, last to
  first, column by column, rows bottom-up) finishes within 2,782 placements, since those orders took
  0-78 ms on POJ; 02: two such puzzles around the empty grid (a program that searches every completion
  was TLE) and a grid made against a top-to-bottom search: 16,478,473 row-major placements, 0.40 of that
  in yvxiang's last-cell-first order (accepted), 0.022 column by column, 0.067 last to first.
- hard/: beyond them: three 17-clue puzzles that row-major search needs over 10^6 placements for (the
  first of them 10^7 and more), the Wikipedia puzzle made against brute force, an empty grid (any valid
  grid is right), 100 of magictour's top 1465 in one file, and the 17-clue grid secret/02 had until
  2026-11-28 (12,720,559 row-major placements, but 0.61 of that for yvxiang's order and 0.36 column by
  column: too easy for the programs POJ accepted quickly).
- invalid/: inputs that break the statement; never judged, input_validators/ must reject each.

Standard library only; deterministic.
"""
import argparse
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "common"))
import sudoku_tests  # noqa: E402  (testdata/common/)

SAMPLE = "103000509002109400000704000300502006060000050700803004000401000009205800804000107"
# 12,720,559 placements row by row, 1,021 from the last cell back (puzzles2_17_clue.txt; counted by a C
# row-major search that tries digits 1-9, as sudoku_tests.row_major_placements does, 2026-11-26).
AGAINST_ROW_MAJOR = ".................1....23.4........2...5....3...67......3....7...8.9....642..5...."


def grid_rows(grid):
    grid = grid.replace(".", "0")
    return "".join(grid[r * 9:r * 9 + 9] + "\n" for r in range(9))


def poj_input(puzzles):
    return f"{len(puzzles)}\n" + "".join(grid_rows(p) for p in puzzles)


# secret/01: ten minimal puzzles that every search order finishes within 2,782 placements (row-major,
# last-to-first, column-major, rows bottom-up; docs/judges/poj.md, "POJ 2676's data"): lines of
# puzzles1_unbiased.txt, 1-based.
ORDINARY_LINES = [102, 475, 902, 340, 602, 410, 587, 996, 69, 241]
EASY_BEFORE, EASY_AFTER = 520, 619  # secret/02's first and last grids, the same set
# magictour top1465, line 603, with r8c2 = 6 of its solution added: 16,478,473 row-major placements,
# 6,532,237 for yvxiang's last-cell-first order, 359,328 column by column, 1,096,058 last to first.
AGAINST_ROW_MAJOR_603 = ".8...4.5....7..3............1..85...6.....2......4....3.26......6.....417........"


def tests():
    named = sudoku_tests.famous()
    unbiased = sudoku_tests.read_lines("puzzles1_unbiased.txt")
    ordinary = [unbiased[n - 1] for n in ORDINARY_LINES]
    seventeen = [p for p in sudoku_tests.read_lines("puzzles2_17_clue.txt")[:20]
                 if sudoku_tests.row_major_placements(p, 10**6) is None][:3]
    judged = [("sample", "01_sample", [SAMPLE]),
              ("secret", "01_10_ordinary", ordinary),
              ("secret", "02_four_one_against_row_major",
               [unbiased[EASY_BEFORE - 1], "." * 81, AGAINST_ROW_MAJOR_603, unbiased[EASY_AFTER - 1]]),
              ("hard", "01_three_17_clue", seventeen),
              ("hard", "02_wikipedia_anti_brute_force", [named["wikipedia_anti_brute_force"][0]]),
              ("hard", "03_empty_grid", ["." * 81]),
              ("hard", "04_100_of_magictour_top1465",
               sudoku_tests.read_lines("puzzles3_magictour_top1465.txt")[:100]),
              ("hard", "05_17_clue_against_row_major", [AGAINST_ROW_MAJOR])]
    inkala = named["inkala_2010"][0]
    one = grid_rows(inkala)
    bad = [("01_no_completion", poj_input([named["norvig_impossible_no_solution"][0]])),
           ("02_repeated_given", "1\n" + "55" + one[2:]),
           ("03_count_too_high", "2\n" + one),
           ("04_row_of_8_digits", "1\n" + one[:8] + one[9:]),
           ("05_dot_for_empty", "1\n" + one.replace("0", ".")),
           ("06_spaces_between_digits", "1\n" + "".join(" ".join(r) + "\n" for r in one.split())),
           ("07_empty_line_between_grids", "2\n" + one + "\n" + one),
           ("08_no_count", one),
           ("09_zero_cases", "0\n"),
           ("10_crlf", ("1\n" + one).replace("\n", "\r\n"))]
    return judged, bad


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=str(HERE), help="folder to write the group folders into")
    args = parser.parse_args()
    out = pathlib.Path(args.out)
    judged, bad = tests()  # every set read before a folder is emptied
    sudoku_tests.empty_group_folders(out)
    for group, name, puzzles in judged:
        answers = []
        for k, puzzle in enumerate(puzzles, start=1):
            found = sudoku_tests.solutions(puzzle, 1)
            if not found:
                sys.exit(f"make_tests.py: {group}/{name} case {k}: no completion")
            problems = sudoku_tests.completion_problems(puzzle, found[0])
            if problems:
                sys.exit(f"make_tests.py: {group}/{name} case {k}: {problems[0]}")
            answers.append(found[0])
        (out / group / f"{name}.in").write_text(poj_input(puzzles))
        (out / group / f"{name}.out").write_text("".join(grid_rows(a) for a in answers))
        print(f"{group}/{name}: {len(puzzles)} case(s), verified")
    for name, text in bad:
        (out / "invalid" / f"{name}.in").write_bytes(text.encode())
        print(f"invalid/{name}: written (must be rejected)")


if __name__ == "__main__":
    main()
