// LeetCode's text format: parsing with file:line:column errors, printing, and whole .in files.
#include <doctest/doctest.h>

#include <string>

#include "judge/util/error.hpp"
#include "judge/function/leetcode_format.hpp"

using namespace judge;

namespace {

Parameter parameter_of(const std::string& type_text, const std::string& constraint = "") {
    Signature signature = parse_signature("f(x: " + type_text + ") -> integer", "return",
                                          constraint.empty() ? std::map<std::string, std::string>{}
                                                             : std::map<std::string, std::string>{{"x", constraint}},
                                          "problem.yaml");
    return signature.parameters[0];
}

std::string round_trip(const std::string& type_text, const std::string& line) {
    Parameter parameter = parameter_of(type_text);
    return print_leetcode_value(parse_leetcode_value(parameter, line, "t.in", 1), parameter.type);
}

std::string error_of(const std::string& type_text, const std::string& line, const std::string& constraint = "") {
    try {
        parse_leetcode_value(parameter_of(type_text, constraint), line, "t.in", 3);
    } catch (const JudgeError& error) {
        return error.what();
    }
    return "(no error)";
}

const Signature kSudoku =
    parse_signature("solveSudoku(board: character[][]) -> void", "board", {{"board", "9x9 of 1-9 ."}}, "problem.yaml");
const std::string kRow = R"(["5","3",".",".","7",".",".",".","."])";

std::string board_with_rows(const std::string& last_row) {
    std::string board = "[";
    for (int i = 0; i < 8; ++i) board += kRow + ",";
    return board + last_row + "]";
}

std::string input_error(const Signature& signature, const std::string& text) {
    try {
        parse_leetcode_input(signature, text, "t.in");
    } catch (const JudgeError& error) {
        return error.what();
    }
    return "(no error)";
}

}  // namespace

TEST_SUITE("leetcode_format") {
    TEST_CASE("every type prints back exactly as LeetCode writes it") {
        CHECK(round_trip("integer", "-2147483648") == "-2147483648");
        CHECK(round_trip("integer", "2147483647") == "2147483647");
        CHECK(round_trip("long", "-9223372036854775808") == "-9223372036854775808");
        CHECK(round_trip("long", "9223372036854775807") == "9223372036854775807");
        CHECK(round_trip("double", "1.50000") == "1.50000");
        CHECK(round_trip("boolean", "true") == "true");
        CHECK(round_trip("boolean", "false") == "false");
        CHECK(round_trip("string", R"("abc")") == R"("abc")");
        CHECK(round_trip("string", R"("")") == R"("")");
        CHECK(round_trip("string", R"("say \"hi\"\\ \n\t\u0001 é")") == R"("say \"hi\"\\ \n\t\u0001 é")");
        CHECK(round_trip("character", R"(".")") == R"(".")");
        CHECK(round_trip("integer[]", "[2,7,11,15]") == "[2,7,11,15]");
        CHECK(round_trip("integer[]", "[]") == "[]");
        CHECK(round_trip("long[]", "[-1,10000000000]") == "[-1,10000000000]");
        CHECK(round_trip("double[]", "[0.10000,2.00000]") == "[0.10000,2.00000]");
        CHECK(round_trip("boolean[]", "[true,false]") == "[true,false]");
        CHECK(round_trip("string[]", R"(["a","bc"])") == R"(["a","bc"])");
        CHECK(round_trip("character[]", R"(["a","b"])") == R"(["a","b"])");
        CHECK(round_trip("integer[][]", "[[1,2],[3],[]]") == "[[1,2],[3],[]]");
        CHECK(round_trip("long[][]", "[[1],[2]]") == "[[1],[2]]");
        CHECK(round_trip("double[][]", "[[1.00000]]") == "[[1.00000]]");
        CHECK(round_trip("boolean[][]", "[[true],[false,true]]") == "[[true],[false,true]]");
        CHECK(round_trip("string[][]", R"([["a"],["b","c"]])") == R"([["a"],["b","c"]])");
        CHECK(round_trip("character[][]", board_with_rows(kRow)) == board_with_rows(kRow));
    }

    TEST_CASE("spaces in the input are dropped, doubles get 5 decimals, integers are accepted as doubles") {
        CHECK(round_trip("integer[]", " [ 1 , 2 ] ") == "[1,2]");
        CHECK(round_trip("double", "2.5") == "2.50000");
        CHECK(round_trip("double", "3") == "3.00000");
        CHECK(round_trip("double", "-0.125") == "-0.12500");
    }

    TEST_CASE("unbalanced brackets point at the end of the line") {
        CHECK(error_of("integer[][]", "[[1,2],[3]") == "t.in:3:11: expected ',' or ']', got the end of the line");
        CHECK(error_of("integer[]", "[1,2]]") ==
              "t.in:3:6: expected the end of the line (are the brackets balanced?), got ']'");
    }

    TEST_CASE("a stray character is pointed at") {
        CHECK(error_of("character[]", R"(["5","3"x])") == "t.in:3:9: expected ',' or ']', got 'x'");
        CHECK(error_of("integer[]", "[1,,2]") ==
              "t.in:3:4: expected a value: a number, a \"string\", true, false or [...], got ','");
        CHECK(error_of("boolean", "tru") ==
              "t.in:3:4: expected a value: a number, a \"string\", true, false or [...], got the end of the line");
        CHECK(error_of("string", R"("abc)") == "t.in:3:5: expected a closing '\"', got the end of the line");
        CHECK(error_of("string", "\"a\xff\"") == "t.in:3:3: expected UTF-8 text, got the byte 0xff");
        CHECK(error_of("string", R"("\ud800")").find("t.in:3:") == 0);
        CHECK(error_of("integer", "") ==
              "t.in:3:1: expected a value: a number, a \"string\", true, false or [...], got the end of the line");
    }

    TEST_CASE("a number too large for json (1e999) is a located error, not an escaped exception") {
        CHECK(error_of("double", "1e999").find("t.in:3:1: expected a value of type double") == 0);
        CHECK(error_of("integer[]", "[1,1e999]").find("t.in:3:1: expected a value of type integer[]") == 0);
    }

    TEST_CASE("a byte order mark before the first value does not shift the columns") {
        CHECK(error_of("integer[]", "\xEF\xBB\xBF[1,\"2\"]") == "t.in:3:7: expected an integer, got the string \"2\"");
    }

    TEST_CASE("a cell \"10\" is not a character") {
        CHECK(error_of("character[][]", R"([["1","10"]])") ==
              "t.in:3:7: expected a character (a 1-character string), got a 2-character string \"10\"");
        CHECK(error_of("character", R"("")") == "t.in:3:1: expected a character (a 1-character string), got a 0-character string \"\"");
        CHECK(error_of("character", R"("é")") == "t.in:3:1: expected an ASCII character, got \"é\"");
    }

    TEST_CASE("values of the wrong type are pointed at") {
        CHECK(error_of("integer[]", R"([1,"2"])") == "t.in:3:4: expected an integer, got the string \"2\"");
        CHECK(error_of("integer[]", "[1,2.5]") == "t.in:3:4: expected an integer, got 2.5");
        CHECK(error_of("integer", "2147483648") == "t.in:3:1: expected an integer from -2147483648 to 2147483647, got 2147483648");
        CHECK(error_of("long", "9223372036854775808") ==
              "t.in:3:1: expected an integer from -9223372036854775808 to 9223372036854775807, got 9223372036854775808");
        CHECK(error_of("integer[][]", "[1]") == "t.in:3:2: expected an array of integers, got 1");
        CHECK(error_of("integer[]", "[[1]]") == "t.in:3:2: expected an integer, got an array");
        CHECK(error_of("boolean", "1") == "t.in:3:1: expected a boolean (true or false), got 1");
        CHECK(error_of("string", "null") == "t.in:3:1: expected a string, got null");
        CHECK(error_of("double", R"({"a":1})") == "t.in:3:1: expected a double, got an object");
    }

    TEST_CASE("a constraint fixes the board's shape and its cells") {
        CHECK(parse_leetcode_value(kSudoku.parameters[0], board_with_rows(kRow), "t.in", 1).size() == 9);
        const std::string row_of_8 = R"(["5","3",".",".","7",".",".","."])";
        CHECK(error_of("character[][]", board_with_rows(row_of_8), "9x9 of 1-9 .") ==
              "t.in:3:306: expected a row of 9 characters, got a row of 8");
        CHECK(error_of("character[][]", "[" + kRow + "]", "9x9 of 1-9 .") == "t.in:3:1: expected 9 rows, got 1 row");
        const std::string zero_cell = R"(["5","3",".",".","7",".",".",".","0"])";
        CHECK(error_of("character[][]", board_with_rows(zero_cell), "9x9 of 1-9 .") ==
              "t.in:3:339: expected a character of \"123456789.\" (x's constraint \"9x9 of 1-9 .\"), got \"0\"");
        CHECK(error_of("integer[]", "[1,6]", "2 of 1..5") == "t.in:3:4: expected an integer from 1 to 5, got 6");
        CHECK(error_of("integer[]", "[1]", "2 of 1..5") == "t.in:3:1: expected 2 integers, got 1");
        CHECK(error_of("string", R"("abz")", "of a-c") ==
              "t.in:3:1: expected characters of \"abc\" (x's constraint \"of a-c\"), got \"abz\"");
    }

    TEST_CASE("an input file is one line per argument, cases one after another") {
        Signature two_sum = parse_signature("twoSum(nums: integer[], target: integer) -> integer[]", "return", {}, "p.yaml");
        auto cases = parse_leetcode_input(two_sum, "[2,7,11,15]\r\n9\r\n[3,3]\n6\n\n  \n", "t.in");
        REQUIRE(cases.size() == 2);
        CHECK(print_leetcode_value(cases[1][0], two_sum.parameters[0].type) == "[3,3]");
        CHECK(cases[1][1].get<int>() == 6);
    }

    TEST_CASE("too few lines for the arguments point one past the end") {
        Signature two_sum = parse_signature("twoSum(nums: integer[], target: integer) -> integer[]", "return", {}, "p.yaml");
        CHECK(input_error(two_sum, "[2,7]\n9\n[3,3]\n") ==
              "t.in:4:1: expected target: integer (line 2 of case 2; a case is 2 lines, one per argument), got the end "
              "of the file");
        CHECK(input_error(kSudoku, "") ==
              "t.in:1:1: expected board: character[][] (line 1 of case 1; a case is 1 line, one per argument), got the "
              "end of the file");
    }

    TEST_CASE("errors on later lines carry their line number") {
        CHECK(input_error(kSudoku, board_with_rows(kRow) + "\n" + board_with_rows(R"(["5"])") + "\n") ==
              "t.in:2:306: expected a row of 9 characters, got a row of 1");
    }
}
