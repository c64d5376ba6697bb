#!/usr/bin/env bash
# tests/fresh_machine.sh: the README's promise, checked on a machine that has nothing yet. It makes a
# minimal Debian 12 root (debootstrap --variant=minbase bookworm), adds only git and make inside it, clones
# this repository's committed HEAD into it (/root/sudoku) with the public puzzle sets beside the clone
# (/root/shared/puzzles, from PUZZLES_DIR or ../shared/puzzles, as CI has them), binds the kernel's /proc,
# /sys and /dev into it, and runs the README's two commands there as root: `make judge`, then `make test`.
# Everything else (compilers, libraries, python3, the JDK, chromium…) must come from the Makefile's own
# install step. It prints each command's wall time and exit status, and exits 1 when either failed.
#
# What it proves: the prerequisites README.md names (Debian 12, git, make, root) are enough; the package
# list in the Makefile is complete for both commands; the judge's sandbox holds in a chroot, where / is not
# a mount point (the launcher enters its root with chroot there: judge/sandbox/launcher/root.cpp).
#
# How long: debootstrap 2-5 min (seconds with a cached --tarball), the packages a few minutes, then a
# full build of the judge and `make judge` (~10 min on 2 cores), then `make test` (10+ min). Needs root,
# the network (deb.debian.org) and about 4 GB of disk. Not part of `make test`.
#
# Usage: tests/fresh_machine.sh [--keep] [--ci] [--dir DIR] [--tarball FILE] [--mirror URL]
#   --keep          keep the root afterwards (its binds are unmounted all the same)
#   --ci            run both commands with CI=true (a SKIPPED solution or a missing sandbox feature fails)
#   --dir DIR       where to make the root: a new or empty folder (default: a new folder under $TMPDIR or
#                   /var/tmp)
#   --tarball FILE  debootstrap's packages cached in FILE: made there on the first run (--make-tarball),
#                   unpacked from it on later ones (--unpack-tarball). Keep it outside the repository.
# Logs: make-judge.log and make-test.log in a folder named at the end (kept; the root is not).
set -euo pipefail
{  # read whole before it runs: a checkout that changes this file during the run does not change the run

usage() { echo "fresh_machine: $*" >&2; echo "usage: tests/fresh_machine.sh [--keep] [--ci] [--dir DIR] [--tarball FILE] [--mirror URL]" >&2; exit 2; }

arguments=("$@")
keep=false ci=false root="" tarball="" mirror=http://deb.debian.org/debian
while [[ $# -gt 0 ]]; do
    case "$1" in
        --keep) keep=true ;;
        --ci) ci=true ;;
        --dir) [[ $# -ge 2 ]] || usage "--dir needs a folder"; root=$2; shift ;;
        --tarball) [[ $# -ge 2 ]] || usage "--tarball needs a file"; tarball=$2; shift ;;
        --mirror) [[ $# -ge 2 ]] || usage "--mirror needs a URL"; mirror=$2; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) usage "unknown argument: $1" ;;
    esac
    shift
done

[[ $(id -u) = 0 ]] || usage "must run as root (debootstrap, chroot and mount need it)"
command -v debootstrap >/dev/null || usage "debootstrap not found (apt-get install debootstrap)"
repo=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
head=$(git -C "$repo" rev-parse HEAD)

# Every bind below lives in a mount namespace of this script's own: nothing propagates to the host, and
# the binds die with the last process of the namespace even if this script is killed.
if [[ -z ${FRESH_MACHINE_NAMESPACE:-} ]]; then
    FRESH_MACHINE_NAMESPACE=1 exec unshare --mount --propagation private -- "$0" "${arguments[@]}"
fi

# The mounts under the root, deepest first, as /proc/mounts lists them (our paths need no unescaping).
mounts_under_root() { awk -v r="$root/" 'index($2, r) == 1 { print $2 }' /proc/mounts | sort -r; }

unmount_all() {
    local m
    for m in $(mounts_under_root); do umount "$m" 2>/dev/null || true; done
    for m in $(mounts_under_root); do umount --lazy "$m" 2>/dev/null || true; done  # the last resort
    [[ -z $(mounts_under_root) ]]
}

cleanup() {
    local status=$?
    if ! unmount_all; then
        echo "fresh_machine: still mounted under $root, so it is NOT removed:" >&2
        mounts_under_root >&2
        exit 1
    fi
    if [[ $keep = true ]]; then
        echo "fresh_machine: root kept in $root"
    else
        # Nothing is mounted (checked just above); --one-file-system is a second guard all the same.
        rm -rf --one-file-system "$root"
    fi
    echo "fresh_machine: logs in $logs"
    exit "$status"
}

base=${TMPDIR:-/var/tmp}
if [[ -n $root ]]; then
    root=$(realpath -m "$root")
    [[ $root != / && $root =~ ^/[A-Za-z0-9._/+-]+$ ]] || usage "$root: use a plain path (letters, digits, . _ - + /)"
    [[ ! -e $root || -z $(ls -A "$root") ]] || usage "$root: not empty (a new or empty folder, please)"
    mkdir -p "$root"
else
    root=$(mktemp -d "$base/fresh-machine.XXXXXX")
fi
chmod 755 "$root"  # it becomes /: mktemp's 700 would lock out every user but root (apt's _apt, the judged programs)
logs=$(mktemp -d "$base/fresh-machine-logs.XXXXXX")
trap cleanup EXIT
trap 'echo "fresh_machine: interrupted" >&2; exit 130' INT TERM
free_gb=$(df --output=avail -BG "$root" | tail -1 | tr -dc 0-9)
[[ $free_gb -ge 4 ]] || usage "$root: ${free_gb} GB free, about 4 GB needed"


seconds_since() { echo $(( $(date +%s) - $1 )); }

echo "fresh_machine: $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores; root $root; HEAD $head"
start=$(date +%s)
if [[ -n $tarball && ! -f $tarball ]]; then
    echo "fresh_machine: debootstrap --make-tarball $tarball"
    debootstrap --variant=minbase --make-tarball="$tarball" bookworm "$root/.make-tarball" "$mirror" >"$logs/debootstrap.log" 2>&1 \
        || { tail -20 "$logs/debootstrap.log"; exit 1; }
    rm -rf --one-file-system "$root/.make-tarball"
fi
echo "fresh_machine: debootstrap --variant=minbase bookworm $root $mirror${tarball:+ (--unpack-tarball $tarball)}"
debootstrap --variant=minbase ${tarball:+--unpack-tarball="$(realpath "$tarball")"} bookworm "$root" "$mirror" \
    >>"$logs/debootstrap.log" 2>&1 || { tail -20 "$logs/debootstrap.log"; exit 1; }
echo "fresh_machine: debootstrap: $(seconds_since "$start") s"

# The kernel's /proc, /sys and /dev, bound recursively, then made slaves of the host's: a mount or an
# unmount under the root never propagates out (the namespace is private as well).
for fs in proc sys dev; do
    mount --rbind "/$fs" "$root/$fs"
    mount --make-rslave "$root/$fs"
done

ci_env=()
[[ $ci = true ]] && ci_env=(CI=true)
# chroot with a clean environment: what a root login on the new machine would have.
in_root() {
    chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "${ci_env[@]}" \
        bash -c "$1"
}

start=$(date +%s)
in_root 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends git make >/dev/null'
echo "fresh_machine: apt-get install git make: $(seconds_since "$start") s"

# The committed HEAD (not the working tree's changes), as a newcomer's clone would have it.
git clone --quiet --no-hardlinks "$repo" "$root/root/sudoku"
git -C "$root/root/sudoku" checkout --quiet --detach "$head"

# The public puzzle sets beside the clone, as CI has them (../shared/puzzles; docs/puzzle-sets.md): copied
# from PUZZLES_DIR, else from the shared collection beside this repository. Without them make test's
# benchmark steps say SKIPPED (with --ci, they fail).
sets=${PUZZLES_DIR:-$repo/../shared/puzzles}
if [[ -f $sets/puzzles2_17_clue.txt ]]; then
    mkdir -p "$root/root/shared"
    cp -r "$sets" "$root/root/shared/puzzles"
    echo "fresh_machine: the public puzzle sets from $(realpath "$sets") put in /root/shared/puzzles, beside the clone"
else
    echo "fresh_machine: no public puzzle sets in $sets (set PUZZLES_DIR): make test's benchmark steps will say SKIPPED"
fi

failed=0
summary=()
for command in "make judge" "make test"; do
    echo "fresh_machine: $command (output in $logs/${command// /-}.log)"
    start=$(date +%s)
    status=0
    in_root "cd /root/sudoku && $command" 2>&1 | tee "$logs/${command// /-}.log" || status=${PIPESTATUS[0]}
    summary+=("$command: $(seconds_since "$start") s, exit $status")
    [[ $status = 0 ]] || failed=1
done
echo "fresh_machine: on $(date -u '+%Y-%m-%d'), $(nproc) cores, CI=$([[ $ci = true ]] && echo true || echo unset):"
for line in "${summary[@]}"; do echo "  $line"; done
exit "$failed"
}
