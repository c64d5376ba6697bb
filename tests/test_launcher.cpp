// The sandbox's launcher (judge/sandbox/launcher.hpp, launcher/main.cpp), through run_program with isolate,
// as the judge runs solutions: bash scripts do one hostile or curious thing each. Where the launcher cannot
// hold (no root, no namespaces), each case says SKIPPED with the reason; under CI=true it must hold.
#include <doctest/doctest.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "judge/sandbox/launcher.hpp"
#include "judge/sandbox/launcher_protocol.hpp"
#include "judge/sandbox/run.hpp"
#include "judge/util/files.hpp"
#include "support.hpp"

namespace fs = std::filesystem;
using namespace judge;

namespace {

bool sandbox_available() {
    const SandboxState& state = sandbox_state();
    return test_support::available_or_skipped(state.available, "the sandbox's launcher", state.off);
}

bool has(std::uint32_t protection) {
    return test_support::available_or_skipped((sandbox_state().held & protection) != 0,
                                              "sandbox protection " + protection_names(protection).front(),
                                              sandbox_state().off);
}

struct BashRun {
    RunResult result;
    std::string out, err;
};

// A run of `argv` in scratch/work, in the sandbox (or plainly); `readable` are the folders it may read
// besides the system's.
RunSpec spec_for(const test_support::ScratchFolder& scratch, std::vector<std::string> argv, bool isolate = true,
                 double cpu_limit_ms = 2000, std::vector<std::string> readable = {}) {
    fs::create_directories(scratch.path / "work");
    RunSpec spec;
    spec.argv = std::move(argv);
    spec.env = {"PATH=/usr/bin:/bin", "HOME=" + (scratch.path / "work").string()};
    spec.workdir = (scratch.path / "work").string();
    spec.stdout_path = (scratch.path / "stdout").string();
    spec.stderr_path = (scratch.path / "stderr").string();
    spec.cpu_limit_ms = cpu_limit_ms;
    spec.wall_limit_ms = 3 * cpu_limit_ms + 1000;
    spec.output_limit_kb = 1024;
    spec.max_processes = 16;
    spec.memory_cap_kb = 256 * 1024;
    spec.readable = std::move(readable);
    spec.isolate = isolate;
    return spec;
}

// Runs `script` with bash in the sandbox; what it printed on stdout comes back too.
BashRun run_bash(const test_support::ScratchFolder& scratch, const std::string& script, double cpu_limit_ms = 2000,
                 std::vector<std::string> readable = {}) {
    RunSpec spec = spec_for(scratch, {"bash", "-c", script}, true, cpu_limit_ms, std::move(readable));
    BashRun run{run_program(spec), "", ""};
    run.out = test_support::read_file(spec.stdout_path);
    run.err = test_support::read_file(spec.stderr_path);
    return run;
}


// The exit status of `script` run by bash, in the sandbox or plainly (-1: not started).
int exit_status(const test_support::ScratchFolder& scratch, const std::string& script, bool isolate) {
    RunResult run = run_program(spec_for(scratch, {"bash", "-c", script}, isolate));
    if (!run.started) return -1;
    return run.signal ? 128 + run.signal : run.exit_code;
}

// The processes of the whole machine (the test's /proc is the host's) whose real uid is a worker's
// (60000 + worker, launcher/main.cpp).
int processes_of_worker_uids() {
    int count = 0;
    for (const fs::directory_entry& entry : fs::directory_iterator("/proc")) {
        const std::string name = entry.path().filename().string();
        if (name.find_first_not_of("0123456789") != std::string::npos) continue;
        std::ifstream status(entry.path() / "status");
        for (std::string line; std::getline(status, line);)
            if (line.rfind("Uid:", 0) == 0) {
                const long uid = std::stol(line.substr(4));
                count += uid >= 60000 && uid < 61000;
                break;
            }
    }
    return count;
}

}  // namespace

TEST_SUITE("sandbox launcher") {

TEST_CASE("in the sandbox a solution cannot reach a listener on 127.0.0.1, write outside its folder, or signal the judge") {
    if (!sandbox_available()) return;
    test_support::ScratchFolder scratch;
    test_support::ScratchFolder elsewhere;
    fs::permissions(elsewhere.path, fs::perms::all);  // writable by nobody too: only read-only mounts stop it
    test_support::Listener listener = test_support::listen_on_loopback();
    std::string connect = "exec 3<>/dev/tcp/127.0.0.1/" + std::to_string(listener.port);
    std::string outside = (elsewhere.path / "planted").string();
    std::string write_outside = "echo x > " + outside;
    std::string signal_judge = "kill -0 " + std::to_string(getpid());

    CHECK(exit_status(scratch, connect, false) == 0);  // each attempt works without isolation
    int accepted = accept(listener.fd, nullptr, nullptr);
    CHECK(accepted >= 0);
    if (accepted >= 0) close(accepted);
    CHECK(exit_status(scratch, write_outside, false) == 0);
    CHECK(fs::exists(outside));
    fs::remove(outside);
    CHECK(exit_status(scratch, signal_judge, false) == 0);

    CHECK(exit_status(scratch, connect, true) != 0);
    CHECK(accept(listener.fd, nullptr, nullptr) < 0);
    CHECK(exit_status(scratch, write_outside, true) != 0);
    CHECK_FALSE(fs::exists(outside));
    if (geteuid() == 0) CHECK(exit_status(scratch, signal_judge, true) != 0);
    // It may write in its working folder, the sandbox's own tmpfs: nothing of it reaches the judge's disk.
    CHECK(exit_status(scratch, "echo answer > answer.txt && test -s answer.txt", true) == 0);
    CHECK_FALSE(fs::exists(scratch.path / "work" / "answer.txt"));
    close(listener.fd);
}

TEST_CASE("a program runs as its worker's own uid, in its own PID namespace, and its folder is /box, where HOME points") {
    if (!sandbox_available()) return;
    test_support::ScratchFolder scratch;
    BashRun run = run_bash(scratch, "echo $(id -u) $$ $PWD $HOME");
    REQUIRE_MESSAGE(run.result.started, run.result.error);
    CHECK(run.result.exit_code == 0);
    CHECK((run.result.protections & launcher::kMinimalRoot) != 0);
    const auto words = run.out;
    if (has(launcher::kWorkerUid)) CHECK(std::stoi(words) >= 60000);
    CHECK(words.find(" /box /box") != std::string::npos);
    CHECK(std::stoi(words.substr(words.find(' ') + 1)) < 100);  // a small pid: its own namespace
}

TEST_CASE("the minimal root shows the system's programs but not the judge's files: no testdata, no home, no /sys") {
    if (!sandbox_available()) return;
    test_support::ScratchFolder scratch;
    const std::string repository = fs::absolute(own_folder().parent_path()).string();  // build/ is in it
    scratch.write("visible/readme.txt", "hello\n");
    BashRun run = run_bash(scratch,
                           "test -x /usr/bin/bash && test -e /dev/null && ! test -e '" + repository +
                               "/testdata' && ! test -e /root/.bashrc && ! test -e /sys/kernel && cat '" +
                               (scratch.path / "visible/readme.txt").string() + "' && ! touch '" +
                               (scratch.path / "visible/new").string() + "' 2>/dev/null",
                           2000, {(scratch.path / "visible").string()});
    REQUIRE_MESSAGE(run.result.started, run.result.error);
    CHECK(run.result.exit_code == 0);
    CHECK(run.out == "hello\n");  // a readable folder is shown, read-only
    CHECK_FALSE(fs::exists(scratch.path / "visible/new"));
}

TEST_CASE("the devices a program may use work: /dev/null takes writes, /dev/zero and /dev/urandom give bytes") {
    if (!sandbox_available()) return;
    test_support::ScratchFolder scratch;
    BashRun run = run_bash(scratch,
                           "echo gone > /dev/null && head -c 3 /dev/zero | wc -c && head -c 5 /dev/urandom | wc -c");
    CHECK_MESSAGE(run.result.exit_code == 0, run.err);
    CHECK(run.out == "3\n5\n");
}

TEST_CASE("a trivial program's peak memory is its own, not the judge's") {
    if (!sandbox_available()) return;
    test_support::ScratchFolder scratch;
    RunResult run = run_program(spec_for(scratch, {"/usr/bin/true"}));
    REQUIRE_MESSAGE(run.started, run.error);
    CHECK(run.peak_kb > 0);
    CHECK(run.peak_kb < 2048);  // the judge itself is several MB
}

TEST_CASE("a fork bomb is stopped at the process limit, before the CPU and wall limits; nothing of it is left after") {
    if (!sandbox_available() || !has(launcher::kCgroupPids)) return;
    test_support::ScratchFolder scratch;
    BashRun run = run_bash(scratch, "while :; do (while :; do :; done) & done", 1000);
    REQUIRE_MESSAGE(run.result.started, run.result.error);
    CHECK(run.result.process_limit_hit);
    CHECK(run.result.max_processes == 16);
    CHECK_FALSE(run.result.tree_cpu_exceeded);  // stopped the moment it had a 17th process
    CHECK_FALSE(run.result.wall_timeout);
    // Nothing of it is left on the machine: no process anywhere runs as a worker's uid.
    if (has(launcher::kWorkerUid)) CHECK(processes_of_worker_uids() == 0);
    // The next run starts with none of them around.
    BashRun next = run_bash(scratch, "ls /proc | grep -c '^[0-9]'");
    CHECK(next.result.exit_code == 0);
    CHECK(std::stoi(next.out) <= 4);  // init, the seccomp probe's pid is gone; bash, ls, grep
}

TEST_CASE("a run whose fork was refused at the process limit is marked, though its tree never showed it") {
    if (!sandbox_available() || !has(launcher::kCgroupPids)) return;
    test_support::ScratchFolder scratch;
    // The limit is 16 processes: python and 15 children, which wait for their parent to close a pipe. The
    // 16th child's fork is refused; the parent then lets them all go, waits for their end and exits (unless
    // the launcher has stopped the run first). The tree never holds more than the limit: the refusal is the
    // evidence, as it is of a fork bomb that the memory cap's OOM killer ends before the launcher's first look.
    const std::string script =
        "import os\n"
        "read_end, write_end = os.pipe()\n"
        "refused = False\n"
        "for _ in range(17):\n"
        "    try:\n"
        "        if os.fork() == 0:\n"
        "            os.close(write_end)\n"
        "            os.read(read_end, 1)\n"
        "            os._exit(0)\n"
        "    except OSError:\n"
        "        refused = True\n"
        "        break\n"
        "os.close(write_end)\n"
        "try:\n"
        "    while True: os.wait()\n"
        "except ChildProcessError:\n"
        "    pass\n"
        "print('refused' if refused else 'all made')\n";
    RunSpec spec = spec_for(scratch, {"python3", "-c", script});
    RunResult run = run_program(spec);
    REQUIRE_MESSAGE(run.started, run.error);
    CHECK(run.process_limit_hit);
    // 15 children: python and they are the limit exactly, which is no fault.
    RunSpec at_limit = spec_for(scratch, {"python3", "-c", std::string(script).replace(script.find("17"), 2, "15")});
    RunResult fine = run_program(at_limit);
    CHECK(test_support::read_file(at_limit.stdout_path) == "all made\n");
    CHECK_FALSE(fine.process_limit_hit);
}

TEST_CASE("processes of the worker's uid elsewhere on the machine do not make the run's forks fail first") {
    if (!sandbox_available() || !has(launcher::kCgroupPids) || !has(launcher::kWorkerUid)) return;
    // RLIMIT_NPROC counts every process of a uid on the machine. With twenty processes of each worker's uid
    // running outside the sandbox (as another judge's workers would be), a limit of the run's own processes
    // + 1 refused every fork at once, uncounted by the cgroup: a fork bomb then spun until the CPU limit or
    // the memory cap (CI, 2026-11-28: MLE). The cgroup alone must bound the run.
    std::vector<pid_t> holders;
    for (int worker = 0; worker < 4; ++worker)
        for (int i = 0; i < 20; ++i) {
            const pid_t pid = fork();
            REQUIRE(pid >= 0);
            if (pid == 0) {
                if (setgid(gid_t(60000 + worker)) != 0 || setuid(uid_t(60000 + worker)) != 0) _exit(1);
                pause();
                _exit(0);
            }
            holders.push_back(pid);
        }
    test_support::ScratchFolder scratch;
    BashRun bomb = run_bash(scratch, "while :; do (while :; do :; done) & done", 1000);
    BashRun fine = run_bash(scratch, "for i in 1 2 3 4 5 6 7 8; do (sleep 0.05) & done; wait; echo made");
    for (pid_t pid : holders) kill(pid, SIGKILL);
    for (pid_t pid : holders) waitpid(pid, nullptr, 0);
    REQUIRE_MESSAGE(bomb.result.started, bomb.result.error);
    CHECK(bomb.result.process_limit_hit);
    CHECK_FALSE(bomb.result.tree_cpu_exceeded);
    CHECK_FALSE(bomb.result.memory_cap_hit);
    REQUIRE_MESSAGE(fine.result.started, fine.result.error);
    CHECK(fine.out == "made\n");
    CHECK_FALSE(fine.result.process_limit_hit);
}

TEST_CASE("processes that together pass the memory cap are killed by it, each under the limit on its own") {
    if (!sandbox_available() || !has(launcher::kCgroupMemory)) return;
    test_support::ScratchFolder scratch;

    RunSpec spec = spec_for(scratch, {"bash", "-c",
                                      "for i in 1 2 3 4; do (x=$(head -c 30000000 /dev/zero | tr '\\0' a); sleep 3) & done;"
                                      " wait"});
    spec.memory_cap_kb = 64 * 1024;  // four strings of 30 MB
    spec.max_processes = 64;         // four subshells, each with its own command substitution, head and tr
    RunResult run = run_program(spec);
    REQUIRE_MESSAGE(run.started, run.error);
    CHECK_MESSAGE(run.memory_cap_hit, test_support::read_file(spec.stderr_path));
    // A run that stays under the cap is not marked, however much memory went through it.
    RunSpec under = spec_for(scratch, {"bash", "-c", "x=$(head -c 30000000 /dev/zero | tr '\\0' a); echo ${#x}"});
    under.memory_cap_kb = 256 * 1024;
    RunResult fine = run_program(under);
    CHECK(fine.exit_code == 0);
    CHECK_FALSE(fine.memory_cap_hit);
}

TEST_CASE("the working folder is capped: a program that fills it gets ENOSPC, and its files are gone after") {
    if (!sandbox_available()) return;
    test_support::ScratchFolder scratch;
    // Files of 900 KB each, under the output limit (1 MB, RLIMIT_FSIZE), until the 9 MB tmpfs (output limit
    // + 8 MB) is full: the tenth or eleventh fails with ENOSPC, and no more than 9 MB was written.
    BashRun run = run_bash(scratch,
                           "for i in $(seq 30); do head -c 900000 /dev/zero > f$i 2>/dev/null || break; done;"
                           " echo $i; du -sk . | cut -f1");
    REQUIRE_MESSAGE(run.result.started, run.result.error);
    CHECK_MESSAGE(run.result.exit_code == 0, run.err);
    REQUIRE(run.out.find('\n') != std::string::npos);
    const int failed_at = std::stoi(run.out);
    CHECK(failed_at >= 10);
    CHECK(failed_at <= 11);
    const int kilobytes = std::stoi(run.out.substr(run.out.find('\n') + 1));
    CHECK(kilobytes > 8 * 1024);
    CHECK(kilobytes <= 9 * 1024);
    BashRun after = run_bash(scratch, "ls -A | wc -l");
    CHECK(after.out == "0\n");  // emptied after each run
}

TEST_CASE("each run finds /box as the first did: nothing an earlier run left, locked, linked or noted there") {
    if (!sandbox_available()) return;
    test_support::ScratchFolder scratch;
    // Folders it then locks (mode 000), a link out, a FIFO, an extended attribute on /box itself, and /box
    // opened to everyone: the next run of the same launcher sees none of it.
    BashRun first = run_bash(scratch,
                             "mkdir -p a/b/c && echo note > a/b/c/f && chmod 000 a/b/c a/b a && ln -s /etc/passwd link &&"
                             " mkfifo pipe && python3 -c \"import os; os.setxattr('.', 'user.note', b'7')\" &&"
                             " chmod 777 . && echo left");
    REQUIRE_MESSAGE(first.result.started, first.result.error);
    REQUIRE_MESSAGE(first.out == "left\n", first.err);
    BashRun next = run_bash(scratch, "ls -A | wc -l; stat -c %a .; python3 -c \"import os; print(os.listxattr('.'))\"");
    CHECK_MESSAGE(next.out == "0\n700\n[]\n", next.err);
    // The link's target is untouched: the emptying never follows a link.
    CHECK(fs::exists("/etc/passwd"));
}

TEST_CASE("a default ACL one run sets on /box does not reach the folders the next run makes") {
    if (!sandbox_available()) return;
    test_support::ScratchFolder scratch;
    // system.posix_acl_default in the kernel's binary form: version 2, then owner, group and others with no
    // permission at all. Left in place, every folder made in /box afterwards would have mode 000.
    BashRun first = run_bash(scratch, R"(python3 -c '
import os, struct
entries = b"".join(struct.pack("<HHI", tag, 0, 0xFFFFFFFF) for tag in (0x01, 0x04, 0x20))
os.setxattr(".", "system.posix_acl_default", struct.pack("<I", 2) + entries)
os.mkdir("locked")
print(oct(os.stat("locked").st_mode & 0o777))
')");
    REQUIRE_MESSAGE(first.result.started, first.result.error);
    REQUIRE_MESSAGE(first.out == "0o0\n", first.err);  // the ACL took hold in the run that set it
    BashRun next = run_bash(scratch, "umask 022; mkdir open && stat -c %a open && echo x > open/f && cat open/f");
    CHECK_MESSAGE(next.out == "755\nx\n", next.err);
}

TEST_CASE("System V IPC objects one run makes are gone for the next: each run has an IPC namespace of its own") {
    if (!sandbox_available()) return;
    test_support::ScratchFolder scratch;
    // /proc/sysvipc lists the reader's namespace's objects under one header line.
    BashRun first = run_bash(scratch, "ipcmk -M 65536 >/dev/null && ipcmk -Q >/dev/null && ipcmk -S 1 >/dev/null &&"
                                      " cat /proc/sysvipc/shm /proc/sysvipc/msg /proc/sysvipc/sem | wc -l");
    REQUIRE_MESSAGE(first.result.started, first.result.error);
    REQUIRE_MESSAGE(first.out == "6\n", first.err);
    BashRun next = run_bash(scratch, "cat /proc/sysvipc/shm /proc/sysvipc/msg /proc/sysvipc/sem | wc -l");
    CHECK_MESSAGE(next.out == "3\n", next.err);
}

TEST_CASE("a run with another output limit gets a /box of its own size: the output limit plus 8 MB") {
    if (!sandbox_available()) return;
    test_support::ScratchFolder scratch;
    for (long output_kb : {1024L, 4096L, 1024L}) {
        RunSpec spec = spec_for(scratch, {"bash", "-c", "df -k --output=size . | tail -1"});
        spec.output_limit_kb = output_kb;
        RunResult run = run_program(spec);
        REQUIRE_MESSAGE(run.started, run.error);
        CHECK(std::stol(test_support::read_file(spec.stdout_path)) == output_kb + kWorkdirMarginKb);
    }
}

// The folder the judge's own pids cgroup is in, where each launcher makes its own ("" when unknown).
fs::path own_pids_cgroup() {
    std::ifstream file("/proc/self/cgroup");
    std::string line;
    while (std::getline(file, line)) {
        const size_t first = line.find(':'), second = line.find(':', first + 1);
        if (first == std::string::npos || second == std::string::npos) continue;
        const std::string names = line.substr(first + 1, second - first - 1), path = line.substr(second + 1);
        if (names == "pids" && fs::exists("/sys/fs/cgroup/pids")) return fs::path("/sys/fs/cgroup/pids" + path);
        if (names.empty() && fs::exists("/sys/fs/cgroup/cgroup.controllers")) return fs::path("/sys/fs/cgroup" + path);
    }
    return {};
}

TEST_CASE("a launcher removes the folders killed launchers left (root folders, cgroups), and none that may be in use") {
    if (!sandbox_available()) return;
    int dead = 4000000;  // a pid no process has: a launcher killed long ago
    while (kill(dead, 0) == 0 || errno != ESRCH) ++dead;
    const std::string pid = std::to_string(dead), next_pid = std::to_string(dead + 1);
    // Named as launchers name them: prefix, the launcher's pid, '-', a random part.
    std::vector<fs::path> left = {"/tmp/judge-launcher-root-" + pid + "-AbC123"};
    std::vector<fs::path> kept = {"/tmp/judge-launcher-root-" + next_pid + "-AbC123",  // made a moment ago
                                  "/tmp/judge-launcher-rooted-" + pid + "-AbC123",     // not a launcher's
                                  "/tmp/judge-launcher-root-" + pid};                  // no '-' after the pid
    if (has(launcher::kCgroupPids)) {
        const fs::path parent = own_pids_cgroup();
        REQUIRE_MESSAGE(fs::is_directory(parent), parent.string());
        left.push_back(parent / ("judge-launcher-" + pid + "-1f"));
        kept.push_back(parent / ("judge-launcher-" + next_pid + "-1f"));
        kept.push_back(parent / ("not-a-launcher-" + pid + "-1f"));
    }
    struct RemovedAfter {  // whatever the checks say, no folder of this case stays behind
        std::vector<fs::path>* folders[2];
        ~RemovedAfter() {
            for (std::vector<fs::path>* list : folders)
                for (const fs::path& folder : *list) rmdir(folder.c_str());
        }
    } removed_after{{&left, &kept}};
    const timespec two_minutes_ago[2] = {{time(nullptr) - 120, 0}, {time(nullptr) - 120, 0}};
    for (const std::vector<fs::path>* folders : {&left, &kept})
        for (const fs::path& folder : *folders) {
            REQUIRE_MESSAGE(fs::create_directory(folder), folder.string());
            if (folder.filename().string().find(next_pid) == std::string::npos)
                REQUIRE(utimensat(AT_FDCWD, folder.c_str(), two_minutes_ago, 0) == 0);
        }
    // An output limit no other case uses: a launcher of its own starts (launcher.cpp) and cleans up first.
    test_support::ScratchFolder scratch;
    RunSpec spec = spec_for(scratch, {"/usr/bin/true"});
    spec.output_limit_kb = 1234;
    RunResult run = run_program(spec);
    REQUIRE_MESSAGE(run.started, run.error);
    for (const fs::path& folder : left) CHECK_MESSAGE(!fs::exists(folder), folder.string());
    for (const fs::path& folder : kept) CHECK_MESSAGE(fs::exists(folder), folder.string());
}

TEST_CASE("AddressSanitizer's LeakSanitizer still reports a leak in the sandbox, where it needs ptrace") {
    if (!sandbox_available()) return;
    test_support::ScratchFolder scratch;
    // Sixteen blocks, each allocated and dropped in a function of its own: LeakSanitizer scans the stack
    // and registers conservatively, so one block whose address is still in a stale slot would not be
    // reported, and the test would fail by chance (it did once in CI, 2026-11-26).
    scratch.write("build/leak.c",
                  "#include <stdlib.h>\n#include <string.h>\n"
                  "__attribute__((noinline)) static void drop(int keep) { char* block = malloc(64);"
                  " memset(block, 1, 64); if (!keep) free(block); }\n"
                  "int main(int argc, char** argv) { for (int i = 0; i < 16; ++i) drop(argc == 1);"
                  " return 0; }\n");
    const fs::path build = scratch.path / "build";
    const std::string compile = "gcc -fsanitize=address -g -o '" + (build / "leak").string() + "' '" +
                                (build / "leak.c").string() + "' 2>/dev/null";
    if (!test_support::available_or_skipped(std::system(compile.c_str()) == 0, "gcc -fsanitize=address",
                                            "gcc or its libasan is missing"))
        return;
    RunSpec leaks = spec_for(scratch, {(build / "leak").string()}, true, 2000, {build.string()});
    RunResult run = run_program(leaks);
    REQUIRE_MESSAGE(run.started, run.error);
    const std::string report = test_support::read_file(leaks.stderr_path);
    CHECK(run.exit_code == 1);  // ASan's exit status, which its LeakSanitizer uses
    CHECK_MESSAGE(report.find("ERROR: LeakSanitizer: detected memory leaks") != std::string::npos, report);
    CHECK_MESSAGE(report.find("Direct leak of ") != std::string::npos, report);
    // The same program freeing its memory ends cleanly: the sanitizer itself runs in the sandbox.
    RunSpec frees = spec_for(scratch, {(build / "leak").string(), "free"}, true, 2000, {build.string()});
    RunResult clean = run_program(frees);
    CHECK_MESSAGE(clean.exit_code == 0, test_support::read_file(frees.stderr_path));
}

TEST_CASE("passed files are descriptors 3 and 4 of the program, sealed copies: read by /proc/self/fd, written never") {
    if (!sandbox_available()) return;
    test_support::ScratchFolder scratch;
    const fs::path input = scratch.write("data/1.in", "the input\n"), answer = scratch.write("data/1.ans", "the answer\n");
    RunSpec spec = spec_for(scratch, {"bash", "-c",
                                      "cat /proc/self/fd/3; cat <&4; cat /proc/self/fd/4;"
                                      " for fd in 3 4; do echo x 2>/dev/null >> /proc/self/fd/$fd && echo wrote $fd;"
                                      " python3 -c \"open('/proc/self/fd/$fd', 'r+b').truncate(0)\" 2>/dev/null && echo truncated $fd; done;"
                                      " ls /proc/self/fd | sort -n | tr '\\n' ' '; ls " + (scratch.path / "data").string() +
                                      " 2>&1 >/dev/null | grep -c 'No such'"});
    spec.passed_files = {input.string(), answer.string()};
    RunResult run = run_program(spec);
    REQUIRE_MESSAGE(run.started, run.error);
    // Both read, the second from its descriptor and again by name; no write reached them; the program's
    // descriptors are 0-4 (and ls's own), and the folder of the files is not in view.
    CHECK_MESSAGE(test_support::read_file(spec.stdout_path) == "the input\nthe answer\nthe answer\n0 1 2 3 4 5 1\n",
                  test_support::read_file(spec.stderr_path));
    CHECK(test_support::read_file(input) == "the input\n");
    CHECK(test_support::read_file(answer) == "the answer\n");
}

TEST_CASE("the box folder is made as the program's own; the collected file is copied out after the run, up to its size") {
    if (!sandbox_available()) return;
    test_support::ScratchFolder scratch;
    RunSpec spec = spec_for(scratch, {"bash", "-c", "test -d feedback -a -O feedback -a -z \"$(ls -A feedback)\" || exit 1;"
                                                    " printf '0123456789' > feedback/message.txt"});
    spec.box_folder = "feedback";
    spec.collect_name = "message.txt";
    spec.collect_path = (scratch.path / "collected").string();
    spec.collect_bytes = 4;
    RunResult run = run_program(spec);
    REQUIRE_MESSAGE(run.started, run.error);
    CHECK(run.exit_code == 0);
    CHECK(run.collected_bytes == 4);
    CHECK(test_support::read_file(spec.collect_path) == "0123");
    // None written: nothing collected, and the file the judge made is empty (not the last run's).
    RunSpec silent = spec;
    silent.argv = {"bash", "-c", "true"};
    RunResult quiet = run_program(silent);
    CHECK(quiet.collected_bytes == -1);
    CHECK(test_support::read_file(spec.collect_path) == "");
    // The next run finds /box empty again: the folder was made for that run only.
    BashRun after = run_bash(scratch, "ls -A | wc -l");
    CHECK(after.out == "0\n");
}

TEST_CASE("a collected file is copied only when it is a regular file of /box: a link, a FIFO, a link as the folder are not") {
    if (!sandbox_available()) return;
    test_support::ScratchFolder scratch;
    const std::string outside = scratch.write("outside.txt", "outside\n").string();
    fs::permissions(scratch.path, fs::perms::all);
    fs::permissions(outside, fs::perms::all);
    for (const std::string& script : std::vector<std::string>{
             "ln -s /etc/passwd feedback/message.txt", "ln -s /proc/1/environ feedback/message.txt",
          "ln -s " + outside + " feedback/message.txt", "mkfifo feedback/message.txt",
          "mkdir other && echo linked > other/message.txt && rmdir feedback && ln -s other feedback",
          "mkdir feedback/message.txt"}) {
        CAPTURE(script);
        RunSpec spec = spec_for(scratch, {"bash", "-c", script});
        spec.box_folder = "feedback";
        spec.collect_name = "message.txt";
        spec.collect_path = (scratch.path / "collected").string();
        RunResult run = run_program(spec);
        REQUIRE_MESSAGE(run.started, run.error);
        CHECK(run.exit_code == 0);
        CHECK(run.collected_bytes == -1);
        CHECK(test_support::read_file(spec.collect_path) == "");
    }
}

TEST_CASE("names in /box other than one part of a path are refused before the program starts") {
    if (!sandbox_available()) return;
    test_support::ScratchFolder scratch;
    for (const char* name : {"..", ".", "a/b", "/etc"}) {
        CAPTURE(name);
        RunSpec folder = spec_for(scratch, {"/usr/bin/true"});
        folder.box_folder = name;
        CHECK_FALSE(run_program(folder).started);
        RunSpec collected = spec_for(scratch, {"/usr/bin/true"});
        collected.collect_name = name;
        collected.collect_path = (scratch.path / "collected").string();
        CHECK_FALSE(run_program(collected).started);
    }
}

TEST_CASE("the system call denylist: no new namespaces, no keyrings, no io_uring, no vsock, but sockets") {
    if (!sandbox_available() || !has(launcher::kSeccomp)) return;
    test_support::ScratchFolder scratch;
    BashRun run = run_bash(scratch, "unshare -U true 2>/dev/null; echo $?");
    REQUIRE_MESSAGE(run.result.started, run.result.error);
    CHECK(run.out != "0\n");
    // Each call's errno, or "ok": keyctl(KEYCTL_GET_KEYRING_ID, 0, 0) and io_uring_setup(1, NULL) would fail
    // with EINVAL and EFAULT if allowed; denied, they fail with EPERM (1) before the kernel looks at them.
    // A socket of AF_UNIX is allowed (the network namespace keeps it local), one of AF_VSOCK (40) is not.
    const std::string calls = R"(python3 -c '
import ctypes, socket
libc = ctypes.CDLL(None, use_errno=True)
def call(number, *arguments):
    return "ok" if libc.syscall(number, *arguments) >= 0 else str(ctypes.get_errno())
def open_socket(family):
    try:
        socket.socket(family, socket.SOCK_STREAM).close()
        return "ok"
    except OSError as error:
        return str(error.errno)
print(call(250, 0, 0, 0), call(425, 1, 0), open_socket(socket.AF_UNIX), open_socket(40))
')";
    BashRun denied = run_bash(scratch, calls);
    CHECK_MESSAGE(denied.out == "1 1 ok 1\n", denied.err);
    BashRun still = run_bash(scratch, "echo works | cat");  // forks, pipes and exec as usual
    CHECK(still.out == "works\n");
}

TEST_CASE("in the sandbox a program's stdin is a sealed copy: reopening /proc/self/fd/0 cannot change the test") {
    if (!sandbox_available()) return;
    test_support::ScratchFolder scratch;
    // Writable by anyone, as a test file of a user's checkout may be: only the copy keeps the program off it
    // (as root the worker's uid is not its owner, but the mode lets it write; without root it is the owner).
    const fs::path input = scratch.write("input.txt", "the test\n");
    fs::permissions(input, fs::perms::all & ~(fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec));
    RunSpec spec = spec_for(scratch, {"bash", "-c", "echo changed > /proc/self/fd/0; echo changed >> /proc/self/fd/0; cat"});
    spec.stdin_path = input.string();
    const RunResult run = run_program(spec);
    REQUIRE(run.started);
    CHECK(test_support::read_file(input) == "the test\n");
    CHECK(test_support::read_file(spec.stdout_path) == "the test\n");  // it still reads its input
}

}  // TEST_SUITE
