// The pipeline (judge/*.hpp): problem, expect, compile, execute, judge, verdict. It uses sandbox/,
// checkers/, function/, grid/ and util/; cli/ and view/ use it.
// Which verdicts a solution file may get: Polygon's tags (OK, WA, TL, "TL or OK"), BAPCtools' folders.
#pragma once
#include <filesystem>
#include <set>
#include <string>
#include <string_view>

#include "judge/verdict.hpp"

namespace judge {

struct Expectation {
    std::set<Verdict> verdicts;  // never empty
    std::string origin;          // where it came from: "line 3", "folder TLE", "default"
    bool permits(Verdict v) const { return verdicts.count(v) > 0; }
    std::string to_string() const;  // "AC, TLE"
};

// Reads the expectation of a solution:
// 1. a comment in its first 30 lines: `// expect: AC, TLE`, `# expect: WA`, ` * expect: RE`;
// 2. otherwise the name of a folder above the problem folder, when it names a verdict
//    (`tests/fixtures/TLE/nyoj-0722-sudoku/spin.c`, `time_limit_exceeded/...`);
// 3. otherwise AC.
// Throws JudgeError "<path>:<line>: expect: unknown verdict 'XY' (known: AC, PE, ...)".
Expectation read_expectation(const std::filesystem::path& source, std::string_view content);

}  // namespace judge
