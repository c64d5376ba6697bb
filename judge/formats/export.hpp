// formats/: the ways a problem comes in (ours: problem.yaml; a plain folder of tests; a Kattis/ICPC package,
// legacy and 2025-09, with its submissions and what they declare) and goes out (export), each read into the
// one Problem the pipeline judges. It uses the pipeline and below; inputs/ and cli/ use it.
// One of our problems written out as a problem package (legacy, or 2025-09), for Kattis, DOMjudge and
// problemtools: its tests, validators, limits, a statement stub, and our solutions as submissions sorted by
// the verdict each expects. docs/packages.md ("Our problems out") says what a package keeps and loses.
#pragma once
#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "judge/expect.hpp"
#include "judge/formats/package.hpp"

namespace judge {

// Where a solution goes in submissions/, from what it expects on sample and secret (hard/ is ours and is left
// out of the package): `folder` is the format's folder for that verdict, or "mixed" when no folder says it (a
// verdict the judge's machine decides), declared by DOMjudge's @EXPECTED_RESULTS@ list in a legacy package
// ("CORRECT, TIMELIMIT") and by submissions.yaml in a 2025-09 one. MLE and OLE are the format's run_time_error, PE its wrong_answer. nullopt: nothing a package
// can declare (a CE, or a verdict on sample that secret does not share).
struct DeclaredFolder {
    std::string folder;            // "accepted", "wrong_answer", "time_limit_exceeded", "run_time_error", "mixed"
    std::string expected_results;  // "mixed" only: for a legacy package, DOMjudge's words
    // "mixed" only: for a 2025-09 package's submissions.yaml; every test's verdict among `permitted`, one of
    // `required` (empty: none) on some test.
    std::set<Verdict> permitted, required;
};
std::optional<DeclaredFolder> declared_folder(const Expectation& expectation);

struct ExportOptions {
    PackageFormat format = PackageFormat::Legacy;
    // The time limit written is the problem's limit on the reference machine (its online judge's limit ÷ its
    // measured slowdown) × this; unset: this machine's C/C++ factor, measured as a judging run measures it.
    std::optional<double> machine_factor;
};

struct ExportResult {
    std::string problem;             // the problem's name (its folder's)
    double time_limit_ms = 0;        // as written (whole milliseconds)
    std::vector<std::string> lines;  // what was written and left out, for the report
};

// Writes `problem_dir` (one of testdata/, our format) as a package into `out_dir`, which must not exist or be
// empty. The solutions are read from solutions/<name>/ beside testdata/ (none there: a package without
// submissions, and the report says so). Throws JudgeError naming the file: a problem that does not load,
// an output folder that is not empty, a solution whose expectation does not read.
ExportResult export_package(const std::filesystem::path& problem_dir, const std::filesystem::path& out_dir,
                            const ExportOptions& options);

}  // namespace judge
