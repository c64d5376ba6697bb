#!/usr/bin/env python3
"""Writes the Luogu P1074 tests from the public puzzle sets, in groups: sample/, secret/, hard/
(NN_name.in with NN_name.out) and invalid/ (NN_name.in only).

Usage: make_tests.py FAST NAIVE [--out DIR]
  FAST   a compiled bitmask_mrv.cpp (the answers)
  NAIVE  a compiled backtracking.cpp (the check: it must agree wherever it finishes within 60 s)
  --out  where to write the group folders (default: this script's folder)

The public puzzle sets are read from $PUZZLES_DIR (default: ../shared/puzzles beside the repository);
when one is missing, nothing is written: a SKIPPED line on stderr, exit status 0 (1 when CI=true).

The format (the statement, https://www.luogu.com.cn/problem/P1074): 9 lines of 9 digits 0-9 separated
by single spaces, 0 an empty cell; the answer, the highest score over all completions (a cell's digit
times its ring's weight, 6 on the outer ring to 10 at the centre), or -1 when there is none. At least
24 givens (40% of the data at least 30, 80% at least 26).

- sample/: the statement's two examples (2829, 2852).
- secret/: what Luogu checks, as closely as it can be known: twenty single-grid tests like NOIP's twenty
  points, in the statement's proportions of givens (8 with 30 or more, 8 with 26-29, 4 with 24-25), the
  givens spread over the grid as in a published puzzle; two of them have no completion (-1) although
  their givens are consistent (no digit twice in a row, column or box), and two (the last 24- and
  26-given ones) have their top rows empty, the order in which plain row-major search is slowest:
  write-ups report that search losing points on this problem.
- hard/: beyond them: 24-given grids with every given in the bottom half, one a file.
- invalid/: inputs that break the statement, or that Luogu's data does not have; never judged,
  input_validators/ must reject each. Givens that clash are one: every published program records the
  givens without comparing them, so a clash alone never makes it print -1 (docs/judges/luogu.md, rule
  5); the two grids our secret/ once had (30 and 27 givens, a digit twice in row 1) are kept here.

The grids are made deterministically from the unbiased set's solutions (no randomness). Every answer
is FAST's; NAIVE, which visits every completion, must print the same wherever it finishes in 60 s; and
an exact search here (../common/sudoku_tests.py's solutions) must find a completion exactly when the
answer is not -1, and no judged grid may have givens that clash.
"""
import argparse
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "common"))
import sudoku_tests  # noqa: E402  (testdata/common/)

SAMPLES = [
    "700900001100005900000200080005020003000000648413000000007002090201060804080504012",
    "000702453900008000740005010195080000070000025030579108000601000060900001000000006",
]


def grid_text(grid, trailing=""):
    return "".join(" ".join(grid[r * 9:r * 9 + 9]) + trailing + "\n" for r in range(9))


def keep(solution, cells):
    chosen = set(cells)
    return "".join(solution[i] if i in chosen else "0" for i in range(81))


def spread(solution, puzzle, count):
    """`count` givens: the puzzle's clues first, then solution cells in a fixed stride over the grid."""
    cells = [i for i in range(81) if puzzle[i] not in ".0"]
    for i in (j * 29 % 81 for j in range(81)):
        if len(cells) >= count:
            break
        if i not in cells:
            cells.append(i)
    return keep(solution, cells[:count])


def wrong_given(solution, puzzle, count):
    """`count` givens and no completion, though no given clashes with another: spread()'s `count` - 1
    givens (a grid with one completion, the solution), plus one given that is not the solution's digit,
    in the first empty cell of spread()'s order that takes one without a clash and without leaving an
    empty cell no candidate (so only search shows that nothing completes). The smallest such digit."""
    grid = spread(solution, puzzle, count - 1)
    if len(sudoku_tests.solutions(grid)) != 1:
        raise SystemExit(f"make_tests.py: {count - 1} spread givens leave more than one completion")
    for cell in (j * 29 % 81 for j in range(81)):
        if grid[cell] != "0":
            continue
        for digit in "123456789":
            trial = grid[:cell] + digit + grid[cell + 1:]
            if digit != solution[cell] and not sudoku_tests.givens_clash(trial) and not dead_cell(trial):
                return trial
    raise SystemExit("make_tests.py: no cell takes a wrong given")


def dead_cell(grid):
    """True when an empty cell sees all nine digits among the givens."""
    def sees(i, j):
        return i // 9 == j // 9 or i % 9 == j % 9 or (i // 27, i % 9 // 3) == (j // 27, j % 9 // 3)
    return any(grid[i] == "0" and len({grid[j] for j in range(81) if grid[j] != "0" and sees(i, j)}) == 9
               for i in range(81))


def repeated_in_a_row(solution, puzzle, count):
    """`count` givens, one of them a copy of an earlier given of its row: givens that clash (invalid/)."""
    grid = spread(solution, puzzle, count - 1)
    row = next(r for r in range(9) if "0" in grid[r * 9:r * 9 + 9] and grid[r * 9:r * 9 + 9] != "0" * 9)
    digit = next(ch for ch in grid[row * 9:row * 9 + 9] if ch != "0")
    empty = row * 9 + grid[row * 9:row * 9 + 9].index("0")
    return grid[:empty] + digit + grid[empty + 1:]


def top_rows_empty(solution, count):
    """`count` givens, every other cell from the bottom right up: the top rows stay empty."""
    return keep(solution, list(range(80, -1, -2))[:count])


def tests():
    """(group, name, grid or .in text for invalid) in judging order."""
    unbiased = sudoku_tests.read_lines("puzzles1_unbiased.txt")
    solved = [(p, sudoku_tests.solutions(p, 1)[0]) for p in unbiased[:30]]
    result = [("sample", f"{n:02d}_example_{n}", grid) for n, grid in enumerate(SAMPLES, start=1)]

    counts = [36, 34, 33, 32, 31, 30, 30, 30, 29, 28, 28, 27, 27, 26, 26, 26, 25, 25, 24, 24]
    for n, count in enumerate(counts, start=1):
        puzzle, solution = solved[n]
        if n in (15, 19):
            grid, why = top_rows_empty(solution, count), "top_rows_empty"
        elif n in (8, 12):  # consistent givens, one of them wrong: no completion (-1)
            grid, why = wrong_given(solution, puzzle, count), "consistent_no_completion"
        else:
            grid, why = spread(solution, puzzle, count), "spread"
        result.append(("secret", f"{n:02d}_{count}_givens_{why}", grid))
    for n in range(1, 4):
        result.append(("hard", f"{n:02d}_24_givens_bottom_half", top_rows_empty(solved[20 + n][1], 24)))

    sample = grid_text(SAMPLES[0])
    sparse = keep(solved[0][1], range(0, 81, 4))  # 21 givens
    bad = [("01_21_givens", grid_text(sparse)),
           ("02_letter", sample.replace("0", "x", 1)),
           ("03_digits_without_spaces", sample.replace(" ", "")),
           ("04_eight_rows", "".join(sample.splitlines(keepends=True)[:8])),
           ("05_a_ten", sample.replace("0", "10", 1)),
           ("06_empty_input", ""),
           # Givens that clash: we judge none (docs/judges/luogu.md, rule 5). Until issue 22 these two were
           # secret/08_30_givens_no_completion and secret/12_27_givens_no_completion, answer -1; the programs
           # Luogu accepted never compare givens, and on the first they print a score.
           ("07_30_givens_a_digit_twice_in_row_1", grid_text(repeated_in_a_row(solved[8][1], solved[8][0], 30))),
           ("08_27_givens_a_digit_twice_in_row_1", grid_text(repeated_in_a_row(solved[12][1], solved[12][0], 27)))]
    result += [("invalid", name, text) for name, text in bad]
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("fast", help="compiled bitmask_mrv.cpp")
    parser.add_argument("naive", help="compiled backtracking.cpp")
    parser.add_argument("--out", default=str(HERE), help="folder to write the group folders into")
    args = parser.parse_args()
    out = pathlib.Path(args.out)
    made = tests()  # every set read before a folder is emptied
    sudoku_tests.empty_group_folders(out)
    for group, name, grid_or_text in made:
        if group == "invalid":
            (out / group / f"{name}.in").write_text(grid_or_text)
            print(f"{group}/{name}: written (must be rejected)")
            continue
        text = grid_text(grid_or_text)
        if sudoku_tests.givens_clash(grid_or_text):
            sys.exit(f"make_tests.py: {group}/{name}: givens clash: not Luogu's data, put it in invalid/")
        answer = sudoku_tests.run_solver(args.fast, text)
        if answer is None:
            sys.exit(f"make_tests.py: {group}/{name}: the fast solver took more than 300 s")
        if (answer.strip() == "-1") != (sudoku_tests.solutions(grid_or_text, 1) == []):
            sys.exit(f"make_tests.py: {group}/{name}: the fast solver says {answer.strip()}, but the exact "
                     f"search {'finds no completion' if answer.strip() != '-1' else 'finds one'}")
        check = sudoku_tests.run_solver(args.naive, text, timeout=60)
        if check is not None and check != answer:
            sys.exit(f"make_tests.py: {group}/{name}: the solvers disagree: {answer.strip()} and {check.strip()}")
        (out / group / f"{name}.in").write_text(text)
        (out / group / f"{name}.out").write_text(answer)
        givens = sum(ch != "0" for ch in grid_or_text)
        print(f"{group}/{name}: {givens} givens, {answer.strip()}; "
              f"{'checked by the naive search' if check else 'the naive search took over 60 s'}")


if __name__ == "__main__":
    main()
