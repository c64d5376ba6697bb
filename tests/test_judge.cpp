// summarize: a solution's verdicts from its tests, per group, without running anything; the prediction is
// the worst over sample and secret, and each group is held to its own expectation.
#include <doctest/doctest.h>

#include "judge/judge.hpp"
#include "support.hpp"

using namespace judge;

namespace {

TestReport test(const std::string& name, TestGroup group, Verdict verdict, const std::string& message = "") {
    TestReport t;
    t.test = test_support::hand_made_test(name, group);
    t.verdict = verdict;
    t.message = message;
    return t;
}

// A test that took `ms` of CPU, near the limit or not (TestReport::near_limit).
TestReport timed(const std::string& name, TestGroup group, Verdict verdict, double ms, bool near) {
    TestReport t = test(name, group, verdict);
    t.time_ms = ms;
    t.near_limit = near;
    return t;
}

SolutionReport report(Expectation expected, std::vector<TestReport> tests) {
    SolutionReport r;
    r.path = "solutions/p/x.cpp";
    r.expected = std::move(expected);
    r.tests = std::move(tests);
    return r;
}

Expectation ac_then_hard_tle() {
    Expectation e = Expectation::everywhere({Verdict::AC}, "line 1");
    e.by_group[TestGroup::Hard] = {Verdict::TLE};
    return e;
}

}  // namespace

TEST_SUITE("judge") {

TEST_CASE("the prediction is the worst verdict over sample and secret, and hard is judged apart") {
    SolutionReport r = report(ac_then_hard_tle(), {test("sample/01", TestGroup::Sample, Verdict::AC),
                                                   test("secret/01", TestGroup::Secret, Verdict::AC),
                                                   test("hard/01", TestGroup::Hard, Verdict::TLE, "CPU 3001 ms > 3000 ms")});
    summarize(r, {{TestGroup::Sample, 1}, {TestGroup::Secret, 1}, {TestGroup::Hard, 4}});
    CHECK(r.predicted == Verdict::AC);
    CHECK(r.verdict == Verdict::TLE);
    CHECK(r.ok);
    CHECK(r.message == "hard/01: CPU 3001 ms > 3000 ms");
    REQUIRE(r.groups.size() == 3);
    CHECK(r.group(TestGroup::Hard)->verdict == Verdict::TLE);
    CHECK(r.group(TestGroup::Hard)->stopped);  // 1 of its 4 tests ran
    CHECK_FALSE(r.group(TestGroup::Secret)->stopped);
}

TEST_CASE("no prediction is made when neither sample nor secret ran (--group hard)") {
    SolutionReport r = report(ac_then_hard_tle(), {test("hard/01", TestGroup::Hard, Verdict::TLE, "CPU 3001 ms")});
    summarize(r, {{TestGroup::Hard, 1}});
    CHECK_FALSE(r.prediction_made);
    SolutionReport both = report(ac_then_hard_tle(), {test("secret/01", TestGroup::Secret, Verdict::AC),
                                                      test("hard/01", TestGroup::Hard, Verdict::TLE)});
    summarize(both, {{TestGroup::Secret, 1}, {TestGroup::Hard, 1}});
    CHECK(both.prediction_made);
}

TEST_CASE("the message names the first failing test of each group, a line each") {
    SolutionReport r = report(ac_then_hard_tle(), {test("sample/01", TestGroup::Sample, Verdict::WA, "line 1: x"),
                                                   test("sample/02", TestGroup::Sample, Verdict::WA, "line 2: y"),
                                                   test("secret/01", TestGroup::Secret, Verdict::AC),
                                                   test("secret/02", TestGroup::Secret, Verdict::RE, "exit 1"),
                                                   test("hard/01", TestGroup::Hard, Verdict::TLE, "CPU 3001 ms")});
    summarize(r, {{TestGroup::Sample, 2}, {TestGroup::Secret, 2}, {TestGroup::Hard, 1}});
    CHECK(r.message == "sample/01: line 1: x\nsecret/02: exit 1\nhard/01: CPU 3001 ms");
}

TEST_CASE("a group outside its expectation makes the solution not ok, even when another group is fine") {
    SolutionReport r = report(ac_then_hard_tle(), {test("secret/01", TestGroup::Secret, Verdict::TLE),
                                                   test("hard/01", TestGroup::Hard, Verdict::TLE)});
    summarize(r, {{TestGroup::Secret, 1}, {TestGroup::Hard, 1}});
    CHECK(r.predicted == Verdict::TLE);
    CHECK_FALSE(r.ok);
    CHECK_FALSE(r.group(TestGroup::Secret)->ok);
    CHECK(r.group(TestGroup::Hard)->ok);

    // An AC where TLE is expected is as wrong: the file's claim about hard/ no longer holds.
    SolutionReport fast = report(ac_then_hard_tle(), {test("secret/01", TestGroup::Secret, Verdict::AC),
                                                      test("hard/01", TestGroup::Hard, Verdict::AC)});
    summarize(fast, {{TestGroup::Secret, 1}, {TestGroup::Hard, 1}});
    CHECK(fast.predicted == Verdict::AC);
    CHECK_FALSE(fast.ok);
    CHECK_FALSE(fast.group(TestGroup::Hard)->ok);
}

TEST_CASE("a group without tests is left out, and a compile error is every group's verdict") {
    SolutionReport r = report(Expectation::everywhere({Verdict::AC}, "default"), {});
    r.verdict = Verdict::CE;
    r.message = "prog.c:1:1: error";
    summarize(r, {{TestGroup::Secret, 2}, {TestGroup::Hard, 0}});
    REQUIRE(r.groups.size() == 1);
    CHECK(r.groups[0].verdict == Verdict::CE);
    CHECK_FALSE(r.groups[0].stopped);
    CHECK(r.predicted == Verdict::CE);
    CHECK(r.message == "prog.c:1:1: error");
    CHECK_FALSE(r.ok);

    SolutionReport skipped = report(Expectation::everywhere({Verdict::AC}, "default"), {});
    skipped.verdict = Verdict::SKIPPED;
    summarize(skipped, {{TestGroup::Secret, 2}});
    CHECK(skipped.ok);  // a missing toolchain is never a failure
    CHECK(skipped.predicted == Verdict::SKIPPED);
}

TEST_CASE("a sanitizer build (--sanitize) makes no prediction: any verdict is uncertain, with the reason") {
    for (Verdict verdict : {Verdict::AC, Verdict::RE, Verdict::TLE, Verdict::WA}) {
        const std::string name(short_name(verdict));
        CAPTURE(name);
        SolutionReport r = report(Expectation::everywhere({Verdict::AC}, "default"),
                                  {test("secret/01", TestGroup::Secret, verdict, "x")});
        r.sanitized = true;
        summarize(r, {{TestGroup::Secret, 1}});
        CHECK(r.predicted == verdict);
        CHECK(r.uncertain);
        CHECK(r.uncertain_reason == kSanitizedReason);
        CHECK(r.uncertain_reason.find("--sanitize: a sanitizer build, its times are not the judge's") == 0);
        CHECK(r.ok == (verdict == Verdict::AC));  // the expectation still holds it
    }
    SolutionReport plain = report(Expectation::everywhere({Verdict::AC}, "default"),
                                  {test("secret/01", TestGroup::Secret, Verdict::RE, "x")});
    summarize(plain, {{TestGroup::Secret, 1}});
    CHECK_FALSE(plain.uncertain);
}

}  // TEST_SUITE

TEST_CASE("a group none of whose tests ran (-x stopped before it) is left out and cannot fail the solution") {
    SolutionReport r = report(Expectation::everywhere({Verdict::RE}, "folder RE"),
                              {test("sample/01", TestGroup::Sample, Verdict::RE, "exit code 3")});
    summarize(r, {{TestGroup::Sample, 1}, {TestGroup::Secret, 5}, {TestGroup::Hard, 3}});
    REQUIRE(r.groups.size() == 1);
    CHECK(r.groups[0].group == TestGroup::Sample);
    CHECK(r.group(TestGroup::Hard) == nullptr);
    CHECK(r.predicted == Verdict::RE);
    CHECK(r.ok);
}

TEST_CASE("a prediction that only tests near the limit decide is uncertain, with the judge's figures in its reason") {
    JudgeSpeed poj{"POJ", 2.2, 1.5};

    // AC, with one test over limit ÷ margin: AC?, naming the slowest near test and the judge's limit.
    SolutionReport ac = report(ac_then_hard_tle(), {timed("secret/01", TestGroup::Secret, Verdict::AC, 100, false),
                                                    timed("secret/02", TestGroup::Secret, Verdict::AC, 400, true),
                                                    timed("hard/01", TestGroup::Hard, Verdict::TLE, 900, false)});
    ac.speed = poj;
    ac.time_limit_ms = 1000 / 2.2;
    summarize(ac, {{TestGroup::Secret, 2}, {TestGroup::Hard, 1}});
    CHECK(ac.predicted == Verdict::AC);
    CHECK(ac.uncertain);
    CHECK(ac.uncertain_reason ==
          "secret/02 took 400 ms here; POJ's 1000 ms limit is 455 ms here (POJ measured 2.2× slower than the "
          "reference machine), and a time within 1.5× of it could go either way there");

    // On a machine 3× slower than the reference one (machine.hpp), the limit here is 3× as long; the
    // judge's own limit in the reason is still its own, and the margin is widened by the spread √3.
    SolutionReport slow = report(ac_then_hard_tle(), {timed("secret/02", TestGroup::Secret, Verdict::AC, 1200, true)});
    slow.speed = poj;
    slow.machine_factor = 3;
    slow.time_limit_ms = 1000 / 2.2 * 3;
    summarize(slow, {{TestGroup::Secret, 1}});
    CHECK(slow.uncertain);
    CHECK(slow.uncertain_reason ==
          "secret/02 took 1200 ms here; POJ's 1000 ms limit is 1364 ms here (POJ measured 2.2× slower than the "
          "reference machine, this machine 3.00× the reference machine's times), and a time within 2.60× (1.5× for "
          "the judge's machine, × 1.73 because one program's speed here may differ from the workload's) of it could "
          "go either way there");

    // TLE only by near tests: TLE?. A sure failure beside it (a WA, or a TLE at the cap) makes it sure.
    SolutionReport near_tle = report(Expectation::everywhere({Verdict::AC}, "default"),
                                     {timed("secret/01", TestGroup::Secret, Verdict::TLE, 500, true)});
    near_tle.speed = poj;
    near_tle.time_limit_ms = 455;
    summarize(near_tle, {{TestGroup::Secret, 1}});
    CHECK(near_tle.predicted == Verdict::TLE);
    CHECK(near_tle.uncertain);
    for (Verdict other : {Verdict::WA, Verdict::TLE}) {
        SolutionReport sure = report(Expectation::everywhere({Verdict::AC}, "default"),
                                     {timed("secret/01", TestGroup::Secret, Verdict::TLE, 500, true),
                                      timed("secret/02", TestGroup::Secret, other, 700, false)});
        summarize(sure, {{TestGroup::Secret, 2}});
        CHECK_FALSE(sure.uncertain);
        CHECK(sure.uncertain_reason.empty());
    }

    // hard/ is not predicted: a near test there changes nothing. Nothing measured: the reason says so.
    SolutionReport unmeasured = report(ac_then_hard_tle(), {timed("secret/01", TestGroup::Secret, Verdict::AC, 600, true),
                                                            timed("hard/01", TestGroup::Hard, Verdict::AC, 900, true)});
    unmeasured.time_limit_ms = 1000;
    summarize(unmeasured, {{TestGroup::Secret, 1}, {TestGroup::Hard, 1}});
    CHECK(unmeasured.uncertain);
    CHECK(unmeasured.uncertain_reason ==
          "secret/01 took 600 ms here of the 1000 ms limit; the online judge's speed against the reference machine "
          "is not measured, so a time within 2× of the limit could go either way there");
    SolutionReport only_hard = report(ac_then_hard_tle(), {timed("secret/01", TestGroup::Secret, Verdict::AC, 10, false),
                                                           timed("hard/01", TestGroup::Hard, Verdict::AC, 900, true)});
    summarize(only_hard, {{TestGroup::Secret, 1}, {TestGroup::Hard, 1}});
    CHECK_FALSE(only_hard.uncertain);
}

TEST_CASE("in hard/ an AC near the limit satisfies an expectation of TLE; a sure failure, or another group, does not") {
    // UVa 989's row_major_with_lookahead.cpp on 2026-12-07: expected TLE on hard/, AC in 5745 ms of a limit
    // that a slow minute had made 5850 ms.
    SolutionReport slow_minute = report(ac_then_hard_tle(), {timed("secret/01", TestGroup::Secret, Verdict::AC, 5, false),
                                                              timed("hard/01", TestGroup::Hard, Verdict::AC, 300, false),
                                                              timed("hard/05", TestGroup::Hard, Verdict::AC, 5745, true)});
    summarize(slow_minute, {{TestGroup::Secret, 1}, {TestGroup::Hard, 2}});
    const GroupReport* hard = slow_minute.group(TestGroup::Hard);
    REQUIRE(hard != nullptr);
    CHECK(hard->verdict == Verdict::AC);
    CHECK(hard->near_limit);
    CHECK(hard->ok);
    CHECK(slow_minute.ok);
    CHECK_FALSE(slow_minute.uncertain);  // hard/ is no part of the prediction
    CHECK_FALSE(slow_minute.group(TestGroup::Secret)->near_limit);

    // Far from the limit it is a plain AC where TLE was expected.
    SolutionReport far = report(ac_then_hard_tle(), {timed("hard/05", TestGroup::Hard, Verdict::AC, 900, false)});
    summarize(far, {{TestGroup::Hard, 1}});
    CHECK_FALSE(far.group(TestGroup::Hard)->near_limit);
    CHECK_FALSE(far.ok);

    // A near AC beside a sure failure (a WA) decides nothing: the WA stands.
    SolutionReport wrong = report(ac_then_hard_tle(), {timed("hard/01", TestGroup::Hard, Verdict::WA, 10, false),
                                                       timed("hard/05", TestGroup::Hard, Verdict::AC, 5745, true)});
    summarize(wrong, {{TestGroup::Hard, 2}});
    CHECK_FALSE(wrong.group(TestGroup::Hard)->near_limit);
    CHECK_FALSE(wrong.ok);

    // A near TLE where AC is expected is held too (a test of the prediction would be run on to tell it).
    Expectation hard_ac = Expectation::everywhere({Verdict::AC}, "line 1");
    SolutionReport near_tle = report(hard_ac, {timed("hard/01", TestGroup::Hard, Verdict::TLE, 1100, true)});
    summarize(near_tle, {{TestGroup::Hard, 1}});
    CHECK(near_tle.ok);
    SolutionReport sure_tle = report(hard_ac, {timed("hard/01", TestGroup::Hard, Verdict::TLE, 1100, false)});
    summarize(sure_tle, {{TestGroup::Hard, 1}});
    CHECK_FALSE(sure_tle.ok);

    // In secret the expectation holds as it is: the near verdict is the prediction's uncertainty (AC?), not a pass.
    Expectation secret_tle = Expectation::everywhere({Verdict::TLE}, "line 1");
    SolutionReport secret = report(secret_tle, {timed("secret/01", TestGroup::Secret, Verdict::AC, 800, true)});
    secret.time_limit_ms = 1000;
    summarize(secret, {{TestGroup::Secret, 1}});
    CHECK(secret.group(TestGroup::Secret)->near_limit);
    CHECK(secret.uncertain);
    CHECK_FALSE(secret.ok);
}

TEST_CASE("a PE prediction is uncertain where the judge may say WA for it, and sure elsewhere") {
    SolutionReport pe = report(Expectation::everywhere({Verdict::AC}, "default"),
                               {test("secret/01", TestGroup::Secret, Verdict::PE, "line 2: spaces differ")});
    summarize(pe, {{TestGroup::Secret, 1}});
    CHECK(pe.predicted == Verdict::PE);
    CHECK_FALSE(pe.uncertain);
    pe.presentation_error_uncertain = true;
    summarize(pe, {{TestGroup::Secret, 1}});
    CHECK(pe.uncertain);
    CHECK(pe.uncertain_reason.find("may answer WA instead of PE") != std::string::npos);
    // A WA stays a sure WA.
    SolutionReport wa = report(Expectation::everywhere({Verdict::AC}, "default"),
                               {test("secret/01", TestGroup::Secret, Verdict::WA)});
    wa.presentation_error_uncertain = true;
    summarize(wa, {{TestGroup::Secret, 1}});
    CHECK_FALSE(wa.uncertain);
}
