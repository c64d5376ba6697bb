// Reading a package's files (package_yaml.hpp): each checked before it is read (inside the package, a regular
// file), and its YAML with every error naming the file and the line.
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <filesystem>
#include <string>

#include "judge/formats/package_yaml.hpp"
#include "support.hpp"

using namespace judge;
using test_support::judge_error_of;
using test_support::ScratchFolder;
namespace fs = std::filesystem;

TEST_SUITE("package files") {

TEST_CASE("a package's YAML: an empty file is an empty mapping; a parse error and a list at the top are named") {
    ScratchFolder dir;
    const fs::path empty = dir.write("empty.yaml", "");
    CHECK(read_yaml(empty, dir.path).root.IsMap());
    const fs::path broken = dir.write("broken.yaml", "name: x\nlimits: [1, 2\n");
    CHECK(judge_error_of([&] { read_yaml(broken, dir.path); }).rfind(broken.string() + ":3:", 0) == 0);
    const fs::path list = dir.write("list.yaml", "- a\n- b\n");
    CHECK(judge_error_of([&] { read_yaml(list, dir.path); }) == list.string() + ":1: expected a mapping of keys, got a list");
}

TEST_CASE("a YAML value of the wrong type names its key and line") {
    ScratchFolder dir;
    const YamlFile yaml = read_yaml(dir.write("p.yaml", "name: x\nlimits:\n  memory: lots\n"), dir.path);
    const YAML::Node memory = yaml.root["limits"]["memory"];
    CHECK(judge_error_of([&] { yaml.number(memory, "limits.memory", "a positive number"); }) ==
          (dir.path / "p.yaml").string() + ":3: limits.memory: expected a positive number, got 'lots'");
    CHECK_FALSE(YamlFile::get(yaml.root, "source").has_value());  // absent
    CHECK(yaml.words(yaml.root["name"], "name") == std::vector<std::string>{"x"});
}

TEST_CASE("a package's file is read only when it is a regular file inside the package") {
    ScratchFolder dir, outside;
    const fs::path secret = outside.write("secret.txt", "the answers\n");
    fs::create_symlink(secret, dir.path / "link.txt");
    CHECK(judge_error_of([&] { read_package_file(dir.path / "link.txt", dir.path); }).find("leading out of") !=
          std::string::npos);
    REQUIRE(mkfifo((dir.path / "fifo.yaml").c_str(), 0600) == 0);  // would block a reader for ever
    CHECK(judge_error_of([&] { read_package_file(dir.path / "fifo.yaml", dir.path); }).find("expected a file") !=
          std::string::npos);
    CHECK(read_package_file(dir.write("ok.txt", "fine\n"), dir.path) == "fine\n");
}

}  // TEST_SUITE
