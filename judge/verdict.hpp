// The pipeline (judge/*.hpp): problem, expect, compile, execute, judge, verdict. It uses machine/, sandbox/,
// checkers/, function/, grid/ and util/; inputs/, formats/, view/ and cli/ use it.
// Verdicts, and the pure functions that decide one test's verdict.
#pragma once
#include <cmath>
#include <optional>
#include <string>
#include <string_view>

#include "judge/checkers/checker.hpp"
#include "judge/sandbox/run.hpp"

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

struct Limits {
    double time_ms = 1000;     // CPU time
    long memory_kb = 65536;    // peak resident memory
    long output_kb = 65536;
    double cpu_cap_ms = 0;     // where the run was stopped, when past time_ms (limit × margin); 0: time_ms
};

struct Decision {
    Verdict verdict = Verdict::AC;
    std::string message;
};

// A test's verdict is decided in two steps, and the judge runs the checker only between them:
// A limit (ms) as every message and view says it: whole milliseconds, rounded up, and not pushed up by the
// floating-point noise of the factors that made it (1000 ÷ 2.5 × 2.19 is 876 ms, not 877).
inline long long limit_shown(double limit_ms) { return static_cast<long long>(std::ceil(limit_ms - 1e-6)); }

// 1. limit_verdict: how the run ended, alone. Precedence: JE (not started), MLE (peak over the limit, even
//    when the page faults also cost it the time limit), TLE (CPU over the limit, SIGXCPU or wall timeout),
//    OLE, RE (signal name or exit status). nullopt: it ended normally within every limit.
// 2. checker_verdict: then, and only then, the checker's word: AC, PE, WA, or JE when the checker failed.
std::optional<Decision> limit_verdict(const RunResult& run, const Limits& limits);
Decision checker_verdict(const CheckResult& check);

// A run that ended by itself, within limits.cpu_cap_ms and every other limit: when limit_verdict says TLE
// for it, its time over limits.time_ms is the only reason (TestReport::near_limit may then hold).
bool over_time_limit_only(const RunResult& run, const Limits& limits);


}  // namespace judge
