// The judge's side of build/judge-launcher: start one per thread, send it runs, read its replies.
#include "judge/sandbox/launcher.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cerrno>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <memory>
#include <mutex>
#include <set>

#include "judge/sandbox/launcher_protocol.hpp"
#include "judge/sandbox/reap.hpp"
#include "judge/util/files.hpp"

namespace fs = std::filesystem;

namespace judge {
namespace {

using namespace launcher;

constexpr int kHelloTimeoutMs = 10000;

bool is_under(const fs::path& path, const std::string& folder) {
    const std::string text = path.string();
    return text == folder || text.rfind(folder + "/", 0) == 0;
}

// Folders every launcher shows (read-only): a path under one of them needs no folder of its own.
bool shown_by_default(const fs::path& path) {
    for (const char* top : {"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/dev", "/proc"})
        if (is_under(path, top)) return true;
    return false;
}

// The folders a run needs shown: the spec's, and for the program and each absolute argument among the
// judge's own words (spec.own_words; followed through links) the folder that holds it, or an interpreter's
// prefix (the folder above its bin/), so that {dir}/python3 -> ~/.pyenv/versions/3.11.7/bin/python3.11 finds
// its library.
std::set<std::string> folders_needed(const RunSpec& spec, const std::string& exec_path) {
    std::set<std::string> needed(spec.readable.begin(), spec.readable.end());
    std::vector<std::string> paths(spec.argv.begin(), spec.argv.begin() + std::min(spec.own_words, spec.argv.size()));
    paths.push_back(exec_path);
    for (const std::string& word : paths) {
        // /box is the sandbox's working folder, not a folder of the judge's to show (a validator's feedback_dir).
        if (word.empty() || word[0] != '/' || is_under(word, "/box")) continue;
        std::error_code error;
        for (fs::path path : {fs::path(word), fs::canonical(word, error)}) {
            if (error || path.empty() || !fs::exists(path, error) || shown_by_default(path)) continue;
            bool covered = false;
            for (const std::string& folder : needed) covered = covered || is_under(path, folder);
            if (covered) continue;
            fs::path folder = fs::is_directory(path, error) ? path : path.parent_path();
            if (folder.filename() == "bin") folder = folder.parent_path();
            needed.insert(folder.string());
        }
    }
    return needed;
}

// The lowest worker numbers not in use: concurrent launchers never share a uid.
std::mutex workers_lock;
std::set<int> workers_in_use;
int take_worker() {
    std::lock_guard<std::mutex> hold(workers_lock);
    int worker = 0;
    while (workers_in_use.count(worker)) ++worker;
    workers_in_use.insert(worker);
    return worker;
}
void give_back_worker(int worker) {
    std::lock_guard<std::mutex> hold(workers_lock);
    workers_in_use.erase(worker);
}

std::mutex state_lock;
std::optional<SandboxState> first_state;

void remember_state(const SandboxState& state) {
    std::lock_guard<std::mutex> hold(state_lock);
    if (first_state) return;
    first_state = state;
    if (!state.available)
        std::cerr << "judge: sandbox off, programs run without isolation: " << state.off << "\n";
    else if (!state.off.empty())
        std::cerr << "judge: sandbox: " << state.off << " off\n";
}

class Launcher {
public:
    Launcher() = default;
    Launcher(const Launcher&) = delete;
    Launcher& operator=(const Launcher&) = delete;
    ~Launcher() { stop(); }

    // Starts a launcher showing `folders` read-only and `writable` (when not empty: a build's folder) writable, its
    // /box a tmpfs of `workdir_kb`, or (`plain`) one in its plain mode, which isolates nothing; its state says
    // whether programs can run in it.
    SandboxState start(const std::set<std::string>& folders, std::int64_t workdir_kb, bool plain = false,
                       const std::string& writable = "") {
        stop();
        folders_ = folders;
        workdir_kb_ = workdir_kb;
        plain_ = plain;
        writable_ = writable;
        SandboxState state;
        const fs::path program = own_folder() / "judge-launcher";
        if (access(program.c_str(), X_OK) != 0) {
            state.off = program.string() + ": " + std::strerror(errno) + " (make builds it)";
            return state;
        }
        int pair[2];
        if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) != 0) {
            state.off = std::string("socketpair: ") + std::strerror(errno);
            return state;
        }
        worker_ = take_worker();
        std::vector<std::string> words = {program.string(), "--plain", "3"};
        if (!plain) {
            words = {program.string(), "3", std::to_string(worker_), std::to_string(workdir_kb)};
            words.insert(words.end(), folders.begin(), folders.end());
            if (!writable.empty()) words.push_back(kWritablePrefix + writable);
        }
        std::vector<char*> argv;
        for (std::string& word : words) argv.push_back(word.data());
        argv.push_back(nullptr);
        char* no_environment[] = {nullptr};
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, pair[1], 3);  // dup2 clears close-on-exec
        int error = posix_spawn(&pid_, program.c_str(), &actions, nullptr, argv.data(), no_environment);
        posix_spawn_file_actions_destroy(&actions);
        close(pair[1]);
        socket_ = pair[0];
        if (error != 0) {
            pid_ = -1;
            state.off = program.string() + ": " + std::strerror(error);
            stop();
            return state;
        }
        Hello hello{};
        pollfd ready = {socket_, POLLIN, 0};
        if (poll(&ready, 1, kHelloTimeoutMs) != 1 || recv(socket_, &hello, sizeof hello, 0) != ssize_t(sizeof hello) ||
            hello.version != kProtocolVersion) {
            state.off = "judge-launcher did not start (no hello within 10 s)";
            stop();
            return state;
        }
        hello.off[sizeof hello.off - 1] = '\0';
        state.held = hello.held;
        state.off = hello.off;
        state.available = plain || (hello.held & kMinimalRoot) != 0;
        if (!state.available) stop();
        held_ = state.available ? hello.held : 0;
        return state;
    }

    bool running() const { return socket_ >= 0; }
    // Whether a run needing these folders, this writable folder ("": none) and this size of /box can run here.
    bool suits(const std::set<std::string>& needed, std::int64_t workdir_kb, const std::string& writable) const {
        return running() && !plain_ && workdir_kb == workdir_kb_ && writable == writable_ && shows(needed);
    }
    bool plain() const { return plain_; }
    bool shows(const std::set<std::string>& needed) const {
        for (const std::string& folder : needed) {
            bool covered = false;
            for (const std::string& shown : folders_) covered = covered || is_under(folder, shown);
            if (!covered) return false;
        }
        return true;
    }

    // One run, with its `count` descriptors (stdin, stdout, stderr, the passed files, the collected file's
    // destination); false when the launcher is gone (it died: the caller reports it and starts another). Only
    // the first `length` bytes of the request are sent: its strings as far as they go.
    bool run(const Request& request, std::size_t length, const int* fds, int count, Reply& reply) {
        iovec data = {const_cast<Request*>(&request), length};
        alignas(cmsghdr) char control[CMSG_SPACE(kMaxDescriptors * sizeof(int))] = {};
        msghdr message{};
        message.msg_iov = &data;
        message.msg_iovlen = 1;
        message.msg_control = control;
        message.msg_controllen = CMSG_SPACE(std::size_t(count) * sizeof(int));
        cmsghdr* header = CMSG_FIRSTHDR(&message);
        header->cmsg_level = SOL_SOCKET;
        header->cmsg_type = SCM_RIGHTS;
        header->cmsg_len = CMSG_LEN(std::size_t(count) * sizeof(int));
        std::memcpy(CMSG_DATA(header), fds, std::size_t(count) * sizeof(int));
        ssize_t sent;
        while ((sent = sendmsg(socket_, &message, MSG_NOSIGNAL)) < 0 && errno == EINTR) {
        }
        ssize_t got = -1;
        if (sent == ssize_t(length))
            while ((got = recv(socket_, &reply, sizeof reply, 0)) < 0 && errno == EINTR) {
            }
        if (got == ssize_t(sizeof reply)) {
            if (reply.retire) stop();  // it could not empty /box and has ended: the next run starts another
            return true;
        }
        stop();
        return false;
    }
    std::uint32_t held() const { return held_; }

private:
    void stop() {
        if (socket_ >= 0) close(socket_);  // the launcher sees the end, kills what is left and exits
        socket_ = -1;
        // The plain mode's outer process may have been stopped by a program (it has the judge's uid): it is
        // given the time to kill what its server left (reap.hpp's bound), then killed, not awaited for ever.
        if (pid_ > 0 && plain_) {
            const auto give_up = std::chrono::steady_clock::now() + std::chrono::nanoseconds(kCleanupBoundNs) +
                                 std::chrono::seconds(1);
            pid_t ended = 0;
            while ((ended = waitpid(pid_, nullptr, WNOHANG)) == 0 && std::chrono::steady_clock::now() < give_up)
                usleep(500);
            if (ended == 0) kill(pid_, SIGKILL);  // stopped: killed, and reaped below
            else pid_ = -1;                        // reaped (or not ours to wait for)
        }
        if (pid_ > 0)
            while (waitpid(pid_, nullptr, 0) < 0 && errno == EINTR) {
            }
        pid_ = -1;
        if (worker_ >= 0) give_back_worker(worker_);
        worker_ = -1;
    }

    int socket_ = -1;
    pid_t pid_ = -1;
    int worker_ = -1;
    std::uint32_t held_ = 0;
    bool plain_ = false;
    std::set<std::string> folders_;
    std::string writable_;
    std::int64_t workdir_kb_ = 0;
};

// Packs the strings of a run into the request; returns the bytes of the request to send (its fixed part and
// the strings' bytes), 0 when they do not fit.
std::size_t pack(Request& request, const std::string& exec_path, const std::string& workdir,
                 const std::vector<std::string>& argv, const std::vector<std::string>& env) {
    std::size_t used = 0;
    auto put = [&](const std::string& text) {
        if (used + text.size() + 1 > sizeof request.strings) return false;
        std::memcpy(request.strings + used, text.c_str(), text.size() + 1);
        used += text.size() + 1;
        return true;
    };
    if (argv.size() + env.size() > std::size_t(kMaxStrings) || !put(exec_path) || !put(workdir)) return 0;
    for (const auto& word : argv)
        if (!put(word)) return 0;
    for (const auto& entry : env)
        if (!put(entry)) return 0;
    request.argc = int32_t(argv.size());
    request.envc = int32_t(env.size());
    return offsetof(Request, strings) + used;
}

}  // namespace

std::vector<std::string> protection_names(std::uint32_t bits) {
    static const std::pair<Protection, const char*> kNames[] = {
        {kPidNamespace, "pid_namespace"}, {kMinimalRoot, "minimal_root"},   {kNoNetwork, "no_network"},
        {kIpcUtsNamespaces, "ipc_uts_namespaces"}, {kWorkerUid, "worker_uid"}, {kCgroupPids, "cgroup_pids"},
        {kCgroupMemory, "cgroup_memory"}, {kCgroupCpu, "cgroup_cpu"},     {kSeccomp, "seccomp"},
        {kCappedWorkdir, "capped_workdir"}};
    std::vector<std::string> names;
    for (const auto& [bit, name] : kNames)
        if (bits & bit) names.push_back(name);
    return names;
}

const SandboxState& sandbox_state() {
    {
        std::lock_guard<std::mutex> hold(state_lock);
        if (first_state) return *first_state;
    }
    Launcher probe;
    remember_state(probe.start({}, kWorkdirMarginKb));
    std::lock_guard<std::mutex> hold(state_lock);
    return *first_state;
}

std::optional<RunResult> run_in_launcher(const RunSpec& spec, const std::string& exec_path,
                                         const ResourceLimit* limits, int limit_count, const RunDescriptors& fds) {
    // This thread's launchers: two, so that a solution's runs and its package's output validator's, which
    // take turns test after test and need different folders shown, each keep one (starting one costs a few
    // milliseconds). A run takes the one that suits it, else replaces the one used less recently.
    thread_local std::unique_ptr<Launcher> launchers[2];
    thread_local int last_used = 0;
    auto slot_for = [&](auto&& suits) -> std::unique_ptr<Launcher>& {
        for (int i : {last_used, 1 - last_used})
            if (launchers[i] && suits(*launchers[i])) return launchers[last_used = i];
        last_used = 1 - last_used;
        if (!launchers[last_used]) launchers[last_used] = std::make_unique<Launcher>();
        return launchers[last_used];
    };
    // A build works in its own folder, shown writable (RunSpec::work_in_place); every other run in /box.
    const std::string writable = spec.work_in_place ? fs::absolute(spec.workdir).lexically_normal().string() : "";
    std::set<std::string> needed = folders_needed(spec, exec_path);
    if (!writable.empty()) needed.erase(writable);
    const std::int64_t workdir_kb = spec.output_limit_kb + kWorkdirMarginKb;
    auto suits_this_run = [&](const Launcher& candidate) { return candidate.suits(needed, workdir_kb, writable); };
    bool state_known;
    {
        std::lock_guard<std::mutex> hold(state_lock);
        state_known = first_state.has_value();
    }
    if (spec.isolate && !state_known) {
        // The judge's first run: its launcher says what the sandbox is (a launcher costs a few milliseconds to
        // start, most of it the kernel moving it into its cgroups: not one more just to ask).
        // A launcher that failed over one of this run's folders (a bind refused) says nothing of the
        // sandbox: then sandbox_state() asks a plain one, and this run alone reports its failure below.
        std::unique_ptr<Launcher>& first_launcher = slot_for([](const Launcher&) { return false; });
        SandboxState first = first_launcher->start(needed, workdir_kb, false, writable);
        if (first.available || needed.empty()) remember_state(first);
        else first_launcher.reset();
    }
    const bool sandboxed = spec.isolate && sandbox_state().available;
    if (!sandboxed && needs_sandbox(spec)) {
        RunResult refused;
        refused.error = spec.isolate ? "judge: this run needs the sandbox, which is off here: " + sandbox_state().off
                                     : "judge: this run needs the sandbox, and isolation is off";
        return refused;
    }
    if (!sandboxed && !spec.measured) return std::nullopt;
    Launcher* launcher = nullptr;
    if (!sandboxed) {
        auto is_plain = [](const Launcher& candidate) { return candidate.running() && candidate.plain(); };
        std::unique_ptr<Launcher>& plain = slot_for(is_plain);
        if (!is_plain(*plain) && !plain->start({}, 0, true).available) return std::nullopt;  // not built: the guard's way
        launcher = plain.get();
    } else {
        // Only what this run needs: its own build and its interpreter. A launcher shown more (the folders of
        // the runs before, as it once was) would let a program read or run another solution's build, or a
        // package's validator the package's answers; so a run that neither of the thread's launchers suits
        // starts one of its own (a few milliseconds) in place of the one used less recently.
        std::unique_ptr<Launcher>& suited = slot_for(suits_this_run);
        if (!suits_this_run(*suited)) {
            SandboxState state = suited->start(needed, workdir_kb, false, writable);
            if (!state.available) {
                RunResult failed;
                failed.error = "judge: judge-launcher could not start: " + state.off;
                return failed;
            }
        }
        launcher = suited.get();
    }

    thread_local std::unique_ptr<Request> mine = std::make_unique<Request>();  // 60 KB: not on the stack
    Request& out = *mine;
    std::memset(&out, 0, offsetof(Request, strings));
    out.version = kProtocolVersion;
    std::copy(limits, limits + limit_count, out.limits);
    out.limit_count = limit_count;
    out.cpu_limit_ms = int64_t(std::ceil(spec.cpu_limit_ms));
    out.wall_limit_ms = int64_t(std::ceil(spec.wall_limit_ms));
    out.memory_cap_kb = spec.memory_cap_kb;
    out.workdir_kb = workdir_kb;
    out.max_processes = int32_t(spec.max_processes);
    RunResult result;
    // What only the sandbox gives (needs_sandbox): passed files, /box's folder, a collected file.
    if (fds.passed.size() > std::size_t(kMaxPassedFiles) || spec.box_folder.size() >= sizeof out.box_folder ||
        spec.collect_name.size() >= sizeof out.collect_name || (fds.collect_fd >= 0) != !spec.collect_name.empty()) {
        result.error = "judge: more files passed to the sandbox, or longer names, than it takes";
        return result;
    }
    out.passed_count = int32_t(fds.passed.size());
    out.collect = fds.collect_fd >= 0 ? 1 : 0;
    out.collect_bytes = spec.collect_bytes;
    std::memcpy(out.box_folder, spec.box_folder.c_str(), spec.box_folder.size() + 1);
    std::memcpy(out.collect_name, spec.collect_name.c_str(), spec.collect_name.size() + 1);
    // In the sandbox the working folder is /box (a build's: its own folder, but its HOME and TMPDIR /box): the
    // environment's references to the judge's folder point there.
    std::vector<std::string> env;
    for (const std::string& entry : spec.env) {
        auto equals = entry.find('=');
        if (sandboxed && equals != std::string::npos && entry.substr(equals + 1) == spec.workdir)
            env.push_back(entry.substr(0, equals + 1) + "/box");
        else
            env.push_back(entry);
    }
    const std::string workdir = sandboxed ? (writable.empty() ? "/box" : writable)
                                          : fs::absolute(spec.workdir.empty() ? "." : spec.workdir).string();
    const std::size_t length = pack(out, exec_path, workdir, spec.argv, env);
    if (length == 0) {
        result.error = "exec " + spec.argv[0] + ": the command and environment are too long for the sandbox";
        return result;
    }
    int descriptors[kMaxDescriptors] = {fds.stdin_fd, fds.stdout_fd, fds.stderr_fd};
    int count = 3;
    for (int fd : fds.passed) descriptors[count++] = fd;
    if (fds.collect_fd >= 0) descriptors[count++] = fds.collect_fd;
    Reply reply{};
    const auto started = std::chrono::steady_clock::now();
    if (!launcher->run(out, length, descriptors, count, reply)) {
        if (!sandboxed) {
            // The plain mode's server died: the program, which has its uid, killed it or stopped it until its
            // timer fired. As run_program says of a keeper killed so: SIGKILL, the wall clock as the judge saw it.
            result.started = true;
            result.signal = SIGKILL;
            result.wall_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
            result.wall_timeout = spec.wall_limit_ms > 0 && result.wall_ms > spec.wall_limit_ms;
            result.error = "judge: the program killed or stopped its launcher";
            return result;
        }
        result.error = "judge: judge-launcher died during the run";
        return result;
    }
    if (reply.start_step != kStarted) {
        static const char* kSteps[] = {"start", "fork", "setrlimit", "dup2", "the working folder", "setresuid",
                                       "seccomp", "oom_score_adj"};
        std::string what = reply.start_step == kExec ? "exec " + spec.argv[0]
                           : reply.start_step > 0 && reply.start_step < kExec ? kSteps[reply.start_step]
                                                                               : "start";
        result.error = what + ": " + std::strerror(reply.error_number);
        return result;
    }
    result.started = true;
    record_wait_status(result, reply.wait_status);
    result.cpu_ms = double(reply.cpu_us) / 1000.0;
    result.wall_ms = double(reply.wall_us) / 1000.0;
    result.peak_kb = long(reply.maxrss_kb);
    result.wall_timeout = reply.wall_timeout != 0;
    result.protections = launcher->held();
    result.process_limit_hit = reply.process_limit_hit != 0;
    result.max_processes = reply.max_processes;
    result.tree_cpu_exceeded = reply.tree_cpu_exceeded != 0;
    result.tree_cpu_ms = reply.tree_cpu_us >= 0 ? double(reply.tree_cpu_us) / 1000.0 : -1;
    result.memory_cap_hit = reply.memory_cap_hit != 0;
    result.collected_bytes = long(reply.collected_bytes);
    return result;
}

}  // namespace judge
