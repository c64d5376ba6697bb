// A package's programs (formats/package_programs.hpp): the file names the format reads, a folder as one program
// and the file it starts from. (A package's own validators built and run: tests/test_output_validator.cpp,
// tests/test_validate.cpp.)
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "judge/formats/package_programs.hpp"
#include "support.hpp"

using namespace judge;
namespace fs = std::filesystem;

TEST_SUITE("package_programs") {

TEST_CASE("the format reads names of letters, digits, _ . and -, not starting with . or -, at most 255 long") {
    for (const char* name : {"sum.c", "Main.java", "a_b-c.py", "_x", "9", "run.sh", "x.c++", "sum_folder"})
        CHECK_MESSAGE(package_file_name(name), name);
    for (const char* name : {".gitkeep", "-o", "with space.c", "ü.c", "a+b.c", "", "a/.hidden"})
        CHECK_FALSE_MESSAGE(package_file_name(name), name);
    CHECK(package_file_name(std::string(255, 'a')));
    CHECK_FALSE(package_file_name(std::string(256, 'a')));
}

TEST_CASE("a folder program is its regular files the format reads, sorted; subfolders and other names are left out") {
    test_support::ScratchFolder scratch;
    scratch.write("prog/b.c", "int b;\n");
    scratch.write("prog/a.h", "int a;\n");
    scratch.write("prog/.hidden.c", "int hidden;\n");
    scratch.write("prog/inner/c.c", "int c;\n");
    const std::vector<fs::path> files = program_folder_files(scratch.path / "prog");
    REQUIRE(files.size() == 2);
    CHECK(files[0].filename() == "a.h");
    CHECK(files[1].filename() == "b.c");
}

TEST_CASE("a folder program starts from its main.* (any case), else its first source; support files join it") {
    test_support::ScratchFolder scratch;
    scratch.write("two/helper.py", "x = 1\n");
    scratch.write("two/Main.py", "import helper\n");
    scratch.write("two/notes.txt", "not a source\n");
    LanguageProfile python;
    python.name = "python";
    python.support_files = {{"compat.h", "// given by the judge\n"}};
    const Problem::FolderProgram program = read_folder_program(python, scratch.path / "two");
    CHECK(program.main_file == "Main.py");
    CHECK(program.files.size() == 4);
    CHECK(program.files.at("helper.py") == "x = 1\n");
    CHECK(program.files.count("compat.h") == 1);
    // Without a main.*: the first source by name, among those of the profile's language only.
    scratch.write("plain/z.py", "print(1)\n");
    scratch.write("plain/b.py", "print(2)\n");
    scratch.write("plain/a.c", "int main(void) { return 0; }\n");
    CHECK(read_folder_program(python, scratch.path / "plain").main_file == "b.py");
}

}  // TEST_SUITE
