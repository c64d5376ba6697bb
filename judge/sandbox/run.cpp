// run_program, the judge's side of a run: ordinary C++ that prepares everything the guard, keeper and
// program need (launch.hpp: the processes and why they are built so), starts the guard and reads the outcome.
#include "judge/sandbox/run.hpp"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/sendfile.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <memory>
#include <optional>

#include "judge/sandbox/launch.hpp"
#include "judge/sandbox/launcher.hpp"

namespace judge {
namespace {

std::string system_error(int error_number) { return std::strerror(error_number); }

// Moves `fd` to a number >= 3 (close-on-exec), so that the program's dup2 onto 0, 1, 2 never
// overwrites one of the other sources; returns -1 on failure.
int open_at_least_3(const std::string& path, int flags) {
    int fd = open(path.c_str(), flags | O_CLOEXEC, 0644);
    if (fd < 0 || fd >= 3) return fd;
    int moved = fcntl(fd, F_DUPFD_CLOEXEC, 3);
    int saved = errno;
    close(fd);
    errno = saved;
    return moved;
}

class Descriptor {
public:
    explicit Descriptor(int fd = -1) : fd_(fd) {}
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    ~Descriptor() { reset(); }
    int get() const { return fd_; }
    void reset(int fd = -1) {
        if (fd_ >= 0) close(fd_);
        fd_ = fd;
    }
    int release() {
        int fd = fd_;
        fd_ = -1;
        return fd;
    }

private:
    int fd_;
};

// A copy in memory of the regular file `path`, sealed against every write, growth and shrinking, at offset 0:
// what a sandboxed program gets to read (RunSpec::passed_files). Not the file itself: reopening
// /proc/self/fd/N opens its file anew with the opener's rights, and a program with the file's owner's uid (a
// normal user's sandbox) could open the file for writing; a sealed copy refuses every writer. -1 and errno
// when the file cannot be read or copied.
int sealed_copy(const std::string& path) {
    Descriptor source(open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK));  // a FIFO must not block the judge
    struct stat info;
    if (source.get() < 0 || fstat(source.get(), &info) != 0) return -1;
    if (!S_ISREG(info.st_mode)) {
        errno = EINVAL;
        return -1;
    }
    Descriptor copy(memfd_create("passed", MFD_CLOEXEC | MFD_ALLOW_SEALING));
    if (copy.get() < 0) return -1;
    for (off_t left = info.st_size; left > 0;) {
        const ssize_t sent = sendfile(copy.get(), source.get(), nullptr, size_t(left));
        if (sent < 0 && errno == EINTR) continue;
        if (sent < 0) return -1;
        if (sent == 0) break;  // it shrank meanwhile: what there was
        left -= sent;
    }
    if (fcntl(copy.get(), F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL) != 0 ||
        lseek(copy.get(), 0, SEEK_SET) != 0)
        return -1;
    return copy.release();
}

// The value of NAME in a "NAME=value" environment, or nullopt when it is not set.
std::optional<std::string> env_value(const std::vector<std::string>& env, const std::string& name) {
    const std::string prefix = name + "=";
    for (const std::string& entry : env)
        if (entry.compare(0, prefix.size(), prefix) == 0) return entry.substr(prefix.size());
    return std::nullopt;
}

// execvpe's lookup, done before the clone: a name without '/' is searched in the PATH of the program's
// environment (its default when unset); relative PATH entries are relative to the working directory.
// Returns "" and sets `error_number` when nothing executable is found.
std::string resolve_program(const std::string& name, const std::vector<std::string>& env,
                            const std::string& workdir, int& error_number) {
    if (name.find('/') != std::string::npos) return name;
    const std::string path = env_value(env, "PATH").value_or("/bin:/usr/bin");
    error_number = ENOENT;
    size_t begin = 0;
    for (;;) {
        size_t end = path.find(':', begin);
        std::string directory = path.substr(begin, end == std::string::npos ? std::string::npos : end - begin);
        std::string candidate = (directory.empty() ? "." : directory) + "/" + name;
        std::string seen_from_judge = candidate[0] == '/' ? candidate : workdir + "/" + candidate;
        struct stat info;
        if (stat(seen_from_judge.c_str(), &info) == 0 && S_ISREG(info.st_mode)) {
            if (access(seen_from_judge.c_str(), X_OK) == 0) return candidate;
            error_number = EACCES;
        }
        if (end == std::string::npos) break;
        begin = end + 1;
    }
    return "";
}

std::vector<char*> c_strings(const std::vector<std::string>& strings) {
    std::vector<char*> pointers;
    pointers.reserve(strings.size() + 1);
    for (const std::string& s : strings) pointers.push_back(const_cast<char*>(s.c_str()));
    pointers.push_back(nullptr);
    return pointers;
}

const char* limit_name(int resource) {
    switch (resource) {
        case RLIMIT_CPU: return "RLIMIT_CPU";
        case RLIMIT_CORE: return "RLIMIT_CORE";
        case RLIMIT_STACK: return "RLIMIT_STACK";
        case RLIMIT_AS: return "RLIMIT_AS";
        case RLIMIT_FSIZE: return "RLIMIT_FSIZE";
        case RLIMIT_NPROC: return "RLIMIT_NPROC";
        default: return "a limit";
    }
}

std::string start_error(const Outcome& outcome, const RunSpec& spec) {
    std::string what;
    switch (outcome.start_step) {
        case kClone: what = "fork"; break;
        case kSetpgid: what = "setpgid"; break;
        case kSetrlimit: what = std::string("setrlimit ") + limit_name(outcome.failed_resource); break;
        case kDup2: what = "dup2"; break;
        case kChdir: what = "chdir " + spec.workdir; break;
        default: what = "exec " + spec.argv[0]; break;
    }
    return what + ": " + system_error(outcome.error_number);
}

// The first 10 lines or 2 KB of the program's stderr, whichever is shorter.
std::string read_head(int fd) {
    char buffer[2048];
    ssize_t length = pread(fd, buffer, sizeof buffer, 0);
    if (length <= 0) return "";
    std::string head(buffer, size_t(length));
    size_t end = 0;
    for (int line = 0; line < 10 && end != std::string::npos; ++line) {
        end = head.find('\n', end);
        if (end != std::string::npos) ++end;
    }
    if (end != std::string::npos) head.resize(end);
    return head;
}

// The last 10 lines or 2 KB of the program's stderr, whichever is shorter, when they are past the head:
// "" when the whole of it fits in `head`. A partial first line is dropped.
std::string read_tail(int fd, const std::string& head) {
    struct stat info;
    if (fstat(fd, &info) != 0 || off_t(head.size()) >= info.st_size) return "";
    char buffer[2048];
    const off_t from = std::max(off_t(head.size()), info.st_size - off_t(sizeof buffer));
    ssize_t length = pread(fd, buffer, size_t(info.st_size - from), from);
    if (length <= 0) return "";
    std::string tail(buffer, size_t(length));
    if (from > off_t(head.size())) {
        size_t line_start = tail.find('\n');
        tail = line_start == std::string::npos ? "" : tail.substr(line_start + 1);
    }
    size_t start = tail.size();
    for (int line = 0; line <= 10 && start != std::string::npos && start > 0; ++line)
        start = tail.rfind('\n', start - 1);
    if (start != std::string::npos && start > 0) tail = tail.substr(start + 1);
    return tail;
}

off_t file_size(int fd) {
    struct stat info;
    return fstat(fd, &info) == 0 && S_ISREG(info.st_mode) ? info.st_size : 0;
}

// The rlimits of a run, for both ways of starting it (limits.hpp). No RLIMIT_NPROC: it counts every process
// of the uid, so only the sandbox's launcher sets it, for its worker's own uid (spec.max_processes).
int resource_limits(const RunSpec& spec, ResourceLimit (&limits)[kMaxResourceLimits]) {
    int count = 0;
    auto add = [&](int resource, rlim_t soft, rlim_t hard) { limits[count++] = ResourceLimit{resource, rlimit{soft, hard}}; };
    if (spec.cpu_limit_ms > 0) {
        rlim_t seconds = rlim_t(std::ceil(spec.cpu_limit_ms / 1000.0));
        add(RLIMIT_CPU, seconds, seconds + 1);
    }
    add(RLIMIT_CORE, 0, 0);
    if (spec.stack_kb > 0) add(RLIMIT_STACK, rlim_t(spec.stack_kb) * 1024, rlim_t(spec.stack_kb) * 1024);
    if (spec.address_space_kb > 0)
        add(RLIMIT_AS, rlim_t(spec.address_space_kb) * 1024, rlim_t(spec.address_space_kb) * 1024);
    if (spec.output_limit_kb > 0) {
        // One byte more than the limit may be written, so that "more than the limit" can be seen.
        rlim_t bytes = rlim_t(spec.output_limit_kb) * 1024 + 1;
        add(RLIMIT_FSIZE, bytes, bytes);
    }
    return count;
}

// What every started run adds from its files: the output limit reached, the head of stderr.
void finish(RunResult& result, const RunSpec& spec, int output, int errors) {
    const off_t output_limit_bytes = off_t(spec.output_limit_kb) * 1024;
    result.output_limit_exceeded =
        result.signal == SIGXFSZ ||
        (spec.output_limit_kb > 0 && (file_size(output) > output_limit_bytes || file_size(errors) > output_limit_bytes));
    result.stderr_head = read_head(errors);
    result.stderr_tail = read_tail(errors, result.stderr_head);
}

// Resets the judge's peak resident size (VmHWM) to its current size; see the header.
void reset_judge_peak_memory() {
    static const int clear_refs = open("/proc/self/clear_refs", O_WRONLY | O_CLOEXEC);
    if (clear_refs >= 0 && write(clear_refs, "5", 1) != 1) {
        // An old kernel or no /proc: peak_kb may then include a past peak of the judge.
    }
}

// The guard's stack, one per judge thread, reused by its runs.
char* guard_stack_top() {
    thread_local std::unique_ptr<char[]> stack(new char[kGuardStackSize]);
    return stack.get() + kGuardStackSize;
}

// The keeper is gone without "finished": the program killed it, or stopped it until its timer fired.
// Kills the program's process group ourselves; SIGKILL acts asynchronously, so waits (a bounded time)
// until the group has gone, its zombies reaped by the init that adopted them.
void kill_orphaned_program(pid_t process_group) {
    for (int waited_ms = 0; waited_ms < 1000 && kill(-process_group, SIGKILL) == 0; ++waited_ms) usleep(1000);
}

}  // namespace

RunResult run_program(const RunSpec& spec) {
    RunResult result;
    if (spec.argv.empty()) {
        result.error = "exec: no program given";
        return result;
    }
    const std::string workdir = spec.workdir.empty() ? "." : spec.workdir;
    int lookup_error = 0;
    const std::string exec_path = resolve_program(spec.argv[0], spec.env, workdir, lookup_error);
    if (exec_path.empty()) {
        result.error = "exec " + spec.argv[0] + ": " + system_error(lookup_error);
        return result;
    }

    auto open_or_explain = [&result](const std::string& path, int flags, Descriptor& fd) {
        const std::string& name = path.empty() ? std::string("/dev/null") : path;
        fd.reset(open_at_least_3(name, flags));
        if (fd.get() < 0) result.error = "open " + name + ": " + system_error(errno);
        return fd.get() >= 0;
    };
    Descriptor input, output, errors;
    const int write_flags = O_RDWR | O_CREAT | O_TRUNC;
    // In the sandbox stdin is a sealed copy of its file, as passed files are (sealed_copy): reopening
    // /proc/self/fd/0 opens the file anew with the opener's rights, and a program with the file's owner's uid (a
    // normal user's sandbox), or a file writable by all, would let it change the test for every later run. Not
    // a regular file (a FIFO, /dev/null): opened as it is.
    if (spec.isolate && !spec.stdin_path.empty()) {
        input.reset(sealed_copy(spec.stdin_path));
        if (input.get() >= 0 && input.get() < 3) input.reset(fcntl(input.get(), F_DUPFD_CLOEXEC, 3));  // as open_at_least_3
        if (input.get() < 0 && errno != EINVAL) {
            result.error = "read " + spec.stdin_path + ": " + system_error(errno);
            return result;
        }
    }
    if ((input.get() < 0 && !open_or_explain(spec.stdin_path, O_RDONLY, input)) ||
        !open_or_explain(spec.stdout_path, write_flags, output))
        return result;
    if (!spec.stderr_path.empty() && spec.stderr_path == spec.stdout_path) {
        errors.reset(fcntl(output.get(), F_DUPFD_CLOEXEC, 3));  // one file, one offset
    } else if (!open_or_explain(spec.stderr_path, write_flags, errors)) {
        return result;
    }

    // What only the sandbox gives: the passed files' sealed copies, and the file the collected one goes to.
    RunDescriptors fds;
    fds.stdin_fd = input.get();
    fds.stdout_fd = output.get();
    fds.stderr_fd = errors.get();
    std::deque<Descriptor> passed;
    Descriptor collected;
    if (needs_sandbox(spec)) {
        if (!spec.isolate) {
            result.error = "judge: this run needs the sandbox, and isolation is off";
            return result;
        }
        for (const std::string& path : spec.passed_files) {
            passed.emplace_back(sealed_copy(path));
            if (passed.back().get() < 0) {
                result.error = "read " + path + ": " + system_error(errno);
                return result;
            }
            fds.passed.push_back(passed.back().get());
        }
        if (!spec.collect_name.empty() && !open_or_explain(spec.collect_path, write_flags, collected)) return result;
        fds.collect_fd = collected.get();
    }

    ResourceLimit limits[kMaxResourceLimits];
    const int limit_count = resource_limits(spec, limits);
    if (spec.isolate || spec.measured) {
        // This thread's launcher (launcher.hpp); where none can run, the program runs the guard's way below
        // (the judge has said once what is off).
        if (std::optional<RunResult> launched = run_in_launcher(spec, exec_path, limits, limit_count, fds)) {
            result = std::move(*launched);
            if (result.started) finish(result, spec, output.get(), errors.get());
            return result;
        }
    }
    if (needs_sandbox(spec)) {  // not reached: run_in_launcher refuses such a run itself without the sandbox
        result.error = "judge: this run needs the sandbox, which is off";
        return result;
    }

    std::vector<char*> argv = c_strings(spec.argv);
    std::vector<char*> envp = c_strings(spec.env);
    Launch launch;
    launch.exec_path = exec_path.c_str();
    launch.argv = argv.data();
    launch.envp = envp.data();
    launch.workdir = workdir.c_str();
    launch.stdin_fd = input.get();
    launch.stdout_fd = output.get();
    launch.stderr_fd = errors.get();
    std::copy(limits, limits + limit_count, launch.limits);
    launch.limit_count = limit_count;
    launch.wall_limit_ns = spec.wall_limit_ms > 0 ? int64_t(spec.wall_limit_ms * 1e6) : 0;
    launch.judge_pid = getpid();

    Outcome outcome{};
    launch.outcome = &outcome;

    reset_judge_peak_memory();
    // The guard and keeper inherit this mask: they must not run the judge's signal handlers on the judge's
    // memory.
    sigset_t all_signals, previous_mask;
    sigfillset(&all_signals);
    pthread_sigmask(SIG_SETMASK, &all_signals, &previous_mask);
    const auto started = std::chrono::steady_clock::now();
    // Returns when the guard has exited: the program has ended and been cleaned up, or the keeper died.
    pid_t guard = clone(guard_main, guard_stack_top(), CLONE_VM | CLONE_VFORK | SIGCHLD, &launch);
    const int clone_error = errno;
    pthread_sigmask(SIG_SETMASK, &previous_mask, nullptr);
    if (guard < 0) {
        result.error = "fork: " + system_error(clone_error);
        return result;
    }
    while (waitpid(guard, nullptr, __WALL) < 0 && errno == EINTR) {
    }
    const double judge_wall_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
    if (outcome.start_step != kNoFailure) {
        result.error = start_error(outcome, spec);
        return result;
    }
    if (!outcome.finished && outcome.program_pid > 0) kill_orphaned_program(outcome.program_pid);
    if (!outcome.finished && outcome.program_pid <= 0) {
        result.error = "judge: the guard process died before it started the program";
        return result;
    }

    result.started = true;
    if (outcome.finished) {
        record_wait_status(result, outcome.wait_status);
        result.cpu_ms = double(outcome.cpu_us) / 1000.0;
        result.wall_ms = double(outcome.wall_ns) / 1e6;
        result.peak_kb = long(outcome.maxrss_kb);
        result.wall_timeout = outcome.wall_timeout != 0;
    } else {
        // We never learned how it ended: it killed its keeper, or stopped it until its timer fired.
        result.signal = SIGKILL;
        result.wall_ms = judge_wall_ms;
        result.wall_timeout = launch.wall_limit_ns > 0 && judge_wall_ms * 1e6 > double(launch.wall_limit_ns);
        result.error = "judge: the program killed or stopped its keeper process";
    }
    finish(result, spec, output.get(), errors.get());
    return result;
}

std::vector<std::string> minimal_environment(const std::filesystem::path& home) {
    const char* path = std::getenv("PATH");
    return {std::string("PATH=") + (path ? path : "/usr/local/bin:/usr/bin:/bin"), "HOME=" + home.string(),
            "LANG=C.UTF-8", "TMPDIR=" + home.string()};
}

std::string find_in_path(const std::string& program) {
    // The same lookup as a run's (resolve_program), in the judge's own PATH.
    const char* path = std::getenv("PATH");
    int lookup_error = 0;
    std::string found = resolve_program(
        program, {std::string("PATH=") + (path ? path : "/usr/local/bin:/usr/bin:/bin")}, ".", lookup_error);
    return !found.empty() && access(found.c_str(), X_OK) == 0 ? found : "";
}

}  // namespace judge
