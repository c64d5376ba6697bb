// cli/: the subcommands of build/judge besides judging (show, generate, stress, calibrate, validate, machine, export,
// run). Each uses the pipeline, view/ and grid/; nothing uses cli/ but main.cpp.
// What `judge run FILE` concludes from its one run, apart from the run itself, so that it can be tested without
// processes: the lines on stderr and the exit status.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "judge/checkers/check_result.hpp"
#include "judge/execute.hpp"
#include "judge/grid/format.hpp"

namespace judge {

// How `judge run` checks the output: against the rules (the sudoku checker, no answer given), with the
// problem's checker and --answer's file, or not at all (a checker that compares with an answer, none given).
enum class OutputCheck { Rules, Answer, None };

struct RunPlan {
    std::string input_name = "stdin";  // where the input came from: "stdin", or --input's file
    OutputCheck check = OutputCheck::None;
    std::string answer_name;           // Answer: --answer's file, as given
    std::string judge_command;         // None: how to judge the file on the tests ("build/judge F --problem P")
    std::vector<std::string> notes;    // lines said before the run's: what the input validators found
};

struct RunSummary {
    std::string text;      // the lines for stderr, each ending in '\n'
    int exit_status = 0;   // 0 within the limits and the check passed (or none could be made); 1 not; 2 JE
};

// The lines `judge run` prints on stderr after the program's output, and its exit status, from the run's
// report (execute_test's without the checker: its verdict is the limits' alone, AC within them), the solution
// it ran (its limits: problem.yaml's or --time-limit's × the language's factor, ÷ the judge's slowdown, × this
// machine's factor) and the check of its output (`check`: check_sudoku_by_rules' word (checkers/sudoku.hpp), or with --answer the problem's
// checker's, FAIL when it failed; not read for OutputCheck::None or a run over a limit):
//   FILE (LANGUAGE) on INPUT, as PROBLEM judges it
//   the notes (input validation)
//   run: ran within the limits, or TLE, MLE, OLE, RE with why; CPU time, wall time, peak memory
//   limits: the CPU limit and how it was made, memory, output; in the sandbox or not
//   check: AC, PE or WA by the rules or against the answer; "not made" (with why, exit 0 for a case the rules
//          cannot decide); "none" without an answer to compare with (exit 0); JE when the checker failed (exit 2)
// A build that failed (CE) is not summarized here: its compiler lines are the message. Pure.
RunSummary summarize_run(const TestReport& run, const PreparedSolution& solution, const RunPlan& plan,
                         const CheckResult& check = {});

}  // namespace judge
