// limit_verdict(), checker_verdict() and the verdict names, without processes: every RunResult here is
// written by hand.
#include <doctest/doctest.h>

#include <csignal>
#include <optional>

#include "judge/verdict.hpp"

using namespace judge;

namespace {

RunResult exited(int code = 0) {
    RunResult run;
    run.started = true;
    run.exit_code = code;
    run.cpu_ms = 10;
    run.wall_ms = 12;
    run.peak_kb = 3000;
    return run;
}

RunResult killed_by(int signal) {
    RunResult run = exited();
    run.signal = signal;
    return run;
}

const Limits kLimits{1000, 65535, 8192};
const CheckResult kAccepted{CheckStatus::AC, ""};

// The verdict as execute_test decides it: the limits first, the checker's word only when they all held
// (`check` null: the test asserts that the checker is not needed).
Decision classify(const RunResult& run, const Limits& limits, const CheckResult* check) {
    if (std::optional<Decision> by_limits = limit_verdict(run, limits)) return *by_limits;
    REQUIRE_MESSAGE(check != nullptr, "the run ended within every limit, so the checker must run");
    return checker_verdict(*check);
}

}  // namespace

TEST_SUITE("verdict") {

TEST_CASE("verdicts are ordered from best to worst") {
    CHECK(Verdict::AC < Verdict::PE);
    CHECK(Verdict::PE < Verdict::WA);
    CHECK(Verdict::WA < Verdict::OLE);
    CHECK(Verdict::OLE < Verdict::MLE);
    CHECK(Verdict::MLE < Verdict::TLE);
    CHECK(Verdict::TLE < Verdict::RE);
    CHECK(Verdict::RE < Verdict::CE);
    CHECK(Verdict::CE < Verdict::SKIPPED);
    CHECK(Verdict::SKIPPED < Verdict::JE);
    CHECK(worst(Verdict::WA, Verdict::TLE) == Verdict::TLE);
    CHECK(worst(Verdict::RE, Verdict::AC) == Verdict::RE);
}

TEST_CASE("short and long names parse back to their verdict") {
    for (Verdict v : {Verdict::AC, Verdict::PE, Verdict::WA, Verdict::OLE, Verdict::MLE, Verdict::TLE,
                      Verdict::RE, Verdict::CE, Verdict::SKIPPED, Verdict::JE}) {
        CAPTURE(short_name(v));
        CHECK(parse_verdict(short_name(v)) == v);
        CHECK(parse_verdict(long_name(v)) == v);
    }
    CHECK(short_name(Verdict::TLE) == "TLE");
    CHECK(long_name(Verdict::AC) == "Accepted");
}

TEST_CASE("long names parse case-insensitively") {
    CHECK(parse_verdict("time limit exceeded") == Verdict::TLE);
    CHECK(parse_verdict("WRONG ANSWER") == Verdict::WA);
}

TEST_CASE("problemtools and BAPCtools folder names parse") {
    CHECK(parse_verdict("accepted") == Verdict::AC);
    CHECK(parse_verdict("wrong_answer") == Verdict::WA);
    CHECK(parse_verdict("time_limit_exceeded") == Verdict::TLE);
    CHECK(parse_verdict("run_time_error") == Verdict::RE);
    CHECK(parse_verdict("runtime_error") == Verdict::RE);
    CHECK(parse_verdict("memory_limit_exceeded") == Verdict::MLE);
    CHECK(parse_verdict("output_limit_exceeded") == Verdict::OLE);
    CHECK(parse_verdict("compile_error") == Verdict::CE);
    CHECK(parse_verdict("presentation_error") == Verdict::PE);
}

TEST_CASE("unknown verdict names do not parse") {
    CHECK_FALSE(parse_verdict("").has_value());
    CHECK_FALSE(parse_verdict("slow").has_value());
    CHECK_FALSE(parse_verdict("wrong").has_value());
}

TEST_CASE("a program that could not start is a judge error with the reason") {
    RunResult run;
    run.error = "exec prog: No such file or directory";
    Decision d = classify(run, kLimits, nullptr);
    CHECK(d.verdict == Verdict::JE);
    CHECK(d.message == "exec prog: No such file or directory");
}

TEST_CASE("a clean exit takes the checker's word") {
    RunResult run = exited();
    CHECK(classify(run, kLimits, &kAccepted).verdict == Verdict::AC);
    CheckResult pe{CheckStatus::PE, "line 2: spaces differ"};
    CHECK(classify(run, kLimits, &pe).verdict == Verdict::PE);
    CheckResult wa{CheckStatus::WA, "line 4, column 7: expected '5', got '3'"};
    Decision d = classify(run, kLimits, &wa);
    CHECK(d.verdict == Verdict::WA);
    CHECK(d.message == "line 4, column 7: expected '5', got '3'");
}

TEST_CASE("a failing checker is a judge error with the checker's message") {
    CheckResult fail{CheckStatus::FAIL, "open x.out: No such file or directory"};
    Decision d = classify(exited(), kLimits, &fail);
    CHECK(d.verdict == Verdict::JE);
    CHECK(d.message.find("open x.out: No such file or directory") != std::string::npos);
}

TEST_CASE("a clean exit within every limit leaves the verdict to the checker") {
    CHECK_FALSE(limit_verdict(exited(), kLimits).has_value());
    RunResult at_the_limits = exited();
    at_the_limits.cpu_ms = kLimits.time_ms;
    at_the_limits.peak_kb = kLimits.memory_kb;
    CHECK_FALSE(limit_verdict(at_the_limits, kLimits).has_value());
    CHECK(limit_verdict(exited(1), kLimits)->verdict == Verdict::RE);
}

TEST_CASE("CPU time over the limit is TLE with both times") {
    RunResult run = exited();
    run.cpu_ms = 1013;
    Decision d = classify(run, kLimits, &kAccepted);
    CHECK(d.verdict == Verdict::TLE);
    CHECK(d.message == "CPU 1013 ms > 1000 ms");
}

TEST_CASE("CPU time just over the limit never reads as equal to it") {
    RunResult run = exited();
    run.cpu_ms = 1000.3;
    CHECK(classify(run, kLimits, &kAccepted).message == "CPU 1001 ms > 1000 ms");
}

TEST_CASE("CPU time equal to the limit is within it") {
    RunResult run = exited();
    run.cpu_ms = 1000;
    CHECK(classify(run, kLimits, &kAccepted).verdict == Verdict::AC);
}

TEST_CASE("SIGXCPU is TLE even when the measured CPU time is under the limit") {
    RunResult run = killed_by(SIGXCPU);
    run.cpu_ms = 998;
    CHECK(classify(run, kLimits, nullptr).verdict == Verdict::TLE);
}

TEST_CASE("the wall-clock watchdog is TLE that says the program slept or blocked") {
    RunResult run = killed_by(SIGKILL);
    run.wall_timeout = true;
    run.wall_ms = 3000;
    Decision d = classify(run, kLimits, nullptr);
    CHECK(d.verdict == Verdict::TLE);
    CHECK(d.message == "wall clock 3000 ms (sleeping or blocked; CPU 10 ms)");
    run.cpu_ms = 1.04;  // the CPU as the table shows it, not rounded up to 2 ms
    CHECK(classify(run, kLimits, nullptr).message == "wall clock 3000 ms (sleeping or blocked; CPU 1.0 ms)");
}

TEST_CASE("SIGKILL after the CPU limit is TLE, not RE") {
    RunResult run = killed_by(SIGKILL);
    run.cpu_ms = 2001;
    Decision d = classify(run, kLimits, nullptr);
    CHECK(d.verdict == Verdict::TLE);
    CHECK(d.message == "CPU 2001 ms > 1000 ms");
}

TEST_CASE("SIGKILL with the peak over the memory limit is MLE, not RE") {
    RunResult run = killed_by(SIGKILL);
    run.peak_kb = 70312;
    Decision d = classify(run, kLimits, nullptr);
    CHECK(d.verdict == Verdict::MLE);
    CHECK(d.message == "peak 70312 KB > 65535 KB");
}

TEST_CASE("a peak over the memory limit is MLE even when the answer is right") {
    RunResult run = exited();
    run.peak_kb = 65536;
    CHECK(classify(run, kLimits, &kAccepted).verdict == Verdict::MLE);
    run.peak_kb = 65535;
    CHECK(classify(run, kLimits, &kAccepted).verdict == Verdict::AC);
}

TEST_CASE("MLE wins over TLE when both limits are exceeded: touching memory past the limit is what went wrong") {
    RunResult run = killed_by(SIGKILL);
    run.cpu_ms = 1500;
    run.peak_kb = 100000;
    CHECK(classify(run, kLimits, nullptr).verdict == Verdict::MLE);
    run.wall_timeout = true;
    CHECK(classify(run, kLimits, nullptr).verdict == Verdict::MLE);
}

TEST_CASE("the whole tree killed at the sandbox's memory cap is MLE even with every process under the limit") {
    RunResult run = killed_by(SIGKILL);
    run.memory_cap_hit = true;
    Decision d = classify(run, kLimits, nullptr);
    CHECK(d.verdict == Verdict::MLE);
    CHECK(d.message == "all its processes together reached the sandbox's memory cap");
}

TEST_CASE("the CPU of the whole tree at the limit is TLE") {
    RunResult run = killed_by(SIGKILL);
    run.tree_cpu_exceeded = true;
    run.max_processes = 64;
    Decision d = classify(run, kLimits, nullptr);
    CHECK(d.verdict == Verdict::TLE);
    CHECK(d.message == "CPU of all its processes reached 1000 ms (its own 10 ms)");
}

TEST_CASE("more processes than the limit is RE whatever else the run reached before it was stopped") {
    RunResult run = killed_by(SIGKILL);
    run.process_limit_hit = true;
    run.max_processes = 64;
    const std::string message = "more processes and threads than the limit (64): stopped";
    Decision d = classify(run, kLimits, nullptr);
    CHECK(d.verdict == Verdict::RE);
    CHECK(d.message == message);
    SUBCASE("the memory cap, which the refused forks' kernel memory can reach") { run.memory_cap_hit = true; }
    SUBCASE("the CPU of all its processes") { run.tree_cpu_exceeded = true; }
    SUBCASE("the wall clock") { run.wall_timeout = true; }
    SUBCASE("its own peak over the limit") { run.peak_kb = 100000; }
    SUBCASE("a clean exit") { run = exited(0), run.process_limit_hit = true, run.max_processes = 64; }
    d = classify(run, kLimits, nullptr);
    CHECK(d.verdict == Verdict::RE);
    CHECK(d.message == message);
}

TEST_CASE("MLE wins over OLE and RE") {
    RunResult run = killed_by(SIGXFSZ);
    run.output_limit_exceeded = true;
    run.peak_kb = 100000;
    CHECK(classify(run, kLimits, nullptr).verdict == Verdict::MLE);
}

TEST_CASE("output over the limit is OLE, by flag or by SIGXFSZ") {
    RunResult by_flag = exited();
    by_flag.output_limit_exceeded = true;
    CHECK(classify(by_flag, kLimits, &kAccepted).verdict == Verdict::OLE);
    CHECK(classify(killed_by(SIGXFSZ), kLimits, nullptr).verdict == Verdict::OLE);
    CHECK(classify(by_flag, kLimits, &kAccepted).message.find("8192 KB") != std::string::npos);
}

TEST_CASE("OLE wins over RE") {
    RunResult run = exited(1);
    run.output_limit_exceeded = true;
    CHECK(classify(run, kLimits, nullptr).verdict == Verdict::OLE);
}

TEST_CASE("a signal is RE named by the signal") {
    Decision d = classify(killed_by(SIGSEGV), kLimits, nullptr);
    CHECK(d.verdict == Verdict::RE);
    CHECK(d.message == "SIGSEGV");
}

TEST_CASE("SIGKILL within every limit is RE") {
    CHECK(classify(killed_by(SIGKILL), kLimits, nullptr).verdict == Verdict::RE);
}

TEST_CASE("a nonzero exit status is RE even when the output is right") {
    Decision d = classify(exited(3), kLimits, &kAccepted);
    CHECK(d.verdict == Verdict::RE);
    CHECK(d.message == "exit code 3");
}

TEST_CASE("RE messages add the first line of stderr") {
    RunResult run = killed_by(SIGABRT);
    run.stderr_head = "\nterminate called after throwing an instance of 'std::out_of_range'\n  what():  vector\n";
    CHECK(classify(run, kLimits, nullptr).message ==
          "SIGABRT: terminate called after throwing an instance of 'std::out_of_range'");
}

TEST_CASE("RE messages pick AddressSanitizer's ERROR line without its pid prefix") {
    RunResult run = exited(1);
    run.stderr_head =
        "AddressSanitizer:DEADLYSIGNAL\n"
        "=================================================================\n"
        "==4242==ERROR: AddressSanitizer: stack-overflow on address 0x7ffd (pc 0x55 bp 0x7f sp 0x7f T0)\n"
        "    #0 0x55 in solve prog.cpp:12\n";
    CHECK(classify(run, kLimits, nullptr).message ==
          "exit code 1: ERROR: AddressSanitizer: stack-overflow on address 0x7ffd (pc 0x55 bp 0x7f sp 0x7f T0) "
          "at prog.cpp:12");
}

TEST_CASE("an AddressSanitizer report names the first frame outside the system's libraries") {
    RunResult run = exited(1);
    run.stderr_head =
        "==7==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x6040 at pc 0x55 bp 0x7f sp 0x7f\n"
        "WRITE of size 1 at 0x6040 thread T0\n"
        "    #0 0x7f in __memset_avx2 /usr/lib/x86_64-linux-gnu/libc.so.6\n"
        "    #1 0x7f in __asan_memset (/usr/lib/llvm-14/lib/libclang_rt.asan.so+0x1)\n"
        "    #2 0x55 in Solution::solveSudoku(std::vector<std::vector<char>>&) tests/x/out_of_bounds.cpp:11:51\n";
    std::string message = classify(run, kLimits, nullptr).message;
    CHECK(message.find("heap-buffer-overflow") != std::string::npos);
    const std::string place = " at tests/x/out_of_bounds.cpp:11:51";
    REQUIRE(message.size() > place.size());
    CHECK(message.substr(message.size() - place.size()) == place);
}

TEST_CASE("RE messages pick UBSan's runtime error line") {
    RunResult run = exited(1);
    run.stderr_head =
        "debug: starting\n"
        "prog.cpp:7:13: runtime error: index 9 out of bounds for type 'int [9]'\n";
    CHECK(classify(run, kLimits, nullptr).message ==
          "exit code 1: prog.cpp:7:13: runtime error: index 9 out of bounds for type 'int [9]'");
}

TEST_CASE("RE messages pick the last line of a Python traceback") {
    RunResult run = exited(1);
    run.stderr_head =
        "Traceback (most recent call last):\n"
        "  File \"main.py\", line 3, in <module>\n"
        "IndexError: list index out of range\n";
    CHECK(classify(run, kLimits, nullptr).message == "exit code 1: IndexError: list index out of range");
}

TEST_CASE("RE messages find the traceback or exception after a program's own lines, in the head or the tail") {
    // A LeetCode solution's prints go to stderr before its traceback.
    RunResult run = exited(1);
    run.stderr_head =
        "TRUE1\n"
        "Traceback (most recent call last):\n"
        "  File \"solution.py\", line 3, in isValidSudoku\n"
        "KeyError: '5'\n";
    CHECK(classify(run, kLimits, nullptr).message == "exit code 1: KeyError: '5'");
    // More prints than the head keeps: the traceback is in the tail.
    run.stderr_head = "row 1\nrow 2\n";
    run.stderr_tail = "row 99\nTraceback (most recent call last):\n  File \"solution.py\", line 9\nIndexError: list index out of range\n";
    CHECK(classify(run, kLimits, nullptr).message == "exit code 1: IndexError: list index out of range");
    RunResult java = exited(1);
    java.stderr_head = "checking row 0\nException in thread \"main\" java.lang.ArrayIndexOutOfBoundsException: 9\n";
    CHECK(classify(java, kLimits, nullptr).message ==
          "exit code 1: Exception in thread \"main\" java.lang.ArrayIndexOutOfBoundsException: 9");
}

TEST_CASE("a TLE stopped past the limit, at the judge's margin, names both; a run over the limit only is told apart") {
    Limits capped = kLimits;
    capped.cpu_cap_ms = 2 * kLimits.time_ms;
    RunResult tree = exited(0);
    tree.tree_cpu_exceeded = true;
    tree.cpu_ms = 1990;
    CHECK(classify(tree, capped, nullptr).message ==
          "CPU of all its processes reached 2000 ms, over the 1000 ms limit (its own 1990 ms)");
    RunResult over = exited(0);
    over.cpu_ms = kLimits.time_ms * 1.5;
    CHECK(over_time_limit_only(over, capped));
    CHECK_FALSE(over_time_limit_only(tree, capped));
    CHECK_FALSE(over_time_limit_only(killed_by(SIGXCPU), capped));
    CHECK_FALSE(over_time_limit_only(exited(3), capped));
    over.cpu_ms = capped.cpu_cap_ms;
    CHECK_FALSE(over_time_limit_only(over, capped));
}

TEST_CASE("RE messages escape control bytes and invalid UTF-8 from stderr") {
    RunResult run = killed_by(SIGSEGV);
    run.stderr_head = "\x1b[31mcrash\xff";
    CHECK(classify(run, kLimits, nullptr).message == "SIGSEGV: \\x1b[31mcrash\\xff");
}

TEST_CASE("RE messages cut a very long stderr line") {
    RunResult run = killed_by(SIGSEGV);
    run.stderr_head = std::string(1000, 'x');
    std::string message = classify(run, kLimits, nullptr).message;
    CHECK(message.size() < 300);
    CHECK(message.rfind("SIGSEGV: xxx", 0) == 0);
}

}  // TEST_SUITE
