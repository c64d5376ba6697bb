// cli/: the subcommands of build/judge besides judging (show, generate, stress, calibrate, validate, machine). Each uses the
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

// What the measuring run of `reports` (judged at kHeadroom × `limit`, -x, on the prediction groups:
// sample and secret) shows, and the margins it finds too thin.
struct Calibration {
    // A line per solution (verdict, slowest test in ms of the problem's limit, i.e. the language's factor
    // taken out), the suggested time_limit_ms (`factor` × the slowest run of the solutions whose
    // prediction expects only AC, rounded up to 100 ms), then a "SKIPPED: " line per solution not measured,
    // a "mismatch: " line per wrong verdict, a "thin margin: " line per verdict near a limit, and a
    // "warning: " line per solution of mixed expectations whose verdict would change at half or double
    // the limit.
    std::string text;
    // A verdict that could flip with noise, naming the solution and the test: a solution that expects
    // only AC and needs more than half the limit; one that expects only TLE and finishes over the limit
    // but within double it.
    std::vector<std::string> thin_margins;
    // A verdict no noise explains, naming the solution and why: one that expects only AC and is not AC
    // (WA, RE, CE..., or TLE even at kHeadroom × the limit); one that expects only TLE and is not AC or
    // TLE, or finishes within the limit itself.
    std::vector<std::string> mismatches;
    // A solution that was not measured because it was SKIPPED (its toolchain is missing here): its path
    // and the reason. Never a thin margin; `judge calibrate` fails on it only under CI=true.
    std::vector<std::string> skipped;
};
// `limit` is the reference machine's (problem.yaml's ÷ the judge's slowdown, JudgeSpeed; the reports'
// times are divided by their language's and this machine's factors before they are compared); the suggested
// time_limit_ms is written in problem.yaml's units, × `slowdown`.
Calibration calibration_report(const std::vector<SolutionReport>& reports, double limit, double factor,
                               double slowdown = 1);

}  // namespace judge
