/*
 * Function-style (LeetCode) problems: the generated programs that wrap a user's `class Solution`, the
 * translation of LeetCode-format inputs to the wire form, and the CE explanations.
 * Each generated program = a fixed runtime per language (wire reader, LeetCode-format printers; below as
 * raw strings) + a `main` written from the signature: read the case count, then per case read each
 * argument, call the method on a fresh Solution, print the answer (the return value or the `answer`
 * argument) as one LeetCode-format line. The user's code keeps its line numbers in every language, so
 * compiler messages and tracebacks point into the file the user wrote.
 * The answers travel on a channel of their own, as on LeetCode (which shows what a solution prints as
 * "Stdout", beside the answer): before any of the user's code runs, each driver keeps the original stdout
 * for the answer lines and points the program's stdout at stderr, so the solution's prints land in the
 * stderr file, which the judge bounds by the output limit as it does stdout.
 * Status: unit-tested (tests/test_function_problem.cpp compiles and runs generated drivers in C++, Python, Java).
 */
#include "judge/function/function_problem.hpp"

#include <fmt/core.h>

#include "judge/util/error.hpp"
#include "judge/function/c_driver.hpp"
#include "judge/function/leetcode_format.hpp"
#include "judge/function/signature.hpp"
#include "judge/function/source_text.hpp"
#include "judge/function/wire_format.hpp"
#include "judge/util/text.hpp"

namespace judge {
namespace {

// ---------------------------------------------------------------------------------------------- C++

// LeetCode's C++ prelude: a solution may use any standard header and std names without including them.
constexpr const char* kCppPrelude = R"(#include <bits/stdc++.h>
using namespace std;
)";

// Everything of the driver that precedes the user's code, so that a user's macros cannot break it.
// Sanitizer options: the judge runs programs with a minimal environment (no ASAN_OPTIONS), so the
// defaults are compiled in. Leaks are not errors on LeetCode; any report ends the run with status 1.
// Answers: answer_fd is a copy of the original fd 1, taken by a constructor of priority 101, which runs
// before every static initialiser of default priority (the user's follow in this one translation unit
// anyway, but a template's static member may not); fd 1 then becomes a copy of fd 2. cout and printf
// write to whatever fd 1 is when they write, so they and write(1) from the user land in the stderr file.
// <unistd.h> adds no name: LeetCode's prelude already declares dup, dup2 and write.
constexpr const char* kCppRuntime = R"(
#include <unistd.h>
extern "C" const char* __asan_default_options() { return "detect_leaks=0:halt_on_error=1:exitcode=1"; }
extern "C" const char* __ubsan_default_options() { return "print_stacktrace=1:halt_on_error=1:exitcode=1"; }

namespace leetcode_judge_driver {

// The original stdout, where only the answers go; fd 1 is stderr's file from before the user's code runs.
int answer_fd = 1;

__attribute__((constructor(101))) void separate_answers_from_prints() {
    int saved = dup(1);
    if (saved < 0) return;
    answer_fd = saved;
    dup2(2, 1);
}

// The wire form (judge/wire_format.hpp): whitespace-separated decimal tokens, read from all of stdin.
class WireReader {
public:
    WireReader() {
        char buffer[1 << 16];
        std::size_t got;
        while ((got = std::fread(buffer, 1, sizeof buffer, stdin)) > 0) text_.append(buffer, got);
        next_ = text_.c_str();
    }
    long long integer() {
        char* end;
        long long value = std::strtoll(next_, &end, 10);
        next_ = end;
        return value;
    }
    void read(int& value) { value = static_cast<int>(integer()); }
    void read(long long& value) { value = integer(); }
    void read(double& value) {
        char* end;
        value = std::strtod(next_, &end);
        next_ = end;
    }
    void read(bool& value) { value = integer() != 0; }
    void read(char& value) { value = static_cast<char>(integer()); }
    void read(std::string& value) {
        value.resize(static_cast<std::size_t>(integer()));
        for (char& c : value) c = static_cast<char>(integer());
    }
    template <class T>
    void read(std::vector<T>& values) {
        std::size_t size = static_cast<std::size_t>(integer());
        values.clear();
        values.reserve(size);
        for (std::size_t i = 0; i < size; ++i) {
            T value;
            read(value);
            values.push_back(std::move(value));
        }
    }

private:
    std::string text_;
    const char* next_;
};

// LeetCode's format: no spaces, strings JSON-escaped, doubles with 5 decimals.
inline void print(int value, std::string& out) { out += std::to_string(value); }
inline void print(long long value, std::string& out) { out += std::to_string(value); }
inline void print(double value, std::string& out) {
    char text[64];
    std::snprintf(text, sizeof text, "%.5f", value);
    out += text;
}
inline void print(bool value, std::string& out) { out += value ? "true" : "false"; }
inline void print(const std::string& value, std::string& out) {
    out += '"';
    for (char c : value) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", static_cast<unsigned>(c));
                out += escaped;
            } else {
                out += c;
            }
        }
    }
    out += '"';
}
inline void print(char value, std::string& out) { print(std::string(1, value), out); }
inline void print(const std::vector<bool>& values, std::string& out) {
    out += '[';
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i) out += ',';
        print(static_cast<bool>(values[i]), out);
    }
    out += ']';
}
template <class T>
void print(const std::vector<T>& values, std::string& out) {
    out += '[';
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i) out += ',';
        print(values[i], out);
    }
    out += ']';
}

// Writes the pending answer lines to answer_fd and empties `pending`. A failed write (past the output
// limit) gives up: the judge sees the limit in the file's size.
void write_answers(std::string& pending) {
    const char* next = pending.data();
    std::size_t left = pending.size();
    while (left > 0) {
        ssize_t wrote = write(answer_fd, next, left);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) break;
        next += wrote;
        left -= static_cast<std::size_t>(wrote);
    }
    pending.clear();
}

// Ends the current answer line; the lines are written 64 KB at a time, the rest by write_answers at the end.
void end_line(std::string& pending) {
    pending += '\n';
    if (pending.size() >= (1 << 16)) write_answers(pending);
}

}  // namespace leetcode_judge_driver
)";

std::string cpp_type(const ValueType& type) {
    static const char* const scalars[] = {"int", "long long", "double", "bool", "std::string", "char"};
    std::string name = scalars[static_cast<int>(type.scalar)];
    for (int i = 0; i < type.rank; ++i) name = "std::vector<" + name + ">";
    return name;
}

std::string generate_cpp(const Signature& signature, const std::string& source_name, std::string_view source,
                         const std::string& solution_path) {
    std::string program = fmt::format(
        "// Generated by the judge for \"{}\" from\n"
        "// {}:\n"
        "// LeetCode's prelude, the driver's runtime, the solution (its lines keep their numbers), then main:\n"
        "// per case, read the arguments from the wire form on stdin, call a fresh Solution, print the answer\n"
        "// in LeetCode's format, one line, on the original stdout (the solution's own prints go to stderr).\n",
        to_string(signature), solution_path);
    program += kCppPrelude;
    program += kCppRuntime;
    program += "#line 1 " + string_literal(solution_path) + "\n";
    program += source;
    if (!source.empty() && source.back() != '\n') program += '\n';
    program += "#line " + std::to_string(count_lines(program) + 2) + " " + string_literal(source_name) + "\n";
    program += "int main() {\n";
    program += "    leetcode_judge_driver::WireReader judge_input;\n";
    program += "    std::string judge_answers;  // answer lines not yet written\n";
    program += "    for (long long judge_case = judge_input.integer(); judge_case > 0; --judge_case) {\n";
    std::string arguments;
    for (std::size_t i = 0; i < signature.parameters.size(); ++i) {
        program += fmt::format("        {} argument{};\n", cpp_type(signature.parameters[i].type), i);
        program += fmt::format("        judge_input.read(argument{});\n", i);
        arguments += fmt::format("{}argument{}", i ? ", " : "", i);
    }
    // On the heap, as LeetCode does: a Solution with large member arrays must not need a large stack.
    program += "        auto judge_solution = std::make_unique<Solution>();\n";
    if (signature.answer_parameter < 0) {
        program += fmt::format("        {} judge_answer = judge_solution->{}({});\n", cpp_type(*signature.result),
                               signature.method, arguments);
        program += "        leetcode_judge_driver::print(judge_answer, judge_answers);\n";
    } else {
        program += fmt::format("        judge_solution->{}({});\n", signature.method, arguments);
        program += fmt::format("        leetcode_judge_driver::print(argument{}, judge_answers);\n", signature.answer_parameter);
    }
    program += "        leetcode_judge_driver::end_line(judge_answers);\n";
    program += "    }\n";
    program += "    leetcode_judge_driver::write_answers(judge_answers);\n";
    program += "    std::fflush(stdout);  // the user's prints, into the stderr file\n";
    program += "    return 0;\n";
    program += "}\n";
    return program;
}

// --------------------------------------------------------------------------------------------- Java

// LeetCode's Java imports. They are put on the user's first line, so that the user's lines keep their
// numbers in javac's messages.
constexpr const char* kJavaImports =
    "import java.util.*; import java.util.function.*; import java.util.stream.*; import java.math.*; ";

// Answers: Main's static initialiser runs before main, and so before any class of Solution.java is
// initialised (a class is, at its first use, in main); it keeps the original stdout for the answers and
// makes System.out System.err, so System.out.println from the user lands in the stderr file.
constexpr const char* kJavaRuntime = R"(
    // The original stdout, where only the answers go; System.out is System.err before Solution's first use.
    private static final java.io.OutputStream answers =
        new java.io.BufferedOutputStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), 1 << 16);
    static { System.setOut(System.err); }

    // The wire form (judge/wire_format.hpp): whitespace-separated decimal tokens.
    private static final java.io.InputStream input = new java.io.BufferedInputStream(System.in, 1 << 16);

    private static String token() throws java.io.IOException {
        StringBuilder token = new StringBuilder();
        int c = input.read();
        while (c == ' ' || c == '\n' || c == '\r' || c == '\t') c = input.read();
        while (c != -1 && c != ' ' && c != '\n' && c != '\r' && c != '\t') {
            token.append((char) c);
            c = input.read();
        }
        return token.toString();
    }
    private static long integer() throws java.io.IOException { return Long.parseLong(token()); }

    static int readInteger() throws java.io.IOException { return (int) integer(); }
    static long readLong() throws java.io.IOException { return integer(); }
    static double readDouble() throws java.io.IOException { return Double.parseDouble(token()); }
    static boolean readBoolean() throws java.io.IOException { return integer() != 0; }
    static char readCharacter() throws java.io.IOException { return (char) integer(); }
    static String readString() throws java.io.IOException {
        byte[] bytes = new byte[(int) integer()];
        for (int i = 0; i < bytes.length; i++) bytes[i] = (byte) integer();
        return new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
    }

    // LeetCode's format: no spaces, strings JSON-escaped, doubles with 5 decimals.
    static void printInteger(StringBuilder out, int value) { out.append(value); }
    static void printLong(StringBuilder out, long value) { out.append(value); }
    static void printDouble(StringBuilder out, double value) { out.append(String.format(java.util.Locale.ROOT, "%.5f", value)); }
    static void printBoolean(StringBuilder out, boolean value) { out.append(value ? "true" : "false"); }
    static void printCharacter(StringBuilder out, char value) { printString(out, String.valueOf(value)); }
    static void printString(StringBuilder out, String value) {
        out.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"': out.append("\\\""); break;
                case '\\': out.append("\\\\"); break;
                case '\b': out.append("\\b"); break;
                case '\f': out.append("\\f"); break;
                case '\n': out.append("\\n"); break;
                case '\r': out.append("\\r"); break;
                case '\t': out.append("\\t"); break;
                default:
                    if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
                    else out.append(c);
            }
        }
        out.append('"');
    }
)";

struct JavaScalar {
    const char* type;  // "int"
    const char* name;  // "Integer": readInteger, printInteger
};
constexpr JavaScalar kJavaScalars[] = {{"int", "Integer"},  {"long", "Long"},     {"double", "Double"},
                                       {"boolean", "Boolean"}, {"String", "String"}, {"char", "Character"}};

std::string java_type(const ValueType& type) {
    std::string name = kJavaScalars[static_cast<int>(type.scalar)].type;
    for (int i = 0; i < type.rank; ++i) name += "[]";
    return name;
}

// readIntegerArray / printCharacterMatrix and the like: rank 1 "Array", rank 2 "Matrix".
std::string java_suffix(const ValueType& type) {
    return std::string(kJavaScalars[static_cast<int>(type.scalar)].name) + (type.rank == 1 ? "Array" : type.rank == 2 ? "Matrix" : "");
}

std::string java_array_methods() {
    std::string methods;
    for (const auto& scalar : kJavaScalars) {
        for (int rank = 1; rank <= 2; ++rank) {
            std::string element = std::string(scalar.name) + (rank == 2 ? "Array" : "");
            std::string element_type = std::string(scalar.type) + (rank == 2 ? "[]" : "");
            std::string name = std::string(scalar.name) + (rank == 1 ? "Array" : "Matrix");
            methods += fmt::format(
                "    static {0}[] read{1}() throws java.io.IOException {{\n"
                "        {0}[] values = new {2}[(int) integer()]{3};\n"
                "        for (int i = 0; i < values.length; i++) values[i] = read{4}();\n"
                "        return values;\n"
                "    }}\n"
                "    static void print{1}(StringBuilder out, {0}[] values) {{\n"
                "        out.append('[');\n"
                "        for (int i = 0; i < values.length; i++) {{\n"
                "            if (i > 0) out.append(',');\n"
                "            print{4}(out, values[i]);\n"
                "        }}\n"
                "        out.append(']');\n"
                "    }}\n",
                element_type, name, scalar.type, rank == 2 ? "[]" : "", element);
        }
    }
    return methods;
}

std::map<std::string, std::string> generate_java(const Signature& signature, std::string_view source,
                                                 const std::string& solution_path) {
    std::string main = fmt::format(
        "// Generated by the judge for \"{}\" from\n"
        "// {}:\n"
        "// reads the wire form on stdin, calls a fresh Solution (Solution.java) per case, prints the answer\n"
        "// in LeetCode's format, one line per case, on the original stdout (System.out is System.err).\n",
        to_string(signature), solution_path);
    main += "public class Main {\n";
    main += kJavaRuntime;
    main += java_array_methods();
    main += "\n    public static void main(String[] args) throws java.io.IOException {\n";
    main += "        for (long judgeCase = integer(); judgeCase > 0; judgeCase--) {\n";
    std::string arguments;
    for (std::size_t i = 0; i < signature.parameters.size(); ++i) {
        const ValueType& type = signature.parameters[i].type;
        main += fmt::format("            {} argument{} = read{}();\n", java_type(type), i, java_suffix(type));
        arguments += fmt::format("{}argument{}", i ? ", " : "", i);
    }
    main += "            StringBuilder line = new StringBuilder();\n";
    if (signature.answer_parameter < 0) {
        main += fmt::format("            {} answer = new Solution().{}({});\n", java_type(*signature.result),
                            signature.method, arguments);
        main += fmt::format("            print{}(line, answer);\n", java_suffix(*signature.result));
    } else {
        main += fmt::format("            new Solution().{}({});\n", signature.method, arguments);
        main += fmt::format("            print{}(line, argument{});\n", java_suffix(signature.answer_type()),
                            signature.answer_parameter);
    }
    main += "            line.append('\\n');\n";
    main += "            answers.write(line.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));\n";
    main += "        }\n";
    main += "        answers.flush();\n";
    main += "    }\n";
    main += "}\n";

    std::map<std::string, std::string> files;
    files["Main.java"] = main;
    files["Solution.java"] = kJavaImports + std::string(source);
    return files;
}

// ------------------------------------------------------------------------------------------- Python

// What LeetCode's Python 3 has imported before the user's code runs. `math` is imported by name only:
// `from math import *` would replace the builtin three-argument pow.
constexpr const char* kPythonPrelude =
    "from typing import *\\n"
    "import collections, heapq, bisect, math, itertools, functools, operator, string, re, random, sys\\n"
    "from collections import *\\n"
    "from heapq import *\\n"
    "from bisect import *\\n"
    "from itertools import *\\n"
    "from functools import *\\n";

// Answers: this runs at the top of main.py, before load_solution runs the solution's module-level code.
// It keeps a copy of the original fd 1 for the answers, then makes fd 1 a copy of fd 2 and sys.stdout
// sys.stderr, so print() and writes to fd 1 from the user land in the stderr file, in order with its
// tracebacks.
constexpr const char* kPythonRuntime = R"(
import json
import linecache
import os
import sys

# The original stdout, where only the answers go; fd 1 and sys.stdout are stderr from here on.
_answers = os.fdopen(os.dup(1), "wb", buffering=1 << 16)
os.dup2(2, 1)
sys.stdout = sys.stderr

# The wire form (judge/wire_format.hpp): whitespace-separated decimal tokens.
_tokens = iter(sys.stdin.buffer.read().split())

def read_integer():
    return int(next(_tokens))

read_long = read_integer

def read_double():
    return float(next(_tokens))

def read_boolean():
    return next(_tokens) == b"1"

def read_character():
    return chr(int(next(_tokens)))

def read_string():
    size = int(next(_tokens))
    return bytes(int(next(_tokens)) for _ in range(size)).decode("utf-8")

def read_array(read_element):
    size = int(next(_tokens))
    return [read_element() for _ in range(size)]

# LeetCode's format: no spaces, strings JSON-escaped, doubles with 5 decimals.
def print_integer(value):
    return str(int(value))

print_long = print_integer

def print_double(value):
    return "%.5f" % value

def print_boolean(value):
    return "true" if value else "false"

def print_string(value):
    return json.dumps(value, ensure_ascii=False)

print_character = print_string

def print_array(print_element):
    return lambda values: "[" + ",".join(print_element(value) for value in values) + "]"

def load_solution(display_name):
    """Runs solution.py (beside this file) after LeetCode's imports; tracebacks name display_name."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "solution.py")
    with open(path, encoding="utf-8") as file:
        source = file.read()
    linecache.cache[display_name] = (len(source), None, source.splitlines(True), display_name)
    namespace = {"__name__": "solution", "__file__": path, "__builtins__": __builtins__}
    exec(PRELUDE, namespace)
    exec(compile(source, display_name, "exec"), namespace)
    return namespace["Solution"]
)";

std::string python_reader(const ValueType& type) {
    if (type.rank == 0) return "read_" + to_string(type.scalar);
    return "lambda: read_array(" + python_reader(type.element()) + ")";
}

std::string python_printer(const ValueType& type) {
    if (type.rank == 0) return "print_" + to_string(type.scalar);
    return "print_array(" + python_printer(type.element()) + ")";
}

std::map<std::string, std::string> generate_python(const Signature& signature, const std::string& source_name,
                                                   std::string_view source, const std::string& solution_path) {
    std::string main = fmt::format(
        "# Generated by the judge for \"{}\" from\n"
        "# {}:\n"
        "# runs the solution (saved beside this file as solution.py) after LeetCode's imports, reads the\n"
        "# wire form on stdin, calls a fresh Solution per case, prints the answer in LeetCode's format, one\n"
        "# line per case, on the original stdout (sys.stdout is sys.stderr).\n",
        to_string(signature), solution_path);
    main += std::string("PRELUDE = \"") + kPythonPrelude + "\"\n";
    main += kPythonRuntime;
    main += "\n\ndef main():\n";
    main += "    Solution = load_solution(" + string_literal(solution_path) + ")\n";
    for (std::size_t i = 0; i < signature.parameters.size(); ++i)
        main += fmt::format("    read_argument{} = {}\n", i, python_reader(signature.parameters[i].type));
    main += "    print_answer = " + python_printer(signature.answer_type()) + "\n";
    main += "    for _ in range(read_integer()):\n";
    std::string arguments;
    for (std::size_t i = 0; i < signature.parameters.size(); ++i) {
        main += fmt::format("        argument{} = read_argument{}()\n", i, i);
        arguments += fmt::format("{}argument{}", i ? ", " : "", i);
    }
    if (signature.answer_parameter < 0) {
        main += fmt::format("        answer = Solution().{}({})\n", signature.method, arguments);
    } else {
        main += fmt::format("        Solution().{}({})\n", signature.method, arguments);
        main += fmt::format("        answer = argument{}\n", signature.answer_parameter);
    }
    main += "        _answers.write((print_answer(answer) + \"\\n\").encode(\"utf-8\"))\n";
    main += "    _answers.flush()\n";
    main += "\n\nmain()\n";

    std::map<std::string, std::string> files;
    files[source_name] = main;
    files["solution.py"] = std::string(source);
    return files;
}

// ------------------------------------------------------------------------------------------- common

bool contains(std::string_view text, std::string_view part) { return text.find(part) != std::string_view::npos; }

}  // namespace

FunctionProblem::FunctionProblem(std::string_view signature, std::string_view answer,
                                 const std::map<std::string, std::string>& constraints, std::string where)
    : signature_(parse_signature(signature, answer, constraints, where)), where_(std::move(where)) {}

std::map<std::string, std::string> FunctionProblem::program_files(const std::string& language,
                                                                  const std::string& source_name,
                                                                  std::string_view solution_source,
                                                                  const std::string& solution_path) const {
    // The driver and the solution are saved under fixed names beside each other.
    if (language == "java" && source_name != "Main.java")
        throw JudgeError(fmt::format("{}: languages: java: source: expected Main.java (the generated driver; the "
                                     "solution is saved as Solution.java beside it), got '{}'",
                                     where_, source_name));
    if (language == "python" && source_name == "solution.py")
        throw JudgeError(fmt::format("{}: languages: python: source: expected the driver's name, e.g. main.py "
                                     "(solution.py is where the judge saves the solution)",
                                     where_));
    if (language == "cpp") return {{source_name, generate_cpp(signature_, source_name, solution_source, solution_path)}};
    if (language == "c") return {{source_name, generate_c(signature_, source_name, solution_source, solution_path)}};
    if (language == "java") return generate_java(signature_, solution_source, solution_path);
    if (language == "python") return generate_python(signature_, source_name, solution_source, solution_path);
    throw JudgeError(fmt::format("{}: languages: {}: expected c, cpp, java or python for a function problem (the judge "
                                 "generates drivers for those only)",
                                 where_, language));
}

std::string FunctionProblem::program_input(std::string_view input_text, const std::string& input_path) const {
    return encode_wire(signature_, parse_leetcode_input(signature_, input_text, input_path));
}

std::string FunctionProblem::explain_compile_error(const std::string& language, std::string_view compiler_output) const {
    // clang: "redefinition of 'main'"; g++: "redefinition of 'int main()'" (with typographic quotes in a
    // UTF-8 locale), "conflicting declaration of C function 'int main(int, char**)'".
    auto redefines_main = [&] {
        for (std::string_view line : split_lines(compiler_output))
            if ((contains(line, "redefinition of") || contains(line, "conflicting")) && contains(line, "main")) return true;
        return false;
    };
    std::string reason;
    if ((language == "cpp" || language == "c") && redefines_main())
        reason = "a LeetCode solution must not define main: the judge supplies it";
    else if (language == "java" && contains(compiler_output, "duplicate class: Main"))
        reason = "a LeetCode solution must not define class Main: the judge's driver is Main";
    if (reason.empty()) return std::string(compiler_output);
    return reason + "\n" + std::string(compiler_output);
}

}  // namespace judge
