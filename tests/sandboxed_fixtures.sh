#!/usr/bin/env bash
# The hostile fixtures only the sandbox makes safe (tests/fixtures/sandboxed/: a fork bomb, a disk filler,
# kill(-1), kill of the parent, an answer hunter), judged with --require-isolation so that they never run
# unconfined. Where the sandbox cannot hold here, SKIPPED with the reason; under CI=true that is a failure.
#   tests/sandboxed_fixtures.sh [JUDGE] [JOBS]
set -uo pipefail
judge=${1:-build/judge}
jobs=${2:-2}
# Processes of the workers' uids (60000 + worker) running before the judge: not this run's, but they share
# its uids; named, so that a failure beside them can be told apart (docs/trust.md, the fourth fork bomb).
worker_uid_processes() {
  awk '/^Name:/ { name = $2 } /^Uid:/ && $2 >= 60000 && $2 < 61000 { print FILENAME ": " name ", uid " $2 }' \
    /proc/[0-9]*/status 2>/dev/null
}
before=$(worker_uid_processes)
[ -n "$before" ] && printf 'note: running as a worker uid before the judge started:\n%s\n' "$before"
out=$("$judge" --require-isolation -x -j "$jobs" tests/fixtures/sandboxed 2>&1)
status=$?
if [ "$status" -eq 2 ] && grep -q -- '--require-isolation: missing' <<<"$out"; then
  if [ "${CI:-}" = true ]; then
    printf '%s\nfixtures: CI=true, so the sandbox is expected to hold here\n' "$out"
    exit 1
  fi
  echo "SKIPPED: the sandboxed fixtures: $(grep -- '--require-isolation' <<<"$out")"
  exit 0
fi
printf '%s\n' "$out"
# Nothing of theirs is left on the machine: no process runs as a worker's uid (60000 + worker).
left=$(worker_uid_processes)
if [ -n "$left" ] && [ "$left" != "$before" ]; then
  printf 'fixtures: processes of the sandbox'"'"'s uids are still running after the judge ended:\n%s\n' "$left"
  exit 1
fi
echo "sandboxed fixtures: none of their processes left"
exit "$status"
