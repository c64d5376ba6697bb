// Every NYOJ 722 solution on garbage input: it must say what is wrong on stderr and exit non-zero within
// 1 s, never hang, never die of a signal, never print a grid. NYOJ's own tests are well-formed, but users
// paste inputs by hand and study how the solutions read them. Each solution is built by the judge's own
// build_solution with NYOJ's flags (testdata/nyoj-0722-sudoku/problem.yaml) and run through run_program
// with a 1 s limit.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <vector>

#include "judge/compile.hpp"
#include "judge/formats/problem_yaml.hpp"
#include "judge/problem.hpp"
#include "judge/sandbox/run.hpp"
#include "support.hpp"

namespace {

namespace fs = std::filesystem;

// A valid NYOJ grid (Inkala's 2010 puzzle), 9 lines of 9 digits separated by spaces.
const std::string kGrid = test_support::nyoj_grid(test_support::kPuzzle);

// Inputs no solution can answer, by what is wrong with them.
std::map<std::string, std::string> garbage_inputs() {
    std::string truncated = "1\n" + kGrid.substr(0, kGrid.size() / 2);
    std::string ten = "1\n" + kGrid;
    ten.replace(ten.find('5'), 1, "10");
    std::string junk = "1\n";
    for (int byte = 0; byte < 256; ++byte) junk += static_cast<char>(byte);
    return {
        {"empty input", ""},
        {"a word instead of n", "abc\n"},
        {"n but no grid", "1\n"},
        {"a truncated grid", truncated},
        {"a cell 10", ten},
        {"a letter in a grid", "1\n" + std::string(kGrid).replace(4, 1, "x")},
        {"a digit repeated in a row", "1\n5 5" + kGrid.substr(3)},  // not an error for every solution: see below
        {"n larger than the grids present", "3\n" + kGrid},
        {"n = 0", "0\n"},
        {"n = -1", "-1\n" + kGrid},
        {"n = 100 (NYOJ's n is at most 99)", "100\n" + kGrid},
        {"n = 99999999999999999999", "99999999999999999999\n" + kGrid},
        {"binary junk", junk},
    };
}

using test_support::read_file;

// Compiles the NYOJ solutions once per test run, as the judge does, so that problem.yaml stays the one
// place that says how NYOJ compiles; returns source → the argv of problem.yaml's run command.
std::map<fs::path, std::vector<std::string>> compiled_solutions(const fs::path& scratch) {
    std::map<fs::path, std::vector<std::string>> programs;
    fs::path folder = "solutions/nyoj-0722-sudoku";
    REQUIRE_MESSAGE(fs::is_directory(folder), "run the unit tests from the repository's root");
    judge::Problem problem = judge::load_problem("testdata/nyoj-0722-sudoku");
    for (const auto& entry : fs::directory_iterator(folder)) {
        fs::path source = entry.path();
        std::string language = judge::language_of(source);
        if (language != "c" && language != "cpp") continue;  // Java and Python solutions are not compiled here
        const judge::LanguageProfile& profile = problem.languages.at(language);
        judge::Build build = judge::build_solution(problem, profile, source, scratch / "cache");
        REQUIRE_MESSAGE(build.status == judge::Build::Status::Ready,
                        "compiling " << source.string() << " failed: " << build.message);
        programs[source] = judge::expand_command(profile.run, build.dir, problem.limits.memory_kb, build.main_class);
    }
    REQUIRE(!programs.empty());
    return programs;
}

using Scratch = test_support::ScratchFolder;

}  // namespace

TEST_CASE("every NYOJ solution rejects garbage input with a message and a non-zero exit, within 1 s") {
    Scratch scratch;
    auto programs = compiled_solutions(scratch.path);
    fs::create_directory(scratch.path / "work");
    for (const auto& [source, argv] : programs) {
        for (const auto& [what, input] : garbage_inputs()) {
            CAPTURE(source.string());
            CAPTURE(what);
            fs::path input_path = scratch.path / "input";
            std::ofstream(input_path, std::ios::binary) << input;

            judge::RunSpec spec;
            spec.argv = argv;
            spec.env = {"PATH=/usr/bin:/bin"};
            spec.workdir = (scratch.path / "work").string();
            spec.stdin_path = input_path.string();
            spec.stdout_path = (scratch.path / "stdout").string();
            spec.stderr_path = (scratch.path / "stderr").string();
            spec.cpu_limit_ms = 1000;
            spec.wall_limit_ms = 1000;
            spec.stack_kb = 65536;
            spec.output_limit_kb = 1024;
            judge::RunResult run = judge::run_program(spec);
            std::string out = read_file(spec.stdout_path), err = read_file(spec.stderr_path);
            CAPTURE(err);

            REQUIRE(run.started);
            CHECK_FALSE(run.wall_timeout);
            CHECK(run.signal == 0);
            if (what == "a digit repeated in a row") {
                // Well-formed, but no completion exists: "No solution" (exit 0) or a message (exit != 0).
                if (run.exit_code == 0) CHECK(out.find("No solution") != std::string::npos);
                else CHECK_FALSE(err.empty());
                continue;
            }
            CHECK(run.exit_code != 0);
            CHECK_FALSE(err.empty());
            CHECK(err.find('\n') == err.size() - 1);  // one line
        }
    }
}
