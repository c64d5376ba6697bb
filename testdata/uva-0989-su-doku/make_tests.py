#!/usr/bin/env python3
"""Writes the UVa 989 tests, in groups: sample/, secret/, hard/ (NN_name.in with NN_name.out) and
invalid/ (NN_name.in only).

Usage: make_tests.py SOLVER [--out DIR]
  SOLVER  a compiled solution that reads UVa 989 input on stdin (greedy_with_mrv_oracle.cpp, see README.md)
  --out   where to write the group folders (default: this script's folder)

The public puzzle sets are read from $PUZZLES_DIR (default: ../shared/puzzles beside the repository);
when one is missing, nothing is written: a SKIPPED line on stderr, exit status 0 (1 when CI=true).

The format (the statement, https://onlinejudge.org/external/9/989.pdf): cases separated by one empty
line, each a line with n (1-3), then n² lines of n² numbers 0-n² separated by single spaces (0 empty).
The answer per case: the lexicographically smallest completion (rows first, as a row-major search
trying digits in increasing order finds it), numbers separated by single spaces, or "NO SOLUTION"; one
empty line between two cases.

- sample/: the statement's example.
- secret/: what UVa checks, as closely as it can be known (README.md): n = 1, 2 and 3; grids without a
  completion (a repeated given, or none that the givens betray); several cases a file. Every grid has at
  most one completion: a program UVa accepted (Luong Van Do's, fewest candidates first) prints another
  completion than the smallest wherever there are several, so such grids decide nothing about UVa's
  verdict. Every 9×9 grid is one a plain row-major search settles within ROW_MAJOR_BUDGET placements,
  because published plain searches are accepted. Every grid gets the same answer from a search that
  never checks the givens (metaphysis's, accepted in 2017) as from one that does (Maplewing's, accepted
  in 2013): a repeated given stays only where the empty cells cannot be filled around it either
  (docs/judges/uva.md, "What UVa's tests contain").
- hard/: grids beyond that: 17-clue puzzles that row-major search needs seconds for (first, so that
  a search expected to fail stops on the group's first test), the anti-brute-force puzzle, 17-clue
  puzzles with a clue removed and Norvig's "hard1" (many completions), 17-clue puzzles with a wrong clue
  added (none), Norvig's "impossible"
  grid, thirty of the forum's hardest; a full grid with a clash, which UVa's data does not have
  (the two accepted programs above disagree on it; our answer is the statement's NO SOLUTION); last,
  grids with several completions (4×4 and 9×9), where only the smallest is the statement's answer.
- invalid/: inputs that break the statement; never judged, input_validators/ must reject each.

Every answer is established twice, independently, and the test is written only when both agree with
SOLVER's output byte for byte:
  1. here, by a plain row-major search (secret/ and sample/; its effort is the budget above; and the
     same search blind to repeated givens must agree there), and
  2. here, by a proof that does not search row-major: the answer is a completion of the givens, and for
     every empty cell (row-major) and every smaller digit the givens allow there, a fewest-candidates-
     first search finds no completion of the answer's earlier cells plus that digit. NO SOLUTION is
     proved by a repeated given or by that search finding nothing (Norvig's grid: famous.tsv says NONE,
     as a Python search would take hours).
Standard library only; deterministic (random.Random with fixed seeds).
"""
import argparse
import pathlib
import random
import sys

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "common"))
import sudoku_tests  # noqa: E402  (testdata/common/)

# A secret/ 9×9 grid is settled by a plain row-major search within this many placements (the shared
# SECRET_MAX_PLACEMENTS of ../common/sudoku_tests.py).
ROW_MAJOR_BUDGET = sudoku_tests.SECRET_MAX_PLACEMENTS

# The statement's example, as data (81 digits, 0 empty).
SAMPLE = ("060104050" "008305600" "200000001" "800407006" "006000300"
          "700901004" "500000002" "007206900" "040508070")


# ---- grids of side s = n² (1, 4, 9): lists of s² ints, row-major, 0 empty ----

def cells_of(puzzle):
    """81-character puzzle ('.' or '0' empty) -> list of ints."""
    return [0 if ch in ".0" else int(ch) for ch in puzzle]


def box_side(grid):
    return {1: 1, 16: 2, 81: 3}[len(grid)]


def units_of(n):
    """Per cell, its (row, column, box) unit numbers; units 0..s-1 rows, s..2s-1 columns, 2s.. boxes."""
    s = n * n
    return [(i // s, s + i % s, 2 * s + i // s // n * n + i % s // n) for i in range(s * s)]


def used_masks(grid):
    """Bit masks of the digits in each unit; None when a given repeats in its row, column or box."""
    n = box_side(grid)
    units = units_of(n)
    used = [0] * (3 * n * n)
    for i, v in enumerate(grid):
        if v:
            if any(used[u] >> v & 1 for u in units[i]):
                return None
            for u in units[i]:
                used[u] |= 1 << v
    return used


def clash_blind_masks(grid):
    """The digits in each unit, as metaphysis's accepted program records them: a repeated given just sets
    its digit's bit again, never noticed."""
    n = box_side(grid)
    units = units_of(n)
    used = [0] * (3 * n * n)
    for i, v in enumerate(grid):
        for u in units[i] if v else ():
            used[u] |= 1 << v
    return used


def row_major_smallest(grid, budget, givens_checked=True):
    """(first completion of a row-major search trying 1, 2, ... in each empty cell, or None when there is
    none; placements made), or (None, None) when it needs more than `budget` placements. With
    givens_checked=False the search is metaphysis's (docs/judges/uva.md): it fills the empty cells around
    a repeated given as if nothing were wrong, and a full grid is its own answer."""
    n = box_side(grid)
    s = n * n
    used = used_masks(grid) if givens_checked else clash_blind_masks(grid)
    if used is None:
        return None, 0
    units = units_of(n)
    values = list(grid)
    empty = [i for i in range(s * s) if not values[i]]
    count = 0

    def search(k):
        nonlocal count
        if k == len(empty):
            return True
        cell = empty[k]
        a, b, c = units[cell]
        for v in range(1, s + 1):
            bit = 1 << v
            if (used[a] | used[b] | used[c]) & bit:
                continue
            count += 1
            if count > budget:
                raise OverflowError
            values[cell] = v
            used[a] |= bit
            used[b] |= bit
            used[c] |= bit
            if search(k + 1):
                return True
            used[a] ^= bit
            used[b] ^= bit
            used[c] ^= bit
        values[cell] = 0
        return False

    try:
        return (values if search(0) else None), count
    except OverflowError:
        return None, None


def mrv_completions(grid, cap):
    """Up to `cap` completions (lists) of `grid`, in the order a fewest-candidates-first search finds
    them; none when the givens repeat."""
    n = box_side(grid)
    s = n * n
    used = used_masks(grid)
    if used is None:
        return []
    units = units_of(n)
    values = list(grid)
    full = ((1 << (s + 1)) - 1) & ~1
    found = []

    def search():
        best, best_free = None, None
        for i, v in enumerate(values):
            if v:
                continue
            a, b, c = units[i]
            free = full & ~(used[a] | used[b] | used[c])
            if best is None or bin(free).count("1") < bin(best_free).count("1"):
                best, best_free = i, free
                if free & (free - 1) == 0:
                    break
        if best is None:
            found.append(list(values))
            return len(found) >= cap
        a, b, c = units[best]
        for v in range(1, s + 1):
            bit = 1 << v
            if not best_free & bit:
                continue
            values[best] = v
            used[a] |= bit
            used[b] |= bit
            used[c] |= bit
            if search():
                return True
            used[a] ^= bit
            used[b] ^= bit
            used[c] ^= bit
        values[best] = 0
        return False

    search()
    return found


def mrv_completion(grid):
    """Some completion (a list) found by a fewest-candidates-first search, or None when there is none."""
    first = mrv_completions(grid, 1)
    return first[0] if first else None


def has_several_completions(grid):
    return len(mrv_completions(grid, 2)) > 1


def prove_smallest(grid, answer):
    """Raises ValueError unless `answer` (a list, or None for NO SOLUTION) is the smallest completion of
    `grid`, without a row-major search: see the module's docstring, method 2."""
    n = box_side(grid)
    s = n * n
    if answer is None:
        if used_masks(grid) is not None and mrv_completion(grid) is not None:
            raise ValueError("the answer is NO SOLUTION, but a completion exists")
        return
    if any(g and g != a for g, a in zip(grid, answer)) or sorted(answer) != sorted(list(range(1, s + 1)) * s):
        raise ValueError("the answer changes a given or is not a grid of 1..s")
    if used_masks(answer) is None:
        raise ValueError("a digit repeats in a row, column or box of the answer")
    for cell in range(s * s):
        if grid[cell]:
            continue
        for smaller in range(1, answer[cell]):
            trial = answer[:cell] + [smaller] + grid[cell + 1:]
            if used_masks(trial) is not None and mrv_completion(trial) is not None:
                raise ValueError(f"cell {cell}: {smaller} also completes, the answer is not the smallest")


# ---- the text of inputs and answers ----

def case_text(grid):
    n = box_side(grid)
    s = n * n
    return f"{n}\n" + "".join(" ".join(map(str, grid[r * s:r * s + s])) + "\n" for r in range(s))


def uva_input(grids, between="\n"):
    return between.join(case_text(g) for g in grids)


def answer_text(answers):
    def one(answer):
        if answer is None:
            return "NO SOLUTION\n"
        s = box_side(answer) ** 2
        return "".join(" ".join(map(str, answer[r * s:r * s + s])) + "\n" for r in range(s))
    return "\n".join(one(a) for a in answers)


# ---- the grids ----

def solved_grid(n, rng):
    """A random solved grid of box side n: the pattern grid with shuffled digits, bands and stacks."""
    s = n * n
    base = [[(n * (r % n) + r // n + c) % s + 1 for c in range(s)] for r in range(s)]
    digits = list(range(1, s + 1))
    rng.shuffle(digits)
    rows = [b * n + r for b in rng.sample(range(n), n) for r in rng.sample(range(n), n)]
    cols = [b * n + c for b in rng.sample(range(n), n) for c in rng.sample(range(n), n)]
    return [digits[base[r][c] - 1] for r in rows for c in cols]


def punched(grid, keep, rng):
    """The grid with all but `keep` cells emptied, the kept ones chosen at random."""
    kept = set(rng.sample(range(len(grid)), keep))
    return [v if i in kept else 0 for i, v in enumerate(grid)]


def unique_puzzle(n, keep, rng):
    """A grid of box side n with `keep` givens and exactly one completion: random solved grids punched at
    random until one is."""
    while True:
        grid = punched(solved_grid(n, rng), keep, rng)
        if len(mrv_completions(grid, 2)) == 1:
            return grid


def with_cell(grid, cell, value):
    return grid[:cell] + [value] + grid[cell + 1:]


def secret_nine(grids, name):
    """Stops the script when a 9×9 grid meant for secret/ is beyond a plain row-major search's budget."""
    for k, grid in enumerate(grids, start=1):
        if len(grid) == 81 and row_major_smallest(grid, ROW_MAJOR_BUDGET)[1] is None:
            raise SystemExit(f"make_tests.py: {name} case {k}: row-major search needs more than "
                             f"{ROW_MAJOR_BUDGET:,} placements: not a secret/ grid (put it in hard/)")
    return grids


def unsolvable_4x4_without_a_dead_cell():
    """The first 4×4 grid, in a fixed enumeration, with no repeated given, a candidate in every empty cell,
    and still no completion: only search shows it."""
    rng = random.Random(989_4)
    while True:
        grid = [rng.choice([0, 0, 0, 1, 2, 3, 4]) for _ in range(16)]
        used = used_masks(grid)
        if used is None or mrv_completion(grid) is not None:
            continue
        units = units_of(2)
        if all(v or (0b11110 & ~(used[a] | used[b] | used[c])) for v, (a, b, c) in zip(grid, units)):
            return grid


def judged_tests():
    """(group, name, grids) in judging order."""
    rng = random.Random(989)
    named = sudoku_tests.famous()
    sample = cells_of(SAMPLE)
    sample_solution, _ = row_major_smallest(sample, ROW_MAJOR_BUDGET)
    tests = [("sample", "01_sample", [sample])]

    # secret/01: the small sides: n = 1 empty and given; 4×4 grids with one completion (6 givens, 4, the
    # fewest a 4×4 puzzle with one completion has), full, and full but one cell. The 4×4 grids with several
    # completions go to hard/08 (see there).
    four = [solved_grid(2, rng) for _ in range(2)]
    small = [[0], [1], unique_puzzle(2, 6, rng), unique_puzzle(2, 4, rng), four[0], with_cell(four[0], 9, 0)]
    tests.append(("secret", "01_sides_one_and_two", small))
    several_small = [[0] * 16, punched(four[1], 3, rng), punched(four[1], 1, rng)]

    # secret/02: no solution. Repeated givens in a row, a column, a box (4×4 and 9×9); no repeat but a cell
    # without a candidate; no repeat, a candidate everywhere, and still none; 9×9 grids that only search
    # refutes (the sample with a wrong clue added; a solved grid with two rows' cells swapped and emptied).
    row_repeat = with_cell([0] * 16, 3, 1)
    row_repeat[0] = 1
    column_repeat = [0] * 16
    column_repeat[1] = column_repeat[13] = 3
    box_repeat = [0] * 16
    box_repeat[0] = box_repeat[5] = 2
    dead_cell = [0, 0, 1, 0, 2, 0, 0, 0, 3, 0, 0, 0, 4, 0, 0, 0]  # row 1's first cell sees 1 2 3 4
    nine_row_repeat = with_cell(sample, 0, 6)  # 6 is already in row 1
    nine_box_repeat = with_cell(sample, 10, 2)  # 2 is already in the top-left box, not in row 2 or column 2
    wrong_clue = next(with_cell(sample, cell, d) for cell in range(80, -1, -1) if not sample[cell]
                      for d in range(1, 10) if d != sample_solution[cell]
                      and used_masks(with_cell(sample, cell, d)) is not None)
    tests.append(("secret", "02_no_solution", secret_nine(
        [row_repeat, column_repeat, box_repeat, dead_cell, unsolvable_4x4_without_a_dead_cell(),
         nine_row_repeat, nine_box_repeat, wrong_clue], "secret/02_no_solution")))

    # Grids with many completions, of which only the smallest is right: the empty 9×9 grid, only the first row
    # given (9 to 1), the sample with every other clue removed, Serg's benchmark (every grid has two or more).
    # They go to hard/08 with the small ones above (see there).
    sample_clues = [i for i, v in enumerate(sample) if v]
    halved = [0 if i in sample_clues[::2] else v for i, v in enumerate(sample)]
    serg = [cells_of(p) for p in sudoku_tests.read_lines("puzzles7_serg_benchmark.txt")[:12]]
    many = [[0] * 81, list(range(9, 0, -1)) + [0] * 72, halved] + serg

    # secret/03: solved and nearly solved: a solved 9×9 grid, one empty cell, the sample's solution with
    # its first cell emptied. The full grid with a clash made here goes to hard/07 (see there).
    solved = solved_grid(3, rng)
    clash = with_cell(solved, 80, solved[79])
    tests.append(("secret", "03_solved_and_nearly_solved",
                  [solved, with_cell(solved, 40, 0), with_cell(sample_solution, 0, 0)]))

    # secret/04: a mixed file: ordinary unique 9×9 puzzles among 4×4 ones with one completion and n = 1.
    typical = [cells_of(p) for p in sudoku_tests.secret_puzzles("puzzles1_unbiased.txt", 20)]
    mixed = []
    for k, grid in enumerate(typical):
        mixed.append(grid)
        if k % 4 == 3:
            mixed.append(unique_puzzle(2, 4 + k % 3, rng))
        if k % 10 == 9:
            mixed.append([0])
    tests.append(("secret", "04_mixed_sides", secret_nine(mixed, "secret/04_mixed_sides")))

    # hard/: beyond a plain row-major search.
    seventeen = [cells_of(p) for p in sudoku_tests.read_lines("puzzles2_17_clue.txt")[:10]]
    tests.append(("hard", "01_17_clue", seventeen))
    tests.append(("hard", "02_wikipedia_anti_brute_force", [cells_of(named["wikipedia_anti_brute_force"][0])]))
    minus_one = []
    for grid in seventeen:
        last_clue = max(i for i, v in enumerate(grid) if v)
        minus_one.append(with_cell(grid, last_clue, 0))
    minus_one.append(cells_of(named["norvig_hard1_multiple_solutions"][0]))  # beyond the budget, too
    tests.append(("hard", "03_17_clue_minus_a_clue_many_completions", minus_one))
    plus_wrong = []
    for grid in seventeen:
        solution = mrv_completion(grid)
        plus_wrong.append(next(with_cell(grid, cell, d) for cell in range(80, -1, -1) if not grid[cell]
                               for d in range(1, 10) if d != solution[cell]
                               and used_masks(with_cell(grid, cell, d)) is not None))
    tests.append(("hard", "04_17_clue_plus_a_wrong_clue_no_solution", plus_wrong))
    tests.append(("hard", "05_norvig_impossible", [cells_of(named["norvig_impossible_no_solution"][0])]))
    hardest = [cells_of(p) for p in sudoku_tests.read_lines("puzzles6_forum_hardest_1106.txt")[:30]]
    tests.append(("hard", "06_thirty_of_the_hardest", hardest))
    # A full grid whose last cell repeats its neighbour: UVa's data has none. metaphysis's accepted program
    # prints it as it is, Maplewing's accepted one NO SOLUTION (docs/judges/uva.md); the statement's answer,
    # and ours, is NO SOLUTION. Shown, not predicted.
    tests.append(("hard", "07_full_grid_with_a_clash", [clash]))
    # Grids with several completions, where only the smallest is the statement's answer: UVa's data has none
    # that decides it. Luong Van Do's fewest-candidates-first program ("->AC, 0.008s") prints another
    # completion on every one of these, as the first completion such a search finds mostly is; either UVa's
    # grids have one completion each or its checker takes any (docs/judges/uva.md). Shown, not predicted.
    tests.append(("hard", "08_several_completions", several_small + many))
    return tests


def invalid_tests():
    """(name, text): each breaks one rule of the statement; input_validators/validate.cpp must say which."""
    sample_text = uva_input([cells_of(SAMPLE)])
    four = uva_input([[1, 0, 0, 0, 0, 0, 3, 0, 0, 4, 0, 0, 0, 0, 0, 2]])
    lines = sample_text.splitlines(keepends=True)
    return [
        ("01_n_is_0", "0\n"),
        ("02_n_is_4", "4\n" + "".join(" ".join(["0"] * 16) + "\n" for _ in range(16))),
        ("03_number_above_n_squared", four.replace("3", "5", 1)),
        ("04_row_of_8_numbers", sample_text.replace(" 0\n", "\n", 1)),
        ("05_row_of_5_numbers_for_n_2", four.replace("1 0 0 0\n", "1 0 0 0 0\n", 1)),
        ("06_letter", sample_text.replace("0", "x", 1)),
        ("07_no_empty_line_between_cases", uva_input([cells_of(SAMPLE), [0] * 16], between="")),
        ("08_two_empty_lines_between_cases", uva_input([cells_of(SAMPLE), [0] * 16], between="\n\n")),
        ("09_empty_input", ""),
        ("10_rows_without_spaces", sample_text.replace(" ", "")),
        ("11_grid_of_8_rows", "".join(lines[:9])),
        ("12_n_on_the_first_row", "3 " + "".join(lines[1:])),
        ("13_empty_line_after_the_last_case", sample_text + "\n"),
        ("14_two_spaces_between_numbers", sample_text.replace(" ", "  ", 1)),
    ]


def parse_answers(text, grids):
    """The answers in `text` (lists, None for NO SOLUTION) for `grids`. Raises ValueError."""
    blocks = text.split("\n\n")
    if len(blocks) != len(grids) or not text.endswith("\n") or text.endswith("\n\n"):
        raise ValueError(f"expected {len(grids)} answers separated by one empty line")
    answers = []
    for block, grid in zip(blocks, grids):
        block = block if block.endswith("\n") else block + "\n"
        if block == "NO SOLUTION\n":
            answers.append(None)
            continue
        answers.append([int(tok) for tok in block.split()])
        if len(answers[-1]) != len(grid) or answer_text([answers[-1]]) != block:
            raise ValueError(f"an answer is laid out wrong: {block[:40]!r}")
    return answers


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("solver", help="compiled solution reading UVa 989 input on stdin")
    parser.add_argument("--out", default=str(HERE), help="folder to write the group folders into")
    args = parser.parse_args()
    out = pathlib.Path(args.out)
    judged = judged_tests()  # every set read before a folder is emptied
    sudoku_tests.empty_group_folders(out)
    known_none = {tuple(cells_of(p)) for p, solution in sudoku_tests.famous().values() if solution == "NONE"}
    for group, name, grids in judged:
        text = uva_input(grids)
        output = sudoku_tests.run_solver(args.solver, text)
        if output is None:
            sys.exit(f"make_tests.py: {group}/{name}: the solver took more than 300 s")
        try:
            answers = parse_answers(output, grids)
            for k, (grid, answer) in enumerate(zip(grids, answers), start=1):
                where = f"case {k}: "
                if group in ("sample", "secret"):  # method 1: the plain row-major search itself
                    budget = ROW_MAJOR_BUDGET if len(grid) == 81 else 10**6
                    first, placements = row_major_smallest(grid, budget)
                    if placements is None or first != answer:
                        raise ValueError(where + "differs from the row-major search's first completion")
                    if has_several_completions(grid):
                        raise ValueError(where + "several completions: UVa accepted a program that prints another "
                                         "than the smallest (Luong Van Do's), so such grids decide nothing there: "
                                         "put it in hard/")
                    blind, blind_placements = row_major_smallest(grid, budget, givens_checked=False)
                    if blind_placements is None or blind != answer:
                        raise ValueError(where + "a search blind to repeated givens (metaphysis's, accepted "
                                         "on UVa) answers otherwise: not UVa's data, put it in hard/")
                if tuple(grid) in known_none:  # famous.tsv: no completion
                    if answer is not None:
                        raise ValueError(where + "famous.tsv says this grid has no completion")
                    continue
                try:  # method 2: the minimality proof
                    prove_smallest(grid, answer)
                except ValueError as error:
                    raise ValueError(where + str(error))
        except ValueError as error:
            sys.exit(f"make_tests.py: {group}/{name}: {error}")
        (out / group / f"{name}.in").write_text(text)
        (out / group / f"{name}.out").write_text(output)
        sizes = sorted({box_side(g) for g in grids})
        print(f"{group}/{name}: {len(grids)} case(s), n in {sizes}, "
              f"{sum(a is None for a in answers)} without a solution; verified")
    for name, text in invalid_tests():
        (out / "invalid" / f"{name}.in").write_text(text)
        print(f"invalid/{name}: written (must be rejected)")


if __name__ == "__main__":
    main()
