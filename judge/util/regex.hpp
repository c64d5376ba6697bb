// util/: helpers every room of the judge may use, and that use no other room.
// A regular expression a problem folder gives (problem.yaml's `refuse:` patterns), run by RE2: its time is
// linear in the text and its memory within a budget, whatever the pattern. std::regex, which this replaces,
// backtracks: `^(a+)+$` on a line of 34 `a` and a `!` did not answer in 5 minutes, and a line of 100 KB of
// spaces overflowed the judge's stack (issue 47). The syntax is RE2's (https://github.com/google/re2/wiki/Syntax):
// ECMAScript's, less backreferences and lookaround.
#pragma once
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace re2 {
class RE2;
}

namespace judge {

class Regex {
public:
    // What RE2 may use to compile and run one pattern (RE2::Options::max_mem): a pattern larger than that
    // is refused; a text that fills its DFA's share is matched on by RE2's other engines, still in linear time.
    static constexpr std::int64_t kMaxMemory = std::int64_t{4} << 20;

    // JudgeError "not a regular expression: <RE2's reason>" ("missing ): ((", "pattern too large - compile
    // failed") when RE2 does not take `pattern`. Matched byte by byte (RE2's Latin-1 mode), as std::regex did:
    // `.` is one byte, and a source in GBK or with a stray byte is read like any other.
    explicit Regex(const std::string& pattern);
    ~Regex();
    Regex(Regex&&) noexcept;
    Regex& operator=(Regex&&) noexcept;

    // Whether the pattern matches somewhere in `text` (std::regex_search's question).
    bool found_in(std::string_view text) const;

private:
    std::unique_ptr<re2::RE2> compiled_;
};

// Why Regex(pattern) would throw ("missing ): (("); nullopt when it would not.
std::optional<std::string> regex_error(const std::string& pattern);

}  // namespace judge
