// function/: function-style (LeetCode) problems as one strategy: the signature, LeetCode's text format,
// the wire format and the generated drivers. Uses util/ only.
// A function-style problem's method, in LeetCode's own terms: "twoSum(nums: integer[], target: integer)
// -> integer[]", plus which value is the answer and the shape each argument must have.
#pragma once
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace judge {

enum class ScalarType { Integer, Long, Double, Boolean, String, Character };

// A scalar, or an array of rank 1 (T[]) or 2 (T[][]; rows may differ in length unless constrained).
struct ValueType {
    ScalarType scalar = ScalarType::Integer;
    int rank = 0;
    bool operator==(const ValueType& other) const { return scalar == other.scalar && rank == other.rank; }
    ValueType element() const { return {scalar, rank - 1}; }  // rank > 0
};

// What problem.yaml's `constraints:` says about one argument, e.g. "9x9 of 1-9 ." or "* of -1000..1000".
// Checked on every test input, so malformed testdata is caught before any solution runs.
struct Constraint {
    std::string text;                            // as written, "" when the argument has none
    std::vector<std::optional<std::size_t>> sizes;  // one per dimension, outermost first; nullopt = any
    std::string allowed_characters;              // character / string cells; "" = any
    std::optional<long long> minimum, maximum;   // integer / long cells
};

struct Parameter {
    std::string name;
    ValueType type;
    Constraint constraint;
};

struct Signature {
    std::string method;
    std::vector<Parameter> parameters;
    std::optional<ValueType> result;  // nullopt: void
    int answer_parameter = -1;        // the argument printed after the call; -1: the return value
    // The type of the printed answer: *result, or the answer argument's type.
    const ValueType& answer_type() const {
        return answer_parameter < 0 ? *result : parameters[static_cast<std::size_t>(answer_parameter)].type;
    }
};

// Parses `signature`, resolves `answer` ("return" or an argument name, which must be an array: only an
// array can be changed in place in every language) and `constraints` (argument name -> constraint text).
// Throws JudgeError "<where>: signature: expected ..., got ... (column N)" and the like.
Signature parse_signature(std::string_view signature, std::string_view answer,
                          const std::map<std::string, std::string>& constraints, const std::string& where);

Constraint parse_constraint(const Parameter& parameter, std::string_view text, const std::string& where);

std::string to_string(ScalarType scalar);        // "character"
std::string to_string(const ValueType& type);    // "character[][]"
std::string to_string(const Signature& signature);  // back to LeetCode's form

}  // namespace judge
