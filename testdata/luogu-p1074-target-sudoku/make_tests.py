#!/usr/bin/env python3
"""Writes the Luogu P1074 tests from the public puzzle sets, in groups: sample/, secret/, hard/
(NN_name.in with NN_name.out) and invalid/ (NN_name.in only).

Usage: make_tests.py FAST NAIVE [--out DIR]
  FAST   a compiled bitmask_mrv.cpp (the answers)
  NAIVE  a compiled backtracking.cpp (the check: it must agree wherever it finishes within 60 s)
  --out  where to write the group folders (default: this script's folder)
search_effort.cpp, beside this script, is compiled with g++ -O2 into a temporary folder. About forty
minutes on the Intel VM of docs/machine.md.

The public puzzle sets are read from $PUZZLES_DIR (default: ../shared/puzzles beside the repository);
when one is missing, nothing is written: a SKIPPED line on stderr, exit status 0 (1 when CI=true).

The format (the statement, https://www.luogu.com.cn/problem/P1074): 9 lines of 9 digits 0-9 separated
by single spaces, 0 an empty cell; the answer, the highest score over all completions (a cell's digit
times its ring's weight, 6 on the outer ring to 10 at the centre), or -1 when there is none. At least
24 givens (40% of the data at least 30, 80% at least 26).

- sample/: the statement's two examples (2829, 2852).
- secret/: what Luogu checks, as closely as it can be known: NOIP 2009's twenty points, point by point.
  NOIP_POINTS below holds, for each official test (../shared/judge-data/luogu-p1074-noip2009, which is
  not committed), its givens and the digits four exhaustive search orders place on it (search_effort.cpp:
  row-major, rows with the fewest empty cells first, fewest candidates first, cells with the most givens
  in their row and column first). Each secret/ test is a grid of our own with the same givens whose four
  efforts are closest to its point's (the largest of the four ratios is the smallest), chosen among grids made from the unbiased set's solutions by keeping
  cells at random (seeded: the same grids every run), half uniformly, half with some rows sparser; point
  01 has no completion, as NOIP's first test has none, though no given clashes. Then, of that grid and
  VARIANTS symmetric variants of it (bands, stacks, the rows and columns within them permuted; transposed
  or not), the nearest is kept: the fewest-candidates effort hardly moves, the row-major and fixed
  orders' do. The script prints each test's efforts beside its point's.
- hard/: beyond them: 24-given grids with every given in the bottom half, one a file.
- invalid/: inputs that break the statement, or that Luogu's data does not have; never judged,
  input_validators/ must reject each. Givens that clash are one: every published program records the
  givens without comparing them, so a clash alone never makes it print -1 (docs/judges/luogu.md, rule
  5); the two grids our secret/ once had (30 and 27 givens, a digit twice in row 1) are kept here.

The grids are made deterministically from the unbiased set's solutions (seeded choices, no other
randomness). Every answer
is FAST's; NAIVE, which visits every completion, must print the same wherever it finishes in 60 s; and
an exact search here (../common/sudoku_tests.py's solutions) must find a completion exactly when the
answer is not -1, and no judged grid may have givens that clash.
"""
import argparse
import math
import pathlib
import random
import subprocess
import sys
import tempfile

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


# NOIP 2009's twenty points (the official data; its SOURCE.md says where it comes from), measured with
# search_effort.cpp on 2026-11-28: (givens; the placements of row-major, rows fewest-empty-first,
# fewest-candidates-first, most-givens-in-row-and-column-first; a completion exists). Figures about the
# data, not the data.
NOIP_POINTS = [
    (30, 5454, 5612, 186, 24254, False), (30, 163087, 45909, 10296, 59026, True),
    (30, 378326, 15701, 3649, 20690, True), (30, 181096, 16838, 3392, 16233, True),
    (30, 171887, 73461, 13186, 245580, True), (30, 149716, 7027, 1829, 50265, True),
    (30, 129832, 22719, 3721, 38975, True), (30, 118695, 52502, 3616, 38935, True),
    (26, 15313809, 337357, 40635, 8161313, True), (26, 47519630, 135938, 14520, 86712, True),
    (26, 8255841, 1553392, 112323, 4167584, True), (26, 63783440, 91844, 5763, 62483, True),
    (26, 8027181, 685090, 245566, 1619552, True), (26, 8572469, 3922441, 343168, 2354898, True),
    (26, 95875104, 1034064, 271401, 4448162, True), (26, 131975598, 4785423, 455973, 4338744, True),
    (24, 7294532, 7709792, 970951, 30213027, True), (24, 9901369, 9300687, 600144, 25823621, True),
    (24, 8172615, 1594101, 607722, 34147326, True), (24, 9267113, 6150574, 909877, 44329028, True),
]
# Candidate grids made for each number of givens (point 01's no-completion grids apart).
POOL = {30: 1500, 26: 2500, 24: 1500}
NO_COMPLETION_POOL = 300
# Symmetric variants of each chosen grid measured (nearest_variant).
VARIANTS = 100


def keep_at_random(solution, count, rng, sparse_rows):
    """`count` cells of `solution` kept, chosen by `rng`: uniformly, or (sparse_rows) with a random weight
    per row, so that some rows keep few givens, as some of NOIP's have none."""
    if not sparse_rows:
        return keep(solution, rng.sample(range(81), count))
    weights = [rng.random() ** 2 + 0.02 for _ in range(9)]
    cells = set()
    while len(cells) < count:
        cells.add(rng.choices(range(81), weights=[weights[i // 9] for i in range(81)])[0])
    return keep(solution, cells)


def without_completion(solution, count, rng):
    """`count` givens and no completion although no given clashes: `count` - 1 cells kept uniformly, then
    a digit that is not the solution's in the first cell (in `rng`'s order) that takes one without a
    clash and without leaving an empty cell no candidate; None when the result still completes."""
    grid = keep(solution, rng.sample(range(81), count - 1))
    cells = [i for i in range(81) if grid[i] == "0"]
    rng.shuffle(cells)
    for cell in cells:
        for digit in "123456789":
            trial = grid[:cell] + digit + grid[cell + 1:]
            if digit != solution[cell] and not sudoku_tests.givens_clash(trial) and not dead_cell(trial):
                return trial if not sudoku_tests.solutions(trial, 1) else None
    return None


def efforts(program, grids, targets):
    """search_effort's counts for each grid: (row-major, rows, fewest-candidates, lines, completions), each
    order's search stopped at twice the largest of `targets` in that order (a grid past it is no match)."""
    caps = [str(2 * max(t[1 + k] for t in targets)) for k in range(4)]
    text = "".join(grid + "\n" for grid in grids)
    done = subprocess.run([program, *caps], input=text, capture_output=True, text=True, check=True)
    return [tuple(int(x) for x in line.split()) for line in done.stdout.splitlines()]


def distance(counts, point):
    """The largest of the four ratios between a grid's efforts and a point's, as a natural log."""
    return max(abs(math.log(max(counts[k], 1) / point[1 + k])) for k in range(4))


def symmetric_variant(grid, rng):
    """The grid with its bands, the rows in each band, its stacks and the columns in each stack permuted by
    `rng`, and transposed half of the time: the same puzzle to a search that picks its cells by candidates,
    another to one that walks the cells in a fixed order (row-major above all)."""
    bands, stacks = rng.sample(range(3), 3), rng.sample(range(3), 3)
    rows = [b * 3 + r for b in bands for r in rng.sample(range(3), 3)]
    cols = [t * 3 + c for t in stacks for c in rng.sample(range(3), 3)]
    cells = [grid[r * 9 + c] for r in rows for c in cols]
    if rng.random() < 0.5:
        cells = [cells[c * 9 + r] for r in range(9) for c in range(9)]
    return "".join(cells)


def nearest_variant(grid, counts, point, number, effort_program):
    """Of `grid` and VARIANTS symmetric variants of it, the one whose efforts are nearest `point`'s: the
    pool's grid brings the fewest-candidates effort near, a variant the row-major and fixed orders'."""
    variants = [symmetric_variant(grid, random.Random(f"luogu-p1074/variant/{number}/{k}"))
                for k in range(VARIANTS)]
    measured = [(grid, counts)] + list(zip(variants, efforts(effort_program, variants, [point])))
    return min(measured, key=lambda c: distance(c[1], point))


def like_noip(solutions, effort_program):
    """The twenty secret/ grids, one per NOIP point: (grid, its efforts, the point)."""
    chosen = []
    for givens in (30, 26, 24):
        points = [p for p in NOIP_POINTS if p[0] == givens]
        grids = [keep_at_random(solutions[k % len(solutions)], givens,
                                random.Random(f"luogu-p1074/{givens}/{k}"), k % 2 == 1)
                 for k in range(POOL[givens])]
        pool = list(zip(grids, efforts(effort_program, grids, points)))
        if any(not p[5] for p in points):
            dead = [without_completion(solutions[k % len(solutions)], givens,
                                       random.Random(f"luogu-p1074/{givens}/none/{k}"))
                    for k in range(NO_COMPLETION_POOL)]
            dead = [grid for grid in dead if grid]
            dead_pool = list(zip(dead, efforts(effort_program, dead, points)))
        used = set()
        for point in points:
            candidates = [c for c in (pool if point[5] else dead_pool) if c[0] not in used]
            grid, counts = min(candidates, key=lambda c: distance(c[1], point))
            used.add(grid)
            chosen.append(nearest_variant(grid, counts, point, len(chosen) + 1, effort_program) + (point,))
    return chosen


def tests(effort_program):
    """(group, name, grid or .in text for invalid) in judging order."""
    unbiased = sudoku_tests.read_lines("puzzles1_unbiased.txt")
    solved = [(p, sudoku_tests.solutions(p, 1)[0]) for p in unbiased[:30]]
    result = [("sample", f"{n:02d}_example_{n}", grid) for n, grid in enumerate(SAMPLES, start=1)]

    noip_solutions = [sudoku_tests.solutions(p, 1)[0] for p in unbiased[100:700]]
    for n, (grid, counts, point) in enumerate(like_noip(noip_solutions, effort_program), start=1):
        name = f"{n:02d}_{point[0]}_givens" + ("" if point[5] else "_consistent_no_completion")
        result.append(("secret", name, grid))
        print(f"secret/{name}: efforts {', '.join(map(str, counts[:4]))}; NOIP's point {n:02d}: "
              f"{', '.join(map(str, point[1:5]))} (at most {math.exp(distance(counts, point)):.2f} times apart)")
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
    with tempfile.TemporaryDirectory() as folder:
        effort_program = str(pathlib.Path(folder) / "search_effort")
        subprocess.run(["g++", "-O2", "-o", effort_program, str(HERE / "search_effort.cpp")], check=True)
        made = tests(effort_program)  # every set read before a folder is emptied
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
