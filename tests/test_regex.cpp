// Regex (util/regex.hpp): problem.yaml's `refuse:` patterns run by RE2 — the patterns of our problems as
// std::regex read them, in time linear in the line whatever the pattern, a clear reason for a pattern RE2
// does not take, byte by byte.
#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <exception>
#include <filesystem>
#include <random>
#include <regex>
#include <string>
#include <vector>

#include "judge/problem.hpp"
#include "judge/formats/problem_yaml.hpp"
#include "judge/util/error.hpp"
#include "judge/util/regex.hpp"

using judge::Regex;
namespace fs = std::filesystem;

namespace {

// Luogu's refusals (testdata/luogu-p1074-target-sudoku/problem.yaml) and test_problem.cpp's.
const std::vector<std::string> kOurPatterns = {R"(^\s*#\s*pragma\s+GCC\s+optimize)",
                                               R"(__attribute__\s*\(\(\s*(__)?optimize(__)?\b)",
                                               "^#pragma GCC optimize"};

// Whether `pattern` on `text` answers within `seconds`, in a child process (a backtracking matcher would not).
bool answers_within(const std::string& pattern, const std::string& text, unsigned seconds) {
    const pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        alarm(seconds);
        _exit(Regex(pattern).found_in(text) ? 1 : 0);
    }
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    return WIFEXITED(status);
}

}  // namespace

TEST_SUITE("regex") {

TEST_CASE("every refuse pattern of our problems is one RE2 takes") {
    for (const fs::path root : {"testdata", "tests"})
        for (const auto& entry : fs::recursive_directory_iterator(root)) {
            if (entry.path().filename() != "problem.yaml") continue;
            const judge::Problem problem = [&] {
                try {
                    return judge::load_problem_settings(entry.path().parent_path());
                } catch (const std::exception&) {
                    return judge::Problem{};  // a package's problem.yaml, or one broken on purpose: no refusals
                }
            }();
            for (const auto& [name, profile] : problem.languages)
                for (const auto& refusal : profile.refuse) {
                    CAPTURE(entry.path());
                    CHECK_FALSE(judge::regex_error(refusal.pattern).has_value());
                }
        }
}

TEST_CASE("our patterns find what std::regex_search found, on random lines") {
    const std::vector<std::string> pieces = {" ", "\t", "#", "pragma", "GCC", "optimize", "(", ")", "((", "))",
                                             "__", "__attribute__", "O3", "x", "\"", "_", "2"};
    std::mt19937 random(47);
    for (const std::string& pattern : kOurPatterns) {
        const Regex ours(pattern);
        const std::regex reference(pattern);
        for (int round = 0; round < 20000; ++round) {
            std::string line;
            for (int n = int(random() % 10); n > 0; --n) line += pieces[random() % pieces.size()];
            CAPTURE(pattern);
            CAPTURE(line);
            REQUIRE(ours.found_in(line) == std::regex_search(line, reference));
        }
    }
    CHECK(Regex(kOurPatterns[0]).found_in("  #  pragma GCC optimize(\"O3\")"));
    CHECK_FALSE(Regex(kOurPatterns[0]).found_in("// #pragma GCC optimize"));
    CHECK(Regex(kOurPatterns[1]).found_in("int f() __attribute__((__optimize__(\"O3\")));"));
    CHECK_FALSE(Regex(kOurPatterns[1]).found_in("__attribute__((optimized))"));
}

TEST_CASE("a pattern that backtracks without end in std::regex answers at once: ^(a+)+$ on 34 a and a !") {
    // std::regex gave no answer in 5 minutes (issue 47); RE2 in microseconds. 60 s: a bound, not a speed goal.
    const std::string line = std::string(34, 'a') + "!";
    CHECK(answers_within("^(a+)+$", line, 60));
    CHECK_FALSE(Regex("^(a+)+$").found_in(line));
    CHECK(Regex("^(a+)+$").found_in(std::string(34, 'a')));
    CHECK(answers_within(R"(^\s*#\s*pragma\s+GCC\s+optimize)", "#" + std::string(1 << 20, ' '), 60));
}

TEST_CASE("a pattern RE2 does not take is refused with RE2's reason") {
    auto error_of = [](const std::string& pattern) {
        try {
            Regex compiled(pattern);
        } catch (const judge::JudgeError& error) {
            return std::string(error.what());
        }
        return std::string();
    };
    CHECK(error_of("((") == "not a regular expression: missing ): ((");
    CHECK(error_of("a{2,1}") == "not a regular expression: invalid repetition size: {2,1}");
    CHECK(judge::regex_error("(?<=a)b") == "invalid perl operator: (?<");  // no lookbehind: it is not linear
    CHECK(judge::regex_error(R"((a)\1)") == "invalid escape sequence: \\1");  // nor backreferences
    // Larger than its memory budget (Regex::kMaxMemory).
    std::string huge;
    for (int i = 0; i < 400; ++i) huge += "[a-z]{1000}";
    CHECK(judge::regex_error(huge) == "pattern too large - compile failed");
    CHECK_FALSE(judge::regex_error("^#pragma GCC optimize").has_value());
}

TEST_CASE("a line is matched byte by byte, as std::regex did: '.' is one byte, whatever the encoding") {
    CHECK(Regex("^a.b$").found_in("a\xff" "b"));
    CHECK_FALSE(Regex("^a.b$").found_in("a\xc4\xe3" "b"));  // two bytes (你 in GBK)
    CHECK(Regex("^a..b$").found_in("a\xc4\xe3" "b"));
    CHECK(Regex("优化").found_in("// 不要优化"));             // a UTF-8 pattern finds its own bytes
}

}  // TEST_SUITE
