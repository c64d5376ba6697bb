#!/usr/bin/env python3
"""What the documentation quotes, checked against the tree, so that a change that renames a file, a test or
a problem fails the build instead of the reader.

Read: README.md, README.zh-CN.md, docs/**/*.md and solutions/*/README.md. Checked:
- every relative Markdown link, [text](path), points at a file or folder that exists (anchors and web
  addresses are not followed);
- every path quoted in backquotes that starts with one of the tree's top folders (solutions/, testdata/,
  tests/, judge/, docs/, bench/, .ci/) exists; a quote that holds a placeholder (<...>, NAME, FILE, *, ...)
  is a pattern, not a path, and is skipped; a quoted folder may end in '/';
- every test named in backquotes as GROUP/NAME (sample/, secret/, hard/, invalid/) exists as NAME.in in
  that group (a NAME of digits alone, `secret/02`, is the test whose name starts so): in the problem of
  the solution README that quotes it, else in any problem; a quote that is a link's text to a web
  address names another repository's file and is not checked;
- a test quoted without its group (`10_17_clue_line_1`) or cut short (`09_wikipedia…`) is looked for in
  every group, by its start;
- every `build/judge` command quoted in backquotes names existing paths, and a `--problem NAME` that
  matches a problem;
- every `make TARGET` quoted in backquotes, or on a line of its own in a code block, names a target of the
  Makefile or of a makefile it includes (bench/*.mk, tests/*.mk);
- the front pages (README.md, README.zh-CN.md) link each other on their first line, list the same problems
  (their solutions/<name>/README.md links, in order) and the same make commands in their code blocks.
- the passages some readers come for are there (PASSAGES): packages.md opens with its walkthrough, the
  Chinese front page says what a LeetCode generator prints, what a CPU-tree TLE line means and how to skip
  hard/, usage.md says what "smaller" means for each kind of problem (issue 49).

Usage: tests/check_docs.py [ROOT]   (ROOT: the repository, default: this file's parent's parent)
       tests/check_docs.py --self-test   (a made-up tree: a doc quoting a test passes, and fails once the
                                          test is renamed)
Exit status 0 when everything quoted exists; 1 with one line per breach, "file:line: what", otherwise.
"""
import contextlib
import io
import re
import sys
import tempfile
from pathlib import Path

TOP_FOLDERS = ("solutions/", "testdata/", "tests/", "judge/", "docs/", "bench/", ".ci/")
GROUPS = ("sample", "secret", "hard", "invalid")
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
QUOTE = re.compile(r"`([^`\n]+)`")
TEST_NAME = re.compile(r"^(sample|secret|hard|invalid)/(\d\d[A-Za-z0-9_.\-]*?)(?:\.in|\.out)?$")
# A test quoted without its group ("10_17_clue_line_1"), or cut short ("09_wikipedia…"): looked for in
# every group, by name or by the start of a name.
BARE_TEST = re.compile(r"^(?:(sample|secret|hard|invalid)/)?(\d\d_[A-Za-z0-9_\-]+?)(…|\.\.\.)?$")
# What makes a quote a pattern rather than a path: placeholders, globs, ellipses, alternatives.
PATTERN = re.compile(r"[<>*{}|…]|\.\.\.|\b(?:NAME|FILE|DIR|GROUP|PROBLEM|VERDICT|SOLVER|ROOT|REV|N)\b")


# Passages a document must hold, each as (what, the text it must contain); a document that is not in the tree
# (the self-test's) is not checked.
PASSAGES = {
    "docs/packages.md": [
        ("the five-minute walkthrough, before the reference", "## A first package in five minutes"),
        ("the walkthrough's custom validator", "output_validators/"),
        ("the walkthrough's three verdict folders", "submissions/time_limit_exceeded/"),
        ("the walkthrough's export", "build/judge export"),
    ],
    "README.zh-CN.md": [
        ("what a LeetCode generator prints", '[["5","3",'),
        ("the CPU-tree TLE line explained", "CPU of all its processes reached"),
        ("skipping hard/ while iterating", "--group sample --group secret"),
    ],
    "docs/usage.md": [
        ("what a smaller case is for a puzzle to solve", "**a puzzle to solve**"),
        ("what a smaller case is for a board to check", "**a board to check**"),
    ],
}
# Passages that must come before another in the same document: (document, first, then).
PASSAGE_ORDER = [("docs/packages.md", "## A first package in five minutes", "## What is read")]


def passages_missing(root: Path):
    breaches = []
    for name, passages in PASSAGES.items():
        if not (root / name).exists():
            continue
        text = (root / name).read_text(encoding="utf-8")
        for what, passage in passages:
            if passage not in text:
                breaches.append(f"{name}:1: {what} is missing (expected the text '{passage}')")
    for name, first, then in PASSAGE_ORDER:
        if not (root / name).exists():
            continue
        text = (root / name).read_text(encoding="utf-8")
        if first in text and then in text and text.index(first) > text.index(then):
            breaches.append(f"{name}:1: '{first}' must come before '{then}'")
    return breaches


# The front page in each language: each is checked as the others are, and they must list the same problems
# and the same two commands.
FRONT_PAGES = ("README.md", "README.zh-CN.md")
PROBLEM_LINK = re.compile(r"\]\((solutions/[^/)]+)/README\.md\)")


def docs_of(root: Path):
    files = [root / name for name in FRONT_PAGES if (root / name).exists()]
    files += sorted((root / "docs").rglob("*.md")) if (root / "docs").exists() else []
    files += sorted((root / "solutions").glob("*/README.md")) if (root / "solutions").exists() else []
    return files


def problems_of(root: Path):
    return sorted(p.parent.name for p in (root / "testdata").glob("*/problem.yaml"))


def test_exists(root: Path, problems, group: str, name: str, own_problem) -> bool:
    """NAME.in in the group; a name of digits alone ("secret/02") is the test whose name starts "02_"."""
    candidates = [own_problem] if own_problem in problems else problems
    for problem in candidates:
        folder = root / "testdata" / problem / group
        if (folder / f"{name}.in").exists() or (name.isdigit() and any(folder.glob(f"{name}_*.in"))):
            return True
    return False


def bare_test_exists(root: Path, problems, group, start: str, own_problem) -> bool:
    candidates = [own_problem] if own_problem in problems else problems
    groups = [group] if group else list(GROUPS)
    return any(any((root / "testdata" / p / g).glob(f"{start}*.in")) for p in candidates for g in groups)


MAKE_RULE = re.compile(r"^([A-Za-z0-9_.%/$()\- ]+?)\s*::?(?!=)")


def make_targets(root: Path):
    """The targets the Makefile and the makefiles beside it declare: rule heads and .PHONY names."""
    targets = set()
    for makefile in [root / "Makefile", *sorted(root.glob("*/*.mk"))]:
        if not makefile.exists():
            continue
        for line in makefile.read_text(encoding="utf-8").splitlines():
            rule = MAKE_RULE.match(line)
            if rule:
                targets.update(rule.group(1).split())
            if line.startswith(".PHONY:"):
                targets.update(line.split(":", 1)[1].split())
    return targets


def check_make(targets, command: str):
    """Why a quoted `make ...` command names a target the makefiles do not have; None when it is fine. Only
    plain names are checked: VAR=value and options are skipped, a path (build/judge) is a file target."""
    for word in command.split()[1:]:
        if "=" in word or word.startswith("-"):
            continue
        if "/" in word or PATTERN.search(word) or not re.fullmatch(r"[a-z][a-z0-9-]*", word):
            return None
        return None if word in targets else f"no target '{word}' in the Makefile or bench/*.mk, tests/*.mk"
    return None


def check_path(root: Path, quoted: str) -> bool:
    path = quoted.rstrip("/").split("#")[0].split(":")[0]
    return (root / path).exists()


def check_command(root: Path, problems, command: str):
    """Why a quoted `build/judge ...` command names something that is not there; None when it is fine."""
    words = command.split()
    for i, word in enumerate(words):
        if word == "--problem" and i + 1 < len(words):
            name = words[i + 1].strip("'\"")
            if not PATTERN.search(name) and not any(p == name or p.startswith(name) for p in problems):
                return f"--problem {name}: no such problem in testdata/"
        elif word.startswith(TOP_FOLDERS) and not PATTERN.search(word):
            if not check_path(root, word.strip("'\";,")):
                return f"{word}: no such file or folder"
    return None


def check(root: Path) -> int:
    problems = problems_of(root)
    targets = make_targets(root)
    breaches = []
    for doc in docs_of(root):
        own_problem = doc.parent.name if doc.parent.parent.name == "solutions" else None
        in_code_block = False
        for number, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), start=1):
            where = f"{doc.relative_to(root)}:{number}"
            if line.lstrip().startswith("```"):
                in_code_block = not in_code_block
                continue
            if in_code_block:
                command = line.strip().removeprefix("$ ")
                if command.startswith("make ") and (problem := check_make(targets, command)):
                    breaches.append(f"{where}: `{command.split('#')[0].strip()}`: {problem}")
                continue  # program output and examples: quoted as printed
            for target in LINK.findall(line):
                if re.match(r"^[a-z]+:", target) or target.startswith("#"):
                    continue
                path = target.split("#")[0]
                if path and not (doc.parent / path).exists():
                    breaches.append(f"{where}: link to {target}: no such file or folder")
            # A quote that is the text of a link to the web names a file of another repository.
            line = re.sub(r"\[`[^`\]]*`\]\([a-z]+:[^)]*\)", "", line)
            for quoted in QUOTE.findall(line):
                quoted = quoted.strip()
                if quoted.startswith("make ") and (problem := check_make(targets, quoted)):
                    breaches.append(f"{where}: `{quoted}`: {problem}")
                    continue
                if quoted.startswith("build/judge"):
                    problem = check_command(root, problems, quoted)
                    if problem:
                        breaches.append(f"{where}: `{quoted}`: {problem}")
                    continue
                bare = BARE_TEST.match(quoted)
                if bare and (bare.group(3) or not bare.group(1)):
                    if not bare_test_exists(root, problems, bare.group(1), bare.group(2), own_problem):
                        breaches.append(f"{where}: test `{quoted}`: no test named so in "
                                        f"{'testdata/' + own_problem if own_problem in problems else 'any problem'}")
                    continue
                if " " in quoted or PATTERN.search(quoted):
                    continue
                test = TEST_NAME.match(quoted)
                if test:
                    if not test_exists(root, problems, test.group(1), test.group(2), own_problem):
                        breaches.append(f"{where}: test `{quoted}`: no {test.group(1)}/{test.group(2)}.in in "
                                        f"{'testdata/' + own_problem if own_problem in problems else 'any problem'}")
                elif quoted.startswith(TOP_FOLDERS) and not check_path(root, quoted):
                    breaches.append(f"{where}: `{quoted}`: no such file or folder")
    breaches += front_pages_differ(root)
    breaches += passages_missing(root)
    for breach in breaches:
        print(breach)
    if breaches:
        print(f"check_docs: {len(breaches)} quote(s) name what the tree does not have")
        return 1
    print(f"check_docs: {len(docs_of(root))} documents: every quoted path, test, build/judge command and make target exists")
    return 0


def front_page_facts(page: Path):
    """The problems a front page links (solutions/<name>) and the make commands of its code blocks."""
    problems, commands, in_code_block = [], [], False
    for line in page.read_text(encoding="utf-8").splitlines():
        if line.lstrip().startswith("```"):
            in_code_block = not in_code_block
            continue
        if in_code_block and line.startswith("make "):
            commands.append(line.split("#")[0].strip())
        elif not in_code_block and line.startswith("- "):
            problems += PROBLEM_LINK.findall(line)
    return problems, commands


def front_pages_differ(root: Path):
    """Breaches where a front page lists other problems or other make commands than README.md, or does not
    link the others on its first line."""
    pages = [root / name for name in FRONT_PAGES if (root / name).exists()]
    if len(pages) < 2:
        return []
    breaches = []
    first_problems, first_commands = front_page_facts(pages[0])
    for page in pages:
        first_line = page.read_text(encoding="utf-8").splitlines()[0] if page.read_text(encoding="utf-8") else ""
        for other in pages:
            if other != page and f"]({other.name})" not in first_line:
                breaches.append(f"{page.name}:1: the first line does not link {other.name}")
        if page == pages[0]:
            continue
        problems, commands = front_page_facts(page)
        if problems != first_problems:
            missing = sorted(set(first_problems) - set(problems))
            extra = sorted(set(problems) - set(first_problems))
            breaches.append(f"{page.name}: lists other problems than {pages[0].name} (missing {missing}, extra {extra}"
                            f"{'' if missing or extra else ', or in another order'})")
        if commands != first_commands:
            breaches.append(f"{page.name}: its commands {commands} are not {pages[0].name}'s {first_commands}")
    return breaches


def self_test() -> int:
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        (root / "testdata/p/secret").mkdir(parents=True)
        (root / "testdata/p/problem.yaml").write_text("kind: stdio\n")
        (root / "testdata/p/secret/01_a.in").write_text("1\n")
        (root / "solutions/p").mkdir(parents=True)
        (root / "solutions/p/x.c").write_text("int main(void) { return 0; }\n")
        (root / "Makefile").write_text(".PHONY: judge\njudge:\n\techo\nbench-old: x\n")
        (root / "solutions/p/README.md").write_text(
            "See `secret/01_a`, `01_a`, [x](x.c), `testdata/p/secret/01_a.in` and `build/judge solutions/p/x.c --problem p`.\n"
            "Patterns are skipped: `testdata/<problem>/`, `secret/NN_name`. Run `make judge JOBS=2`, `make bench-old`.\n"
            "```\nmake bench-old X=1   # a comment\n```\n")
        (root / "README.md").write_text("[中文](README.zh-CN.md)\n- p: [solutions/p/](solutions/p/README.md)\n"
                                        "```sh\nmake judge   # judge\n```\n")
        (root / "README.zh-CN.md").write_text("[English](README.md)\n- p：[solutions/p/](solutions/p/README.md)\n"
                                              "```sh\nmake judge   # 评测\n```\n"
                                              '[["5","3",  CPU of all its processes reached  --group sample --group secret\n')
        quiet = io.StringIO()
        with contextlib.redirect_stdout(quiet):
            whole = check(root)
        (root / "testdata/p/secret/01_a.in").rename(root / "testdata/p/secret/01_b.in")
        (root / "Makefile").write_text(".PHONY: judge\njudge:\n\techo\n")
        (root / "README.zh-CN.md").write_text("English\n```sh\nmake judge   # 评测\nmake test\n```\n")
        (root / "docs").mkdir()
        (root / "docs/packages.md").write_text("## What is read\n## A first package in five minutes\n"
                                              "output_validators/ submissions/time_limit_exceeded/ build/judge export\n")
        with contextlib.redirect_stdout(quiet):
            renamed = check(root)
        caught = quiet.getvalue()
        ok = (whole == 0 and renamed == 1 and "test `secret/01_a`" in caught and "test `01_a`" in caught
              and "testdata/p/secret/01_a.in" in caught and caught.count("no target 'bench-old'") == 2
              and "'judge'" not in caught and "README.zh-CN.md:1: the first line does not link README.md" in caught
              and "lists other problems than README.md (missing ['solutions/p']" in caught
              and "its commands ['make judge', 'make test']" in caught
              and "docs/packages.md:1: '## A first package in five minutes' must come before '## What is read'" in caught
              and "README.zh-CN.md:1: what a LeetCode generator prints is missing" in caught)
        print("check_docs self-test: " + ("a renamed test, a removed make target, front pages that differ and a missing "
                                          "or misplaced passage are caught" if ok
                                          else "FAILED\n" + caught))
        return 0 if ok else 1


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    sys.exit(check(Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent))
