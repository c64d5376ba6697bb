// formats/: the ways a problem comes in (ours: problem.yaml; a plain folder of tests; a Kattis/ICPC package,
// legacy and 2025-09, with its submissions and what they declare) and goes out (export), each read into the
// one Problem the pipeline judges. It uses the pipeline and below; inputs/ and cli/ use it.
// A folder without problem.yaml, such as `oj download` makes (test/sample-1.in, sample-1.out) or a learner's
// own cases: its NAME.in with NAME.out or NAME.ans (beside each other, or in sample/, secret/ and hard/ as
// ours lays them out: test_folders.hpp), compared token by token (the tokens checker), kPlainTimeLimitMs and
// kPlainMemoryLimitKb unless --time-limit and --memory-limit say otherwise, and the profiles most judges have:
// gcc and g++ -O2 with their default standards, Java's class Main, Python 3. load_problem
// (problem_yaml.hpp) reads such a folder so.
#pragma once
#include <filesystem>

#include "judge/problem.hpp"

namespace judge {

inline constexpr double kPlainTimeLimitMs = 2000;
inline constexpr long kPlainMemoryLimitKb = 262144;
// The output limit of a plain folder, and of a problem.yaml without output_limit_kb: 64 MiB.
inline constexpr long kDefaultOutputLimitKb = 65536;

bool is_plain_folder(const std::filesystem::path& dir);
Problem load_plain_folder(const std::filesystem::path& dir);

}  // namespace judge
