#!/usr/bin/env bash
# The memory figure (issues 13 and 21): a trivial C program's peak memory as the judge reports it, at test 1
# and at test N, in the sandbox and with --no-isolation, against GNU time's %M for the same binary. (The judge's own resident memory over
# N tests is tests/load.sh's figure: --json here builds the whole report in memory at the end.)
# Usage: bench/sandbox_memory.sh [N]   (default 10000)
# Part of make bench-judge; needs /usr/bin/time (Debian's package time).
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-10000}
judge=${JUDGE:-build/judge}
[ -x /usr/bin/time ] || { echo "sandbox_memory: /usr/bin/time missing (apt-get install time)" >&2; exit 2; }
work=$(mktemp -d /tmp/sandbox-memory-XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/trivial" "$work/solutions/trivial"
cat > "$work/trivial/problem.yaml" <<'YAML'
kind: stdio
time_limit_ms: 1000
memory_limit_kb: 65536
checker: exact
languages:
  c:
    source: prog.c
    compile: gcc -Wall -std=c99 -o prog prog.c -lm
    run: "{dir}/prog"
YAML
for ((i = 1; i <= n; i++)); do : > "$work/trivial/$(printf '%06d' "$i").in"; : > "$work/trivial/$(printf '%06d' "$i").out"; done
echo 'int main(void) { return 0; }' > "$work/solutions/trivial/empty.c"
gcc -Wall -std=c99 -o "$work/empty" "$work/solutions/trivial/empty.c" -lm
gnu=()
for _ in 1 2 3 4 5; do gnu+=("$(/usr/bin/time -f %M "$work/empty" 2>&1 >/dev/null)"); done
gnu_median=$(printf '%s\n' "${gnu[@]}" | sort -n | sed -n 3p)

# Both ways a solution runs: in the sandbox, and with --no-isolation (the launcher's plain mode). The judge's
# own peak (GNU time on the judge) says how much it held meanwhile: a program it started itself would have
# begun from that.
for mode in sandbox no-isolation; do
  flags=(); [ "$mode" = no-isolation ] && flags=(--no-isolation)
  /usr/bin/time -f %M -o "$work/judge-peak-$mode" "$judge" -j 2 --color never "${flags[@]}" --json "$work/report-$mode.json" \
    --testdata "$work/trivial" "$work/solutions/trivial/empty.c" >"$work/out" 2>&1 || { cat "$work/out"; exit 1; }
done
python3 - "$work" "$gnu_median" "${gnu[*]}" <<'PY'
import json, sys
work, gnu = sys.argv[1], int(sys.argv[2])
print(f"GNU time %M of `int main(void) {{ return 0; }}` (gcc -std=c99), 5 runs: {sys.argv[3]} KB (median {gnu})")
worst = 0.0
for mode in ("sandbox", "no-isolation"):
    tests = json.load(open(f"{work}/report-{mode}.json"))["solutions"][0]["tests"]
    memory = [t["memory_kb"] for t in tests]
    held = tests[0]["sandbox"]["held"]
    judge_peak = int(open(f"{work}/judge-peak-{mode}").read().split()[-1])
    ratios = [memory[0] / gnu, memory[-1] / gnu]
    median = sorted(memory)[len(memory) // 2]
    worst = max(worst, abs(median / gnu - 1))
    print(f"{mode:>12}: {len(tests)} tests, build/judge -j 2 (its own peak {judge_peak} KB), sandbox: {', '.join(held) or 'off'}")
    print(f"{'':>12}  program's peak: test 1 {memory[0]} KB ({ratios[0]:.2f}x GNU time's), test {len(tests)} {memory[-1]} KB "
          f"({ratios[1]:.2f}x), median {median} KB ({median / gnu:.2f}x), min {min(memory)}, max {max(memory)} KB")
print(f"the medians' largest distance from GNU time's: {worst:.0%} (goal: within 10%, in both modes)")
sys.exit(1 if worst > 0.10 else 0)
PY
