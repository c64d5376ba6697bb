#!/usr/bin/env python3
"""The Sudoku family's solutions (every problem but LeetCode 37 and NYOJ 722, which bench/harness.cpp
measures in-process, and POJ 3076, which bench/sudoku16.py does) through the judge, as their judges would
run them: per solution and group, the least CPU of ROUNDS runs for each test, then the slowest test and the
sum over the group's tests. Groups the solution is expected to fail stop at their first failing test (as in
`make judge`), so their figures are marked with the verdict instead.

    bench/family.py [--judge build/judge] [--rounds 3] [--out build/bench]

Writes OUT/family.md and prints it. Run it on a quiet machine (`make bench` does, after the harness)."""
import argparse
import json
import pathlib
import subprocess
import sys
import tempfile

MEASURED_ELSEWHERE = {"leetcode-0037-sudoku-solver", "nyoj-0722-sudoku", "poj-3076-sudoku-16x16"}


def judge_once(judge: str, folder: pathlib.Path) -> list:
    with tempfile.TemporaryDirectory(prefix="family-bench-") as scratch:
        report = pathlib.Path(scratch) / "report.json"
        run = subprocess.run([judge, "-j", "1", "--json", str(report), str(folder)],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if not report.exists():
            sys.exit(f"family: {judge} {folder}: no report (exit {run.returncode}): {run.stderr.strip()[:300]}")
        return json.loads(report.read_text())["solutions"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--judge", default="build/judge")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--out", default="build/bench")
    args = parser.parse_args()

    problems = sorted(p for p in pathlib.Path("solutions").iterdir()
                      if p.is_dir() and p.name not in MEASURED_ELSEWHERE)
    lines = ["| problem | solution | group | tests | slowest test (CPU ms) | all tests (CPU ms) | verdict |",
             "|---|---|---|---|---|---|---|"]
    for problem in problems:
        # best[(solution, group)][test] = least CPU over the rounds; verdicts as the last round gave them.
        best, verdicts = {}, {}
        for _ in range(args.rounds):
            for solution in judge_once(args.judge, problem):
                for group in solution["groups"]:
                    key = (pathlib.Path(solution["path"]).name, group["name"])
                    verdicts[key] = group["verdict"]
                    times = best.setdefault(key, {})
                    for test in group["tests"]:
                        times[test["name"]] = min(times.get(test["name"], float("inf")), test["time_ms"])
        group_order = {"sample": 0, "secret": 1, "hard": 2}
        for (name, group), times in sorted(best.items(), key=lambda item: (item[0][0], group_order.get(item[0][1], 3))):
            verdict = verdicts[(name, group)]
            slowest = max(times.values(), default=0.0)
            shown = f"{slowest:.1f}" if verdict == "AC" else f"({verdict} at the limit)"
            total = f"{sum(times.values()):.1f}" if verdict == "AC" else "-"
            lines.append(f"| {problem.name} | {name} | {group} | {len(times)} | {shown} | {total} | {verdict} |")
    text = "\n".join(lines) + "\n"
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    (out / "family.md").write_text(text)
    print(text, end="")
    print(f"family: written to {out / 'family.md'} (least CPU of {args.rounds} runs per test, `{args.judge} -j 1`)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
