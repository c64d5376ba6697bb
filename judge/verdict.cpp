/*
 * Verdict names, limit_verdict() and checker_verdict(): the one place that turns how a run ended into a
 * verdict.
 * Pure: no processes, no files, so every branch is unit-tested (tests/test_verdict.cpp).
 * Status: unit-tested.
 */
#include "judge/verdict.hpp"

#include <array>
#include <cctype>
#include <cmath>
#include <csignal>
#include <cstring>
#include <vector>

#include <fmt/core.h>

#include "judge/util/text.hpp"

namespace judge {
namespace {

struct VerdictNames {
    Verdict verdict;
    std::string_view short_name, long_name;
};

// Indexed by the enum's value; the order of Verdict is the order here.
constexpr std::array<VerdictNames, 10> kNames{{
    {Verdict::AC, "AC", "Accepted"},
    {Verdict::PE, "PE", "Presentation Error"},
    {Verdict::WA, "WA", "Wrong Answer"},
    {Verdict::OLE, "OLE", "Output Limit Exceeded"},
    {Verdict::MLE, "MLE", "Memory Limit Exceeded"},
    {Verdict::TLE, "TLE", "Time Limit Exceeded"},
    {Verdict::RE, "RE", "Runtime Error"},
    {Verdict::CE, "CE", "Compile Error"},
    {Verdict::SKIPPED, "SKIPPED", "Skipped"},
    {Verdict::JE, "JE", "Judge Error"},
}};

// Spellings other than the short and long names, already normalized (lower case, '_' for ' ' and '-'):
// the folder names of problemtools / BAPCtools and common variants.
struct Alias {
    std::string_view text;
    Verdict verdict;
};
constexpr std::array<Alias, 8> kAliases{{
    {"run_time_error", Verdict::RE},
    {"runtime_exception", Verdict::RE},
    {"compilation_error", Verdict::CE},
    {"judgement_error", Verdict::JE},
    {"internal_error", Verdict::JE},
    {"ok", Verdict::AC},
    {"time_limit", Verdict::TLE},
    {"memory_limit", Verdict::MLE},
}};

std::string normalized(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (c == ' ' || c == '-')
            out += '_';
        else
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

// Whole milliseconds or kilobytes for messages; a measured value over its limit is rounded up so the
// message never reads "1000 ms > 1000 ms".
long long rounded_up(double value) { return static_cast<long long>(std::ceil(value)); }

// The line of a program's stderr that best says why it died: a sanitizer's ERROR line, UBSan's "runtime
// error:" line, a Java exception or a Python traceback's last line, wherever they are (a program's own
// lines may come first: a LeetCode solution's prints go to stderr); else the first non-blank line. ""
// when stderr was empty. `head` and `tail`: its first and last lines (tail "" when head holds it all).
std::string stderr_reason(std::string_view head, std::string_view tail) {
    std::vector<std::string_view> lines;
    for (std::string_view text : {head, tail})
        for (std::string_view line : split_lines(text))
            if (!trim(line).empty()) lines.push_back(trim(line));
    if (lines.empty()) return "";
    std::string_view chosen = lines.front();
    for (size_t i = 0; i < lines.size(); ++i) {
        std::string_view line = lines[i];
        size_t sanitizer = line.find("ERROR: ");
        if (sanitizer != std::string_view::npos && line.find("Sanitizer", sanitizer) != std::string_view::npos) {
            chosen = line.substr(sanitizer);  // drops ASan's "==1234==" prefix
            // The report's first stack frame outside the system's libraries is where the user's code went
            // wrong: "#1 0x55d0 in Solution::solveSudoku(...) solution.cpp:11:51" → "at solution.cpp:11:51".
            for (size_t j = i + 1; j < lines.size(); ++j) {
                std::string_view frame = lines[j];
                if (frame.rfind("#", 0) != 0) continue;
                size_t place = frame.rfind(' ');
                std::string_view where = frame.substr(place + 1);
                if (where.empty() || where[0] == '(' || where.rfind("/usr/", 0) == 0) continue;
                return printable_excerpt(std::string(chosen) + " at " + std::string(where), 300);
            }
            break;
        }
        if (line.find("runtime error:") != std::string_view::npos || line.rfind("Exception in thread", 0) == 0) {
            chosen = line;
            break;
        }
        if (line.rfind("Traceback (most recent call last)", 0) == 0) {
            chosen = lines.back();  // the exception, the traceback's last line
            break;
        }
    }
    constexpr size_t kMaxReason = 200;
    return printable_excerpt(chosen, kMaxReason);  // a program's stderr may hold escape sequences or junk
}

}  // namespace

std::string_view short_name(Verdict v) { return kNames[static_cast<size_t>(v)].short_name; }
std::string_view long_name(Verdict v) { return kNames[static_cast<size_t>(v)].long_name; }

std::optional<Verdict> parse_verdict(std::string_view text) {
    std::string key = normalized(trim(text));
    if (key.empty()) return std::nullopt;
    for (const VerdictNames& names : kNames) {
        if (key == normalized(names.short_name) || key == normalized(names.long_name)) return names.verdict;
    }
    for (const Alias& alias : kAliases) {
        if (key == alias.text) return alias.verdict;
    }
    return std::nullopt;
}

std::optional<Decision> limit_verdict(const RunResult& run, const Limits& limits) {
    if (!run.started) return Decision{Verdict::JE, run.error.empty() ? "the program could not be started" : run.error};

    // More processes than the limit first: the launcher stops such a run the moment it sees it, so whatever
    // came after (the memory cap, which the refused forks' kernel memory can reach, the CPU, the wall clock)
    // depends on the machine's speed; the cause does not. Online judges forbid fork: RE is their verdict too.
    if (run.process_limit_hit)
        return Decision{Verdict::RE, fmt::format("more processes and threads than the limit ({}): stopped", run.max_processes)};

    // Memory next: touching memory past the limit costs page faults, so such a program often runs out of
    // time too, but what it did wrong is the memory.
    if (run.peak_kb > limits.memory_kb)
        return Decision{Verdict::MLE, fmt::format("peak {} KB > {} KB", run.peak_kb, limits.memory_kb)};
    if (run.memory_cap_hit) return Decision{Verdict::MLE, "all its processes together reached the sandbox's memory cap"};

    // Past the limit, a run may have gone on to a cap (limit × the judge's margin): the messages say both.
    const bool capped = limits.cpu_cap_ms > limits.time_ms;
    const std::string over = capped ? fmt::format(", over the {} ms limit", limit_shown(limits.time_ms)) : "";
    const double stopped_at = capped ? limits.cpu_cap_ms : limits.time_ms;
    if (run.tree_cpu_exceeded)
        return Decision{Verdict::TLE, fmt::format("CPU of all its processes reached {} ms{} (its own {} ms)",
                                                  rounded_up(stopped_at), over, rounded_up(run.cpu_ms))};

    if (run.cpu_ms > limits.time_ms)
        return Decision{Verdict::TLE, fmt::format("CPU {} ms > {} ms", rounded_up(run.cpu_ms), limit_shown(limits.time_ms))};
    if (run.signal == SIGXCPU)
        return Decision{Verdict::TLE, capped ? fmt::format("CPU {} ms reached{} (SIGXCPU at {} ms by wait4's count)",
                                                           rounded_up(stopped_at), over, rounded_up(run.cpu_ms))
                                             : fmt::format("CPU limit {1} ms reached (SIGXCPU at {0} ms by wait4's count)",
                                                           rounded_up(run.cpu_ms), limit_shown(limits.time_ms))};
    if (run.wall_timeout)
        // The CPU time tells a program that slept from one starved of CPU on a busy machine.
        return Decision{Verdict::TLE, fmt::format("wall clock {} ms (sleeping or blocked; CPU {})", rounded_up(run.wall_ms),
                                          format_time(run.cpu_ms))};

    if (run.output_limit_exceeded || run.signal == SIGXFSZ)
        return Decision{Verdict::OLE, fmt::format("output reached the limit of {} KB", limits.output_kb)};

    if (run.signal != 0 || run.exit_code != 0) {
        std::string message =
            run.signal != 0 ? signal_name(run.signal) : fmt::format("exit code {}", run.exit_code);
        std::string reason = stderr_reason(run.stderr_head, run.stderr_tail);
        if (!reason.empty()) message += ": " + reason;
        return Decision{Verdict::RE, message};
    }
    return std::nullopt;
}

bool over_time_limit_only(const RunResult& run, const Limits& limits) {
    return run.started && !run.tree_cpu_exceeded && !run.wall_timeout && !run.output_limit_exceeded &&
           !run.memory_cap_hit && !run.process_limit_hit && run.signal == 0 && run.exit_code == 0 &&
           run.cpu_ms < limits.cpu_cap_ms;
}

Decision checker_verdict(const CheckResult& check) {
    switch (check.status) {
        case CheckStatus::AC: return {Verdict::AC, check.message};
        case CheckStatus::PE: return {Verdict::PE, check.message};
        case CheckStatus::WA: return {Verdict::WA, check.message};
        case CheckStatus::FAIL: break;
    }
    return {Verdict::JE, check.message.empty() ? "the checker failed" : "checker: " + check.message};
}

}  // namespace judge
