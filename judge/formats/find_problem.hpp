// formats/: the ways a problem comes in (ours: problem.yaml; a plain folder of tests; a Kattis/ICPC package,
// legacy and 2025-09, with its submissions and what they declare) and goes out (export), each read into the
// one Problem the pipeline judges. It uses the pipeline and below; inputs/ and cli/ use it.
// Which problem a file is judged on: the folder its own folder names, or the one --problem names; read in its
// format (ours or a plain folder: problem_yaml.hpp; a package is judged through package_judge.hpp) and
// prepared for judging; and the whole run of the files named on the command line (judge_solutions).
#pragma once
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "judge/judge.hpp"

namespace judge {

// The testdata folder of a solution: `testdata/<name of the solution's folder>`, looked for beside each
// folder above the solution (so it works from any working directory). Throws JudgeError when none, ending
// with `otherwise`: how the calling command lets a file elsewhere name its problem.
std::filesystem::path testdata_for(const std::filesystem::path& solution, std::string_view otherwise);

// The testdata folder of a problem named on the command line (--problem): testdata/<name>, or the one
// folder of testdata/ whose name starts with "<name>-" (leetcode-0037 -> leetcode-0037-sudoku-solver).
// testdata/ is looked for in the working directory and the folders above it, then above the judge's own
// folder, so a solution file anywhere can be judged. Throws JudgeError listing the problems when no folder
// or several match. A name with a '/' is a problem folder's path, used as it is (JudgeError without its
// problem.yaml).
std::filesystem::path testdata_named(const std::string& name);

// A problem ready to judge: problem.yaml with the options' limits, scaled to this machine (machine/machine.hpp; or
// by options.machine_factor), its external checker built, and every test's program input prepared. Throws JudgeError for bad testdata.
std::shared_ptr<const Problem> load_for_judging(const std::filesystem::path& dir, const Options& options);

// All of it: load, describe, build, judge. Throws JudgeError for bad testdata, before running anything.
std::vector<SolutionReport> judge_solutions(const std::vector<std::filesystem::path>& solutions,
                                            const Options& options);

}  // namespace judge
