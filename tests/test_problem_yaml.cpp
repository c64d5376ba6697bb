// load_problem() (formats/problem_yaml.hpp) on problem.yaml files written to a temporary folder: a complete
// valid file, then each error with its message and line, then how tests are found (formats/test_folders.hpp)
// and a folder without problem.yaml read as a plain folder (formats/plain_folder.hpp).
#include <doctest/doctest.h>

#include <stdlib.h>

#include <fstream>
#include <map>
#include <string>

#include "judge/formats/plain_folder.hpp"
#include "judge/formats/problem_yaml.hpp"
#include "judge/problem.hpp"
#include "judge/util/error.hpp"

using namespace judge;

namespace {

// A problem folder under /tmp, named "<name>" inside a fresh directory, removed at the end of the test.
struct ProblemDir {
    std::filesystem::path root, path;
    explicit ProblemDir(const std::string& name = "nyoj-0722-sudoku") {
        std::string pattern = (std::filesystem::temp_directory_path() / "test_problem-XXXXXX").string();
        root = ::mkdtemp(pattern.data());
        path = root / name;
        std::filesystem::create_directory(path);
    }
    ~ProblemDir() { std::filesystem::remove_all(root); }
    void write(const std::string& name, const std::string& content = "") const {
        std::filesystem::create_directories((path / name).parent_path());
        std::ofstream(path / name) << content;
    }
    // The file's path as messages print it.
    std::string yaml() const { return (path / "problem.yaml").string(); }
};

const std::string kLanguages = R"(languages:
  cpp:
    source: prog.cpp
    compile: g++ -O2 -o prog prog.cpp
    run: "{dir}/prog"
)";

// A minimal valid stdio problem; `extra` lines are inserted after line 4 (before the languages).
std::string stdio_yaml(const std::string& extra = "") {
    return "kind: stdio\n"
           "time_limit_ms: 1000\n"
           "memory_limit_kb: 65535\n"
           "checker: lines\n" +
           extra + kLanguages;
}

// The JudgeError message load_problem throws, or "" when it loads.
std::string load_error(const ProblemDir& dir) {
    try {
        load_problem(dir.path);
    } catch (const JudgeError& e) {
        return e.what();
    }
    return "";
}

std::string load_error_of(const std::string& yaml) {
    ProblemDir dir;
    dir.write("problem.yaml", yaml);
    dir.write("01.in");
    dir.write("01.out");
    std::string message = load_error(dir);
    // Every message starts with the file; the tests below compare what follows it.
    std::string prefix = dir.yaml() + ":";
    if (message.rfind(prefix, 0) == 0) return message.substr(prefix.size());
    return message;
}

}  // namespace

TEST_SUITE("load_problem") {

TEST_CASE("a complete stdio problem loads with every field") {
    ProblemDir dir;
    dir.write("problem.yaml", R"(# NYOJ 722
source: https://acm.nyist.edu.cn/p/722
kind: stdio
time_limit_ms: 1000
memory_limit_kb: 65535
output_limit_kb: 8192
checker: sudoku
grid_format: nyoj
languages:
  c:
    source: prog.c
    compile: gcc  -Wall -std=c99 -o prog prog.c -lm
    run: "{dir}/prog"
  java:
    source: Main.java
    compile: javac -encoding UTF-8 Main.java
    run: java -Xss64m -Xmx{memory_mb}m -cp {dir} Main
    time_factor: 2
    address_space_cap: false
  python:
    source: main.py
    run: python3 {dir}/main.py
    time_factor: 2.5
)");
    dir.write("01_sample.in");
    dir.write("01_sample.out");
    Problem p = load_problem(dir.path);
    CHECK(p.name == "nyoj-0722-sudoku");
    CHECK(p.dir == dir.path);
    CHECK(p.kind == ProblemKind::Stdio);
    CHECK(p.source_url == "https://acm.nyist.edu.cn/p/722");
    CHECK(p.limits.time_ms == 1000);
    CHECK(p.limits.memory_kb == 65535);
    CHECK(p.limits.output_kb == 8192);
    CHECK(p.checker.kind == CheckerKind::Sudoku);
    CHECK(p.checker.grid_format == GridFormat::NYOJ);
    REQUIRE(p.languages.size() == 3);
    const LanguageProfile& c = p.languages.at("c");
    CHECK(c.name == "c");
    CHECK(c.source_name == "prog.c");
    CHECK(c.compile == std::vector<std::string>{"gcc", "-Wall", "-std=c99", "-o", "prog", "prog.c", "-lm"});
    CHECK(c.run == std::vector<std::string>{"{dir}/prog"});
    CHECK(c.time_factor == 1.0);
    CHECK(c.address_space_cap);
    const LanguageProfile& java = p.languages.at("java");
    CHECK(java.run == std::vector<std::string>{"java", "-Xss64m", "-Xmx{memory_mb}m", "-cp", "{dir}", "Main"});
    CHECK(java.time_factor == 2.0);
    CHECK_FALSE(java.address_space_cap);
    const LanguageProfile& python = p.languages.at("python");
    CHECK(python.compile.empty());
    CHECK(python.time_factor == 2.5);
    REQUIRE(p.tests.size() == 1);
    CHECK(p.tests[0].name == "01_sample");
    CHECK(p.tests[0].input == dir.path / "01_sample.in");
    CHECK(p.tests[0].answer == dir.path / "01_sample.out");
}

TEST_CASE("optional keys take their defaults") {
    ProblemDir dir;
    dir.write("problem.yaml", stdio_yaml());
    dir.write("1.in");
    dir.write("1.out");
    Problem p = load_problem(dir.path);
    CHECK(p.source_url.empty());
    CHECK(p.limits.output_kb == 65536);
    CHECK(p.checker.grid_format == GridFormat::NYOJ);
    CHECK_FALSE(p.function.has_value());
}

TEST_CASE("a function problem parses its signature, answer and constraints when loaded and reads LeetCode grids") {
    ProblemDir dir("leetcode-0037-sudoku-solver");
    dir.write("problem.yaml", R"(kind: function
signature: "solveSudoku(board: character[][]) -> void"
answer: board
constraints:
  board: "9x9 of 1-9 ."
time_limit_ms: 1000
memory_limit_kb: 262144
checker: sudoku
)" + kLanguages);
    dir.write("01.in");
    dir.write("01.out");
    Problem p = load_problem(dir.path);
    CHECK(p.kind == ProblemKind::Function);
    REQUIRE(p.function.has_value());
    CHECK(to_string(p.function->signature()) == "solveSudoku(board: character[][]) -> void");
    CHECK(p.function->signature().answer_parameter == 0);
    CHECK(p.function->signature().parameters[0].constraint.text == "9x9 of 1-9 .");
    CHECK(p.checker.grid_format == GridFormat::LeetCode);
}

TEST_CASE("an external checker is stored as a path in the problem folder") {
    ProblemDir dir;
    dir.write("problem.yaml", "kind: stdio\ntime_limit_ms: 1000\nmemory_limit_kb: 65535\nchecker: external\n"
                              "checker_program: checker.cpp\n" + kLanguages);
    dir.write("checker.cpp", "int main() {}\n");
    dir.write("1.in");
    dir.write("1.out");
    CHECK(load_problem(dir.path).checker.external == dir.path / "checker.cpp");
}

TEST_CASE("a folder without problem.yaml and without tests says both") {
    ProblemDir dir;
    CHECK(load_error(dir) == dir.path.string() + ": no problem.yaml, and no tests to judge without one (NAME.in "
                                                 "with NAME.out or NAME.ans, in the folder or in sample/ or secret/)");
    CHECK_THROWS_WITH_AS(load_problem_settings(dir.path), (dir.yaml() + ": No such file or directory").c_str(),
                         JudgeError);
}

TEST_CASE("a plain folder (no problem.yaml) is judged with the defaults: tokens, 2000 ms, 256 MB, four languages") {
    ProblemDir dir;
    dir.write("sample-1.in", "1 2\n");
    dir.write("sample-1.out", "3\n");
    dir.write("b.in", "2 2\n");
    dir.write("b.ans", "4\n");  // problemtools' and Kattis's name for an answer
    dir.write("notes.txt", "not a test\n");
    Problem problem = load_problem(dir.path);
    CHECK(problem.plain_folder);
    CHECK(problem.kind == ProblemKind::Stdio);
    CHECK(problem.checker.kind == CheckerKind::Tokens);
    CHECK(problem.limits.time_ms == kPlainTimeLimitMs);
    CHECK(problem.limits.memory_kb == kPlainMemoryLimitKb);
    REQUIRE(problem.tests.size() == 2);
    CHECK(problem.tests[0].name == "b");
    CHECK(problem.tests[0].answer == dir.path / "b.ans");
    CHECK(problem.tests[1].name == "sample-1");
    CHECK(problem.tests[1].answer == dir.path / "sample-1.out");
    CHECK(problem.tests[1].group == TestGroup::Secret);
    for (const char* language : {"c", "cpp", "java", "python"}) CHECK(problem.languages.count(language) == 1);

    dir.write("b.out", "4\n");
    CHECK(load_error(dir) == (dir.path / "b").string() + ": both b.out and b.ans: keep one answer");
    std::filesystem::remove(dir.path / "b.out");
    std::filesystem::remove(dir.path / "b.ans");
    CHECK(load_error(dir) == (dir.path / "b.in").string() + " has no b.out or b.ans");
}

TEST_CASE("with a problem.yaml, NAME.ans is not an answer: the folder's own format stays strict") {
    ProblemDir dir;
    dir.write("problem.yaml", "kind: stdio\ntime_limit_ms: 1000\nmemory_limit_kb: 65536\nchecker: tokens\n" + kLanguages);
    dir.write("1.in");
    dir.write("1.ans");
    CHECK(load_error(dir) == (dir.path / "1.in").string() + " has no 1.out");
}

TEST_CASE("a YAML syntax error names the line and column") {
    CHECK(load_error_of("kind: stdio\ntime_limit_ms: [1000\n").rfind("3:1: ", 0) == 0);
    CHECK(load_error_of("kind: stdio\n  bad: indent\n").rfind("2:", 0) == 0);
}

TEST_CASE("a file that is not a mapping is an error") {
    CHECK(load_error_of("") == "1: expected a mapping of keys (kind, time_limit_ms, ...), got nothing");
    CHECK(load_error_of("- kind\n") == "1: expected a mapping of keys (kind, time_limit_ms, ...), got a list");
}

TEST_CASE("an unknown key is an error on its line with the likely key") {
    CHECK(load_error_of(stdio_yaml("time_limt_ms: 5\n")) == "5: unknown key 'time_limt_ms' (did you mean 'time_limit_ms'?)");
    std::string message = load_error_of(stdio_yaml("colour: red\n"));
    CHECK(message.rfind("5: unknown key 'colour' (expected one of source, kind, ", 0) == 0);
}

TEST_CASE("an unknown key inside a language is an error with its path") {
    CHECK(load_error_of(stdio_yaml() + "    tme_factor: 2\n") ==
          "10: unknown key 'languages.cpp.tme_factor' (did you mean 'time_factor'?)");
}

TEST_CASE("a repeated key is an error naming the first one") {
    CHECK(load_error_of(stdio_yaml("time_limit_ms: 2000\n")) == "5: time_limit_ms: repeated (first at line 2)");
}

TEST_CASE("each required key is reported missing") {
    CHECK(load_error_of("time_limit_ms: 1000\nmemory_limit_kb: 1\nchecker: lines\n" + kLanguages) ==
          "1: kind: missing, expected stdio or function");
    CHECK(load_error_of("kind: stdio\nmemory_limit_kb: 1\nchecker: lines\n" + kLanguages) ==
          "1: time_limit_ms: missing, expected a positive integer (CPU ms per test)");
    CHECK(load_error_of("kind: stdio\ntime_limit_ms: 1000\nchecker: lines\n" + kLanguages) ==
          "1: memory_limit_kb: missing, expected a positive integer (peak KB)");
    CHECK(load_error_of("kind: stdio\ntime_limit_ms: 1000\nmemory_limit_kb: 1\n" + kLanguages) ==
          "1: checker: missing, expected one of exact, lines, tokens, sudoku, external");
    CHECK(load_error_of("kind: stdio\ntime_limit_ms: 1000\nmemory_limit_kb: 1\nchecker: lines\n") ==
          "1: languages: missing, expected a mapping with at least one of c, cpp, java, python");
}

TEST_CASE("a limit that is not a positive integer is an error quoting it") {
    CHECK(load_error_of("kind: stdio\ntime_limit_ms: abc\nmemory_limit_kb: 1\nchecker: lines\n" + kLanguages) ==
          "2: time_limit_ms: expected a positive integer, got 'abc'");
    CHECK(load_error_of("kind: stdio\ntime_limit_ms: 0\nmemory_limit_kb: 1\nchecker: lines\n" + kLanguages) ==
          "2: time_limit_ms: expected a positive integer, got '0'");
    CHECK(load_error_of("kind: stdio\ntime_limit_ms: 1000\nmemory_limit_kb: -5\nchecker: lines\n" + kLanguages) ==
          "3: memory_limit_kb: expected a positive integer, got '-5'");
    CHECK(load_error_of(stdio_yaml("output_limit_kb: [1]\n")) == "5: output_limit_kb: expected a positive integer, got a list");
}

TEST_CASE("an unknown kind, checker or grid format lists the known ones") {
    CHECK(load_error_of("kind: batch\ntime_limit_ms: 1\nmemory_limit_kb: 1\nchecker: lines\n" + kLanguages) ==
          "1: kind: expected one of stdio, function, got 'batch'");
    CHECK(load_error_of("kind: stdio\ntime_limit_ms: 1\nmemory_limit_kb: 1\nchecker: diff\n" + kLanguages) ==
          "4: checker: expected one of exact, lines, tokens, sudoku, external, got 'diff'");
    CHECK(load_error_of("kind: stdio\ntime_limit_ms: 1\nmemory_limit_kb: 1\nchecker: sudoku\ngrid_format: json\n" +
                        kLanguages) == "5: grid_format: expected one of line, nyoj, leetcode, poj16, uva989, poj3074, hdu1426, poj2676, got 'json'");
}

TEST_CASE("grid_format with any checker says how the tests' grids are written, for the views") {
    ProblemDir dir;
    dir.write("problem.yaml", stdio_yaml("grid_format: poj16\n"));
    dir.write("1.in");
    dir.write("1.out");
    Problem p = load_problem(dir.path);
    CHECK(p.checker.kind == CheckerKind::Lines);
    REQUIRE(p.grid_format.has_value());
    CHECK(*p.grid_format == GridFormat::POJ16);
    REQUIRE(p.tests.size() == 1);
    CHECK(p.tests[0].grid_format == GridFormat::POJ16);
}

TEST_CASE("without grid_format only the sudoku checker's tests carry a grid format") {
    ProblemDir dir;
    dir.write("problem.yaml", stdio_yaml());
    dir.write("1.in");
    dir.write("1.out");
    CHECK_FALSE(load_problem(dir.path).tests[0].grid_format.has_value());
    dir.write("problem.yaml", "kind: stdio\ntime_limit_ms: 1\nmemory_limit_kb: 1\nchecker: sudoku\n" + kLanguages);
    CHECK(load_problem(dir.path).tests[0].grid_format == GridFormat::NYOJ);
}

TEST_CASE("an external checker needs its program, and only it takes one") {
    CHECK(load_error_of("kind: stdio\ntime_limit_ms: 1\nmemory_limit_kb: 1\nchecker: external\n" + kLanguages) ==
          "4: checker_program: missing, expected a C++ source beside problem.yaml (checker: external)");
    CHECK(load_error_of("kind: stdio\ntime_limit_ms: 1\nmemory_limit_kb: 1\nchecker: external\n"
                        "checker_program: nope.cpp\n" + kLanguages)
              .rfind("5: checker_program: expected a file beside problem.yaml, got 'nope.cpp' (", 0) == 0);
    CHECK(load_error_of(stdio_yaml("checker_program: checker.cpp\n")) ==
          "5: checker_program: only used by checker: external, but the checker is lines");
}

TEST_CASE("a function problem needs its signature and answer, and only it takes them") {
    std::string head = "kind: function\ntime_limit_ms: 1\nmemory_limit_kb: 1\nchecker: sudoku\n";
    CHECK(load_error_of(head + "answer: board\n" + kLanguages).rfind("1: signature: missing, expected ", 0) == 0);
    CHECK(load_error_of(head + "signature: \"f(a: int) -> int\"\n" + kLanguages) ==
          "1: answer: missing, expected \"return\" or the name of an argument");
    CHECK(load_error_of(head + "signature: \"f() -> int\"\nanswer: return\nconstraints: [1]\n" + kLanguages) ==
          "7: constraints: expected a mapping of names to strings, got a list");
    CHECK(load_error_of(stdio_yaml("signature: \"f() -> int\"\n")) == "5: signature: only used by kind: function");
}

TEST_CASE("languages must be known and complete") {
    std::string head = "kind: stdio\ntime_limit_ms: 1\nmemory_limit_kb: 1\nchecker: lines\n";
    CHECK(load_error_of(head + "languages: {}\n") ==
          "5: languages: expected a mapping with at least one of c, cpp, java, python, got an empty mapping");
    CHECK(load_error_of(head + "languages:\n  rust:\n    source: main.rs\n    run: x\n") ==
          "6: unknown key 'languages.rust' (the known languages are: c, cpp, java, python)");
    CHECK(load_error_of(head + "languages:\n  cpp:\n    source: prog.cpp\n") ==
          "6: languages.cpp.run: missing, expected the command that runs it");
    CHECK(load_error_of(head + "languages:\n  cpp:\n    run: x\n") ==
          "6: languages.cpp.source: missing, expected the file name the solution is saved as");
    CHECK(load_error_of(head + "languages:\n  cpp:\n    source: a/prog.cpp\n    run: x\n") ==
          "7: languages.cpp.source: expected a file name without '/', got 'a/prog.cpp'");
    CHECK(load_error_of(head + "languages:\n  cpp:\n    source: p.cpp\n    run: \" \"\n") ==
          "8: languages.cpp.run: expected a command (words separated by spaces, or a list of words), got ' '");
    CHECK(load_error_of(head + "languages:\n  cpp:\n    source: p.cpp\n    run: x\n    time_factor: 0\n") ==
          "9: languages.cpp.time_factor: expected a positive number, got '0'");
    CHECK(load_error_of(head + "languages:\n  cpp:\n    source: p.cpp\n    run: x\n    address_space_cap: maybe\n") ==
          "9: languages.cpp.address_space_cap: expected true or false, got 'maybe'");
}

TEST_CASE("a command may be a list of words, for words with spaces; precompiled_header needs a compile command") {
    ProblemDir dir;
    dir.write("01.in");
    dir.write("01.out");
    dir.write("problem.yaml", "kind: stdio\ntime_limit_ms: 1\nmemory_limit_kb: 1\nchecker: lines\nlanguages:\n"
                              "  python:\n    source: main.py\n"
                              "    compile: [python3, -c, \"import sys; print(sys.executable)\"]\n"
                              "    run: \"{dir}/python3 {dir}/main.py\"\n"
                              "  cpp:\n    source: p.cpp\n    compile: g++ -o p p.cpp\n    run: \"{dir}/p\"\n"
                              "    precompiled_header: bits/stdc++.h\n");
    Problem p = load_problem(dir.path);
    CHECK(p.languages.at("python").compile ==
          std::vector<std::string>{"python3", "-c", "import sys; print(sys.executable)"});
    CHECK(p.languages.at("python").run == std::vector<std::string>{"{dir}/python3", "{dir}/main.py"});
    CHECK(p.languages.at("python").precompiled_header.empty());
    CHECK(p.languages.at("cpp").precompiled_header == "bits/stdc++.h");

    std::string head = "kind: stdio\ntime_limit_ms: 1\nmemory_limit_kb: 1\nchecker: lines\nlanguages:\n  cpp:\n"
                       "    source: p.cpp\n";
    CHECK(load_error_of(head + "    run: [a, [b]]\n") == "8: languages.cpp.run[1]: expected a non-empty word, got a list");
    CHECK(load_error_of(head + "    run: []\n") ==
          "8: languages.cpp.run: expected a command (words separated by spaces, or a list of words), got a list");
    CHECK(load_error_of(head + "    run: x\n    precompiled_header: bits/stdc++.h\n") ==
          "9: languages.cpp.precompiled_header: needs a compile command");
}

TEST_CASE("support_files are read beside problem.yaml and become files of every build, beside the source") {
    ProblemDir dir;
    dir.write("01.in");
    dir.write("01.out");
    dir.write("../common/compat.h", "#define __int64 long long\n");
    const std::string head = "kind: stdio\ntime_limit_ms: 1\nmemory_limit_kb: 1\nchecker: lines\nlanguages:\n  cpp:\n"
                             "    source: p.cpp\n    compile: g++ -include compat.h -o p p.cpp\n    run: x\n";
    dir.write("problem.yaml", head + "    support_files: ../common/compat.h\n");
    Problem p = load_problem(dir.path);
    const auto files = p.program_files(p.languages.at("cpp"), "int main() {}\n", "mine.cpp");
    CHECK(files == std::map<std::string, std::string>{{"compat.h", "#define __int64 long long\n"},
                                                      {"p.cpp", "int main() {}\n"}});

    dir.write("problem.yaml", head + "    support_files: [../common/compat.h, missing.h]\n");
    CHECK(load_error(dir) == dir.yaml() + ":10: languages.cpp.support_files: " + (dir.path / "missing.h").string() +
                                 ": no such file");
    dir.write("p.cpp");
    dir.write("problem.yaml", head + "    support_files: p.cpp\n");
    CHECK(load_error(dir) == dir.yaml() + ":10: languages.cpp.support_files: p.cpp: a second file named p.cpp");
}

TEST_CASE("refuse lists patterns with the judge's reason, and a pattern that is not a regular expression is an error") {
    const std::string head = "kind: stdio\ntime_limit_ms: 1\nmemory_limit_kb: 1\nchecker: lines\nlanguages:\n  cpp:\n"
                             "    source: p.cpp\n    run: x\n";
    ProblemDir dir;
    dir.write("01.in");
    dir.write("01.out");
    dir.write("problem.yaml", head + "    refuse:\n      - pattern: '^#pragma GCC optimize'\n        reason: no\n");
    Problem p = load_problem(dir.path);
    REQUIRE(p.languages.at("cpp").refuse.size() == 1);
    CHECK(p.languages.at("cpp").refuse[0].pattern == "^#pragma GCC optimize");
    CHECK(p.languages.at("cpp").refuse[0].reason == "no");

    CHECK(load_error_of(head + "    refuse: yes\n") ==
          "9: languages.cpp.refuse: expected a list of mappings with pattern and reason, got 'yes'");
    CHECK(load_error_of(head + "    refuse:\n      - pattern: x\n") ==
          "10: languages.cpp.refuse[0].reason: missing, expected what the judge says, and why");
    CHECK(load_error_of(head + "    refuse:\n      - pattern: '(('\n        reason: r\n").rfind(
              "10: languages.cpp.refuse[0].pattern: not a regular expression", 0) == 0);
}

TEST_CASE("judge_speed says how much slower the online judge is and how near the limit a time is unsure") {
    ProblemDir dir;
    dir.write("01.in");
    dir.write("01.out");
    dir.write("problem.yaml", stdio_yaml());
    const JudgeSpeed unmeasured = load_problem(dir.path).speed;
    CHECK_FALSE(unmeasured.measured());
    CHECK(unmeasured.slowdown == 1);
    CHECK(unmeasured.margin == 2);

    dir.write("problem.yaml", stdio_yaml("judge_speed:\n  judge: POJ\n  slowdown: 2.2\n  margin: 1.5\n"));
    Problem p = load_problem(dir.path);
    CHECK(p.speed.judge == "POJ");
    CHECK(p.speed.slowdown == doctest::Approx(2.2));
    CHECK(p.speed.margin == doctest::Approx(1.5));
    CHECK(p.limits.time_ms == 1000);  // the judge's limit: the slowdown applies when a solution is described

    CHECK(load_error_of(stdio_yaml("judge_speed:\n  judge: POJ\n  slowdown: 2\n  margin: 1\n")) ==
          "8: judge_speed.margin: expected a number above 1, got '1'");
    CHECK(load_error_of(stdio_yaml("judge_speed:\n  judge: POJ\n  margin: 1.5\n")) ==
          "5: judge_speed.slowdown: missing, expected the judge's time over the reference machine's");
    CHECK_FALSE(p.presentation_error_uncertain);
    dir.write("problem.yaml", stdio_yaml("presentation_error: uncertain\n"));
    CHECK(load_problem(dir.path).presentation_error_uncertain);
    CHECK(load_error_of(stdio_yaml("presentation_error: maybe\n")) ==
          "5: presentation_error: expected one of judged, uncertain, got 'maybe'");
    CHECK(load_error_of(stdio_yaml("judge_speed: fast\n")) ==
          "5: judge_speed: expected a mapping with judge, slowdown and margin, got 'fast'");
}

TEST_CASE("not_taken names the languages the judge does not take, each with why; a language is not both") {
    ProblemDir dir;
    dir.write("01.in");
    dir.write("01.out");
    dir.write("problem.yaml", stdio_yaml() + "not_taken:\n  python: POJ takes no Python\n  java: no Java\n");
    Problem p = load_problem(dir.path);
    CHECK(p.not_taken.at("python") == "POJ takes no Python");
    CHECK(p.not_taken.size() == 2);
    CHECK(load_error_of(stdio_yaml() + "not_taken:\n  cpp: no\n") ==
          "11: not_taken.cpp: has a profile in languages: not both");
    CHECK(load_error_of(stdio_yaml() + "not_taken:\n  rust: no\n") ==
          "11: unknown key 'not_taken.rust' (the known languages are: c, cpp, java, python)");
    CHECK(load_error_of(stdio_yaml() + "not_taken: python\n") ==
          "10: not_taken: expected a mapping from a language to why the judge does not take it, got 'python'");
}

TEST_CASE("tests are every NAME.in with its NAME.out, sorted by name") {
    ProblemDir dir;
    dir.write("problem.yaml", stdio_yaml());
    for (const char* name : {"10_big", "02_hard", "01_sample"}) {
        dir.write(std::string(name) + ".in");
        dir.write(std::string(name) + ".out");
    }
    dir.write("README.md");
    Problem p = load_problem(dir.path);
    REQUIRE(p.tests.size() == 3);
    CHECK(p.tests[0].name == "01_sample");
    CHECK(p.tests[1].name == "02_hard");
    CHECK(p.tests[2].name == "10_big");
}

TEST_CASE("an .in without its .out, or an .out without its .in, is an error") {
    ProblemDir dir;
    dir.write("problem.yaml", stdio_yaml());
    dir.write("01.in");
    dir.write("01.out");
    dir.write("05.in");
    CHECK(load_error(dir) == (dir.path / "05.in").string() + " has no 05.out");
    std::filesystem::rename(dir.path / "05.in", dir.path / "06.out");
    CHECK(load_error(dir) == (dir.path / "06.out").string() + " has no 06.in");
}

TEST_CASE("a dangling link to a test is an error naming it") {
    ProblemDir dir;
    dir.write("problem.yaml", stdio_yaml());
    dir.write("01.out");
    std::filesystem::create_symlink("/nonexistent/input", dir.path / "01.in");
    CHECK(load_error(dir) == (dir.path / "01.in").string() + ": No such file or directory");
}

TEST_CASE("a test, validator, checker or support file that links out of where it belongs is refused, naming where it leads") {
    // A problem folder may come from anyone, and the judge often runs as root: a test linked to /etc/shadow
    // would put a line of it in the report.
    ProblemDir dir;
    dir.write("problem.yaml", stdio_yaml());
    dir.write("secret/01.out");
    dir.write("../outside.txt", "not the problem's\n");  // beside the problem folder, in its testdata tree
    const std::string outside = std::filesystem::canonical(dir.root / "outside.txt").string();
    std::filesystem::create_symlink(dir.root / "outside.txt", dir.path / "secret" / "01.in");
    CHECK(load_error(dir) == (dir.path / "secret" / "01.in").string() + ": a link leading out of " + dir.path.string() +
                                 " (to " + outside + "); refused: a test file must lie inside it");

    // A link that stays inside the folder is a test like any other.
    std::filesystem::remove(dir.path / "secret" / "01.in");
    dir.write("shared_input.txt", "1\n");
    std::filesystem::create_symlink(dir.path / "shared_input.txt", dir.path / "secret" / "01.in");
    CHECK(load_error(dir) == "");

    // invalid/ inputs and input validators alike.
    std::filesystem::create_directories(dir.path / "invalid");
    std::filesystem::create_symlink(dir.root / "outside.txt", dir.path / "invalid" / "01_leak.in");
    CHECK(load_error(dir).find("invalid/01_leak.in: a link leading out of") != std::string::npos);
    std::filesystem::remove(dir.path / "invalid" / "01_leak.in");
    std::filesystem::create_directories(dir.path / "input_validators");
    std::filesystem::create_symlink(dir.root / "outside.txt", dir.path / "input_validators" / "validate.cpp");
    CHECK(load_error(dir).find("refused: an input validator must lie inside it") != std::string::npos);
    std::filesystem::remove(dir.path / "input_validators" / "validate.cpp");

    // The checker, named in problem.yaml, must lie in the folder; a support file in the testdata tree.
    std::filesystem::create_symlink(dir.root / "outside.txt", dir.path / "check.cpp");
    dir.write("problem.yaml", stdio_yaml().replace(stdio_yaml().find("checker: lines"), 14,
                                                   "checker: external\nchecker_program: check.cpp"));
    CHECK(load_error(dir).find((dir.path / "check.cpp").string() + ": a link leading out of") != std::string::npos);
    dir.write("problem.yaml", stdio_yaml() + "    support_files: ../outside.txt\n");
    CHECK(load_error(dir) == "");  // ../ is the testdata tree: windows_judge.h lives in ../common
    ProblemDir elsewhere;  // another testdata tree
    elsewhere.write("compat.h");
    dir.write("problem.yaml", stdio_yaml() + "    support_files: " + (elsewhere.path / "compat.h").string() + "\n");
    CHECK(load_error(dir).find("refused: a support file must lie inside it") != std::string::npos);
}

TEST_CASE("a test, answer, invalid/ input, validator, checker, support file or problem.yaml that is a hard link is refused") {
    // `ln /etc/shadow testdata/x/secret/01.in` (root, one filesystem) is inside the folder by its path; a file
    // of a problem folder must have one name. The secret lies beside the folder, on the same filesystem.
    ProblemDir dir;
    dir.write("problem.yaml", stdio_yaml());
    dir.write("secret/01.in", "1\n");
    dir.write("secret/01.out", "1\n");
    dir.write("../secret.txt", "root:$6$not-for-the-report:19000::\n");
    const std::filesystem::path secret = dir.root / "secret.txt";
    auto refused = [&](const std::filesystem::path& file) {
        return file.string() + ": a hard link (2 names), refused: a file of a problem folder must have one name, so "
                               "that it cannot be a file from outside it";
    };
    auto linked = [&](const std::string& name) {
        std::filesystem::create_directories((dir.path / name).parent_path());
        std::filesystem::remove(dir.path / name);
        std::filesystem::create_hard_link(secret, dir.path / name);
        return dir.path / name;
    };
    auto restore = [&](const std::string& name, const std::string& text) {
        std::filesystem::remove(dir.path / name);
        if (!text.empty()) dir.write(name, text);
        CHECK(load_error(dir) == "");
    };
    for (const std::string name : {"secret/01.in", "secret/01.out", "invalid/01_leak.in", "input_validators/validate.cpp"}) {
        CAPTURE(name);
        const std::filesystem::path file = linked(name);
        CHECK(load_error(dir) == refused(file));
        restore(name, name.starts_with("secret/") ? "1\n" : "");
    }
    const std::filesystem::path checker = linked("check.cpp");
    dir.write("problem.yaml", stdio_yaml().replace(stdio_yaml().find("checker: lines"), 14,
                                                   "checker: external\nchecker_program: check.cpp"));
    CHECK(load_error(dir) == refused(checker));
    std::filesystem::remove(checker);
    dir.write("problem.yaml", stdio_yaml() + "    support_files: compat.h\n");
    const std::filesystem::path support = linked("compat.h");
    CHECK(load_error(dir).find(refused(support)) != std::string::npos);
    // problem.yaml itself, whose unknown keys an error quotes ("unknown key 'root:$6$...'"): a hard link, or a
    // link leading out, is refused before it is read.
    std::filesystem::remove(dir.path / "compat.h");
    linked("problem.yaml");
    CHECK(load_error(dir) == refused(dir.path / "problem.yaml"));
    std::filesystem::remove(dir.path / "problem.yaml");
    std::filesystem::create_symlink(secret, dir.path / "problem.yaml");
    CHECK(load_error(dir).find("problem.yaml: a link leading out of") != std::string::npos);
    CHECK(load_error(dir).find("not-for-the-report") == std::string::npos);
}

TEST_CASE("a test file over 64 MiB is refused before anything reads it") {
    ProblemDir dir;
    dir.write("problem.yaml", stdio_yaml());
    dir.write("01.in");
    dir.write("01.out");
    std::filesystem::resize_file(dir.path / "01.in", (std::uintmax_t{300} << 20) + 1);  // sparse: takes no disk
    CHECK(load_error(dir) == (dir.path / "01.in").string() + ": 301 MiB, more than the 64 MiB a test file may have");
    std::filesystem::resize_file(dir.path / "01.in", std::uintmax_t{64} << 20);
    CHECK(load_error(dir) == "");
}

TEST_CASE("a folder named like a test is an error") {
    ProblemDir dir;
    dir.write("problem.yaml", stdio_yaml());
    dir.write("01.out");
    std::filesystem::create_directory(dir.path / "01.in");
    CHECK(load_error(dir) == (dir.path / "01.in").string() + ": expected a file");
}

TEST_CASE("a folder without tests is an error") {
    ProblemDir dir;
    dir.write("problem.yaml", stdio_yaml());
    CHECK(load_error(dir) ==
          dir.path.string() + ": no tests (NAME.in with NAME.out in sample/ or secret/, or beside problem.yaml)");
}

TEST_CASE("tests in group folders load in group order, named after their group, with invalid inputs and validators") {
    ProblemDir dir;
    dir.write("problem.yaml", stdio_yaml());
    for (const char* stem : {"hard/01_big", "secret/02_b", "secret/01_a", "sample/01_example"}) {
        dir.write(std::string(stem) + ".in");
        dir.write(std::string(stem) + ".out");
    }
    dir.write("invalid/02_letter.in");
    dir.write("invalid/01_n_is_100.in");
    dir.write("input_validators/validate.cpp");
    dir.write("input_validators/README.md");
    Problem problem = load_problem(dir.path);
    std::vector<std::string> names;
    for (const TestCase& test : problem.tests) names.push_back(test.name);
    CHECK(names == std::vector<std::string>{"sample/01_example", "secret/01_a", "secret/02_b", "hard/01_big"});
    CHECK(problem.tests[0].group == TestGroup::Sample);
    CHECK(problem.tests[2].group == TestGroup::Secret);
    CHECK(problem.tests[3].group == TestGroup::Hard);
    CHECK(problem.tests[3].input == dir.path / "hard" / "01_big.in");
    CHECK(problem.invalid_inputs ==
          std::vector<std::filesystem::path>{dir.path / "invalid" / "01_n_is_100.in", dir.path / "invalid" / "02_letter.in"});
    CHECK(problem.validators == std::vector<std::filesystem::path>{dir.path / "input_validators" / "validate.cpp"});
    CHECK(problem.has_group(TestGroup::Hard));
}

TEST_CASE("tests beside problem.yaml are all secret, with their plain names") {
    ProblemDir dir;
    dir.write("problem.yaml", stdio_yaml());
    dir.write("01.in");
    dir.write("01.out");
    Problem problem = load_problem(dir.path);
    REQUIRE(problem.tests.size() == 1);
    CHECK(problem.tests[0].name == "01");
    CHECK(problem.tests[0].group == TestGroup::Secret);
    CHECK_FALSE(problem.has_group(TestGroup::Hard));
}

TEST_CASE("tests both beside problem.yaml and in groups, a misnamed group and only hard tests are errors") {
    ProblemDir both;
    both.write("problem.yaml", stdio_yaml());
    both.write("01.in");
    both.write("01.out");
    both.write("secret/02.in");
    both.write("secret/02.out");
    CHECK(load_error(both) == both.path.string() + ": tests beside problem.yaml and in group folders; move 01.in into secret/");

    ProblemDir typo;
    typo.write("problem.yaml", stdio_yaml());
    typo.write("secret/01.in");
    typo.write("secret/01.out");
    typo.write("secrets/02.in");
    CHECK(load_error(typo) ==
          (typo.path / "secrets").string() + ": holds tests, but is not a test group (expected one of sample, secret, hard, invalid)");

    ProblemDir hard_only;
    hard_only.write("problem.yaml", stdio_yaml());
    hard_only.write("hard/01.in");
    hard_only.write("hard/01.out");
    CHECK(load_error(hard_only).find(": no tests (NAME.in with NAME.out in sample/ or secret/") != std::string::npos);

    ProblemDir unpaired;
    unpaired.write("problem.yaml", stdio_yaml());
    unpaired.write("secret/01.in");
    CHECK(load_error(unpaired) == (unpaired.path / "secret" / "01.in").string() + " has no 01.out");
}

TEST_CASE("a folder given with a trailing slash keeps its name") {
    ProblemDir dir("nyoj-0722-sudoku");
    dir.write("problem.yaml", stdio_yaml());
    dir.write("1.in");
    dir.write("1.out");
    CHECK(load_problem(dir.path.string() + "/").name == "nyoj-0722-sudoku");
}

}  // TEST_SUITE
