// FileWatcher and local_includes (judge/util/watch.hpp): a save, in place or by rename, wakes the watcher and
// names the file; other files of the folder do not; a file's own includes are watched. Then build/judge
// --watch end to end: judged, saved wrong, judged again, Ctrl-C. Every wait is bounded.
#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "judge/util/error.hpp"
#include "judge/util/watch.hpp"
#include "support.hpp"

using namespace judge;
namespace fs = std::filesystem;
using namespace std::chrono_literals;
using test_support::read_file;
using test_support::ScratchFolder;

namespace {

// As an editor that writes in place saves: truncate, write, close.
void save_in_place(const fs::path& file, const std::string& text) { std::ofstream(file, std::ios::binary) << text; }

// As an editor that saves by rename: a new file beside it, renamed over it.
void save_by_rename(const fs::path& file, const std::string& text) {
    const fs::path temporary = file.parent_path() / (file.filename().string() + ".tmp~");
    std::ofstream(temporary, std::ios::binary) << text;
    fs::rename(temporary, file);
}

}  // namespace

TEST_SUITE("watch") {

TEST_CASE("local_includes, what --watch follows: the quoted includes of the source's own folder, each once, system and other folders' skipped") {
    const std::string source =
        "#include <stdio.h>\n"
        "#include \"grid.h\"\n"
        "  #  include \"board.hpp\"  // blanks around '#' are the preprocessor's too\n"
        "#include\t\"grid.h\"\n"
        "#include \"sub/other.h\"\n"
        "#include \"../common/compat.h\"\n"
        "// #include \"commented.h\"\n"
        "int x; /* #include \"inside.h\" */\n"
        "#include \"\"\n"
        "#include \"unclosed.h\n"
        "#import \"objc.h\"\n"
        "#include \"last.h\"";  // no newline at the end
    CHECK(local_includes(source) == std::vector<std::string>{"grid.h", "board.hpp", "last.h"});
    CHECK(local_includes("").empty());
    CHECK(local_includes("int main() { return 0; }\n").empty());
}

TEST_CASE("with_local_includes, what --watch watches: a C++ file brings its includes and theirs, missing ones too; other languages bring none") {
    ScratchFolder scratch("judge-watch");
    const fs::path mine = scratch.write("mine.cpp", "#include \"a.h\"\n#include \"missing.h\"\nint main() {}\n");
    const fs::path a = scratch.write("a.h", "#include \"b.h\"\n#include \"a.h\"\n");
    const fs::path b = scratch.write("b.h", "#include <vector>\n");
    CHECK(with_local_includes({mine}) == std::vector<fs::path>{mine, a, scratch.path / "missing.h", b});
    const fs::path python = scratch.write("mine.py", "#include \"a.h\"\n");
    CHECK(with_local_includes({python}) == std::vector<fs::path>{python});
}

TEST_CASE("the watcher wakes on a write in place (from another thread) and names the file") {
    ScratchFolder scratch("judge-watch");
    const fs::path file = scratch.write("mine.cpp", "int main() {}\n");
    FileWatcher watcher;
    watcher.watch({file});
    std::thread writer([&] {
        std::this_thread::sleep_for(200ms);
        save_in_place(file, "int main() { return 1; }\n");
    });
    const auto start = std::chrono::steady_clock::now();
    std::vector<fs::path> changed = watcher.wait_for_change(10s);
    writer.join();
    CHECK(changed == std::vector<fs::path>{file});
    CHECK(std::chrono::steady_clock::now() - start < 5s);
}

TEST_CASE("the watcher wakes on a save by rename over the file, and again on the next save") {
    ScratchFolder scratch("judge-watch");
    const fs::path file = scratch.write("mine.cpp", "int main() {}\n");
    FileWatcher watcher;
    watcher.watch({file});
    save_by_rename(file, "int main() { return 1; }\n");
    CHECK(watcher.wait_for_change(5s) == std::vector<fs::path>{file});
    // The file is a new inode now: a watch on the folder still sees it.
    save_by_rename(file, "int main() { return 2; }\n");
    CHECK(watcher.wait_for_change(5s) == std::vector<fs::path>{file});
    save_in_place(file, "int main() { return 3; }\n");
    CHECK(watcher.wait_for_change(5s) == std::vector<fs::path>{file});
}

TEST_CASE("the watcher ignores other files of the folder, and a burst of events is one change") {
    ScratchFolder scratch("judge-watch");
    const fs::path file = scratch.write("mine.cpp", "int main() {}\n");
    FileWatcher watcher;
    watcher.watch({file});
    scratch.write("other.cpp", "x\n");
    save_by_rename(scratch.path / "notes.txt", "y\n");
    fs::remove(scratch.path / "other.cpp");
    CHECK(watcher.wait_for_change(500ms).empty());
    for (int i = 0; i < 5; ++i) save_in_place(file, "int main() { return " + std::to_string(i) + "; }\n");
    CHECK(watcher.wait_for_change(5s) == std::vector<fs::path>{file});
    CHECK(watcher.wait_for_change(300ms).empty());  // the burst was reported once
}

TEST_CASE("the watcher watches a file's include in the same folder, and keeps a save made before the wait") {
    ScratchFolder scratch("judge-watch");
    const fs::path mine = scratch.write("mine.cpp", "#include \"helper.h\"\nint main() { return helper(); }\n");
    const fs::path helper = scratch.write("helper.h", "int helper() { return 0; }\n");
    FileWatcher watcher;
    watcher.watch(with_local_includes({mine}));
    save_in_place(helper, "int helper() { return 1; }\n");  // before the wait: as a save during a round
    CHECK(watcher.wait_for_change(5s) == std::vector<fs::path>{helper});
    save_in_place(mine, "#include \"helper.h\"\nint main() { return helper() + 1; }\n");
    save_in_place(helper, "int helper() { return 2; }\n");
    CHECK(watcher.wait_for_change(5s) == std::vector<fs::path>{mine, helper});
}

TEST_CASE("the watcher sees a file removed and written again (an editor that moves the old one away first)") {
    ScratchFolder scratch("judge-watch");
    const fs::path file = scratch.write("mine.cpp", "int main() {}\n");
    FileWatcher watcher;
    watcher.watch({file});
    fs::rename(file, scratch.path / "mine.cpp~");
    save_in_place(file, "int main() { return 1; }\n");
    CHECK(watcher.wait_for_change(5s) == std::vector<fs::path>{file});
    CHECK(fs::exists(file));
}

TEST_CASE("the watcher says so when the watched file's folder is removed, and names it") {
    ScratchFolder scratch("judge-watch");
    const fs::path file = scratch.write("gone/mine.cpp", "int main() {}\n");
    FileWatcher watcher;
    watcher.watch({file});
    fs::remove_all(scratch.path / "gone");
    // The removal of mine.cpp may come as its own change first; the folder's removal follows.
    std::string message;
    try {
        for (int round = 0; round < 3; ++round) watcher.wait_for_change(2s);
    } catch (const JudgeError& e) {
        message = e.what();
    }
    CHECK(message.find((scratch.path / "gone").string()) != std::string::npos);
    CHECK(message.find("removed") != std::string::npos);
}

TEST_CASE("the watcher refuses a file whose folder does not exist, naming the folder") {
    FileWatcher watcher;
    CHECK_THROWS_WITH_AS(watcher.watch({"/nonexistent-judge-folder/mine.cpp"}),
                         doctest::Contains("/nonexistent-judge-folder: cannot watch"), JudgeError);
}

TEST_CASE("judge --watch judges, judges again when the file is saved wrong, and ends on Ctrl-C with 130 and nothing left") {
    REQUIRE_MESSAGE(fs::exists("build/judge"), "build/judge is missing: run `make build/judge` from the repository's root");
    ScratchFolder scratch("judge-watch");
    const fs::path mine = scratch.path / "mine.cpp";
    fs::copy_file("solutions/nyoj-0722-sudoku/bit_parallel.cpp", mine);
    const fs::path temp = scratch.path / "tmp", cache = scratch.path / "cache";
    fs::create_directories(temp);
    const std::string out = (scratch.path / "judge.out").string(), err = (scratch.path / "judge.err").string();
    const pid_t judge = test_support::start_judge({"--watch", mine.string(), "--problem", "nyoj-0722-sudoku",
                                                   "--machine-factor", "1", "-j", "2", "--cache", cache.string(),
                                                   "--test", "sample/*", "--color", "never"},
                                                  temp, out, err);
    // However the test ends, the judge does not outlive it.
    struct Reaper {
        pid_t pid;
        bool reaped = false;
        ~Reaper() {
            if (reaped) return;
            kill(pid, SIGKILL);
            waitpid(pid, nullptr, 0);
        }
    } reaper{judge};
    // Polls `done` every 100 ms for at most `seconds`; false when the time ran out or the judge ended.
    auto wait_until = [&](auto done, int seconds) {
        for (int waited = 0; waited < seconds * 10; ++waited) {
            if (done()) return true;
            if (waitpid(judge, nullptr, WNOHANG) == judge) {
                reaper.reaped = true;
                return done();
            }
            usleep(100 * 1000);
        }
        return done();
    };
    const std::string summary = "1 solution:";  // the report's last lines start so
    const std::string again = "--- judged again: ";
    auto count_of = [](const std::string& text, const std::string& what) {
        std::size_t count = 0;
        for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++count;
        return count;
    };
    // The first report, and the watch set up after it (its line on stderr).
    REQUIRE_MESSAGE(wait_until([&] { return count_of(read_file(out), summary) == 1 && read_file(err).find("watching") != std::string::npos; }, 180),
                    "no first report: stdout:\n" << read_file(out) << "\nstderr:\n" << read_file(err));
    const std::string first = read_file(out);
    CHECK(first.find(again) == std::string::npos);
    // Saved wrong: a program that prints nothing.
    std::ofstream(mine, std::ios::binary) << "int main() { return 0; }\n";
    REQUIRE_MESSAGE(wait_until([&] { return count_of(read_file(out), summary) == 2; }, 180),
                    "no second report: stdout:\n" << read_file(out) << "\nstderr:\n" << read_file(err));
    const std::string all = read_file(out);
    const std::size_t separator = all.find(again);
    REQUIRE(separator != std::string::npos);
    CHECK(all.find(mine.string() + " changed (", separator) != std::string::npos);
    const std::string second = all.substr(separator);
    CAPTURE(first);
    CAPTURE(second);
    // Each report's row for the file: the predicted verdict follows its path and language.
    auto row_of = [&](const std::string& report) {
        const std::size_t at = report.find("\n" + mine.string() + " ");
        return at == std::string::npos ? std::string() : report.substr(at + 1, report.find('\n', at + 1) - at - 1);
    };
    CHECK(row_of(first).find(" AC ") != std::string::npos);
    CHECK(row_of(second).find(" WA ") != std::string::npos);
    CHECK(row_of(second).find(" AC ") == std::string::npos);

    kill(judge, SIGINT);
    int status = 0;
    bool ended = false;
    for (int waited = 0; waited < 100 && !ended; ++waited) {
        ended = waitpid(judge, &status, WNOHANG) == judge;
        if (!ended) usleep(100 * 1000);
    }
    REQUIRE_MESSAGE(ended, "the judge did not end within 10 s of SIGINT");
    reaper.reaped = true;
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 130);
    CHECK(fs::is_empty(temp));
    CHECK(read_file(err).find("judge: stopped by ") != std::string::npos);
}

}  // TEST_SUITE
