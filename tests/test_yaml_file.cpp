// load_yaml_file (util/yaml_file.hpp): every YAML file the judge reads, under a size budget checked before
// it is read and a node budget checked before it is walked, each refusal one line naming the file.
#include <doctest/doctest.h>
#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "judge/util/error.hpp"
#include "judge/util/yaml_file.hpp"
#include "support.hpp"

using judge::kMaxYamlBytes;
using judge::load_yaml_file;
namespace fs = std::filesystem;

namespace {

// The JudgeError load_yaml_file throws for `path`, or "" when it loads.
std::string error_of(const fs::path& path) {
    try {
        load_yaml_file(path);
    } catch (const judge::JudgeError& error) {
        return error.what();
    }
    return "";
}

// A YAML file of `levels` levels of anchors, each a list of ten aliases of the level below: 10^levels leaves
// to a walk of its tree, in a few hundred bytes (the "billion laughs").
std::string alias_bomb(int levels) {
    std::string text = "l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n";
    for (int level = 1; level < levels; ++level) {
        const std::string below = "*l" + std::to_string(level - 1);
        text += "l" + std::to_string(level) + ": &l" + std::to_string(level) + " [";
        for (int i = 0; i < 10; ++i) text += (i ? ", " : "") + below;
        text += "]\n";
    }
    return text;
}

}  // namespace

TEST_SUITE("yaml_file") {

TEST_CASE("a YAML file within the budgets is parsed; an empty one is a null node") {
    test_support::ScratchFolder scratch;
    const YAML::Node root = load_yaml_file(scratch.write("a.yaml", "kind: stdio\nlist: [1, 2]\n"));
    CHECK(root["kind"].Scalar() == "stdio");
    CHECK(root["list"].size() == 2);
    CHECK(load_yaml_file(scratch.write("empty.yaml", "")).IsNull());
    // Exactly the size budget, and 100,000 nodes of aliases: both fine.
    CHECK(load_yaml_file(scratch.write("full.yaml", "# " + std::string(kMaxYamlBytes - 3, 'x') + "\n")).IsNull());
    CHECK(load_yaml_file(scratch.write("aliases.yaml", alias_bomb(5))).IsMap());
}

TEST_CASE("a YAML file over 256 KiB is refused by its size before it is read: a 36 MB problem.yaml (issue 47)") {
    // The judge parsed such a file whole and took over 4 GiB (116 times its size) before it was killed.
    test_support::ScratchFolder scratch;
    const fs::path big = scratch.write("problem.yaml", "kind: stdio\n");
    fs::resize_file(big, 36'000'000);  // sparse: no disk, and nothing of it is read
    CHECK(error_of(big) == big.string() + ": 36000000 bytes, more than the 256 KiB a YAML file may have");
    const fs::path over = scratch.write("over.yaml", std::string(kMaxYamlBytes + 1, '\n'));
    CHECK(error_of(over) == over.string() + ": 262145 bytes, more than the 256 KiB a YAML file may have");
}

TEST_CASE("aliases that expand past a million nodes are refused before the judge walks them") {
    // yaml-cpp shares an alias's node, so the parse is small; a walk of the tree would meet 10^9 leaves.
    test_support::ScratchFolder scratch;
    const fs::path bomb = scratch.write("bomb.yaml", alias_bomb(9));
    CHECK(error_of(bomb) ==
          bomb.string() + ": more than 1000000 nodes once its aliases are expanded, the most a YAML file may have");
}

TEST_CASE("a file that is no YAML names the line and column; one that is not there, or no file, names the file") {
    test_support::ScratchFolder scratch;
    const fs::path bad = scratch.write("bad.yaml", "a: 1\nb: [1\n");
    CHECK(error_of(bad).rfind(bad.string() + ":3:1: ", 0) == 0);
    CHECK(error_of(scratch.path / "gone.yaml") == (scratch.path / "gone.yaml").string() + ": No such file or directory");
    CHECK(error_of(scratch.path) == scratch.path.string() + ": expected a file");
    const fs::path fifo = scratch.path / "fifo.yaml";
    REQUIRE(mkfifo(fifo.c_str(), 0600) == 0);
    CHECK(error_of(fifo) == fifo.string() + ": expected a file");  // refused, not waited on
}

}  // TEST_SUITE
