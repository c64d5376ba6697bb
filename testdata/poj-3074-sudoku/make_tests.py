#!/usr/bin/env python3
"""Writes the POJ 3074 tests from the public puzzle sets, in groups: sample/, secret/, hard/ (NN_name.in
with NN_name.out) and invalid/ (NN_name.in only).

Usage: make_tests.py SOLVER [--out DIR]
  SOLVER  a compiled solution that reads POJ 3074 input on stdin (mrv_hidden_singles.cpp, see README.md)
  --out   where to write the group folders (default: this script's folder)

The public puzzle sets are read from $PUZZLES_DIR (default: ../shared/puzzles beside the repository);
when one is missing, nothing is written: a SKIPPED line on stderr, exit status 0 (1 when CI=true).

The format (the statement, http://poj.org/problem?id=3074): one puzzle a line, 81 characters '1'-'9' or
'.', row by row, then a line "end"; every puzzle has exactly one solution. The answer: each puzzle's
solution, one line of 81 digits.

- sample/: the statement's two puzzles.
- secret/: what POJ checks, as closely as it can be known: the problem is known as one where naive
  search is not enough and Dancing Links is reported at 188 ms, so its file holds many hard puzzles;
  ours: 150 of magictour's top 1465 (the hard set such problems are drawn from) in one file, and one
  file of 50 ordinary ones.
- hard/: beyond them: 200 of the forum's hardest, and 500 17-clue puzzles, one file each.
- invalid/: inputs that break the statement; never judged, input_validators/ must reject each.

Every .out is SOLVER's output, kept only after each line is verified independently
(sudoku_tests.completion_problems). Standard library only; deterministic.
"""
import argparse
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "common"))
import sudoku_tests  # noqa: E402  (testdata/common/)

SAMPLE = [".2738..1..1...6735.......293.5692.8...........6.1745.364.......9518...7..8..6534.",
          "......52..8.4......3...9...5.1...6..2..7........3.....6...1..........7.4.......3."]


def poj_input(puzzles):
    return "".join(p.replace("0", ".") + "\n" for p in puzzles) + "end\n"


def tests():
    named = sudoku_tests.famous()
    inkala = named["inkala_2010"][0]
    result = [("sample", "01_sample", SAMPLE),
              ("secret", "01_150_of_magictour_top1465",
               sudoku_tests.read_lines("puzzles3_magictour_top1465.txt")[:150]),
              ("secret", "02_50_ordinary", sudoku_tests.read_lines("puzzles1_unbiased.txt")[:50]),
              ("hard", "01_200_forum_hardest", sudoku_tests.read_lines("puzzles6_forum_hardest_1106.txt")[:200]),
              ("hard", "02_500_17_clue", sudoku_tests.read_lines("puzzles2_17_clue.txt")[:500])]
    line = inkala.replace("0", ".")
    bad = [("01_two_solutions", poj_input([named["norvig_hard1_multiple_solutions"][0]])),
           ("02_no_solution", poj_input([named["norvig_impossible_no_solution"][0]])),
           ("03_no_end_line", line + "\n"),
           ("04_zero_for_empty", line.replace(".", "0") + "\nend\n"),
           ("05_80_characters", line[:80] + "\nend\n"),
           ("06_repeated_given", "55" + line[2:] + "\nend\n"),
           ("07_upper_case_END", line + "\nEND\n"),
           ("08_a_line_after_end", line + "\nend\n" + line + "\n")]
    return result, bad


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("solver", help="compiled solution reading POJ 3074 input on stdin")
    parser.add_argument("--out", default=str(HERE), help="folder to write the group folders into")
    args = parser.parse_args()
    out = pathlib.Path(args.out)
    judged, bad = tests()  # every set read before a folder is emptied
    sudoku_tests.empty_group_folders(out)
    for group, name, puzzles in judged:
        text = poj_input(puzzles)
        output = sudoku_tests.run_solver(args.solver, text)
        if output is None:
            sys.exit(f"make_tests.py: {group}/{name}: the solver took more than 300 s")
        lines = output.split("\n")
        if lines[-1] != "" or len(lines) != len(puzzles) + 1:
            sys.exit(f"make_tests.py: {group}/{name}: the solver printed {len(lines) - 1} lines for "
                     f"{len(puzzles)} puzzles")
        for k, (puzzle, grid) in enumerate(zip(puzzles, lines), start=1):
            problems = sudoku_tests.completion_problems(puzzle, grid)
            if problems:
                sys.exit(f"make_tests.py: {group}/{name} puzzle {k}: {problems[0]}")
        (out / group / f"{name}.in").write_text(text)
        (out / group / f"{name}.out").write_text(output)
        print(f"{group}/{name}: {len(puzzles)} puzzle(s), verified")
    for name, text in bad:
        (out / "invalid" / f"{name}.in").write_text(text)
        print(f"invalid/{name}: written (must be rejected)")


if __name__ == "__main__":
    main()
