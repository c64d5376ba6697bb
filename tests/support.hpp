// What several unit tests share: a known puzzle, NYOJ's and LeetCode's grid text, a scratch folder, file
// reading and environment variables set for one scope. Not a unit of its own, so not a test_*.cpp; each
// test file includes it.
#pragma once
#include <doctest/doctest.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <filesystem>
#include <functional>
#include <fstream>
#include <sstream>
#include <string>
#include <system_error>
#include <vector>

#include "judge/problem.hpp"
#include "judge/util/ci.hpp"
#include "judge/util/error.hpp"

namespace test_support {

// Arto Inkala's 2010 puzzle and its only solution (testdata/common/famous.tsv): 81 cells, '.' empty.
inline const std::string kPuzzle =
    "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..";
inline const std::string kSolution =
    "145327698839654127672918543496185372218473956753296481367542819984761235521839764";

// 81 cells as NYOJ writes a grid: 9 lines of 9 digits separated by single spaces, '.' written as 0.
inline std::string nyoj_grid(const std::string& cells) {
    std::string text;
    for (std::size_t i = 0; i < 81; ++i) {
        text += cells[i] == '.' ? '0' : cells[i];
        text += i % 9 == 8 ? '\n' : ' ';
    }
    return text;
}

// 81 cells as one line of a LeetCode test file: [["5","3",...],...] and a newline; '.' stays '.'.
inline std::string leetcode_board(const std::string& cells) {
    std::string text = "[";
    for (std::size_t row = 0; row < 9; ++row) {
        text += row ? ",[" : "[";
        for (std::size_t column = 0; column < 9; ++column) {
            text += column ? ",\"" : "\"";
            text += cells[row * 9 + column];
            text += '"';
        }
        text += ']';
    }
    return text + "]\n";
}

// The grid with two cells swapped (a wrong answer that keeps every digit count).
inline std::string swapped(std::string cells, std::size_t a, std::size_t b) {
    std::swap(cells[a], cells[b]);
    return cells;
}

// The grid with empty cells written as 0, as in NYOJ's input.
inline std::string with_zeros(std::string grid) {
    for (char& c : grid)
        if (c == '.') c = '0';
    return grid;
}

// The grid with one cell (1-based row and column) set to `digit`.
inline std::string with_cell(std::string grid, std::size_t row, std::size_t column, char digit) {
    grid[(row - 1) * 9 + (column - 1)] = digit;
    return grid;
}

// A solved grid of box side n (side n²): row r holds the symbols shifted by n·(r mod n) + r / n, the
// textbook pattern; symbols as grid/rules.hpp has them ('1'-'9', 'A'-'P' for 16×16).
inline std::string pattern_grid(int n) {
    const int side = n * n;
    std::string grid;
    for (int r = 0; r < side; ++r)
        for (int c = 0; c < side; ++c) {
            int value = (n * (r % n) + r / n + c) % side + 1;
            grid += static_cast<char>(side == 16 ? 'A' + value - 1 : '0' + value);
        }
    return grid;
}

// The grid with every cell whose index is a multiple of `every` emptied ('.'): a puzzle of it.
inline std::string punched(std::string grid, std::size_t every) {
    for (std::size_t cell = 0; cell < grid.size(); cell += every) grid[cell] = '.';
    return grid;
}

// Two cells of one row swapped: every row stays a permutation, columns (and maybe boxes) break.
inline std::string with_swap(std::string grid, std::size_t row, std::size_t column_a, std::size_t column_b) {
    std::swap(grid[(row - 1) * 9 + column_a - 1], grid[(row - 1) * 9 + column_b - 1]);
    return grid;
}

// An NYOJ input file: the number of puzzles, then each as nyoj_grid writes it (empty cells as 0).
inline std::string nyoj_input(const std::vector<std::string>& puzzles) {
    std::string text = std::to_string(puzzles.size()) + "\n";
    for (const std::string& p : puzzles) text += nyoj_grid(p);
    return text;
}

// A whole file as it is on disk; "" when it cannot be read (a test checks what it expected instead).
inline std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Sets an environment variable (nullptr: unsets it) for one scope and restores it after, even when a
// REQUIRE leaves the scope early.
struct ScopedEnv {
    std::string name, old;
    bool had;
    ScopedEnv(const char* variable, const char* value) : name(variable) {
        const char* current = std::getenv(variable);
        had = current != nullptr;
        if (had) old = current;
        if (value) setenv(variable, value, 1);
        else unsetenv(variable);
    }
    ~ScopedEnv() {
        if (had) setenv(name.c_str(), old.c_str(), 1);
        else unsetenv(name.c_str());
    }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;
};

// Whether a test may use a feature of the machine (isolation, a toolchain, a pseudo-terminal). When it is
// missing the test says "SKIPPED: <feature>: <why>" and returns false, so the caller returns before its
// checks; under CI=true the feature is expected, so a missing one fails the test instead of passing empty.
inline bool available_or_skipped(bool available, const std::string& feature, const std::string& why) {
    if (available) return true;
    if (judge::in_ci()) {
        FAIL_CHECK("CI=true, so " << feature << " is expected here, but: " << why);
        return false;
    }
    MESSAGE("SKIPPED: " << feature << ": " << why);
    return false;
}

// The message of the JudgeError `call` throws; "" when it throws none.
inline std::string judge_error_of(const std::function<void()>& call) {
    try {
        call();
    } catch (const judge::JudgeError& e) {
        return e.what();
    }
    return "";
}

// A fresh folder under the system's temporary directory, removed with everything in it at the end.
struct ScratchFolder {
    std::filesystem::path path;
    explicit ScratchFolder(const std::string& prefix = "judge-test") {
        std::string pattern = (std::filesystem::temp_directory_path() / (prefix + "-XXXXXX")).string();
        REQUIRE(mkdtemp(pattern.data()) != nullptr);
        path = pattern;
    }
    ~ScratchFolder() {
        std::error_code ignored;
        std::filesystem::remove_all(path, ignored);
    }
    ScratchFolder(const ScratchFolder&) = delete;
    ScratchFolder& operator=(const ScratchFolder&) = delete;
    // Writes `text` to path/name (creating folders on the way) and returns the file's path.
    std::filesystem::path write(const std::string& name, const std::string& text) const {
        std::filesystem::create_directories((path / name).parent_path());
        std::ofstream(path / name, std::ios::binary) << text;
        return path / name;
    }
    // The same, executable by all (a script standing in for a program; in the sandbox, as root, it runs as a
    // worker's uid, not its owner).
    std::filesystem::path write_executable(const std::string& name, const std::string& text) const {
        std::filesystem::path file = write(name, text);
        using std::filesystem::perms;
        std::filesystem::permissions(file, perms::owner_all | perms::group_read | perms::group_exec | perms::others_read |
                                               perms::others_exec, std::filesystem::perm_options::add);
        return file;
    }
};

// A stdio problem.yaml with one C profile (gcc -O0), the lines checker, 64 MB and `time_limit_ms`: the
// problem of tests that need a program judged, not a particular problem.
// `compiler` stands for gcc: a name not in PATH makes every solution SKIPPED.
inline std::string c_problem_yaml(int time_limit_ms = 1000, const std::string& compiler = "gcc") {
    return "kind: stdio\ntime_limit_ms: " + std::to_string(time_limit_ms) +
           "\nmemory_limit_kb: 65536\nchecker: lines\n"
           "languages:\n  c:\n    source: prog.c\n    compile: " + compiler + " -O0 -o prog prog.c\n    run: \"{dir}/prog\"\n";
}

// A TCP listener on 127.0.0.1 at a port the kernel picks. Non-blocking, so that accept() can tell that
// no connection came in without waiting.
struct Listener {
    int fd, port;
};
inline Listener listen_on_loopback() {
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    REQUIRE(fd >= 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    REQUIRE(bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0);
    REQUIRE(listen(fd, 4) == 0);
    socklen_t length = sizeof address;
    REQUIRE(getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0);
    return {fd, ntohs(address.sin_port)};
}

// How a run of build/judge ended: exit status (or 128 + signal) and what it printed.
struct JudgeRun {
    int status = -1;
    std::string out, err;
};

// Runs `build/judge <arguments>` (already quoted for the shell) from the repository's root, bounded by
// `timeout_seconds`; stdout and stderr go through files in `scratch`.
inline JudgeRun run_built_judge(const ScratchFolder& scratch, const std::string& arguments, int timeout_seconds) {
    REQUIRE_MESSAGE(std::filesystem::exists("build/judge"),
                    "build/judge is missing: run `make build/judge` from the repository's root");
    std::filesystem::path out = scratch.path / "judge.out", err = scratch.path / "judge.err";
    std::string command = "timeout " + std::to_string(timeout_seconds) + " build/judge " + arguments + " >'" +
                          out.string() + "' 2>'" + err.string() + "'";
    int raw = std::system(command.c_str());
    JudgeRun run;
    run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : 128 + WTERMSIG(raw);
    run.out = read_file(out);
    run.err = read_file(err);
    return run;
}

// Starts `build/judge ARGUMENTS...` in the background, from the repository's root, with TMPDIR=`temp` (so a
// test can see what it leaves behind) and its stdout and stderr into the files `out` and `err`; returns its
// pid, for the caller to signal and reap. Exit status 126: the files could not be opened; 127: no build/judge.
inline pid_t start_judge(const std::vector<std::string>& arguments, const std::filesystem::path& temp,
                         const std::string& out, const std::string& err) {
    const pid_t judge = fork();
    REQUIRE(judge >= 0);
    if (judge == 0) {
        setenv("TMPDIR", temp.c_str(), 1);
        if (!freopen(out.c_str(), "w", stdout) || !freopen(err.c_str(), "w", stderr)) _exit(126);
        std::vector<const char*> argv = {"build/judge"};
        for (const std::string& argument : arguments) argv.push_back(argument.c_str());
        argv.push_back(nullptr);
        execv("build/judge", const_cast<char* const*>(argv.data()));
        _exit(127);
    }
    return judge;
}

// Exit 2 and exactly one line on stderr that starts with "judge: " and contains `names`.
inline void check_one_line_error(const JudgeRun& run, const std::string& names) {
    CAPTURE(run.err);
    CHECK(run.status == 2);
    CHECK(run.err.rfind("judge: ", 0) == 0);
    CHECK(std::count(run.err.begin(), run.err.end(), '\n') == 1);
    CHECK(run.err.find(names) != std::string::npos);
}

// A TestCase for reports written by hand (TestReport::test points to its test): it lives to the end of the
// test program, as a Problem's tests live as long as its reports.
inline const judge::TestCase* hand_made_test(const std::string& name, judge::TestGroup group = judge::TestGroup::Secret,
                                             std::filesystem::path input = {}, std::filesystem::path answer = {}) {
    static std::deque<judge::TestCase> made;
    made.push_back({name, group, std::move(input), std::move(answer), std::nullopt, std::nullopt});
    return &made.back();
}

}  // namespace test_support
