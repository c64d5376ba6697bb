// The pipeline (judge/*.hpp): problem, expect, compile, execute, judge, verdict. It uses machine/, sandbox/,
// checkers/, function/, grid/ and util/; inputs/, formats/, view/ and cli/ use it.
// Which verdicts a solution file may get, per test group: Polygon's tags (OK, WA, TL, "TL or OK"),
// BAPCtools' folders, and a group's own list where it differs (`expect: AC; hard: TLE`).
#pragma once
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>

#include "judge/problem.hpp"
#include "judge/verdict.hpp"

namespace judge {

struct Expectation {
    std::map<TestGroup, std::set<Verdict>> by_group;  // every group of kTestGroups, never an empty set
    std::string origin;                               // where it came from: "line 3", "folder TLE", "default"
    std::string shown_as;  // what to_string says instead, when set: a package submission's rule ("WA required")

    // Every group expects the same verdicts.
    static Expectation everywhere(std::set<Verdict> verdicts, std::string origin);
    // A file that says nothing (a user's own, judged before submitting): the prediction must be AC, and hard
    // may be anything, shown as information: the question is whether the online judge accepts it. Origin
    // "default".
    static Expectation own_file();
    bool is_own_file() const { return origin == kOwnFileOrigin; }
    static constexpr const char* kOwnFileOrigin = "default";

    const std::set<Verdict>& of(TestGroup group) const { return by_group.at(group); }
    bool permits(TestGroup group, Verdict v) const { return of(group).count(v) > 0; }
    std::set<Verdict> prediction() const;  // sample's and secret's together
    std::set<Verdict> all() const;         // every group's together
    // "AC, TLE" when every group expects the same; else "AC; hard: TLE" (the prediction first, then the
    // groups that differ), "sample: AC; secret: WA; hard: WA" when sample and secret differ; a group that
    // permits every verdict is "any" ("AC; hard: any").
    std::string to_string() const;
};

// "AC, TLE": the verdicts of a set, best first.
std::string verdict_list(const std::set<Verdict>& verdicts);

// Reads the expectation of a solution:
// 1. a comment in its first 30 lines: `// expect: AC, TLE`, `# expect: WA`, ` * expect: RE`; segments
//    separated by ';' may name a group (`expect: AC; hard: TLE`): a named group expects its own list,
//    every other group the unnamed list (AC when there is none);
// 2. otherwise the name of a folder above the problem folder, when it names a verdict
//    (`tests/fixtures/TLE/nyoj-0722-sudoku/spin.c`, `time_limit_exceeded/...`), for every group;
// 3. otherwise Expectation::own_file(): AC on sample and secret, hard any.
// Throws JudgeError "<path>:<line>: expect: unknown verdict 'XY' (known: AC, PE, ...)", and likewise for
// an unknown or repeated group.
Expectation read_expectation(const std::filesystem::path& source, std::string_view content);

// The list of one line when it is an `expect:` line ("AC; hard: TLE" of ` * expect: AC; hard: TLE */`): after
// white space, a comment marker (`//`, `#`, `*` or `/*`, each marker character repeated or not), `expect` in
// any case and ':', white space around each; the rest without white space at either end and without a
// closing `*/`. nullopt for any other line, and for a list with a '\r' inside. Linear in the line.
std::optional<std::string_view> expect_list(std::string_view line);

}  // namespace judge
