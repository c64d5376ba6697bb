// formats/: the ways a problem comes in (ours: problem.yaml; a plain folder of tests; a Kattis/ICPC package,
// legacy and 2025-09, with its submissions and what they declare) and goes out (export), each read into the
// one Problem the pipeline judges. It uses the pipeline and below; inputs/ and cli/ use it.
// The plain data of a problem package that its loader (package.hpp) and the reader of its submissions
// (package_submissions.hpp) share, in a header of its own so that neither includes the other.
#pragma once
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "judge/verdict.hpp"

namespace judge {

// The two formats read: legacy (no problem_format_version, or "legacy") and 2025-09.
enum class PackageFormat { Legacy, V2025_09 };
inline std::string_view package_format_name(PackageFormat format) {  // "legacy", "2025-09"
    return format == PackageFormat::Legacy ? "legacy" : "2025-09";
}

// One requirement of 2025-09's submissions.yaml beyond the folder's, for the tests a pattern names: every such
// test's verdict permitted, one of them in `required` when it is not empty, and `message` in one of their
// validator messages when it is not empty.
struct SubmissionRule {
    std::string tests;                // a glob over test names and groups relative to data/ ("secret/g1"); "": every test
    std::set<Verdict> permitted{Verdict::AC, Verdict::WA, Verdict::TLE, Verdict::RE};
    std::set<Verdict> required;       // empty: none (the format's default, any verdict, always holds)
    std::string message;
    std::string origin;               // "submissions/submissions.yaml:4 (accepted/*)", for the report
};

// One program of submissions/: a file, or a folder whose files are one program.
struct PackageSubmission {
    std::filesystem::path path;
    std::string language;         // "c", "cpp", "java", "python"; "" when not judged (skipped says why)
    std::string skipped;          // "Kotlin is not judged here" ...
    std::string declared;         // as the package declares it: "wrong_answer", "@EXPECTED_RESULTS@: ..."
    // What it declares, as 2025-09's submissions.yaml says it: every test's verdict permitted, and one of the
    // required ones met when any are (MLE and OLE count as RE, run_time_error; package_judge.hpp). A legacy
    // package's submission stops at its first failing test, as problemtools judges it, so the same rule
    // checks that the first failure is the folder's verdict.
    std::set<Verdict> permitted, required;
    std::vector<SubmissionRule> rules;  // submissions.yaml's further requirements (2025-09), each to hold too
    // submissions.yaml's use_for_time_limit (true or "lower"; false): whether its times bound the derived limit
    // from below; unset: as its folder says (accepted/ does).
    std::optional<bool> for_time_limit;
};

}  // namespace judge
