// function/: function-style (LeetCode) problems as one strategy: the signature, LeetCode's text format,
// the wire format and the generated drivers. Uses util/ only.
// The "wire" form the judge hands a generated driver on stdin: whitespace-separated decimal tokens only,
// so that C, C++, Java and Python read it with a tokenizer and integer parsing, no JSON parser.
//   the number of cases, then for each case its arguments in order, one line each:
//   integer, long   the number                   double     the number, 17 significant digits
//   boolean         1 or 0                        character  its byte value (ASCII, 0-127)
//   string          its length in UTF-8 bytes, then each byte's value (0-255)
//   T[]             its length, then the elements;  T[][] its number of rows, then each row as a T[]
// Example, twoSum(nums: integer[], target: integer) with [2,7,11,15] and 9:  "1\n4 2 7 11 15\n9\n".
#pragma once
#include <string>
#include <vector>

#include "judge/function/leetcode_format.hpp"

namespace judge {

std::string encode_wire(const Signature& signature, const std::vector<Arguments>& cases);

}  // namespace judge
