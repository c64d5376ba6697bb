// Function-style (LeetCode) problems. The user submits `class Solution` and no main. The judge validates
// each test's LeetCode-format input itself and hands the program a simpler "wire" form on stdin; a driver
// generated from the problem's signature wraps the user's class, reads the wire form, calls the method once
// per case and prints the answer in LeetCode's format, one line per case.
#pragma once
#include <map>
#include <string>
#include <string_view>

#include "problem.hpp"

namespace judge {

// The files to write into the build folder for one solution: at least `profile.source_name`, which
// profile.compile then builds (or profile.run runs). Throws JudgeError when the signature cannot be
// handled in that language.
std::map<std::string, std::string> generate_function_program(const Problem& problem,
                                                             const LanguageProfile& profile,
                                                             std::string_view solution_source,
                                                             const std::string& solution_path);

// Translates a test's .in (LeetCode text: one argument a line, several cases one after another) into the
// driver's stdin. Throws JudgeError "<input_path>:<line>:<column>: <what was expected>" on malformed
// input (unbalanced brackets, a row of the wrong length, a cell "10", a stray character, too few lines).
std::string encode_function_input(const Problem& problem, std::string_view input_text,
                                  const std::string& input_path);

// The message a CE shows: the compiler's first lines, and why, when it is a rule of the judge (a LeetCode
// file must not define main).
std::string explain_compile_error(const Problem& problem, const LanguageProfile& profile,
                                  std::string_view compiler_output);

}  // namespace judge
