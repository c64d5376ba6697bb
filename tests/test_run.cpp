// run_program: real processes, started in a temporary folder under /tmp. Small programs are shell
// one-liners or C compiled there with gcc; the fixture solutions of tests/fixtures/*/nyoj-0722-sudoku are
// compiled with NYOJ's flags and run under NYOJ's limits.
#include <doctest/doctest.h>

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "judge/sandbox/run.hpp"

namespace {

namespace fs = std::filesystem;
using judge::RunResult;
using judge::RunSpec;
using judge::run_program;

// A fresh folder under /tmp, removed with everything in it at the end of the test.
class TempDir {
public:
    TempDir() {
        char pattern[] = "/tmp/judge-run-test-XXXXXX";
        REQUIRE(mkdtemp(pattern) != nullptr);
        path_ = pattern;
    }
    ~TempDir() {
        std::error_code ignored;
        fs::remove_all(path_, ignored);
    }
    const std::string& path() const { return path_; }
    std::string operator/(const std::string& name) const { return path_ + "/" + name; }

private:
    std::string path_;
};

std::string read_text(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void write_text(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// Limits that a test program never reaches unless it means to.
RunSpec spec_in(const TempDir& dir, std::vector<std::string> argv) {
    RunSpec spec;
    spec.argv = std::move(argv);
    spec.env = {"PATH=/usr/bin:/bin"};
    spec.workdir = dir.path();
    spec.stdout_path = dir / "stdout";
    spec.stderr_path = dir / "stderr";
    spec.cpu_limit_ms = 10000;
    spec.wall_limit_ms = 20000;
    return spec;
}

RunSpec shell_in(const TempDir& dir, const std::string& script) {
    return spec_in(dir, {"/bin/sh", "-c", script});
}

// A solution's run: started by build/judge-launcher (its plain mode here, without the sandbox), not by the
// judge's guard and keeper as a compiler is. The tests of leftovers run both ways.
RunSpec measured(RunSpec spec, bool by_launcher = true) {
    spec.measured = by_launcher;
    return spec;
}

// Compiles `source` with gcc into dir/name and returns the executable's path.
std::string compile_c(const TempDir& dir, const std::string& name, const std::string& source,
                      const std::vector<std::string>& flags = {"-O2"}) {
    write_text(dir / (name + ".c"), source);
    std::vector<std::string> argv = {"gcc"};
    argv.insert(argv.end(), flags.begin(), flags.end());
    argv.insert(argv.end(), {"-o", name, name + ".c", "-lm"});
    RunSpec spec = spec_in(dir, argv);
    spec.stdout_path = dir / (name + ".compile-stdout");
    spec.stderr_path = dir / (name + ".compile-stderr");
    spec.cpu_limit_ms = 60000;
    spec.wall_limit_ms = 120000;
    RunResult compiled = run_program(spec);
    INFO("gcc: " << compiled.error << read_text(spec.stderr_path));
    REQUIRE(compiled.started);
    REQUIRE(compiled.exit_code == 0);
    return dir / name;
}

// A string to put in a program's command line, unique to this test process and call, that a scan of
// /proc can look for afterwards. Sleep accepts it as a number of seconds.
std::string unique_sleep_seconds() {
    static int calls = 0;
    return "1000." + std::to_string(getpid()) + std::to_string(++calls);
}

// Processes other than this one whose command line contains `marker`.
int processes_with(const std::string& marker) {
    int found = 0;
    DIR* proc = opendir("/proc");
    REQUIRE(proc != nullptr);
    while (dirent* entry = readdir(proc)) {
        std::string name = entry->d_name;
        if (name.find_first_not_of("0123456789") != std::string::npos) continue;
        if (std::stoi(name) == getpid()) continue;
        std::string command_line = read_text("/proc/" + name + "/cmdline");
        for (char& c : command_line)
            if (c == '\0') c = ' ';
        if (command_line.find(marker) != std::string::npos) ++found;
    }
    closedir(proc);
    return found;
}

}  // namespace

TEST_SUITE("run_program") {

TEST_CASE("an exit status is reported") {
    TempDir dir;
    RunResult run = run_program(shell_in(dir, "exit 3"));
    CHECK(run.started);
    CHECK(run.error == "");
    CHECK(run.exit_code == 3);
    CHECK(run.signal == 0);
    CHECK_FALSE(run.wall_timeout);
    CHECK_FALSE(run.output_limit_exceeded);
}

TEST_CASE("the signal that killed the program is reported") {
    TempDir dir;
    std::string program = compile_c(dir, "segfault", "int main(void) { volatile int* p = 0; *p = 1; return 0; }");
    RunResult run = run_program(spec_in(dir, {program}));
    CHECK(run.started);
    CHECK(run.signal == SIGSEGV);
}

TEST_CASE("the program gets the limits it was given") {
    TempDir dir;
    RunSpec spec = shell_in(dir, "ulimit -t; ulimit -H -t; ulimit -c; ulimit -s; ulimit -v");
    spec.cpu_limit_ms = 1500;  // rounded up to whole seconds; the hard limit one more
    spec.stack_kb = 65536;
    spec.address_space_kb = 3 * 1024 * 1024;
    CHECK(run_program(spec).exit_code == 0);
    CHECK(read_text(spec.stdout_path) == "2\n3\n0\n65536\n3145728\n");
}

TEST_CASE("deep recursion works when the stack limit allows it") {
    TempDir dir;
    // About 48 MB of stack: over the usual 8 MB default, under 64 MB.
    std::string program = compile_c(dir, "recurse", R"(
        int depth(int n) { volatile char frame[1024]; frame[0] = 1; return n == 0 ? 0 : depth(n - 1) + frame[0]; }
        int main(void) { depth(48 * 1024); return 0; })", {"-O0"});
    RunSpec spec = spec_in(dir, {program});
    SUBCASE("64 MB of stack") {
        spec.stack_kb = 65536;
        RunResult run = run_program(spec);
        CHECK(run.signal == 0);
        CHECK(run.exit_code == 0);
    }
    SUBCASE("8 MB of stack") {
        spec.stack_kb = 8192;
        CHECK(run_program(spec).signal == SIGSEGV);
    }
}

TEST_CASE("a CPU spin is stopped by the CPU limit, not by the wall clock") {
    TempDir dir;
    RunSpec spec = shell_in(dir, "while :; do :; done");
    spec.cpu_limit_ms = 500;  // RLIMIT_CPU is whole seconds: 1 s soft, 2 s hard
    RunResult run = run_program(spec);
    CHECK(run.started);
    CHECK(run.signal == SIGXCPU);
    CHECK(run.cpu_ms > 500);
    CHECK_FALSE(run.wall_timeout);
}

TEST_CASE("a sleeping program is stopped by the wall-clock watchdog") {
    TempDir dir;
    RunSpec spec = spec_in(dir, {"sleep", "100"});
    spec.wall_limit_ms = 300;
    RunResult run = run_program(spec);
    CHECK(run.started);
    CHECK(run.wall_timeout);
    CHECK(run.signal == SIGKILL);
    CHECK(run.wall_ms >= 300);
    CHECK(run.wall_ms < 100000);
}

TEST_CASE("touching 200 MB shows in the peak memory") {
    TempDir dir;
    std::string program = compile_c(dir, "touch200", R"(
        #include <stdlib.h>
        int main(void) {
            size_t size = 200u << 20;  /* 200 MiB = 204800 KB */
            volatile char* memory = malloc(size);
            if (!memory) return 1;
            for (size_t i = 0; i < size; i += 4096) memory[i] = 1;
            return 0;
        })");
    RunResult run = run_program(spec_in(dir, {program}));
    CHECK(run.exit_code == 0);
    CHECK(run.peak_kb > 200000);
}

TEST_CASE("a past peak of the judge's own memory does not show in a later program's peak") {
    const size_t size = 100u << 20;
    void* judge_memory = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    REQUIRE(judge_memory != MAP_FAILED);
    memset(judge_memory, 1, size);
    munmap(judge_memory, size);
    TempDir dir;
    RunResult run = run_program(spec_in(dir, {"/bin/true"}));
    CHECK(run.exit_code == 0);
    CHECK(run.peak_kb < 50000);
}

TEST_CASE("the address-space cap makes a large allocation fail") {
    TempDir dir;
    std::string program = compile_c(dir, "alloc", R"(
        #include <stdlib.h>
        int main(void) { return malloc(512u << 20) == NULL ? 7 : 0; })");
    RunSpec spec = spec_in(dir, {program});
    spec.address_space_kb = 256 * 1024;
    CHECK(run_program(spec).exit_code == 7);
}

TEST_CASE("printing forever is stopped at the output limit") {
    TempDir dir;
    RunSpec spec = spec_in(dir, {"yes"});
    spec.output_limit_kb = 1024;
    RunResult run = run_program(spec);
    CHECK(run.started);
    CHECK(run.output_limit_exceeded);
    CHECK(run.signal == SIGXFSZ);
    CHECK(fs::file_size(spec.stdout_path) == 1024 * 1024 + 1);
}

TEST_CASE("output exactly at the limit is not over it") {
    TempDir dir;
    RunSpec spec = shell_in(dir, "head -c 1024 /dev/zero");
    spec.output_limit_kb = 1;
    RunResult run = run_program(spec);
    CHECK(run.exit_code == 0);
    CHECK_FALSE(run.output_limit_exceeded);
}

TEST_CASE("a flood on stderr after closing stdout ends at the output limit") {
    TempDir dir;
    RunSpec spec = shell_in(dir, "exec >&-; head -c 268435456 /dev/zero >&2");
    spec.output_limit_kb = 4096;
    RunResult run = run_program(spec);
    CHECK(run.started);
    CHECK(run.output_limit_exceeded);
    CHECK(fs::file_size(spec.stderr_path) <= 4096 * 1024 + 1);
}

TEST_CASE("a missing program is not started, and the error says which and why") {
    TempDir dir;
    SUBCASE("a path") {
        RunResult run = run_program(spec_in(dir, {"./prog"}));
        CHECK_FALSE(run.started);
        CHECK(run.error == "exec ./prog: No such file or directory");
    }
    SUBCASE("a name looked up in PATH") {
        RunResult run = run_program(spec_in(dir, {"no-such-command-anywhere"}));
        CHECK_FALSE(run.started);
        CHECK(run.error == "exec no-such-command-anywhere: No such file or directory");
    }
    SUBCASE("a file that is not executable") {
        write_text(dir / "prog", "not a program");
        RunResult run = run_program(spec_in(dir, {"./prog"}));
        CHECK_FALSE(run.started);
        CHECK(run.error == "exec ./prog: Permission denied");
    }
    SUBCASE("a working directory that does not exist") {
        RunSpec spec = spec_in(dir, {"/bin/true"});
        spec.workdir = dir / "missing";
        RunResult run = run_program(spec);
        CHECK_FALSE(run.started);
        CHECK(run.error == "chdir " + dir / "missing" + ": No such file or directory");
    }
    SUBCASE("an input file that does not exist") {
        RunSpec spec = spec_in(dir, {"/bin/true"});
        spec.stdin_path = dir / "missing.in";
        RunResult run = run_program(spec);
        CHECK_FALSE(run.started);
        CHECK(run.error == "open " + dir / "missing.in" + ": No such file or directory");
    }
}

TEST_CASE("stdin is the given file, or empty when none is given") {
    TempDir dir;
    RunSpec spec = spec_in(dir, {"cat"});
    SUBCASE("a file") {
        write_text(dir / "input", "9 0 0\nline two\n");
        spec.stdin_path = dir / "input";
        CHECK(run_program(spec).exit_code == 0);
        CHECK(read_text(spec.stdout_path) == "9 0 0\nline two\n");
    }
    SUBCASE("none") {
        CHECK(run_program(spec).exit_code == 0);
        CHECK(read_text(spec.stdout_path) == "");
    }
}

TEST_CASE("the environment is exactly the given one, and PATH comes from it") {
    TempDir dir;
    RunSpec spec = spec_in(dir, {"env"});
    spec.env = {"PATH=/usr/bin:/bin", "ONLY_THIS=1"};
    CHECK(run_program(spec).exit_code == 0);
    CHECK(read_text(spec.stdout_path) == "PATH=/usr/bin:/bin\nONLY_THIS=1\n");

    spec.env = {"PATH=" + dir.path()};  // env is not in this PATH
    RunResult run = run_program(spec);
    CHECK_FALSE(run.started);
    CHECK(run.error == "exec env: No such file or directory");
}

TEST_CASE("the program inherits no descriptor of the judge but stdin, stdout and stderr") {
    TempDir dir;
    int inheritable = open("/dev/null", O_RDONLY);  // no O_CLOEXEC: exec alone would pass it on
    REQUIRE(inheritable >= 3);
    CHECK(run_program(spec_in(dir, {"ls", "/proc/self/fd"})).exit_code == 0);
    close(inheritable);
    CHECK(read_text(dir / "stdout") == "0\n1\n2\n3\n");  // 3: the folder ls is reading
}

TEST_CASE("a run that needs the sandbox (passed files, a folder of /box, a collected file) is refused outside it") {
    TempDir dir;
    write_text(dir / "answer", "42\n");
    RunSpec passes = shell_in(dir, "cat /proc/self/fd/3; echo ran");
    passes.passed_files = {dir / "answer"};
    RunSpec makes = shell_in(dir, "echo ran");
    makes.box_folder = "feedback";
    RunSpec collects = shell_in(dir, "echo ran");
    collects.collect_name = "judgemessage.txt";
    collects.collect_path = dir / "collected";
    for (RunSpec* spec : {&passes, &makes, &collects})
        for (bool by_launcher : {false, true}) {  // the guard's way, and the launcher's plain mode
            CAPTURE(spec->argv.back());
            CAPTURE(by_launcher);
            RunResult run = run_program(measured(*spec, by_launcher));
            CHECK_FALSE(run.started);
            CHECK(run.error == "judge: this run needs the sandbox, and isolation is off");
            CHECK(read_text(dir / "stdout") == "");
        }
}

TEST_CASE("the program runs in the working directory") {
    TempDir dir;
    CHECK(run_program(shell_in(dir, "pwd")).exit_code == 0);
    CHECK(read_text(dir / "stdout") == dir.path() + "\n");
}

TEST_CASE("stderr_head keeps the first 10 lines of stderr") {
    TempDir dir;
    RunResult run = run_program(shell_in(dir, "for i in 1 2 3 4 5 6 7 8 9 10 11 12; do echo line $i >&2; done"));
    CHECK(run.stderr_head == "line 1\nline 2\nline 3\nline 4\nline 5\nline 6\nline 7\nline 8\nline 9\nline 10\n");
}

TEST_CASE("stdout and stderr may be the same file") {
    TempDir dir;
    RunSpec spec = shell_in(dir, "echo out; echo err >&2; echo out again");
    spec.stderr_path = spec.stdout_path;
    CHECK(run_program(spec).exit_code == 0);
    CHECK(read_text(spec.stdout_path) == "out\nerr\nout again\n");
}

TEST_CASE("no process of the program is left, even children that left its process group") {
    for (bool by_launcher : {false, true}) {
        CAPTURE(by_launcher);
        TempDir dir;
        const std::string marker = unique_sleep_seconds();
        const std::string sleeper = "sleep " + marker;
        // Two in the process group, one in a session of its own, one orphaned by a subshell (double fork),
        // then 20 more; the program exits at once.
        RunResult run = run_program(measured(shell_in(dir, sleeper + " & " + sleeper + " & setsid " + sleeper + " & (" +
                                                               sleeper + " &) ; for i in $(seq 20); do " + sleeper +
                                                               " & done; echo started"),
                                             by_launcher));
        CHECK(run.started);
        CHECK(run.exit_code == 0);
        CHECK_FALSE(run.wall_timeout);
        CHECK(read_text(dir / "stdout") == "started\n");
        CHECK(processes_with(marker) == 0);
    }
}

TEST_CASE("no process is left after the wall-clock watchdog kills the program") {
    TempDir dir;
    const std::string marker = unique_sleep_seconds();
    RunSpec spec = shell_in(dir, "setsid sleep " + marker + " & sleep " + marker);
    spec.wall_limit_ms = 300;
    RunResult run = run_program(spec);
    CHECK(run.wall_timeout);
    CHECK(processes_with(marker) == 0);
}

TEST_CASE("a run outside the launcher ends with the judge: a judge killed outright mid-run leaves no process") {
    // The keeper watches the judge's pidfd (launch.hpp). A copy of this test process plays the judge: it runs
    // the program the guard's way (the launcher's side is test_judge_cli's Ctrl-C test) and is SIGKILLed.
    TempDir dir;
    const std::string marker = unique_sleep_seconds();
    RunSpec spec = shell_in(dir, "setsid sleep " + marker + " & sleep " + marker);
    spec.wall_limit_ms = 120000;  // the run would end two minutes on: the judge's end must end it first
    const pid_t judge = fork();
    REQUIRE(judge >= 0);
    if (judge == 0) {
        run_program(spec);
        _exit(0);
    }
    int started = 0;
    for (int waited = 0; waited < 200 && started < 2; ++waited) {
        usleep(10 * 1000);
        started = processes_with(marker);
    }
    CHECK(started >= 2);  // the two sleeps (and the shell, unless it exec'd the last)
    kill(judge, SIGKILL);
    REQUIRE(waitpid(judge, nullptr, 0) == judge);
    int left = processes_with(marker);
    for (int waited = 0; waited < 100 && left > 0; ++waited) {  // SIGKILL acts asynchronously: a second at most
        usleep(10 * 1000);
        left = processes_with(marker);
    }
    CHECK(left == 0);
}

TEST_CASE("a program that kills its parent neither hurts the judge nor leaves a process") {
    for (bool by_launcher : {false, true}) {  // the parent: the keeper, or the launcher's server
        CAPTURE(by_launcher);
        TempDir dir;
        const std::string marker = unique_sleep_seconds();
        RunResult run = run_program(measured(
            shell_in(dir, "setsid sleep " + marker + " & sleep " + marker + " & kill -9 $PPID; sleep " + marker),
            by_launcher));
        CHECK(run.started);
        CHECK(run.signal == SIGKILL);
        CHECK(run.error != "");
        CHECK(processes_with(marker) == 0);
        RunResult next = run_program(measured(shell_in(dir, "echo again"), by_launcher));
        CHECK(next.exit_code == 0);
        CHECK(read_text(dir / "stdout") == "again\n");
    }
}

TEST_CASE("a program that stops its parent is still ended, a few seconds after the wall limit") {
    for (bool by_launcher : {false, true}) {
        CAPTURE(by_launcher);
        TempDir dir;
        const std::string marker = unique_sleep_seconds();
        RunSpec spec = measured(
            shell_in(dir, "setsid sleep " + marker + " & sleep " + marker + " & kill -STOP $PPID; sleep " + marker),
            by_launcher);
        spec.wall_limit_ms = 300;
        RunResult run = run_program(spec);
        CHECK(run.started);
        CHECK(run.signal == SIGKILL);
        CHECK(run.wall_timeout);
        CHECK(processes_with(marker) == 0);
    }
}

TEST_CASE("a measured run reports the program's own peak memory, whatever the judge holds") {
    // The judge holding 100 MB (a whole make judge holds about 40): a program it started itself would have
    // that as the floor of its ru_maxrss; the launcher's plain mode starts it from a few hundred KB.
    const size_t size = 100u << 20;
    void* judge_memory = mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    REQUIRE(judge_memory != MAP_FAILED);
    memset(judge_memory, 1, size);
    TempDir dir;
    const std::string program = compile_c(dir, "trivial", "int main(void) { return 0; }");
    RunResult plain = run_program(measured(spec_in(dir, {program})));
    RunResult guarded = run_program(spec_in(dir, {program}));  // a compiler's way: from the judge itself
    munmap(judge_memory, size);
    CHECK(plain.error == "");
    CHECK(plain.exit_code == 0);
    CHECK(plain.protections == 0);
    CHECK(plain.peak_kb < 10000);
    CHECK(guarded.peak_kb > 100000);
}

TEST_CASE("runs from several threads at once each get their own result") {
    TempDir dir;
    std::vector<std::thread> threads;
    std::vector<int> wrong(4, 0);
    for (int t = 0; t < 4; ++t) {
        threads.emplace_back([&dir, &wrong, t] {
            for (int i = 0; i < 10; ++i) {
                std::string name = std::to_string(t) + "-" + std::to_string(i);
                RunSpec spec;
                spec.argv = {"/bin/sh", "-c", "echo " + name + "; exit " + std::to_string(t + i)};
                spec.workdir = dir.path();
                spec.stdout_path = dir / (name + ".out");
                spec.stderr_path = dir / (name + ".err");
                RunResult run = run_program(spec);
                if (run.exit_code != t + i || read_text(spec.stdout_path) != name + "\n") ++wrong[t];
            }
        });
    }
    for (std::thread& thread : threads) thread.join();
    CHECK(wrong == std::vector<int>(4, 0));
}

}  // TEST_SUITE

// ---- the fixture solutions, compiled and run as the judge does for NYOJ 722 ----

namespace {

// Inkala's 2010 puzzle and its solution, in NYOJ 722's format.
const char* const kNyojInput =
    "1\n"
    "0 0 5 3 0 0 0 0 0\n8 0 0 0 0 0 0 2 0\n0 7 0 0 1 0 5 0 0\n"
    "4 0 0 0 0 5 3 0 0\n0 1 0 0 7 0 0 0 6\n0 0 3 2 0 0 0 8 0\n"
    "0 6 0 5 0 0 0 0 9\n0 0 4 0 0 0 0 3 0\n0 0 0 0 0 9 7 0 0\n";
const char* const kNyojAnswer =
    "1 4 5 3 2 7 6 9 8\n8 3 9 6 5 4 1 2 7\n6 7 2 9 1 8 5 4 3\n"
    "4 9 6 1 8 5 3 7 2\n2 1 8 4 7 3 9 5 6\n7 5 3 2 9 6 4 8 1\n"
    "3 6 7 5 4 2 8 1 9\n9 8 4 7 6 1 2 3 5\n5 2 1 8 3 9 7 6 4\n";

std::string fixture_path(const std::string& verdict, const std::string& name) {
    fs::path path = fs::path(__FILE__).parent_path() / "fixtures" / verdict / "nyoj-0722-sudoku" / name;
    INFO("run the tests from the repository's root: " << path);
    REQUIRE(fs::exists(path));
    return path.string();
}

// NYOJ's compile command on a copy of the fixture; "" when gcc rejects it.
std::string compile_fixture(const TempDir& dir, const std::string& verdict, const std::string& name) {
    fs::copy_file(fixture_path(verdict, name), dir / "prog.c");
    RunSpec spec = spec_in(dir, {"gcc", "-Wall", "-std=c99", "-o", "prog", "prog.c", "-lm"});
    spec.cpu_limit_ms = 60000;
    spec.wall_limit_ms = 120000;
    RunResult compiled = run_program(spec);
    REQUIRE(compiled.started);
    return compiled.exit_code == 0 ? dir / "prog" : "";
}

// NYOJ 722's limits as the judge sets them: 1000 ms CPU, 65535 KB, the address space capped 2 GiB above.
// The wall limit is generous: the machine may be busy, and only sleep_forever should reach it.
RunResult run_fixture(const TempDir& dir, const std::string& program, double wall_limit_ms = 20000) {
    write_text(dir / "input", kNyojInput);
    RunSpec spec = spec_in(dir, {program});
    spec.workdir = dir / "run";
    fs::create_directory(spec.workdir);
    spec.stdin_path = dir / "input";
    spec.cpu_limit_ms = 1000;
    spec.wall_limit_ms = wall_limit_ms;
    spec.stack_kb = 65535;
    spec.address_space_kb = 65535 + 2 * 1024 * 1024;
    spec.output_limit_kb = 8192;
    return run_program(spec);
}

}  // namespace

TEST_SUITE("the fixture solutions under run_program") {

// RLIMIT_CPU counts the scheduler's exact runtime; ru_utime + ru_stime, split from it by tick samples,
// can total a little less (we saw 942 ms for 1 s on a busy machine), so SIGXCPU is the test here.
TEST_CASE("TLE/spin_forever is stopped by the CPU limit") {
    TempDir dir;
    RunResult run = run_fixture(dir, compile_fixture(dir, "TLE", "spin_forever.c"));
    CHECK(run.signal == SIGXCPU);
    CHECK(run.cpu_ms > 500);
    CHECK_FALSE(run.wall_timeout);
}

TEST_CASE("TLE/sleep_forever is stopped by the wall clock only") {
    TempDir dir;
    RunResult run = run_fixture(dir, compile_fixture(dir, "TLE", "sleep_forever.c"), 1000);
    CHECK(run.wall_timeout);
    CHECK(run.cpu_ms < 1000);
}

TEST_CASE("MLE/touch_256mib peaks far above 65535 KB") {
    TempDir dir;
    RunResult run = run_fixture(dir, compile_fixture(dir, "MLE", "touch_256mib.c"));
    CHECK(run.started);
    CHECK(run.peak_kb > 65535);
}

TEST_CASE("RE/segfault dies of SIGSEGV and RE/exit_3 exits with 3") {
    TempDir segfault_dir, exit_dir;
    CHECK(run_fixture(segfault_dir, compile_fixture(segfault_dir, "RE", "segfault.c")).signal == SIGSEGV);
    RunResult exited = run_fixture(exit_dir, compile_fixture(exit_dir, "RE", "exit_3.c"));
    CHECK(exited.signal == 0);
    CHECK(exited.exit_code == 3);
}

TEST_CASE("OLE/print_forever reaches the output limit") {
    TempDir dir;
    RunResult run = run_fixture(dir, compile_fixture(dir, "OLE", "print_forever.c"));
    CHECK(run.output_limit_exceeded);
}

TEST_CASE("CE/syntax_error does not compile") {
    TempDir dir;
    CHECK(compile_fixture(dir, "CE", "syntax_error.c") == "");
}

TEST_CASE("WA/wrong_grid prints a full grid that is not the answer") {
    TempDir dir;
    RunResult run = run_fixture(dir, compile_fixture(dir, "WA", "wrong_grid.c"));
    CHECK(run.exit_code == 0);
    std::string output = read_text(dir / "stdout");
    CHECK(output.size() == std::string(kNyojAnswer).size());
    CHECK(output != kNyojAnswer);
}

TEST_CASE("AC/orphan_child answers, ends although its child sleeps forever, and leaves nothing") {
    TempDir dir;
    std::string program = compile_fixture(dir, "AC", "orphan_child.c");
    RunResult run = run_fixture(dir, program);
    CHECK(run.exit_code == 0);
    CHECK(run.signal == 0);
    CHECK_FALSE(run.wall_timeout);
    CHECK(read_text(dir / "stdout") == kNyojAnswer);
    CHECK(processes_with(program) == 0);
}

}  // TEST_SUITE
