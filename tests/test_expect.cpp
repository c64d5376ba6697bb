#include <doctest/doctest.h>

#include "judge/util/error.hpp"
#include "judge/expect.hpp"

using judge::read_expectation;
using judge::Verdict;

TEST_SUITE("expected verdicts") {
    TEST_CASE("a file without an expect line and outside a verdict folder must get AC") {
        auto e = read_expectation("solutions/nyoj-0722-sudoku/x.cpp", "int main() {}\n");
        CHECK(e.verdicts == std::set<Verdict>{Verdict::AC});
        CHECK(e.origin == "default");
    }

    TEST_CASE("an expect line in C, C++, Java and Python comments is read") {
        SUBCASE("line comment") {
            auto e = read_expectation("a/b/x.c", "/* header */\n// expect: TLE\n");
            CHECK(e.verdicts == std::set<Verdict>{Verdict::TLE});
            CHECK(e.origin == "line 2");
        }
        SUBCASE("block comment line") {
            auto e = read_expectation("a/b/x.java", "/*\n * expect: AC, TLE\n */\n");
            CHECK(e.verdicts == std::set<Verdict>{Verdict::AC, Verdict::TLE});
        }
        SUBCASE("python comment") {
            auto e = read_expectation("a/b/x.py", "# expect: ac tle\n");
            CHECK(e.verdicts == std::set<Verdict>{Verdict::AC, Verdict::TLE});
        }
    }

    TEST_CASE("an expect line beyond the first 30 lines is not read") {
        std::string text(40, '\n');
        text += "// expect: WA\n";
        CHECK(read_expectation("a/b/x.cpp", text).verdicts == std::set<Verdict>{Verdict::AC});
    }

    TEST_CASE("the folder above the problem folder names the verdict when there is no expect line") {
        auto e = read_expectation("tests/fixtures/MLE/nyoj-0722-sudoku/touch.c", "int main(){}\n");
        CHECK(e.verdicts == std::set<Verdict>{Verdict::MLE});
        CHECK(e.origin == "folder MLE");
        auto bapc = read_expectation("x/time_limit_exceeded/p/slow.c", "");
        CHECK(bapc.verdicts == std::set<Verdict>{Verdict::TLE});
    }

    TEST_CASE("the expect line wins over the folder") {
        auto e = read_expectation("tests/fixtures/TLE/p/x.c", "// expect: AC\n");
        CHECK(e.verdicts == std::set<Verdict>{Verdict::AC});
    }

    TEST_CASE("an unknown verdict names the file and line") {
        try {
            read_expectation("s/p/x.cpp", "\n// expect: AC, TL0\n");
            FAIL("no error");
        } catch (const judge::JudgeError& e) {
            CHECK(std::string(e.what()).find("s/p/x.cpp:2: expect: unknown verdict 'TL0'") == 0);
        }
    }

    TEST_CASE("permits and to_string reflect the set") {
        auto e = read_expectation("a/b/x.cpp", "// expect: TLE, AC\n");
        CHECK(e.permits(Verdict::AC));
        CHECK_FALSE(e.permits(Verdict::WA));
        CHECK(e.to_string() == "AC, TLE");
    }
}
