// The pipeline (judge/*.hpp): problem, expect, compile, execute, judge, verdict. It uses machine/, sandbox/,
// checkers/, function/, grid/ and util/; inputs/, formats/, view/ and cli/ use it.
// A problem: its tests in groups (sample, secret, hard), its invalid inputs and input validators, its limits,
// checker and languages, and the one seam where a stdio problem and a function (LeetCode) problem differ. It
// is read from a folder by a format of formats/ (ours, problem.yaml; a plain folder; a Kattis/ICPC package).
#pragma once
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "judge/checkers/checker.hpp"
#include "judge/function/function_problem.hpp"
#include "judge/grid/stress_cases.hpp"
#include "judge/machine/machine.hpp"
#include "judge/verdict.hpp"

namespace judge {

// How one language is compiled and run. Commands are split on spaces, then placeholders are replaced:
// {dir} the solution's build folder (absolute), {memory_mb} the memory limit in MB, and in the run
// command {main_class}, the Java class that declares main (compile.hpp's java_main_class), for a judge
// that runs whichever class that is (HDU).
// The compile command runs inside {dir}, where the source was saved as `source_name`; the run command
// runs in a fresh empty working directory, so it names the program through {dir}.
struct LanguageProfile {
    std::string name;                        // "cpp"
    std::string source_name;                 // file name the source is saved as: "prog.cpp", "Main.java";
                                             // empty: its own name (a package's languages, formats/package.hpp)
    std::vector<std::string> compile;        // empty: interpreted, no compile step
    std::vector<std::string> run;            // e.g. {"{dir}/prog"}, {"java", "-cp", "{dir}", "Main"}
    double time_factor = 1.0;                // this language's time limit = problem limit × factor + extra
    double time_extra_ms = 0;                // (POJ's Java: 3 × the limit + 150 ms, its FAQ says)
    double memory_factor = 1.0;              // this language's memory limit = problem limit × factor (HDU's Java: 2)
    bool address_space_cap = true;           // false for the JVM and sanitizer builds
    // --sanitize's build of a C or C++ profile (with_sanitizers, compile.hpp): ASan and UBSan, its times and
    // memory not the judge's. run_env: NAME=value words added to the run's environment (ASAN_OPTIONS).
    bool sanitized = false;
    std::vector<std::string> run_env{};
    // A C++ header ("bits/stdc++.h") the source always includes first: compiled once per compile command
    // and reused (compile.hpp). Only a speed-up: the program and any compiler message stay the same.
    std::string precompiled_header;
    // Files written beside the source before it is compiled, by name: a header the compile command
    // includes to give a program what an online judge's old compiler gave it (`support_files:` in
    // problem.yaml, paths relative to the problem folder, read when the problem is loaded). Part of every
    // build's cache key, as the source is.
    std::map<std::string, std::string> support_files;
    // Lines the online judge refuses before compiling (`refuse:` in problem.yaml): a line of the solution
    // that matches `pattern` (RE2's syntax, run in linear time: util/regex.hpp) makes it CE with `reason`, as
    // Luogu's compiler refuses optimisation pragmas. Checked on the user's file only, line by line.
    struct Refusal {
        std::string pattern;
        std::string reason;
    };
    std::vector<Refusal> refuse;
    std::string saved_name(const std::filesystem::path& source) const {
        return source_name.empty() ? source.filename().string() : source_name;
    }
    std::string compiler_name() const { return compile.empty() ? (run.empty() ? "" : run[0]) : compile[0]; }
};

// The groups of tests, as Kattis and BAPCtools lay out data/sample and data/secret, in judging order.
// The prediction (what the online judge would say) is the verdict over sample and secret; hard holds valid
// cases beyond the judge's own, judged and shown apart. A folder's invalid/ inputs are never judged.
enum class TestGroup { Sample, Secret, Hard };
inline constexpr TestGroup kTestGroups[] = {TestGroup::Sample, TestGroup::Secret, TestGroup::Hard};
// "sample", "secret", "hard".
inline std::string_view group_name(TestGroup group) {
    return group == TestGroup::Sample ? "sample" : group == TestGroup::Hard ? "hard" : "secret";
}
// The inverse; nullopt for anything else.
inline std::optional<TestGroup> parse_group(std::string_view name) {
    for (TestGroup group : kTestGroups)
        if (group_name(group) == name) return group;
    return std::nullopt;
}
inline bool in_prediction(TestGroup group) { return group != TestGroup::Hard; }

struct TestCase {
    std::string name;                        // "secret/01_one_empty_cell": the group, then the file's stem
    TestGroup group = TestGroup::Secret;
    std::filesystem::path input, answer;     // NAME.in, NAME.out
    // What the program reads on stdin when it is not the .in file itself (a function problem's wire
    // form): filled by Problem::prepare_input before the test is run.
    std::optional<std::string> program_input;
    // How its grids are written, when the problem says (grid_format, or the sudoku checker's default): the
    // views draw its boards in it. Unset: the views guess from the input (LeetCode's brackets, else NYOJ).
    std::optional<GridFormat> grid_format;
    // A package's test: the output validator's flags (arguments) its group gives (testdata.yaml,
    // test_group.yaml; formats/package.hpp), after the problem's own (CheckerSpec::flags).
    std::vector<std::string> validator_args{};
};

enum class ProblemKind { Stdio, Function };

// The online judge's times against the reference machine's (problem.yaml's `judge_speed:`; machine/machine.hpp),
// measured on published programs: the judge's recorded time for a program over the reference machine's for
// the same program on our secret tests. A run is judged against the judge's limit ÷ slowdown (× this
// machine's factor, MachineSpeed); one whose time is within `margin`
// of that, either side, is a prediction the judge's machine or data could decide: AC? or TLE?.
// Without the key nothing is measured: slowdown 1, and the margin `make calibrate` keeps our own
// solutions out of (half to double the limit).
struct JudgeSpeed {
    std::string judge;      // "POJ", for messages; "" when not measured
    double slowdown = 1;    // the judge's time ÷ the reference machine's time
    double margin = 2;      // uncertain between limit ÷ margin and limit × margin
    bool measured() const { return !judge.empty(); }
    // The margin on a machine of that factor: widened by its spread (machine_spread; 1 on the reference machine).
    double margin_on(double machine_factor) const { return margin * machine_spread(machine_factor); }
};

struct Problem {
    std::string name;                        // the folder's name
    std::filesystem::path dir;
    ProblemKind kind = ProblemKind::Stdio;
    std::string source_url;                  // the statement's address
    Limits limits;                           // time (ms), memory (KB), output (KB): the online judge's
    JudgeSpeed speed;                        // what a time on the reference machine means there
    // Time limits × this machine's factor for the language (machine/machine.hpp): set by load_for_judging; false
    // (a Problem made by hand, as unit tests make them): the limits as problem.yaml gives them.
    bool scale_to_machine = false;
    std::optional<double> machine_factor_by_hand;  // --machine-factor
    bool time_limit_by_hand = false;               // --time-limit replaced problem.yaml's (limits.time_ms)
    double machine_factor(std::string_view language) const {
        return scale_to_machine ? judge::machine_factor(language, machine_factor_by_hand) : 1;
    }
    // problem.yaml's `presentation_error: uncertain`: the judge may answer WA, not PE, for a difference in
    // whitespace only (UVa: unknown today), so a PE prediction is shown as PE? (rejected either way).
    bool presentation_error_uncertain = false;
    CheckerSpec checker;
    // How its grids are written, when it says (grid_format, or the sudoku checker's default); each TestCase
    // carries it too.
    std::optional<GridFormat> grid_format;
    // problem.yaml's `stress_answer`: how `stress` writes a random test's answer without a reference solution
    // (grid/stress_cases.hpp). Unset: `solution` where the grid format is known (the sudoku checker, or
    // grid_format), none otherwise (stress then needs --reference).
    std::optional<StressAnswer> stress_answer;
    std::map<std::string, LanguageProfile> languages;  // keyed by LanguageProfile::name
    // problem.yaml's `not_taken:`: languages the online judge does not take, each with why ("POJ takes no
    // Python: ..."); a file in one is CE with that reason, not judged.
    std::map<std::string, std::string> not_taken;
    std::optional<FunctionProblem> function;  // kind Function: the signature, parsed when loaded
    std::vector<TestCase> tests;             // by group (sample, secret, hard), then by name
    std::vector<std::filesystem::path> invalid_inputs;  // invalid/*.in, sorted: inputs that break the statement
    std::vector<std::filesystem::path> validators;      // input_validators/*.cpp, sorted
    // A package's (formats/package.hpp): its input validators are files or folders in C, C++, Python 3 or Bash, built as the
    // format builds them and run in the sandbox (untrusted code); ours are C++ files, built with g++ -O2.
    bool validators_by_format = false;
    // A folder without problem.yaml (formats/plain_folder.hpp): tests alone, judged with its defaults.
    bool plain_folder = false;
    // A program given as a folder (a package's submission): its files by name, support files beside them, and
    // the one it starts from ({main_file}); set by the format whose programs may be folders
    // (formats/package_programs.hpp). Unset: a folder is not a program of this problem.
    struct FolderProgram {
        std::map<std::string, std::string> files;
        std::string main_file;
    };
    std::function<FolderProgram(const LanguageProfile&, const std::filesystem::path& folder)> read_folder_program;

    bool has_group(TestGroup group) const {
        for (const TestCase& test : tests)
            if (test.group == group) return true;
        return false;
    }

    // The seam between the kinds, so that nothing else asks which kind a problem is:
    // the files of a solution's build folder (stdio: the source as profile.source_name; function: the
    // generated driver and the solution beside it);
    std::map<std::string, std::string> program_files(const LanguageProfile& profile, std::string_view source,
                                                     const std::string& source_path) const;
    // what a failed compile shows (function: first why, when it is one of LeetCode's rules; stdio: the
    // compiler's lines, naming the file as `file_name` where they name it as saved, prog.c or main.py);
    std::string explain_compile_error(const LanguageProfile& profile, std::string_view compiler_output,
                                      const std::string& file_name) const;
    // and what the program reads on stdin: sets test.program_input for a function problem (reads the .in,
    // throws JudgeError "<file>:<line>:<column>: ..." when it is malformed); a stdio program reads the .in.
    void prepare_input(TestCase& test) const;
};

// The language of a source file from its extension (the problem package format's table): .c c, .cpp/.cc/.cxx/
// .c++/.C cpp, .java java, .py/.py3 python;
// "" when unknown.
std::string language_of(const std::filesystem::path& source);

}  // namespace judge
