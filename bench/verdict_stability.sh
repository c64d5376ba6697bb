#!/usr/bin/env bash
# Verdicts that do not flip: one `make judge` from an empty build cache, then five in a row, the third
# beside a CPU-bound loop; prints each run's wall time and whether every solution got the same verdict in
# every group each time. Exit 1 when a verdict differed. Usage: bench/verdict_stability.sh
# Not part of make test (about 2 minutes, and it must have the machine to itself).
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d /tmp/verdict-stability-XXXXXX)
trap 'rm -rf "$out"' EXIT
make -s build/judge
rm -rf build/cache
timed() {  # timed NAME: one make judge, its JSON in $out/NAME.json, its wall time printed
  local start end
  start=$(date +%s.%N)
  make -s judge JUDGE_ARGS="--json $out/$1.json" >"$out/$1.txt" 2>&1 || true
  end=$(date +%s.%N)
  printf '%s: %.1f s\n' "$1" "$(echo "$end - $start" | bc)"
}
timed cold
for i in 1 2 3 4 5; do
  if [ "$i" = 3 ]; then
    (while :; do :; done) &
    hog=$!
    timed "run$i-beside-a-cpu-bound-loop"
    kill "$hog"
  else
    timed "run$i"
  fi
done
python3 - "$out" <<'PY'
import json, pathlib, sys
runs = sorted(pathlib.Path(sys.argv[1]).glob("*.json"))
def verdicts(path):
    return {s["path"]: (s["predicted"], [(g["name"], g["verdict"]) for g in s["groups"]])
            for s in json.loads(path.read_text())["solutions"]}
first = verdicts(runs[0])
same = all(verdicts(run) == first for run in runs)
print(f"same verdicts, group by group, in all {len(runs)} runs: {'yes' if same else 'NO'}")
sys.exit(0 if same else 1)
PY
