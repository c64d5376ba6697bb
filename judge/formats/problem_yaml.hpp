// formats/: the ways a problem comes in (ours: problem.yaml; a plain folder of tests; a Kattis/ICPC package,
// legacy and 2025-09, with its submissions and what they declare) and goes out (export), each read into the
// one Problem the pipeline judges. It uses the pipeline and below; inputs/ and cli/ use it.
// Ours: testdata/<name>/problem.yaml (docs/problem-yaml.md), strict, and its tests (test_folders.hpp).
#pragma once
#include <filesystem>

#include "judge/problem.hpp"

namespace judge {

// Loads dir/problem.yaml and the tests: the pairs of dir/sample/, dir/secret/ and dir/hard/, or, in a
// folder without group folders, the pairs beside problem.yaml (all secret); a folder without problem.yaml as
// a plain folder (plain_folder.hpp). Throws JudgeError naming the
// file (and line) and what was expected: unknown keys, wrong types, a missing limit, an unknown checker,
// a signature that does not parse, an .in without its .out, tests both beside problem.yaml and in
// groups, an unknown folder holding tests, no sample or secret test at all.
Problem load_problem(const std::filesystem::path& dir);

// dir/problem.yaml alone, checked the same way, without looking for tests (Problem::tests stays empty): for
// a tool that needs a problem's settings for a file of its own (show).
Problem load_problem_settings(const std::filesystem::path& dir);

}  // namespace judge
