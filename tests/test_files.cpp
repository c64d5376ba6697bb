// Whole-file reading and writing, the judge's own folder, what lies inside a folder: errors name the file and
// the reason.
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <string>

#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "support.hpp"

using namespace judge;
namespace fs = std::filesystem;

TEST_SUITE("files") {

TEST_CASE("a file written is read back byte for byte, NUL bytes and all") {
    test_support::ScratchFolder scratch;
    std::string bytes("a\0b\r\n\xff", 6);
    write_text(scratch.path / "f", bytes);
    CHECK(read_text(scratch.path / "f") == bytes);
    write_text(scratch.path / "f", "shorter");
    CHECK(read_text(scratch.path / "f") == "shorter");
}

TEST_CASE("a big file is read whole") {
    test_support::ScratchFolder scratch;
    std::string big(3 << 20, 'x');
    write_text(scratch.path / "big", big);
    CHECK(read_text(scratch.path / "big").size() == big.size());
}

TEST_CASE("a file that cannot be read or written is a JudgeError naming it and the reason") {
    test_support::ScratchFolder scratch;
    CHECK_THROWS_WITH_AS(read_text(scratch.path / "missing"),
                         ((scratch.path / "missing").string() + ": cannot read: No such file or directory").c_str(),
                         JudgeError);
    std::string cannot_write = (scratch.path / "no" / "folder").string() + ": cannot write";
    CHECK_THROWS_WITH_AS(write_text(scratch.path / "no" / "folder", "x"), doctest::Contains(cannot_write.c_str()),
                         JudgeError);
}

TEST_CASE("a report's path is checked before the run: a missing folder or a folder as the file is refused, nothing is created") {
    test_support::ScratchFolder scratch;
    CHECK_NOTHROW(check_writable(scratch.path / "new.json"));
    CHECK_FALSE(fs::exists(scratch.path / "new.json"));
    write_text(scratch.path / "old.json", "x");
    CHECK_NOTHROW(check_writable(scratch.path / "old.json"));
    CHECK(read_text(scratch.path / "old.json") == "x");
    CHECK_THROWS_WITH_AS(check_writable(scratch.path / "no" / "r.json"),
                         ((scratch.path / "no" / "r.json").string() + ": cannot write: no folder " +
                          (scratch.path / "no").string()).c_str(),
                         JudgeError);
    CHECK_THROWS_WITH_AS(check_writable(scratch.path),
                         (scratch.path.string() + ": cannot write: it is a folder").c_str(), JudgeError);
    // A folder nobody may create files in, root included: a report there is refused before the run.
    CHECK_THROWS_WITH_AS(check_writable("/proc/judge_report.json"), doctest::Contains("/proc/judge_report.json: cannot write: "),
                         JudgeError);
    CHECK_FALSE(fs::exists("/proc/judge_report.json"));
    if (::geteuid() != 0) {  // root may write anywhere: the permission case means something only for others
        fs::create_directory(scratch.path / "locked");
        fs::permissions(scratch.path / "locked", fs::perms::owner_read | fs::perms::owner_exec);
        CHECK_THROWS_WITH_AS(check_writable(scratch.path / "locked" / "r.json"),
                             doctest::Contains("cannot write: Permission denied"), JudgeError);
        fs::permissions(scratch.path / "locked", fs::perms::owner_read | fs::perms::owner_write);  // no search
        CHECK_THROWS_WITH_AS(check_writable(scratch.path / "locked" / "r.json"),
                             doctest::Contains("cannot write: Permission denied"), JudgeError);
        fs::permissions(scratch.path / "locked", fs::perms::owner_all);
    }
}

TEST_CASE("a hard link is not inside a folder, wherever its other name is: refused naming the file and why") {
    // `ln /etc/shadow PKG/data/secret/2.in` (root, one filesystem) is inside PKG by its path: only the count of
    // its names tells. Both names here are under one scratch folder, so that the link can be made.
    test_support::ScratchFolder scratch;
    const fs::path secret = scratch.write("secret.txt", "root:$6$not-for-the-report:19000:0:99999:7:::\n");
    const fs::path folder = scratch.path / "pkg";
    const fs::path test = scratch.write("pkg/data/secret/1.in", "1\n");
    CHECK_NOTHROW(require_inside(test, folder, "a test file"));
    fs::create_hard_link(secret, folder / "data/secret/2.in");
    const std::string refused = (folder / "data/secret/2.in").string() +
                                ": a hard link (2 names), refused: a file of a problem folder must have one name, so "
                                "that it cannot be a file from outside it";
    CHECK_THROWS_WITH_AS(require_inside(folder / "data/secret/2.in", folder, "a test file"), refused.c_str(), JudgeError);
    // Through a link that stays inside the folder: the file it leads to is counted.
    fs::create_symlink("2.in", folder / "data/secret/3.in");
    CHECK_THROWS_WITH_AS(require_inside(folder / "data/secret/3.in", folder, "a test file"),
                         doctest::Contains("3.in: a hard link (2 names), refused"), JudgeError);
    // A hard link between two files of the folder is refused too: nothing cheap tells it from one leading out.
    fs::create_hard_link(test, folder / "data/secret/4.in");
    CHECK_THROWS_WITH_AS(require_inside(test, folder, "a test file"),
                         doctest::Contains("1.in: a hard link (2 names), refused"), JudgeError);
    fs::remove(folder / "data/secret/4.in");
    CHECK_NOTHROW(require_inside(test, folder, "a test file"));  // one name again
    // Folders have several names (".", "..") and are not files: they pass.
    CHECK_NOTHROW(require_inside(folder / "data", folder, "data/"));
}

TEST_CASE("the judge's own folder is the test binary's, and the cache lives in it") {
    fs::path folder = own_folder();
    CHECK(fs::exists(folder / "unit_tests"));
    CHECK(default_cache_root() == folder / "cache");
}

}  // TEST_SUITE
