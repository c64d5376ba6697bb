// The text helpers every room uses: excerpts made safe for messages, trimming, lines and tokens.
#include <doctest/doctest.h>

#include <string>

#include "judge/util/text.hpp"
#include "support.hpp"

using namespace judge;
using namespace test_support;

TEST_SUITE("printable_excerpt") {

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
