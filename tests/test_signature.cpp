// Signatures of function problems (LeetCode's type names), the `answer` argument and `constraints`.
#include <doctest/doctest.h>

#include <string>

#include "judge/util/error.hpp"
#include "judge/function/signature.hpp"

using namespace judge;

namespace {

const std::string kWhere = "testdata/x/problem.yaml";

Signature parse(const std::string& text, const std::string& answer = "return",
                const std::map<std::string, std::string>& constraints = {}) {
    return parse_signature(text, answer, constraints, kWhere);
}

std::string error_of(const std::string& text, const std::string& answer = "return",
                     const std::map<std::string, std::string>& constraints = {}) {
    try {
        parse(text, answer, constraints);
    } catch (const JudgeError& error) {
        return error.what();
    }
    return "(no error)";
}

}  // namespace

TEST_SUITE("signature") {
    TEST_CASE("LeetCode 37's signature is a void method whose answer is its board argument") {
        Signature signature = parse("solveSudoku(board: character[][]) -> void", "board");
        CHECK(signature.method == "solveSudoku");
        REQUIRE(signature.parameters.size() == 1);
        CHECK(signature.parameters[0].name == "board");
        CHECK(signature.parameters[0].type == ValueType{ScalarType::Character, 2});
        CHECK_FALSE(signature.result.has_value());
        CHECK(signature.answer_parameter == 0);
        CHECK(signature.answer_type() == ValueType{ScalarType::Character, 2});
    }

    TEST_CASE("twoSum's answer is its return value") {
        Signature signature = parse("twoSum(nums: integer[], target: integer) -> integer[]");
        REQUIRE(signature.parameters.size() == 2);
        CHECK(signature.parameters[1].name == "target");
        CHECK(signature.parameters[1].type == ValueType{ScalarType::Integer, 0});
        CHECK(signature.answer_parameter == -1);
        CHECK(signature.answer_type() == ValueType{ScalarType::Integer, 1});
    }

    TEST_CASE("every scalar type at every rank reads back as written") {
        for (std::string scalar : {"integer", "long", "double", "boolean", "string", "character"}) {
            for (std::string brackets : {"", "[]", "[][]"}) {
                std::string text = "f(a: " + scalar + brackets + ", b: integer) -> " + scalar + brackets;
                CAPTURE(text);
                Signature signature = parse(text);
                CHECK(to_string(signature) == text);
                CHECK(to_string(signature.parameters[0].type) == scalar + brackets);
            }
        }
    }

    TEST_CASE("spaces between tokens do not matter") {
        CHECK(to_string(parse("  f ( a :integer[] ,b: long )->  boolean ")) == "f(a: integer[], b: long) -> boolean");
    }

    TEST_CASE("malformed signatures name problem.yaml, the column and what was expected") {
        CHECK(error_of("f(a: int) -> void", "a") ==
              "testdata/x/problem.yaml: signature \"f(a: int) -> void\", column 6: expected a type: integer, long, "
              "double, boolean, string or character, optionally followed by [] or [][], got 'int'");
        CHECK(error_of("f(a: integer -> integer") ==
              "testdata/x/problem.yaml: signature \"f(a: integer -> integer\", column 14: expected ')', got '-'");
        CHECK(error_of("f(a integer) -> integer").find("column 5: expected ':', got 'integer'") != std::string::npos);
        CHECK(error_of("f(a: integer[][][]) -> integer").find("expected at most two dimensions") != std::string::npos);
        CHECK(error_of("f(a: integer) integer").find("expected '-', got 'integer'") != std::string::npos);
        CHECK(error_of("f(a: integer) -> integer x").find("expected the end of the signature, got 'x'") != std::string::npos);
        CHECK(error_of("f(a: integer, a: long) -> integer").find("got 'a' twice") != std::string::npos);
        CHECK(error_of("f() -> integer").find("expected at least one parameter") != std::string::npos);
        CHECK(error_of("(a: integer) -> integer").find("expected the method's name") != std::string::npos);
    }

    TEST_CASE("the answer must be the return value of a non-void method or an array argument") {
        CHECK(error_of("f(a: integer[]) -> void", "return") ==
              "testdata/x/problem.yaml: answer: expected an argument's name, since f returns void");
        CHECK(error_of("f(a: integer[]) -> void", "b") ==
              "testdata/x/problem.yaml: answer: expected \"return\" or one of the arguments of f, got 'b'");
        CHECK(error_of("f(a: integer) -> void", "a").find("expected an array argument") != std::string::npos);
    }

    TEST_CASE("a constraint gives sizes per dimension and the characters a cell may hold") {
        Signature signature = parse("solveSudoku(board: character[][]) -> void", "board", {{"board", "9x9 of 1-9 ."}});
        const Constraint& constraint = signature.parameters[0].constraint;
        CHECK(constraint.text == "9x9 of 1-9 .");
        REQUIRE(constraint.sizes.size() == 2);
        CHECK(constraint.sizes[0] == std::optional<std::size_t>(9));
        CHECK(constraint.sizes[1] == std::optional<std::size_t>(9));
        CHECK(constraint.allowed_characters == "123456789.");
    }

    TEST_CASE("a constraint may leave a size free and bound integers") {
        Signature signature = parse("f(a: integer[][]) -> integer", "return", {{"a", "*x3 of -5..5"}});
        const Constraint& constraint = signature.parameters[0].constraint;
        CHECK_FALSE(constraint.sizes[0].has_value());
        CHECK(constraint.sizes[1] == std::optional<std::size_t>(3));
        CHECK(constraint.minimum == std::optional<long long>(-5));
        CHECK(constraint.maximum == std::optional<long long>(5));

        Signature only_cells = parse("f(s: string) -> integer", "return", {{"s", "of a-c"}});
        CHECK(only_cells.parameters[0].constraint.sizes.empty());
        CHECK(only_cells.parameters[0].constraint.allowed_characters == "abc");
    }

    TEST_CASE("malformed constraints name the argument and what was expected") {
        const std::string sudoku = "solveSudoku(board: character[][]) -> void";
        CHECK(error_of(sudoku, "board", {{"board", "9"}}) ==
              "testdata/x/problem.yaml: constraints: board: \"9\": expected 2 sizes for a character[][], got 1");
        CHECK(error_of(sudoku, "board", {{"grid", "9x9"}}) ==
              "testdata/x/problem.yaml: constraints: expected an argument of solveSudoku, got 'grid'");
        CHECK(error_of(sudoku, "board", {{"board", "9xnine"}}).find("expected an integer bound, got 'nine'") != std::string::npos);
        CHECK(error_of(sudoku, "board", {{"board", "9x9 of 1-"}}).find("expected a character or a range like a-z, got '1-'") !=
              std::string::npos);
        CHECK(error_of("f(a: boolean[]) -> integer", "return", {{"a", "3 of 0..1"}}).find("expected no 'of' for a boolean[]") !=
              std::string::npos);
        CHECK(error_of("f(a: integer[]) -> integer", "return", {{"a", "3 of 1-9"}}).find("expected a range lo..hi") !=
              std::string::npos);
    }
}
