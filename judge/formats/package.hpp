// formats/: the ways a problem comes in (ours: problem.yaml; a plain folder of tests; a Kattis/ICPC package,
// legacy and 2025-09, with its submissions and what they declare) and goes out (export), each read into the
// one Problem the pipeline judges. It uses the pipeline and below; inputs/ and cli/ use it.
// A problem package in the Kattis/ICPC format (`legacy`, which Kattis and DOMjudge import, and `2025-09`):
// read by a loader of its own beside ours (problem.hpp stays strict), into the same Problem, plus what only
// a package has: its submissions and the verdicts they declare, and how its time limit is known.
// docs/packages.md says what is read and what is refused.
#pragma once
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "judge/expect.hpp"
#include "judge/formats/package_data.hpp"
#include "judge/problem.hpp"

namespace judge {

// Where the time limit came from, as the report says it.
enum class TimeLimitSource {
    ProblemYaml,   // limits.time_limit (2025-09)
    TimelimitFile, // DOMjudge's .timelimit at the package's root (seconds)
    IniFile,       // DOMjudge's domjudge-problem.ini: timelimit='3'
    Derived,       // from the accepted submissions' times, as the format derives it (derive_time_limit)
    CommandLine,   // --time-limit
};

struct Package {
    Problem problem;              // tests, limits, checker, languages: judged as any problem is
    PackageFormat format = PackageFormat::Legacy;
    TimeLimitSource time_source = TimeLimitSource::Derived;
    // Derivation (TimeLimitSource::Derived): the limit is the slowest accepted time × ac_to_time_limit.
    // time_limit_to_tle: 2025-09's upper bound, time_limit × time_limit_to_tle <= a must-time-out submission's
    // time, checked by judging such a submission at the limit × time_limit_to_tle (package_judge.cpp); legacy's
    // (problemtools' time_safety_margin) is read and checked, not used: problemtools judges them at the limit.
    double ac_to_time_limit = 5;
    double time_limit_to_tle = 2;
    std::vector<PackageSubmission> submissions;  // sorted by path
    std::vector<std::string> notes;              // what the report says about the package (caps, skips)
};

// The most a package's time limit may be here (a limit above it is capped, and the report says so); also the
// limit the accepted submissions run under when the limit is derived from their times.
inline constexpr double kPackageTimeCapMs = 60000;

// Whether `dir` is a package: a problem.yaml beside a data/ folder, or a problem.yaml that names a
// problem_format_version (then a missing data/ is an error of load_package).
bool is_package(const std::filesystem::path& dir);

// Reads the package: problem.yaml (leniently: the format has many keys the judge does not use, but every key
// it uses is type-checked), data/sample and data/secret found recursively (NAME.in with NAME.ans, in name
// order; testdata.yaml / test_group.yaml's output validator flags for the folder and those below it), the
// limits (memory and output in MiB, capped by what this machine gives, and said so), the output validator
// (the default one with its flags, or a custom one in output_validators/ or output_validator/), and the
// submissions. Throws JudgeError naming the file (and line) and what was expected: no data/, an .in without
// its .ans, an unknown format version, an interactive or multi-pass problem (naming the key), a link leading
// out of the package.
Package load_package(const std::filesystem::path& dir);

// The limit (ms) the format derives from the slowest accepted test's CPU time (ms), in whole seconds, at least 1:
// legacy, as problemtools v1.20231016 does it: slowest × time_multiplier rounded half up; 2025-09: the
// smallest multiple of time_resolution (1 s) at or above slowest × ac_to_time_limit. (2025-09's upper bound,
// the fastest must-time-out submission ÷ time_limit_to_tle, is checked when judging: such a submission runs
// under this limit × time_limit_to_tle and must time out there.)
double derive_time_limit(PackageFormat format, double slowest_accepted_ms, double ac_to_time_limit);

}  // namespace judge
