// A package's submissions and what they declare (package_submissions.hpp): 2025-09's submissions.yaml, its
// globs, and the rules it adds, checked on reports made by hand (package_judge.hpp's unmet_rule).
#include <doctest/doctest.h>

#include <string>

#include "judge/formats/package_judge.hpp"
#include "judge/formats/package_submissions.hpp"
#include "judge/util/error.hpp"
#include "support.hpp"

using namespace judge;
using namespace test_support;

namespace {

// A 2025-09 package's folder with one sample and one secret test, and `yaml` as its submissions.yaml.
void write_package(const ScratchFolder& dir, const std::string& yaml) {
    dir.write("problem.yaml", "problem_format_version: 2025-09\nname: x\n");
    dir.write("data/sample/1.in", "1\n");
    dir.write("data/sample/1.ans", "1\n");
    dir.write("data/secret/easy/1.in", "1\n");
    dir.write("data/secret/easy/1.ans", "1\n");
    if (!yaml.empty()) dir.write("submissions/submissions.yaml", yaml);
}

const PackageSubmission* named(const std::vector<PackageSubmission>& submissions, const std::string& file) {
    for (const PackageSubmission& submission : submissions)
        if (submission.path.filename() == file) return &submission;
    return nullptr;
}

std::string error_of(const ScratchFolder& dir) {
    try {
        read_submissions(dir.path, PackageFormat::V2025_09);
    } catch (const JudgeError& e) {
        return e.what();
    }
    return "";
}

}  // namespace

TEST_SUITE("package submissions") {

TEST_CASE("globs: * within a name, ? one character, {a,b} either; a path matches through a folder above it") {
    CHECK(glob_matches("accepted", "accepted/x.py"));
    CHECK(glob_matches("accepted/*", "accepted/x.py"));
    CHECK_FALSE(glob_matches("accepted/*", "accepted"));
    CHECK(glob_matches("*", "accepted/x.py"));          // through its folder
    CHECK_FALSE(glob_matches("*.py", "accepted/x.py"));  // * does not cross '/'
    CHECK(glob_matches("*/x.py", "accepted/x.py"));
    CHECK(glob_matches("accepted/{x,y}.py", "accepted/y.py"));
    CHECK_FALSE(glob_matches("accepted/{x,y}.py", "accepted/z.py"));
    CHECK(glob_matches("{accepted,wrong_answer}/a{,b}.c", "wrong_answer/ab.c"));
    CHECK(glob_matches("{a,{b,c}}/x", "c/x"));          // nested
    CHECK(glob_matches("accepted/?.py", "accepted/x.py"));
    CHECK_FALSE(glob_matches("accepted/?.py", "accepted/xy.py"));
    CHECK(glob_matches("secret/*-easy", "secret/03-easy/1"));  // a test through its group
    CHECK(glob_matches("sample", "sample/1"));
    CHECK_FALSE(glob_matches("secret", "sample/1"));
}

TEST_CASE("submissions.yaml: a folder of its own, a default folder rewritten, rules per test group") {
    ScratchFolder dir;
    write_package(dir, R"(# rules
mixed:
  permitted: [AC, WA]
  required: [WA]
time_limit_exceeded:
  permitted: [AC, WA, TLE]
accepted/slow.py:
  use_for_time_limit: false
wrong_answer/part.py:
  sample:
    permitted: [AC]
  secret/easy:
    required: [WA]
    message: "got 2"
wrong_answer/k.py:
  language: kotlin
accepted/e.py:
  entrypoint: other.py
)");
    dir.write("submissions/mixed/m.py", "print(1)\n");
    dir.write("submissions/elsewhere/n.py", "print(1)\n");
    dir.write("submissions/time_limit_exceeded/t.py", "print(1)\n");
    dir.write("submissions/accepted/slow.py", "print(1)\n");
    dir.write("submissions/accepted/e.py", "print(1)\n");
    dir.write("submissions/wrong_answer/part.py", "print(1)\n");
    dir.write("submissions/wrong_answer/k.py", "print(1)\n");
    const std::vector<PackageSubmission> submissions = read_submissions(dir.path, PackageFormat::V2025_09);

    const PackageSubmission* m = named(submissions, "m.py");
    REQUIRE(m);
    CHECK(m->skipped.empty());
    CHECK(m->declared == "submissions/submissions.yaml");
    REQUIRE(m->rules.size() == 1);
    CHECK(m->rules[0].tests.empty());
    CHECK(m->rules[0].permitted == std::set<Verdict>{Verdict::AC, Verdict::WA});
    CHECK(m->rules[0].required == std::set<Verdict>{Verdict::WA});
    CHECK(m->rules[0].origin == "submissions/submissions.yaml:2 (mixed)");
    CHECK(named(submissions, "n.py")->skipped.find("declares no verdict") != std::string::npos);

    const PackageSubmission* t = named(submissions, "t.py");  // the folder's rule rewritten, required kept
    CHECK(t->permitted == std::set<Verdict>{Verdict::AC, Verdict::WA, Verdict::TLE});
    CHECK(t->required == std::set<Verdict>{Verdict::TLE});
    CHECK(t->rules.empty());

    CHECK(named(submissions, "slow.py")->for_time_limit == false);
    CHECK_FALSE(named(submissions, "part.py")->for_time_limit.has_value());
    const PackageSubmission* part = named(submissions, "part.py");
    REQUIRE(part->rules.size() == 2);
    CHECK(part->rules[0].tests == "sample");
    CHECK(part->rules[0].permitted == std::set<Verdict>{Verdict::AC});
    CHECK(part->rules[1].tests == "secret/easy");
    CHECK(part->rules[1].required == std::set<Verdict>{Verdict::WA});
    CHECK(part->rules[1].message == "got 2");
    CHECK(part->required == std::set<Verdict>{Verdict::WA});  // the folder's own rule still holds

    CHECK(named(submissions, "k.py")->skipped.find("language 'kotlin'") != std::string::npos);
    CHECK(named(submissions, "e.py")->skipped.find("entrypoint") != std::string::npos);

    // A legacy package has no submissions.yaml: the file is not read.
    CHECK(named(read_submissions(dir.path, PackageFormat::Legacy), "m.py")->skipped.find("declares no verdict") !=
          std::string::npos);
}

TEST_CASE("a glob made to be slow or huge is matched in linear time or refused: a package is untrusted") {
    // Backtracking over each '*' would take exponential time on this; the match is one pass per '*'.
    const std::string name(120, 'a');
    CHECK_FALSE(glob_matches("mixed/*a*a*a*a*a*a*a*a*a*ab", "mixed/" + name));
    CHECK(glob_matches("mixed/*a*a*a*a*a*a*a*a*a*a", "mixed/" + name));
    // 2^22 alternatives: refused when read, never expanded.
    std::string braces = "mixed/";
    for (int i = 0; i < 22; ++i) braces += "{a,b}";
    CHECK_FALSE(glob_matches(braces, "mixed/" + std::string(22, 'a')));
    ScratchFolder many, empty_braces, star_braces;
    write_package(many, "\"" + braces + "\":\n  permitted: [AC]\n");
    CHECK(error_of(many).find("expected a glob of at most 1024 bytes and 256 alternatives") != std::string::npos);
    std::string long_key = "mixed";
    for (int i = 0; i < 2000; ++i) long_key += "{}";
    write_package(empty_braces, "? \"" + long_key + "\"\n: {permitted: [AC]}\n");  // YAML's explicit key: any length
    CHECK_MESSAGE(error_of(empty_braces).find("expected a glob of at most 1024 bytes") != std::string::npos,
                  error_of(empty_braces));
    write_package(star_braces, "\"accepted/*{}*\":\n  permitted: [AC]\n");  // ** once the braces are gone
    CHECK(error_of(star_braces).find("the format supports neither ** nor [...]") != std::string::npos);
}

TEST_CASE("submissions.yaml: what would make a rule hold always, or two keys disagree, is named") {
    ScratchFolder misspelt, conflict, unused;
    write_package(misspelt, "accepted/a.py:\n  secret:\n    permited: [AC]\n");
    CHECK(error_of(misspelt).find("submissions.yaml:3: accepted/a.py.secret: 'permited' is no key") != std::string::npos);
    write_package(conflict, "mixed/*:\n  language: c\nmixed/a.py:\n  language: python3\n");
    conflict.write("submissions/mixed/a.py", "print(1)\n");
    CHECK(error_of(conflict).find("submissions.yaml:1 (mixed/*) and submissions/submissions.yaml:3 (mixed/a.py): the "
                                  "language differs for mixed/a.py") != std::string::npos);
    write_package(unused, "acepted/*:\n  permitted: [AC]\n");
    unused.write("submissions/accepted/a.py", "print(1)\n");
    std::vector<std::string> notes;
    read_submissions(unused.path, PackageFormat::V2025_09, &notes);
    REQUIRE(notes.size() == 1);
    CHECK(notes[0] == "submissions/submissions.yaml:1 (acepted/*) matches no submission");
}

TEST_CASE("submissions.yaml's language and entrypoint leave the other reasons to skip as they are") {
    ScratchFolder dir;
    write_package(dir, "mixed/*:\n  language: python3\naccepted/*:\n  entrypoint: x.py\naccepted/ok.py:\n"
                       "  language: python3\nother/k.kt:\n  permitted: [AC]\n");
    dir.write("submissions/mixed/script.txt", "print(1)\n");  // no language of its own; python3 given, no verdict
    dir.write("submissions/other/k.kt", "fun main() {}\n");    // a verdict given, its language not judged
    dir.write("submissions/accepted/ok.py", "print(1)\n");
    const std::vector<PackageSubmission> submissions = read_submissions(dir.path, PackageFormat::V2025_09);
    CHECK(named(submissions, "script.txt")->language == "python");
    CHECK(named(submissions, "script.txt")->skipped.find("declares no verdict") != std::string::npos);
    CHECK(named(submissions, "k.kt")->skipped.find("Kotlin") != std::string::npos);
    CHECK(named(submissions, "ok.py")->skipped.find("entrypoint") != std::string::npos);
}

TEST_CASE("submissions.yaml: a verdict not of the format, a glob it does not support, a wrong type: named by line") {
    ScratchFolder bad_verdict, globstar, brackets, not_a_map;
    write_package(bad_verdict, "accepted:\n  permitted: [AC, MLE]\n");
    CHECK(error_of(bad_verdict).find("submissions.yaml:2: accepted.permitted: 'MLE' is no verdict of the format") !=
          std::string::npos);
    write_package(globstar, "accepted/**:\n  permitted: [AC]\n");
    CHECK(error_of(globstar).find("submissions.yaml:1: accepted/**: expected a glob") != std::string::npos);
    write_package(brackets, "x:\n  secret/[ab]:\n    permitted: [AC]\n");
    CHECK(error_of(brackets).find("submissions.yaml:2: secret/[ab]: expected a glob") != std::string::npos);
    write_package(not_a_map, "accepted: [AC]\n");
    CHECK(error_of(not_a_map).find("submissions.yaml:1: accepted: expected a mapping") != std::string::npos);
}

TEST_CASE("a rule holds when its tests' verdicts are permitted, one is required, and a message is found") {
    TestCase sample{"sample/1", TestGroup::Sample, {}, {}, std::nullopt, std::nullopt};
    TestCase easy{"secret/easy/1", TestGroup::Secret, {}, {}, std::nullopt, std::nullopt};
    TestCase hard{"secret/hard/1", TestGroup::Secret, {}, {}, std::nullopt, std::nullopt};
    auto report_of = [&](Verdict on_sample, Verdict on_easy, Verdict on_hard, const std::string& hard_message = "") {
        SolutionReport report;
        for (auto [test, verdict] : {std::pair{&sample, on_sample}, {&easy, on_easy}, {&hard, on_hard}}) {
            TestReport one;
            one.test = test;
            one.verdict = verdict;
            one.message = test == &hard ? hard_message : "";
            report.tests.push_back(one);
            report.verdict = worst(report.verdict, verdict);
        }
        return report;
    };
    PackageSubmission submission;
    submission.permitted = {Verdict::AC, Verdict::WA, Verdict::TLE, Verdict::RE};
    SubmissionRule easy_ok{"secret/*", {Verdict::AC, Verdict::TLE}, {}, "", "r1"};
    SubmissionRule hard_tle{"secret/hard", {Verdict::AC, Verdict::TLE}, {Verdict::TLE}, "", "r2"};
    submission.rules = {easy_ok, hard_tle};
    CHECK(unmet_rule(submission, report_of(Verdict::WA, Verdict::AC, Verdict::TLE)).empty());  // sample: no rule
    CHECK(meets_declaration(submission, report_of(Verdict::WA, Verdict::AC, Verdict::TLE)));
    CHECK(unmet_rule(submission, report_of(Verdict::AC, Verdict::WA, Verdict::TLE)) ==
          "r1: WA on secret/easy/1, which permits AC, TLE");
    CHECK(unmet_rule(submission, report_of(Verdict::AC, Verdict::AC, Verdict::AC)) == "r2: no test got TLE, as required");
    CHECK_FALSE(meets_declaration(submission, report_of(Verdict::AC, Verdict::AC, Verdict::AC)));
    CHECK(unmet_rule(submission, report_of(Verdict::AC, Verdict::AC, Verdict::MLE)) ==
          "r1: RE on secret/hard/1, which permits AC, TLE");  // MLE is the format's RTE

    PackageSubmission with_message;
    with_message.permitted = submission.permitted;
    with_message.rules = {SubmissionRule{"", {Verdict::AC, Verdict::WA}, {}, "got 2", "r3"}};
    CHECK(unmet_rule(with_message, report_of(Verdict::AC, Verdict::AC, Verdict::WA, "expected 1, got 2")).empty());
    CHECK(unmet_rule(with_message, report_of(Verdict::AC, Verdict::AC, Verdict::WA, "expected 1, got 3")) ==
          "r3: no test's message holds 'got 2'");
}

}  // TEST_SUITE
