// function/: function-style (LeetCode) problems as one strategy: the signature, LeetCode's text format,
// the wire format and the generated drivers. Uses util/ only.
// FunctionProblem: everything the judge does differently for a function problem, behind three calls.
// The user submits `class Solution` and no main. The judge validates each test's LeetCode-format input
// itself and hands the program a simpler "wire" form on stdin (wire_format.hpp); a driver generated from
// the signature wraps the user's class, reads the wire form, calls the method once per case and prints
// the answer in LeetCode's format, one line per case.
#pragma once
#include <map>
#include <string>
#include <string_view>

#include "judge/function/signature.hpp"

namespace judge {

class FunctionProblem {
public:
    // Parses the signature, its answer ("return" or an array argument) and its constraints once, when
    // problem.yaml is loaded. Throws JudgeError "<where>: signature: ..." (where: problem.yaml's path).
    FunctionProblem(std::string_view signature, std::string_view answer,
                    const std::map<std::string, std::string>& constraints, std::string where);

    const Signature& signature() const { return signature_; }

    // The files to write into the build folder for one solution in `language` (c, cpp, java or python): at
    // least `source_name` (the generated driver), which the language's compile command then builds.
    // Throws JudgeError naming problem.yaml when the language or its source name cannot work.
    std::map<std::string, std::string> program_files(const std::string& language, const std::string& source_name,
                                                     std::string_view solution_source,
                                                     const std::string& solution_path) const;

    // A test's .in (LeetCode text: one argument a line, several cases one after another) as the driver's
    // stdin. Throws JudgeError "<input_path>:<line>:<column>: <what was expected>" on malformed input
    // (unbalanced brackets, a row of the wrong length, a cell "10", a stray character, too few lines).
    std::string program_input(std::string_view input_text, const std::string& input_path) const;

    // The message a CE shows: the compiler's output, and first why when it is a rule of the judge (a
    // LeetCode file must not define main).
    std::string explain_compile_error(const std::string& language, std::string_view compiler_output) const;

private:
    Signature signature_;
    std::string where_;
};

}  // namespace judge
