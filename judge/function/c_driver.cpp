/*
 * The C driver of a function-style (LeetCode) problem (c_driver.hpp): a fixed runtime (the wire reader,
 * LeetCode-format printers, the answers kept apart from the solution's prints) and a main written from the
 * signature, as driver.cpp does for C++, Java and Python.
 * Status: unit-tested (tests/test_function_problem.cpp compiles and runs generated drivers).
 */
#include "judge/function/c_driver.hpp"

#include <fmt/core.h>

#include "judge/function/source_text.hpp"

namespace judge {
namespace {

// The headers LeetCode's C gives a solution without its including them (the usual ones: a solution that
// uses bool, malloc or strlen compiles there), then the driver's runtime, before the user's code, so that
// a user's macros cannot break it. Everything of the runtime is static and named leetcode_judge_*.
// Answers: as in the C++ driver, a constructor of priority 101 keeps a copy of the original fd 1 for the
// answers and points fd 1 at fd 2, so the solution's printf lands in the stderr file.
constexpr const char* kCRuntime = R"(#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const char* __asan_default_options(void) { return "detect_leaks=0:halt_on_error=1:exitcode=1"; }
const char* __ubsan_default_options(void) { return "print_stacktrace=1:halt_on_error=1:exitcode=1"; }

static int leetcode_judge_answer_fd = 1;

__attribute__((constructor(101))) static void leetcode_judge_separate_answers_from_prints(void) {
    int saved = dup(1);
    if (saved < 0) return;
    leetcode_judge_answer_fd = saved;
    dup2(2, 1);
}

/* The wire form (judge/wire_format.hpp): whitespace-separated decimal tokens, read from all of stdin. */
static const char* leetcode_judge_next = "";

static void leetcode_judge_read_input(void) {
    size_t size = 0, capacity = 1 << 16, got;
    char* text = (char*)malloc(capacity + 1);
    while (text && (got = fread(text + size, 1, capacity - size, stdin)) > 0) {
        size += got;
        if (size == capacity) text = (char*)realloc(text, (capacity *= 2) + 1);
    }
    if (!text) exit(3);
    text[size] = '\0';
    leetcode_judge_next = text;
}

static long long leetcode_judge_integer(void) {
    char* end;
    long long value = strtoll(leetcode_judge_next, &end, 10);
    leetcode_judge_next = end;
    return value;
}

static double leetcode_judge_double(void) {
    char* end;
    double value = strtod(leetcode_judge_next, &end);
    leetcode_judge_next = end;
    return value;
}

/* Room for `count` values of `size` bytes (at least one, so that an empty array is not NULL). */
static void* leetcode_judge_allocate(size_t size, long long count) {
    void* block = malloc(size * (size_t)(count > 0 ? count : 1));
    if (!block) exit(3);
    return block;
}

static char* leetcode_judge_string(void) {
    long long length = leetcode_judge_integer();
    char* text = (char*)leetcode_judge_allocate(1, length + 1);
    for (long long i = 0; i < length; ++i) text[i] = (char)leetcode_judge_integer();
    text[length > 0 ? length : 0] = '\0';
    return text;
}

/* The answer lines, written 64 KB at a time. LeetCode's format: no spaces, strings JSON-escaped, doubles
   with 5 decimals. */
static char* leetcode_judge_out;
static size_t leetcode_judge_out_size, leetcode_judge_out_capacity;

static void leetcode_judge_put(const char* text, size_t length) {
    if (leetcode_judge_out_size + length > leetcode_judge_out_capacity) {
        size_t capacity = leetcode_judge_out_capacity ? leetcode_judge_out_capacity : 1 << 16;
        while (capacity < leetcode_judge_out_size + length) capacity *= 2;
        leetcode_judge_out = (char*)realloc(leetcode_judge_out, capacity);
        if (!leetcode_judge_out) exit(3);
        leetcode_judge_out_capacity = capacity;
    }
    memcpy(leetcode_judge_out + leetcode_judge_out_size, text, length);
    leetcode_judge_out_size += length;
}

static void leetcode_judge_put_char(char c) { leetcode_judge_put(&c, 1); }

static void leetcode_judge_print_long(long long value) {
    char text[32];
    leetcode_judge_put(text, (size_t)snprintf(text, sizeof text, "%lld", value));
}

static void leetcode_judge_print_int(int value) { leetcode_judge_print_long(value); }

static void leetcode_judge_print_double(double value) {
    char text[400];
    leetcode_judge_put(text, (size_t)snprintf(text, sizeof text, "%.5f", value));
}

static void leetcode_judge_print_bool(bool value) { leetcode_judge_put(value ? "true" : "false", value ? 4 : 5); }

static void leetcode_judge_print_bytes(const char* text, size_t length) {
    leetcode_judge_put_char('"');
    for (size_t i = 0; i < length; ++i) {
        unsigned char c = (unsigned char)text[i];
        char escaped[8];
        switch (c) {
        case '"': leetcode_judge_put("\\\"", 2); break;
        case '\\': leetcode_judge_put("\\\\", 2); break;
        case '\b': leetcode_judge_put("\\b", 2); break;
        case '\f': leetcode_judge_put("\\f", 2); break;
        case '\n': leetcode_judge_put("\\n", 2); break;
        case '\r': leetcode_judge_put("\\r", 2); break;
        case '\t': leetcode_judge_put("\\t", 2); break;
        default:
            if (c < 0x20) leetcode_judge_put(escaped, (size_t)snprintf(escaped, sizeof escaped, "\\u%04x", c));
            else leetcode_judge_put_char((char)c);
        }
    }
    leetcode_judge_put_char('"');
}

static void leetcode_judge_print_string(const char* text) { leetcode_judge_print_bytes(text ? text : "", text ? strlen(text) : 0); }

static void leetcode_judge_print_char(char value) { leetcode_judge_print_bytes(&value, 1); }

/* Writes the pending answer lines to the original stdout. A failed write (past the output limit) gives
   up: the judge sees the limit in the file's size. */
static void leetcode_judge_write_answers(void) {
    const char* next = leetcode_judge_out;
    size_t left = leetcode_judge_out_size;
    while (left > 0) {
        ssize_t wrote = write(leetcode_judge_answer_fd, next, left);
        if (wrote < 0 && errno == EINTR) continue;
        if (wrote <= 0) break;
        next += wrote;
        left -= (size_t)wrote;
    }
    leetcode_judge_out_size = 0;
}

static void leetcode_judge_end_line(void) {
    leetcode_judge_put_char('\n');
    if (leetcode_judge_out_size >= (1 << 16)) leetcode_judge_write_answers();
}
)";

struct CScalar {
    const char* type;     // as LeetCode's C declares it
    const char* read;     // an expression that reads one from the wire
    const char* printer;  // the runtime's printer
};

const CScalar& c_scalar(ScalarType scalar) {
    static const CScalar scalars[] = {
        {"int", "(int)leetcode_judge_integer()", "leetcode_judge_print_int"},
        {"long long", "leetcode_judge_integer()", "leetcode_judge_print_long"},
        {"double", "leetcode_judge_double()", "leetcode_judge_print_double"},
        {"bool", "(leetcode_judge_integer() != 0)", "leetcode_judge_print_bool"},
        {"char*", "leetcode_judge_string()", "leetcode_judge_print_string"},
        {"char", "(char)leetcode_judge_integer()", "leetcode_judge_print_char"}};
    return scalars[static_cast<int>(scalar)];
}

std::string c_type(const ValueType& type) { return c_scalar(type.scalar).type + std::string(std::size_t(type.rank), '*'); }

// Reads argument `name` of `type` from the wire: the value, and for an array its size (name_size) and,
// for T[][], each row's size (name_cols).
std::string read_argument(const std::string& name, const ValueType& type) {
    const CScalar& scalar = c_scalar(type.scalar);
    if (type.rank == 0) return fmt::format("        {} {} = {};\n", scalar.type, name, scalar.read);
    std::string code = fmt::format("        int {0}_size = (int)leetcode_judge_integer();\n", name);
    if (type.rank == 1)
        return code + fmt::format("        {1}* {0} = ({1}*)leetcode_judge_allocate(sizeof({1}), {0}_size);\n"
                                  "        for (int judge_i = 0; judge_i < {0}_size; ++judge_i) {0}[judge_i] = {2};\n",
                                  name, scalar.type, scalar.read);
    return code + fmt::format(
                      "        int* {0}_cols = (int*)leetcode_judge_allocate(sizeof(int), {0}_size);\n"
                      "        {1}** {0} = ({1}**)leetcode_judge_allocate(sizeof({1}*), {0}_size);\n"
                      "        for (int judge_i = 0; judge_i < {0}_size; ++judge_i) {{\n"
                      "            {0}_cols[judge_i] = (int)leetcode_judge_integer();\n"
                      "            {0}[judge_i] = ({1}*)leetcode_judge_allocate(sizeof({1}), {0}_cols[judge_i]);\n"
                      "            for (int judge_j = 0; judge_j < {0}_cols[judge_i]; ++judge_j) {0}[judge_i][judge_j] = {2};\n"
                      "        }}\n",
                      name, scalar.type, scalar.read);
}

// The arguments LeetCode's C passes for a parameter: the value, then its sizes.
std::string call_arguments(const std::string& name, const ValueType& type) {
    if (type.rank == 0) return name;
    if (type.rank == 1) return name + ", " + name + "_size";
    return name + ", " + name + "_size, " + name + "_cols";
}

// Prints `name` (with name_size, name_cols for arrays) in LeetCode's format.
std::string print_value(const std::string& name, const ValueType& type) {
    const char* printer = c_scalar(type.scalar).printer;
    if (type.rank == 0) return fmt::format("        {}({});\n", printer, name);
    if (type.rank == 1)
        return fmt::format("        leetcode_judge_put_char('[');\n"
                           "        for (int judge_i = 0; judge_i < {0}_size; ++judge_i) {{\n"
                           "            if (judge_i) leetcode_judge_put_char(',');\n"
                           "            {1}({0}[judge_i]);\n"
                           "        }}\n"
                           "        leetcode_judge_put_char(']');\n",
                           name, printer);
    return fmt::format("        leetcode_judge_put_char('[');\n"
                       "        for (int judge_i = 0; judge_i < {0}_size; ++judge_i) {{\n"
                       "            if (judge_i) leetcode_judge_put_char(',');\n"
                       "            leetcode_judge_put_char('[');\n"
                       "            for (int judge_j = 0; judge_j < {0}_cols[judge_i]; ++judge_j) {{\n"
                       "                if (judge_j) leetcode_judge_put_char(',');\n"
                       "                {1}({0}[judge_i][judge_j]);\n"
                       "            }}\n"
                       "            leetcode_judge_put_char(']');\n"
                       "        }}\n"
                       "        leetcode_judge_put_char(']');\n",
                       name, printer);
}

}  // namespace

std::string generate_c(const Signature& signature, const std::string& source_name, std::string_view source,
                       const std::string& solution_path) {
    std::string program = fmt::format(
        "/* Generated by the judge for \"{}\" from\n"
        "   {}:\n"
        "   LeetCode's headers, the driver's runtime, the solution (its lines keep their numbers), then main:\n"
        "   per case, read the arguments from the wire form on stdin, call the function, print the answer in\n"
        "   LeetCode's format, one line, on the original stdout (the solution's own prints go to stderr). */\n",
        to_string(signature), solution_path);
    program += kCRuntime;
    program += "#line 1 " + string_literal(solution_path) + "\n";
    program += source;
    if (!source.empty() && source.back() != '\n') program += '\n';
    program += "#line " + std::to_string(count_lines(program) + 2) + " " + string_literal(source_name) + "\n";
    program += "int main(void) {\n";
    program += "    leetcode_judge_read_input();\n";
    program += "    for (long long judge_case = leetcode_judge_integer(); judge_case > 0; --judge_case) {\n";
    std::string arguments;
    for (std::size_t i = 0; i < signature.parameters.size(); ++i) {
        const std::string name = "judge_argument" + std::to_string(i);
        program += read_argument(name, signature.parameters[i].type);
        arguments += (i ? ", " : "") + call_arguments(name, signature.parameters[i].type);
    }
    if (signature.answer_parameter >= 0) {
        program += fmt::format("        {}({});\n", signature.method, arguments);
        const std::size_t answer = static_cast<std::size_t>(signature.answer_parameter);
        program += print_value("judge_argument" + std::to_string(answer), signature.parameters[answer].type);
    } else {
        const ValueType& result = *signature.result;
        std::string returned = arguments;
        if (result.rank >= 1) {
            program += "        int judge_answer_size = 0;\n";
            returned += std::string(arguments.empty() ? "" : ", ") + "&judge_answer_size";
        }
        if (result.rank == 2) {
            program += "        int* judge_answer_cols = NULL;\n";
            returned += ", &judge_answer_cols";
        }
        program += fmt::format("        {} judge_answer = {}({});\n", c_type(result), signature.method, returned);
        program += print_value("judge_answer", result);
    }
    program += "        leetcode_judge_end_line();\n";
    program += "    }\n";
    program += "    leetcode_judge_write_answers();\n";
    program += "    fflush(stdout); /* the solution's prints, into the stderr file */\n";
    program += "    return 0;\n";
    program += "}\n";
    return program;
}

}  // namespace judge
