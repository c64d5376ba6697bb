// TempFolder: a fresh folder per use, gone with everything in it at the end unless kept.
#include <doctest/doctest.h>

#include <fcntl.h>
#include <linux/magic.h>
#include <sys/file.h>
#include <sys/statfs.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>

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

TEST_CASE("a folder of an ended judge is removed by the next TempFolder of its prefix there; nothing else is") {
    // A judge killed by SIGKILL, or crashed, cannot remove its folders (issue 47: SIGSEGV left /dev/shm/judge-*).
    test_support::ScratchFolder base("judge-sweep-test");
    const pid_t ended = fork();  // a pid that is no running process
    REQUIRE(ended >= 0);
    if (ended == 0) _exit(0);
    REQUIRE(waitpid(ended, nullptr, 0) == ended);
    auto leftover = [&](const std::string& name) {
        fs::create_directories(base.path / name / "work" / "deep");
        std::ofstream(base.path / name / "work" / "deep" / "out") << "x";
        return base.path / name;
    };
    const std::string dead = std::to_string(ended), alive = std::to_string(getppid());
    const fs::path gone = leftover("judge-" + dead + "-abc123");
    const fs::path running = leftover("judge-" + alive + "-abc123");     // its judge still runs
    const fs::path kept = leftover("judge-abc123");                       // --keep's: no pid
    const fs::path other = leftover("judge-run-" + dead + "-abc123");     // another prefix's, for its own TempFolder
    const fs::path launcher = leftover("judge-launcher-root-" + dead + "-abc123");
    const fs::path not_six = leftover("judge-" + dead + "-abc1234");
    const fs::path locked = leftover("judge-" + dead + "-locked");        // a judge in another PID namespace holds it
    const int lock = open(locked.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    REQUIRE(lock >= 0);
    REQUIRE(flock(lock, LOCK_SH) == 0);
    TempFolder target("judge-test");
    fs::create_symlink(target.path, base.path / ("judge-" + dead + "-linked"));  // a link: never followed
    fs::path someone_elses;
    if (geteuid() == 0) {
        someone_elses = leftover("judge-" + dead + "-nobody");
        REQUIRE(chown(someone_elses.c_str(), 65534, 65534) == 0);
    }

    {
        TempFolder made("judge", false, base.path);
        CHECK(made.path.filename().string().rfind("judge-" + std::to_string(getpid()) + "-", 0) == 0);
    }
    CHECK_FALSE(fs::exists(gone));
    for (const fs::path& stays : {running, kept, other, launcher, not_six, locked}) {
        CAPTURE(stays);
        CHECK(fs::exists(stays / "work" / "deep" / "out"));
    }
    CHECK(fs::is_directory(target.path));
    CHECK(fs::is_symlink(base.path / ("judge-" + dead + "-linked")));
    if (!someone_elses.empty()) CHECK(fs::exists(someone_elses / "work"));

    // Once its lock is let go, the next look removes it; the sweep is once per prefix and place, so call it.
    close(lock);
    CHECK(remove_leftover_temp_folders(base.path, "judge") == 1);
    CHECK_FALSE(fs::exists(locked));
    CHECK(remove_leftover_temp_folders(base.path, "judge-run") == 1);
    CHECK_FALSE(fs::exists(other));
}

TEST_CASE("a live TempFolder is locked, so that no other judge takes it for a leftover") {
    TempFolder folder("judge-test");
    const int fd = open(folder.path.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    REQUIRE(fd >= 0);
    CHECK(flock(fd, LOCK_EX | LOCK_NB) != 0);
    CHECK(errno == EWOULDBLOCK);
    close(fd);
}

}  // TEST_SUITE
