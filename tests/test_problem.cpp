// What problem.hpp says of every problem, whatever its format: the test groups' names and a source file's
// language. (Reading a problem: tests/test_problem_yaml.cpp, tests/test_package.cpp; the seam of a function
// problem: tests/test_function_problem.cpp.)
#include <doctest/doctest.h>

#include "judge/problem.hpp"

using namespace judge;

TEST_SUITE("problem") {

TEST_CASE("group names read both ways") {
    for (TestGroup group : kTestGroups) CHECK(parse_group(group_name(group)) == group);
    CHECK(group_name(TestGroup::Hard) == "hard");
    CHECK_FALSE(parse_group("invalid"));
    CHECK_FALSE(parse_group("Secret"));
    CHECK(in_prediction(TestGroup::Sample));
    CHECK(in_prediction(TestGroup::Secret));
    CHECK_FALSE(in_prediction(TestGroup::Hard));
}

}  // TEST_SUITE

TEST_SUITE("language_of") {

TEST_CASE("the language follows the extension") {
    CHECK(language_of("a/prog.c") == "c");
    CHECK(language_of("bitmask_mrv.cpp") == "cpp");
    CHECK(language_of("x.cc") == "cpp");
    CHECK(language_of("x.cxx") == "cpp");
    CHECK(language_of("Main.java") == "java");
    CHECK(language_of("solve.py") == "python");
    CHECK(language_of("README.md") == "");
    CHECK(language_of("Makefile") == "");
}

}  // TEST_SUITE
