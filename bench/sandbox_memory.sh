#!/usr/bin/env bash
# The sandbox's memory figure (issue 13): a trivial C program's peak memory as the judge reports it, at
# test 1 and at test N, against GNU time's %M for the same binary. (The judge's own resident memory over
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

"$judge" -j 2 --color never --json "$work/report.json" --testdata "$work/trivial" "$work/solutions/trivial/empty.c" \
  >"$work/out" 2>&1 || { cat "$work/out"; exit 1; }
python3 - "$work/report.json" "$gnu_median" "${gnu[*]}" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))["solutions"][0]
tests = report["tests"]
gnu = int(sys.argv[2])
memory = [t["memory_kb"] for t in tests]
held = tests[0]["sandbox"]["held"]
print(f"{len(tests)} tests of `int main(void) {{ return 0; }}` (gcc -std=c99), build/judge -j 2, sandbox: {', '.join(held) or 'off'}")
print(f"GNU time %M, 5 runs: {sys.argv[3]} KB (median {gnu})")
print(f"judge's peak: test 1 {memory[0]} KB, test {len(tests)} {memory[-1]} KB, min {min(memory)}, max {max(memory)} KB: "
      f"test 1 is {memory[0] / gnu:.2f}x GNU time's, test {len(tests)} {memory[-1] / gnu:.2f}x (goal: within 10%)")
PY
