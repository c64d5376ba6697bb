// Kattis' default output validator in process: its flags, its token and float rules, from degenerate texts
// to a large one; problemtools_float cross-checked with glibc's sscanf, which problemtools calls.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include "judge/checkers/default_validator.hpp"
#include "judge/util/error.hpp"
#include "support.hpp"

using namespace judge;
using namespace test_support;

namespace {

ValidatorFlags flags_of(std::vector<std::string> words) { return parse_validator_flags(words); }

CheckStatus status_of(std::string_view output, std::string_view answer, const ValidatorFlags& flags = {}) {
    return check_default_validator(output, answer, flags).status;
}

// problemtools' own test, the reference: sscanf(token, "%lf%10s") reads exactly one value, and it is finite.
bool sscanf_float(const std::string& token, double& value) {
    char rest[20];
    double read = 0;
    if (std::sscanf(token.c_str(), "%lf%10s", &read, rest) != 1) return false;
    value = read;
    return std::isfinite(read);
}

}  // namespace

TEST_SUITE("check_default_validator") {

TEST_CASE("two empty texts are accepted, and an empty or blank output against tokens is not") {
    CHECK(check_default_validator("", "", {}).status == CheckStatus::AC);
    CHECK(check_default_validator("", "", {}).message == "0 tokens");
    CHECK(status_of(" \n\n", "") == CheckStatus::AC);
    CheckResult empty = check_default_validator("", "42\n", {});
    CHECK(empty.status == CheckStatus::WA);
    CHECK(empty.message == "output is empty, expected '42'");
    CHECK(check_default_validator("\n \n", "42\n", {}).message == "output is only white space, expected '42'");
}

TEST_CASE("tokens are split by any white space of the C locale, never by other bytes") {
    CHECK(check_default_validator("1\t2\r\n3\v4\f5", " 1 2 3 4 5\n\n", {}).message == "5 tokens");
    // 0xA0 (no-break space in Latin-1) and UTF-8 bytes belong to tokens.
    CHECK(status_of("a\xa0" "b", "a b") == CheckStatus::WA);
    CHECK(status_of("\xc3\xa9t\xc3\xa9", "\xc3\xa9T\xc3\xa9") == CheckStatus::AC);  // only ASCII case is folded
    CHECK(status_of("\xc3\xa9", "\xc3\x89") == CheckStatus::WA);                    // é is not É
}

TEST_CASE("a wrong token is WA, located in the output, never PE") {
    CheckResult r = check_default_validator("1 2\n3 9\n", "1 2 3 4", {});
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "line 2, column 3: expected '4', got '9' (token 4)");
}

TEST_CASE("output that ends early or goes on is WA") {
    CheckResult missing = check_default_validator("1 2", "1 2 3", {});
    CHECK(missing.status == CheckStatus::WA);
    CHECK(missing.message == "output ends after 2 tokens, expected '3'");
    CHECK(check_default_validator("1", "1 2", {}).message == "output ends after 1 token, expected '2'");
    CheckResult trailing = check_default_validator("1 2 3\n4", "1 2 3", {});
    CHECK(trailing.status == CheckStatus::WA);
    CHECK(trailing.message == "line 2, column 1: expected end of output, got '4' (token 4)");
    CHECK(check_default_validator("x", "", {}).message == "line 1, column 1: expected end of output, got 'x' (token 1)");
}

TEST_CASE("case is ignored by default and counts with case_sensitive") {
    CHECK(status_of("YES\nPossible", "yes\npossible") == CheckStatus::AC);
    ValidatorFlags sensitive = flags_of({"case_sensitive"});
    CHECK(status_of("yes", "yes", sensitive) == CheckStatus::AC);
    CheckResult r = check_default_validator("Yes", "yes", sensitive);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "line 1, column 1: expected 'yes', got 'Yes' (token 1): only the case differs (case_sensitive)");
    CHECK(check_default_validator("no", "yes", sensitive).message == "line 1, column 1: expected 'yes', got 'no' (token 1)");
}

TEST_CASE("without space_change_sensitive white space never matters") {
    for (const char* output : {"1 2\n", "1 2", "1  2\n", "1 2\n\n", "1\r\n2\r\n", " 1 2", "1\t\t2\n"}) {
        CAPTURE(output);
        CHECK(status_of(output, "1 2\n") == CheckStatus::AC);
    }
}

TEST_CASE("space_change_sensitive wants the answer's white space byte for byte, at both ends too") {
    ValidatorFlags spaces = flags_of({"space_change_sensitive"});
    CHECK(status_of("1 2\n", "1 2\n", spaces) == CheckStatus::AC);
    CHECK(status_of("A b\n", "a B\n", spaces) == CheckStatus::AC);  // tokens still ignore case
    CHECK(check_default_validator("1 2", "1 2\n", spaces).message ==
          "line 1, column 4: expected '\\n', got end of output (space_change_sensitive)");
    CHECK(check_default_validator("1 2\n\n", "1 2\n", spaces).message ==
          "line 2, column 1: expected end of output, got '\\n' (space_change_sensitive)");
    CHECK(check_default_validator("1  2\n", "1 2\n", spaces).message ==
          "line 1, column 3: expected '2', got ' ' (space_change_sensitive)");
    CHECK(check_default_validator("1\r\n", "1\n", spaces).message ==
          "line 1, column 2: expected '\\n', got '\\r' (space_change_sensitive)");
    CHECK(check_default_validator("1 2\n", " 1 2\n", spaces).message ==
          "line 1, column 1: expected ' ', got '1' (space_change_sensitive)");
    CHECK(check_default_validator("1\n2\n", "1 2\n", spaces).status == CheckStatus::WA);
    CHECK(check_default_validator("1 2\n", "1\n2\n", spaces).status == CheckStatus::WA);
    CHECK(status_of("1 2\nx\n", "1 2\n", spaces) == CheckStatus::WA);  // trailing output after the right spaces
    CHECK(status_of("\n", "\n", spaces) == CheckStatus::AC);
    CHECK(check_default_validator("\n", "\n5", spaces).message == "output is only white space, expected '5'");
}

TEST_CASE("an absolute tolerance alone") {
    ValidatorFlags flags = flags_of({"float_absolute_tolerance", "0.1"});
    CHECK(status_of("1.05", "1", flags) == CheckStatus::AC);
    CHECK(status_of("0.95 -3.08", "1 -3", flags) == CheckStatus::AC);
    CheckResult r = check_default_validator("1.2", "1", flags);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message ==
          "line 1, column 1: expected '1', got '1.2' (token 1): difference 0.2 (relative: 0.2), over the tolerance (absolute 0.1)");
    CHECK(status_of("1000.05", "1000", flags) == CheckStatus::AC);
    CHECK(status_of("1000.2", "1000", flags) == CheckStatus::WA);  // no relative slack without the flag
}

TEST_CASE("a relative tolerance alone, and an answer of 0") {
    ValidatorFlags flags = flags_of({"float_relative_tolerance", "0.01"});
    CHECK(status_of("100.9", "100", flags) == CheckStatus::AC);
    CHECK(status_of("-100.9", "-100", flags) == CheckStatus::AC);
    CHECK(status_of("101.1", "100", flags) == CheckStatus::WA);
    CHECK(status_of("0", "0", flags) == CheckStatus::AC);
    CHECK(status_of("-0", "0", flags) == CheckStatus::AC);
    CheckResult r = check_default_validator("1e-9", "0", flags);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "line 1, column 1: expected '0', got '1e-9' (token 1): difference 1e-09 (relative: undefined, the "
                       "answer is 0), over the tolerance (relative 0.01)");
}

TEST_CASE("both tolerances: either one accepts") {
    ValidatorFlags flags = flags_of({"float_tolerance", "0.01"});
    CHECK(flags.float_absolute_tolerance == 0.01);
    CHECK(flags.float_relative_tolerance == 0.01);
    CHECK(status_of("100.5", "100", flags) == CheckStatus::AC);  // relative 0.005
    CHECK(status_of("0.005", "0", flags) == CheckStatus::AC);    // absolute 0.005
    CheckResult r = check_default_validator("102", "100", flags);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "line 1, column 1: expected '100', got '102' (token 1): difference 2 (relative: 0.02), over the "
                       "tolerance (absolute 0.01, relative 0.01)");
    ValidatorFlags mixed = flags_of({"float_absolute_tolerance", "1", "float_relative_tolerance", "0.5"});
    CHECK(status_of("0.9", "0.1", mixed) == CheckStatus::AC);    // abs
    CHECK(status_of("140", "100", mixed) == CheckStatus::AC);    // rel
    CHECK(status_of("160", "100", mixed) == CheckStatus::WA);
}

TEST_CASE("an answer that is a float wants a float, whatever the output's token looks like") {
    ValidatorFlags flags = flags_of({"float_tolerance", "1e-6"});
    CheckResult r = check_default_validator("abc", "1.5", flags);
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message == "line 1, column 1: expected the number '1.5', got 'abc' (token 1)");
    CHECK(status_of("1.5x", "1.5", flags) == CheckStatus::WA);
    CHECK(status_of("inf", "1.5", flags) == CheckStatus::WA);
    CHECK(status_of("nan", "1.5", flags) == CheckStatus::WA);
    CHECK(status_of("1e999", "1.5", flags) == CheckStatus::WA);  // inf once read
    // An answer token that is no float is compared as a string, with the case rule.
    CHECK(status_of("NaN", "nan", flags) == CheckStatus::AC);
    CHECK(status_of("INF", "inf", flags) == CheckStatus::AC);
    CHECK(status_of("1e999", "1e999", flags) == CheckStatus::AC);
    CHECK(status_of("2e999", "1e999", flags) == CheckStatus::WA);
    CHECK(status_of("Impossible 2.0000001", "impossible 2", flags) == CheckStatus::AC);
}

TEST_CASE("numbers in any form strtod reads are floats: exponents, hex, a bare dot") {
    ValidatorFlags flags = flags_of({"float_tolerance", "1e-9"});
    CHECK(status_of("100000 1E5 1e+5 100000.0", "1e5 1e5 1e5 1e5", flags) == CheckStatus::AC);
    CHECK(status_of("8 .5 5. +2", "0x1p3 0.5 5 2", flags) == CheckStatus::AC);
    CHECK(status_of("0x1P3", "8", flags) == CheckStatus::AC);
    CHECK(status_of("1e", "1", flags) == CheckStatus::AC);  // glibc's sscanf reads a dangling exponent
    CHECK(status_of("1.2.3", "1.2", flags) == CheckStatus::WA);
    // Without a tolerance the same tokens are strings.
    CHECK(status_of("100000", "1e5") == CheckStatus::WA);
    CHECK(status_of("1.0", "1") == CheckStatus::WA);
    CHECK(status_of("1E5", "1e5") == CheckStatus::AC);  // but case still does not count
}

TEST_CASE("a tolerance given as a negative number is no tolerance, as in problemtools") {
    ValidatorFlags flags = flags_of({"float_tolerance", "-1"});
    CHECK_FALSE(flags.compares_floats());
    CHECK(status_of("1.0", "1", flags) == CheckStatus::WA);
}

TEST_CASE("a token is compared up to a NUL byte, as problemtools' C strings are") {
    CHECK(status_of(std::string("ab\0c", 4), "ab") == CheckStatus::AC);
    CHECK(status_of(std::string("1\0z", 3), "1.0", flags_of({"float_tolerance", "0"})) == CheckStatus::AC);
    CHECK(status_of(std::string("b\0c", 3), "ab") == CheckStatus::WA);
}

TEST_CASE("long tokens are shown from near their first difference") {
    std::string expected = std::string(100, 'a') + "X" + std::string(50, 'a');
    std::string got = std::string(100, 'a') + "Y" + std::string(50, 'a');
    CheckResult r = check_default_validator(got, expected, {});
    CHECK(r.status == CheckStatus::WA);
    CHECK(r.message.find("(token 1, byte 101)") != std::string::npos);
    CHECK(r.message.find("'...aaaaaaaaaaX") != std::string::npos);
    CHECK(r.message.find("'...aaaaaaaaaaY") != std::string::npos);
    CHECK(r.message.size() < 160);
}

TEST_CASE("a million tokens are walked in place, and a difference at the end is found by line") {
    std::string answer;
    for (int i = 0; i < 1000000; ++i) answer += std::to_string(i % 10) + "\n";
    CHECK(check_default_validator(answer, answer, {}).message == "1000000 tokens");
    std::string output = answer;
    output[output.size() - 2] = 'x';
    CHECK(check_default_validator(output, answer, {}).message ==
          "line 1000000, column 1: expected '9', got 'x' (token 1000000)");
}

}  // TEST_SUITE

TEST_SUITE("parse_validator_flags") {

TEST_CASE("no words: the defaults, which compare no floats") {
    ValidatorFlags flags = flags_of({});
    CHECK_FALSE(flags.case_sensitive);
    CHECK_FALSE(flags.space_change_sensitive);
    CHECK_FALSE(flags.compares_floats());
}

TEST_CASE("each flag sets its own field; float_tolerance sets both; a later word overrides") {
    ValidatorFlags flags = flags_of({"case_sensitive", "space_change_sensitive"});
    CHECK(flags.case_sensitive);
    CHECK(flags.space_change_sensitive);
    CHECK_FALSE(flags.compares_floats());
    flags = flags_of({"float_absolute_tolerance", "1e-6"});
    CHECK(flags.float_absolute_tolerance == 1e-6);
    CHECK(flags.float_relative_tolerance < 0);
    CHECK(flags.compares_floats());
    flags = flags_of({"float_relative_tolerance", "0.25"});
    CHECK(flags.float_absolute_tolerance < 0);
    CHECK(flags.float_relative_tolerance == 0.25);
    flags = flags_of({"float_tolerance", "1e-4", "float_absolute_tolerance", "0"});
    CHECK(flags.float_absolute_tolerance == 0);
    CHECK(flags.float_relative_tolerance == 1e-4);
    CHECK(flags.compares_floats());
}

TEST_CASE("an unknown word or a missing number is an error naming it") {
    CHECK_THROWS_WITH_AS(flags_of({"case_insensitive"}),
                         "unknown output validator flag 'case_insensitive' (known: case_sensitive, space_change_sensitive, "
                         "float_tolerance, float_absolute_tolerance, float_relative_tolerance)",
                         JudgeError);
    CHECK_THROWS_WITH_AS(flags_of({"float_tolerance", "x"}), "float_tolerance needs a number, got 'x'", JudgeError);
    CHECK_THROWS_WITH_AS(flags_of({"float_absolute_tolerance"}), "float_absolute_tolerance needs a number, got nothing",
                         JudgeError);
    CHECK_THROWS_WITH_AS(flags_of({"float_relative_tolerance", "inf"}), "float_relative_tolerance needs a number, got 'inf'",
                         JudgeError);
    // The number is read as any other float: "1e-6" is one; a flag is not.
    CHECK_THROWS_AS(flags_of({"float_tolerance", "case_sensitive"}), JudgeError);
}

}  // TEST_SUITE

TEST_SUITE("problemtools_float") {

TEST_CASE("what counts as a float, and its value") {
    struct Case {
        const char* token;
        bool is_float;
        double value;
    };
    for (Case c : {Case{"1e5", true, 1e5}, {"-.5", true, -0.5}, {"5.", true, 5}, {"+5", true, 5}, {"00", true, 0},
                   {"0x1p3", true, 8}, {"0X1.8P1", true, 3}, {"0x10", true, 16}, {"1e-999", true, 0},
                   {"1e", true, 1}, {"1e+", true, 1}, {"0x.", true, 0}, {"0x1p", true, 1},
                   {"inf", false, 0}, {"-Infinity", false, 0}, {"nan", false, 0}, {"1e999", false, 0}, {"0x", false, 0},
                   {"-0x", false, 0}, {".", false, 0}, {"-", false, 0}, {"+", false, 0}, {".e5", false, 0},
                   {"1.2.3", false, 0}, {"12abc", false, 0}, {"1e5e", false, 0}, {"1e5.0", false, 0}, {"", false, 0},
                   {"abc", false, 0}}) {
        CAPTURE(c.token);
        std::optional<double> value = problemtools_float(c.token);
        CHECK(value.has_value() == c.is_float);
        if (value && c.is_float) CHECK(*value == c.value);
    }
    std::string long_number = "0." + std::string(200, '0') + "1";
    REQUIRE(problemtools_float(long_number).has_value());
    CHECK(*problemtools_float(long_number) == doctest::Approx(1e-201));
}

TEST_CASE("it agrees with glibc's sscanf, which problemtools calls, on random tokens") {
    const std::string alphabets[] = {"0123456789.+-eEpPxXabcdfinINFAty(_)", "0xpP.+-1aeE", "0.eE+-19", "iInNfFaAtTyY(0)+-"};
    std::mt19937 random(20240601);
    int floats = 0;
    for (const std::string& alphabet : alphabets) {
        for (int round = 0; round < 50000; ++round) {
            std::string token(1 + random() % 10, ' ');
            for (char& c : token) c = alphabet[random() % alphabet.size()];
            double expected = 0;
            bool is_float = sscanf_float(token, expected);
            std::optional<double> value = problemtools_float(token);
            CAPTURE(token);
            REQUIRE(value.has_value() == is_float);
            if (is_float) {
                REQUIRE(*value == expected);
                ++floats;
            }
        }
    }
    CHECK(floats > 10000);  // the alphabets make floats often enough for the comparison to mean something
}

}  // TEST_SUITE
