/*
 * Wire encoding of parsed LeetCode values (format in wire_format.hpp); the drivers in driver.cpp read it.
 * Status: unit-tested (tests/test_driver.cpp runs generated drivers on it).
 */
#include "judge/function/wire_format.hpp"

#include <cstdint>

#include <fmt/core.h>

namespace judge {
namespace {

void encode_value(const nlohmann::json& value, const ValueType& type, std::string& out) {
    if (type.rank > 0) {
        out += std::to_string(value.size());
        for (const auto& element : value) {
            out += ' ';
            encode_value(element, type.element(), out);
        }
        return;
    }
    switch (type.scalar) {
    case ScalarType::Integer:
    case ScalarType::Long:
        out += value.is_number_unsigned() ? std::to_string(value.get<std::uint64_t>()) : std::to_string(value.get<long long>());
        break;
    case ScalarType::Double: out += fmt::format("{:.17g}", value.get<double>()); break;
    case ScalarType::Boolean: out += value.get<bool>() ? '1' : '0'; break;
    case ScalarType::Character: out += std::to_string(static_cast<unsigned char>(value.get_ref<const std::string&>()[0])); break;
    case ScalarType::String: {
        const std::string& text = value.get_ref<const std::string&>();
        out += std::to_string(text.size());
        for (char c : text) {
            out += ' ';
            out += std::to_string(static_cast<unsigned char>(c));
        }
        break;
    }
    }
}

}  // namespace

std::string encode_wire(const Signature& signature, const std::vector<Arguments>& cases) {
    std::string out = std::to_string(cases.size()) + "\n";
    for (const auto& arguments : cases) {
        for (std::size_t i = 0; i < signature.parameters.size(); ++i) {
            encode_value(arguments[i], signature.parameters[i].type, out);
            out += '\n';
        }
    }
    return out;
}

}  // namespace judge
