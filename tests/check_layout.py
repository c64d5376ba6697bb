#!/usr/bin/env python3
"""The judge's architecture, checked: the rooms of judge/ (docs/architecture.md) and the rules between them.

- An include names its room from the repository root ("judge/grid/format.hpp"), never a relative path.
- Dependencies point down only: a file includes headers of its own room or of the rooms ALLOWED lists.
- No header cycle, within a room either; and no unit cycle: a unit is a .hpp with its .cpp, and unit A
  uses unit B when A's header or source includes B's header (so checker.cpp including diff.hpp while
  diff.hpp includes checker.hpp is a cycle, though no header includes itself).
- Every header opens with the sentence that says what its room is for (ROOM_SENTENCE's opening).
- No source file under judge/ over MAX_LINES lines.
- The top of judge/ (the pipeline and main.cpp) holds at most MAX_TOP_FILES source files: what is not the
  pipeline has a room of its own (formats/, inputs/, machine/, ...).

Usage: tests/check_layout.py [ROOT]   (ROOT: the repository, default: this file's parent's parent)
       tests/check_layout.py --self-test   (a made-up tree that breaks every rule must be caught)
Exit status 0 when every rule holds; 1 with one line per breach, "file:line: what", otherwise.
"""
import contextlib
import io
import re
import sys
import tempfile
from pathlib import Path

MAX_LINES = 600
MAX_TOP_FILES = 16

# The rooms, top-down, and what each may include besides itself. "pipeline" is judge/*.{hpp,cpp}.
ALLOWED = {
    "main": {"cli", "view", "inputs", "formats", "pipeline", "machine", "checkers", "function", "grid", "sandbox",
             "util"},
    "cli": {"view", "inputs", "formats", "pipeline", "machine", "checkers", "function", "grid", "sandbox", "util"},
    "view": {"pipeline", "machine", "checkers", "function", "grid", "sandbox", "util"},
    "inputs": {"formats", "pipeline", "machine", "checkers", "function", "grid", "sandbox", "util"},
    "formats": {"pipeline", "machine", "checkers", "function", "grid", "sandbox", "util"},
    "pipeline": {"machine", "checkers", "function", "grid", "sandbox", "util"},
    "machine": {"sandbox", "util"},
    "checkers": {"grid", "sandbox", "util"},
    "function": {"util"},
    "grid": {"util"},
    "sandbox": {"util"},
    "util": set(),
}

# How each room's headers open: the first comment line says what the room is for.
ROOM_SENTENCE = {
    "cli": "// cli/:",
    "view": "// view/:",
    "inputs": "// inputs/:",
    "formats": "// formats/:",
    "pipeline": "// The pipeline (judge/*.hpp):",
    "machine": "// machine/:",
    "checkers": "// checkers/:",
    "function": "// function/:",
    "grid": "// grid/:",
    "sandbox": "// sandbox/:",
    "util": "// util/:",
}

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')


def room_of(path: Path, judge: Path) -> str:
    relative = path.relative_to(judge)
    if len(relative.parts) == 1:
        return "main" if relative.name == "main.cpp" else "pipeline"
    return relative.parts[0]


def find_cycles(graph):
    """Each cycle of a graph (node -> nodes it points at), once, by its path: a depth-first search."""
    state = {}  # node -> "open" | "done"
    cycles = []

    def visit(node, stack):
        state[node] = "open"
        stack.append(node)
        for target in sorted(graph.get(node, ())):
            if state.get(target) == "open":
                cycles.append(stack[stack.index(target):] + [target])
            elif target not in state:
                visit(target, stack)
        stack.pop()
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            visit(node, [])
    return cycles


def check(root: Path) -> int:
    judge = root / "judge"
    files = sorted(p for p in judge.rglob("*") if p.suffix in (".hpp", ".cpp"))
    breaches = []
    graph = {}  # header -> headers it includes (repository-relative)
    units = {}  # unit (path without its suffix) -> units whose headers its .hpp or .cpp includes

    for path in files:
        name = path.relative_to(root).as_posix()
        room = room_of(path, judge)
        if room not in ALLOWED:
            breaches.append(f"{name}:1: room '{room}' is not one of {', '.join(sorted(ALLOWED))}")
            continue
        lines = path.read_text(encoding="utf-8").split("\n")
        if len(lines) - (lines[-1] == "") > MAX_LINES:
            breaches.append(f"{name}:1: {len(lines)} lines, more than {MAX_LINES}: split it by responsibility")
        if path.suffix == ".hpp" and not lines[0].startswith(ROOM_SENTENCE[room]):
            breaches.append(f"{name}:1: a header opens with what its room is for: expected "
                            f"'{ROOM_SENTENCE[room]} ...', got '{lines[0][:60]}'")
        included = []
        for number, line in enumerate(lines, 1):
            match = INCLUDE.match(line)
            if not match:
                continue
            target = match.group(1)
            if not target.startswith("judge/"):
                breaches.append(f"{name}:{number}: include \"{target}\": name it from the repository root "
                                f"(\"judge/<room>/<file>.hpp\")")
                continue
            target_path = root / target
            if not target_path.is_file():
                breaches.append(f"{name}:{number}: include \"{target}\": no such file")
                continue
            target_room = room_of(target_path, judge)
            if target_room != room and target_room not in ALLOWED[room]:
                breaches.append(f"{name}:{number}: {room} includes {target} of the room {target_room}, "
                                f"which is not below it (allowed: {', '.join(sorted(ALLOWED[room])) or 'none'})")
            included.append(target)
        if path.suffix == ".hpp":
            graph[name] = included
        unit = name.rsplit(".", 1)[0]
        units.setdefault(unit, set()).update(t.rsplit(".", 1)[0] for t in included if t.rsplit(".", 1)[0] != unit)

    top = [p for p in files if p.parent == judge]
    if len(top) > MAX_TOP_FILES:
        breaches.append(f"judge/:1: {len(top)} source files at the top, more than {MAX_TOP_FILES}: the top is the "
                        f"pipeline; give what is not a room of its own (docs/architecture.md)")

    # Cycles between headers, then between units (a unit cycle already reported between headers is not
    # repeated).
    cycles = find_cycles(graph)
    for cycle in cycles:
        breaches.append(f"{cycle[0]}:1: header cycle: {' -> '.join(cycle)}")
    header_cycles = {frozenset(h.rsplit(".", 1)[0] for h in cycle) for cycle in cycles}
    for cycle in find_cycles(units):
        if frozenset(cycle) not in header_cycles:
            breaches.append(f"{cycle[0]}.hpp:1: unit cycle: {' -> '.join(cycle)} (a unit is a .hpp with its .cpp)")

    for breach in breaches:
        print(breach)
    if breaches:
        print(f"check_layout: {len(breaches)} breach(es) of docs/architecture.md's rules")
        return 1
    print(f"check_layout: {len(files)} files in {len(ALLOWED)} rooms ({len(top)} at the top of judge/, at most "
          f"{MAX_TOP_FILES}): every include points down, no header or unit cycle, none over {MAX_LINES} lines")
    return 0


def self_test() -> int:
    """Every rule must be able to fail: a tree that breaks each one once gets exactly those breaches."""
    files = {
        "judge/util/text.hpp": "// util/: helpers\n#include \"judge/grid/format.hpp\"\n",   # upward include
        "judge/grid/format.hpp": "// grid/: grids\n#include \"../util/text.hpp\"\n",       # relative include
        "judge/grid/a.hpp": "// grid/: grids\n#include \"judge/grid/b.hpp\"\n",           # a cycle a -> b -> a
        "judge/grid/b.hpp": "// grid/: grids\n#include \"judge/grid/a.hpp\"\n",
        "judge/view/board.hpp": "// Boards.\n",                                               # no room sentence
        "judge/cli/show.cpp": "// show\n" + "int x;\n" * (MAX_LINES + 1),                   # too long
        "judge/problem.hpp": "// The pipeline (judge/*.hpp): fine\n#include \"judge/util/text.hpp\"\n",
        # A unit cycle without a header cycle: c.cpp includes d.hpp, d.hpp includes c.hpp.
        "judge/sandbox/c.hpp": "// sandbox/: runs\n",
        "judge/sandbox/c.cpp": "#include \"judge/sandbox/c.hpp\"\n#include \"judge/sandbox/d.hpp\"\n",
        "judge/sandbox/d.hpp": "// sandbox/: runs\n#include \"judge/sandbox/c.hpp\"\n",
        # A format that reads a report: formats/ is below view/.
        "judge/formats/ours.hpp": "// formats/: in and out\n#include \"judge/view/board.hpp\"\n",
    }
    # The top crowded: problem.hpp and 16 more pipeline files.
    files.update({f"judge/stage{i}.cpp": "int stage;\n" for i in range(MAX_TOP_FILES)})
    expected = ["judge/util/text.hpp:2: util includes judge/grid/format.hpp",
                "judge/grid/format.hpp:2: include \"../util/text.hpp\": name it from the repository root",
                "header cycle: judge/grid/a.hpp -> judge/grid/b.hpp -> judge/grid/a.hpp",
                "judge/view/board.hpp:1: a header opens with what its room is for",
                "judge/cli/show.cpp:1: 603 lines, more than 600",
                "unit cycle: judge/sandbox/c -> judge/sandbox/d -> judge/sandbox/c",
                "judge/formats/ours.hpp:2: formats includes judge/view/board.hpp",
                f"judge/:1: {MAX_TOP_FILES + 1} source files at the top, more than {MAX_TOP_FILES}"]
    with tempfile.TemporaryDirectory() as folder:
        for name, text in files.items():
            (Path(folder) / name).parent.mkdir(parents=True, exist_ok=True)
            (Path(folder) / name).write_text(text, encoding="utf-8")
        printed = io.StringIO()
        with contextlib.redirect_stdout(printed):
            status = check(Path(folder))
    missing = [line for line in expected if line not in printed.getvalue()]
    breaches = printed.getvalue().count("\n") - 1
    if status != 1 or missing or breaches != len(expected):
        print(printed.getvalue() + f"check_layout --self-test: FAILED: exit {status}, {breaches} breaches "
              f"(expected {len(expected)}), missing: {missing}")
        return 1
    print(f"check_layout --self-test: each of the {len(expected)} rules caught its breach")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    sys.exit(check(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent))
