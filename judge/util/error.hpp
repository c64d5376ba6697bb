// util/: helpers every room of the judge may use, and that use no other room.
// Errors the judge reports to the user as one line and exit status 2.
#pragma once
#include <stdexcept>
#include <string>

namespace judge {

// Bad usage or bad testdata: the message names the file (and line when known) and what was expected,
// e.g. "testdata/x/problem.yaml:3: time_limit_ms: expected a positive integer, got 'abc'".
struct JudgeError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

}  // namespace judge
