// formats/: the ways a problem comes in (ours: problem.yaml; a plain folder of tests; a Kattis/ICPC package,
// legacy and 2025-09, with its submissions and what they declare) and goes out (export), each read into the
// one Problem the pipeline judges. It uses the pipeline and below; inputs/ and cli/ use it.
// Judging a problem package (package.hpp): its own submissions against the verdicts they declare, or a
// learner's files on its tests; the time limit derived first when the package does not give one.
#pragma once
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "judge/judge.hpp"
#include "judge/formats/package.hpp"

namespace judge {

struct PackageRun {
    std::shared_ptr<const Problem> problem;   // the package's tests, limits (the time limit as judged) and validator
    PackageFormat format = PackageFormat::Legacy;
    TimeLimitSource time_source = TimeLimitSource::Derived;
    double slowest_accepted_ms = 0;           // Derived: the slowest accepted submission's test
    std::vector<std::string> notes;           // what the report says first: the format, limits and their caps
    std::vector<SolutionReport> reports;      // a report per submission (or file), in order; SKIPPED with the
                                              // reason for a language not judged here
    // The package's own output validator failed on a test (crashed, hung, exited other than 42 or 43): the
    // first such test, for the line that ends the run with exit 2, as a bad package does. "" when none.
    std::string judge_error;
};

// Whether a submission's test verdicts meet what it declares: every test's verdict permitted, and, when
// some are required, one of them met, and every rule of submissions.yaml (unmet_rule) (MLE and OLE count as run_time_error, PE as wrong_answer). A build
// that failed meets it only when CE is permitted. Pure.
bool meets_declaration(const PackageSubmission& submission, const SolutionReport& report);

// The first of submissions.yaml's rules (PackageSubmission::rules) the report does not meet, said with the rule's
// place ("submissions/submissions.yaml:4 (accepted/*), tests sample: WA on sample/1, which permits AC"); "" when
// every one holds. Pure.
std::string unmet_rule(const PackageSubmission& submission, const SolutionReport& report);

// The verdict as the format names it: MLE and OLE are RE (run_time_error), PE is WA; the rest unchanged.
Verdict package_verdict(Verdict verdict);

// Judges the package's submissions/ (options.time_limit_ms, when given, instead of the package's limit). A
// legacy package's submissions stop at their first failing test, as problemtools judges them; a 2025-09
// package's run every test. When the limit is derived, the accepted submissions are run first under the cap
// to find it. Throws JudgeError for a bad package, before any submission is judged.
PackageRun judge_package(const std::filesystem::path& dir, const Options& options);

// Judges `files` (a learner's own) on the package's tests, expecting AC; the limit derived from the package's
// accepted submissions when the package gives none and options.time_limit_ms does not either.
PackageRun judge_files_on_package(const std::vector<std::filesystem::path>& files, const std::filesystem::path& dir,
                                  const Options& options);

}  // namespace judge
