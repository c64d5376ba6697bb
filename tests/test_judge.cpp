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
