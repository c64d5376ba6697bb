#!/usr/bin/env bash
# The sandbox where / is not a mount point, as in a chroot (tests/fresh_machine.sh's, or a build root):
# a folder with this machine's /usr and /etc bound in read-only, the kernel's /proc, /dev and /sys, and a copy
# of the judge and the hostile fixtures; the judge runs in it with --require-isolation, so every protection
# must hold (the launcher enters its root with chroot there, judge/sandbox/launcher/root.cpp).
# Needs root (chroot, mount); otherwise SKIPPED, and under CI=true (which runs as root) that is a failure.
# Every mount is unmounted, and checked gone, before anything is removed: a recursive delete through a
# bound /dev would delete the machine's own.
#   tests/chroot_judge.sh [JUDGE] [JOBS]
set -uo pipefail
cd "$(dirname "$0")/.."
judge=${1:-build/judge}
jobs=${2:-2}
launcher=$(dirname "$judge")/judge-launcher

if [ "$(id -u)" != 0 ]; then
  if [ "${CI:-}" = true ]; then echo "chroot judge: CI=true, so root is expected here"; exit 1; fi
  echo "SKIPPED: the chroot judge: needs root (chroot and mount)"
  exit 0
fi

root=$(mktemp -d "${TMPDIR:-/tmp}/chroot-judge-XXXXXX") || exit 1
mounted() { awk -v root="$root" 'index($2, root) == 1 { n++ } END { print n + 0 }' /proc/self/mounts; }
cleanup() {
  for target in sys dev proc etc usr; do
    mountpoint -q "$root/$target" && umount -R "$root/$target" 2>/dev/null
  done
  for target in sys dev proc etc usr; do
    mountpoint -q "$root/$target" && umount -R -l "$root/$target"
  done
  if [ "$(mounted)" -ne 0 ]; then
    echo "chroot judge: mounts remain under $root; not removing it" >&2
    return 1
  fi
  rm -rf "$root"
}
trap cleanup EXIT

mkdir -p "$root"/{usr,etc,proc,dev,sys,tmp,work/tests/fixtures}
chmod 1777 "$root/tmp"
for name in bin sbin lib lib32 lib64 libx32; do
  if [ -L "/$name" ]; then ln -s "$(readlink "/$name")" "$root/$name"; fi
done
mount --bind /usr "$root/usr" && mount -o remount,bind,ro "$root/usr" &&
  mount --bind /etc "$root/etc" && mount -o remount,bind,ro "$root/etc" &&
  mount -t proc proc "$root/proc" &&
  mount --rbind /dev "$root/dev" && mount --make-rslave "$root/dev" &&
  mount --rbind /sys "$root/sys" && mount --make-rslave "$root/sys" || { echo "chroot judge: a mount failed"; exit 1; }
cp "$judge" "$launcher" "$root/work/" && cp -r tests/fixtures/sandboxed tests/fixtures/testdata "$root/work/tests/fixtures/" || exit 1

out=$(chroot "$root" /bin/sh -c "cd /work && ./judge --require-isolation -x -j $jobs --color never tests/fixtures/sandboxed" 2>&1)
status=$?
printf '%s\n' "$out"
[ "$status" -eq 0 ] || { echo "chroot judge: exit status $status (expected 0: the sandbox whole, every fixture as expected)"; exit 1; }
echo "chroot judge: the sandbox held in a chroot, every fixture as expected"
