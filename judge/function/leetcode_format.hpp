// function/: function-style (LeetCode) problems as one strategy: the signature, LeetCode's text format,
// the wire format and the generated drivers. Uses util/ only.
// LeetCode's text format for values, as its testcase box holds them: one argument a line, JSON-like
// (`[["5","3","."]]`, `[2,7,11,15]`, `9`, `"abc"`, `true`, `1.50000`); several cases = the lines repeated.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "judge/function/signature.hpp"

namespace judge {

// One case: a value per parameter, in order, each already checked against its type and constraint.
using Arguments = std::vector<nlohmann::json>;

// One line of text as a value of `parameter`'s type (and constraint). Throws JudgeError
// "<path>:<line_number>:<column>: expected ..., got ..." pointing at the offending character or value.
nlohmann::json parse_leetcode_value(const Parameter& parameter, std::string_view line, const std::string& path,
                                    std::size_t line_number);

// A whole .in: lines taken in groups of signature.parameters.size(), one group a case. Blank lines at the
// end are ignored, CR before LF too. Throws JudgeError as above; "too few lines" points one past the end.
std::vector<Arguments> parse_leetcode_input(const Signature& signature, std::string_view text,
                                            const std::string& path);

// Back to LeetCode's text: no spaces, strings JSON-escaped, doubles with 5 decimals ("2.50000").
std::string print_leetcode_value(const nlohmann::json& value, const ValueType& type);

// `text` as a JSON string literal, the way every driver escapes it: \" \\ \b \f \n \r \t, other bytes
// below 0x20 as \u00xx, everything else (UTF-8 included) as is.
std::string quote_json_string(std::string_view text);

}  // namespace judge
