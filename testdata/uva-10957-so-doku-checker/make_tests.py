#!/usr/bin/env python3
"""Writes the UVa 10957 tests from the public puzzle sets, in groups: sample/, secret/, hard/ (NN_name.in
with NN_name.out) and invalid/ (NN_name.in only).

Usage: make_tests.py SOLVER [--out DIR]
  SOLVER  a compiled solution that reads UVa 10957 input on stdin (mrv_hidden_singles.cpp, see README.md)
  --out   where to write the group folders (default: this script's folder)

The public puzzle sets are read from $PUZZLES_DIR (default: ../shared/puzzles beside the repository);
when one is missing, nothing is written: a SKIPPED line on stderr, exit status 0 (1 when CI=true).

The format (the statement, https://onlinejudge.org/external/109/10957.pdf): grids of 9 lines of 9
digits separated by single spaces, 0 for an empty cell, one empty line between two grids, until the end
of input. The answer, a line a grid: "Case k: Illegal." (a given repeats in its row, column or box),
"Impossible." (no completion), "Unique." (one), "Ambiguous." (more than one).

- sample/: the statement's example (one grid of each kind).
- secret/: what UVa checks, as closely as it can be known: every kind, on puzzles that a row-major
  search counting to two finishes within ROW_MAJOR_BUDGET placements (the accepted write-ups search so).
- hard/: beyond them: 17-clue puzzles (uniqueness needs the whole tree searched) first, so that a search
  expected to fail here stops on the group's first test; Norvig's "impossible" grid, the anti-brute-force
  puzzle, the forum's hardest.
- invalid/: inputs that break the statement; never judged, input_validators/ must reject each.

Each .out is computed twice, independently: here (sudoku_tests.solutions, counting to two) and by
SOLVER; the test is written only when they agree. Standard library only; deterministic.
"""
import argparse
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "common"))
import sudoku_tests  # noqa: E402  (testdata/common/)

# A secret/ grid is classified by a row-major search counting to two within this many placements.
ROW_MAJOR_BUDGET = 200_000

# The statement's example, as data: four grids, rows of digits.
SAMPLE_ROWS = ["003900760", "040006009", "607010004", "200670090", "004305600",
               "010049007", "700090201", "300200040", "029008500"]
SAMPLE = ["".join(SAMPLE_ROWS),
          "".join(["003900760", "040006009", "600010004", "000670090", "004005600",
                   "010049000", "700090201", "300200040", "020008500"]),
          "".join(SAMPLE_ROWS[:6] + ["720090201"] + SAMPLE_ROWS[7:]),
          "".join(SAMPLE_ROWS[:6] + ["750090201"] + SAMPLE_ROWS[7:])]


def classify(grid):
    """'Illegal', 'Impossible', 'Unique' or 'Ambiguous'. A famous.tsv puzzle takes that file's word (its
    "impossible" one would take this plain search hours to refute in Python)."""
    if sudoku_tests.givens_clash(grid):
        return "Illegal"
    for puzzle, solution in sudoku_tests.famous().values():
        if puzzle.replace(".", "0") == grid.replace(".", "0"):
            return "Impossible" if solution == "NONE" else "Ambiguous" if solution is None else "Unique"
    return ["Impossible", "Unique", "Ambiguous"][len(sudoku_tests.solutions(grid, limit=2))]


def row_major_count_placements(grid, budget):
    """Placements a row-major search counting to two makes; None above `budget`."""
    cells = [0 if ch in ".0" else int(ch) for ch in grid]
    used = [[False] * 10 for _ in range(27)]
    for i, v in enumerate(cells):
        if v:
            for u in (i // 9, 9 + i % 9, 18 + i // 27 * 3 + i % 9 // 3):
                used[u][v] = True
    state = {"placements": 0, "found": 0}

    def search(i):
        while i < 81 and cells[i]:
            i += 1
        if i == 81:
            state["found"] += 1
            return
        units = (i // 9, 9 + i % 9, 18 + i // 27 * 3 + i % 9 // 3)
        for v in range(1, 10):
            if state["found"] >= 2 or state["placements"] > budget:
                return
            if any(used[u][v] for u in units):
                continue
            state["placements"] += 1
            cells[i] = v
            for u in units:
                used[u][v] = True
            search(i + 1)
            for u in units:
                used[u][v] = False
            cells[i] = 0

    search(0)
    return None if state["placements"] > budget else state["placements"]


def uva_input(grids, between="\n"):
    def rows(grid):
        digits = grid.replace(".", "0")
        return "".join(" ".join(digits[r * 9:r * 9 + 9]) + "\n" for r in range(9))
    return between.join(rows(g) for g in grids)


def answer(grids):
    return "".join(f"Case {k}: {classify(g)}.\n" for k, g in enumerate(grids, start=1))


def tests():
    """(group, name, grids, .in text) in judging order; invalid/ tests have no grids (None)."""
    named = sudoku_tests.famous()
    inkala, inkala_solution = named["inkala_2010"]
    result = []

    def add(group, name, grids, **form):
        if group in ("sample", "secret"):
            for i, grid in enumerate(grids, start=1):
                if row_major_count_placements(grid, ROW_MAJOR_BUDGET) is None:
                    raise SystemExit(f"make_tests.py: {group}/{name} grid {i}: row-major counting needs more than "
                                     f"{ROW_MAJOR_BUDGET:,} placements: not a secret/ grid (put it in hard/)")
        result.append((group, name, grids, uva_input(grids, **form)))

    def add_invalid(name, text):
        result.append(("invalid", name, None, text))

    add("sample", "01_sample", SAMPLE)

    typical = sudoku_tests.secret_puzzles("puzzles1_unbiased.txt", 30)
    clue_cells = [c for c, ch in enumerate(typical[0]) if ch not in ".0"]
    halved = "".join("." if c in clue_cells[::2] else ch for c, ch in enumerate(typical[0]))  # every other clue
    add("secret", "01_one_of_each", [inkala, halved, inkala[:1] + "5" + inkala[2:], SAMPLE[3]])
    full_clash = inkala_solution[:80] + inkala_solution[79]  # the last cell repeats its left neighbour
    add("secret", "02_solved_full_with_a_clash_and_empty", [inkala_solution, full_clash, "0" * 81])
    mixed = []
    for i, puzzle in enumerate(typical):
        if i % 3 == 1:  # one clue fewer: often more than one completion
            first_clue = next(c for c, ch in enumerate(puzzle) if ch not in ".0")
            puzzle = puzzle[:first_clue] + "." + puzzle[first_clue + 1:]
        elif i % 3 == 2:  # a clue's digit set into an empty cell of its row: illegal or impossible
            row = next(r for r in range(9) if any(ch in ".0" for ch in puzzle[r * 9:r * 9 + 9]))
            empty = next(c for c in range(row * 9, row * 9 + 9) if puzzle[c] in ".0")
            digit = str(i % 9 + 1)
            puzzle = puzzle[:empty] + digit + puzzle[empty + 1:]
        if row_major_count_placements(puzzle, ROW_MAJOR_BUDGET) is not None:  # else beyond the judge's kind
            mixed.append(puzzle)
    add("secret", "03_mixed", mixed)

    add("hard", "01_17_clue_uniqueness", sudoku_tests.read_lines("puzzles2_17_clue.txt")[:10])
    add("hard", "02_norvig_impossible", [named["norvig_impossible_no_solution"][0]])
    add("hard", "03_wikipedia_anti_brute_force", [named["wikipedia_anti_brute_force"][0]])
    add("hard", "04_thirty_of_the_hardest", sudoku_tests.read_lines("puzzles6_forum_hardest_1106.txt")[:30])

    # Each breaks one rule of the statement's format; input_validators/validate.cpp must say which.
    one = uva_input([inkala])
    add_invalid("01_letter", one.replace("0", "x", 1))
    add_invalid("02_rows_without_spaces", one.replace(" ", ""))
    add_invalid("03_question_mark_for_an_empty_cell", one.replace("0", "?"))
    add_invalid("04_row_of_8_digits", one.replace(" 0\n", "\n", 1))
    add_invalid("05_no_empty_line_between_grids", uva_input([inkala, SAMPLE[0]], between=""))
    add_invalid("06_two_empty_lines_between_grids", uva_input([inkala, SAMPLE[0]], between="\n\n"))
    add_invalid("07_grid_of_8_rows", "".join(one.splitlines(keepends=True)[:8]))
    add_invalid("08_empty_input", "")
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("solver", help="compiled solution reading UVa 10957 input on stdin")
    parser.add_argument("--out", default=str(HERE), help="folder to write the group folders into")
    args = parser.parse_args()
    out = pathlib.Path(args.out)
    made = tests()  # every set read before a folder is emptied
    sudoku_tests.empty_group_folders(out)
    for group, name, grids, text in made:
        data = text.encode()
        if group == "invalid":
            (out / group / f"{name}.in").write_bytes(data)
            print(f"{group}/{name}: written (must be rejected)")
            continue
        expected = answer(grids)
        output = sudoku_tests.run_solver(args.solver, text)
        if output != expected:
            sys.exit(f"make_tests.py: {group}/{name}: the solver disagrees:\n"
                     f"solver: {(output or 'nothing within 300 s')[:300]}\nhere:   {expected[:300]}")
        (out / group / f"{name}.in").write_bytes(data)
        (out / group / f"{name}.out").write_text(output)
        kinds = sorted(set(line.split(": ")[1] for line in expected.splitlines()))
        print(f"{group}/{name}: {len(grids)} grid(s), {', '.join(kinds)}; verified")


if __name__ == "__main__":
    main()
