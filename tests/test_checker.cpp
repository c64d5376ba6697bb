// The checker dispatch (run_checker) and the external checker, written as a shell script, run through
// the sandbox.
#include <doctest/doctest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <fstream>
#include <string>

#include "judge/checkers/checker.hpp"
#include "judge/checkers/external.hpp"
#include "judge/sandbox/launcher.hpp"
#include "support.hpp"

using namespace judge;
using namespace test_support;

TEST_SUITE("check_external and run_checker") {

// The checkers are written in a folder of their own (checkers/, mode 755): the scratch folder is root's alone (700), and
// in the sandbox, as root, a checker runs as a worker's uid.
TEST_CASE("an external checker's exit status is its verdict and its output the message; in the sandbox its files are sealed descriptors") {
    ScratchFolder dir;
    auto input = dir.write("1.in", "1\n"), output = dir.write("1.out", "x\n"), answer = dir.write("1.ans", "a\n");
    for (const bool isolate : {false, true}) {
        if (isolate && !available_or_skipped(sandbox_state().available, "the sandbox's launcher", sandbox_state().off)) break;
        CAPTURE(isolate);
        // Outside the sandbox it is named the files; in it, it gets copies as descriptors 3, 4 and 5.
        const std::string named = isolate ? "/proc/self/fd/3 /proc/self/fd/4 /proc/self/fd/5"
                                          : input.string() + " " + output.string() + " " + answer.string();
        for (auto [code, status] : {std::pair{0, CheckStatus::AC}, {1, CheckStatus::WA}, {2, CheckStatus::PE},
                                    {3, CheckStatus::FAIL}, {7, CheckStatus::FAIL}}) {
            CAPTURE(code);
            auto checker = dir.write_executable("checkers/checker.sh", "#!/bin/sh\necho \"checked $1 $2 $3\" >&2\n"
                                                "echo read $(cat \"$1\" \"$2\" \"$3\")\necho second line\nexit " +
                                                std::to_string(code) + "\n");
            CheckResult r = check_external(checker, input, output, answer, isolate);
            CAPTURE(r.message);
            CHECK(r.status == status);
            CHECK(r.message.find("checked " + named) != std::string::npos);
            CHECK(r.message.find("read 1 x a") != std::string::npos);
            CHECK(r.message.find("second line") != std::string::npos);
        }
    }
}

TEST_CASE("in the sandbox an external checker sees no file of the machine's and writes none (ours, as a package's validator)") {
    if (!available_or_skipped(sandbox_state().available, "the sandbox's launcher", sandbox_state().off)) return;
    ScratchFolder dir;
    auto file = dir.write("1.in", "1\n");
    const std::filesystem::path secret = dir.write("secret.txt", "marker8b2c\n"), written = dir.path / "written";
    auto checker = dir.write_executable("checkers/nosy.sh", "#!/bin/sh\ncat '" + secret.string() + "' /etc/shadow 2>&1\n"
                                        "echo x > '" + written.string() + "' 2>&1\nexit 0\n");
    CheckResult boxed = check_external(checker, file, file, file);
    CAPTURE(boxed.message);
    CHECK(boxed.status == CheckStatus::AC);
    CHECK(boxed.message.find("marker8b2c") == std::string::npos);
    CHECK_FALSE(std::filesystem::exists(written));
    CheckResult open = check_external(checker, file, file, file, false);  // what the sandbox prevents
    CHECK(open.message.find("marker8b2c") != std::string::npos);
    CHECK(std::filesystem::exists(written));
}

TEST_CASE("an external checker that cannot start or dies is a checker failure") {
    ScratchFolder dir;
    auto file = dir.write("1.in", "");
    CHECK(check_external(dir.path / "missing", file, file, file).status == CheckStatus::FAIL);
    auto killer = dir.write_executable("checkers/kill.sh", "#!/bin/sh\nkill -SEGV $$\n");
    CheckResult r = check_external(killer, file, file, file);
    CHECK(r.status == CheckStatus::FAIL);
    CHECK(r.message.find("signal") != std::string::npos);
}

TEST_CASE("an external checker runs in a minimal environment, not the judge's") {
    ScratchFolder dir;
    auto file = dir.write("1.in", "");
    ScopedEnv secret("JUDGE_TEST_SECRET", "visible");
    auto checker = dir.write_executable("checkers/env.sh", "#!/bin/sh\necho \"secret=$JUDGE_TEST_SECRET home=$HOME\"\n");
    CheckResult r = check_external(checker, file, file, file);
    CHECK(r.status == CheckStatus::AC);
    CHECK(r.message.find("secret= ") != std::string::npos);
    CHECK(r.message.find("home=/") != std::string::npos);
}

TEST_CASE("run_checker reports a missing file by name and reason") {
    ScratchFolder dir;
    auto input = dir.write("1.in", "1\n"), answer = dir.write("1.ans", "1\n");
    CheckResult r = run_checker(CheckerSpec{}, input, dir.path / "x.out", answer);
    CHECK(r.status == CheckStatus::FAIL);
    CHECK(r.message == (dir.path / "x.out").string() + ": cannot read: No such file or directory");
}

TEST_CASE("run_checker dispatches on the checker kind") {
    ScratchFolder dir;
    auto input = dir.write("1.in", "1\n"), output = dir.write("1.out", "1 2 \n"), answer = dir.write("1.ans", "1 2\n");
    CheckerSpec spec;
    spec.kind = CheckerKind::Lines;
    CHECK(run_checker(spec, input, output, answer).status == CheckStatus::AC);
    spec.kind = CheckerKind::Exact;
    CHECK(run_checker(spec, input, output, answer).status == CheckStatus::PE);
    spec.kind = CheckerKind::Tokens;
    CHECK(run_checker(spec, input, output, answer).status == CheckStatus::AC);
    spec.kind = CheckerKind::External;
    spec.external = dir.write_executable("checkers/wa.sh", "#!/bin/sh\nexit 1\n");
    CHECK(run_checker(spec, input, output, answer).status == CheckStatus::WA);
    spec.kind = CheckerKind::Sudoku;
    spec.grid_format = GridFormat::NYOJ;
    auto puzzle = dir.write("2.in", nyoj_input({kPuzzle}));
    auto solution = dir.write("2.out", nyoj_grid(kSolution));
    CHECK(run_checker(spec, puzzle, solution, solution).status == CheckStatus::AC);
}

TEST_CASE("checker names read back as the kinds problem.yaml names") {
    for (CheckerKind kind : {CheckerKind::Exact, CheckerKind::Lines, CheckerKind::Tokens, CheckerKind::Sudoku,
                             CheckerKind::External})
        CHECK(parse_checker_kind(checker_name(kind)) == kind);
    CHECK(checker_name(CheckerKind::Lines) == "lines");
    CHECK_FALSE(parse_checker_kind("fuzzy").has_value());
}

}  // TEST_SUITE
