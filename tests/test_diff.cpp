// The text checkers on hand-written outputs: NYOJ's line rule, exact and token comparison.
#include <doctest/doctest.h>

#include <string>

#include "judge/checkers/diff.hpp"
#include "support.hpp"

using namespace judge;
using namespace test_support;

TEST_SUITE("check_lines") {

TEST_CASE("identical outputs are accepted") {
    CHECK(check_lines("1 2\n3 4\n", "1 2\n3 4\n").status == CheckStatus::AC);
}

TEST_CASE("trailing spaces and tabs are ignored on NYOJ") {
    CHECK(check_lines("1 2  \n3 4\t\n", "1 2\n3 4\n").status == CheckStatus::AC);
}

TEST_CASE("CRLF line ends are accepted") {
    CHECK(check_lines("1 2\r\n3 4\r\n", "1 2\n3 4\n").status == CheckStatus::AC);
}

TEST_CASE("a missing final newline is accepted") {
    CHECK(check_lines("1 2\n3 4", "1 2\n3 4\n").status == CheckStatus::AC);
}

TEST_CASE("blank lines at the end are ignored") {
    CHECK(check_lines("1 2\n3 4\n\n\n  \n", "1 2\n3 4\n").status == CheckStatus::AC);
    CHECK(check_lines("1 2\n3 4\n", "1 2\n3 4\n\n").status == CheckStatus::AC);
}

TEST_CASE("a blank line too many or too few is a presentation error that names the empty line as one") {
    CheckResult extra = check_lines("1 2\n\n3 4\n", "1 2\n3 4\n");
    CHECK(extra.status == CheckStatus::PE);
    CHECK(extra.message == "line 2: expected '3 4', got an empty line (only whitespace differs)");
    CheckResult missing = check_lines("1 2\n3 4\n", "1 2\n\n3 4\n");  // HDU's blank line between grids
    CHECK(missing.status == CheckStatus::PE);
    CHECK(missing.message == "line 2: expected an empty line, got '3 4' (only whitespace differs)");
}

TEST_CASE("leading or doubled spaces are a presentation error naming the line") {
    CheckResult r = check_lines("1 2\n3  4\n", "1 2\n3 4\n");
    CHECK(r.status == CheckStatus::PE);
    CHECK(r.message == "line 2: expected '3 4', got '3  4' (only whitespace differs)");
    CHECK(check_lines(" 1 2\n3 4\n", "1 2\n3 4\n").status == CheckStatus::PE);
}

TEST_CASE("a wrong token is a wrong answer located by line and column") {
    CheckResult r = check_lines("1 2\n3 4\n5 6\n4 5 6 3\n", "1 2\n3 4\n5 6\n4 5 6 5\n");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "line 4, column 7: expected '5', got '3'");
}

TEST_CASE("a short line is a wrong answer that names the missing token") {
    CheckResult r = check_lines("1 2\n", "1 2 3\n");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "line 1, column 4: expected '3', got end of line");
}

TEST_CASE("extra output is a wrong answer naming the first extra line") {
    CheckResult r = check_lines("1\n2\n1 2 3\n", "1\n2\n");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "line 3: expected end of output, got '1 2 3'");
}

TEST_CASE("output that stops early is a wrong answer naming the expected line") {
    CheckResult r = check_lines("1\n2\n", "1\n2\n3 4\n");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "output ends at line 2, expected '3 4'");
}

TEST_CASE("empty output is a wrong answer unless the answer is empty too") {
    CheckResult r = check_lines("", "42\n");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "output is empty, expected '42'");
    CHECK(check_lines("", "").status == CheckStatus::AC);
    CHECK(check_lines("\n\n", "").status == CheckStatus::AC);
}

TEST_CASE("long lines are cut in messages") {
    std::string long_line(500, '7');
    CheckResult r = check_lines("1\n", "1\n" + long_line + "\n");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message.size() < 120);
    CHECK(r.message.find("...") != std::string::npos);
}

}  // TEST_SUITE

TEST_SUITE("check_exact") {

TEST_CASE("exact comparison accepts only the same bytes") {
    CHECK(check_exact("1 2\n", "1 2\n").status == CheckStatus::AC);
    CheckResult r = check_exact("1 2 \n", "1 2\n");
    CHECK(r.status == CheckStatus::PE);
    CHECK(r.message == "line 1, column 4: expected '\\n', got ' \\n'");
}

TEST_CASE("exact comparison locates a wrong byte and reports WA") {
    CheckResult r = check_exact("1 2\n3 5\n", "1 2\n3 4\n");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "line 2, column 3: expected '4\\n', got '5\\n'");
}

TEST_CASE("exact comparison names the end of output on either side") {
    CHECK(check_exact("1 2", "1 2\n").message == "line 1, column 4: expected '\\n', got end of output");
    CHECK(check_exact("1 2\n3", "1 2\n").message == "line 2, column 1: expected end of output, got '3'");
}

}  // TEST_SUITE

TEST_SUITE("check_tokens") {

TEST_CASE("tokens ignore every kind of whitespace") {
    CHECK(check_tokens("1\n2   3\r\n", "1 2 3").status == CheckStatus::AC);
}

TEST_CASE("a wrong token is located in the output") {
    CheckResult r = check_tokens("1 2\n3 9\n", "1 2 3 4");
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "line 2, column 3: expected '4', got '9' (token 4)");
}

TEST_CASE("missing and extra tokens are wrong answers") {
    CHECK(check_tokens("1 2", "1 2 3").message == "output ends after 2 tokens, expected '3'");
    CHECK(check_tokens("1 2 3\n4", "1 2 3").message == "line 2, column 1: expected end of output, got '4' (token 4)");
    CHECK(check_tokens("", "").status == CheckStatus::AC);
}

}  // TEST_SUITE
