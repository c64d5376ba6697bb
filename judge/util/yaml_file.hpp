// util/: helpers every room of the judge may use, and that use no other room.
// A YAML file read under a size and a node budget: every YAML file the judge reads (a problem.yaml, a
// package's problem.yaml, testdata.yaml and submissions.yaml) comes from a problem folder, untrusted input.
// yaml-cpp takes up to about 330 times a file's size in memory (a flow mapping of `? ,`: 329 MB for 1 MiB;
// a 36 MB problem.yaml took the judge over 4 GiB, issue 47), so a larger file is refused before it is read.
#pragma once
#include <yaml-cpp/yaml.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>

namespace judge {

// The most bytes a YAML file may have: ours are under 8 KB (testdata/leetcode-0037-sudoku-solver/problem.yaml,
// 7 KB, the largest), a Kattis or BAPC package's a few KB; yaml-cpp parses 256 KiB within 90 MB.
constexpr std::uintmax_t kMaxYamlBytes = std::uintmax_t{256} << 10;
// The most nodes its tree may have once its aliases are expanded: yaml-cpp shares an alias's node, but a walk
// of the tree meets it wherever it is used (`*a` ten times on each of nine levels is 10^9 nodes to walk).
// A file within kMaxYamlBytes has at most about 180,000 nodes of its own.
constexpr std::size_t kMaxYamlNodes = 1'000'000;

// The YAML file `path`, parsed (an empty file: a null node). JudgeError, before anything else is read:
// "<path>: <reason>" when it cannot be opened, "<path>: expected a file" when it is no regular file,
// "<path>: <N> bytes, more than the 256 KiB a YAML file may have"; then "<path>:<line>:<column>: <yaml-cpp's
// reason>" when it is no YAML, and "<path>: more than 1000000 nodes once its aliases are expanded, the most a
// YAML file may have" when its tree is too large to walk.
YAML::Node load_yaml_file(const std::filesystem::path& path);

}  // namespace judge
