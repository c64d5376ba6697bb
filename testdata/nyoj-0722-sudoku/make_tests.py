#!/usr/bin/env python3
"""Writes the NYOJ 722 tests from the public puzzle sets, in groups: sample/, secret/, hard/ (NN_name.in
with NN_name.out) and invalid/ (NN_name.in only).

Usage: make_tests.py SOLVER [--out DIR]
  SOLVER  a compiled solution that reads NYOJ input on stdin (bitmask_mrv.cpp, see README.md)
  --out   where to write the group folders (default: this script's folder)

The public puzzle sets are read from $PUZZLES_DIR (default: ../shared/puzzles beside the repository);
when one is missing, nothing is written: a SKIPPED line on stderr, exit status 0 (1 when CI=true).

- sample/: the statement's example.
- secret/: what NYOJ checks, as closely as it can be known: puzzles of the kind NYOJ's own tests are
  (row-major search finishes them within ../common/sudoku_tests.py's SECRET_MAX_PLACEMENTS: NYOJ accepts
  that search as it is published), and the input's edges (n = 99, a solved grid, CRLF line endings).
- hard/: valid puzzles beyond NYOJ's own, built against brute force; the anti-brute-force ones first, so
  that a search expected to fail here stops on the group's first test.
- invalid/: inputs that break the statement; never judged, input_validators/ must reject each.

Every judged .in is built here from the public puzzle sets and ../common/famous.tsv; every .out is
SOLVER's output, kept only after it is verified independently: each grid must complete its puzzle
(clues kept, every row, column and box a permutation of 1-9) and equal famous.tsv's solution where that
file gives one. Standard library only; deterministic (no randomness).
"""
import argparse
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "common"))
import sudoku_tests  # noqa: E402  (testdata/common/)

NO_SOLUTION = "No solution"
famous = sudoku_tests.famous


# ---- puzzles: 81 characters, row-major, '.' or '0' = empty ----

def first_puzzles(file_name, count):
    return sudoku_tests.read_lines(file_name)[:count]


def nyoj_rows(puzzle, spaced=True):
    digits = puzzle.replace(".", "0")
    separator = " " if spaced else ""
    return [separator.join(digits[row * 9:row * 9 + 9]) for row in range(9)]


def nyoj_input(puzzles, spaced=True, newline="\n"):
    lines = [str(len(puzzles))]
    for puzzle in puzzles:
        lines += nyoj_rows(puzzle, spaced)
    return newline.join(lines) + newline


# ---- verification, independent of any solver ----

def parse_output(text, case_count):
    """The cases of an NYOJ output: each an 81-digit string or NO_SOLUTION. Raises ValueError."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    cases, index = [], 0
    for case in range(1, case_count + 1):
        if index < len(lines) and lines[index] == NO_SOLUTION:
            cases.append(NO_SOLUTION)
            index += 1
            continue
        grid = ""
        for row in range(1, 10):
            if index >= len(lines):
                raise ValueError(f"case {case}, row {row}: expected a row, got end of output")
            line = lines[index]
            expected_form = len(line) == 17 and all(
                (ch.isdigit() and ch != "0") if i % 2 == 0 else ch == " " for i, ch in enumerate(line))
            if not expected_form:
                raise ValueError(f"case {case}, row {row}: expected 9 digits 1-9 separated by single spaces, "
                                 f"got {line!r}")
            grid += line[::2]
            index += 1
        cases.append(grid)
    if index != len(lines):
        raise ValueError(f"expected {case_count} cases, got extra line {lines[index]!r}")
    return cases


def verify(puzzles, known_solutions, output):
    """Raises ValueError naming the first case whose answer is wrong."""
    cases = parse_output(output, len(puzzles))
    for case, (puzzle, known, answer) in enumerate(zip(puzzles, known_solutions, cases), start=1):
        if answer == NO_SOLUTION:
            if known != "NONE":
                raise ValueError(f"case {case}: the solver says no solution, but the puzzle has one")
            continue
        if known == "NONE":
            raise ValueError(f"case {case}: the puzzle has no solution, but the solver gave one")
        problems = sudoku_tests.completion_problems(puzzle, answer)
        if problems:
            raise ValueError(f"case {case}: {problems[0]}")
        if known is not None and answer != known:
            raise ValueError(f"case {case}: differs from famous.tsv's solution (the puzzle's only one)")


# ---- the tests ----

def tests():
    """(group, name, puzzles, known solutions (None = unknown), .in text) in judging order; invalid/
    tests have no known solutions (None)."""
    named = famous()

    def from_famous(*names):
        return [named[n][0] for n in names], [named[n][1] for n in names]

    sample, sample_solution = named["inkala_2010"]
    one_empty = sample_solution[:40] + "." + sample_solution[41:]  # the centre cell
    result = []

    def add(group, name, puzzles, known, **form):
        if group == "secret":
            for i, puzzle in enumerate(puzzles):
                sudoku_tests.require_secret(f"secret/{name} case {i + 1}", puzzle)
        result.append((group, name, puzzles, known, nyoj_input(puzzles, **form)))

    def add_invalid(name, text):
        result.append(("invalid", name, None, None, text))

    add("sample", "01_sample", *from_famous("inkala_2010"))

    add("secret", "01_inkala_2012_everest", *from_famous("inkala_2012_everest"))
    add("secret", "02_ai_escargot", *from_famous("ai_escargot"))
    add("secret", "03_already_solved", [sample_solution], [sample_solution])
    add("secret", "04_one_empty_cell", [one_empty], [sample_solution])
    add("secret", "05_crlf_line_endings", [sample], [sample_solution], newline="\r\n")
    typical = sudoku_tests.secret_puzzles("puzzles1_unbiased.txt", 99)
    add("secret", "06_max_cases_99", typical, [None] * len(typical))

    add("hard", "01_wikipedia_anti_brute_force", *from_famous("wikipedia_anti_brute_force"))
    seventeen = first_puzzles("puzzles2_17_clue.txt", 5)
    add("hard", "02_17_clue_fewest_givens", seventeen, [None] * len(seventeen))
    hardest = first_puzzles("puzzles6_forum_hardest_1106.txt", 99)
    add("hard", "03_max_cases_99_hardest", hardest, [None] * len(hardest))
    for number, famous_name in enumerate(["easter_monster", "golden_nugget", "platinum_blonde"], start=4):
        add("hard", f"{number:02d}_{famous_name}", *from_famous(famous_name))

    # Each breaks one rule of the statement; input_validators/validate.cpp must say which.
    two = named["norvig_hard1_multiple_solutions"][0]
    add_invalid("01_two_solutions", nyoj_input([two]))
    add_invalid("02_no_solution", nyoj_input([named["norvig_impossible_no_solution"][0]]))
    add_invalid("03_rows_without_spaces", nyoj_input([sample], spaced=False))
    add_invalid("04_n_is_100", nyoj_input(typical + typical[:1]))
    letter = nyoj_input([sample]).replace("8 0 0 0", "8 x 0 0", 1)
    add_invalid("05_letter", letter)
    repeated = sample[:1] + "5" + sample[2:]  # a second 5 in the first row, beside the given 5
    add_invalid("06_repeated_given", nyoj_input([repeated]))
    add_invalid("07_fewer_grids_than_n", "2\n" + nyoj_input([sample]).split("\n", 1)[1])
    add_invalid("08_n_is_0", "0\n")
    short_row = nyoj_input([sample]).split("\n")
    short_row[3] = short_row[3][:-2]
    add_invalid("09_row_of_8_digits", "\n".join(short_row))
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("solver", help="compiled solution reading NYOJ input on stdin")
    parser.add_argument("--out", default=str(HERE), help="folder to write the group folders into")
    args = parser.parse_args()
    sudoku_tests.write_verified_tests(args.solver, args.out, tests(), verify)


if __name__ == "__main__":
    main()
