// TempFolder: a fresh folder per use, gone with everything in it at the end unless kept.
#include <doctest/doctest.h>

#include <linux/magic.h>
#include <sys/statfs.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "judge/util/error.hpp"
#include "judge/util/temp_folder.hpp"
#include "support.hpp"

using namespace judge;
namespace fs = std::filesystem;

TEST_SUITE("temp_folder") {

TEST_CASE("a temporary folder is new and empty, and removed with its contents at the end") {
    fs::path seen;
    {
        TempFolder first("judge-test"), second("judge-test");
        seen = first.path;
        CHECK(first.path != second.path);
        CHECK(fs::is_empty(first.path));
        CHECK(first.path.filename().string().rfind("judge-test-", 0) == 0);
        fs::create_directories(first.path / "a" / "b");
        std::ofstream(first.path / "a" / "b" / "file") << "x";
    }
    CHECK_FALSE(fs::exists(seen));
}

TEST_CASE("remove_tree removes folders a program locked (mode 000) and never follows a link out") {
    TempFolder outside("judge-test");
    std::ofstream(outside.path / "kept") << "x";
    fs::path tree;
    {
        TempFolder folder("judge-test", true);
        tree = folder.path;
    }
    fs::create_directories(tree / "a" / "b");
    std::ofstream(tree / "a" / "b" / "file") << "x";
    fs::create_symlink(outside.path, tree / "a" / "link");
    fs::permissions(tree / "a" / "b", fs::perms::none);
    fs::permissions(tree / "a", fs::perms::none);
    CHECK(remove_tree(tree));
    CHECK_FALSE(fs::exists(fs::symlink_status(tree)));
    CHECK(fs::exists(outside.path / "kept"));
    CHECK(remove_tree(tree / "never-there"));  // nothing to remove is not a failure
}

TEST_CASE("a kept folder stays for a look afterwards") {
    fs::path seen;
    {
        TempFolder kept("judge-test", true);
        seen = kept.path;
    }
    CHECK(fs::is_directory(seen));
    fs::remove_all(seen);
}

TEST_CASE("a TMPDIR that does not exist is a JudgeError naming it, not a crash") {
    test_support::ScopedEnv tmpdir("TMPDIR", "/nonexistent-judge-test");
    CHECK_THROWS_WITH_AS(TempFolder("judge-test"),
                         "no temporary folder: TMPDIR=/nonexistent-judge-test: No such file or directory", JudgeError);
}

TEST_CASE("a run's files go where TMPDIR says when it is set, else to a tmpfs this process may write, else to /tmp") {
    {
        test_support::ScopedEnv tmpdir("TMPDIR", "/var/tmp");
        CHECK(memory_temp_base().empty());  // the user's choice: TempFolder's default, TMPDIR
    }
    test_support::ScopedEnv no_tmpdir("TMPDIR", nullptr);
    const fs::path base = memory_temp_base();
    if (base.empty()) {
        MESSAGE("no usable /dev/shm here: a run's files go to /tmp");
        return;
    }
    CHECK(base == "/dev/shm");
    struct statfs info;
    REQUIRE(statfs(base.c_str(), &info) == 0);
    CHECK(info.f_type == TMPFS_MAGIC);
    CHECK(access(base.c_str(), W_OK) == 0);
    TempFolder folder("judge-test", false, base);
    CHECK(folder.path.parent_path() == base);
}

}  // TEST_SUITE
