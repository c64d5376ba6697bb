#!/usr/bin/env python3
"""Measures the NYOJ 722 solutions, built with NYOJ's flags, on a public puzzle set.

Usage: bench.py SET [--count N] [--timeout S] [SOLUTION ...]
  SET       a public puzzle set's file name (one 81-character puzzle a line), read from $PUZZLES_DIR
            (default: ../shared/puzzles beside the repository; missing: a SKIPPED line, exit status 0,
            or 1 when CI=true)
  --count   use the first N puzzles (default: all)
  --timeout CPU seconds allowed per input of 99 puzzles (default 60); a solution over it stops there
  SOLUTION  .c or .cpp files (default: every .c/.cpp in solutions/nyoj-0722-sudoku/)

The set is cut into inputs of 99 puzzles (NYOJ's largest n); each run's user + system CPU time comes from
wait4. Prints, per solution, the puzzles solved, the total CPU time, puzzles per second and the slowest
input. Every answer is verified (make_tests.verify). Standard library only.
"""
import argparse
import os
import pathlib
import resource
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_tests  # noqa: E402
import stress  # noqa: E402  (build(), the solution folder)


def run_timed(binary, data, cpu_seconds):
    """(exit status or None when over the CPU limit, stdout text, CPU seconds)."""
    with tempfile.TemporaryFile() as stdin, tempfile.TemporaryFile() as stdout:
        stdin.write(data)
        stdin.seek(0)

        def limit_cpu():
            resource.setrlimit(resource.RLIMIT_CPU, (cpu_seconds, cpu_seconds + 1))

        process = subprocess.Popen([str(binary)], stdin=stdin, stdout=stdout, stderr=subprocess.DEVNULL,
                                   preexec_fn=limit_cpu)
        _, status, usage = os.wait4(process.pid, 0)
        process.returncode = 0  # reaped by wait4
        stdout.seek(0)
        seconds = usage.ru_utime + usage.ru_stime
        exited = os.WIFEXITED(status)
        return (os.WEXITSTATUS(status) if exited else None), stdout.read().decode(), seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("set")
    parser.add_argument("solutions", nargs="*")
    parser.add_argument("--count", type=int, default=0)
    parser.add_argument("--timeout", type=int, default=60)
    args = parser.parse_intermixed_args()
    puzzles = make_tests.first_puzzles(args.set, 10 ** 9)
    if args.count:
        puzzles = puzzles[:args.count]
    inputs = [puzzles[i:i + 99] for i in range(0, len(puzzles), 99)]
    sources = [pathlib.Path(s) for s in args.solutions] or sorted(
        p for p in stress.SOLUTIONS.iterdir() if p.suffix in stress.COMPILE)
    print(f"{args.set}: {len(puzzles)} puzzles in {len(inputs)} inputs; CPU seconds (user + system)")
    with tempfile.TemporaryDirectory() as temporary:
        for source in sources:
            binary = stress.build(source.resolve(), pathlib.Path(temporary), sanitize=False)
            solved, total, slowest, note = 0, 0.0, 0.0, ""
            for batch in inputs:
                status, output, seconds = run_timed(binary, make_tests.nyoj_input(batch).encode(), args.timeout)
                if status is None:
                    note = f"; stopped: an input of {len(batch)} took over {args.timeout} s"
                    break
                make_tests.verify(batch, [None] * len(batch), output)
                solved += len(batch)
                total += seconds
                slowest = max(slowest, seconds)
            rate = f"{solved / total:,.0f}/s" if total > 0 else "-"
            print(f"{source.name:24} {solved:5} solved  {total:8.2f} s  {rate:>9}  slowest input {slowest:.2f} s{note}")


if __name__ == "__main__":
    main()
