/*
 * Text helpers: trimming, lines, tokens, printable excerpts. The one home of each; every room uses these.
 * Status: unit-tested (tests/test_text.cpp).
 */
#include "judge/util/text.hpp"

#include <fmt/format.h>

#include <cstring>

namespace judge {
namespace {

// The length of the valid UTF-8 sequence starting text[at] (2-4), or 0 when it is not one: overlong
// forms, surrogates and code points past U+10FFFF are not valid.
std::size_t utf8_sequence_length(std::string_view text, std::size_t at) {
    auto byte = [&](std::size_t i) { return at + i < text.size() ? static_cast<unsigned char>(text[at + i]) : 0u; };
    unsigned lead = byte(0), second = byte(1);
    std::size_t length = lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0;
    if (length == 0) return 0;
    unsigned low = lead == 0xE0 ? 0xA0 : lead == 0xF0 ? 0x90 : 0x80;
    unsigned high = lead == 0xED ? 0x9F : lead == 0xF4 ? 0x8F : 0xBF;
    if (second < low || second > high) return 0;
    for (std::size_t i = 2; i < length; ++i)
        if (byte(i) < 0x80 || byte(i) > 0xBF) return 0;
    return length;
}

}  // namespace

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}

std::vector<std::string_view> split_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    LineCursor cursor(text);
    while (!cursor.done()) lines.push_back(cursor.next());
    return lines;
}

std::vector<std::string_view> first_lines(std::string_view text, std::size_t max_lines) {
    std::vector<std::string_view> lines;
    LineCursor cursor(text);
    while (lines.size() < max_lines && !cursor.done()) lines.push_back(cursor.next());
    return lines;
}

std::string_view first_line(std::string_view text) {
    std::vector<std::string_view> lines = first_lines(text, 1);
    return lines.empty() ? std::string_view() : lines.front();
}

std::string format_time(double ms) { return ms < 10 ? fmt::format("{:.1f} ms", ms) : fmt::format("{:.0f} ms", ms); }

std::string printable_excerpt(std::string_view text, std::size_t max_chars) {
    std::string out;
    std::size_t chars = 0, at = 0;
    for (; at < text.size() && chars < max_chars; ++chars) {
        unsigned char c = static_cast<unsigned char>(text[at]);
        std::size_t length = c >= 0x80 ? utf8_sequence_length(text, at) : 1;
        // U+0080-U+009F (C2 80-C2 9F) are C1 controls: a terminal may act on them as on ESC.
        bool c1_control = length == 2 && c == 0xC2 && static_cast<unsigned char>(text[at + 1]) < 0xA0;
        if (c == '\n') out += "\\n";
        else if (c == '\r') out += "\\r";
        else if (c == '\t') out += "\\t";
        else if (c < 0x20 || c == 0x7F || length == 0 || c1_control) out += fmt::format("\\x{:02x}", c);
        else out.append(text.substr(at, length));
        at += (length == 0 || c1_control) ? 1 : length;
    }
    if (at < text.size()) out += "...";
    return out;
}

std::string_view LineCursor::next() {
    std::size_t end = text_.find('\n', position_);
    if (end == std::string_view::npos) end = text_.size();
    std::string_view line = text_.substr(position_, end - position_);
    position_ = end + 1;
    ++number;
    return line;
}

std::optional<Token> TokenCursor::next() {
    while (position_ < text_.size() && is_space(text_[position_])) {
        if (text_[position_++] == '\n') {
            ++line_;
            line_start_ = position_;
        }
    }
    if (position_ == text_.size()) return std::nullopt;
    std::size_t start = position_;
    while (position_ < text_.size() && !is_space(text_[position_])) ++position_;
    ++count;
    return Token{text_.substr(start, position_ - start), line_, start - line_start_ + 1};
}

std::vector<Token> tokens_of(std::string_view text) {
    std::vector<Token> tokens;
    TokenCursor cursor(text);
    while (std::optional<Token> token = cursor.next()) tokens.push_back(*token);
    return tokens;
}

std::string summary_of(std::string_view report) {
    constexpr std::size_t kMaxLines = 3, kMaxChars = 300;
    std::string joined;
    std::size_t taken = 0;
    for (std::string_view line : split_lines(report)) {
        line = trim(line);
        if (line.empty()) continue;
        if (taken++ == kMaxLines) break;
        if (!joined.empty()) joined += "; ";
        joined += line;
    }
    return printable_excerpt(joined, kMaxChars);
}

std::string signal_name(int signal) {
    const char* abbrev = signal > 0 ? sigabbrev_np(signal) : nullptr;
    if (abbrev == nullptr) return "signal " + std::to_string(signal);
    return std::string("SIG") + abbrev;
}

std::string replace_all(std::string text, std::string_view from, std::string_view to) {
    if (from.empty()) return text;
    for (std::size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
        text.replace(at, from.size(), to);
    return text;
}

}  // namespace judge
