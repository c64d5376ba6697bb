// checkers/: compare a program's output with the expected answer, or check it on its own (sudoku); one
// file per checker, and the dispatch (checker.hpp). Uses grid/, sandbox/ and util/.
// Kattis' default output validator, for problem packages: the answer file's tokens against the output's,
// case-insensitive unless told, floats within a tolerance when one is given. It decides as problemtools'
// support/default_validator/default_validator.cc does (the commit matched is named in the .cpp), in
// process and on the text in place.
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "judge/checkers/check_result.hpp"

namespace judge {

// The default output validator's flags (problem package format: `validator_flags` in legacy problem.yaml,
// `output_validator_flags` in testdata.yaml, `output_validator_args` in 2025-09), as read by
// parse_validator_flags. A tolerance below 0 was not given; one given as a negative number counts as not
// given too, as in problemtools.
struct ValidatorFlags {
    bool case_sensitive = false;
    bool space_change_sensitive = false;
    double float_absolute_tolerance = -1;  // < 0: not given
    double float_relative_tolerance = -1;
    // Whether tokens that are numbers are compared as numbers: a tolerance was given (>= 0).
    bool compares_floats() const { return float_absolute_tolerance >= 0 || float_relative_tolerance >= 0; }
};

// Reads the words (already split on whitespace), in order, a later word overriding an earlier one:
// case_sensitive, space_change_sensitive, float_tolerance E (both tolerances), float_absolute_tolerance E,
// float_relative_tolerance E. E is any word problemtools takes as a float (problemtools_float). Throws
// JudgeError "unknown output validator flag 'x' (known: case_sensitive, ...)" or "float_tolerance needs a
// number, got 'x'" ("got nothing" when the words end).
ValidatorFlags parse_validator_flags(const std::vector<std::string>& words);

// Compares output with answer as the default validator does; never PE (status AC or WA: the package format
// has no presentation error). Tokens are separated by the C locale's white space; with
// space_change_sensitive, the white space between, before and after them must be the answer's, byte for
// byte (a missing or extra final newline is WA). A token of the answer that is a float (problemtools_float)
// is compared as a number when a tolerance is given: the output's token must be one too, within the
// absolute OR the relative tolerance (|a - o| <= abs, or |a - o| <= rel × |a|). Other tokens are compared
// as bytes, ignoring ASCII case unless case_sensitive. More tokens in the output, or fewer, is WA.
// Messages point to the output: "line 2, column 3: expected '4', got '9' (token 4)"; a float's says the
// difference and the tolerance. AC says how many tokens: "12 tokens".
CheckResult check_default_validator(std::string_view output, std::string_view answer, const ValidatorFlags& flags);

// The token's value when problemtools counts it as a float, else nullopt: what glibc's
// sscanf(token, "%lf%10s", ...) reads as exactly one conversion, when the value is finite. So "1e5",
// "-.5", "5.", "0x1p3" (hex) count; "inf", "nan", "1e999" (overflows to inf), "1.2.3", "12abc" do not;
// and glibc's quirks count too: "1e", "1e+" (a dangling exponent is read, its value is 1) and "0x." (0).
// The token is read as a C string: up to its first NUL byte.
std::optional<double> problemtools_float(std::string_view token);

}  // namespace judge
