#!/usr/bin/env python3
"""Writes the POJ 3076 (16×16) tests, in groups: sample/, secret/, hard/ (NN_name.in with NN_name.out) and
invalid/ (NN_name.in only). Seeded and deterministic: the same files on every run and machine.

Usage: make_tests.py [--out DIR]
  --out   where to write the group folders (default: this script's folder)
Needs g++ and python3 only: it compiles solution_counter.cpp (beside this file) and the two fast
solutions (solutions/poj-3076-sudoku-16x16/mrv_hidden_singles.cpp and dancing_links.cpp) into a
temporary folder. About 160 s of CPU (three minutes on a busy machine).

The format (the statement, http://poj.org/problem?id=3076): datasets of 16 lines of 16 characters 'A'-'P'
or '-' (empty), separated by single empty lines, until the end of the input; each has a unique solution.
The answer: each grid solved, in the same layout, with an empty line between two grids.

No public set of 16×16 puzzles is at hand, so the puzzles are made here: a random full grid (the four
diagonal boxes filled with random permutations, completed by solution_counter's first solution, then
relabelled and its rows, columns, bands and stacks shuffled), then its givens removed one at a time in a
random order, a removal kept only while solution_counter finds exactly one solution. solution_counter
stops its search at NODE_LIMIT nodes and answers '?', so the result depends on the seed only, never on
the clock; a puzzle whose digging met a '?' is dropped and another made in its place (11 of 191 are), so
that every puzzle dug to the end is minimal: no given can be removed.

- sample/: the statement's grid (89 givens), its answer checked against the statement's published one.
- secret/ (the prediction): puzzles of the kind the statement shows: ten dug down to 100 givens, and ten
  dug until no given can be removed (90-98 givens, as the sample's 89), several to a file.
- hard/: beyond them: the 40 puzzles with the fewest givens out of 160 minimal ones (87-92 givens), in
  two files of 20, in the order they were made.
- invalid/: inputs that break the statement; never judged, input_validators/ must reject each.

Every .out is mrv_hidden_singles' output, kept only when dancing_links prints the same bytes, every grid
completes its puzzle (completion_problems, independent of both) and the grids are laid out as POJ's answer
is (an empty line between two).
"""
import argparse
import pathlib
import random
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
SOLUTIONS = HERE.parent.parent / "solutions" / HERE.name
LETTERS = "ABCDEFGHIJKLMNOP"
SEED = 3076
NODE_LIMIT = 200_000  # solution_counter's bound a count; '?' beyond it (a puzzle that meets one is dropped)

SAMPLE = ["--A----C-----O-I", "-J--A-B-P-CGF-H-", "--D--F-I-E----P-", "-G-EL-H----M-J--",
          "----E----C--G---", "-I--K-GA-B---E-J", "D-GP--J-F----A--", "-E---C-B--DP--O-",
          "E--F-M--D--L-K-A", "-C--------O-I-L-", "H-P-C--F-A--B---", "---G-OD---J----H",
          "K---J----H-A-P-L", "--B--P--E--K--A-", "-H--B--K--FI-C--", "--F---C--D--H-N-"]
# The statement's sample output, as UVa 1309's and SPOJ SUDOKU's copies of the statement print it.
SAMPLE_ANSWER = ["FPAHMJECNLBDKOGI", "OJMIANBDPKCGFLHE", "LNDKGFOIJEAHMBPC", "BGCELKHPOFIMAJDN",
                 "MFHBELPOACKJGNID", "CILNKDGAHBMOPEFJ", "DOGPIHJMFNLECAKB", "JEKAFCNBGIDPLHOM",
                 "EBOFPMIJDGHLNKCA", "NCJDHBAEKMOFIGLP", "HMPLCGKFIAENBDJO", "AKIGNODLBPJCEFMH",
                 "KDEMJIFNCHGAOPBL", "GLBCDPMHEONKJIAF", "PHNOBALKMJFIDCEG", "IAFJOECGLDPBHMNK"]


# ---- grids: 256 characters row by row, '.' for an empty cell ----

def units():
    """The 48 units (16 rows, 16 columns, 16 boxes), each a list of 16 cells."""
    rows = [[r * 16 + c for c in range(16)] for r in range(16)]
    cols = [[r * 16 + c for r in range(16)] for c in range(16)]
    boxes = [[(b // 4 * 4 + i // 4) * 16 + b % 4 * 4 + i % 4 for i in range(16)] for b in range(16)]
    return rows + cols + boxes


UNITS = units()


def completion_problems(puzzle, grid):
    """Why `grid` (256 letters) is not a valid completion of `puzzle`; [] when it is."""
    if len(grid) != 256 or any(ch not in LETTERS for ch in grid):
        return [f"expected 256 letters A-P, got {len(grid)} characters"]
    problems = [f"given at cell {i} changed" for i, (g, v) in enumerate(zip(puzzle, grid)) if g != "." and g != v]
    problems += [f"unit {k} is not A-P" for k, cells in enumerate(UNITS) if sorted(grid[i] for i in cells) != list(LETTERS)]
    return problems


def poj_grid(grid):
    """16 lines of 16 characters, '-' for '.'."""
    return "".join(grid[r * 16:r * 16 + 16].replace(".", "-") + "\n" for r in range(16))


def poj_text(grids):
    """POJ's layout: the grids with one empty line between two, none after the last."""
    return "\n".join(poj_grid(g) for g in grids)


def givens(puzzle):
    return 256 - puzzle.count(".")


# ---- the programs: compiled once, into a temporary folder ----

def compile_programs(folder):
    sources = {"counter": HERE / "solution_counter.cpp", "mrv": SOLUTIONS / "mrv_hidden_singles.cpp",
               "dlx": SOLUTIONS / "dancing_links.cpp"}
    programs = {}
    for name, source in sources.items():
        binary = pathlib.Path(folder) / name
        standard = "-std=c++17" if name == "counter" else "-std=c++98"
        subprocess.run(["g++", standard, "-O2", "-o", str(binary), str(source)], check=True)
        programs[name] = str(binary)
    return programs


class Counter:
    """solution_counter through a pipe: count(puzzle) -> ('0' | '1' | '2' | '?', first solution or '-')."""

    def __init__(self, program):
        self.process = subprocess.Popen([program, str(NODE_LIMIT)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, bufsize=1)

    def count(self, puzzle):
        self.process.stdin.write(puzzle + "\n")
        self.process.stdin.flush()
        how_many, first = self.process.stdout.readline().split()
        return how_many, first

    def close(self):
        self.process.stdin.close()
        self.process.wait()


def full_grid(rng, counter):
    """A random solved grid: the diagonal boxes random, the rest the counter's first completion, then a
    random relabelling, band, stack, row-in-band and column-in-stack order, and a transposition or not."""
    while True:
        seed_grid = ["."] * 256
        for box in (0, 5, 10, 15):
            letters = list(LETTERS)
            rng.shuffle(letters)
            for i, cell in enumerate(UNITS[32 + box]):
                seed_grid[cell] = letters[i]
        _, solution = counter.count("".join(seed_grid))
        if solution != "-":
            break
    relabel = list(LETTERS)
    rng.shuffle(relabel)
    relabel = dict(zip(LETTERS, relabel))
    bands, stacks = rng.sample(range(4), 4), rng.sample(range(4), 4)
    rows = [b * 4 + i for b in bands for i in rng.sample(range(4), 4)]
    cols = [s * 4 + i for s in stacks for i in rng.sample(range(4), 4)]
    transpose = rng.random() < 0.5
    out = []
    for r in range(16):
        for c in range(16):
            rr, cc = (cols[c], rows[r]) if transpose else (rows[r], cols[c])
            out.append(relabel[solution[rr * 16 + cc]])
    return "".join(out)


def dig(rng, counter, solution, stop_at=0):
    """Removes givens of `solution` in a random order while exactly one solution remains, until `stop_at`
    givens are left or none can go. Returns the puzzle and how many removals the node limit refused."""
    puzzle = list(solution)
    order = list(range(256))
    rng.shuffle(order)
    refused = 0
    for cell in order:
        if givens(puzzle) <= stop_at:
            break
        kept = puzzle[cell]
        puzzle[cell] = "."
        how_many, _ = counter.count("".join(puzzle))
        if how_many != "1":
            puzzle[cell] = kept
            refused += how_many == "?"
    return "".join(puzzle), refused


def puzzles(rng, counter, count, stop_at=0):
    """`count` dug puzzles. One where the node limit refused a removal is dropped (its minimality would be
    unproven) and another made in its place; how many were dropped is printed."""
    made, dropped = [], 0
    while len(made) < count:
        puzzle, refused = dig(rng, counter, full_grid(rng, counter), stop_at)
        if refused:
            dropped += 1
        else:
            made.append(puzzle)
    if dropped:
        print(f"make_tests.py: {dropped} puzzle(s) dropped: the node limit ({NODE_LIMIT:,}) refused a removal")
    return made


# ---- the tests ----

def invalid_inputs(base, counter):
    """(name, text): each breaks one rule of the statement. `base`: two minimal puzzles."""
    one, two = base
    rows = poj_grid(one).split("\n")[:16]
    given = next(i for i, ch in enumerate(one) if ch != ".")
    # A given changed to a letter its units do not hold, so that no given repeats: no solution remains.
    no_solution = None
    for cell in (i for i, ch in enumerate(one) if ch != "."):
        for letter in LETTERS:
            seen = {one[i] for unit in UNITS if cell in unit for i in unit if i != cell}
            if letter in seen or letter == one[cell]:
                continue
            candidate = one[:cell] + letter + one[cell + 1:]
            if counter.count(candidate)[0] == "0":
                no_solution = candidate
                break
        if no_solution:
            break
    # A given removed from a minimal puzzle: two solutions or more.
    two_solutions = one[:given] + "." + one[given + 1:]
    assert counter.count(two_solutions)[0] == "2"
    # A given repeated: the first given's letter copied into an empty cell of its row.
    row = given // 16
    empty = next(row * 16 + c for c in range(16) if one[row * 16 + c] == ".")
    repeated = one[:empty] + one[given] + one[empty + 1:]

    def with_row(k, text):
        return "".join(line + "\n" for line in rows[:k] + [text] + rows[k + 1:])

    return [
        ("01_letter_Q", with_row(3, "Q" + rows[3][1:])),
        ("02_row_of_15", with_row(5, rows[5][:15])),
        ("03_row_of_17", with_row(5, rows[5] + "-")),
        ("04_15_rows", "".join(line + "\n" for line in rows[:15])),
        ("05_no_empty_line_between", poj_grid(one) + poj_grid(two)),
        ("06_two_empty_lines_between", poj_grid(one) + "\n\n" + poj_grid(two)),
        ("07_two_solutions", poj_grid(two_solutions)),
        ("08_no_solution", poj_grid(no_solution)),
        ("09_repeated_given", poj_grid(repeated)),
        ("10_lower_case", with_row(0, rows[0].lower())),
        ("11_dot_for_empty", with_row(2, rows[2].replace("-", "."))),
        ("12_trailing_space", with_row(7, rows[7] + " ")),
        ("13_crlf_line_ends", poj_grid(one).replace("\n", "\r\n")),
        ("14_no_newline_at_end", poj_grid(one)[:-1]),
        ("15_empty_line_after_last", poj_grid(one) + "\n"),
        ("16_empty_input", ""),
    ]


def verify(name, grids, output, dlx_output):
    if output != dlx_output:
        sys.exit(f"make_tests.py: {name}: mrv_hidden_singles and dancing_links disagree")
    answers = [block.replace("\n", "") for block in output.split("\n\n")]
    if len(answers) != len(grids):
        sys.exit(f"make_tests.py: {name}: {len(answers)} answers for {len(grids)} puzzles")
    for k, (puzzle, answer) in enumerate(zip(grids, answers), start=1):
        problems = completion_problems(puzzle, answer)
        if problems:
            sys.exit(f"make_tests.py: {name} puzzle {k}: {problems[0]}")
    if output != poj_text(answers):
        sys.exit(f"make_tests.py: {name}: not laid out as POJ's answer (an empty line between two grids)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", default=str(HERE), help="folder to write the group folders into")
    out = pathlib.Path(parser.parse_args().out)
    with tempfile.TemporaryDirectory(prefix="poj3076-") as folder:
        programs = compile_programs(folder)
        counter = Counter(programs["counter"])
        rng = random.Random(SEED)
        sample = "".join(SAMPLE).replace("-", ".")
        secret_100 = puzzles(rng, counter, 10, stop_at=100)
        secret_minimal = puzzles(rng, counter, 10)
        candidates = puzzles(rng, counter, 160)
        fewest = sorted(range(len(candidates)), key=lambda k: (givens(candidates[k]), k))[:40]
        hard = [candidates[k] for k in sorted(fewest)]
        judged = [("sample", "01_sample", [sample]),
                  ("secret", "01_10_dug_to_100_givens", secret_100),
                  ("secret", "02_10_minimal", secret_minimal),
                  ("hard", "01_20_fewest_givens_first_half", hard[:20]),
                  ("hard", "02_20_fewest_givens_second_half", hard[20:])]
        for group, name, grids in judged:
            for k, puzzle in enumerate(grids, start=1):
                if counter.count(puzzle)[0] != "1":
                    sys.exit(f"make_tests.py: {group}/{name} puzzle {k}: not exactly one solution")
        bad = invalid_inputs(secret_minimal[:2], counter)
        counter.close()

        for group in ("sample", "secret", "hard", "invalid"):
            (out / group).mkdir(parents=True, exist_ok=True)
            for old in list((out / group).glob("*.in")) + list((out / group).glob("*.out")):
                old.unlink()
        for group, name, grids in judged:
            text = poj_text(grids)
            runs = [subprocess.run([programs[p]], input=text.encode(), capture_output=True, check=True, timeout=300)
                    for p in ("mrv", "dlx")]
            output, dlx_output = (run.stdout.decode() for run in runs)
            verify(f"{group}/{name}", grids, output, dlx_output)
            if group == "sample" and output != "".join(line + "\n" for line in SAMPLE_ANSWER):
                sys.exit("make_tests.py: the sample's answer differs from the statement's")
            (out / group / f"{name}.in").write_text(text)
            (out / group / f"{name}.out").write_text(output)
            counts = sorted(givens(g) for g in grids)
            print(f"{group}/{name}: {len(grids)} puzzle(s), {counts[0]}-{counts[-1]} givens, verified")
        for name, text in bad:
            (out / "invalid" / f"{name}.in").write_bytes(text.encode())
            print(f"invalid/{name}: written (must be rejected)")


if __name__ == "__main__":
    main()
