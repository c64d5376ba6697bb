#!/usr/bin/env python3
"""make bench-tdoku's summary: bit_parallel against tdoku, build by build, from the harness's reports.

Each argument is a report's path without its extension (build/bench/tdoku-native-gcc, ...): PREFIX.csv holds
the harness's figures, PREFIX.md its header (the command line of the build, the CPU). Both solvers ran in the
same harness process, so each ratio compares two figures of one process. Prints Markdown: per set, the ratio
bit_parallel / tdoku (puzzles per second) in each build, and whether issue 25's bar (1.3 with each program's
best build, native and portable) is met. Exit 1 if a report has a wrong answer or a capped run.
"""
import csv
import sys
from pathlib import Path

BAR = 1.3
BAR_SETS = {"1106", "1905_11+", "top1465", "17_clue", "unbiased", "serg"}  # issue 25's six sets


def read_report(prefix):
    """{dataset: {solver: row}} from PREFIX.csv, and the header lines of PREFIX.md."""
    rows = {}
    path = Path(prefix + ".csv")
    for needed in (path, Path(prefix + ".md")):
        if not needed.is_file():
            sys.exit(f"side_by_side.py: {needed}: no such report (make bench-tdoku writes it)")
    with path.open(newline="") as f:
        for number, row in enumerate(csv.DictReader(f), start=2):
            try:
                rows.setdefault(row["dataset"], {})[row["solver"]] = row
            except KeyError as missing:
                sys.exit(f"{path}:{number}: expected the harness's columns, {missing} is missing")
    header = Path(prefix + ".md").read_text().splitlines()
    return rows, header


def rate(row):
    return float(row["puzzles_per_second"])


def main(prefixes):
    if not prefixes:
        sys.exit("usage: side_by_side.py REPORT_PREFIX... (build/bench/tdoku-native-gcc ...)")
    builds = {Path(p).name.removeprefix("tdoku-"): read_report(p) for p in prefixes}
    first_rows, first_header = next(iter(builds.values()))
    datasets = list(first_rows)
    problems = []
    print("# make bench-tdoku: bit_parallel / tdoku, puzzles per second\n")
    print(next((line for line in first_header if line.startswith("CPU:")), "CPU: not reported") + "\n")
    for name, (_, header) in builds.items():
        command = header[0].split("(", 1)[-1].rstrip(")") if header else "?"
        print(f"- {name}: {command}")
    print("\nEach cell: ratio (bit_parallel/s / tdoku/s, the same process); g = branch points per puzzle, "
          "bit_parallel's / tdoku's (tdoku counts two-way branches).\n")
    print("| set | " + " | ".join(builds) + f" | g | bar {BAR} (best build) |")
    print("|---|" + "---:|" * len(builds) + "---:|---|")
    for dataset in datasets:
        cells, best = [], {}
        guesses = ""
        for name, (rows, _) in builds.items():
            pair = rows.get(dataset, {})
            ours, peer = pair.get("bit_parallel"), pair.get("tdoku")
            if not ours or not peer:
                cells.append("-")
                continue
            for row in (ours, peer):
                if row["wrong"] != "0" or row["capped"] != "0":
                    problems.append(f"{name}, {dataset}, {row['solver']}: {row['wrong']} wrong, capped {row['capped']}")
            if rate(peer) <= 0 or rate(ours) <= 0:
                problems.append(f"{name}, {dataset}: a rate of 0 (nothing solved within the cap)")
                cells.append("-")
                continue
            ratio = rate(ours) / rate(peer)
            arch = name.split("-")[0]
            best[arch] = max(best.get(arch, 0), ratio)
            cells.append(f"{ratio:.2f} ({rate(ours):,.0f} / {rate(peer):,.0f})")
            if not guesses and ours["work_per_puzzle"] and peer["work_per_puzzle"]:
                guesses = f"{float(ours['work_per_puzzle']):.1f} / {float(peer['work_per_puzzle']):.1f}"
        verdict = ", ".join(f"{arch} {'met' if value >= BAR else 'NOT met'} ({value:.2f})" for arch, value in best.items())
        if dataset not in BAR_SETS:
            verdict = "not one of the bar's sets"
        print(f"| {dataset} | " + " | ".join(cells) + f" | {guesses} | {verdict} |")
    if problems:
        print("\nNot a valid comparison:\n" + "\n".join("- " + p for p in problems))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
