// Generated drivers, compiled and run for real in a temporary folder: C++ (g++, no sanitizers, to stay
// fast), Python 3 and Java when their toolchains are installed (a SKIPPED message says which were not).
// The "echo" solutions hand every argument back through the driver's own printers, so one program per
// language checks the wire readers and the LeetCode printers of all 18 types against the input text.
// The "talkative" solutions print to stdout as users do on LeetCode: the answers must come out alone,
// their prints in stderr, which the output limit bounds as it does stdout.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "judge/function/function_problem.hpp"
#include "judge/util/error.hpp"
#include "judge/function/leetcode_format.hpp"
#include "judge/sandbox/run.hpp"
#include "judge/verdict.hpp"
#include "support.hpp"

extern char** environ;

using namespace judge;
namespace fs = std::filesystem;
using test_support::read_file;

namespace {

bool have(const std::string& tool) { return std::system(("command -v " + tool + " >/dev/null 2>&1").c_str()) == 0; }

FunctionProblem function_problem(const std::string& signature, const std::string& answer,
                                 const std::map<std::string, std::string>& constraints = {}) {
    return FunctionProblem(signature, answer, constraints, "testdata/test/problem.yaml");
}

// How the test builds and runs a driver in each language (the judge's come from problem.yaml).
struct Profile {
    std::string name, source_name;
    std::vector<std::string> compile, run;
};

Profile profile_for(const std::string& language) {
    Profile profile;
    profile.name = language;
    if (language == "cpp") {
        profile.source_name = "prog.cpp";
        profile.compile = {"g++", "-std=c++17", "-O0", "-o", "prog", "prog.cpp"};
        profile.run = {"./prog"};
    } else if (language == "c") {
        profile.source_name = "prog.c";
        profile.compile = {"gcc", "-std=gnu11", "-O0", "-o", "prog", "prog.c", "-lm"};
        profile.run = {"./prog"};
    } else if (language == "java") {
        profile.source_name = "Main.java";
        profile.compile = {"javac", "-encoding", "UTF-8", "Main.java", "Solution.java"};
        profile.run = {"java", "-cp", ".", "Main"};
    } else {
        profile.source_name = "main.py";
        profile.compile = {"python3", "-m", "py_compile", "solution.py"};
        profile.run = {"python3", "main.py"};
    }
    return profile;
}

std::string joined(const std::vector<std::string>& words) {
    std::string text;
    for (const auto& word : words) text += (text.empty() ? "" : " ") + word;
    return text;
}

struct Outcome {
    bool compiled = false;
    std::string compiler_output;
    int run_status = -1;   // the exit code; -1 when a signal ended it or it did not start
    std::string output;    // stdout: the answers
    std::string errors;    // stderr: what the solution printed, and any error report
    RunResult run;
};

// Writes the generated files into a fresh folder, compiles, runs on the encoded input through run_program
// (without the sandbox, in this process's environment: python3 may be a pyenv shim that needs it), with
// `output_limit_kb` on stdout and stderr each.
Outcome compile_and_run(const FunctionProblem& problem, const std::string& language, const std::string& solution,
                        const std::string& input_text, long output_limit_kb = 65536) {
    test_support::ScratchFolder folder("test_driver");
    Profile profile = profile_for(language);
    for (const auto& [name, text] : problem.program_files(profile.name, profile.source_name, solution, "solution_under_test"))
        std::ofstream(folder.path / name, std::ios::binary) << text;
    std::ofstream(folder.path / "input", std::ios::binary) << problem.program_input(input_text, "test.in");
    Outcome outcome;
    std::string cd = "cd '" + folder.path.string() + "' && ";
    outcome.compiled = std::system((cd + joined(profile.compile) + " >compiler.txt 2>&1").c_str()) == 0;
    outcome.compiler_output = read_file(folder.path / "compiler.txt");
    if (!outcome.compiled) return outcome;
    RunSpec spec;
    spec.argv = profile.run;
    for (char** variable = environ; *variable; ++variable) spec.env.push_back(*variable);
    spec.workdir = folder.path.string();
    spec.stdin_path = (folder.path / "input").string();
    spec.stdout_path = (folder.path / "output").string();
    spec.stderr_path = (folder.path / "stderr").string();
    spec.cpu_limit_ms = 60000;
    spec.wall_limit_ms = 120000;
    spec.output_limit_kb = output_limit_kb;
    outcome.run = run_program(spec);
    if (outcome.run.started && outcome.run.signal == 0) outcome.run_status = outcome.run.exit_code;
    outcome.output = read_file(folder.path / "output");
    outcome.errors = read_file(folder.path / "stderr");
    if (outcome.run_status != 0 && !outcome.run.output_limit_exceeded) MESSAGE("stderr: " << outcome.run.error << outcome.run.stderr_head);
    return outcome;
}

bool toolchain_present(const std::string& language) {
    const char* tool = language == "cpp" ? "g++" : language == "c" ? "gcc" : language == "java" ? "javac" : "python3";
    return test_support::available_or_skipped(have(tool), "the " + language + " toolchain",
                                              std::string(tool) + " not found in PATH");
}

const char* const kTwoSumCpp = R"(class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        unordered_map<int, int> seen;
        for (int i = 0; i < (int)nums.size(); ++i) {
            if (seen.count(target - nums[i])) return {seen[target - nums[i]], i};
            seen[nums[i]] = i;
        }
        return {};
    }
};
)";
const char* const kTwoSumJava = R"(class Solution {
    public int[] twoSum(int[] nums, int target) {
        Map<Integer, Integer> seen = new HashMap<>();
        for (int i = 0; i < nums.length; i++) {
            if (seen.containsKey(target - nums[i])) return new int[] {seen.get(target - nums[i]), i};
            seen.put(nums[i], i);
        }
        return new int[0];
    }
}
)";
// LeetCode's C: the array and its size, the returned array's size through returnSize; the caller frees.
const char* const kTwoSumC = R"(int* twoSum(int* nums, int numsSize, int target, int* returnSize) {
    int* pair = malloc(2 * sizeof(int));
    *returnSize = 0;
    for (int i = 0; i < numsSize; ++i)
        for (int j = i + 1; j < numsSize; ++j)
            if (nums[i] + nums[j] == target) {
                pair[0] = i, pair[1] = j, *returnSize = 2;
                return pair;
            }
    return pair;
}
)";
const char* const kTwoSumPython = R"(class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen[target - x], i]
            seen[x] = i
)";

// twoSum solutions that print to stdout: from a static initialiser (C++, Java) or module-level code
// (Python), which run before the driver's main loop, and on every call. Each print says "talk".
const char* const kTalkativeTwoSumCpp = R"(static const bool announced = (printf("talk: loaded\n"), true);
class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        cout << "talk: cout " << nums.size() << " numbers" << endl;
        printf("talk: printf target %d\n", target);
        for (int i = 0; i < (int)nums.size(); ++i)
            for (int j = i + 1; j < (int)nums.size(); ++j)
                if (nums[i] + nums[j] == target) return {i, j};
        return {};
    }
};
)";
const char* const kTalkativeTwoSumC = R"(__attribute__((constructor)) static void announce(void) { printf("talk: loaded\n"); }
int* twoSum(int* nums, int numsSize, int target, int* returnSize) {
    printf("talk: printf %d numbers\n", numsSize);
    fprintf(stdout, "talk: fprintf target %d\n", target);
    int* pair = malloc(2 * sizeof(int));
    *returnSize = 0;
    for (int i = 0; i < numsSize; ++i)
        for (int j = i + 1; j < numsSize; ++j)
            if (nums[i] + nums[j] == target) {
                pair[0] = i, pair[1] = j, *returnSize = 2;
                return pair;
            }
    return pair;
}
)";
const char* const kTalkativeTwoSumJava = R"(class Solution {
    static { System.out.println("talk: loaded"); }
    public int[] twoSum(int[] nums, int target) {
        System.out.println("talk: println " + nums.length + " numbers");
        System.out.print("talk: print target " + target + "\n");
        for (int i = 0; i < nums.length; i++)
            for (int j = i + 1; j < nums.length; j++)
                if (nums[i] + nums[j] == target) return new int[] {i, j};
        return new int[0];
    }
}
)";
const char* const kTalkativeTwoSumPython = R"(print("talk: loaded")

class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        print("talk: print", len(nums), "numbers")
        sys.stdout.write("talk: write target %d\n" % target)
        for i in range(len(nums)):
            for j in range(i + 1, len(nums)):
                if nums[i] + nums[j] == target:
                    return [i, j]
)";

// twoSum solutions that print 2 MB to stdout before answering.
const char* const kFloodingTwoSumCpp = R"(class Solution {
public:
    vector<int> twoSum(vector<int>& nums, int target) {
        for (int i = 0; i < 200000; ++i) cout << "flood flood\n";
        return {0, 1};
    }
};
)";
const char* const kFloodingTwoSumC = R"(int* twoSum(int* nums, int numsSize, int target, int* returnSize) {
    for (int i = 0; i < 200000; ++i) printf("flood flood\n");
    int* pair = malloc(2 * sizeof(int));
    pair[0] = 0, pair[1] = 1, *returnSize = 2;
    return pair;
}
)";
const char* const kFloodingTwoSumJava = R"(class Solution {
    public int[] twoSum(int[] nums, int target) {
        for (int i = 0; i < 200000; i++) System.out.println("flood flood");
        return new int[] {0, 1};
    }
}
)";
const char* const kFloodingTwoSumPython = R"(class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        for _ in range(200000):
            print("flood flood")
        return [0, 1]
)";

// echo(out: string[], a0: integer, a1: integer[], ..., a17: character[][]) -> void, answer out.
const std::vector<std::string> kScalars = {"integer", "long", "double", "boolean", "string", "character"};
const std::vector<std::string> kRanks = {"", "[]", "[][]"};
// One value a type, in the order above, each written as LeetCode prints it (so it must come back as is).
const std::vector<std::string> kEchoValues = {
    "-2147483648", "[2147483647,0]", "[[1],[],[2,3]]",
    "-9223372036854775808", "[9223372036854775807]", "[[-1,10000000000]]",
    "2.50000", "[-0.12500,3.00000]", "[[1000000.00000]]",
    "true", "[false,true]", "[[true],[false]]",
    R"("say \"hi\"\\ \n\t\u0001 é")", R"(["","a b"])", R"([["x"],["y","z"]])",
    R"(".")", R"(["\"","\\"])", R"([["5","3"],["."]])",
};

std::string echo_signature() {
    std::string signature = "echo(out: string[]";
    int index = 0;
    for (const auto& scalar : kScalars)
        for (const auto& rank : kRanks) signature += ", a" + std::to_string(index++) + ": " + scalar + rank;
    return signature + ") -> void";
}

// Each case: out = ["x","y"], then the 18 values. The answer: out = [<the values joined by '\n'>, "1"]; the
// "1" counts the calls on this Solution object, so it shows that every case gets a fresh Solution.
std::string echo_input(int cases) {
    std::string input;
    for (int i = 0; i < cases; ++i) {
        input += "[\"x\",\"y\"]\n";
        for (const auto& value : kEchoValues) input += value + "\n";
    }
    return input;
}

std::string echo_expected_line(int calls = 1) {
    std::string values;
    for (const auto& value : kEchoValues) values += (values.empty() ? "" : "\n") + value;
    return "[" + quote_json_string(values) + ",\"" + std::to_string(calls) + "\"]\n";
}

std::string echo_cpp() {
    return R"(class Solution {
    int calls = 0;
public:
    template <class... Values>
    void echo(vector<string>& out, Values&... values) {
        string text;
        ((text += text.empty() ? "" : "\n", leetcode_judge_driver::print(values, text)), ...);
        out = {text, to_string(++calls)};
    }
};
)";
}

std::string echo_java() {
    const char* java_names[] = {"Integer", "Long", "Double", "Boolean", "String", "Character"};
    const char* java_types[] = {"int", "long", "double", "boolean", "String", "char"};
    std::string parameters, prints;
    int index = 0;
    for (int scalar = 0; scalar < 6; ++scalar) {
        for (int rank = 0; rank < 3; ++rank, ++index) {
            std::string suffix = rank == 0 ? "" : rank == 1 ? "Array" : "Matrix";
            std::string brackets = rank == 0 ? "" : rank == 1 ? "[]" : "[][]";
            parameters += ", " + std::string(java_types[scalar]) + brackets + " a" + std::to_string(index);
            prints += std::string("        if (text.length() > 0) text.append('\\n');\n") + "        Main.print" +
                      java_names[scalar] + suffix + "(text, a" + std::to_string(index) + ");\n";
        }
    }
    return "class Solution {\n    int calls = 0;\n    public void echo(String[] out" + parameters +
           ") {\n        StringBuilder text = new StringBuilder();\n" + prints +
           "        out[0] = text.toString();\n        out[1] = String.valueOf(++calls);\n    }\n}\n";
}

// C: each value printed with the driver's own printers into its answer buffer, then moved from there into
// out[0]; `calls` is static, so C shows the calls of the whole run (LeetCode's C keeps globals too).
std::string echo_c() {
    const char* printers[] = {"int", "long", "double", "bool", "string", "char"};
    const char* types[] = {"int", "long long", "double", "bool", "char*", "char"};
    std::string parameters, prints;
    int index = 0;
    for (int scalar = 0; scalar < 6; ++scalar) {
        for (int rank = 0; rank < 3; ++rank, ++index) {
            const std::string a = "a" + std::to_string(index), printer = std::string("leetcode_judge_print_") + printers[scalar];
            if (rank == 0) {
                parameters += ", " + std::string(types[scalar]) + " " + a;
                prints += "    " + printer + "(" + a + ");\n";
            } else if (rank == 1) {
                parameters += ", " + std::string(types[scalar]) + "* " + a + ", int " + a + "Size";
                prints += "    leetcode_judge_put_char('['); for (int i = 0; i < " + a + "Size; ++i) { if (i) "
                          "leetcode_judge_put_char(','); " + printer + "(" + a + "[i]); } leetcode_judge_put_char(']');\n";
            } else {
                parameters += ", " + std::string(types[scalar]) + "** " + a + ", int " + a + "Size, int* " + a + "ColSize";
                prints += "    leetcode_judge_put_char('['); for (int i = 0; i < " + a + "Size; ++i) { if (i) "
                          "leetcode_judge_put_char(','); leetcode_judge_put_char('['); for (int j = 0; j < " + a +
                          "ColSize[i]; ++j) { if (j) leetcode_judge_put_char(','); " + printer + "(" + a +
                          "[i][j]); } leetcode_judge_put_char(']'); } leetcode_judge_put_char(']');\n";
            }
            if (index < 17) prints += "    leetcode_judge_put_char('\\n');\n";
        }
    }
    return "static int calls = 0;\nvoid echo(char** out, int outSize" + parameters +
           ") {\n    size_t start = leetcode_judge_out_size;\n" + prints +
           "    size_t length = leetcode_judge_out_size - start;\n"
           "    out[0] = malloc(length + 1);\n    memcpy(out[0], leetcode_judge_out + start, length);\n"
           "    out[0][length] = '\\0';\n    leetcode_judge_out_size = start;\n"
           "    out[1] = malloc(16);\n    snprintf(out[1], 16, \"%d\", ++calls);\n}\n";
}

std::string echo_python() {
    std::string printers;
    for (const auto& scalar : kScalars) {
        printers += "m.print_" + scalar + ", ";
        printers += "m.print_array(m.print_" + scalar + "), ";
        printers += "m.print_array(m.print_array(m.print_" + scalar + ")), ";
    }
    return "import __main__ as m\n\nclass Solution:\n    def __init__(self):\n        self.calls = 0\n\n"
           "    def echo(self, out, *values):\n        printers = [" + printers + "]\n"
           "        self.calls += 1\n"
           "        out[:] = [\"\\n\".join(p(v) for p, v in zip(printers, values)), str(self.calls)]\n";
}

}  // namespace

TEST_SUITE("function problems") {
    TEST_CASE("a driver reads twoSum's arguments and prints the returned array, one line per case") {
        FunctionProblem problem = function_problem("twoSum(nums: integer[], target: integer) -> integer[]", "return");
        const std::string input = "[2,7,11,15]\n9\n[3,2,4]\n6\n";
        for (auto [language, solution] : {std::pair<std::string, std::string>{"cpp", kTwoSumCpp},
                                          {"c", kTwoSumC},
                                          {"python", kTwoSumPython},
                                          {"java", kTwoSumJava}}) {
            CAPTURE(language);
            if (!toolchain_present(language)) continue;
            Outcome outcome = compile_and_run(problem, language, solution, input);
            REQUIRE_MESSAGE(outcome.compiled, outcome.compiler_output);
            CHECK(outcome.run_status == 0);
            CHECK(outcome.output == "[0,1]\n[1,2]\n");
        }
    }

    TEST_CASE("a solution's prints go to stderr beside the answer, as on LeetCode, and the answers stay alone on stdout") {
        FunctionProblem problem = function_problem("twoSum(nums: integer[], target: integer) -> integer[]", "return");
        const std::string input = "[2,7,11,15]\n9\n[3,2,4]\n6\n";
        for (auto [language, solution, prints] :
             {std::tuple<std::string, std::string, std::vector<std::string>>{
                  "cpp", kTalkativeTwoSumCpp, {"talk: loaded\n", "talk: cout 4 numbers\n", "talk: printf target 6\n"}},
              {"c", kTalkativeTwoSumC, {"talk: loaded\n", "talk: printf 4 numbers\n", "talk: fprintf target 6\n"}},
              {"python", kTalkativeTwoSumPython, {"talk: loaded\n", "talk: print 4 numbers\n", "talk: write target 6\n"}},
              {"java", kTalkativeTwoSumJava, {"talk: loaded\n", "talk: println 4 numbers\n", "talk: print target 6\n"}}}) {
            CAPTURE(language);
            if (!toolchain_present(language)) continue;
            Outcome outcome = compile_and_run(problem, language, solution, input);
            REQUIRE_MESSAGE(outcome.compiled, outcome.compiler_output);
            CHECK(outcome.run_status == 0);
            CHECK(outcome.output == "[0,1]\n[1,2]\n");
            for (const std::string& line : prints) {
                CAPTURE(line);
                CHECK(outcome.errors.find(line) != std::string::npos);
            }
            // Loaded once, before the first call: the static initialiser or module code ran first.
            CHECK(outcome.errors.rfind("talk: loaded\n", 0) == 0);
            CHECK(limit_verdict(outcome.run, Limits{60000, 4L << 20, 64}) == std::nullopt);
        }
    }

    TEST_CASE("a solution that prints more than the output limit is OLE, though its answer is right") {
        FunctionProblem problem = function_problem("twoSum(nums: integer[], target: integer) -> integer[]", "return");
        for (auto [language, solution] : {std::pair<std::string, std::string>{"cpp", kFloodingTwoSumCpp},
                                          {"c", kFloodingTwoSumC},
                                          {"python", kFloodingTwoSumPython},
                                          {"java", kFloodingTwoSumJava}}) {
            CAPTURE(language);
            if (!toolchain_present(language)) continue;
            Outcome outcome = compile_and_run(problem, language, solution, "[2,7]\n9\n", 64);
            REQUIRE_MESSAGE(outcome.compiled, outcome.compiler_output);
            std::optional<Decision> decision = limit_verdict(outcome.run, Limits{60000, 4L << 20, 64});
            REQUIRE(decision.has_value());
            CHECK(decision->verdict == Verdict::OLE);
            CHECK(outcome.output.find("flood") == std::string::npos);  // the prints never reach the answers
        }
    }

    TEST_CASE("every type goes through the wire and back to LeetCode's text unchanged, a fresh Solution per case "
              "(C: the same functions)") {
        FunctionProblem problem = function_problem(echo_signature(), "out");
        for (auto [language, solution] : {std::pair<std::string, std::string>{"cpp", echo_cpp()},
                                          {"c", echo_c()},
                                          {"python", echo_python()},
                                          {"java", echo_java()}}) {
            CAPTURE(language);
            if (!toolchain_present(language)) continue;
            Outcome outcome = compile_and_run(problem, language, solution, echo_input(2));
            REQUIRE_MESSAGE(outcome.compiled, outcome.compiler_output);
            CHECK(outcome.run_status == 0);
            // C has no Solution object: its static counter goes on from case to case.
            CHECK(outcome.output == echo_expected_line() + echo_expected_line(language == "c" ? 2 : 1));
        }
    }

    TEST_CASE("a C++ solution relying on LeetCode's prelude compiles without includes; its lines keep their numbers") {
        if (!toolchain_present("cpp")) return;
        FunctionProblem problem = function_problem("solveSudoku(board: character[][]) -> void", "board");
        // Line 3 has an error on purpose: the compiler must name the user's file and line 3.
        Outcome outcome = compile_and_run(problem, "cpp",
                                          "class Solution {\npublic:\n    void solveSudoku(vector<vector<char>>& board) { undeclared(); }\n};\n",
                                          "[[\".\"]]\n");
        CHECK_FALSE(outcome.compiled);
        CHECK(outcome.compiler_output.find("solution_under_test:3:") != std::string::npos);
        CHECK(outcome.compiler_output.find("undeclared") != std::string::npos);
        CHECK(outcome.compiler_output.find("error:") == outcome.compiler_output.rfind("error:"));  // vector is known
    }

    TEST_CASE("a C++ solution that defines main is a compile error that says why") {
        if (!toolchain_present("cpp")) return;
        FunctionProblem problem = function_problem("solveSudoku(board: character[][]) -> void", "board");
        Outcome outcome = compile_and_run(
            problem, "cpp",
            "class Solution {\npublic:\n    void solveSudoku(vector<vector<char>>& board) {}\n};\nint main() { return 0; }\n",
            "[[\".\"]]\n");
        REQUIRE_FALSE(outcome.compiled);
        std::string explained = problem.explain_compile_error("cpp", outcome.compiler_output);
        CHECK(explained.rfind("a LeetCode solution must not define main: the judge supplies it\n", 0) == 0);
    }

    TEST_CASE("a C solution that defines main is a compile error that says why") {
        if (!toolchain_present("c")) return;
        FunctionProblem problem = function_problem("solveSudoku(board: character[][]) -> void", "board");
        Outcome outcome = compile_and_run(
            problem, "c", "void solveSudoku(char** board, int boardSize, int* boardColSize) {}\nint main(void) { return 0; }\n",
            "[[\".\"]]\n");
        REQUIRE_FALSE(outcome.compiled);
        std::string explained = problem.explain_compile_error("c", outcome.compiler_output);
        CHECK(explained.rfind("a LeetCode solution must not define main: the judge supplies it\n", 0) == 0);
    }

    TEST_CASE("compile errors that break no rule of the judge are shown as the compiler printed them") {
        FunctionProblem problem = function_problem("solveSudoku(board: character[][]) -> void", "board");
        CHECK(problem.explain_compile_error("cpp", "x.cpp:3:5: error: expected ';'\n") ==
              "x.cpp:3:5: error: expected ';'\n");
        CHECK(problem.explain_compile_error("java", "Solution.java:3: error: duplicate class: Main\n")
                  .rfind("a LeetCode solution must not define class Main", 0) == 0);
    }

    TEST_CASE("a signature problem.yaml gets wrong or a language without a driver is a judge error naming problem.yaml") {
        CHECK_THROWS_WITH_AS(function_problem("solveSudoku(board: char[][]) -> void", "board"),
                             doctest::Contains("testdata/test/problem.yaml: signature"), JudgeError);
        FunctionProblem good = function_problem("solveSudoku(board: character[][]) -> void", "board");
        CHECK_THROWS_WITH_AS(good.program_files("pascal", "prog.pas", "", "x.pas"),
                             "testdata/test/problem.yaml: languages: pascal: expected c, cpp, java or python for a function "
                             "problem (the judge generates drivers for those only)",
                             JudgeError);
        CHECK_THROWS_WITH_AS(good.program_files("java", "Solution.java", "", "x.java"),
                             "testdata/test/problem.yaml: languages: java: source: expected Main.java (the generated "
                             "driver; the solution is saved as Solution.java beside it), got 'Solution.java'",
                             JudgeError);
    }

    TEST_CASE("the wire form is decimal tokens: the case count, lengths, numbers and byte values") {
        FunctionProblem two_sum = function_problem("twoSum(nums: integer[], target: integer) -> integer[]", "return");
        CHECK(two_sum.program_input("[2,7,11,15]\n9\n[]\n-1\n", "t.in") == "2\n4 2 7 11 15\n9\n0\n-1\n");
        FunctionProblem mixed = function_problem("f(s: string, c: character[][], d: double, b: boolean[]) -> integer", "return");
        CHECK(mixed.program_input("\"a é\"\n[[\".\",\"5\"],[]]\n0.1\n[true,false]\n", "t.in") ==
              "1\n4 97 32 195 169\n2 2 46 53 0\n0.10000000000000001\n2 1 0\n");
    }

    TEST_CASE("test inputs are checked against problem.yaml's constraints before any solution runs") {
        FunctionProblem problem =
            function_problem("solveSudoku(board: character[][]) -> void", "board", {{"board", "9x9 of 1-9 ."}});
        CHECK_THROWS_WITH_AS(problem.program_input("[[\"5\"]]\n", "t.in"), "t.in:1:1: expected 9 rows, got 1 row",
                             JudgeError);
    }
}
