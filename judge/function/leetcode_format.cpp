/*
 * LeetCode's text format. nlohmann::json parses each line; its parse errors carry the byte where they
 * stopped, which is the column since a line is parsed on its own. A parsed json keeps no positions, so
 * for type and constraint errors `value_spans` re-scans the (now known valid) line for where each value
 * starts, in document order; a depth-first walk of the parsed value visits values in that same order, so
 * the n-th value visited is the n-th span.
 * Status: unit-tested (tests/test_leetcode_format.cpp).
 */
#include "judge/function/leetcode_format.hpp"

#include <climits>
#include <cstdint>

#include <fmt/core.h>

#include "judge/util/error.hpp"

namespace judge {
namespace {

using nlohmann::json;

struct Span {
    std::size_t begin, end;  // [begin, end) in the line; an array's span is its '['
};

bool is_json_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// Where each value starts (and, for scalars, ends) in a line that nlohmann::json has accepted.
std::vector<Span> value_spans(std::string_view line) {
    std::vector<Span> spans;
    std::size_t i = line.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;  // a UTF-8 byte order mark, which json skips too
    while (i < line.size()) {
        char c = line[i];
        if (is_json_space(c) || c == ',' || c == ':' || c == ']' || c == '}') {
            ++i;
        } else if (c == '[' || c == '{') {
            spans.push_back({i, i + 1});
            ++i;
        } else if (c == '"') {
            std::size_t end = i + 1;
            while (end < line.size() && line[end] != '"') end += line[end] == '\\' ? 2 : 1;
            spans.push_back({i, end + 1});
            i = end + 1;
        } else {
            std::size_t end = i;
            while (end < line.size() && !is_json_space(line[end]) && line[end] != ',' && line[end] != ']' && line[end] != '}')
                ++end;
            spans.push_back({i, end});
            i = end;
        }
    }
    return spans;
}

std::size_t count_code_points(std::string_view text) {
    std::size_t count = 0;
    for (char c : text)
        if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++count;
    return count;
}

// "an integer" for a scalar, "integers" for the elements of an array.
std::string noun(ScalarType scalar, bool plural) {
    switch (scalar) {
    case ScalarType::Integer: return plural ? "integers" : "an integer";
    case ScalarType::Long: return plural ? "longs" : "a long";
    case ScalarType::Double: return plural ? "doubles" : "a double";
    case ScalarType::Boolean: return plural ? "booleans" : "a boolean (true or false)";
    case ScalarType::String: return plural ? "strings" : "a string";
    case ScalarType::Character: return plural ? "characters" : "a character (a 1-character string)";
    }
    return "?";
}

// What an array's elements are: "integers", "arrays of integers".
std::string elements_noun(const ValueType& array) {
    return array.rank > 1 ? "arrays of " + noun(array.scalar, true) : noun(array.scalar, true);
}

// nlohmann's "syntax error while parsing array - unexpected end of input; expected ']'" as ours.
std::string describe_parse_error(const json::parse_error& error, std::string_view line, std::size_t column) {
    std::string what = error.what();
    std::string got = column <= line.size() ? fmt::format("'{}'", line.substr(column - 1, 1)) : "the end of the line";
    if (what.find("missing closing quote") != std::string::npos) return "expected a closing '\"', got the end of the line";
    if (what.find("control character") != std::string::npos)
        return "expected no control character inside a string (write \\n, \\t or \\u00xx), got " + got;
    if (what.find("UTF-8") != std::string::npos) return "expected UTF-8 text, got the byte " + fmt::format("0x{:02x}", column <= line.size() ? static_cast<unsigned char>(line[column - 1]) : 0);
    if (what.find("surrogate") != std::string::npos) return "expected a valid \\u escape (surrogates in pairs), got " + got;
    if (what.find("invalid string") != std::string::npos) return "expected a valid string escape, got " + got;
    auto expected_at = what.rfind("; expected ");
    if (expected_at == std::string::npos) return "expected a value: a number, a \"string\", true, false or [...], got " + got;
    std::string expected = what.substr(expected_at + 11);
    if (auto last_read = expected.find("; last read"); last_read != std::string::npos) expected.resize(last_read);
    if (expected == "']'") expected = "',' or ']'";
    if (expected.find("literal") != std::string::npos) expected = "a value: a number, a \"string\", true, false or [...]";
    if (expected == "end of input")
        expected = got == "']'" ? "the end of the line (are the brackets balanced?)" : "the end of the line";
    return fmt::format("expected {}, got {}", expected, got);
}

// Walks a parsed value depth-first, checking it against the parameter's type and constraint.
class ValueChecker {
public:
    ValueChecker(const Parameter& parameter, std::string_view line, const std::string& path, std::size_t line_number)
        : parameter_(parameter), line_(line), path_(path), line_number_(line_number), spans_(value_spans(line)) {}

    void check(const json& value, const ValueType& type, std::size_t depth) {
        const std::size_t token = next_token_++;
        const Constraint& constraint = parameter_.constraint;
        if (type.rank > 0) {
            if (!value.is_array()) fail(token, "an array of " + elements_noun(type), describe(value, token));
            if (depth < constraint.sizes.size() && constraint.sizes[depth] && value.size() != *constraint.sizes[depth])
                fail(token, size_message(*constraint.sizes[depth], type, depth), size_got(value.size(), type, depth));
            for (const auto& element : value) check(element, type.element(), depth + 1);
            return;
        }
        std::string_view text = token_text(token);
        switch (type.scalar) {
        case ScalarType::Integer:
        case ScalarType::Long: {
            bool is_long = type.scalar == ScalarType::Long;
            long long low = is_long ? LLONG_MIN : INT_MIN, high = is_long ? LLONG_MAX : INT_MAX;
            if (!value.is_number() || text.find_first_of(".eE") != std::string_view::npos)
                fail(token, noun(type.scalar, false), describe(value, token));
            bool in_range = value.is_number_integer() &&
                            (value.is_number_unsigned() ? value.get<std::uint64_t>() <= static_cast<std::uint64_t>(high)
                                                        : value.get<long long>() >= low && value.get<long long>() <= high);
            if (in_range && constraint.minimum)
                in_range = value.get<long long>() >= *constraint.minimum && value.get<long long>() <= *constraint.maximum;
            if (!in_range) {
                if (constraint.minimum) low = std::max(low, *constraint.minimum), high = std::min(high, *constraint.maximum);
                fail(token, fmt::format("an integer from {} to {}", low, high), std::string(text));
            }
            return;
        }
        case ScalarType::Double:
            if (!value.is_number()) fail(token, noun(type.scalar, false), describe(value, token));
            return;
        case ScalarType::Boolean:
            if (!value.is_boolean()) fail(token, noun(type.scalar, false), describe(value, token));
            return;
        case ScalarType::String:
        case ScalarType::Character: {
            if (!value.is_string()) fail(token, noun(type.scalar, false), describe(value, token));
            const std::string& string = value.get_ref<const std::string&>();
            if (type.scalar == ScalarType::Character) {
                std::size_t characters = count_code_points(string);
                if (characters != 1)
                    fail(token, noun(type.scalar, false), fmt::format("a {}-character string {}", characters, text));
                if (string.size() != 1) fail(token, "an ASCII character", std::string(text));
            }
            if (!constraint.allowed_characters.empty()) {
                for (char c : string)
                    if (constraint.allowed_characters.find(c) == std::string::npos)
                        fail(token,
                             fmt::format("{} of \"{}\" ({}'s constraint \"{}\")",
                                         type.scalar == ScalarType::Character ? "a character" : "characters",
                                         constraint.allowed_characters, parameter_.name, constraint.text),
                             std::string(text));
            }
            return;
        }
        }
    }

private:
    const Parameter& parameter_;
    std::string_view line_;
    const std::string& path_;
    std::size_t line_number_;
    std::vector<Span> spans_;
    std::size_t next_token_ = 0;

    std::string_view token_text(std::size_t token) const {
        if (token >= spans_.size()) return {};
        return line_.substr(spans_[token].begin, spans_[token].end - spans_[token].begin);
    }
    std::string describe(const json& value, std::size_t token) const {
        if (value.is_array()) return value.empty() ? "an empty array" : "an array";
        if (value.is_object()) return "an object";
        if (value.is_string()) return fmt::format("the string {}", token_text(token));
        return std::string(token_text(token));
    }
    // In a T[][] the inner arrays are rows: "expected a row of 9 characters, got a row of 8".
    static std::string size_message(std::size_t size, const ValueType& type, std::size_t depth) {
        if (type.rank == 2 && depth == 0) return fmt::format("{} row{}", size, size == 1 ? "" : "s");
        if (depth == 1) return fmt::format("a row of {} {}", size, elements_noun(type));
        return fmt::format("{} {}", size, elements_noun(type));
    }
    static std::string size_got(std::size_t size, const ValueType& type, std::size_t depth) {
        if (type.rank == 2 && depth == 0) return fmt::format("{} row{}", size, size == 1 ? "" : "s");
        if (depth == 1) return fmt::format("a row of {}", size);
        return fmt::format("{}", size);
    }
    [[noreturn]] void fail(std::size_t token, const std::string& expected, const std::string& got) const {
        std::size_t column = token < spans_.size() ? spans_[token].begin + 1 : 1;
        throw JudgeError(fmt::format("{}:{}:{}: expected {}, got {}", path_, line_number_, column, expected, got));
    }
};

}  // namespace

std::string quote_json_string(std::string_view text) {
    std::string quoted = "\"";
    for (char c : text) {
        switch (c) {
        case '"': quoted += "\\\""; break;
        case '\\': quoted += "\\\\"; break;
        case '\b': quoted += "\\b"; break;
        case '\f': quoted += "\\f"; break;
        case '\n': quoted += "\\n"; break;
        case '\r': quoted += "\\r"; break;
        case '\t': quoted += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20)
                quoted += fmt::format("\\u{:04x}", static_cast<unsigned>(c));
            else
                quoted += c;
        }
    }
    return quoted + "\"";
}

json parse_leetcode_value(const Parameter& parameter, std::string_view line, const std::string& path,
                          std::size_t line_number) {
    json value;
    try {
        value = json::parse(line.begin(), line.end());
    } catch (const json::parse_error& error) {
        std::size_t column = error.byte == 0 ? 1 : error.byte;
        throw JudgeError(
            fmt::format("{}:{}:{}: {}", path, line_number, column, describe_parse_error(error, line, column)));
    } catch (const json::exception& error) {
        // Well-formed but not representable, e.g. 1e999 (out_of_range): the line parsed, the value did not.
        throw JudgeError(fmt::format("{}:{}:1: expected a value of type {}, got a number json cannot hold ({})", path,
                                     line_number, to_string(parameter.type), error.what()));
    }
    ValueChecker(parameter, line, path, line_number).check(value, parameter.type, 0);
    return value;
}

std::vector<Arguments> parse_leetcode_input(const Signature& signature, std::string_view text, const std::string& path) {
    std::vector<std::string_view> lines;
    for (std::size_t start = 0; start < text.size();) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos) end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
        lines.push_back(line);
        start = end + 1;
    }
    auto blank = [](std::string_view line) { return line.find_first_not_of(" \t") == std::string_view::npos; };
    while (!lines.empty() && blank(lines.back())) lines.pop_back();

    const std::size_t arity = signature.parameters.size();
    if (lines.empty() || lines.size() % arity != 0) {
        std::size_t missing = lines.size() % arity;
        const Parameter& parameter = signature.parameters[missing];
        throw JudgeError(fmt::format("{}:{}:1: expected {}: {} (line {} of case {}; a case is {} line{}, one per "
                                     "argument), got the end of the file",
                                     path, lines.size() + 1, parameter.name, to_string(parameter.type), missing + 1,
                                     lines.size() / arity + 1, arity, arity == 1 ? "" : "s"));
    }
    std::vector<Arguments> cases;
    for (std::size_t first = 0; first < lines.size(); first += arity) {
        Arguments arguments;
        for (std::size_t i = 0; i < arity; ++i)
            arguments.push_back(parse_leetcode_value(signature.parameters[i], lines[first + i], path, first + i + 1));
        cases.push_back(std::move(arguments));
    }
    return cases;
}

std::string print_leetcode_value(const json& value, const ValueType& type) {
    if (type.rank > 0) {
        std::string text = "[";
        for (std::size_t i = 0; i < value.size(); ++i) {
            if (i) text += ',';
            text += print_leetcode_value(value[i], type.element());
        }
        return text + "]";
    }
    switch (type.scalar) {
    case ScalarType::Integer:
    case ScalarType::Long:
        return value.is_number_unsigned() ? std::to_string(value.get<std::uint64_t>()) : std::to_string(value.get<long long>());
    case ScalarType::Double: return fmt::format("{:.5f}", value.get<double>());
    case ScalarType::Boolean: return value.get<bool>() ? "true" : "false";
    case ScalarType::String:
    case ScalarType::Character: return quote_json_string(value.get_ref<const std::string&>());
    }
    return "";
}

}  // namespace judge
