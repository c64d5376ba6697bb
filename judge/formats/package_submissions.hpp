// formats/: the ways a problem comes in (ours: problem.yaml; a plain folder of tests; a Kattis/ICPC package,
// legacy and 2025-09, with its submissions and what they declare) and goes out (export), each read into the
// one Problem the pipeline judges. It uses the pipeline and below; inputs/ and cli/ use it.
// A problem package's submissions/ and what each declares: its folder (accepted/, wrong_answer/, ...),
// DOMjudge's @EXPECTED_RESULTS@ in a file elsewhere, and 2025-09's submissions/submissions.yaml
// (docs/packages.md, "What a submission declares").
#pragma once
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "judge/formats/package_data.hpp"

namespace judge {

// Every program of dir/submissions/ (a file, or a folder that is one program), sorted by path, with its
// language (or why it is SKIPPED) and what it declares. Throws JudgeError naming the file and line: a
// submissions.yaml that does not parse, a verdict not of the format (AC, WA, TLE, RTE), a value of the wrong
// type, a glob the format does not support (`**`, `[...]`), a link leading out of the package.
// `notes`, when given, gets a line for each key of submissions.yaml that matches no submission (a misspelt name).
// Two keys that give one submission different languages or use_for_time_limit are an error naming both lines.
std::vector<PackageSubmission> read_submissions(const std::filesystem::path& dir, PackageFormat format,
                                               std::vector<std::string>* notes = nullptr);

// submissions.yaml's globs: `*` within one name, `?` one character, `{a,b}` either (nested too); `path`
// matches when it or a folder above it does ("accepted" matches "accepted/x.py"). Pure.
bool glob_matches(std::string_view pattern, std::string_view path);

}  // namespace judge
