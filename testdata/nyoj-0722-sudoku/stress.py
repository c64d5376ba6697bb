#!/usr/bin/env python3
"""Cross-checks the NYOJ 722 solutions and feeds them malformed input.

Usage: stress.py [--puzzles N] [--batch B] [--seed S] [--sanitize] [SOLUTION ...]
  SOLUTION  .c or .cpp files (default: every .c/.cpp in solutions/nyoj-0722-sudoku/)

1. Builds each solution with NYOJ's own flags (no -O2) into a temporary folder.
2. Stress: N puzzles drawn (seeded) from puzzles1_unbiased and puzzles3_magictour_top1465, each followed
   in its input by a "damaged" copy (some clues removed: several solutions; or a clue changed to a digit
   legal among the clues but wrong: often no solution), B puzzles (2B cases) per input. Every answer is checked on its own
   (make_tests.verify); solutions must agree with bitmask_mrv.cpp on which cases have no solution. A
   solution that needs more than its time bound on a batch is reported as slow, not wrong. The two sets
   are read from $PUZZLES_DIR (default: ../shared/puzzles beside the repository); when one is missing,
   nothing is run: a SKIPPED line on stderr, exit status 0 (1 when CI=true).
3. Bad input: each malformed input must give exit status 1 within a second, nothing on stdout and one
   line on stderr starting with "input: ".
Exit status 0 when every check passed. Standard library only.
"""
import argparse
import pathlib
import random
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_tests  # noqa: E402  (same folder)

SOLUTIONS = HERE.parent.parent / "solutions" / "nyoj-0722-sudoku"
REFERENCE = "bitmask_mrv.cpp"
COMPILE = {
    ".c": ["gcc", "-Wall", "-std=c99", "-o", "{out}", "{src}", "-lm"],
    ".cpp": ["g++", "-Wall", "-std=c++14", "-o", "{out}", "{src}", "-lm"],
}

# The stress pool: (set, puzzles taken from its start).
POOL = [("puzzles1_unbiased.txt", 1000), ("puzzles3_magictour_top1465.txt", 1465)]

SAMPLE_ROWS = make_tests.nyoj_rows(make_tests.famous()["inkala_2010"][0])


def sample_with(rows=None, count="1"):
    lines = [count] + (rows if rows is not None else SAMPLE_ROWS)
    return ("\n".join(lines) + "\n").encode()


def replaced_row(index, text):
    rows = list(SAMPLE_ROWS)
    rows[index] = text
    return rows


# (why, input, a piece the stderr line must contain, or a tuple of pieces of which it must contain one:
# the message must name what is wrong, in the solution's own words)
BAD_INPUTS = [
    ("empty input", b"", "end of input"),
    ("only blanks", b" \n\n \r\n", "end of input"),
    ("abc", b"abc\n", "'a'"),
    ("n = 0", sample_with(count="0"), "1 to 99"),
    ("n = 100", sample_with(count="100"), "1 to 99"),
    ("n = -1", sample_with(count="-1"), "'-'"),
    ("n huge", sample_with(count="99999999999999999999999"), "1 to 99"),
    ("n larger than the grids present", sample_with(count="2"), "case 2"),
    ("truncated grid", sample_with(SAMPLE_ROWS[:5]), "case 1, row 6"),
    ("row with 7 digits", sample_with(replaced_row(3, "4 0 0 0 0 5 3")), "expected 9 digits, got 7"),
    ("row with 10 digits", sample_with(replaced_row(3, "4 0 0 0 0 5 3 0 0 1")), "got 10"),
    ("a letter", sample_with(replaced_row(2, "0 7 0 0 1 x 5 0 0")), "'x'"),
    ("a 10", sample_with(replaced_row(2, "0 7 0 0 1 0 5 0 10")), ("'10'", "got 10")),
    ("a negative digit", sample_with(replaced_row(2, "0 7 0 0 1 0 5 0 -1")), "'-'"),
    ("digit repeated in a row", sample_with(replaced_row(0, "5 0 5 3 0 0 0 0 0")), "repeats in the row"),
    ("digit repeated in a column", sample_with(replaced_row(1, "8 0 5 0 0 0 0 2 0")), "repeats in the column"),
    ("digit repeated in a box", sample_with(replaced_row(1, "8 5 0 0 0 0 0 2 0")), "repeats in the box"),
    ("binary junk", bytes(range(256)) * 4, "input: "),
    ("binary junk after n", b"1\n\x00\xff\x7f\x01garbage", "'\\x00'"),
    ("one huge line of digits", b"1\n" + b"1" * 100000, ("more than 81", "got 100000")),
]


SANITIZE = ["-g", "-fsanitize=address,undefined", "-fno-sanitize-recover=undefined"]


def build(source, folder, sanitize):
    out = folder / (source.stem + source.suffix.replace(".", "_"))
    command = [arg.format(out=out, src=source) for arg in COMPILE[source.suffix]]
    if sanitize:
        command[1:1] = SANITIZE
    subprocess.run(["nice"] + command, check=True)
    return out


def run(binary, data, timeout):
    """(exit status or None on timeout, stdout text, stderr text, seconds)."""
    start = time.monotonic()
    try:
        result = subprocess.run([str(binary)], input=data, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", "", time.monotonic() - start
    return (result.returncode, result.stdout.decode(errors="replace"), result.stderr.decode(errors="replace"),
            time.monotonic() - start)


def damaged(puzzle, solution_grid, rng):
    """A variant of `puzzle`: clues removed, or one clue changed to a digit legal among the clues."""
    cells = list(puzzle)
    clues = [i for i, ch in enumerate(cells) if ch != "."]
    if rng.random() < 0.5:
        for cell in rng.sample(clues, min(len(clues), rng.randint(1, 6))):
            cells[cell] = "."
        return "".join(cells)
    cell = rng.choice(clues)
    peers = [i for i in range(81) if i != cell and (i // 9 == cell // 9 or i % 9 == cell % 9 or
                                                     (i // 27 == cell // 27 and i % 9 // 3 == cell % 9 // 3))]
    used = {cells[i] for i in peers}
    legal = [d for d in "123456789" if d not in used and d != solution_grid[cell]]
    if legal:
        cells[cell] = rng.choice(legal)
    return "".join(cells)


def stress(binaries, count, batch_size, seed, failures):
    rng = random.Random(seed)
    pool = [puzzle for file_name, taken in POOL for puzzle in make_tests.first_puzzles(file_name, taken)]
    puzzles = rng.sample(pool, count)
    reference = binaries[REFERENCE]
    batches = [puzzles[i:i + batch_size] for i in range(0, len(puzzles), batch_size)]
    for number, batch in enumerate(batches, start=1):
        data = make_tests.nyoj_input(batch).encode()
        status, output, _, _ = run(reference, data, 120)
        solved = make_tests.parse_output(output, len(batch))
        batch = batch + [damaged(p, s, rng) for p, s in zip(batch, solved)]
        data = make_tests.nyoj_input(batch).encode()
        status, output, error, _ = run(reference, data, 600)
        if status != 0:
            failures.append(f"stress batch {number}: {REFERENCE} exited with {status}: {error.strip()}")
            continue
        expected = make_tests.parse_output(output, len(batch))
        known = ["NONE" if answer == make_tests.NO_SOLUTION else None for answer in expected]
        for name, binary in binaries.items():
            status, output, error, seconds = run(binary, data, 20)
            where = f"stress batch {number} ({len(batch)} cases), {name}"
            if status is None:
                print(f"{where}: slow (over 20 s), not checked")
                continue
            try:
                if status != 0:
                    raise ValueError(f"exit status {status}: {error.strip()}")
                make_tests.verify(batch, known, output)
            except ValueError as problem:
                failures.append(f"{where}: {problem}")
                continue
            print(f"{where}: ok, {sum(k == 'NONE' for k in known)} without solution, {seconds:.2f} s")


def bad_inputs(binaries, failures):
    for name, binary in binaries.items():
        bad = 0
        for why, data, piece in BAD_INPUTS:
            status, output, error, seconds = run(binary, data, 5)
            lines = error.splitlines()
            problem = ("no exit within 5 s" if status is None
                       else f"exit status {status}, expected 1" if status != 1
                       else f"took {seconds:.2f} s" if seconds > 1
                       else "wrote to stdout" if output
                       else f"stderr is {len(lines)} lines" if len(lines) != 1
                       else "stderr does not start with 'input: '" if not lines[0].startswith("input: ")
                       else f"stderr lacks {piece!r}" if not any(p in lines[0] for p in
                                                                  (piece if isinstance(piece, tuple) else (piece,)))
                       else None)
            if problem:
                failures.append(f"bad input '{why}', {name}: {problem}; stderr: {error.strip()[:200]!r}")
                bad += 1
        print(f"bad input, {name}: {len(BAD_INPUTS) - bad}/{len(BAD_INPUTS)} rejected as expected")


def self_test():
    """The verifier itself must reject wrong answers, or every other check means nothing."""
    puzzle, solution = make_tests.famous()["inkala_2010"]
    good = "".join(" ".join(solution[r * 9:r * 9 + 9]) + "\n" for r in range(9))
    make_tests.verify([puzzle], [solution], good)
    swapped = solution[1] + solution[0] + solution[2:]
    for wrong in [good.replace("1", "2", 1), "".join(" ".join(swapped[r * 9:r * 9 + 9]) + "\n" for r in range(9)),
                  good[:-18], make_tests.NO_SOLUTION + "\n", good.replace(" ", "", 1)]:
        try:
            make_tests.verify([puzzle], [None], wrong)
        except ValueError:
            continue
        sys.exit("stress.py: the verifier accepted a wrong answer")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("solutions", nargs="*", help="solution files (default: all .c/.cpp here)")
    parser.add_argument("--puzzles", type=int, default=198, help="puzzles to draw (default 198)")
    parser.add_argument("--batch", type=int, default=20, choices=range(1, 50), metavar="1-49",
                        help="puzzles per input, each followed by a damaged copy (default 20)")
    parser.add_argument("--seed", type=int, default=722)
    parser.add_argument("--sanitize", action="store_true",
                        help="build with " + " ".join(SANITIZE) + " (a report fails the run: exit status, "
                             "more than one stderr line)")
    args = parser.parse_intermixed_args()
    make_tests.sudoku_tests.require_sets(*(file_name for file_name, _ in POOL))
    self_test()
    sources = [pathlib.Path(s) for s in args.solutions] or sorted(
        p for p in SOLUTIONS.iterdir() if p.suffix in COMPILE)
    sources.append(SOLUTIONS / REFERENCE)
    failures = []
    with tempfile.TemporaryDirectory() as temporary:
        binaries = {source.name: build(source.resolve(), pathlib.Path(temporary), args.sanitize) for source in sources}
        stress(binaries, args.puzzles, args.batch, args.seed, failures)
        bad_inputs(binaries, failures)
    for failure in failures:
        print("FAIL", failure)
    print("all checks passed" if not failures else f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
