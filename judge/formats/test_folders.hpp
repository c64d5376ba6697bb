// formats/: the ways a problem comes in (ours: problem.yaml; a plain folder of tests; a Kattis/ICPC package,
// legacy and 2025-09, with its submissions and what they declare) and goes out (export), each read into the
// one Problem the pipeline judges. It uses the pipeline and below; inputs/ and cli/ use it.
// A problem folder's tests, as ours and a plain folder lay them out (NAME.in with NAME.out, or NAME.ans in a
// plain folder; sample/, secret/, hard/, invalid/), and the check every format's test file passes before it is
// read.
#pragma once
#include <filesystem>
#include <string>

#include "judge/problem.hpp"

namespace judge {

// The tests of a problem folder into problem.tests (its groups' pairs, or the pairs beside problem.yaml, all
// secret, when it has no group folder; NAME.ans answers too in a plain folder), problem.invalid_inputs and
// problem.validators. Throws JudgeError naming the file: an .in without its answer, a
// test file outside the folder or not a regular file, an unknown folder holding tests, no test to judge.
void find_tests(const std::filesystem::path& dir, Problem& problem);

// Checked before anything reads a test file: JudgeError naming it when it leads out of `problem_dir`, is a
// hard link (more than one name), is missing, is not a regular file, or is larger than a test file may be (the
// checkers hold it whole).
void check_test_file(const std::filesystem::path& file, const std::filesystem::path& problem_dir);

// A problem's name: its folder's ("testdata/poj-3074-sudoku/" and "." inside it both name it).
std::string problem_name_of(const std::filesystem::path& dir);

}  // namespace judge
