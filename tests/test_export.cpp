// Our problems as packages (export.hpp): which folder a solution's expectation puts it in, and the package a
// small problem of our own becomes, read back by the package loader (package.hpp) in both formats.
#include <doctest/doctest.h>

#include <string>

#include "judge/formats/export.hpp"
#include "judge/formats/package.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "support.hpp"

using namespace judge;
using namespace test_support;
namespace fs = std::filesystem;

namespace {

std::string folder_of(const std::string& expect_line) {
    const std::optional<DeclaredFolder> declared =
        declared_folder(read_expectation("x.cpp", "// expect: " + expect_line + "\n"));
    if (!declared) return "none";
    return declared->expected_results.empty() ? declared->folder : declared->folder + " " + declared->expected_results;
}

// testdata/add/ and solutions/add/ of a repository of our own: POJ-like limits (1000 ms, slowdown 2), the exact
// checker, one sample and one secret test, and a solution per kind of expectation.
void write_repository(const ScratchFolder& root) {
    root.write("testdata/add/problem.yaml", R"(source: https://example.org/add
kind: stdio
time_limit_ms: 1000
memory_limit_kb: 65536
output_limit_kb: 1024
judge_speed:
  judge: OJ
  slowdown: 2
  margin: 1.2
checker: exact
languages:
  cpp:
    source: prog.cpp
    compile: g++ -O2 -o prog prog.cpp
    run: "{dir}/prog"
  java:
    source: Main.java
    compile: javac Main.java
    run: java -cp {dir} Main
not_taken:
  python: "OJ takes no Python"
)");
    root.write("testdata/add/sample/01.in", "1 2\n");
    root.write("testdata/add/sample/01.out", "3\n");
    root.write("testdata/add/secret/01_big.in", "5 6\n");
    root.write("testdata/add/secret/01_big.out", "11\n");
    root.write("testdata/add/hard/01.in", "7 8\n");
    root.write("testdata/add/hard/01.out", "15\n");
    root.write("testdata/add/invalid/01_letters.in", "a b\n");
    root.write("testdata/add/input_validators/validate.cpp", "int main() { return 42; }\n");
    root.write("solutions/add/README.md", "# OJ 1 Add two numbers\n\nText.\n");
    root.write("solutions/add/right.cpp", "// expect: AC; hard: TLE\nint main() {}\n");
    root.write("solutions/add/slow.cpp", "// expect: TLE; sample: AC\nint main() {}\n");
    root.write("solutions/add/maybe.cpp", "// expect: AC, TLE\nint main() {}\n");
    root.write("solutions/add/compiles_not.cpp", "// expect: CE\nint main( {}\n");
    root.write("solutions/add/right.java", "// expect: AC\npublic class Main { public static void main(String[] a) {} }\n");
    root.write("solutions/add/right.py", "# expect: AC\nprint(3)\n");
}

const PackageSubmission* named(const Package& package, const std::string& relative) {
    for (const PackageSubmission& submission : package.submissions)
        if (submission.path.string().ends_with(relative)) return &submission;
    return nullptr;
}

}  // namespace

TEST_SUITE("export") {

TEST_CASE("a solution's folder comes from what it expects on sample and secret; hard is ours") {
    CHECK(folder_of("AC") == "accepted");
    CHECK(folder_of("AC; hard: TLE") == "accepted");
    CHECK(folder_of("TLE; sample: AC") == "time_limit_exceeded");
    CHECK(folder_of("WA") == "wrong_answer");
    CHECK(folder_of("PE") == "wrong_answer");        // no PE in the format
    CHECK(folder_of("MLE") == "run_time_error");     // MLE and OLE are the format's run_time_error
    CHECK(folder_of("RE, OLE") == "run_time_error");
    CHECK(folder_of("AC, TLE") == "mixed CORRECT, TIMELIMIT");
    CHECK(folder_of("WA, TLE; sample: AC") == "mixed WRONG-ANSWER, TIMELIMIT");
    const auto mixed = declared_folder(read_expectation("x.cpp", "// expect: WA, TLE; sample: AC\n"));
    REQUIRE(mixed);
    CHECK(mixed->permitted == std::set<Verdict>{Verdict::AC, Verdict::WA, Verdict::TLE});
    CHECK(mixed->required == std::set<Verdict>{Verdict::WA, Verdict::TLE});  // no AC on secret: one must fail
    CHECK(folder_of("CE") == "none");
    CHECK(folder_of("AC; sample: WA") == "none");    // a sample failing where every secret test passes
}

TEST_CASE("a legacy export reads back as the package the problem is") {
    ScratchFolder root;
    write_repository(root);
    ExportOptions options;
    options.machine_factor = 1.5;
    const ExportResult result = export_package(root.path / "testdata/add", root.path / "out", options);
    CHECK(result.time_limit_ms == 750);  // 1000 ms ÷ slowdown 2 × 1.5
    const fs::path out = root.path / "out";
    CHECK(read_text(out / ".timelimit") == "0.750\n");
    CHECK(read_text(out / "data/secret/01_big.ans") == "11\n");
    CHECK_FALSE(fs::exists(out / "data/hard"));
    CHECK(fs::is_regular_file(out / "input_validators/validate.cpp"));
    CHECK(read_text(out / "problem_statement/problem.en.tex").find("\\url{https://example.org/add}") != std::string::npos);

    const Package package = load_package(out);
    CHECK(package.format == PackageFormat::Legacy);
    CHECK(package.time_source == TimeLimitSource::TimelimitFile);
    CHECK(package.problem.limits.time_ms == 750);
    CHECK(package.problem.limits.memory_kb == 65536);
    CHECK(package.problem.limits.output_kb == 1024);
    CHECK(package.problem.checker.kind == CheckerKind::Default);
    CHECK(package.problem.checker.flags == std::vector<std::string>{"case_sensitive", "space_change_sensitive"});
    REQUIRE(package.problem.tests.size() == 2);
    CHECK(package.problem.tests[0].name == "sample/01");
    CHECK(package.problem.tests[1].name == "secret/01_big");

    // Each solution where its expectation puts it; Java's class Main in a folder of its own.
    REQUIRE(package.submissions.size() == 4);
    const PackageSubmission* right = named(package, "accepted/right.cpp");
    REQUIRE(right);
    CHECK(right->permitted == std::set<Verdict>{Verdict::AC});
    const PackageSubmission* java = named(package, "accepted/right_java");
    REQUIRE(java);
    CHECK(java->language == "java");
    CHECK(fs::is_regular_file(out / "submissions/accepted/right_java/Main.java"));
    const PackageSubmission* slow = named(package, "time_limit_exceeded/slow.cpp");
    REQUIRE(slow);
    CHECK(slow->required == std::set<Verdict>{Verdict::TLE});
    const PackageSubmission* maybe = named(package, "mixed/maybe.cpp");
    REQUIRE(maybe);
    CHECK(maybe->permitted == std::set<Verdict>{Verdict::AC, Verdict::TLE});
    CHECK(maybe->required.empty());
    CHECK(read_text(out / "submissions/mixed/maybe.cpp").rfind("// @EXPECTED_RESULTS@: CORRECT, TIMELIMIT\n", 0) == 0);

    // What was left out, and why.
    std::string report;
    for (const std::string& line : result.lines) report += line + "\n";
    CHECK(report.find("left out compiles_not.cpp: it expects CE") != std::string::npos);
    CHECK(report.find("left out right.py: its online judge does not take python") != std::string::npos);
    CHECK(report.find("1000 ms on OJ ÷ its slowdown 2") != std::string::npos);
}

TEST_CASE("a 2025-09 export gives the limit and flags in its own places, and the invalid inputs") {
    ScratchFolder root;
    write_repository(root);
    ExportOptions options;
    options.format = PackageFormat::V2025_09;
    options.machine_factor = 1;
    export_package(root.path / "testdata/add", root.path / "out", options);
    const fs::path out = root.path / "out";
    CHECK_FALSE(fs::exists(out / ".timelimit"));
    CHECK(fs::is_regular_file(out / "data/invalid_input/01_letters.in"));
    CHECK(fs::is_regular_file(out / "statement/problem.en.md"));
    const Package package = load_package(out);
    CHECK(package.format == PackageFormat::V2025_09);
    CHECK(package.time_source == TimeLimitSource::ProblemYaml);
    CHECK(package.problem.limits.time_ms == 500);
    CHECK(package.problem.checker.kind == CheckerKind::Default);
    for (const TestCase& test : package.problem.tests)
        CHECK(test.validator_args == std::vector<std::string>{"case_sensitive", "space_change_sensitive"});
    CHECK(read_text(out / "problem.yaml").find("uuid: ") != std::string::npos);
    // The solution that expects either verdict: declared by submissions.yaml, its text as it is.
    CHECK(read_text(out / "submissions/submissions.yaml").find("mixed/maybe.cpp:\n  permitted: [AC, TLE]\n") !=
          std::string::npos);
    CHECK(read_text(out / "submissions/mixed/maybe.cpp").rfind("// expect: AC, TLE\n", 0) == 0);
    const PackageSubmission* maybe = named(package, "mixed/maybe.cpp");
    REQUIRE(maybe);
    CHECK(maybe->skipped.empty());
    REQUIRE(maybe->rules.size() == 1);
    CHECK(maybe->rules[0].permitted == std::set<Verdict>{Verdict::AC, Verdict::TLE});
    CHECK(maybe->rules[0].required.empty());
}

TEST_CASE("a function problem's tests are exported as the wire form and its solutions with their driver") {
    ScratchFolder root;
    root.write("testdata/add-one/problem.yaml", R"(kind: function
signature: "addOne(x: integer) -> integer"
answer: return
time_limit_ms: 1000
memory_limit_kb: 262144
checker: exact
languages:
  cpp:
    source: prog.cpp
    compile: g++ -std=c++17 -O0 -o prog prog.cpp
    run: "{dir}/prog"
  python:
    source: main.py
    compile: [python3, -m, py_compile, solution.py]
    run: "python3 {dir}/main.py"
)");
    root.write("testdata/add-one/secret/01.in", "1\n5\n");
    root.write("testdata/add-one/secret/01.out", "2\n6\n");
    root.write("solutions/add-one/plus.cpp", "class Solution {\npublic:\n    int addOne(int x) { return x + 1; }\n};\n");
    root.write("solutions/add-one/plus.py", "class Solution:\n    def addOne(self, x):\n        return x + 1\n");
    ExportOptions options;
    options.machine_factor = 1;
    const ExportResult result = export_package(root.path / "testdata/add-one", root.path / "out", options);
    const fs::path out = root.path / "out";
    CHECK(read_text(out / "data/secret/01.in") == "2\n1\n5\n");  // two cases, then each argument
    const std::string driver = read_text(out / "submissions/accepted/plus.cpp");
    CHECK(driver.find("int addOne(int x) { return x + 1; }") != std::string::npos);
    CHECK(driver.find("int main(") != std::string::npos);
    CHECK(fs::is_regular_file(out / "submissions/accepted/plus_py/main.py"));
    CHECK(fs::is_regular_file(out / "submissions/accepted/plus_py/solution.py"));
    CHECK_FALSE(fs::exists(out / "input_validators"));
    const Package package = load_package(out);
    CHECK(package.submissions.size() == 2);
}

TEST_CASE("the output folder must be new or empty, and a problem that does not load is its error") {
    ScratchFolder root;
    write_repository(root);
    root.write("out/keep.txt", "mine\n");
    ExportOptions options;
    options.machine_factor = 1;
    CHECK_THROWS_WITH_AS(export_package(root.path / "testdata/add", root.path / "out", options),
                         doctest::Contains("out: exists and is not an empty folder"), JudgeError);
    CHECK(read_text(root.path / "out/keep.txt") == "mine\n");
    CHECK_THROWS_AS(export_package(root.path / "testdata/none", root.path / "out2", options), JudgeError);
    CHECK_FALSE(fs::exists(root.path / "out2"));
}

TEST_CASE("export never writes into solutions/ or testdata/, takes a trailing '/', and leaves nothing when it fails") {
    ScratchFolder root;
    write_repository(root);
    ExportOptions options;
    options.machine_factor = 1;
    CHECK_THROWS_WITH_AS(export_package(root.path / "testdata/add", root.path / "solutions/add/pkg", options),
                         doctest::Contains("inside solutions/"), JudgeError);
    CHECK_THROWS_WITH_AS(export_package(root.path / "testdata/add", root.path / "testdata/pkg", options),
                         doctest::Contains("inside testdata/"), JudgeError);
    CHECK_FALSE(fs::exists(root.path / "solutions/add/pkg"));
    CHECK_FALSE(fs::exists(root.path / "testdata/pkg"));

    const ExportResult result = export_package(root.path / "testdata/add/", root.path / "out", options);
    CHECK(result.problem == "add");
    CHECK(fs::is_regular_file(root.path / "out/submissions/accepted/right.cpp"));

    // A sudoku problem in a repository without testdata/common/output_validators/validator.cpp fails when it
    // comes to the validator, after problem.yaml and the tests were written: the folder is gone again.
    root.write("testdata/sud/problem.yaml", "kind: stdio\ntime_limit_ms: 1000\nmemory_limit_kb: 65536\n"
                                            "checker: sudoku\ngrid_format: nyoj\nlanguages:\n  c:\n    source: prog.c\n"
                                            "    compile: gcc -o prog prog.c\n    run: \"{dir}/prog\"\n");
    root.write("testdata/sud/secret/01.in", "1\n");
    root.write("testdata/sud/secret/01.out", "1\n");
    CHECK_THROWS_WITH_AS(export_package(root.path / "testdata/sud", root.path / "out-sud", options),
                         doctest::Contains("validator.cpp: missing"), JudgeError);
    CHECK_FALSE(fs::exists(root.path / "out-sud"));
}

}  // TEST_SUITE
