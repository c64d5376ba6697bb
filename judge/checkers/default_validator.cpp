/*
 * Kattis' default output validator, in process. Matched against problemtools'
 * support/default_validator/default_validator.cc at commit 8f733ef80c69bc44b0274d7c400486088166d746
 * (2026-05-25, "Update default validator float tests"; github.com/Kattis/problemtools), verdict for verdict;
 * the messages are ours (they point to the output's line and column, as the other checkers do).
 *
 * What problemtools does, and so what this does:
 * - White space is the C locale's (isspace: space, \t, \n, \v, \f, \r); a token is a maximal run of other
 *   bytes. Bytes >= 0x80 are never space.
 * - Each round: the answer's white space is consumed; with space_change_sensitive each byte of it must be
 *   the output's next byte, and then the output must not go on with more white space. Without the flag both
 *   sides' white space is skipped. Then the answer's next token; none: the end. Then the output's next token;
 *   none: WA. So with the flag, white space must be the answer's exactly, leading and trailing included.
 * - After the answer's last token, any token left in the output is WA ("trailing output").
 * - A token is compared as a C string (std::string::c_str() with strcmp, strcasecmp and sscanf): bytes after
 *   a NUL in a token are ignored. Matched on purpose, so that a verdict here is Kattis'.
 * - With a tolerance given (>= 0), an answer token that is a float (problemtools_float) needs an output token
 *   that is one too, and !(d <= abs) && !(d <= rel * |answer|) is WA, d = |answer - output|, with the
 *   tolerances as given (-1 when not given, so that side never accepts, except 0 vs 0 by rel: 0 <= -0).
 *   An answer token that is not a float is compared as a string, even with a tolerance.
 * - Strings: strcmp with case_sensitive, else strcasecmp (ASCII letters only, in the C locale).
 *
 * problemtools_float follows glibc's scanf ("%lf", then "%10s" must find nothing left) as read from its
 * behaviour, not copied: after an optional sign, "inf"/"nan" forms are never finite; then "0x" starts hex;
 * digits (hex digits before the exponent in hex), one '.' before the exponent, an exponent marker (e, or p in
 * hex) once a digit was seen, a sign right after it. Every byte of the token must be taken that way; the bytes
 * taken are then given to strtod (C locale), which must read at least one of them; a bare sign, or "0x" alone,
 * is refused. glibc does not give back a dangling exponent, so "1e" reads as 1: a float.
 * Cross-checked with sscanf itself on random tokens (tests/test_default_validator.cpp).
 *
 * Time: O(|output| + |answer|), walked in place (no list of tokens); one strtod per float token.
 * Status: unit-tested (tests/test_default_validator.cpp), stress-tested vs glibc's sscanf.
 */
#include "judge/checkers/default_validator.hpp"

#include <fmt/format.h>
#include <locale.h>

#include <cmath>
#include <cstdlib>

#include "judge/util/error.hpp"
#include "judge/util/text.hpp"

namespace judge {
namespace {

constexpr std::string_view kKnownFlags =
    "case_sensitive, space_change_sensitive, float_tolerance, float_absolute_tolerance, float_relative_tolerance";

char ascii_lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }
bool is_hex_digit(char c) { return is_digit(c) || (ascii_lower(c) >= 'a' && ascii_lower(c) <= 'f'); }

// A token as C's string functions see it: up to its first NUL byte.
std::string_view as_c_string(std::string_view token) { return token.substr(0, token.find('\0')); }

bool same_ignoring_case(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (ascii_lower(a[i]) != ascii_lower(b[i])) return false;
    return true;
}

// strtod in the C locale whatever the process's locale is: the decimal point is '.'.
double strtod_c(const char* text, char** end) {
    static const locale_t c_locale = newlocale(LC_NUMERIC_MASK, "C", static_cast<locale_t>(nullptr));
    return strtod_l(text, end, c_locale);
}

// A place in a text: the byte offset `at`, and the line (1-based) and the offset its line starts at, so that a
// message can name line and column. Tokens hold no '\n', so only take() moves the line.
struct Cursor {
    std::string_view text;
    std::size_t at = 0, line = 1, line_start = 0;

    explicit Cursor(std::string_view t) : text(t) {}
    bool at_end() const { return at >= text.size(); }
    bool at_space() const { return !at_end() && is_space(text[at]); }
    std::size_t column() const { return at - line_start + 1; }
    char take() {
        char c = text[at++];
        if (c == '\n') {
            ++line;
            line_start = at;
        }
        return c;
    }
    void skip_space() {
        while (at_space()) take();
    }
    // The token starting here ("" at the end or on white space), and past it.
    std::string_view token() {
        std::size_t start = at;
        while (!at_end() && !is_space(text[at])) ++at;
        return text.substr(start, at - start);
    }
};

std::string quoted(std::string_view text) { return "'" + excerpt(text) + "'"; }

// Where two tokens first differ, when that is too far in for excerpts from their start to show it; else 0.
std::size_t far_difference(std::string_view expected, std::string_view got) {
    constexpr std::size_t kFarIn = 30;
    std::size_t same = 0;
    while (same < expected.size() && same < got.size() && expected[same] == got[same]) ++same;
    return same < kFarIn ? 0 : same;
}

// "expected 'x', got 'y'" for two tokens; from a little before `from` on ("'...aaAaa'") when it is not 0.
std::string expected_got(std::string_view expected, std::string_view got, std::size_t from) {
    constexpr std::size_t kShownBefore = 10;
    if (from == 0) return fmt::format("expected {}, got {}", quoted(expected), quoted(got));
    from -= kShownBefore;
    return fmt::format("expected '...{}', got '...{}'", excerpt(expected.substr(from)), excerpt(got.substr(from)));
}

// The tolerance part of a float's message: what was measured and what was allowed, only the tolerances given.
std::string tolerance_note(double expected, double difference, const ValidatorFlags& flags) {
    std::string relative = expected == 0 ? "undefined, the answer is 0" : fmt::format("{:g}", difference / std::fabs(expected));
    std::string allowed;
    if (flags.float_absolute_tolerance >= 0) allowed = fmt::format("absolute {:g}", flags.float_absolute_tolerance);
    if (flags.float_relative_tolerance >= 0)
        allowed += fmt::format("{}relative {:g}", allowed.empty() ? "" : ", ", flags.float_relative_tolerance);
    return fmt::format("difference {:g} (relative: {}), over the tolerance ({})", difference, relative, allowed);
}

// Why `got` is not `expected` under the flags: what differs, and a note after the token number (a float's
// difference and tolerance); `what` is "" when they match.
struct Mismatch {
    std::string what, note;
    std::size_t byte = 0;  // 0-based byte of the token where they differ, when far in (far_difference); else 0
};
Mismatch token_mismatch(std::string_view expected, std::string_view got, const ValidatorFlags& flags) {
    std::string_view want = as_c_string(expected), have = as_c_string(got);
    if (flags.compares_floats()) {
        if (std::optional<double> a = problemtools_float(want)) {
            std::optional<double> o = problemtools_float(have);
            if (!o) return {fmt::format("expected the number {}, got {}", quoted(expected), quoted(got)), ""};
            double difference = std::fabs(*a - *o);
            if (!(difference <= flags.float_absolute_tolerance) &&
                !(difference <= flags.float_relative_tolerance * std::fabs(*a)))
                return {expected_got(expected, got, 0), tolerance_note(*a, difference, flags)};
            return {};
        }
    }
    if (flags.case_sensitive ? want == have : same_ignoring_case(want, have)) return {};
    bool case_only = flags.case_sensitive && same_ignoring_case(want, have);
    std::size_t from = far_difference(expected, got);
    return {expected_got(expected, got, from), case_only ? "only the case differs (case_sensitive)" : "", from};
}

std::string count_of(std::size_t tokens) { return fmt::format("{} token{}", tokens, tokens == 1 ? "" : "s"); }

CheckResult wrong(std::string message) { return {CheckStatus::WA, std::move(message)}; }

// space_change_sensitive: the answer's white space here must be the output's, and the output must have no
// more of it. "" when it is so; else the message.
std::string space_change(Cursor& got, Cursor& expected) {
    while (expected.at_space()) {
        char want = expected.take();
        if (!got.at_end() && got.text[got.at] == want) {
            got.take();
            continue;
        }
        return fmt::format("line {}, column {}: expected {}, got {} (space_change_sensitive)", got.line, got.column(),
                           quoted(std::string_view(&want, 1)),
                           got.at_end() ? "end of output" : quoted(got.text.substr(got.at, 1)));
    }
    if (!got.at_space()) return "";
    std::string next = expected.at_end() ? "end of output" : quoted(Cursor(expected).token());
    return fmt::format("line {}, column {}: expected {}, got {} (space_change_sensitive)", got.line, got.column(),
                       next, quoted(got.text.substr(got.at, 1)));
}

}  // namespace

std::optional<double> problemtools_float(std::string_view token) {
    token = as_c_string(token);
    const std::size_t n = token.size();
    std::size_t i = 0;
    const bool sign = n > 0 && (token[0] == '+' || token[0] == '-');
    i += sign;
    if (i < n && (ascii_lower(token[i]) == 'i' || ascii_lower(token[i]) == 'n')) return std::nullopt;
    bool hex = false, digit = false, dot = false, exponent = false;
    if (i < n && token[i] == '0') {
        ++i;
        if (i < n && ascii_lower(token[i]) == 'x') {
            hex = true;
            ++i;
        } else {
            digit = true;
        }
    }
    const char exponent_mark = hex ? 'p' : 'e';
    for (; i < n; ++i) {
        char c = token[i];
        if (is_digit(c) || (hex && !exponent && is_hex_digit(c))) digit = true;
        else if (exponent && ascii_lower(token[i - 1]) == exponent_mark && (c == '+' || c == '-')) continue;
        else if (digit && !exponent && ascii_lower(c) == exponent_mark) exponent = dot = true;
        else if (!dot && c == '.') dot = true;
        else return std::nullopt;  // scanf stops here; the rest is a second conversion: not a float
    }
    if (n == std::size_t(sign) || (hex && n == std::size_t(sign) + 2)) return std::nullopt;
    // strtod needs a NUL-terminated copy; numbers are short, so usually on the stack.
    char small[64];
    std::string large;
    const char* text = small;
    if (n < sizeof small) {
        token.copy(small, n);
        small[n] = '\0';
    } else {
        large = std::string(token);
        text = large.c_str();
    }
    char* end = nullptr;
    double value = strtod_c(text, &end);
    if (end == text || !std::isfinite(value)) return std::nullopt;
    return value;
}

ValidatorFlags parse_validator_flags(const std::vector<std::string>& words) {
    ValidatorFlags flags;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string& word = words[i];
        if (word == "case_sensitive") {
            flags.case_sensitive = true;
        } else if (word == "space_change_sensitive") {
            flags.space_change_sensitive = true;
        } else if (word == "float_tolerance" || word == "float_absolute_tolerance" || word == "float_relative_tolerance") {
            std::optional<double> value = i + 1 < words.size() ? problemtools_float(words[i + 1]) : std::nullopt;
            if (!value)
                throw JudgeError(fmt::format("{} needs a number, got {}", word,
                                             i + 1 < words.size() ? quoted(words[i + 1]) : "nothing"));
            ++i;
            if (word != "float_relative_tolerance") flags.float_absolute_tolerance = *value;
            if (word != "float_absolute_tolerance") flags.float_relative_tolerance = *value;
        } else {
            throw JudgeError(fmt::format("unknown output validator flag {} (known: {})", quoted(word), kKnownFlags));
        }
    }
    return flags;
}

CheckResult check_default_validator(std::string_view output, std::string_view answer, const ValidatorFlags& flags) {
    Cursor got(output), expected(answer);
    std::size_t tokens = 0;  // of the output, read so far
    for (;;) {
        if (flags.space_change_sensitive) {
            if (std::string error = space_change(got, expected); !error.empty()) return wrong(error);
        } else {
            expected.skip_space();
            got.skip_space();
        }
        std::string_view want = expected.token();
        if (want.empty()) break;
        const std::size_t line = got.line, column = got.column();
        std::string_view have = got.token();
        if (have.empty()) {
            if (tokens > 0)
                return wrong(fmt::format("output ends after {}, expected {}", count_of(tokens), quoted(want)));
            return wrong(fmt::format("output is {}, expected {}", output.empty() ? "empty" : "only white space",
                                     quoted(want)));
        }
        ++tokens;
        if (Mismatch m = token_mismatch(want, have, flags); !m.what.empty())
            return wrong(fmt::format("line {}, column {}: {} (token {}{}){}", line, column, m.what, tokens,
                                     m.byte == 0 ? "" : fmt::format(", byte {}", m.byte + 1),
                                     m.note.empty() ? "" : ": " + m.note));
    }
    got.skip_space();  // without space_change_sensitive; with it, space_change left none
    const std::size_t line = got.line, column = got.column();
    if (std::string_view extra = got.token(); !extra.empty())
        return wrong(fmt::format("line {}, column {}: expected end of output, got {} (token {})", line, column,
                                 quoted(extra), tokens + 1));
    return {CheckStatus::AC, count_of(tokens)};
}

}  // namespace judge
