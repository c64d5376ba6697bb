#!/usr/bin/env bash
# Load test: judges one fast solution on N small tests in one run of build/judge, for each N given
# (default 1000 10000), sampling the judge's open descriptors and resident memory every 0.2 s.
# A flat descriptor count means no leak per test; a flat RSS, no memory kept per test; the ms per test
# should not grow with N (linear time). The RSS is compared from a tenth of the run on (rss_10pct: the
# tests loaded and the solution built, ~1,000 tests judged at N = 10,000) to its end (rss_max: the most
# after that); rss_start is the first sample, before the tests were loaded.
# Usage: tests/load.sh [N...]   (JOBS, JUDGE, SOLUTION override)
set -euo pipefail
JUDGE=${JUDGE:-build/judge}
SOLUTION=${SOLUTION:-solutions/nyoj-0722-sudoku/mrv_hidden_singles.cpp}
JOBS=${JOBS:-2}
TEST=testdata/nyoj-0722-sudoku/secret/04_one_empty_cell
[ -x "$JUDGE" ] || { echo "load: $JUDGE missing: run make build/judge" >&2; exit 2; }
scratch=$(mktemp -d /tmp/judge-load-XXXXXX)
trap 'rm -rf "$scratch"' EXIT

[ $# -gt 0 ] || set -- 1000 10000
printf '%8s %9s %9s %8s %8s %10s %10s %10s %10s %8s\n' tests wall_s ms/test fd_min fd_max rss_start rss_10pct rss_max growth status
for n in "$@"; do
  dir=$scratch/$n/nyoj-0722-sudoku
  mkdir -p "$dir"
  cp testdata/nyoj-0722-sudoku/problem.yaml "$dir/"
  for ((i = 1; i <= n; i++)); do
    name=$(printf '%06d' "$i")
    cp "$TEST.in" "$dir/$name.in"
    cp "$TEST.out" "$dir/$name.out"
  done
  "$JUDGE" --testdata "$dir" -j "$JOBS" --color never "$SOLUTION" >"$scratch/$n.out" 2>&1 &
  pid=$!
  start=$(date +%s.%N)
  fd_min=999999 fd_max=0
  : >"$scratch/rss"
  while kill -0 "$pid" 2>/dev/null; do
    fds=$(ls /proc/$pid/fd 2>/dev/null | wc -l || true)
    rss=$(awk '/VmRSS/ {print $2}' /proc/$pid/status 2>/dev/null || true)
    if [ -n "$rss" ] && [ "$fds" -gt 0 ]; then
      [ "$fds" -lt "$fd_min" ] && fd_min=$fds
      [ "$fds" -gt "$fd_max" ] && fd_max=$fds
      echo "$rss" >>"$scratch/rss"
    fi
    sleep 0.2
  done
  status=0
  wait "$pid" || status=$?
  end=$(date +%s.%N)
  read -r rss_start rss_10pct rss_max < <(awk '{ v[NR] = $1 } END {
      if (NR == 0) { print 0, 0, 0; exit }
      from = int(NR / 10) + 1; most = v[from]
      for (i = from; i <= NR; ++i) if (v[i] > most) most = v[i]
      print v[1], v[from], most }' "$scratch/rss")
  awk -v n="$n" -v s="$start" -v e="$end" -v a="$fd_min" -v b="$fd_max" -v f="$rss_start" -v t="$rss_10pct" \
    -v m="$rss_max" -v st="$status" \
    'BEGIN { printf "%8d %9.1f %9.2f %8d %8d %8dKB %8dKB %8dKB %8dKB %8d\n", n, e - s, (e - s) * 1000 / n, a, b, f, t, m, m - t, st }'
  grep -E "as expected|NOT" "$scratch/$n.out" | tail -1
done
