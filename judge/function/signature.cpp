/*
 * Signatures of function-style problems, and the per-argument constraints of problem.yaml.
 * Grammar (spaces allowed between tokens):
 *   signature  := identifier "(" [parameter ("," parameter)*] ")" "->" (type | "void")
 *   parameter  := identifier ":" type
 *   type       := scalar ("[]" ("[]")?)?    scalar := integer | long | double | boolean | string | character
 *   constraint := [sizes] ["of" cells]      sizes := size ("x" size)*, size := number | "*"
 *   cells      := items a character or string may hold: "a", "a-z", separated by spaces
 *               | lo..hi for integer and long cells
 * Status: unit-tested (tests/test_signature.cpp).
 */
#include "judge/function/signature.hpp"

#include <array>
#include <cctype>
#include <cerrno>
#include <cstdlib>

#include <fmt/core.h>

#include "judge/util/error.hpp"

namespace judge {
namespace {

constexpr std::array<std::pair<ScalarType, std::string_view>, 6> kScalarNames{{
    {ScalarType::Integer, "integer"},
    {ScalarType::Long, "long"},
    {ScalarType::Double, "double"},
    {ScalarType::Boolean, "boolean"},
    {ScalarType::String, "string"},
    {ScalarType::Character, "character"},
}};

// Reads the signature left to right; `position` is the index of the next unread character.
class SignatureReader {
public:
    SignatureReader(std::string_view text, const std::string& where) : text_(text), where_(where) {}

    Signature read() {
        Signature signature;
        signature.method = identifier("the method's name");
        expect('(');
        skip_spaces();
        if (peek() != ')') {
            while (true) {
                Parameter parameter;
                parameter.name = identifier("a parameter name");
                for (const auto& earlier : signature.parameters)
                    if (earlier.name == parameter.name) fail(fmt::format("a new parameter name, got '{}' twice", parameter.name));
                expect(':');
                parameter.type = type();
                signature.parameters.push_back(parameter);
                skip_spaces();
                if (peek() == ',') {
                    ++position_;
                    continue;
                }
                break;
            }
        }
        if (signature.parameters.empty()) fail("at least one parameter (the cases of a test are told apart by them)", got());
        expect(')');
        expect('-');
        if (peek() != '>') fail("'->' before the return type", got());
        ++position_;
        skip_spaces();
        if (word_ahead() == "void") {
            position_ += 4;
        } else {
            signature.result = type();
        }
        skip_spaces();
        if (position_ != text_.size()) fail("the end of the signature", got());
        return signature;
    }

private:
    std::string_view text_;
    const std::string& where_;
    std::size_t position_ = 0;

    char peek() const { return position_ < text_.size() ? text_[position_] : '\0'; }
    void skip_spaces() {
        while (position_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[position_]))) ++position_;
    }
    std::string got() const {
        if (position_ >= text_.size()) return "the end";
        std::string_view word = word_ahead();
        return fmt::format("'{}'", word.empty() ? text_.substr(position_, 1) : word);
    }
    std::string_view word_ahead() const {
        std::size_t end = position_;
        while (end < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[end])) || text_[end] == '_')) ++end;
        return text_.substr(position_, end - position_);
    }
    [[noreturn]] void fail(const std::string& expected, const std::string& got_text = "") const {
        throw JudgeError(fmt::format("{}: signature \"{}\", column {}: expected {}{}", where_, text_, position_ + 1,
                                     expected, got_text.empty() ? "" : ", got " + got_text));
    }
    void expect(char wanted) {
        skip_spaces();
        if (peek() != wanted) fail(fmt::format("'{}'", wanted), got());
        ++position_;
    }
    std::string identifier(const char* what) {
        skip_spaces();
        std::string_view word = word_ahead();
        if (word.empty() || std::isdigit(static_cast<unsigned char>(word[0]))) fail(what, got());
        position_ += word.size();
        return std::string(word);
    }
    ValueType type() {
        skip_spaces();
        std::string_view word = word_ahead();
        ValueType type;
        bool known = false;
        for (const auto& [scalar, name] : kScalarNames)
            if (word == name) type.scalar = scalar, known = true;
        if (!known)
            fail("a type: integer, long, double, boolean, string or character, optionally followed by [] or [][]",
                 got());
        position_ += word.size();
        while (text_.substr(position_, 2) == "[]") {
            position_ += 2;
            if (++type.rank > 2) fail("at most two dimensions ([][])", "a third []");
        }
        return type;
    }
};

// "1-9 ." -> "123456789."; `where` names the constraint for messages.
std::string parse_allowed_characters(std::string_view items, const std::string& where) {
    std::string allowed;
    std::size_t position = 0;
    while (position < items.size()) {
        if (items[position] == ' ') {
            ++position;
            continue;
        }
        std::size_t end = items.find(' ', position);
        std::string_view item = items.substr(position, end == std::string_view::npos ? std::string_view::npos : end - position);
        if (item.size() == 1) {
            allowed += item[0];
        } else if (item.size() == 3 && item[1] == '-' && item[0] <= item[2]) {
            for (char c = item[0]; c <= item[2]; ++c) allowed += c;
        } else {
            throw JudgeError(fmt::format("{}: expected a character or a range like a-z, got '{}'", where, item));
        }
        position += item.size();
    }
    if (allowed.empty()) throw JudgeError(fmt::format("{}: expected the characters after 'of'", where));
    return allowed;
}

long long parse_bound(std::string_view text, const std::string& where) {
    std::string copy(text);
    char* end = nullptr;
    errno = 0;
    long long value = std::strtoll(copy.c_str(), &end, 10);
    if (copy.empty() || *end != '\0' || errno == ERANGE)
        throw JudgeError(fmt::format("{}: expected an integer bound, got '{}'", where, text));
    return value;
}

}  // namespace

std::string to_string(ScalarType scalar) {
    for (const auto& [known, name] : kScalarNames)
        if (known == scalar) return std::string(name);
    return "?";
}

std::string to_string(const ValueType& type) {
    std::string text = to_string(type.scalar);
    for (int i = 0; i < type.rank; ++i) text += "[]";
    return text;
}

std::string to_string(const Signature& signature) {
    std::string text = signature.method + "(";
    for (std::size_t i = 0; i < signature.parameters.size(); ++i)
        text += fmt::format("{}{}: {}", i ? ", " : "", signature.parameters[i].name, to_string(signature.parameters[i].type));
    return text + ") -> " + (signature.result ? to_string(*signature.result) : "void");
}

Constraint parse_constraint(const Parameter& parameter, std::string_view text, const std::string& where) {
    const std::string context = fmt::format("{}: constraints: {}: \"{}\"", where, parameter.name, text);
    Constraint constraint;
    constraint.text = std::string(text);
    std::string_view sizes = text, cells;
    if (auto of = text.find("of "); of != std::string_view::npos && (of == 0 || text[of - 1] == ' ')) {
        sizes = text.substr(0, of);
        cells = text.substr(of + 3);
    }
    while (!sizes.empty() && sizes.back() == ' ') sizes.remove_suffix(1);
    while (!sizes.empty() && sizes.front() == ' ') sizes.remove_prefix(1);

    if (!sizes.empty()) {
        std::size_t start = 0;
        while (true) {
            std::size_t x = sizes.find('x', start);
            std::string_view size = sizes.substr(start, x == std::string_view::npos ? std::string_view::npos : x - start);
            if (size == "*") {
                constraint.sizes.push_back(std::nullopt);
            } else {
                long long value = parse_bound(size, context + ": size");
                if (value < 0) throw JudgeError(fmt::format("{}: expected a size of at least 0, got {}", context, value));
                constraint.sizes.push_back(static_cast<std::size_t>(value));
            }
            if (x == std::string_view::npos) break;
            start = x + 1;
        }
        if (static_cast<int>(constraint.sizes.size()) != parameter.type.rank)
            throw JudgeError(fmt::format("{}: expected {} size{} for a {}, got {}", context, parameter.type.rank,
                                         parameter.type.rank == 1 ? "" : "s", to_string(parameter.type),
                                         constraint.sizes.size()));
    }
    if (!cells.empty()) {
        switch (parameter.type.scalar) {
        case ScalarType::Character:
        case ScalarType::String:
            constraint.allowed_characters = parse_allowed_characters(cells, context);
            break;
        case ScalarType::Integer:
        case ScalarType::Long: {
            auto dots = cells.find("..");
            if (dots == std::string_view::npos)
                throw JudgeError(fmt::format("{}: expected a range lo..hi after 'of', got '{}'", context, cells));
            constraint.minimum = parse_bound(cells.substr(0, dots), context);
            constraint.maximum = parse_bound(cells.substr(dots + 2), context);
            break;
        }
        default:
            throw JudgeError(fmt::format("{}: expected no 'of' for a {}: only characters, strings, integers and "
                                         "longs can be limited",
                                         context, to_string(parameter.type)));
        }
    }
    return constraint;
}

Signature parse_signature(std::string_view text, std::string_view answer,
                          const std::map<std::string, std::string>& constraints, const std::string& where) {
    Signature signature = SignatureReader(text, where).read();

    if (answer == "return") {
        if (!signature.result)
            throw JudgeError(fmt::format("{}: answer: expected an argument's name, since {} returns void", where, signature.method));
    } else {
        for (std::size_t i = 0; i < signature.parameters.size(); ++i)
            if (signature.parameters[i].name == answer) signature.answer_parameter = static_cast<int>(i);
        if (signature.answer_parameter < 0)
            throw JudgeError(fmt::format("{}: answer: expected \"return\" or one of the arguments of {}, got '{}'", where,
                                         signature.method, answer));
        if (signature.answer_type().rank == 0)
            throw JudgeError(fmt::format("{}: answer: expected an array argument (a {} cannot be changed in place), got '{}'",
                                         where, to_string(signature.answer_type()), answer));
    }

    for (const auto& [name, constraint_text] : constraints) {
        Parameter* found = nullptr;
        for (auto& parameter : signature.parameters)
            if (parameter.name == name) found = &parameter;
        if (!found)
            throw JudgeError(fmt::format("{}: constraints: expected an argument of {}, got '{}'", where, signature.method, name));
        found->constraint = parse_constraint(*found, constraint_text, where);
    }
    return signature;
}

}  // namespace judge
