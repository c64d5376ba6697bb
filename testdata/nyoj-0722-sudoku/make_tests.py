#!/usr/bin/env python3
"""Writes the NYOJ 722 tests (NN_name.in / NN_name.out) from the public puzzle sets.

Usage: make_tests.py SOLVER [--out DIR]
  SOLVER  a compiled solution that reads NYOJ input on stdin (bitmask_mrv.cpp, see README.md)
  --out   where to write the tests (default: this script's folder)

Every .in is built here from testdata/puzzles/; every .out is SOLVER's output, kept only after it is
verified independently: each grid must complete its puzzle (clues kept, every row, column and box a
permutation of 1-9) and equal famous.tsv's solution where that file gives one; "No solution" is accepted
only where famous.tsv says NONE. Standard library only; deterministic (no randomness).
"""
import argparse
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
PUZZLES = HERE.parent / "puzzles"
NO_SOLUTION = "No solution"


# ---- puzzles: 81 characters, row-major, '.' or '0' = empty ----

def famous():
    """name -> (puzzle, solution), solution None for MULTIPLE, "NONE" for no solution."""
    table = {}
    for line in (PUZZLES / "famous.tsv").read_text().splitlines():
        name, puzzle, solution = line.split("\t")
        table[name] = (puzzle, None if solution == "MULTIPLE" else solution)
    return table


def first_puzzles(file_name, count):
    lines = [line.strip() for line in (PUZZLES / file_name).read_text().splitlines() if line.strip()]
    return lines[:count]


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

def grid_problems(puzzle, grid):
    """Why `grid` (81 digits) is not a valid completion of `puzzle`; [] when it is."""
    problems = []
    for cell, (clue, value) in enumerate(zip(puzzle, grid)):
        if clue not in ".0" and clue != value:
            problems.append(f"clue at row {cell // 9 + 1}, column {cell % 9 + 1} changed from {clue} to {value}")
    units = [("row", [r * 9 + c for c in range(9)]) for r in range(9)]
    units += [("column", [r * 9 + c for r in range(9)]) for c in range(9)]
    units += [("box", [(b // 3 * 3 + i // 3) * 9 + b % 3 * 3 + i % 3 for i in range(9)]) for b in range(9)]
    for kind, cells in units:
        if sorted(grid[cell] for cell in cells) != list("123456789"):
            first = cells[0]
            problems.append(f"the {kind} through row {first // 9 + 1}, column {first % 9 + 1} is not 1-9")
    return problems


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
        problems = grid_problems(puzzle, answer)
        if problems:
            raise ValueError(f"case {case}: {problems[0]}")
        if known is not None and answer != known:
            raise ValueError(f"case {case}: differs from famous.tsv's solution (the puzzle's only one)")


# ---- the tests ----

def tests():
    """(name, puzzles, known solutions (None = unknown), .in text) in judging order."""
    named = famous()

    def from_famous(*names):
        return [named[n][0] for n in names], [named[n][1] for n in names]

    sample, sample_solution = named["inkala_2010"]
    one_empty = sample_solution[:40] + "." + sample_solution[41:]  # the centre cell
    result = []

    def add(name, puzzles, known, **form):
        result.append((name, puzzles, known, nyoj_input(puzzles, **form)))

    add("01_sample", *from_famous("inkala_2010"))
    for number, famous_name in enumerate(["inkala_2012_everest", "easter_monster", "golden_nugget",
                                          "platinum_blonde", "ai_escargot"], start=2):
        add(f"{number:02d}_{famous_name}", *from_famous(famous_name))
    add("07_wikipedia_anti_brute_force", *from_famous("wikipedia_anti_brute_force"))
    seventeen = first_puzzles("puzzles2_17_clue.txt", 5)
    add("08_17_clue_fewest_givens", seventeen, [None] * len(seventeen))
    hardest = first_puzzles("puzzles6_forum_hardest_1106.txt", 99)
    add("09_max_cases_99", hardest, [None] * len(hardest))
    add("10_already_solved", [sample_solution], [sample_solution])
    add("11_one_empty_cell", [one_empty], [sample_solution])
    add("12_crlf_line_endings", [sample], [sample_solution], newline="\r\n")
    # Easy puzzles, so that a slow solver failing here points at its reading of rows, not its speed.
    unspaced = [sample] + first_puzzles("puzzles1_unbiased.txt", 2)
    add("13_rows_without_spaces", unspaced, [sample_solution, None, None], spaced=False)
    # The impossible puzzle first, then the sample: "No solution" must not stop the program.
    impossible, sample_known = from_famous("norvig_impossible_no_solution", "inkala_2010")
    add("14_no_solution", impossible, sample_known)
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("solver", help="compiled solution reading NYOJ input on stdin")
    parser.add_argument("--out", default=str(HERE), help="folder to write the tests into")
    args = parser.parse_args()
    out = pathlib.Path(args.out)
    for name, puzzles, known, text in tests():
        data = text.encode()
        try:
            run = subprocess.run([args.solver], input=data, capture_output=True, timeout=300)
        except subprocess.TimeoutExpired:
            sys.exit(f"make_tests.py: {name}: the solver took more than 300 s")
        if run.returncode != 0:
            sys.exit(f"make_tests.py: {name}: the solver exited with {run.returncode}: {run.stderr.decode()[:200]}")
        output = run.stdout.decode()
        try:
            verify(puzzles, known, output)
        except ValueError as error:
            sys.exit(f"make_tests.py: {name}: {error}")
        (out / f"{name}.in").write_bytes(data)
        (out / f"{name}.out").write_bytes(run.stdout)
        print(f"{name}: {len(puzzles)} case(s), verified")


if __name__ == "__main__":
    main()
