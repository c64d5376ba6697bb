#!/usr/bin/env bash
# make bench-judge: what the judge costs over running the programs by hand, and what -j buys.
#  1. 100 tests of a trivial program (copies stdin to stdout): `build/judge -j 1` against a bare shell loop
#     that runs the same binary 100 times with the same redirections (the judge also checks each output).
#  2. 20 CPU-bound tests (~0.3 s of CPU each): `build/judge -j 1` against `-j 2`.
# Each timing is the best of 5 runs (wall clock), the two commands compared taking turns, after one warm-up
# run that fills the build cache.
set -euo pipefail
judge=${JUDGE:-build/judge}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

now_ms() { date +%s%N | awk '{ printf "%.1f", $1 / 1e6 }'; }
ms_of() {  # prints the wall time of one run of "$@", in ms
  local t0 t1
  t0=$(now_ms); "$@" >/dev/null 2>&1 || true; t1=$(now_ms)
  awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }'
}
min_of() { printf '%s\n' "$@" | sort -g | head -1; }
# best_of_5_interleaved A B: runs the commands in the variables A and B (arrays named by $1 and $2) in turn,
# five times each, and prints the fastest wall time of each: a machine whose speed drifts during the
# measurement slows both alike.
best_of_5_interleaved() {
  local -n first=$1 second=$2
  local a=() b=()
  for _ in 1 2 3 4 5; do a+=("$(ms_of "${first[@]}")"); b+=("$(ms_of "${second[@]}")"); done
  echo "$(min_of "${a[@]}") $(min_of "${b[@]}")"
}
make_problem() {  # make_problem DIR COUNT: a problem whose tests are COUNT copies of one line
  mkdir -p "$1"
  cat > "$1/problem.yaml" <<YAML
kind: stdio
time_limit_ms: 5000
memory_limit_kb: 65536
checker: exact
languages:
  c:
    source: prog.c
    compile: gcc -O2 -o prog prog.c
    run: "{dir}/prog"
YAML
  for i in $(seq -w 1 "$2"); do echo "test $i" > "$1/$i.in"; echo "test $i" > "$1/$i.out"; done
}

# 1. Overhead per run.
make_problem "$work/trivial" 100
mkdir -p "$work/solutions/trivial"
cat > "$work/solutions/trivial/copy.c" <<'C'
#include <stdio.h>
int main(void) { int c; while ((c = getchar()) != EOF) putchar(c); return 0; }
C
gcc -O2 -o "$work/copy" "$work/solutions/trivial/copy.c"
"$judge" -j 1 --testdata "$work/trivial" "$work/solutions/trivial/copy.c" >/dev/null  # warm the build cache
shell_loop() { for f in "$work"/trivial/*.in; do "$work/copy" < "$f" > "$work/out" 2>"$work/err"; done; }
loop_command=(shell_loop)
judge_command=("$judge" -j 1 --testdata "$work/trivial" "$work/solutions/trivial/copy.c")
read -r loop_ms judge_ms <<<"$(best_of_5_interleaved loop_command judge_command)"

# 2. Parallel speed-up on CPU-bound tests.
make_problem "$work/spin" 20
cat > "$work/solutions/trivial/spin.c" <<'C'
#include <stdio.h>
int main(void) {
    char line[64];
    volatile unsigned long sink = 0;
    for (unsigned long i = 0; i < 600000000UL; ++i) sink += i;  /* about 0.3 s of CPU at -O2 */
    if (fgets(line, sizeof line, stdin)) fputs(line, stdout);
    return 0;
}
C
"$judge" -j 1 --testdata "$work/spin" "$work/solutions/trivial/spin.c" >/dev/null || true
j1_command=("$judge" -j 1 --testdata "$work/spin" "$work/solutions/trivial/spin.c")
j2_command=("$judge" -j 2 --testdata "$work/spin" "$work/solutions/trivial/spin.c")
read -r j1_ms j2_ms <<<"$(best_of_5_interleaved j1_command j2_command)"

awk -v loop="$loop_ms" -v judge="$judge_ms" -v j1="$j1_ms" -v j2="$j2_ms" -v cpu="$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')" -v cores="$(nproc)" 'BEGIN {
  printf "machine: %s, %d cores\n", cpu, cores
  printf "100 trivial tests: shell loop %.0f ms, judge -j 1 %.0f ms: %.2fx the loop (goal <= 1.10x)\n", loop, judge, judge / loop
  printf "20 CPU-bound tests: judge -j 1 %.0f ms, -j 2 %.0f ms: %.2fx faster (goal >= 1.8x on 2 cores)\n", j1, j2, j1 / j2
}'
