#include <doctest/doctest.h>
#include <stdlib.h>
#include <unistd.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "judge/view/report.hpp"

using namespace judge;

namespace {

TestReport test_report(const std::string& name, Verdict verdict, double time_ms, long memory_kb,
                       const std::string& message) {
    TestReport t;
    t.name = name;
    t.verdict = verdict;
    t.time_ms = time_ms;
    t.wall_ms = time_ms + 1;
    t.memory_kb = memory_kb;
    t.message = message;
    return t;
}

SolutionReport sample_report(Verdict verdict, std::set<Verdict> expected) {
    SolutionReport r;
    r.path = "solutions/p/x.cpp";
    r.problem = "p";
    r.language = "cpp";
    r.expected.verdicts = expected;
    r.expected.origin = "line 3";
    r.total_tests = 2;
    r.tests.push_back(test_report("01_sample", Verdict::AC, 3.14, 1520, ""));
    r.tests.push_back(test_report("02_hard", verdict, 812.0, 20480,
                                  verdict == Verdict::AC ? "" : "line 1, column 1: expected '1', got '2'"));
    r.verdict = verdict;
    r.ok = r.expected.permits(verdict);
    if (verdict != Verdict::AC) r.message = "02_hard: " + r.tests[1].message;
    return r;
}

}  // namespace

TEST_SUITE("report") {
    TEST_CASE("colour is off with NO_COLOR, off when not a terminal, and forced by always") {
        setenv("NO_COLOR", "1", 1);
        CHECK_FALSE(use_color(ColorMode::Auto, STDOUT_FILENO));
        CHECK(use_color(ColorMode::Always, STDOUT_FILENO));
        unsetenv("NO_COLOR");
        int pipe_ends[2];
        REQUIRE(pipe(pipe_ends) == 0);
        CHECK_FALSE(use_color(ColorMode::Auto, pipe_ends[1]));
        CHECK_FALSE(use_color(ColorMode::Never, pipe_ends[1]));
        close(pipe_ends[0]);
        close(pipe_ends[1]);
    }

    TEST_CASE("the table shows verdict, tests passed, slowest time and memory, without escape codes when plain") {
        std::ostringstream out;
        print_table(out, {sample_report(Verdict::AC, {Verdict::AC})}, {false, false});
        std::string text = out.str();
        CHECK(text.find("solutions/p/x.cpp") != std::string::npos);
        CHECK(text.find("2/2") != std::string::npos);
        CHECK(text.find("812 ms") != std::string::npos);
        CHECK(text.find("20.0 MB") != std::string::npos);
        CHECK(text.find("1 solution: 1 as expected.") != std::string::npos);
        CHECK(text.find('\x1b') == std::string::npos);
    }

    TEST_CASE("an unexpected verdict is marked with what was expected, where that came from, and why") {
        std::ostringstream out;
        print_table(out, {sample_report(Verdict::WA, {Verdict::AC})}, {false, false});
        std::string text = out.str();
        CHECK(text.find("expected AC (line 3), got WA") != std::string::npos);
        CHECK(text.find("02_hard: line 1, column 1") != std::string::npos);
        CHECK(text.find("1 NOT") != std::string::npos);
    }

    TEST_CASE("verbose prints one line per test") {
        std::ostringstream out;
        print_table(out, {sample_report(Verdict::WA, {Verdict::WA})}, {false, true});
        CHECK(out.str().find("01_sample") != std::string::npos);
        CHECK(out.str().find("3.1 ms") != std::string::npos);
    }

    TEST_CASE("colour wraps the verdict in escape codes") {
        std::ostringstream out;
        print_table(out, {sample_report(Verdict::AC, {Verdict::AC})}, {true, false});
        CHECK(out.str().find("\x1b[") != std::string::npos);
    }

    TEST_CASE("the JSON report has the documented shape") {
        auto json = nlohmann::json::parse(to_json({sample_report(Verdict::WA, {Verdict::AC, Verdict::WA})}));
        const auto& s = json.at("solutions").at(0);
        CHECK(s.at("path") == "solutions/p/x.cpp");
        CHECK(s.at("problem") == "p");
        CHECK(s.at("language") == "cpp");
        CHECK(s.at("verdict") == "WA");
        CHECK(s.at("expected") == nlohmann::json::array({"AC", "WA"}));
        CHECK(s.at("ok") == true);
        const auto& t = s.at("tests").at(0);
        CHECK(t.at("name") == "01_sample");
        CHECK(t.at("verdict") == "AC");
        CHECK(t.at("time_ms") == doctest::Approx(3.1));
        CHECK(t.at("memory_kb") == 1520);
        CHECK(t.at("message") == "");
    }

    TEST_CASE("sizes and times read naturally") {
        CHECK(format_memory(812) == "812 KB");
        CHECK(format_memory(20480) == "20.0 MB");
        CHECK(format_time(3.14) == "3.1 ms");
        CHECK(format_time(1003.4) == "1003 ms");
    }
}
