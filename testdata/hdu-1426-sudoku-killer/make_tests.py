#!/usr/bin/env python3
"""Writes the HDU 1426 tests from the public puzzle sets, in groups: sample/, secret/, hard/ (NN_name.in
with NN_name.out) and invalid/ (NN_name.in only).

Usage: make_tests.py SOLVER [--out DIR]
  SOLVER  a compiled solution that reads HDU 1426 input on stdin (bit_parallel.cpp, see README.md)
  --out   where to write the group folders (default: this script's folder)

The public puzzle sets are read from $PUZZLES_DIR (default: ../shared/puzzles beside the repository);
when one is missing, nothing is written: a SKIPPED line on stderr, exit status 0 (1 when CI=true).

The format (the statement, http://acm.hdu.edu.cn/showproblem.php?pid=1426): grids of 9 lines of 9
tokens, a digit 1-9 or '?' for an empty cell, separated by single spaces; an empty line between two
grids; the input ends after the last grid. Every puzzle has exactly one solution. The answer: each grid
solved, digits separated by single spaces, an empty line between two grids.

- sample/: the statement's example.
- secret/: what HDU checks, as closely as it can be known: puzzles that row-major search finishes within
  ../common/sudoku_tests.py's SECRET_MAX_PLACEMENTS (the published HDU 1426 solutions are that search),
  one grid and several, so that the empty line between grids is judged. Every grid has at least one '?':
  a program HDU accepted prints a full grid without spaces, so HDU's data has none (docs/judges/hdu.md).
- hard/: valid inputs beyond HDU's own, the anti-brute-force puzzle first, so that a search expected to
  fail here stops on the group's first test; last, a full grid (no '?'), which HDU's data does not have.
- invalid/: inputs that break the statement; never judged, input_validators/ must reject each.

Every judged .in is built here from the public puzzle sets and ../common/famous.tsv; every .out is
SOLVER's output, kept only after it is verified independently (sudoku_tests.completion_problems, and
famous.tsv's solution where that file gives one). Standard library only; deterministic (no randomness).
"""
import argparse
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "common"))
import sudoku_tests  # noqa: E402  (testdata/common/)

# The statement's example, as data (rows of its grid; '?' empty).
SAMPLE = ("712?6?358" "?652?71?4" "??8513672" "924?56?37" "5?6???241"
          "1?372?9?5" "??1975486" "6?783?519" "859?4??23").replace("?", ".")


def hdu_grid(puzzle, separator=" "):
    """9 lines of 9 tokens, '?' for an empty cell."""
    tokens = ["?" if ch in ".0" else ch for ch in puzzle]
    return [separator.join(tokens[row * 9:row * 9 + 9]) for row in range(9)]


def hdu_input(puzzles, between="\n"):
    """The grids, `between` (one empty line) separating two of them."""
    return between.join("\n".join(hdu_grid(p)) + "\n" for p in puzzles)


def parse_output(text, case_count):
    """The solved grids of an HDU 1426 output (81-digit strings). Raises ValueError."""
    blocks = text.split("\n\n")
    if len(blocks) != case_count:
        raise ValueError(f"expected {case_count} grids separated by one empty line, got {len(blocks)} blocks")
    grids = []
    for case, block in enumerate(blocks, start=1):
        lines = block.rstrip("\n").split("\n") if case == case_count else block.split("\n")
        if len(lines) != 9:
            raise ValueError(f"case {case}: expected 9 lines, got {len(lines)}")
        for row, line in enumerate(lines, start=1):
            if len(line) != 17 or any((not ch.isdigit() or ch == "0") if i % 2 == 0 else ch != " "
                                      for i, ch in enumerate(line)):
                raise ValueError(f"case {case}, row {row}: expected 9 digits 1-9 separated by single spaces, "
                                 f"got {line!r}")
        grids.append("".join(line[::2] for line in lines))
    if not text.endswith("\n") or text.endswith("\n\n"):
        raise ValueError("expected the output to end with the last row's newline")
    return grids


def verify(puzzles, known_solutions, output):
    """Raises ValueError naming the first case whose answer is wrong."""
    for case, (puzzle, known, grid) in enumerate(zip(puzzles, known_solutions, parse_output(output, len(puzzles))),
                                                 start=1):
        problems = sudoku_tests.completion_problems(puzzle, grid)
        if problems:
            raise ValueError(f"case {case}: {problems[0]}")
        if known is not None and grid != known:
            raise ValueError(f"case {case}: differs from famous.tsv's solution (the puzzle's only one)")


def tests():
    """(group, name, puzzles, known solutions (None = unknown), .in text) in judging order; invalid/
    tests have no known solutions (None)."""
    named = sudoku_tests.famous()

    def from_famous(*names):
        return [named[n][0] for n in names], [named[n][1] for n in names]

    inkala, inkala_solution = named["inkala_2010"]
    result = []

    def add(group, name, puzzles, known, **form):
        if group in ("sample", "secret"):
            for i, puzzle in enumerate(puzzles):
                sudoku_tests.require_secret(f"{group}/{name} case {i + 1}", puzzle)
                if not any(ch in ".0" for ch in puzzle):
                    raise SystemExit(f"make_tests.py: {group}/{name} case {i + 1}: no empty cell: not in HDU's "
                                     f"data (docs/judges/hdu.md, rule 5); put it in hard/")
        result.append((group, name, puzzles, known, hdu_input(puzzles, **form)))

    def add_invalid(name, text):
        result.append(("invalid", name, None, None, text))

    add("sample", "01_sample", [SAMPLE], [None])

    add("secret", "01_inkala_2010", [inkala], [inkala_solution])
    add("secret", "02_two_grids", *from_famous("inkala_2012_everest", "ai_escargot"))
    # One empty cell. Not a grid without any '?': HDU's data has none (docs/judges/hdu.md, rule 5), so it
    # goes to hard/05 below.
    add("secret", "03_one_empty_cell", [inkala_solution[:40] + "." + inkala_solution[41:]], [inkala_solution])
    typical = sudoku_tests.secret_puzzles("puzzles1_unbiased.txt", 50)
    add("secret", "04_fifty_grids", typical, [None] * len(typical))

    add("hard", "01_wikipedia_anti_brute_force", *from_famous("wikipedia_anti_brute_force"))
    seventeen = sudoku_tests.read_lines("puzzles2_17_clue.txt")[:5]
    add("hard", "02_17_clue_fewest_givens", seventeen, [None] * len(seventeen))
    hardest = sudoku_tests.read_lines("puzzles6_forum_hardest_1106.txt")[:50]
    add("hard", "03_fifty_of_the_hardest", hardest, [None] * len(hardest))
    add("hard", "04_easter_monster_golden_nugget_platinum_blonde",
        *from_famous("easter_monster", "golden_nugget", "platinum_blonde"))
    # A full grid, no '?' at all: valid by the statement (its one solution is itself), but not in HDU's data.
    # zhuli19901106's accepted HDU1426(AC).cpp prints such a grid without spaces (docs/judges/hdu.md, rule 5),
    # so in secret/ a program HDU accepted would be predicted PE; shown here, not predicted.
    add("hard", "05_full_grid_no_empty_cell", [inkala_solution], [inkala_solution])

    # Each breaks one rule of the statement; input_validators/validate.cpp must say which.
    add_invalid("01_two_solutions", hdu_input([named["norvig_hard1_multiple_solutions"][0]]))
    add_invalid("02_no_solution", hdu_input([named["norvig_impossible_no_solution"][0]]))
    add_invalid("03_zero_for_an_empty_cell", hdu_input([inkala]).replace("?", "0"))
    add_invalid("04_rows_without_spaces", "".join(line + "\n" for line in hdu_grid(inkala, separator="")))
    add_invalid("05_no_empty_line_between_grids", hdu_input([inkala, SAMPLE], between=""))
    add_invalid("06_two_empty_lines_between_grids", hdu_input([inkala, SAMPLE], between="\n\n"))
    add_invalid("07_letter", hdu_input([inkala]).replace("?", "x", 1))
    add_invalid("08_repeated_given", hdu_input([inkala[:1] + "5" + inkala[2:]]))
    add_invalid("09_row_of_8_tokens", hdu_input([inkala]).replace(" ?\n", "\n", 1))  # row 1 loses its last token
    add_invalid("10_empty_input", "")
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("solver", help="compiled solution reading HDU 1426 input on stdin")
    parser.add_argument("--out", default=str(HERE), help="folder to write the group folders into")
    args = parser.parse_args()
    sudoku_tests.write_verified_tests(args.solver, args.out, tests(), verify)


if __name__ == "__main__":
    main()
