#!/usr/bin/env bash
# The judge as most people run it: not root. A copy of the judge, some solutions in every language the
# project has and the sandbox's hostile fixtures, judged by an unprivileged user; passes when every verdict
# is the one its file expects, every test ran in the sandbox (user, PID, mount, network, IPC and UTS
# namespaces, the minimal root, seccomp, the capped /box: what holds without root) and HDU 1426's solutions
# stay far below its 32 MB (measured from the launcher, not from the judge). Then two problem packages, whose
# output validators run in the sandbox too: tests/packages/even-custom-validator (C++), and a copy of it whose
# validator, in Python, rejects every output when it can see a file of the user's outside the sandbox or the
# package's answers: every submission as declared means the validator saw neither. Last, a third copy whose
# 2.in the user makes a hard link to a file of their own outside it: refused by name, exit 2, none of it shown;
# and a problem whose compile command tries to read the user's file, write outside its folder and reach a
# listener on 127.0.0.1: it builds, and does none of them.
# As root it runs the judge as `nobody` (setpriv); otherwise as the calling user. Where the kernel gives no
# unprivileged user namespaces, SKIPPED with the reason; under CI=true that is a failure, but in a chroot,
# where the kernel never gives them.
#   tests/unprivileged_judge.sh [JUDGE] [JOBS]
set -uo pipefail
cd "$(dirname "$0")/.."
judge=${1:-build/judge}
jobs=${2:-2}
launcher=$(dirname "$judge")/judge-launcher

skip_or_fail() {
  if [ "${CI:-}" = true ]; then
    echo "unprivileged judge: CI=true, so the sandbox is expected to hold for a normal user here, but: $1"
    exit 1
  fi
  echo "SKIPPED: the unprivileged judge: $1"
  exit 0
}

# A folder the user owns, outside the repository (a clone under /root is not theirs to read): the judge and
# its launcher, the problems and the fixtures, and the build cache.
work=$(mktemp -d "${TMPDIR:-/tmp}/unprivileged-judge-XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
cp "$judge" "$launcher" "$work/" || exit 1
mkdir -p "$work/solutions" "$work/testdata" "$work/tests/fixtures/testdata"
cp -r testdata/common testdata/nyoj-0722-sudoku testdata/hdu-1426-sudoku-killer \
  testdata/leetcode-0036-valid-sudoku testdata/leetcode-0037-sudoku-solver "$work/testdata/" 2>/dev/null
cp -r tests/fixtures/testdata/copy-input "$work/tests/fixtures/testdata/"
mkdir -p "$work/solutions/nyoj-0722-sudoku" "$work/solutions/hdu-1426-sudoku-killer" \
  "$work/solutions/leetcode-0036-valid-sudoku" "$work/solutions/leetcode-0037-sudoku-solver" \
  "$work/tests/fixtures/sandboxed/AC/copy-input" "$work/tests/fixtures/sandboxed/RE/copy-input" \
  "$work/tests/fixtures/sandboxed/CE/copy-input"
files=(
  solutions/nyoj-0722-sudoku/backtracking.c             # gcc, NYOJ's flags; hard: TLE
  solutions/nyoj-0722-sudoku/bit_parallel.cpp           # g++
  solutions/hdu-1426-sudoku-killer/bit_parallel.cpp     # 32 MB limit
  solutions/hdu-1426-sudoku-killer/backtracking.cpp
  solutions/leetcode-0037-sudoku-solver/bitmask_mrv.cpp # clang-19 with AddressSanitizer
  solutions/leetcode-0036-valid-sudoku/three_passes.py  # python3
  solutions/leetcode-0037-sudoku-solver/brute_force.java # the JVM and its threads; hard: TLE
  # What the sandbox must stop: a fork bomb (RLIMIT_NPROC in the user namespace; RE), a disk filler (the
  # capped /box), kill(-1), a hunt for the answers. kill_parent.c is root's alone: without root the kill
  # of init is allowed and has no effect (the kernel drops it), so the fixture's own check says RE.
  tests/fixtures/sandboxed/RE/copy-input/fork_bomb.c
  tests/fixtures/sandboxed/RE/copy-input/disk_filler.c
  tests/fixtures/sandboxed/AC/copy-input/kill_everyone.c
  tests/fixtures/sandboxed/AC/copy-input/answer_hunter.c
  # What the compiler must not see or do: files of the machine and the answers (#include, .incbin: CE if the
  # compiler sees one), and /dev/zero read as a header without end (the build's memory limit: CE).
  tests/fixtures/sandboxed/AC/copy-input/compiler_sees_nothing.c
  tests/fixtures/sandboxed/CE/copy-input/include_dev_zero.c
)
for file in "${files[@]}"; do cp "$file" "$work/$file" || exit 1; done
mkdir -p "$work/packages"
cp -r tests/packages/even-custom-validator "$work/packages/" || exit 1
cp -r tests/packages/even-custom-validator "$work/packages/confined" || exit 1
cp -r tests/packages/even-custom-validator "$work/packages/linked" && rm "$work/packages/linked/data/secret/2.in" || exit 1
rm -r "$work/packages/confined/output_validators/even"
echo "the user's own, readable by the judge's user outside the sandbox" > "$work/secret.txt"
mkdir -p "$work/packages/confined/output_validators/confined"
cat > "$work/packages/confined/output_validators/confined/__main__.py" <<PY
# even.cpp's rule (an even number, at least n; with at_most_twice, at most 2n), but every output is rejected
# when this validator can see what the sandbox hides.
import os, sys
seen = [p for p in ("$work/secret.txt", "$work/packages/confined/data/secret/2.ans") if os.path.exists(p)]
def verdict(code, why):
    with open(sys.argv[3] + "judgemessage.txt", "w") as feedback:
        feedback.write(why + "\n")
    sys.exit(code)
if seen:
    verdict(43, "saw " + ", ".join(seen))
n = int(open(sys.argv[1]).read())
printed = sys.stdin.read().split()
if len(printed) != 1 or not printed[0].lstrip("-").isdigit():
    verdict(43, "expected one number")
value = int(printed[0])
if value < n or value % 2:
    verdict(43, f"{value} is not an even number at least {n}")
if "at_most_twice" in sys.argv[4:] and value > 2 * n:
    verdict(43, f"{value} is more than 2n = {2 * n}")
verdict(42, f"ok: {value}")
PY

# In a chroot (tests/fresh_machine.sh's) the kernel refuses every process a user namespace, root's too
# (unshare CLONE_NEWUSER: EPERM for a chrooted caller), so a normal user's sandbox cannot exist there,
# whatever CI says. Root is refused a user namespace for no other reason (where they are switched off,
# max_user_namespaces=0, the error is ENOSPC, and that is a machine CI should not be on).
if [ "$(id -u)" = 0 ] && ! refused=$(unshare --user true 2>&1); then
  if grep -q 'Operation not permitted' <<<"$refused"; then
    echo "SKIPPED: the unprivileged judge: a chroot, where the kernel gives no process a user namespace ($refused)"
    exit 0
  fi
  skip_or_fail "no user namespace even for root: $refused"
fi

run_as=()
if [ "$(id -u)" = 0 ]; then
  chown -R nobody:nogroup "$work"
  run_as=(setpriv --reuid=nobody --regid=nogroup --clear-groups --)
fi
out=$(cd "$work" && HOME="$work" "${run_as[@]}" ./judge -j "$jobs" --color never --json "$work/report.json" \
  --cache "$work/cache" "${files[@]}" 2>&1)
status=$?
printf '%s\n' "$out"
if grep -q 'sandbox off' <<<"$out"; then
  skip_or_fail "$(grep 'sandbox off' <<<"$out")"
fi
[ "$status" -eq 0 ] || { echo "unprivileged judge: exit status $status (expected 0: every verdict as its file expects)"; exit 1; }

python3 - "$work/report.json" <<'PY' || exit 1
import json, sys
report = json.load(open(sys.argv[1]))
needed = {"pid_namespace", "minimal_root", "no_network", "ipc_uts_namespaces", "seccomp", "capped_workdir"}
problems = []
tests = 0
for solution in report["solutions"]:
    for test in solution["tests"]:
        tests += 1
        held = set(test["sandbox"]["held"])
        if not needed <= held:
            problems.append(f"{solution['path']} {test['name']}: held only {sorted(held)}")
        if "hdu-1426" in solution["path"] and test["memory_kb"] > 16 * 1024:
            problems.append(f"{solution['path']} {test['name']}: {test['memory_kb']} KB (a small C++ program: the judge's memory?)")
if problems:
    print("unprivileged judge:\n  " + "\n  ".join(problems))
    sys.exit(1)
print(f"unprivileged judge: {len(report['solutions'])} files, {tests} tests, each in the sandbox ({', '.join(sorted(needed))})")
PY
for package in even-custom-validator confined; do
  out=$(cd "$work" && HOME="$work" "${run_as[@]}" ./judge -j "$jobs" --color never --cache "$work/cache" \
    "packages/$package" 2>&1)
  status=$?
  printf '%s\n' "$out" | tail -n 3
  [ "$status" -eq 0 ] || { printf '%s\n' "$out"; echo "unprivileged judge: package $package: exit status $status (expected 0)"; exit 1; }
done
echo "unprivileged judge: 2 packages, every submission as declared; their output validators in the sandbox"

# A normal user may hard-link a file they own (fs.protected_hardlinks=1: only those, or those they may read and
# write) into a package: the judge, whoever runs it, refuses every file of a package with a second name.
(cd "$work" && "${run_as[@]}" ln secret.txt packages/linked/data/secret/2.in) || exit 1
out=$(cd "$work" && HOME="$work" "${run_as[@]}" ./judge -j "$jobs" --color never --cache "$work/cache" \
  packages/linked 2>&1)
status=$?
printf '%s\n' "$out" | tail -n 1
if [ "$status" -ne 2 ] || ! grep -q '2.in: a hard link (2 names), refused' <<<"$out" || grep -q "the user's own" <<<"$out"; then
  printf '%s\n' "$out"
  echo "unprivileged judge: a package whose 2.in is a hard link: exit status $status; expected 2, \"2.in: a hard link (2 names), refused\" and no line of secret.txt"
  exit 1
fi

# A problem folder's compile command is someone else's too (issue 47): as the user, in the sandbox, it reads
# none of the user's files, writes nothing outside its build folder and reaches no listener on 127.0.0.1.
mkdir -p "$work/testdata/compile-probe" "$work/solutions/compile-probe"
cp tests/fixtures/testdata/copy-input/01_one_line.in tests/fixtures/testdata/copy-input/01_one_line.out \
  "$work/testdata/compile-probe/"
listener_port_file="$work/listener-port" connected="$work/listener-connected"
cat > "$work/listener.py" <<PY
import socket
server = socket.socket()
server.bind(("127.0.0.1", 0))
server.listen(4)
open("$listener_port_file", "w").write(str(server.getsockname()[1]))
server.settimeout(120)
try:
    server.accept()
    open("$connected", "w").write("a compiler connected\n")
except OSError:
    pass
PY
python3 "$work/listener.py" &
listener=$!
for _ in $(seq 50); do [ -s "$listener_port_file" ] && break; sleep 0.1; done
port=$(cat "$listener_port_file")
cat > "$work/testdata/compile-probe/problem.yaml" <<YAML
kind: stdio
time_limit_ms: 1000
memory_limit_kb: 65536
checker: exact
languages:
  c:
    source: prog.c
    compile: [bash, -c, "cat $work/secret.txt && exit 1; echo x > $work/written-by-a-compiler; echo hi > /dev/tcp/127.0.0.1/$port; gcc -o prog prog.c"]
    run: "{dir}/prog"
YAML
cp tests/fixtures/AC/copy-input/hostile_reads_past_end.c "$work/solutions/compile-probe/copies.c"
[ "$(id -u)" = 0 ] && chown -R nobody:nogroup "$work/testdata/compile-probe" "$work/solutions/compile-probe"
out=$(cd "$work" && HOME="$work" "${run_as[@]}" ./judge -j "$jobs" --color never --cache "$work/cache" -v \
  solutions/compile-probe/copies.c 2>&1)
status=$?
kill "$listener" 2>/dev/null
wait "$listener" 2>/dev/null
printf '%s\n' "$out" | tail -n 1
if [ "$status" -ne 0 ] || grep -q "the user's own" <<<"$out" || [ -e "$work/written-by-a-compiler" ] || [ -e "$connected" ]; then
  printf '%s\n' "$out"
  echo "unprivileged judge: a compile command read the user's file, wrote outside its folder or reached 127.0.0.1 (exit $status)"
  exit 1
fi
echo "unprivileged judge: a problem's compile command in the sandbox: none of the user's files read, nothing written outside, no connection"

if [ "$(id -u)" = 0 ]; then
  left=$(pgrep -u nobody -c -f "$work" || true)
  [ "${left:-0}" -eq 0 ] || { echo "unprivileged judge: $left processes of nobody left in $work"; exit 1; }
fi
