// Isolation on real processes: a forked child calls isolate_child() and then tries what a hostile
// solution would. Each check is also made without isolation, to show that the attempt would succeed
// there (so the test can fail). Where the kernel does not allow isolation, the probe says why and these
// tests only check that it said so.
#include <doctest/doctest.h>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <functional>
#include <string>

#include "judge/sandbox/isolate.hpp"
#include "judge/sandbox/run.hpp"
#include "support.hpp"

namespace {

namespace fs = std::filesystem;

struct Scratch {
    fs::path path;
    explicit Scratch(const char* under) {
        std::string pattern = std::string(under) + "/judge-isolate-test-XXXXXX";
        REQUIRE(mkdtemp(pattern.data()) != nullptr);
        path = pattern;
        fs::create_directory(path / "work");
    }
    ~Scratch() {
        std::error_code ignored;
        fs::remove_all(path, ignored);
    }
};

// Runs `attempt` in a forked child, isolated by `plan` first when it is enabled; returns what the attempt
// returned (0-100), or 200 + errno when isolation itself failed.
int in_child(const judge::IsolationPlan& plan, const std::function<int()>& attempt) {
    pid_t child = fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        int error = judge::isolate_child(plan);
        _exit(error ? 200 + (error & 0x3f) : attempt());
    }
    int status = 0;
    REQUIRE(waitpid(child, &status, 0) == child);
    REQUIRE(WIFEXITED(status));
    return WEXITSTATUS(status);
}

// Isolation, and for some checks root, are expected under CI (see available_or_skipped).
bool isolation_available() {
    const auto& support = judge::isolation_support();
    if (!support.available) CHECK(!support.reason.empty());
    return test_support::available_or_skipped(support.available, "isolation", support.reason);
}

bool isolation_as_root() {
    return isolation_available() &&
           test_support::available_or_skipped(geteuid() == 0, "isolation as root (uid nobody)", "the tests do not run as root");
}

judge::IsolationPlan plan_for(const Scratch& scratch) {
    judge::IsolationPlan plan = judge::plan_isolation((scratch.path / "work").string(), {"/bin/true"});
    REQUIRE(plan.enabled);
    return plan;
}

// A TCP listener on 127.0.0.1 at a port the kernel picks. Non-blocking, so that accept() can tell that
// no connection came in without waiting.
struct Listener {
    int fd, port;
};
Listener listen_on_loopback() {
    int fd = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
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

// 0 when a TCP connection to 127.0.0.1:port succeeds, 1 when it fails.
int connect_to_loopback(int port) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) return 1;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    return connect(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 ? 0 : 1;
}

// 0 when the file could be created, 1 when not.
int create_file(const std::string& path) {
    int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) return 1;
    close(fd);
    return 0;
}

}  // namespace

TEST_SUITE("isolation") {

TEST_CASE("the probe gives an answer, and a reason when the answer is no") {
    const auto& support = judge::isolation_support();
    CHECK((support.available || !support.reason.empty()));
    CHECK(&judge::isolation_support() == &support);  // probed once
}

TEST_CASE("an isolated program cannot reach a TCP listener of the host on 127.0.0.1") {
    if (!isolation_available()) return;
    Scratch scratch("/tmp");
    Listener listener = listen_on_loopback();
    int port = listener.port;

    judge::IsolationPlan none;
    CHECK(in_child(none, [port] { return connect_to_loopback(port); }) == 0);  // the listener works
    int accepted = accept(listener.fd, nullptr, nullptr);
    CHECK(accepted >= 0);
    if (accepted >= 0) close(accepted);

    CHECK(in_child(plan_for(scratch), [port] { return connect_to_loopback(port); }) == 1);
    CHECK(accept(listener.fd, nullptr, nullptr) < 0);  // nothing came in
    close(listener.fd);
}

TEST_CASE("an isolated program cannot create a file outside its working directory, but can inside") {
    if (!isolation_available()) return;
    Scratch scratch("/tmp");
    Scratch elsewhere("/var/tmp");
    fs::permissions(elsewhere.path, fs::perms::all);  // writable by nobody too: only read-only mounts stop it
    std::string outside = (elsewhere.path / "written_by_the_program").string();
    std::string inside = (scratch.path / "work" / "answer.txt").string();
    std::string in_tmp = "/tmp/judge-isolate-test-private-tmp";
    fs::remove(in_tmp);

    judge::IsolationPlan none;
    CHECK(in_child(none, [&] { return create_file(outside); }) == 0);  // possible without isolation
    fs::remove(outside);

    CHECK(in_child(plan_for(scratch), [&] { return create_file(outside); }) == 1);
    CHECK_FALSE(fs::exists(outside));
    CHECK(in_child(plan_for(scratch), [&] { return create_file(inside); }) == 0);
    CHECK(fs::exists(inside));  // the judge sees what the program wrote in its folder
    CHECK(in_child(plan_for(scratch), [&] { return create_file(in_tmp); }) == 0);
    CHECK_FALSE(fs::exists(in_tmp));  // /tmp was a private tmpfs
}

TEST_CASE("a program whose folder is under /tmp can still be read in the private /tmp, but not changed") {
    if (!isolation_available()) return;
    Scratch scratch("/tmp");
    fs::path build = scratch.path / "build";
    fs::create_directory(build);
    fs::copy_file("/bin/true", build / "prog");
    std::string program = (build / "prog").string();
    judge::IsolationPlan plan = judge::plan_isolation((scratch.path / "work").string(), {program});
    REQUIRE(plan.enabled);
    CHECK(plan.kept_count == 1);
    CHECK(in_child(plan, [&] { return access(program.c_str(), X_OK) == 0 ? 0 : 1; }) == 0);
    CHECK(in_child(plan, [&] { return create_file((build / "planted").string()); }) == 1);
    CHECK_FALSE(fs::exists(build / "planted"));
}

TEST_CASE("as root, an isolated program runs as nobody and cannot signal the judge") {
    if (!isolation_as_root()) return;
    Scratch scratch("/tmp");
    pid_t judge_pid = getpid();
    judge::IsolationPlan none;
    CHECK(in_child(none, [judge_pid] { return kill(judge_pid, 0) == 0 ? 0 : 1; }) == 0);
    CHECK(in_child(plan_for(scratch), [judge_pid] { return kill(judge_pid, 0) == 0 ? 0 : 1; }) == 1);
    CHECK(in_child(plan_for(scratch), [] { return getuid() == judge::kNobody ? 0 : 1; }) == 0);
}

TEST_CASE("a program nobody cannot reach keeps root's uid, and a path too long disables the plan") {
    if (!isolation_as_root()) return;
    Scratch scratch("/tmp");
    fs::path hidden = scratch.path / "hidden";
    fs::create_directory(hidden);
    fs::permissions(hidden, fs::perms::owner_all);
    fs::copy_file("/bin/true", hidden / "prog");
    CHECK_FALSE(judge::plan_isolation((scratch.path / "work").string(), {(hidden / "prog").string()}).drop_to_nobody);
    CHECK(judge::plan_isolation((scratch.path / "work").string(), {"/bin/true"}).drop_to_nobody);
    CHECK_FALSE(judge::plan_isolation("/" + std::string(5000, 'x'), {"/bin/true"}).enabled);
    CHECK_FALSE(judge::plan_isolation("relative/work", {"/bin/true"}).enabled);
}


// ---- through run_program, as the judge runs solutions (RunSpec::isolate) ----

namespace {

// Runs `script` with bash under run_program, isolated or not; returns its exit status (-1: not started).
int run_bash(const Scratch& scratch, const std::string& script, bool isolate) {
    judge::RunSpec spec;
    spec.argv = {"bash", "-c", script};
    spec.env = {"PATH=/usr/bin:/bin", "HOME=" + (scratch.path / "work").string()};
    spec.workdir = (scratch.path / "work").string();
    spec.stdout_path = (scratch.path / "stdout").string();
    spec.stderr_path = (scratch.path / "stderr").string();
    spec.cpu_limit_ms = 2000;
    spec.wall_limit_ms = 5000;
    spec.isolate = isolate;
    judge::RunResult run = judge::run_program(spec);
    if (!run.started) return -1;
    return run.signal ? 128 + run.signal : run.exit_code;
}

}  // namespace

TEST_CASE("run_program with isolate: a solution cannot reach a listener on 127.0.0.1, write outside its folder, or signal the judge") {
    if (!isolation_available()) return;
    Scratch scratch("/tmp");
    Scratch elsewhere("/var/tmp");
    fs::permissions(elsewhere.path, fs::perms::all);  // writable by nobody too: only read-only mounts stop it
    Listener listener = listen_on_loopback();
    std::string connect = "exec 3<>/dev/tcp/127.0.0.1/" + std::to_string(listener.port);
    std::string outside = (elsewhere.path / "planted").string();
    std::string write_outside = "echo x > " + outside;
    std::string signal_judge = "kill -0 " + std::to_string(getpid());

    CHECK(run_bash(scratch, connect, false) == 0);  // each attempt works without isolation
    int accepted = accept(listener.fd, nullptr, nullptr);
    CHECK(accepted >= 0);
    if (accepted >= 0) close(accepted);
    CHECK(run_bash(scratch, write_outside, false) == 0);
    CHECK(fs::exists(outside));
    fs::remove(outside);
    CHECK(run_bash(scratch, signal_judge, false) == 0);

    CHECK(run_bash(scratch, connect, true) != 0);
    CHECK(accept(listener.fd, nullptr, nullptr) < 0);
    CHECK(run_bash(scratch, write_outside, true) != 0);
    CHECK_FALSE(fs::exists(outside));
    if (geteuid() == 0) CHECK(run_bash(scratch, signal_judge, true) != 0);
    CHECK(run_bash(scratch, "echo answer > answer.txt", true) == 0);
    CHECK(fs::exists(scratch.path / "work" / "answer.txt"));
    close(listener.fd);
}

}  // TEST_SUITE
