// The problem package loader (package.hpp) and the rules of package judging that need no process
// (package_judge.hpp: meets_declaration, package_verdict). Each test writes a small package of its own.
#include <doctest/doctest.h>

#include <string>

#include "judge/formats/package.hpp"
#include "judge/formats/package_judge.hpp"
#include "judge/util/error.hpp"
#include "support.hpp"

using namespace judge;
using namespace test_support;

namespace {

// A legacy package with one sample and one secret test and `yaml` as its problem.yaml.
void write_package(const ScratchFolder& dir, const std::string& yaml = "name: x\n") {
    dir.write("problem.yaml", yaml);
    dir.write("data/sample/1.in", "1\n");
    dir.write("data/sample/1.ans", "2\n");
    dir.write("data/secret/a/01.in", "3\n");
    dir.write("data/secret/a/01.ans", "4\n");
}

std::string error_of(const std::filesystem::path& dir) {
    try {
        load_package(dir);
    } catch (const JudgeError& e) {
        return e.what();
    }
    return "";
}

const PackageSubmission* named(const Package& package, const std::string& file) {
    for (const PackageSubmission& submission : package.submissions)
        if (submission.path.filename() == file) return &submission;
    return nullptr;
}

}  // namespace

TEST_SUITE("problem packages") {

TEST_CASE("a package is told from our format by data/ or problem_format_version") {
    ScratchFolder ours, package, versioned;
    ours.write("problem.yaml", "kind: stdio\n");
    ours.write("secret/1.in", "1\n");
    CHECK_FALSE(is_package(ours.path));
    write_package(package);
    CHECK(is_package(package.path));
    versioned.write("problem.yaml", "problem_format_version: 2025-09\n");
    CHECK(is_package(versioned.path));
    CHECK(error_of(versioned.path).find("no data/ folder") != std::string::npos);
}

TEST_CASE("tests are found recursively in name order, sample first, with their .ans") {
    ScratchFolder dir;
    write_package(dir);
    dir.write("data/secret/0.in", "5\n");
    dir.write("data/secret/0.ans", "6\n");
    dir.write("data/secret/a/01.desc", "a description, not a test\n");
    dir.write("data/secret/.gitkeep", "");
    Package package = load_package(dir.path);
    REQUIRE(package.problem.tests.size() == 3);
    CHECK(package.problem.tests[0].name == "sample/1");
    CHECK(package.problem.tests[0].group == TestGroup::Sample);
    CHECK(package.problem.tests[1].name == "secret/0");
    CHECK(package.problem.tests[2].name == "secret/a/01");
    CHECK(package.problem.tests[2].answer.filename() == "01.ans");
    CHECK(package.format == PackageFormat::Legacy);
    CHECK(package.problem.checker.kind == CheckerKind::Default);
}

TEST_CASE("an .in without its .ans, or an .ans without its .in, is named") {
    ScratchFolder missing_answer, missing_input;
    write_package(missing_answer);
    missing_answer.write("data/secret/2.in", "1\n");
    CHECK(error_of(missing_answer.path).find("2.in has no 2.ans") != std::string::npos);
    write_package(missing_input);
    missing_input.write("data/secret/3.ans", "1\n");
    CHECK(error_of(missing_input.path).find("3.ans has no 3.in") != std::string::npos);
}

TEST_CASE("a package without a test to judge is named") {
    ScratchFolder dir;
    dir.write("problem.yaml", "name: x\n");
    dir.write("data/secret/.gitkeep", "");
    CHECK(error_of(dir.path).find("no tests") != std::string::npos);
}

TEST_CASE("an unknown format version, and interactive, scoring or multi-pass problems, are refused by key and line") {
    ScratchFolder unknown, interactive, typed, scoring;
    write_package(unknown, "name: x\nproblem_format_version: 2023-07-draft\n");
    CHECK(error_of(unknown.path).find("problem.yaml:2: problem_format_version: expected legacy or 2025-09") !=
          std::string::npos);
    write_package(interactive, "validation: custom interactive\n");
    CHECK(error_of(interactive.path).find("problem.yaml:1: validation: 'custom interactive': interactive problems") !=
          std::string::npos);
    write_package(typed, "problem_format_version: 2025-09\ntype: pass-fail multi-pass\n");
    CHECK(error_of(typed.path).find("problem.yaml:2: type: 'multi-pass'") != std::string::npos);
    write_package(scoring, "problem_format_version: 2025-09\ntype: [scoring]\n");
    CHECK(error_of(scoring.path).find("scoring problems are not judged here") != std::string::npos);
    ScratchFolder legacy_scoring;
    write_package(legacy_scoring, "type: scoring\n");
    CHECK(error_of(legacy_scoring.path).find("problem.yaml:1: type: 'scoring'") != std::string::npos);
}

TEST_CASE("limits: memory and output in MiB, the time limit given, from .timelimit or derived; caps said") {
    ScratchFolder derived, given, timelimit, capped, wrong;
    write_package(derived, "limits:\n  memory: 512\n  output: 16\n  time_multiplier: 3\n");
    Package package = load_package(derived.path);
    CHECK(package.problem.limits.memory_kb == 512 * 1024);
    CHECK(package.problem.limits.output_kb == 16 * 1024);
    CHECK(package.time_source == TimeLimitSource::Derived);
    CHECK(package.ac_to_time_limit == 3);
    CHECK(package.time_limit_to_tle == 2);

    write_package(given, "problem_format_version: 2025-09\nlimits:\n  time_limit: 2.5\n  time_multipliers:\n"
                         "    ac_to_time_limit: 3\n");
    package = load_package(given.path);
    CHECK(package.time_source == TimeLimitSource::ProblemYaml);
    CHECK(package.problem.limits.time_ms == 2500);
    CHECK(package.ac_to_time_limit == 3);
    CHECK(package.time_limit_to_tle == 1.5);
    CHECK(package.problem.limits.memory_kb == 2048 * 1024);  // both formats' default

    write_package(timelimit, "source:\nname: x\n");  // a key with nothing after it, as real packages have
    timelimit.write(".timelimit", "5\n");
    package = load_package(timelimit.path);
    CHECK(package.time_source == TimeLimitSource::TimelimitFile);
    CHECK(package.problem.limits.time_ms == 5000);

    write_package(capped, "problem_format_version: 2025-09\nlimits:\n  time_limit: 600\n  memory: 65536\n");
    package = load_package(capped.path);
    CHECK(package.problem.limits.time_ms == kPackageTimeCapMs);
    REQUIRE(package.notes.size() == 2);
    CHECK(package.notes[0].find("capped") != std::string::npos);

    write_package(wrong, "limits:\n  memory: lots\n");
    CHECK(error_of(wrong.path).find("problem.yaml:2: limits.memory: expected a positive number, got 'lots'") !=
          std::string::npos);
}

TEST_CASE("output validator flags: the problem's, then the nearest group file's, checked when loaded") {
    ScratchFolder legacy, modern, bad;
    write_package(legacy, "validator_flags: case_sensitive\n");
    legacy.write("data/secret/testdata.yaml", "output_validator_flags: float_tolerance 1e-6\n");
    Package package = load_package(legacy.path);
    CHECK(package.problem.checker.flags == std::vector<std::string>{"case_sensitive"});
    CHECK(package.problem.tests[0].validator_args.empty());  // sample: no testdata.yaml above it
    CHECK(package.problem.tests[1].validator_args == std::vector<std::string>{"float_tolerance", "1e-6"});

    write_package(modern, "problem_format_version: 2025-09\n");
    modern.write("data/test_group.yaml", "output_validator_args: [space_change_sensitive]\n");
    modern.write("data/secret/a/test_group.yaml", "output_validator_args: [float_absolute_tolerance, '0.5']\n");
    package = load_package(modern.path);
    CHECK(package.problem.tests[0].validator_args == std::vector<std::string>{"space_change_sensitive"});
    CHECK(package.problem.tests[1].validator_args == std::vector<std::string>{"float_absolute_tolerance", "0.5"});

    write_package(bad, "validator_flags: float_tolerance\n");
    CHECK(error_of(bad.path).find("float_tolerance needs a number") != std::string::npos);
}

TEST_CASE("a custom output validator is found; validation: custom without one is named") {
    ScratchFolder custom, missing;
    write_package(custom, "validation: custom\n");
    custom.write("output_validators/check/check.cpp", "int main() { return 42; }\n");
    Package package = load_package(custom.path);
    CHECK(package.problem.checker.kind == CheckerKind::OutputValidator);
    CHECK(package.problem.checker.external.filename() == "check");
    write_package(missing, "validation: custom\n");
    CHECK(error_of(missing.path).find("0 output validators") != std::string::npos);
}

TEST_CASE("submissions: their folder's rule, @EXPECTED_RESULTS@ elsewhere, and languages not judged said") {
    ScratchFolder dir;
    write_package(dir);
    dir.write("submissions/accepted/a.cpp", "int main() {}\n");
    dir.write("submissions/accepted/b.kt", "fun main() {}\n");
    dir.write("submissions/accepted/old.py", "#!/usr/bin/env python2\nprint 1\n");
    dir.write("submissions/accepted/c.c.disabled", "");
    dir.write("submissions/accepted/.gitkeep", "");
    dir.write("submissions/wrong_answer/w.py", "print(0)\n");
    dir.write("submissions/run_time_error/r.java", "class Main {}\n");
    dir.write("submissions/mixed/m.c", "/* @EXPECTED_RESULTS@: CORRECT, wrong_answer */\n");
    dir.write("submissions/mixed/t.c", "// @EXPECTED_RESULTS@: TIMELIMIT,RUN-ERROR\n");
    dir.write("submissions/mixed/none.c", "int main(void) { return 0; }\n");
    dir.write("submissions/folder/pair/main.py", "print(1)\n");
    Package package = load_package(dir.path);
    CHECK(package.submissions.size() == 9);
    CHECK(named(package, "c.c.disabled") == nullptr);

    const PackageSubmission* a = named(package, "a.cpp");
    REQUIRE(a);
    CHECK(a->language == "cpp");
    CHECK(a->permitted == std::set<Verdict>{Verdict::AC});
    CHECK(a->required.empty());
    CHECK(named(package, "b.kt")->skipped.find("Kotlin") != std::string::npos);
    CHECK(named(package, "old.py")->skipped.find("Python 2") != std::string::npos);
    CHECK(named(package, "w.py")->required == std::set<Verdict>{Verdict::WA});
    CHECK(named(package, "w.py")->permitted == std::set<Verdict>{Verdict::AC, Verdict::WA});
    CHECK(named(package, "r.java")->required == std::set<Verdict>{Verdict::RE});
    const PackageSubmission* m = named(package, "m.c");
    CHECK(m->permitted == std::set<Verdict>{Verdict::AC, Verdict::WA});
    CHECK(m->required.empty());  // CORRECT listed: all AC is fine too
    CHECK(m->declared == "@EXPECTED_RESULTS@: CORRECT, wrong_answer");
    CHECK(named(package, "t.c")->required == std::set<Verdict>{Verdict::TLE, Verdict::RE});
    CHECK(named(package, "none.c")->skipped.find("declares no verdict") != std::string::npos);
    CHECK(named(package, "pair")->skipped.find("declares no verdict") != std::string::npos);
}

TEST_CASE("@EXPECTED_RESULTS@ in a folder's files, a result not judged here, and prose that names the marker") {
    ScratchFolder dir;
    write_package(dir);
    dir.write("submissions/mixed/pair/expected_result.txt", "@EXPECTED_RESULTS@: CORRECT, NO-OUTPUT\n");
    dir.write("submissions/mixed/pair/main.c", "int main(void) { return 0; }\n");
    dir.write("submissions/mixed/manual.c", "// @EXPECTED_RESULTS@: CHECK-MANUALLY\n");
    dir.write("submissions/mixed/prose.c", "// The @EXPECTED_RESULTS@: tags. are read by DOMjudge.\n");
    dir.write("submissions/mixed/comment.c", "/* @EXPECTED_RESULTS@: RUN-ERROR,WRONG-ANSWER */\nint main(void) {}\n");
    Package package = load_package(dir.path);  // CHECK-MANUALLY does not stop the package
    const PackageSubmission* pair = named(package, "pair");
    REQUIRE(pair);
    CHECK(pair->skipped.empty());
    CHECK(pair->language == "c");
    CHECK(pair->permitted == std::set<Verdict>{Verdict::AC, Verdict::WA});
    CHECK(named(package, "manual.c")->skipped.find("'CHECK-MANUALLY' is no result judged here") != std::string::npos);
    CHECK(named(package, "prose.c")->skipped.find("declares no verdict") != std::string::npos);
    CHECK(named(package, "comment.c")->required == std::set<Verdict>{Verdict::RE, Verdict::WA});
}

TEST_CASE("a legacy package's time limit from limits.time_limit or domjudge-problem.ini, as BAPCtools reads it") {
    ScratchFolder yaml_limit, ini;
    write_package(yaml_limit, "limits:\n  time_limit: 3\n");
    CHECK(load_package(yaml_limit.path).problem.limits.time_ms == 3000);
    write_package(ini);
    ini.write("domjudge-problem.ini", "name='a name long enough to be on the heap'\ntimelimit = '10.5'\n");
    Package package = load_package(ini.path);
    CHECK(package.time_source == TimeLimitSource::IniFile);
    CHECK(package.problem.limits.time_ms == 10500);
}

TEST_CASE("2025-09's rejected and brute_force folders; legacy reads neither") {
    ScratchFolder modern, legacy;
    write_package(modern, "problem_format_version: 2025-09\n");
    modern.write("submissions/rejected/x.c", "");
    modern.write("submissions/brute_force/y.c", "");
    Package package = load_package(modern.path);
    CHECK(named(package, "x.c")->required == std::set<Verdict>{Verdict::WA, Verdict::TLE, Verdict::RE});
    CHECK(named(package, "y.c")->permitted == std::set<Verdict>{Verdict::AC, Verdict::TLE, Verdict::RE});
    write_package(legacy);
    legacy.write("submissions/rejected/x.c", "");
    CHECK_FALSE(load_package(legacy.path).submissions.front().skipped.empty());
}

TEST_CASE("a test, or a file of a folder submission, that links out of the package is refused by name") {
    ScratchFolder dir, outside, folder;
    write_package(dir);
    auto secret = outside.write("secret.txt", "root:x:0:0\n");
    std::filesystem::create_symlink(secret, dir.path / "data/secret/leak.in");
    dir.write("data/secret/leak.ans", "x\n");
    CHECK(error_of(dir.path).find("leak.in: a link leading out of") != std::string::npos);
    write_package(folder);
    folder.write("submissions/accepted/pair/main.c", "int main(void) { return 0; }\n");
    std::filesystem::create_symlink(secret, folder.path / "submissions/accepted/pair/notes.c");
    CHECK(error_of(folder.path).find("notes.c: a link leading out of") != std::string::npos);
}

TEST_CASE("a test, answer, validator, submission or file of a folder submission that is a hard link is refused by name") {
    // `ln /etc/shadow PKG/data/secret/2.in` lies inside the package by its path: its second name refuses it.
    // The secret and the package are made under one scratch folder, so that the link can be made.
    ScratchFolder scratch;
    const auto secret = scratch.write("secret.txt", "root:$6$not-for-the-report:19000::\n");
    const std::filesystem::path dir = scratch.path / "pkg";
    for (const std::string name : {"data/secret/a/01.in", "data/secret/a/01.ans", "input_validators/check.cpp",
                                   "output_validators/judge.cpp", "submissions/accepted/pair/notes.h",
                                   "submissions/accepted/one.c", "problem.yaml"}) {
        CAPTURE(name);
        std::filesystem::remove_all(dir);
        const bool custom = name.starts_with("output_validators");
        scratch.write("pkg/problem.yaml", custom ? "name: x\nvalidation: custom\n" : "name: x\n");
        scratch.write("pkg/data/sample/1.in", "1\n");
        scratch.write("pkg/data/sample/1.ans", "2\n");
        scratch.write("pkg/data/secret/a/01.in", "3\n");
        scratch.write("pkg/data/secret/a/01.ans", "4\n");
        scratch.write("pkg/submissions/accepted/pair/main.c", "int main(void) { return 0; }\n");
        std::filesystem::create_directories((dir / name).parent_path());
        std::filesystem::remove(dir / name);
        std::filesystem::create_hard_link(secret, dir / name);
        const std::string error = error_of(dir);
        CHECK(error == (dir / name).string() + ": a hard link (2 names), refused: a file of a problem folder must "
                                               "have one name, so that it cannot be a file from outside it");
        CHECK(error.find("not-for-the-report") == std::string::npos);
    }
}

TEST_CASE("a link to a folder among the tests is refused, not walked for ever") {
    ScratchFolder dir;
    write_package(dir);
    std::filesystem::create_directory_symlink(".", dir.path / "data/secret/a/again");
    CHECK(error_of(dir.path).find("again: a link to a folder") != std::string::npos);
}

TEST_CASE("names the format does not read are ignored: hidden files, spaces, a leading '-'") {
    ScratchFolder dir;
    write_package(dir, "validation: custom\n");
    dir.write("output_validators/check.cpp", "int main() { return 42; }\n");
    dir.write("output_validators/.gitkeep", "");
    dir.write("submissions/accepted/-specs=x.c", "int main(void) { return 0; }\n");
    dir.write("submissions/accepted/with space.c", "int main(void) { return 0; }\n");
    dir.write("submissions/accepted/ok.c++", "int main() {}\n");
    dir.write("data/secret/-x.in", "1\n");
    Package package = load_package(dir.path);  // one validator: .gitkeep is not a program
    CHECK(package.problem.checker.kind == CheckerKind::OutputValidator);
    REQUIRE(package.submissions.size() == 1);
    CHECK(package.submissions.front().path.filename() == "ok.c++");
    CHECK(package.submissions.front().language == "cpp");
    CHECK(package.problem.tests.size() == 2);  // -x.in (without its .ans) is not a test
}

TEST_CASE("the derived time limit: legacy rounds half up, 2025-09 rounds up, at least 1 s") {
    CHECK(derive_time_limit(PackageFormat::Legacy, 290, 5) == 1000);   // 1.45 s -> 1 s
    CHECK(derive_time_limit(PackageFormat::Legacy, 300, 5) == 2000);   // 1.5 s -> 2 s
    CHECK(derive_time_limit(PackageFormat::Legacy, 20, 5) == 1000);    // 0.1 s -> at least 1 s
    CHECK(derive_time_limit(PackageFormat::V2025_09, 510, 2) == 2000);  // 1.02 s -> 2 s
    CHECK(derive_time_limit(PackageFormat::V2025_09, 500, 2) == 1000);
}

TEST_CASE("a submission meets its declaration when every test is permitted and a required verdict is met") {
    TestCase test;
    auto report_of = [&](std::initializer_list<Verdict> verdicts) {
        SolutionReport report;
        for (Verdict v : verdicts) {
            TestReport one;
            one.test = &test;
            one.verdict = v;
            report.tests.push_back(one);
            report.verdict = worst(report.verdict, v);
        }
        return report;
    };
    PackageSubmission wrong_answer;
    wrong_answer.permitted = {Verdict::AC, Verdict::WA};
    wrong_answer.required = {Verdict::WA};
    CHECK(meets_declaration(wrong_answer, report_of({Verdict::AC, Verdict::WA})));
    CHECK_FALSE(meets_declaration(wrong_answer, report_of({Verdict::AC, Verdict::AC})));
    CHECK_FALSE(meets_declaration(wrong_answer, report_of({Verdict::WA, Verdict::TLE})));
    CHECK(meets_declaration(wrong_answer, report_of({Verdict::PE})));  // no PE in this world: WA

    PackageSubmission run_time_error;
    run_time_error.permitted = {Verdict::AC, Verdict::RE};
    run_time_error.required = {Verdict::RE};
    CHECK(meets_declaration(run_time_error, report_of({Verdict::MLE})));
    CHECK(meets_declaration(run_time_error, report_of({Verdict::AC, Verdict::OLE})));

    PackageSubmission accepted;
    accepted.permitted = {Verdict::AC};
    CHECK(meets_declaration(accepted, report_of({Verdict::AC, Verdict::AC})));
    CHECK_FALSE(meets_declaration(accepted, report_of({Verdict::AC, Verdict::TLE})));

    SolutionReport compile_error;
    compile_error.verdict = Verdict::CE;
    CHECK_FALSE(meets_declaration(accepted, compile_error));
    PackageSubmission may_not_compile;
    may_not_compile.permitted = {Verdict::AC, Verdict::CE};
    CHECK(meets_declaration(may_not_compile, compile_error));

    CHECK(package_verdict(Verdict::MLE) == Verdict::RE);
    CHECK(package_verdict(Verdict::OLE) == Verdict::RE);
    CHECK(package_verdict(Verdict::PE) == Verdict::WA);
    CHECK(package_verdict(Verdict::TLE) == Verdict::TLE);
}

}  // TEST_SUITE
