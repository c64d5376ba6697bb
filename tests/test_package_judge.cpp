// build/judge on problem packages made under /tmp (package_judge.hpp), end to end: the submissions held to
// what they declare (exit 0, or 1 when one is not), a learner's file on a package, a custom validator that
// breaks (JE for its tests, never a hang) or looks around (it runs in the sandbox), and bad packages (one line naming the file, exit 2). Needs
// build/judge and runs from the repository's root.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>

#include "judge/sandbox/launcher.hpp"
#include "support.hpp"

namespace {

namespace fs = std::filesystem;
using Scratch = test_support::ScratchFolder;
using test_support::JudgeRun;
using test_support::check_one_line_error;

JudgeRun run_judge(const Scratch& scratch, const std::string& arguments) {
    return test_support::run_built_judge(scratch, "--cache '" + (scratch.path / "cache").string() + "' -j 2 " + arguments,
                                         120);
}

// A legacy package under scratch/pkg that doubles a number: one sample, two secret tests, an accepted and
// a wrong_answer submission in C, a 2 s limit in .timelimit.
fs::path doubling_package(const Scratch& scratch) {
    scratch.write("pkg/problem.yaml", "name: Double\n");
    scratch.write("pkg/.timelimit", "2\n");
    scratch.write("pkg/data/sample/1.in", "2\n");
    scratch.write("pkg/data/sample/1.ans", "4\n");
    scratch.write("pkg/data/secret/1.in", "21\n");
    scratch.write("pkg/data/secret/1.ans", "42\n");
    scratch.write("pkg/data/secret/2.in", "-5\n");
    scratch.write("pkg/data/secret/2.ans", "-10\n");
    scratch.write("pkg/submissions/accepted/twice.c",
                  "#include <stdio.h>\nint main(void) { long n; scanf(\"%ld\", &n); printf(\"%ld\\n\", 2 * n); return 0; }\n");
    scratch.write("pkg/submissions/wrong_answer/square.c",
                  "#include <stdio.h>\nint main(void) { long n; scanf(\"%ld\", &n); printf(\"%ld\\n\", n * n); return 0; }\n");
    return scratch.path / "pkg";
}

}  // namespace

TEST_SUITE("build/judge on problem packages") {

TEST_CASE("a package's submissions get the verdicts they declare: exit 0; one that does not: exit 1") {
    Scratch scratch;
    const fs::path package = doubling_package(scratch);
    JudgeRun run = run_judge(scratch, "'" + package.string() + "'");
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 0);
    CHECK(run.err.find("a problem package (legacy format), 3 tests") != std::string::npos);
    CHECK(run.err.find("time limit 2 s (CPU, on this machine): the package's .timelimit") != std::string::npos);
    CHECK(run.out.find("WA required, AC permitted") != std::string::npos);
    CHECK(run.out.find("2 solutions: 2 as expected") != std::string::npos);
    // square.c is right on 2 (4) and wrong on 21: its first failure is secret/1, as problemtools stops there.
    CHECK(run.out.find("secret/1: line 1, column 1: expected '42', got '441'") != std::string::npos);

    // The same program declared accepted: not as declared.
    scratch.write("pkg/submissions/accepted/square.c",
                  "#include <stdio.h>\nint main(void) { long n; scanf(\"%ld\", &n); printf(\"%ld\\n\", n * n); return 0; }\n");
    run = run_judge(scratch, "'" + package.string() + "'");
    CHECK(run.status == 1);
    CHECK(run.out.find("1 NOT") != std::string::npos);
}

TEST_CASE("a package's table has a package's columns; a fast program in time_limit_exceeded/ is told what it missed") {
    Scratch scratch;
    const fs::path package = doubling_package(scratch);
    scratch.write("pkg/submissions/time_limit_exceeded/fast.c",
                  "#include <stdio.h>\nint main(void) { long n; scanf(\"%ld\", &n); printf(\"%ld\\n\", 2 * n); return 0; }\n");
    JudgeRun run = run_judge(scratch, "'" + package.string() + "'");
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 1);
    // The submissions' own verdicts: no online judge's prediction, no hard group.
    CHECK(run.out.find(" verdict ") != std::string::npos);
    CHECK(run.out.find("predicted") == std::string::npos);
    CHECK(run.out.find(" hard ") == std::string::npos);
    CHECK(run.out.find("expected a TLE on some test (submissions/time_limit_exceeded); every test passed") !=
          std::string::npos);
    CHECK(run.out.find("expected AC, TLE") == std::string::npos);  // not per group, not as a list of permitted verdicts
}

TEST_CASE("an output validator that exits 0 is named as the cause when no time limit can be derived") {
    Scratch scratch;
    const fs::path package = doubling_package(scratch);
    fs::remove(package / ".timelimit");
    scratch.write("pkg/problem.yaml", "name: Double\nvalidation: custom\n");
    scratch.write("pkg/output_validators/zero/zero.cpp", "int main() { return 0; }\n");  // 42 was meant
    scratch.write("pkg/submissions/accepted/twice_too.c",
                  "#include <stdio.h>\nint main(void) { long n; scanf(\"%ld\", &n); printf(\"%ld\\n\", n + n); return 0; }\n");
    JudgeRun run = run_judge(scratch, "'" + package.string() + "'");
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 2);
    CHECK(run.err.find("no time limit can be derived: the output validator failed on the accepted submissions") !=
          std::string::npos);
    CHECK(run.err.find("exited with code 0 (expected 42 accepted or 43 wrong answer; 0 is neither") != std::string::npos);
    CHECK(run.err.find("no accepted submission") == std::string::npos);
}

TEST_CASE("2025-09: a submission that must time out is judged at the limit × time_limit_to_tle") {
    Scratch scratch;
    const fs::path package = doubling_package(scratch);
    scratch.write("pkg/problem.yaml", "problem_format_version: 2025-09\nname: Double\nlimits:\n  time_limit: 1\n");
    fs::remove(package / ".timelimit");
    fs::remove(package / "submissions/wrong_answer/square.c");
    // 1.25 s of CPU, then the right answer: over the 1 s limit, within 1.5 × it, so the limit is not one the
    // format allows with it (time_limit × 1.5 <= its time): not as declared. CPU time, not wall: no flakiness.
    scratch.write("pkg/submissions/time_limit_exceeded/slowish.c",
                  "#include <stdio.h>\n#include <time.h>\nint main(void) { long n; scanf(\"%ld\", &n); "
                  "while (clock() < 5 * CLOCKS_PER_SEC / 4) {} printf(\"%ld\\n\", 2 * n); return 0; }\n");
    scratch.write("pkg/submissions/time_limit_exceeded/spin.c", "int main(void) { for (;;) {} }\n");
    JudgeRun run = run_judge(scratch, "'" + package.string() + "'");
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 1);
    CHECK(run.err.find("judged at 1.5 × the limit (1.5 s)") != std::string::npos);
    CHECK(run.out.find("TLE required, AC permitted at 1.5 × the limit") != std::string::npos);
    CHECK(run.out.find("3 solutions: 2 as expected, 1 NOT") != std::string::npos);
    const std::size_t slowish = run.out.find("slowish.c");
    REQUIRE(slowish != std::string::npos);
    CHECK(run.out.find("✗", slowish) < run.out.find("spin.c"));  // the one NOT as declared is slowish.c
}

TEST_CASE("a learner's file on a package, the limit derived from the accepted submissions when none is given") {
    Scratch scratch;
    const fs::path package = doubling_package(scratch);
    fs::remove(package / ".timelimit");
    const fs::path mine = scratch.write("mine.py", "print(2 * int(input()))\n");
    JudgeRun run = run_judge(scratch, "--testdata '" + package.string() + "' '" + mine.string() + "'");
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 0);
    CHECK(run.err.find("derived as the legacy format does, from the slowest accepted test") != std::string::npos);
    CHECK(run.out.find("3/3") != std::string::npos);
}

TEST_CASE("a Python submission with a syntax error is CE, as problemtools compiles it first") {
    Scratch scratch;
    const fs::path package = doubling_package(scratch);
    scratch.write("pkg/submissions/run_time_error/broken.py", "print(2 * int(input())\n");
    JudgeRun run = run_judge(scratch, "'" + package.string() + "'");
    CAPTURE(run.out);
    CHECK(run.status == 1);
    CHECK(run.out.find(" CE ") != std::string::npos);
    CHECK(run.out.find("SyntaxError") != std::string::npos);
}

TEST_CASE("a custom output validator that crashes is JE for its tests and the package's error: exit 2, not a hang") {
    Scratch scratch;
    const fs::path package = doubling_package(scratch);
    scratch.write("pkg/problem.yaml", "name: Double\nvalidation: custom\n");
    scratch.write("pkg/output_validators/broken/broken.cpp", "#include <cstdlib>\nint main() { std::abort(); }\n");
    JudgeRun run = run_judge(scratch, "'" + package.string() + "'");
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 2);
    CHECK(run.out.find(" JE ") != std::string::npos);
    CHECK(run.out.find("SIGABRT") != std::string::npos);
    CHECK(run.err.find("broken: the output validator failed on sample/1") != std::string::npos);
}

TEST_CASE("a custom output validator runs in the sandbox: it sees no answer of the package and no file of the machine") {
    const judge::SandboxState& sandbox = judge::sandbox_state();
    if (!test_support::available_or_skipped(sandbox.available, "the sandbox's launcher", sandbox.off)) return;
    Scratch scratch;
    const fs::path package = doubling_package(scratch);
    const fs::path secret = scratch.write("secret.txt", "not the validator's\n");
    scratch.write("pkg/problem.yaml", "name: Double\nvalidation: custom\n");
    // Judges as the default validator would, in Python (a folder's __main__.py), but rejects every output when
    // it can see the package's answers, a file of the machine or the test's folder.
    scratch.write("pkg/output_validators/confined/__main__.py",
                  "import os, sys\n"
                  "seen = [p for p in ('" + secret.string() + "', '/etc/shadow', '" +
                      (package / "data/secret/2.ans").string() + "') if os.path.exists(p)]\n"
                  "answer = open(sys.argv[2]).read().split()\n"
                  "printed = sys.stdin.read().split()\n"
                  "with open(sys.argv[3] + 'judgemessage.txt', 'w') as feedback:\n"
                  "    feedback.write(('saw ' + ', '.join(seen)) if seen else 'compared')\n"
                  "sys.exit(43 if seen or printed != answer else 42)\n");
    JudgeRun run = run_judge(scratch, "'" + package.string() + "'");
    CAPTURE(run.out);
    CAPTURE(run.err);
    CHECK(run.status == 0);
    CHECK(run.out.find("2 solutions: 2 as expected") != std::string::npos);
    CHECK(run.out.find("saw") == std::string::npos);
    // Outside the sandbox (--no-isolation) the same validator sees them all, and rejects the accepted submission.
    run = run_judge(scratch, "--no-isolation '" + package.string() + "'");
    CHECK(run.status == 1);
    CHECK(run.out.find("saw " + secret.string()) != std::string::npos);
}

TEST_CASE("a custom output validator that does not compile is named, exit 2") {
    Scratch scratch;
    const fs::path package = doubling_package(scratch);
    scratch.write("pkg/problem.yaml", "name: Double\nvalidation: custom\n");
    scratch.write("pkg/output_validators/broken.cpp", "int main() { return }\n");
    JudgeRun run = run_judge(scratch, "'" + package.string() + "'");
    CAPTURE(run.err);
    CHECK(run.status == 2);
    CHECK(run.err.find("broken.cpp: does not compile") != std::string::npos);
}

TEST_CASE("bad packages: one line naming the file and what was expected, exit 2") {
    Scratch scratch;
    const fs::path package = doubling_package(scratch);
    SUBCASE("an .in without its .ans") {
        scratch.write("pkg/data/secret/3.in", "1\n");
        check_one_line_error(run_judge(scratch, "'" + package.string() + "'"), "3.in has no 3.ans");
    }
    SUBCASE("an unknown format version") {
        scratch.write("pkg/problem.yaml", "problem_format_version: 2031-01\n");
        check_one_line_error(run_judge(scratch, "'" + package.string() + "'"),
                             "problem.yaml:1: problem_format_version: expected legacy or 2025-09");
    }
    SUBCASE("an interactive problem") {
        scratch.write("pkg/problem.yaml", "problem_format_version: 2025-09\ntype: interactive\n");
        check_one_line_error(run_judge(scratch, "'" + package.string() + "'"), "problem.yaml:2: type: 'interactive'");
    }
    SUBCASE("no data/ folder") {
        fs::remove_all(package / "data");
        scratch.write("pkg/problem.yaml", "problem_format_version: 2025-09\n");
        check_one_line_error(run_judge(scratch, "'" + package.string() + "'"), "no data/ folder");
    }
    SUBCASE("a hard link to a file outside: a test, an answer, a validator, a file of a folder submission") {
        // `ln /etc/shadow pkg/data/secret/2.in` is inside the package by its path: it was read, and its first
        // line quoted in a WA. The secret is beside the package, on its filesystem, so that the link can be made.
        const fs::path secret = scratch.write("secret.txt", "root:$6$not-for-the-report:19000::\n");
        std::string name;
        SUBCASE("a test's .in") { name = "data/secret/2.in"; }
        SUBCASE("a test's .ans") { name = "data/secret/2.ans"; }
        SUBCASE("an input validator's source") { name = "input_validators/check.cpp"; }
        SUBCASE("a file of a folder output validator") {
            scratch.write("pkg/problem.yaml", "name: Double\nvalidation: custom\n");
            scratch.write("pkg/output_validators/judge/main.cpp", "int main() { return 42; }\n");
            name = "output_validators/judge/notes.h";
        }
        SUBCASE("a support file of a folder submission") {
            fs::create_directories(package / "submissions/accepted/pair");
            fs::rename(package / "submissions/accepted/twice.c", package / "submissions/accepted/pair/main.c");
            name = "submissions/accepted/pair/notes.h";
        }
        CAPTURE(name);
        fs::create_directories((package / name).parent_path());
        fs::remove(package / name);
        fs::create_hard_link(secret, package / name);
        const JudgeRun run = run_judge(scratch, "'" + package.string() + "'");
        check_one_line_error(run, (package / name).string() + ": a hard link (2 names), refused: a file of a problem "
                                                             "folder must have one name, so that it cannot be a file "
                                                             "from outside it");
        CHECK(run.out.find("not-for-the-report") == std::string::npos);
        CHECK(run.err.find("not-for-the-report") == std::string::npos);
    }
    SUBCASE("a test that links out of the package") {
        const fs::path outside = scratch.write("outside.txt", "secret\n");
        fs::remove(package / "data/secret/2.in");
        fs::create_symlink(outside, package / "data/secret/2.in");
        check_one_line_error(run_judge(scratch, "'" + package.string() + "'"), "a link leading out of");
    }
}

}  // TEST_SUITE
