// Verdicts and the pure function that decides one test's verdict.
#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace judge {

// Ordered from best to worst, so a solution's verdict is the maximum over its tests.
// SKIPPED: the toolchain is missing; JE: the judge itself failed (bad checker, cannot start).
enum class Verdict { AC, PE, WA, OLE, MLE, TLE, RE, CE, SKIPPED, JE };

std::string_view short_name(Verdict v);  // "AC"
std::string_view long_name(Verdict v);   // "Accepted"
// Accepts short names ("TLE") and, case-insensitively, long ones ("time limit exceeded");
// also the folder names problemtools/BAPCtools use ("accepted", "wrong_answer", "time_limit_exceeded",
// "run_time_error", "memory_limit_exceeded", "output_limit_exceeded", "compile_error").
std::optional<Verdict> parse_verdict(std::string_view text);
inline Verdict worst(Verdict a, Verdict b) { return a < b ? b : a; }

// How one run of a program ended. Filled by run_program (run.hpp); plain data so that classify() can be
// unit-tested without processes.
struct RunResult {
    bool started = false;        // false: fork/exec failed; `error` says why
    std::string error;
    int exit_code = 0;           // valid when signal == 0
    int signal = 0;              // terminating signal, 0 if it exited
    double cpu_ms = 0;           // user + system CPU of the program (and the children it waited for)
    double wall_ms = 0;
    long peak_kb = 0;            // peak resident set size (ru_maxrss)
    bool wall_timeout = false;   // killed by the wall-clock watchdog
    bool output_limit_exceeded = false;  // stdout or stderr reached the output limit
    std::string stderr_head;     // first lines of stderr, for RE messages (sanitizer reports)
};

enum class CheckStatus { AC, PE, WA, FAIL };  // FAIL: the checker itself broke (judge error)
struct CheckResult {
    CheckStatus status = CheckStatus::AC;
    std::string message;  // where and why, e.g. "case 3, row 4, column 7: 5 repeats in the box"
};

struct Limits {
    double time_ms = 1000;     // CPU time
    long memory_kb = 65536;    // peak resident memory
    long output_kb = 65536;
};

struct Decision {
    Verdict verdict = Verdict::AC;
    std::string message;
};

// Decides a test's verdict from how the run ended and, when it ended normally, the checker's word
// (`check` may be null when the run failed). Precedence: JE (not started), MLE (peak over the limit, even
// when the page faults also cost it the time limit), TLE (CPU over the limit, SIGXCPU or wall timeout), OLE,
// RE (signal name or exit status), then the checker: AC, PE, WA, or JE when the checker failed.
Decision classify(const RunResult& run, const Limits& limits, const CheckResult* check);

// "SIGSEGV" for 11; "signal 77" for an unknown number.
std::string signal_name(int signal);

}  // namespace judge
