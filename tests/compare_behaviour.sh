#!/usr/bin/env bash
# Proves that two builds of the judge behave the same: it runs every command in COMMANDS below with both
# binaries (stdout, stderr, exit status and every file the command writes), normalises what depends on
# the machine's timing (times, memory figures, temporary folders, the slowest test, which of two TLE
# messages the kernel's timing picked) and diffs the rest. Written for the move of judge/*.cpp into
# subfolders: the refactor must not change anything a user can see.
#
#   tests/compare_behaviour.sh BEFORE_JUDGE AFTER_JUDGE
#   tests/compare_behaviour.sh --before-commit SHA AFTER_JUDGE
#
# Run it from the repository root (the commands use the repository's relative paths). With
# --before-commit, the before binary is built from SHA in a temporary `git worktree` (removed at exit);
# for the move, that is `--before-commit f55969c`. AFTER_JUDGE is usually build/judge.
# Prints `same: <command>` or `DIFFERS: <command>` and the start of the diff of the normalised results;
# exits 0 when everything matched, 1 when something differed, 2 on bad arguments.
# A full run takes about 8 minutes on 2 cores (most of it `judge solutions/`, twice). COMPARE_ONLY=REGEX
# runs only the commands whose printed text matches REGEX (e.g. COMPARE_ONLY=generate), for a quick look;
# COMPARE_KEEP=1 keeps the scratch folder, whose records/N.before and N.after are what was diffed.
#
# Check the check: comparing a binary with itself must print `same` everywhere, run after run, and a
# wrapper that prints one extra line must make every command DIFFER.
set -euo pipefail

# The compared commands, one judge invocation each (its arguments; no spaces inside an argument).
# Placeholders, filled in per binary:
#   @CACHE@  this binary's own fresh --cache folder (one per binary for the whole run)
#   @OUT@    an empty folder per command and binary; every file the command leaves there is compared
#   @WORK@   this run's scratch folder, the same path for both binaries (holds the stress fixture below)
COMMANDS=(
    # The hostile fixtures: each folder names the verdict its solutions must get.
    "-x -j 1 -v --cache @CACHE@ tests/fixtures"
    "-x -j 1 --cache @CACHE@ --json @OUT@/report.json --html @OUT@/report.html tests/fixtures"
    # Every solution on the repository's testdata (about 2.5 min per binary with -j 1).
    "-j 1 -v --cache @CACHE@ --json @OUT@/report.json solutions/"
    # Boards: a test file, one case in ASCII, solutions' answers (right ones and a wrong one).
    "show testdata/nyoj-0722-sudoku/sample/01_sample.in --color never"
    "show testdata/leetcode-0037-sudoku-solver/hard/08_forum_hardest_20_cases.in --case 1 --ascii --color never"
    "show testdata/nyoj-0722-sudoku/hard/02_17_clue_fewest_givens.in --solution solutions/nyoj-0722-sudoku/bit_parallel.cpp --color never"
    "show testdata/leetcode-0037-sudoku-solver/hard/05_easter_monster.in --solution solutions/leetcode-0037-sudoku-solver/bitmask_mrv.cpp --color never"
    "show testdata/nyoj-0722-sudoku/sample/01_sample.in --solution tests/fixtures/WA/nyoj-0722-sudoku/wrong_grid.c --color never"
    # Puzzle generation, in each format, and a format that does not exist.
    "generate --count 5 --seed 7 --format nyoj"
    "generate --count 5 --seed 7 --format leetcode"
    "generate --count 5 --seed 7 --format line --clues 30 --answers @OUT@/answers.txt"
    "generate --format nope"
    # 对拍: two AC solutions that agree; a fixture as it is (it expects WA, so stress refuses it: exit 2);
    # and that fixture without its `expect:` line (prepare_stress_fixture), so stress runs it, sees it
    # fail, reports the puzzle and saves it.
    "stress --count 6 --seed 20261122 -j 1 --save @OUT@/saved --cache @CACHE@ solutions/leetcode-0037-sudoku-solver/bitmask_mrv.cpp solutions/nyoj-0722-sudoku/bit_parallel.cpp"
    "stress --count 6 --seed 20261122 -j 1 --save @OUT@/saved --cache @CACHE@ tests/fixtures/WA/nyoj-0722-sudoku/wrong_grid.c"
    "stress --count 6 --seed 20261122 -j 1 --save @OUT@/saved --cache @CACHE@ @WORK@/stress-fixture/nyoj-0722-sudoku/wrong_grid.c"
    # Time-limit calibration (it prints measured times).
    "calibrate testdata/nyoj-0722-sudoku --solutions solutions/nyoj-0722-sudoku/bit_parallel.cpp -j 1 --cache @CACHE@"
    # Problem packages (issue 48 moved their code into judge/formats/): each one's submissions against what
    # they declare, a learner's file on a package's tests, their input validators; an export (at a factor
    # given by hand, so that its time limit does not depend on this machine).
    "-j 1 --cache @CACHE@ --json @OUT@/report.json tests/packages/sum-legacy"
    "-j 1 --cache @CACHE@ -v tests/packages/mean-2025-09"
    "-j 1 --cache @CACHE@ tests/packages/even-custom-validator"
    "-j 1 --cache @CACHE@ --testdata tests/packages/sum-legacy tests/packages/sum-legacy/submissions/accepted"
    "validate --cache @CACHE@ tests/packages/even-custom-validator tests/packages/mean-2025-09 testdata/nyoj-0722-sudoku"
    "export nyoj-0722-sudoku @OUT@/package --machine-factor 1"
    "export leetcode-0037-sudoku-solver @OUT@/package --format 2025-09 --machine-factor 1"
    # Error paths: a missing file, testdata without problem.yaml, an unknown flag.
    "nonexistent.cpp"
    "--testdata /tmp solutions/nyoj-0722-sudoku/bit_parallel.cpp"
    "--bogus-flag"
)

# Timing-sensitive solutions (README's table). Two runs of the SAME binary may disagree on them, and that
# is noise, not a difference:
#  - The solutions that expect TLE (naive searches, every TLE test runs to its limit): how many tests pass
#    and which test is the first TLE can flip with the machine's load. For a solution whose expected
#    verdicts include TLE, normalise_tle_noise replaces the passed count of its `tests` column with `?`,
#    each of its tests' AC/TLE line (verdict, time, message) with `NAME AC|TLE`, and the test name in its
#    TLE reason line with TLE_TEST; the JSON report gets the same treatment. All its AC tests, not only
#    those near the limit: any cut-off flaps on a test near it (backtracking.py's 13_forum_hardest takes
#    47-50% of its limit). Its own verdict, its tests' other verdicts (WA, RE, ...) and everything about
#    the solutions that expect only AC stay compared as they are.
#  - A CPU TLE reads "CPU T ms > L ms" or "CPU limit L ms reached (SIGXCPU at T ms ...)", depending on
#    whether wait4 counted the killed program's time just over or just under L: both become "CPU time
#    over the limit", everywhere.
#  - solutions/nyoj-0722-sudoku/mrv_hidden_singles.cpp (AC) is the closest AC run to a limit: 14_no_solution
#    takes 320-350 ms of CPU against 1000 ms with -j 1, on 2 cores busy with a compiler, in every run
#    measured while this script was written. A 3x margin: no --time-limit is added (it would also change
#    every other solution's limit and the TLE runs' length); were it ever to TLE, that shows as DIFFERS.

# One line on stderr, exit 2; $1, if given, says what was wrong.
usage() {
    echo "${1:+compare_behaviour: $1; }usage: tests/compare_behaviour.sh BEFORE_JUDGE AFTER_JUDGE | --before-commit SHA AFTER_JUDGE" >&2
    exit 2
}

absolute_path() { (cd "$(dirname "$1")" && printf '%s/%s\n' "$(pwd)" "$(basename "$1")"); }

require_executable() { [[ -f "$1" && -x "$1" ]] || usage "$1: not an executable file"; }

WORK=""
WORKTREE=""
cleanup() {
    if [[ -n "$WORKTREE" ]]; then git worktree remove --force "$WORKTREE" >/dev/null 2>&1 || true; fi
    if [[ -n "$WORK" && -n "${COMPARE_KEEP:-}" ]]; then echo "compare_behaviour: kept $WORK (records/: what was compared)" >&2
    elif [[ -n "$WORK" ]]; then rm -rf "$WORK"; fi
}

# Builds build/judge from commit $1 in a temporary worktree under $WORK and sets BEFORE to it.
build_before_commit() {
    local sha=$1
    WORKTREE="$WORK/before-worktree"
    git worktree add --quiet --detach "$WORKTREE" "$sha" >&2
    echo "compare_behaviour: building $sha in $WORKTREE ..." >&2
    if ! make -C "$WORKTREE" -j "$(nproc 2>/dev/null || echo 2)" build/judge >"$WORK/before-build.log" 2>&1; then
        tail -n 30 "$WORK/before-build.log" >&2
        echo "compare_behaviour: building $sha failed" >&2
        exit 2
    fi
    BEFORE="$WORKTREE/build/judge"
}

# A copy of a WA fixture that stress will run: without its `expect: WA` line and outside a verdict folder
# it expects AC; its problem is found through WORK/stress-fixture/testdata, a link to ours.
prepare_stress_fixture() {
    local folder="$WORK/stress-fixture"
    mkdir -p "$folder/nyoj-0722-sudoku"
    ln -s "$PWD/testdata" "$folder/testdata"
    grep -v '^// expect:' tests/fixtures/WA/nyoj-0722-sudoku/wrong_grid.c >"$folder/nyoj-0722-sudoku/wrong_grid.c"
}

# The normaliser's Python half: JSON reports, the HTML page's structure, and the TLE-noise pass on text.
write_python_helpers() {
    cat >"$WORK/normalise.py" <<'PYTHON'
import json, re, sys
from html.parser import HTMLParser

TIMING_KEYS = {"time_ms", "wall_ms", "memory_kb", "compile_ms"}  # measured; time_limit_ms etc. are settings
TLE_REASON = re.compile(r"^[^:\n]+: (?=CPU |wall clock )", re.M)  # a line per failing group

def zero_timings(node):
    if isinstance(node, dict):
        return {k: (0 if k in TIMING_KEYS and isinstance(v, (int, float)) else zero_timings(v)) for k, v in node.items()}
    if isinstance(node, list):
        return [zero_timings(v) for v in node]
    return node

def quiet_tle_noise(report):
    for solution in report.get("solutions", []) if isinstance(report, dict) else []:
        if "TLE" not in solution.get("expected", []):
            continue
        for test in solution.get("tests", []):
            if test.get("verdict") in ("AC", "TLE"):
                test["verdict"], test["message"] = "AC|TLE", ""
        solution["message"] = TLE_REASON.sub("TLE_TEST: ", solution.get("message", ""))
    return report

def normalise_json(path):
    report = quiet_tle_noise(zero_timings(json.load(open(path, encoding="utf-8"))))
    print(json.dumps(report, sort_keys=True, indent=2, ensure_ascii=False))

class Structure(HTMLParser):
    """One line per start tag (with its attributes), end tag and line of text; inline SVG charts are
    files the judge copies in (build/bench), not its output, so only their presence is kept."""
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.svg_depth = 0
    def handle_starttag(self, tag, attrs):
        if tag == "svg":
            self.svg_depth += 1
            if self.svg_depth == 1:
                print("<svg> (chart not compared)")
        if self.svg_depth:
            return
        shown = " ".join(k if v is None else f'{k}="{v}"' for k, v in attrs)
        print(f"<{tag}{' ' + shown if shown else ''}>")
    def handle_endtag(self, tag):
        if tag == "svg":
            self.svg_depth -= 1
        elif not self.svg_depth:
            print(f"</{tag}>")
    def handle_data(self, data):
        if not self.svg_depth:
            for line in data.splitlines():
                if line.strip():
                    print("text: " + line.strip())

def normalise_html(path):
    parser = Structure()
    parser.feed(open(path, encoding="utf-8", errors="replace").read())
    parser.close()

# The judge's table, raw: a solution's row, then its indented lines (its tests with -v, its reason line
# without). In the block of a solution that may TLE, each test's AC or TLE line becomes `NAME AC|TLE`, the
# row's passed count `?` and the reason line's test name TLE_TEST.
ROW = re.compile(r"^(\S+\s+\S+\s+\S+\s+)(\d+)/(\d+)(\s+[\d.]+ ms\s+[\d.]+ [KM]B\s+)(.*)$")
TEST_LINE = re.compile(r"^(\s+\S+\s+)(?:AC|TLE)\s+[\d.]+ ms\s+[\d.]+ [KM]B(\s.*)?$")
REASON_LINE = re.compile(r"^(\s+)\S+: (?=CPU |wall clock )")

def quiet_block(lines):
    row = ROW.match(lines[0])
    if not row or "TLE" not in row.group(5):
        return lines
    quiet = [ROW.sub(r"\g<1>?/\3\4\5", lines[0])]
    for line in lines[1:]:
        line = TEST_LINE.sub(r"\1AC|TLE", line)
        quiet.append(REASON_LINE.sub(r"\1TLE_TEST: ", line))
    return quiet

def normalise_tle_noise():
    block = []  # a solution's row and the indented lines under it
    for line in sys.stdin.read().splitlines():
        if block and line[:1].isspace():
            block.append(line)
            continue
        if block:
            print("\n".join(quiet_block(block)))
        block = [line] if ROW.match(line) else []
        if not block:
            print(line)
    if block:
        print("\n".join(quiet_block(block)))

if __name__ == "__main__":
    mode = sys.argv[1]
    if mode == "json":
        normalise_json(sys.argv[2])
    elif mode == "html":
        normalise_html(sys.argv[2])
    else:
        normalise_tle_noise()
PYTHON
}

regex_escape() { printf '%s' "$1" | sed 's/[][\.*^$#/+?(){}|]/\\&/g'; }

# Text normalisation, stdin to stdout; $1 is the side (before/after), whose own folders get fixed names.
normalise_text() {
    local side_dir="$WORK/$1"
    python3 "$WORK/normalise.py" tle |
    sed -E \
        -e "s#$(regex_escape "$side_dir/cache")#CACHE#g" \
        -e "s#$(regex_escape "$side_dir/out")#OUT#g" \
        -e "s#$(regex_escape "$WORK")#WORK#g" \
        -e 's#/(tmp|var/tmp)/[A-Za-z0-9_.-]*-[A-Za-z0-9]{6}\b#TMP#g' \
        -e 's#/tmp/tmp\.[A-Za-z0-9]{10}\b#TMP#g' \
        -e 's/\b0x[0-9a-fA-F]+\b/0xADDR/g' \
        -e "s/CPU limit [0-9]+ ms reached \(SIGXCPU at [0-9]+ ms by wait4's count\)/CPU time over the limit/g" \
        -e 's/CPU [0-9]+ ms > [0-9]+ ms/CPU time over the limit/g' \
        -e 's/Slowest test: [^()]* \([^()]*\)\./Slowest test: SLOWEST./g' \
        -e 's/^(  \S+ +AC +[0-9.]+ ms  )\S+$/\1SLOWEST/' \
        -e 's/(the slowest AC run: \S+ on )[^,]+,/\1SLOWEST,/' \
        -e 's/suggested time_limit_ms: [0-9]+/suggested time_limit_ms: N/g' \
        -e 's/[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2} UTC/DATE UTC/g' |
    # Numbers with a unit of time or memory; then, on the lines that had one, runs of spaces (the columns
    # are padded to the width of those numbers). Lines without one keep their spacing (boards).
    sed -E \
        -e 's/\b[0-9]+(\.[0-9]+)?( ?)(ms|KB|MB)\b/N\2\3/g' \
        -e 's/\b[0-9]+\.[0-9]+( ?)s\b/N\1s/g' \
        -e 't collapse' -e 'b' -e ':collapse' -e 's/  +/ /g'
}

# The normalised record of one file the command wrote.
normalise_file() {
    local side=$1 file=$2
    case "$file" in
        *.json) python3 "$WORK/normalise.py" json "$file" | normalise_text "$side" ;;
        *.html) python3 "$WORK/normalise.py" html "$file" | normalise_text "$side" ;;
        *) normalise_text "$side" <"$file" ;;
    esac
}

# Runs command number $2 with binary $3 as side $1; leaves its normalised record in WORK/<side>/record.
run_side() {
    local side=$1 index=$2 binary=$3
    local side_dir="$WORK/$side" out="$WORK/$side/out"
    rm -rf "$out" && mkdir -p "$out"
    local text=${COMMANDS[$index]}
    text=${text//@CACHE@/$side_dir/cache}
    text=${text//@OUT@/$out}
    text=${text//@WORK@/$WORK}
    local -a args
    read -ra args <<<"$text"
    local status=0
    timeout "${COMPARE_TIMEOUT:-1800}" "$binary" "${args[@]}" >"$side_dir/stdout" 2>"$side_dir/stderr" || status=$?
    {
        echo "== exit status $status"
        echo "== stdout"
        normalise_text "$side" <"$side_dir/stdout"
        echo "== stderr"
        normalise_text "$side" <"$side_dir/stderr"
        local file
        while IFS= read -r file; do
            echo "== file ${file#"$out"/}"
            normalise_file "$side" "$file"
        done < <(find "$out" -type f | LC_ALL=C sort)
    } >"$side_dir/record"
}

# Command $1 as printed: its placeholders as the names the normalised output uses.
shown_command() {
    local shown="judge ${COMMANDS[$1]}"
    shown=${shown//@CACHE@/CACHE}
    shown=${shown//@OUT@/OUT}
    echo "${shown//@WORK@/WORK}"
}

# Runs command $1 with both binaries and reports; returns 1 when the records differ.
compare_command() {
    local index=$1 shown
    shown=$(shown_command "$1")
    run_side before "$index" "$BEFORE"
    run_side after "$index" "$AFTER"
    mkdir -p "$WORK/records"
    cp "$WORK/before/record" "$WORK/records/$index.before" && cp "$WORK/after/record" "$WORK/records/$index.after"
    if diff -q "$WORK/before/record" "$WORK/after/record" >/dev/null; then
        echo "same: $shown"
        return 0
    fi
    echo "DIFFERS: $shown"
    diff -u --label before --label after "$WORK/before/record" "$WORK/after/record" | head -n 40 | sed 's/^/    /' || true
    return 1
}

main() {
    local before_arg="" before_commit=""
    case $# in
        2) [[ "$1" == --before-commit ]] && usage; before_arg=$1 ;;
        3) [[ "$1" == --before-commit && -n "$2" ]] || usage; before_commit=$2; shift ;;
        *) usage ;;
    esac
    local after_arg=${2}
    [[ -d judge && -d testdata && -d tests/fixtures ]] || usage "run it from the repository root"
    require_executable "$after_arg"
    [[ -z "$before_arg" ]] || require_executable "$before_arg"
    if [[ -n "$before_commit" ]]; then
        git rev-parse --verify --quiet "$before_commit^{commit}" >/dev/null || usage "$before_commit: no such commit"
    fi

    trap cleanup EXIT
    trap 'exit 130' INT TERM
    WORK=$(mktemp -d "${TMPDIR:-/tmp}/compare-behaviour.XXXXXX")
    mkdir -p "$WORK/before/cache" "$WORK/after/cache"
    AFTER=$(absolute_path "$after_arg")
    if [[ -n "$before_commit" ]]; then build_before_commit "$before_commit"; else BEFORE=$(absolute_path "$before_arg"); fi
    prepare_stress_fixture
    write_python_helpers
    export LC_ALL=C.UTF-8  # the same boards (box-drawing characters) whoever runs it
    unset NO_COLOR CI

    local index selected=0 differ=0
    for index in "${!COMMANDS[@]}"; do
        [[ -z "${COMPARE_ONLY:-}" || "$(shown_command "$index")" =~ ${COMPARE_ONLY} ]] || continue
        selected=$((selected + 1))
        compare_command "$index" || differ=$((differ + 1))
    done
    ((selected > 0)) || usage "COMPARE_ONLY=$COMPARE_ONLY matches no command"
    echo "compare_behaviour: $selected commands, $differ differ (before: $BEFORE, after: $AFTER)"
    ((differ == 0))
}

main "$@"
