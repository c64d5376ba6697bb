#!/usr/bin/env bash
# Remakes the docs' screenshots in docs/images/ with headless Chromium (Debian: apt-get install chromium):
#   board-view.png  `judge show` running a solver: givens plain, filled digits yellow
#   wa-diff.png     `judge -v` on a wrong answer: expected and received boards, wrong cells marked
#   report.png      the `judge --html` page (report-phone.png: the same on a phone's width)
# Terminal output is coloured with --color=always, turned into HTML by a small converter below (SGR codes
# only) and screenshotted, so the pictures show exactly what the judge prints.
# Usage: tests/screenshot.sh            (from the repository's root; builds build/judge first)
#        JUDGE=path/to/judge tests/screenshot.sh
set -euo pipefail
cd "$(dirname "$0")/.."

JUDGE=${JUDGE:-build/judge}
OUT=docs/images
WORK=build/screenshots
CHROMIUM=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [ -z "$CHROMIUM" ]; then
    echo "screenshot.sh: no chromium in PATH (Debian: apt-get install chromium)" >&2
    exit 2
fi
if [ "$JUDGE" = build/judge ]; then make -s build/judge; fi
mkdir -p "$OUT" "$WORK"
export LANG=C.UTF-8 NO_COLOR= CI=true

# shot PAGE PNG WIDTH HEIGHT: a screenshot of an HTML file, with a profile of its own and no network.
shot() {
    local profile
    profile=$(mktemp -d)
    timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu --disable-background-networking \
        --disable-component-update --disable-sync --no-first-run --hide-scrollbars --user-data-dir="$profile" \
        --window-size="$3,$4" --screenshot="$2" "file://$(realpath "$1")" >/dev/null 2>&1
    rm -rf "$profile"
    echo "wrote $2"
}

# terminal TITLE < ANSI text > HTML: a dark terminal window showing the text, colours kept.
terminal() {
    python3 -c '
import html, re, sys
palette = {30: "#2e3436", 31: "#ef2929", 32: "#8ae234", 33: "#fce94f", 34: "#729fcf", 35: "#d98cd9", 36: "#34e2e2",
           37: "#d3d7cf", 90: "#888a85", 91: "#ff5f5f", 92: "#8ae234", 93: "#fce94f", 94: "#729fcf", 95: "#ad7fa8",
           96: "#34e2e2", 97: "#eeeeec"}
text = sys.stdin.read()
out, color, bold = [], None, False
for piece in re.split(r"(\x1b\[[0-9;]*m)", text):
    match = re.fullmatch(r"\x1b\[([0-9;]*)m", piece)
    if not match:
        style = (f"color:{color};" if color else "") + ("font-weight:bold;" if bold else "")
        escaped = html.escape(piece)
        out.append(f"<span style=\"{style}\">{escaped}</span>" if style else escaped)
        continue
    for code in [int(c) for c in (match.group(1) or "0").split(";") if c]:
        if code == 0: color, bold = None, False
        elif code == 1: bold = True
        elif code in palette: color = palette[code]
title = html.escape(sys.argv[1])
print(f"""<!DOCTYPE html><meta charset="utf-8"><style>
body {{ margin: 0; background: #1e1e1e; }}
.bar {{ background: #333; color: #bbb; font: 13px sans-serif; padding: 6px 12px; }}
pre {{ margin: 0; padding: 10px 14px; color: #d3d7cf; font: 14px/1.15 "DejaVu Sans Mono", monospace; }}
</style><div class="bar">{title}</div><pre>{"".join(out)}</pre>""")
' "$1"
}

# 1. judge show with a solver: the puzzle beside the answer, filled digits highlighted.
{
    echo "\$ build/judge show testdata/nyoj-0722-sudoku/sample/01_sample.in --solution solutions/nyoj-0722-sudoku/bitmask_mrv.cpp"
    "$JUDGE" show testdata/nyoj-0722-sudoku/sample/01_sample.in --solution solutions/nyoj-0722-sudoku/bitmask_mrv.cpp \
        --color=always || true
} | terminal "judge show" > "$WORK/board-view.html"
shot "$WORK/board-view.html" "$OUT/board-view.png" 1000 400

# 2. -v on a wrong answer, stopped at the first failing test (-x) to keep it short. The wrong program is
# made up here: it prints the sample's solution with two filled cells of row 5 swapped (a typical slip),
# whatever the input; its folder names the problem, so the judge finds testdata/nyoj-0722-sudoku.
mkdir -p "$WORK/nyoj-0722-sudoku"
cat > "$WORK/nyoj-0722-sudoku/swapped_cells.c" <<'C'
// expect: WA
#include <stdio.h>
int main(void) {
    puts("1 4 5 3 2 7 6 9 8\n8 3 9 6 5 4 1 2 7\n6 7 2 9 1 8 5 4 3\n4 9 6 1 8 5 3 7 2\n8 1 2 4 7 3 9 5 6\n"
         "7 5 3 2 9 6 4 8 1\n3 6 7 5 4 2 8 1 9\n9 8 4 7 6 1 2 3 5\n5 2 1 8 3 9 7 6 4");
    return 0;
}
C
{
    echo "\$ build/judge -v -x $WORK/nyoj-0722-sudoku/swapped_cells.c"
    "$JUDGE" -v -x --color=always "$WORK/nyoj-0722-sudoku/swapped_cells.c" || true
} | terminal "judge -v" > "$WORK/wa-diff.html"
shot "$WORK/wa-diff.html" "$OUT/wa-diff.png" 1000 440

# 3. The report page, on a desktop and on a phone: an accepted solution (its tests folded), the wrong one
# above with its boards, a compile error, and a solver with its timings.
"$JUDGE" -j 2 --color=never --html "$WORK/report.html" solutions/leetcode-0037-sudoku-solver/dancing_links.cpp \
    "$WORK/nyoj-0722-sudoku/swapped_cells.c" tests/fixtures/CE/nyoj-0722-sudoku/syntax_error.c \
    solutions/nyoj-0722-sudoku/bitmask_mrv.cpp >/dev/null || true
shot "$WORK/report.html" "$OUT/report.png" 1000 1250
shot "$WORK/report.html" "$OUT/report-phone.png" 390 800
