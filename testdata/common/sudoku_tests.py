"""What the problems' make_tests.py scripts share: the public puzzle sets, an exhaustive solution count
(up to two), the row-major search effort that decides whether a puzzle may stand for an online judge's
own tests, the rule the secret/ puzzles of LeetCode 37, NYOJ 722 and the judges that accept row-major
backtracking follow, and the files and solver runs every script does. Standard library only,
deterministic.

The public puzzle sets (tdoku's, docs/puzzle-sets.md) are not in the repository: they are read from the
folder PUZZLES_DIR names, by default ../shared/puzzles beside the repository. A script that needs a set
that is not there stops before it writes anything (require_sets): one SKIPPED line on stderr and exit
status 0, or status 1 when CI=true. famous.tsv is in the repository, beside this file.

Puzzles are 81 characters, row-major, '.' or '0' for an empty cell.
"""
import os
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
REPOSITORY = HERE.parent.parent
FAMOUS = HERE / "famous.tsv"

# A secret/ puzzle (the prediction) is one a plain row-major backtracking search finishes in at most this
# many placements, where the online judge accepts row-major backtracking as it is published (LeetCode 37's
# six tests, NYOJ 722's, and the others whose make_tests.py calls require_secret or secret_puzzles), so its
# tests are puzzles that search solves quickly. POJ 3074's and POJ 2676's secret/ also hold puzzles made
# against it, as their data is known to (docs/judges/poj.md). Sample puzzles, and the
# famous ones by name, are measured with the same count: Inkala 2010 10,007; Inkala 2012 49,558;
# AI Escargot 8,969 (in); Easter Monster 262,014; Golden Nugget 304,053; Platinum Blonde 1,114,771;
# the Wikipedia anti-brute-force puzzle over 10^7 (out: hard/).
SECRET_MAX_PLACEMENTS = 100_000


def puzzles_dir():
    """The folder of the public puzzle sets: $PUZZLES_DIR, or ../shared/puzzles beside the repository."""
    folder = os.environ.get("PUZZLES_DIR") or REPOSITORY.parent / "shared" / "puzzles"
    return pathlib.Path(os.path.abspath(folder))


def require_sets(*file_names):
    """Stops the script unless every named set is in puzzles_dir(): one line on stderr, then exit status 0
    (SKIPPED) or, when CI=true, 1. Called before a script writes anything, and by read_lines."""
    folder = puzzles_dir()
    for file_name in file_names:
        if (folder / file_name).is_file():
            continue
        script = pathlib.Path(sys.argv[0]).resolve()
        script = script.relative_to(REPOSITORY) if script.is_relative_to(REPOSITORY) else script.name
        where = (f"the public puzzle set {file_name} is not in {folder} (set PUZZLES_DIR; the sets are "
                 f"tdoku's data.zip, see docs/puzzle-sets.md)")
        if os.environ.get("CI", "").lower() == "true":
            sys.stderr.write(f"{script}: FAILED (CI=true): {where}\n")
            sys.exit(1)
        sys.stderr.write(f"{script}: SKIPPED: {where}\n")
        sys.exit(0)


def _lines(path):
    return [line.strip() for line in path.read_text().splitlines() if line.strip()]


def read_lines(file_name):
    """The non-empty lines of a public puzzle set (a file of puzzles_dir())."""
    require_sets(file_name)
    return _lines(puzzles_dir() / file_name)


def famous():
    """name -> (puzzle, solution) from testdata/common/famous.tsv; solution None for MULTIPLE, "NONE" for
    no solution."""
    table = {}
    for line in _lines(FAMOUS):
        name, puzzle, solution = line.split("\t")
        table[name] = (puzzle, None if solution == "MULTIPLE" else solution)
    return table


def _cells(puzzle):
    return [0 if ch in ".0" else int(ch) for ch in puzzle]


def _masks(values):
    """Used-digit bit masks per row, column and box; None when two givens clash."""
    rows, cols, boxes = [0] * 9, [0] * 9, [0] * 9
    for i, value in enumerate(values):
        if not value:
            continue
        r, c = divmod(i, 9)
        b, bit = r // 3 * 3 + c // 3, 1 << value
        if (rows[r] | cols[c] | boxes[b]) & bit:
            return None
        rows[r] |= bit
        cols[c] |= bit
        boxes[b] |= bit
    return rows, cols, boxes


def givens_clash(puzzle):
    """True when a given digit repeats in its row, column or box."""
    return _masks(_cells(puzzle)) is None


def row_major_placements(puzzle, cap=10**7):
    """Digits a row-major backtracking search places before it finds the first solution (the way the
    published naive programs search: first empty cell, digits 1 to 9); None above `cap` or without one."""
    values = _cells(puzzle)
    masks = _masks(values)
    if masks is None:
        return None
    rows, cols, boxes = masks
    empty = [i for i in range(81) if not values[i]]
    count = 0

    def search(k):
        nonlocal count
        if k == len(empty):
            return True
        r, c = divmod(empty[k], 9)
        b = r // 3 * 3 + c // 3
        for value in range(1, 10):
            bit = 1 << value
            if (rows[r] | cols[c] | boxes[b]) & bit:
                continue
            count += 1
            if count > cap:
                raise OverflowError
            rows[r] |= bit
            cols[c] |= bit
            boxes[b] |= bit
            if search(k + 1):
                return True
            rows[r] ^= bit
            cols[c] ^= bit
            boxes[b] ^= bit
        return False

    try:
        return count if search(0) else None
    except OverflowError:
        return None


def solutions(puzzle, limit=2):
    """Up to `limit` solutions (81-digit strings), by a fewest-candidates-first search; [] when the
    givens clash or nothing completes them."""
    values = _cells(puzzle)
    masks = _masks(values)
    if masks is None:
        return []
    rows, cols, boxes = masks
    found = []

    def search():
        best, best_free = None, None
        for i in range(81):
            if values[i]:
                continue
            r, c = divmod(i, 9)
            free = [v for v in range(1, 10) if not (rows[r] | cols[c] | boxes[r // 3 * 3 + c // 3]) & (1 << v)]
            if best is None or len(free) < len(best_free):
                best, best_free = i, free
                if len(free) <= 1:
                    break
        if best is None:
            found.append("".join(map(str, values)))
            return len(found) >= limit
        r, c = divmod(best, 9)
        b = r // 3 * 3 + c // 3
        for value in best_free:
            bit = 1 << value
            values[best] = value
            rows[r] |= bit
            cols[c] |= bit
            boxes[b] |= bit
            stop = search()
            rows[r] ^= bit
            cols[c] ^= bit
            boxes[b] ^= bit
            values[best] = 0
            if stop:
                return True
        return False

    search()
    return found


def completion_problems(puzzle, grid):
    """Why `grid` (81 digits) is not a valid completion of `puzzle`; [] when it is. Independent of any
    solver: every make_tests.py verifies its solver's answers with it."""
    if len(grid) != 81:
        return [f"expected 81 cells, got {len(grid)}"]
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


def secret_puzzles(file_name, count):
    """The first `count` puzzles of a set that have one solution and are within SECRET_MAX_PLACEMENTS."""
    chosen = []
    for puzzle in read_lines(file_name):
        placements = row_major_placements(puzzle, SECRET_MAX_PLACEMENTS)
        if placements is not None and len(solutions(puzzle)) == 1:
            chosen.append(puzzle)
            if len(chosen) == count:
                break
    return chosen


def require_secret(name, puzzle, known_from=None):
    """Stops the script when a puzzle meant for secret/ is not one the judges' own tests could be.
    known_from: where the judge's own tests are shown to hold this very board (a citation); such a board
    is admitted whatever row-major search costs on it, since the judge's verdicts were given on it."""
    if known_from is None and row_major_placements(puzzle, SECRET_MAX_PLACEMENTS) is None:
        raise SystemExit(f"make_tests.py: {name}: row-major search needs more than {SECRET_MAX_PLACEMENTS:,} "
                         f"placements: not a secret/ puzzle (put it in hard/)")
    if len(solutions(puzzle)) != 1:
        raise SystemExit(f"make_tests.py: {name}: not exactly one solution")


# ---- what every make_tests.py does with its files and its solver ----

GROUPS = ("sample", "secret", "hard", "invalid")


def empty_group_folders(out):
    """Makes out/sample, secret, hard and invalid, and removes the .in and .out files an earlier run left."""
    for group in GROUPS:
        folder = pathlib.Path(out) / group
        folder.mkdir(exist_ok=True)
        for old in list(folder.glob("*.in")) + list(folder.glob("*.out")):
            old.unlink()


def run_solver(program, text, timeout=300):
    """What `program` prints with `text` on its stdin; None when it needs more than `timeout` seconds.
    A program that fails stops the script, naming it and its exit status."""
    try:
        done = subprocess.run([program], input=text.encode(), capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None
    if done.returncode != 0:
        sys.exit(f"make_tests.py: {program} exited with {done.returncode}: {done.stderr.decode()[:200]}")
    return done.stdout.decode()


def write_verified_tests(solver, out, tests, verify):
    """Writes `tests`, (group, name, puzzles, known solutions, .in text) each, into out/<group>/: an
    invalid/ input as it is; a judged one with `solver`'s output as its .out, kept only when
    verify(puzzles, known, output) raises no ValueError. Stops the script at the first failure."""
    out = pathlib.Path(out)
    empty_group_folders(out)
    for group, name, puzzles, known, text in tests:
        if group == "invalid":
            (out / group / f"{name}.in").write_bytes(text.encode())
            print(f"{group}/{name}: written (must be rejected)")
            continue
        output = run_solver(solver, text)
        if output is None:
            sys.exit(f"make_tests.py: {name}: the solver took more than 300 s")
        try:
            verify(puzzles, known, output)
        except ValueError as error:
            sys.exit(f"make_tests.py: {group}/{name}: {error}")
        (out / group / f"{name}.in").write_bytes(text.encode())
        (out / group / f"{name}.out").write_text(output)
        print(f"{group}/{name}: {len(puzzles)} case(s), verified")
