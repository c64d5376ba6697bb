// The report page: self-contained, the summary table, a <details> per test, WA boards as tables, the
// bench charts when present; and, when Chromium is installed, that it really renders.
#include <doctest/doctest.h>
#include <stdlib.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include "judge/view/html_report.hpp"
#include "support.hpp"

using namespace judge;
using namespace test_support;
namespace fs = std::filesystem;

namespace {

using Scratch = test_support::ScratchFolder;

std::size_t count(const std::string& text, const std::string& what) {
    std::size_t n = 0;
    for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

// An accepted solution with two tests, and one whose second test is a wrong NYOJ grid.
std::vector<SolutionReport> sample_reports(const Scratch& scratch) {
    fs::path input = scratch.write("t/02_hard.in", "1\n" + nyoj_grid(kPuzzle));
    fs::path answer = scratch.write("t/02_hard.out", nyoj_grid(kSolution));
    std::string wrong = kSolution;
    std::swap(wrong[0], wrong[1]);

    SolutionReport good;
    good.path = "solutions/nyoj-0722-sudoku/bitmask_mrv.cpp";
    good.problem = "nyoj-0722-sudoku";
    good.language = "cpp";
    good.expected = Expectation::everywhere({Verdict::AC}, "default");
    good.ok = true;
    good.total_tests = 2;
    good.time_limit_ms = 1000;
    good.time_limit_how = "400 ms × 2.5 (this machine) = 1000 ms";
    good.memory_limit_kb = 65535;
    const TestCase* first = hand_made_test("01_sample", TestGroup::Secret, input, answer);
    const TestCase* second = hand_made_test("02_hard", TestGroup::Secret, input, answer);
    good.tests.push_back({first, Verdict::AC, 3.1, 4.0, 1520, "1 cases", "", 0});
    good.tests.push_back({second, Verdict::AC, 12.0, 13.0, 1600, "1 cases", "", 0});

    SolutionReport bad = good;
    bad.path = "solutions/nyoj-0722-sudoku/<broken>.c";
    bad.language = "c";
    bad.verdict = Verdict::WA;
    bad.ok = false;
    bad.tests[1] = {second, Verdict::WA, 9.0, 10.0, 1400, "case 1, row 1, column 1: 4 repeats in the column",
                    nyoj_grid(wrong), 0};
    bad.message = "02_hard: " + bad.tests[1].message;

    SolutionReport broken = good;
    broken.path = "solutions/nyoj-0722-sudoku/typo.cpp";
    broken.verdict = Verdict::CE;
    broken.ok = false;
    broken.tests.clear();
    broken.message = "prog.cpp:3:1: error: expected ';' before '}' token";
    for (SolutionReport* report : {&good, &bad, &broken}) summarize(*report, {{TestGroup::Secret, 2}});
    return {good, bad, broken};
}

bool chromium_installed() { return std::system("command -v chromium >/dev/null 2>&1") == 0; }

// Runs headless Chromium on `page` with `extra` flags (a fresh profile each time, nothing fetched).
int run_chromium(const fs::path& page, const std::string& extra, const fs::path& profile) {
    std::string command = "timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-background-networking "
                          "--disable-component-update --disable-sync --no-first-run --hide-scrollbars "
                          "--user-data-dir='" + profile.string() + "' " + extra + " 'file://" + page.string() +
                          "' 2>/dev/null";
    return std::system(command.c_str());
}

}  // namespace

TEST_SUITE("html report") {
    TEST_CASE("special characters are escaped") {
        CHECK(html_escape("<a href=\"x\">Tom & Jerry's</a>") ==
              "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;");
        CHECK(html_escape("数独") == "数独");
    }

    TEST_CASE("the page is self-contained: inline style, no script, nothing fetched") {
        Scratch scratch;
        std::string html = html_report(sample_reports(scratch), scratch.path / "no-bench");
        CHECK(html.rfind("<!DOCTYPE html>", 0) == 0);
        CHECK(html.find("<meta charset=\"utf-8\">") != std::string::npos);
        CHECK(html.find("name=\"viewport\"") != std::string::npos);
        CHECK(html.find("<style>") != std::string::npos);
        CHECK(html.find("@media print") != std::string::npos);
        CHECK(html.find("@media (max-width") != std::string::npos);
        CHECK(html.find("<script") == std::string::npos);
        CHECK(html.find("src=") == std::string::npos);
        CHECK(html.find("<link") == std::string::npos);
        CHECK(html.find("http") == std::string::npos);
    }

    TEST_CASE("the summary has a row per solution with verdict, tests, time, memory and expectation") {
        Scratch scratch;
        std::string html = html_report(sample_reports(scratch), scratch.path / "no-bench");
        CHECK(count(html, "<tr class=\"solution ") == 3);
        CHECK(html.find("<tr class=\"solution expected\"><td class=\"path\"><a href=\"#s1\">solutions/<wbr>nyoj-0722-sudoku/<wbr>bitmask_mrv.cpp</a>") !=
              std::string::npos);
        CHECK(html.find("&lt;broken&gt;.c") != std::string::npos);
        CHECK(html.find("<broken>") == std::string::npos);
        CHECK(count(html, "<tr class=\"solution unexpected\">") == 2);
        CHECK(html.find("<td class=\"num\">2/2</td>") != std::string::npos);
        CHECK(html.find("<td class=\"num\">1/2</td>") != std::string::npos);
        CHECK(html.find("12 ms") != std::string::npos);
        CHECK(html.find("1 AC</span><span class=\"verdict v-WA\" title=\"Wrong Answer\">1 WA") != std::string::npos);
        CHECK(html.find("3 solutions: 1 as expected, <span class=\"mark-bad\">2 NOT</span>.") != std::string::npos);
    }

    TEST_CASE("each solution's limit says how it was made, as the table's footer, -v and --json do") {
        Scratch scratch;
        std::string html = html_report(sample_reports(scratch), scratch.path / "no-bench");
        CHECK(html.find("; limits 1000 ms CPU (400 ms × 2.5 (this machine) = 1000 ms)") != std::string::npos);
    }

    TEST_CASE("a hard group held by its expectation only because it is near the limit shows AC? and why") {
        Scratch scratch;
        SolutionReport near = sample_reports(scratch).front();
        near.expected.by_group[TestGroup::Hard] = {Verdict::TLE};
        near.tests[1].test = hand_made_test("hard/05_norvig_impossible", TestGroup::Hard, near.tests[1].test->input,
                                            near.tests[1].test->answer);
        near.tests[1].time_ms = 900;
        near.tests[1].near_limit = true;
        summarize(near, {{TestGroup::Secret, 1}, {TestGroup::Hard, 1}});
        REQUIRE(near.ok);
        const std::string html = html_report({near}, scratch.path / "no-bench");
        CHECK(html.find("title=\"Accepted\">AC?</span>") != std::string::npos);
        CHECK(html.find("<p class=\"uncertain\">hard: expected TLE, got AC only by tests near the limit "
                        "(hard/05_norvig_impossible took 900 ms of 1000 ms)") != std::string::npos);
        CHECK(html.find("<span class=\"mark-bad\">") == std::string::npos);  // nothing marked not as expected
    }

    TEST_CASE("only the first wrong answer of a solution is open") {
        Scratch scratch;
        auto reports = sample_reports(scratch);
        reports[1].tests[0] = reports[1].tests[1];
        reports[1].tests[0].test = reports[0].tests[0].test;  // the WA, under the first test's name
        std::string html = html_report(reports, scratch.path / "no-bench");
        CHECK(count(html, "<table class=\"grid side-9\">") == 4);
        CHECK(count(html, "<details class=\"test\" id=\"s2-t1\" open>") == 1);
        CHECK(count(html, "<details class=\"test\" id=\"s2-t2\">") == 1);
    }

    TEST_CASE("every test is a <details>; a wrong answer opens with its boards as tables") {
        Scratch scratch;
        std::string html = html_report(sample_reports(scratch), scratch.path / "no-bench");
        CHECK(count(html, "<details class=\"test\"") == 4);
        CHECK(count(html, "<details class=\"test\" id=\"s2-t2\" open>") == 1);
        CHECK(count(html, "<table class=\"grid side-9\">") == 2);
        CHECK(html.find("<td class=\"wrong\">4</td><td class=\"wrong\">1</td><td class=\"given box-end\">5</td>") !=
              std::string::npos);
        CHECK(html.find("<td class=\"differs\">1</td><td class=\"differs\">4</td>") != std::string::npos);
        CHECK(html.find("received: row 1, column 1: 4 repeats in the column") != std::string::npos);
        CHECK(html.find("class=\"legend") != std::string::npos);
    }

    TEST_CASE("a 16×16 wrong answer is drawn as two side-16 tables, a thick rule after every fourth cell") {
        Scratch scratch;
        const std::string solved = pattern_grid(4), puzzle = punched(solved, 2);
        fs::path input = scratch.write("t/01.in", write_puzzles({puzzle}, GridFormat::POJ16));
        fs::path answer = scratch.write("t/01.out", write_answers({solved}, GridFormat::POJ16));
        std::string wrong = solved;
        wrong[2] = 'A';
        std::vector<SolutionReport> reports = sample_reports(scratch);
        SolutionReport& bad = reports[1];
        auto* test = const_cast<TestCase*>(hand_made_test("01_poj", TestGroup::Secret, input, answer));
        test->grid_format = GridFormat::POJ16;
        bad.tests[1] = {test, Verdict::WA, 9.0, 10.0, 1400, "case 1, row 1, column 3: A repeats in the row",
                        write_answers({wrong}, GridFormat::POJ16), 0};
        std::string html = html_report(reports, scratch.path / "no-bench");
        CHECK(count(html, "<table class=\"grid side-16\">") == 2);
        CHECK(count(html, "<table class=\"grid side-9\">") == 0);
        CHECK(html.find("<td class=\"wrong\">A</td><td class=\"given\">B</td><td class=\"wrong\">A</td>"
                        "<td class=\"given box-end\">D</td>") != std::string::npos);
    }

    TEST_CASE("a compile error shows the compiler's message") {
        Scratch scratch;
        std::string html = html_report(sample_reports(scratch), scratch.path / "no-bench");
        CHECK(html.find("<pre class=\"message\">prog.cpp:3:1: error: expected &#39;;&#39; before &#39;}&#39; token</pre>") !=
              std::string::npos);
    }

    TEST_CASE("bench charts are inlined without their XML prolog, and left out when there are none") {
        Scratch scratch;
        scratch.write("bench/speed.svg", "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
                                         "viewBox=\"0 0 10 10\"><rect width=\"5\" height=\"5\"/></svg>\n");
        scratch.write("bench/notes.txt", "not a chart");
        std::string html = html_report(sample_reports(scratch), scratch.path / "bench");
        CHECK(html.find("<section id=\"bench\">") != std::string::npos);
        CHECK(html.find("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">") != std::string::npos);
        CHECK(html.find("<?xml") == std::string::npos);
        CHECK(html.find("not a chart") == std::string::npos);
        CHECK(html_report(sample_reports(scratch), scratch.path / "absent").find("id=\"bench\"") == std::string::npos);
    }

    TEST_CASE("write_html_report writes the page, and says which file it cannot write") {
        Scratch scratch;
        write_html_report(sample_reports(scratch), scratch.path / "report.html");
        std::ifstream in(scratch.path / "report.html");
        std::ostringstream text;
        text << in.rdbuf();
        CHECK(text.str().find("</html>") != std::string::npos);
        CHECK_THROWS_WITH(write_html_report({}, scratch.path / "no" / "such" / "dir.html"),
                          doctest::Contains("dir.html: cannot write"));
    }

    TEST_CASE("headless Chromium renders the summary rows and a screenshot that is not blank") {
        if (!test_support::available_or_skipped(chromium_installed(), "headless Chromium",
                                                "chromium is not installed (apt-get install chromium)"))
            return;
        Scratch scratch;
        fs::path page = scratch.write("report.html", html_report(sample_reports(scratch), scratch.path / "no-bench"));
        fs::path blank = scratch.write("blank.html", "<!DOCTYPE html><html><body></body></html>");

        REQUIRE(run_chromium(page, "--dump-dom > '" + (scratch.path / "dom.html").string() + "'", scratch.path / "p1") == 0);
        std::ifstream dom_file(scratch.path / "dom.html");
        std::ostringstream dom;
        dom << dom_file.rdbuf();
        CHECK(count(dom.str(), "<tr class=\"solution ") == 3);
        CHECK(dom.str().find("bitmask_mrv.cpp</a>") != std::string::npos);

        fs::path shot = scratch.path / "report.png", empty = scratch.path / "blank.png";
        REQUIRE(run_chromium(page, "--window-size=1000,800 --screenshot='" + shot.string() + "'", scratch.path / "p2") == 0);
        REQUIRE(run_chromium(blank, "--window-size=1000,800 --screenshot='" + empty.string() + "'", scratch.path / "p3") == 0);
        REQUIRE(fs::exists(shot));
        REQUIRE(fs::exists(empty));
        std::ifstream png(shot, std::ios::binary);
        char signature[8] = {};
        png.read(signature, 8);
        CHECK(std::string(signature, 8) == "\x89PNG\r\n\x1a\n");
        // A blank page compresses to almost nothing; text, tables and badges do not.
        CHECK(fs::file_size(shot) > 4 * fs::file_size(empty));
    }
}
