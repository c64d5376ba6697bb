// The text helpers every room uses: excerpts made safe for messages, trimming, lines and tokens.
#include <doctest/doctest.h>

#include <csignal>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "judge/util/text.hpp"
#include "support.hpp"

using namespace judge;
using namespace test_support;

TEST_SUITE("printable_excerpt") {

TEST_CASE("times read naturally: a tenth of a millisecond under 10 ms, whole milliseconds from there") {
    CHECK(format_time(3.14) == "3.1 ms");
    CHECK(format_time(1.04) == "1.0 ms");
    CHECK(format_time(1003.4) == "1003 ms");
}

TEST_CASE("control bytes are escaped and printable text kept") {
    CHECK(printable_excerpt("a\tb\r\n", 40) == "a\\tb\\r\\n");
    CHECK(printable_excerpt(std::string("\x1b[2J\0x", 6), 40) == "\\x1b[2J\\x00x");
    CHECK(printable_excerpt("\x7f", 40) == "\\x7f");
}

TEST_CASE("valid UTF-8 is kept and invalid bytes are escaped") {
    CHECK(printable_excerpt("无解", 40) == "无解");
    CHECK(printable_excerpt("\xff\xfe", 40) == "\\xff\\xfe");
    CHECK(printable_excerpt("\xe6\x97", 40) == "\\xe6\\x97");      // a sequence cut short
    CHECK(printable_excerpt("\xc0\xaf", 40) == "\\xc0\\xaf");      // an overlong '/'
    CHECK(printable_excerpt("\xed\xa0\x80", 40) == "\\xed\\xa0\\x80");  // a UTF-16 surrogate
    CHECK(printable_excerpt("\xc2\x9b", 40) == "\\xc2\\x9b");      // C1 CSI, which terminals obey
}

TEST_CASE("excerpts are cut by characters, never inside one") {
    CHECK(printable_excerpt("abcdef", 3) == "abc...");
    CHECK(printable_excerpt("abc", 3) == "abc");
    CHECK(printable_excerpt("数独数独", 2) == "数独...");
}

}  // TEST_SUITE

TEST_SUITE("text") {

TEST_CASE("trim drops the C locale's white space at both ends only") {
    CHECK(trim(" \t\r\n\v\f a b \n") == "a b");
    CHECK(trim("") == "");
    CHECK(trim("   ") == "");
}

TEST_CASE("lines are split at newlines; a last line without one counts, an empty text has none") {
    CHECK(split_lines("a\nb") == std::vector<std::string_view>{"a", "b"});
    CHECK(split_lines("a\n\nb\n") == std::vector<std::string_view>{"a", "", "b"});
    CHECK(split_lines("").empty());
    CHECK(first_lines("1\n2\n3\n", 2) == std::vector<std::string_view>{"1", "2"});
    CHECK(first_lines("1\n", 5) == std::vector<std::string_view>{"1"});
    CHECK(first_line("error: x\n  at y\n") == "error: x");
    CHECK(first_line("no newline") == "no newline");
    CHECK(first_line("\nsecond") == "");
    CHECK(first_line("") == "");
}

TEST_CASE("the line cursor numbers the lines it reads") {
    LineCursor lines("x\ny");
    CHECK(lines.next() == "x");
    CHECK(lines.number == 1);
    CHECK(lines.next() == "y");
    CHECK(lines.number == 2);
    CHECK(lines.done());
}

TEST_CASE("tokens carry their line and column, and the cursor counts them") {
    TokenCursor tokens("ab  c\n\td");
    std::optional<Token> first = tokens.next(), second = tokens.next(), third = tokens.next();
    REQUIRE(third.has_value());
    CHECK(first->text == "ab");
    CHECK(second->column == 5);
    CHECK(third->text == "d");
    CHECK(third->line == 2);
    CHECK(third->column == 2);
    CHECK_FALSE(tokens.next().has_value());
    CHECK(tokens.count == 3);
    CHECK(tokens_of(" 1 2 3 ").size() == 3);
}

TEST_CASE("an excerpt for a message is cut at 40 characters") {
    CHECK(excerpt(std::string(50, 'x')) == std::string(40, 'x') + "...");
    CHECK(excerpt("a\x1b") == "a\\x1b");
}

TEST_CASE("signals are named by their SIG name") {
    CHECK(signal_name(SIGSEGV) == "SIGSEGV");
    CHECK(signal_name(SIGKILL) == "SIGKILL");
    CHECK(signal_name(SIGXCPU) == "SIGXCPU");
    CHECK(signal_name(SIGABRT) == "SIGABRT");
    CHECK(signal_name(77) == "signal 77");
}

TEST_CASE("a report in one line: its first three non-blank lines, trimmed, joined by '; '") {
    CHECK(summary_of("\n  first  \n\nsecond\nthird\nfourth\n") == "first; second; third");
    CHECK(summary_of("") == "");
    CHECK(summary_of(std::string(400, 'x')).size() < 310);
}

}  // TEST_SUITE

TEST_SUITE("replace_all") {

TEST_CASE("every occurrence is replaced, also by a longer text that holds the one replaced; an empty one is none") {
    CHECK(judge::replace_all("/tmp/x/1.in:3: bad; /tmp/x/1.in", "/tmp/x/1.in", "saved.in") == "saved.in:3: bad; saved.in");
    CHECK(judge::replace_all("aaa", "a", "aa") == "aaaaaa");
    CHECK(judge::replace_all("abc", "", "x") == "abc");
    CHECK(judge::replace_all("abc", "d", "x") == "abc");
}

}  // TEST_SUITE
