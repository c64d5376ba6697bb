// Which problem a file is judged on (formats/find_problem.hpp): the folder its own folder names, the one
// --problem names, and the problem as load_for_judging prepares it. On trees made in a scratch folder.
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <string>

#include "judge/formats/find_problem.hpp"
#include "judge/util/error.hpp"
#include "support.hpp"

using namespace judge;
using test_support::judge_error_of;
using test_support::ScratchFolder;
namespace fs = std::filesystem;

namespace {

// Works in `dir` for one scope (testdata_named looks for testdata/ from the working directory up), and goes
// back to where it was after, even when a REQUIRE leaves the scope early.
struct WorkingIn {
    fs::path before = fs::current_path();
    explicit WorkingIn(const fs::path& dir) { fs::current_path(dir); }
    ~WorkingIn() { fs::current_path(before); }
};

// A problem folder testdata/<name>/ with problem.yaml and one secret test.
void write_problem(const ScratchFolder& scratch, const std::string& name, int time_limit_ms = 1000) {
    scratch.write("testdata/" + name + "/problem.yaml", test_support::c_problem_yaml(time_limit_ms));
    scratch.write("testdata/" + name + "/secret/01.in", "1\n");
    scratch.write("testdata/" + name + "/secret/01.out", "1\n");
}

}  // namespace

TEST_SUITE("find_problem") {

TEST_CASE("a solution's problem is testdata/<its folder's name>, found beside any folder above it") {
    ScratchFolder scratch;
    write_problem(scratch, "poj-2676-sudoku");
    const fs::path solution = scratch.write("solutions/poj-2676-sudoku/mine.c", "int main(void) { return 0; }\n");
    CHECK(fs::equivalent(testdata_for(solution, "say which"), scratch.path / "testdata/poj-2676-sudoku"));
    // A file in a folder no problem is named after: the message says so and ends with how to name one.
    const fs::path stray = scratch.write("elsewhere/mine.c", "int main(void) { return 0; }\n");
    const std::string message = judge_error_of([&] { testdata_for(stray, "name it: --problem NAME"); });
    CHECK(message.find("no testdata/elsewhere/ for problem 'elsewhere'") != std::string::npos);
    CHECK(message.ends_with("name it: --problem NAME)"));
}

TEST_CASE("--problem takes a problem's name, the start of one, or a folder's path") {
    ScratchFolder scratch;
    write_problem(scratch, "poj-2676-sudoku");
    write_problem(scratch, "poj-3074-sudoku");
    write_problem(scratch, "leetcode-0037-sudoku-solver");
    scratch.write("testdata/common/famous.tsv", "");  // a folder without problem.yaml is no problem
    WorkingIn here(scratch.path);
    CHECK(testdata_named("poj-2676-sudoku") == fs::path("testdata/poj-2676-sudoku"));
    CHECK(testdata_named("leetcode-0037") == fs::path("testdata/leetcode-0037-sudoku-solver"));
    CHECK(testdata_named("testdata/poj-3074-sudoku/") == fs::path("testdata/poj-3074-sudoku/"));
    const std::string several = judge_error_of([] { testdata_named("poj"); });
    CHECK(several.find("--problem poj: 2 problems in") != std::string::npos);
    CHECK(several.find("poj-2676-sudoku, poj-3074-sudoku") != std::string::npos);
    CHECK(judge_error_of([] { testdata_named("testdata/common"); }) == "--problem testdata/common: no problem.yaml in that folder");
    CHECK(judge_error_of([] { testdata_named(""); }).find("expected a problem's name") != std::string::npos);
}

TEST_CASE("load_for_judging applies the options' limits and this machine's factor, and prepares the tests") {
    ScratchFolder scratch;
    write_problem(scratch, "p", 1000);
    Options options;
    options.time_limit_ms = 2500;
    options.memory_limit_kb = 131072;
    options.machine_factor = 1.5;
    options.cache_root = scratch.path / "cache";
    const auto problem = load_for_judging(scratch.path / "testdata/p", options);
    CHECK(problem->limits.time_ms == 2500);
    CHECK(problem->limits.memory_kb == 131072);
    CHECK(problem->scale_to_machine);
    CHECK(problem->machine_factor("c") == doctest::Approx(1.5));
    REQUIRE(problem->tests.size() == 1);
    CHECK(problem->tests[0].name == "secret/01");
    // A folder of tests without problem.yaml is judged as a plain folder.
    scratch.write("plain/1.in", "1\n");
    scratch.write("plain/1.ans", "1\n");
    CHECK(load_for_judging(scratch.path / "plain", Options{})->plain_folder);
    // Bad testdata stops before anything runs, naming the file.
    scratch.write("testdata/bad/problem.yaml", "kind: stdio\n");
    CHECK(judge_error_of([&] { load_for_judging(scratch.path / "testdata/bad", options); }).find("problem.yaml") !=
          std::string::npos);
}

}  // TEST_SUITE
