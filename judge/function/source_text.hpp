// function/: what the driver generators (driver.cpp, c_driver.cpp) share about the source text they write.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>

namespace judge {

// The '\n's in `text`: the line a #line directive after it must name is this + 2.
inline std::size_t count_lines(std::string_view text) {
    std::size_t lines = 0;
    for (char c : text) lines += c == '\n';
    return lines;
}

// A path as a string literal of C, C++ (for #line) or Python: all three escape '"' and '\\' alike.
inline std::string string_literal(std::string_view text) {
    std::string literal = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\') literal += '\\';
        literal += c;
    }
    return literal + "\"";
}

}  // namespace judge
