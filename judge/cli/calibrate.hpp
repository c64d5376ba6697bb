// cli/: the subcommands of build/judge besides judging (show, generate, stress, calibrate). Each uses the
// pipeline, view/ and grid/; nothing uses cli/ but main.cpp.
// What `judge calibrate` concludes from its measuring run, apart from the run itself, so that it can be
// tested on hand-made reports.
#pragma once
#include <string>
#include <vector>

#include "judge/judge.hpp"

namespace judge {

// The measuring limit, × the current limit: a solution that needs up to double the limit still finishes.
constexpr double kHeadroom = 2.5;

// The lines printed after the measuring run of `reports` (judged at kHeadroom × `limit`, -x): a line per
// solution (verdict, slowest test in ms of the problem's limit, i.e. the language's factor taken out),
// the suggested time_limit_ms (`factor` × the slowest run of the solutions that expect only AC, rounded up
// to 100 ms), and a warning for each solution whose verdict would change at half or double the limit, or
// that expects AC and did not get it.
std::string calibration_report(const std::vector<SolutionReport>& reports, double limit, double factor);

}  // namespace judge
