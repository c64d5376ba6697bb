#!/usr/bin/env python3
"""POJ 3076's 16×16 solvers, Dancing Links against hidden singles: puzzles per second on the problem's
secret/ and hard/ inputs. Each solver is compiled with `g++ -std=c++98 -O2` (POJ's profile, without
-DONLINE_JUDGE, which they do not use) into a temporary folder under build/, then run ROUNDS times on each
input file as a process; a run's time is the CPU (user + system) its process used, from
resource.getrusage(RUSAGE_CHILDREN), start-up included; the table shows the best of the rounds. Every
run's output must equal the test's .out, byte for byte.

    bench/sudoku16.py [--rounds 5] [--out build/bench] [--build build]

Writes OUT/sudoku16.md and prints it. Run it on a quiet machine (`make bench` does)."""
import argparse
import pathlib
import resource
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
PROBLEM = "poj-3076-sudoku-16x16"
SOLVERS = [("dancing_links.cpp", "Dancing Links"), ("mrv_hidden_singles.cpp", "hidden singles")]
GROUPS = ("secret", "hard")
TIME_LIMIT_MS = 10000  # testdata/poj-3076-sudoku-16x16/problem.yaml


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run_once(binary: pathlib.Path, text: bytes, expected: bytes, name: str) -> float:
    """CPU seconds of one run; stops the script when the output is not the expected one."""
    before = children_cpu()
    done = subprocess.run([str(binary)], input=text, capture_output=True, timeout=600)
    spent = children_cpu() - before
    if done.returncode != 0 or done.stdout != expected:
        sys.exit(f"sudoku16: {binary.name} on {name}: exit {done.returncode}, output "
                 f"{'differs from' if done.returncode == 0 else 'instead of'} the .out")
    return spent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="runs per solver and input; the best counts")
    parser.add_argument("--out", default=str(ROOT / "build" / "bench"), help="where sudoku16.md goes")
    parser.add_argument("--build", default=str(ROOT / "build"), help="the temporary build folder goes under it")
    args = parser.parse_args()

    inputs = []  # (test name, puzzles, input bytes, expected bytes)
    for group in GROUPS:
        for path in sorted((ROOT / "testdata" / PROBLEM / group).glob("*.in")):
            text = path.read_bytes()
            puzzles = text.count(b"\n\n") + 1 if text.strip() else 0
            inputs.append((f"{group}/{path.stem}", puzzles, text, path.with_suffix(".out").read_bytes()))
    if not inputs:
        sys.exit(f"sudoku16: no inputs under testdata/{PROBLEM}/{{{','.join(GROUPS)}}}")

    build = pathlib.Path(args.build)
    build.mkdir(parents=True, exist_ok=True)
    best = {}  # (solver, test) -> least CPU seconds
    with tempfile.TemporaryDirectory(prefix="sudoku16-", dir=build) as folder:
        binaries = {}
        for source, _ in SOLVERS:
            binary = pathlib.Path(folder) / pathlib.Path(source).stem
            subprocess.run(["g++", "-std=c++98", "-O2", "-o", str(binary),
                            str(ROOT / "solutions" / PROBLEM / source)], check=True)
            binaries[source] = binary
        for _ in range(args.rounds):  # rounds outermost, so a burst of load spreads over every pair
            for source, _ in SOLVERS:
                for name, _, text, expected in inputs:
                    spent = run_once(binaries[source], text, expected, name)
                    best[(source, name)] = min(best.get((source, name), float("inf")), spent)

    header = "| input | puzzles | " + " | ".join(f"{title} (`{source}`): best CPU, puzzles/s"
                                                 for source, title in SOLVERS) + " | faster |"
    lines = [header, "|---|---|" + "---|" * len(SOLVERS) + "---|"]
    for name, puzzles, _, _ in inputs:
        cells = []
        for source, _ in SOLVERS:
            seconds = best[(source, name)]
            rate = puzzles / seconds if seconds > 0 else float("inf")
            cells.append(f"{seconds * 1000:.0f} ms, {rate:,.0f}/s")
        faster = min(SOLVERS, key=lambda s: best[(s[0], name)])
        ratio = max(best[(s, name)] for s, _ in SOLVERS) / max(min(best[(s, name)] for s, _ in SOLVERS), 1e-9)
        lines.append(f"| {name} | {puzzles} | " + " | ".join(cells) + f" | {faster[1]}, ×{ratio:.2f} |")
    total_puzzles = sum(puzzles for _, puzzles, _, _ in inputs)
    totals = [sum(best[(source, name)] for name, _, _, _ in inputs) for source, _ in SOLVERS]
    lines.append(f"| all of them | {total_puzzles} | " +
                 " | ".join(f"{t * 1000:.0f} ms, {total_puzzles / t:,.0f}/s" for t in totals) + " | |")
    lines.append("")
    hard = [name for name, _, _, _ in inputs if name.startswith("hard/")]
    for source, title in SOLVERS:
        slowest = max((best[(source, name)] for name in hard), default=0.0)
        within = "within" if slowest * 1000 <= TIME_LIMIT_MS / 10 else "NOT within"
        lines.append(f"- {title}: slowest hard/ file {slowest * 1000:.0f} ms of CPU, {within} a tenth of the "
                     f"{TIME_LIMIT_MS} ms limit.")
    text = "\n".join(lines) + "\n"
    text += (f"\nBest of {args.rounds} runs per solver and file, CPU of the process (start-up included), "
             f"`g++ -std=c++98 -O2`; every output equal to the .out.\n")
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "sudoku16.md").write_text(text)
    print(text, end="")
    print(f"sudoku16: written to {out / 'sudoku16.md'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
