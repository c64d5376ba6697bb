// Runs one program under limits, and leaves no process of it behind.
//
// Three processes per run besides the judge, each made by a vfork-style clone(CLONE_VM|CLONE_VFORK):
//
//   judge thread ──▶ guard ──▶ keeper ──▶ program ──▶ (its children…)
//
// - A vfork-style child borrows its parent's memory instead of copying it, and the parent sleeps until
//   the child exits (guard, keeper) or execs (program). So the judge thread sleeps through the whole run
//   and wakes once, when the guard exits; the keeper writes the result straight into the judge thread's
//   Outcome. On this 2-core VM a fork of even a tiny process costs
//   ~2 ms of CPU: a forked keeper made a run of `true` cost 1.8x a shell loop; this design about 1x.
// - Guard, keeper and program run on the judge's memory beside the judge's other threads, so until exec
//   they may only make async-signal-safe calls: no malloc, no iostream, no std::string. Everything they
//   need (the resolved path, argv/envp arrays, open descriptors, rlimits) is prepared before the clone.
//   They touch only their own stacks and the Launch and Outcome of this run.
// - The keeper is a child subreaper: every descendant of the program that is orphaned, including one
//   that called setsid() or double-forked out of the process group, is reparented to the keeper. After
//   the program ends (or the wall-clock watchdog kills it), the keeper SIGKILLs the program's process
//   group, then lists its own children (/proc/thread-self/children), SIGKILLs and reaps them until it has
//   none, and only then exits. So when run_program returns, nothing of the program is left.
// - The watchdog waits on a pidfd with ppoll: no polling latency.
// - The program may kill its keeper (kill(getppid(), SIGKILL)) or stop it (SIGSTOP: nothing would end
//   the run). The keeper arms a kernel timer that SIGKILLs the keeper itself a few seconds after the wall
//   limit. When the keeper dies, the program and all it had left are reparented to the guard, also a
//   subreaper, which kills them all. The guard has a later timer of its own, and if it dies too the
//   judge thread kills the program's process group (the program wrote its pid before exec); only a
//   program that kills both its parent and grandparent could leave a process that left its group.
// - Peak memory is ru_maxrss of the program. Linux counts, in a process's ru_maxrss, the peak resident
//   size of the memory it had before exec, here the judge's. So before each run the judge resets its
//   own peak to its current size (/proc/self/clear_refs "5"): a past peak of the judge (a big output it
//   read) must not show in every later run. peak_kb is still never below the judge's resident size,
//   about 6 MB, mostly its code (RssFile). Rejected: forking the keeper (floor: the judge's anonymous
//   memory, ~1 MB) cost 1.8x a shell loop per run; forking the program from the keeper 1.7x. Only a
//   small helper executable would remove the floor.
#include "run.hpp"
#include "isolate.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <pthread.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace judge {
namespace {

// The step of starting the program that failed, for the error message.
enum StartStep : int32_t { kNoFailure = 0, kClone, kSetpgid, kSetrlimit, kDup2, kIsolate, kChdir, kExec };

// What the judge learns, written by the program (before exec) and the keeper into the judge thread's
// memory, which they share. The judge thread reads it once the keeper has exited.
struct Outcome {
    int32_t program_pid;      // written by the program just before exec; also its process group
    int32_t start_step;       // a StartStep: which step failed before exec, if one did
    int32_t error_number;     // errno of that step
    int32_t failed_resource;  // the RLIMIT_* when start_step is kSetrlimit
    int32_t finished;         // 1 once the program and every descendant have been reaped
    int32_t wait_status;      // as from wait4
    int32_t wall_timeout;     // 1 if the watchdog killed the program
    int64_t wall_ns;          // from just before the clone to the program's end
    int64_t cpu_us;           // ru_utime + ru_stime
    int64_t maxrss_kb;        // ru_maxrss
};

struct ResourceLimit {
    int resource;
    rlimit value;
};

// Everything the keeper and the program need, ready before the clone. The pointers point into strings
// and arrays of run_program's frame, which sleeps until the keeper has exited.
struct Launch {
    const char* exec_path = nullptr;
    char* const* argv = nullptr;
    char* const* envp = nullptr;
    const char* workdir = nullptr;
    const IsolationPlan* isolation = nullptr;  // null: no isolation
    int stdin_fd = -1, stdout_fd = -1, stderr_fd = -1;
    Outcome* outcome = nullptr;
    ResourceLimit limits[8] = {};
    int limit_count = 0;
    int64_t wall_limit_ns = 0;  // 0 = no watchdog
};

constexpr int64_t kSecondNs = 1000000000;
// How long a keeper or guard may spend killing leftovers; and, counted from the wall limit, when their own
// timers kill them (the program stopped them): each after the cleanup bound, so one that works is never
// killed, and the guard after the keeper's timer and its own cleanup.
constexpr int64_t kCleanupBoundNs = 3 * kSecondNs;
constexpr int64_t kKeeperLifetimeAfterWallNs = 5 * kSecondNs;
constexpr int64_t kGuardLifetimeAfterWallNs = kKeeperLifetimeAfterWallNs + kCleanupBoundNs + kSecondNs;
constexpr size_t kKeeperStackSize = 192 * 1024;  // holds the program's stack too
constexpr size_t kGuardStackSize = kKeeperStackSize + 64 * 1024;  // holds the keeper's stack too
constexpr size_t kProgramStackSize = 64 * 1024;

int64_t monotonic_ns() {
    timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return int64_t(now.tv_sec) * kSecondNs + now.tv_nsec;
}

// ---- the program, between clone and exec: async-signal-safe, on the judge's memory ----

// Records which step failed; returns the program's exit status. The clone functions (program, keeper,
// guard) end by returning, which exits the process, rather than calling _exit: a sanitizer build warns
// about noreturn calls made on a stack it does not know.
int fail_start(const Launch& launch, StartStep step, int resource = 0) {
    launch.outcome->error_number = errno;
    launch.outcome->failed_resource = resource;
    launch.outcome->start_step = step;
    return 127;
}

// Sets a limit; when the hard limit cannot be raised (we are not root), keeps the current hard limit
// and lowers the soft one to it.
bool set_limit(const ResourceLimit& limit) {
    if (setrlimit(limit.resource, &limit.value) == 0) return true;
    rlimit current;
    if (errno != EPERM || getrlimit(limit.resource, &current) != 0) return false;
    rlimit lowered = limit.value;
    auto above = [](rlim_t value, rlim_t cap) {
        return cap != RLIM_INFINITY && (value == RLIM_INFINITY || value > cap);
    };
    if (above(lowered.rlim_max, current.rlim_max)) lowered.rlim_max = current.rlim_max;
    if (above(lowered.rlim_cur, lowered.rlim_max)) lowered.rlim_cur = lowered.rlim_max;
    return setrlimit(limit.resource, &lowered) == 0;
}

// The program's first code: its own process group, default signal handling, the limits, the files,
// the working directory, exec. Runs on its own stack in the judge's memory until exec.
int program_main(void* argument) {
    const Launch& launch = *static_cast<const Launch*>(argument);
    if (setpgid(0, 0) != 0) return fail_start(launch, kSetpgid);
    // The keeper blocks every signal and the judge may ignore some (SIGPIPE): the program starts with
    // every disposition at its default and nothing blocked, as from a shell.
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    for (int signal_number = 1; signal_number < NSIG; ++signal_number)
        if (signal_number != SIGKILL && signal_number != SIGSTOP)
            sigaction(signal_number, &default_action, nullptr);  // fails only for glibc's own signals
    for (int i = 0; i < launch.limit_count; ++i)
        if (!set_limit(launch.limits[i])) return fail_start(launch, kSetrlimit, launch.limits[i].resource);
    // The descriptors are all >= 3 (see open_at_least_3), so no dup2 overwrites a later source.
    if (dup2(launch.stdin_fd, 0) < 0 || dup2(launch.stdout_fd, 1) < 0 || dup2(launch.stderr_fd, 2) < 0)
        return fail_start(launch, kDup2);
    if (launch.isolation) {
        if (int error = isolate_child(*launch.isolation)) {
            errno = error;
            return fail_start(launch, kIsolate);
        }
    }
    if (chdir(launch.workdir) != 0) return fail_start(launch, kChdir);
    // The judge must know the process group before the program can act, even kill its keeper.
    launch.outcome->program_pid = getpid();
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    execve(launch.exec_path, launch.argv, launch.envp);
    return fail_start(launch, kExec);
}

// ---- the keeper: on the memory of the multithreaded judge, so async-signal-safe calls only ----

// Closes every descriptor except `keep` (sorted, distinct, all >= 3) and 0, 1, 2: the keeper must not
// hold other threads' pipes open, or their readers would wait for this run to end.
void close_other_descriptors(const int* keep, int count) {
    unsigned first = 3;
    for (int i = 0; i <= count; ++i) {
        unsigned last = i < count ? unsigned(keep[i]) - 1 : ~0u;
        if (first <= last && syscall(SYS_close_range, first, last, 0) != 0) {
            // Kernels before 5.9: close one by one up to the descriptor limit.
            rlimit files;
            unsigned limit = getrlimit(RLIMIT_NOFILE, &files) == 0 && files.rlim_cur < 65536
                                 ? unsigned(files.rlim_cur)
                                 : 65536u;
            for (unsigned fd = first; fd <= last && fd < limit; ++fd) close(int(fd));
        }
        if (i < count) first = unsigned(keep[i]) + 1;
    }
}

// SIGKILLs each pid listed in /proc/thread-self/children.
void kill_listed_children() {
    int fd = open("/proc/thread-self/children", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    char buffer[1024];
    long pid = 0;
    bool in_number = false;
    for (;;) {
        ssize_t length = read(fd, buffer, sizeof buffer);
        if (length < 0 && errno == EINTR) continue;
        if (length <= 0) break;
        for (ssize_t i = 0; i < length; ++i) {
            if (buffer[i] >= '0' && buffer[i] <= '9') {
                pid = pid * 10 + (buffer[i] - '0');
                in_number = true;
            } else if (in_number) {
                kill(pid_t(pid), SIGKILL);
                pid = 0;
                in_number = false;
            }
        }
    }
    if (in_number) kill(pid_t(pid), SIGKILL);
    close(fd);
}

// Kills and reaps every child of the keeper: the program's leftovers, reparented to us (subreaper).
// Each round lists the children again, since a killed process's own children are reparented to us only
// as it dies. Bounded, so a process stuck in the kernel cannot hold the run forever.
void kill_all_children() {
    const int64_t give_up_at = monotonic_ns() + kCleanupBoundNs;
    for (;;) {
        kill_listed_children();  // without /proc, only the process group kill has found them
        pid_t reaped = wait4(-1, nullptr, WNOHANG | __WALL, nullptr);
        if (reaped > 0) continue;
        if (reaped < 0 && errno == EINTR) continue;
        if (reaped < 0) return;  // ECHILD: none left
        if (monotonic_ns() > give_up_at) return;
        // Children remain, killed but still dying.
        timespec pause = {0, 200 * 1000};
        nanosleep(&pause, nullptr);
    }
}

// Waits until the program ends (true) or its wall-clock deadline passes (false; 0 = none). Does not reap
// it: as a zombie its pid, which is also its process group id, cannot be reused until the group is killed.
bool wait_for_exit_or_deadline(pid_t pid, int64_t deadline_ns) {
    int pidfd = int(syscall(SYS_pidfd_open, pid, 0));
    if (pidfd >= 0) {
        pollfd exited = {pidfd, POLLIN, 0};
        for (;;) {
            timespec timeout;
            timespec* timeout_or_none = nullptr;
            if (deadline_ns != 0) {
                int64_t left = std::max<int64_t>(0, deadline_ns - monotonic_ns());
                timeout = {time_t(left / kSecondNs), long(left % kSecondNs)};
                timeout_or_none = &timeout;
            }
            int ready = ppoll(&exited, 1, timeout_or_none, nullptr);
            if (ready > 0) break;
            if (ready == 0) {
                close(pidfd);
                return false;
            }
            if (errno != EINTR) break;  // cannot wait on the pidfd: let wait4 wait without a deadline
        }
        close(pidfd);
        return true;
    }
    // Kernels before 5.3 have no pidfd: poll the zombie state every millisecond.
    for (;;) {
        siginfo_t info;
        info.si_pid = 0;
        if (waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid)
            return true;
        if (deadline_ns != 0 && monotonic_ns() >= deadline_ns) return false;
        timespec pause = {0, 1000 * 1000};
        nanosleep(&pause, nullptr);
    }
}

// A kernel timer that SIGKILLs the calling process (guard or keeper) `after_ns` from now, even while
// the program keeps it stopped.
void arm_self_destruct(int64_t after_ns) {
    sigevent event;
    memset(&event, 0, sizeof event);
    event.sigev_notify = SIGEV_SIGNAL;
    event.sigev_signo = SIGKILL;
    int timer = 0;  // the kernel's timer id
    if (syscall(SYS_timer_create, CLOCK_MONOTONIC, &event, &timer) != 0) return;
    itimerspec when;
    memset(&when, 0, sizeof when);
    when.it_value.tv_sec = time_t(after_ns / kSecondNs);
    when.it_value.tv_nsec = long(after_ns % kSecondNs);
    syscall(SYS_timer_settime, timer, 0, &when, nullptr);
}

// What both the guard and the keeper do first: they reap and adopt children, so SIGCHLD must not be
// ignored (inherited from the judge, it would make the kernel reap the program and lose its rusage).
void become_subreaper(int64_t lifetime_ns) {
    if (lifetime_ns > 0) arm_self_destruct(lifetime_ns);
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigaction(SIGCHLD, &default_action, nullptr);
    prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
}

// Runs on the guard's stack; every signal is blocked (the judge thread blocked them before the clone),
// so none of the judge's handlers can run here.
int keeper_main(void* argument) {
    const Launch& launch = *static_cast<const Launch*>(argument);
    become_subreaper(launch.wall_limit_ns > 0 ? launch.wall_limit_ns + kKeeperLifetimeAfterWallNs : 0);
    Outcome& outcome = *launch.outcome;
    alignas(64) char program_stack[kProgramStackSize];
    const int64_t started_ns = monotonic_ns();
    // CLONE_VFORK: we resume once the program has exec'd or failed before exec.
    pid_t pid = clone(program_main, program_stack + sizeof program_stack, CLONE_VM | CLONE_VFORK | SIGCHLD,
                      argument);
    if (pid < 0) {
        outcome.error_number = errno;
        outcome.start_step = kClone;
    }
    if (outcome.start_step != kNoFailure) {
        if (pid > 0) wait4(pid, nullptr, __WALL, nullptr);
        return 0;
    }
    const int64_t deadline_ns = launch.wall_limit_ns > 0 ? started_ns + launch.wall_limit_ns : 0;
    bool ended = wait_for_exit_or_deadline(pid, deadline_ns);
    const int64_t ended_ns = monotonic_ns();
    kill(-pid, SIGKILL);  // the watchdog's kill, or the leftovers in its group
    int status = 0;
    rusage usage;
    memset(&usage, 0, sizeof usage);
    while (wait4(pid, &status, __WALL, &usage) < 0 && errno == EINTR) {
    }
    kill_all_children();

    outcome.wait_status = status;
    outcome.wall_timeout = ended ? 0 : 1;
    outcome.wall_ns = ended_ns - started_ns;
    outcome.cpu_us = int64_t(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000 +
                    usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
    outcome.maxrss_kb = usage.ru_maxrss;
    outcome.finished = 1;
    return 0;
}

// The guard: a subreaper above the keeper. If the program kills its parent, the keeper, everything the
// keeper had adopted and the program itself are reparented to the guard, which kills them; the program
// would have to kill its grandparent as well to leave anything behind.
int guard_main(void* argument) {
    const Launch& launch = *static_cast<const Launch*>(argument);
    become_subreaper(launch.wall_limit_ns > 0 ? launch.wall_limit_ns + kGuardLifetimeAfterWallNs : 0);
    int keep[3] = {launch.stdin_fd, launch.stdout_fd, launch.stderr_fd};
    std::sort(keep, keep + 3);
    close_other_descriptors(keep, 3);  // our descriptor table is a copy: the judge keeps its own

    alignas(64) char keeper_stack[kKeeperStackSize];
    // Returns once the keeper has exited.
    pid_t keeper = clone(keeper_main, keeper_stack + sizeof keeper_stack, CLONE_VM | CLONE_VFORK | SIGCHLD, argument);
    if (keeper < 0) {
        launch.outcome->error_number = errno;
        launch.outcome->start_step = kClone;
        return 0;
    }
    while (wait4(keeper, nullptr, __WALL, nullptr) < 0 && errno == EINTR) {
    }
    if (!launch.outcome->finished && launch.outcome->program_pid > 0) {
        kill(-launch.outcome->program_pid, SIGKILL);
        kill_all_children();
    }
    return 0;
}

// ---- the judge's side: ordinary C++ ----

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

private:
    int fd_;
};

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
        case kIsolate: what = "isolate"; break;
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

off_t file_size(int fd) {
    struct stat info;
    return fstat(fd, &info) == 0 && S_ISREG(info.st_mode) ? info.st_size : 0;
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
    if (!open_or_explain(spec.stdin_path, O_RDONLY, input) ||
        !open_or_explain(spec.stdout_path, write_flags, output))
        return result;
    if (!spec.stderr_path.empty() && spec.stderr_path == spec.stdout_path) {
        errors.reset(fcntl(output.get(), F_DUPFD_CLOEXEC, 3));  // one file, one offset
    } else if (!open_or_explain(spec.stderr_path, write_flags, errors)) {
        return result;
    }

    std::vector<char*> argv = c_strings(spec.argv);
    std::vector<char*> envp = c_strings(spec.env);
    Launch launch;
    launch.exec_path = exec_path.c_str();
    launch.argv = argv.data();
    launch.envp = envp.data();
    launch.workdir = workdir.c_str();
    IsolationPlan isolation;
    if (spec.isolate) {
        std::vector<std::string> reached = spec.argv;  // what the program must reach, for the plan
        reached.push_back(exec_path);
        isolation = plan_isolation(workdir, reached);
    }
    if (isolation.enabled) launch.isolation = &isolation;
    launch.stdin_fd = input.get();
    launch.stdout_fd = output.get();
    launch.stderr_fd = errors.get();
    auto add_limit = [&launch](int resource, rlim_t soft, rlim_t hard) {
        launch.limits[launch.limit_count++] = ResourceLimit{resource, rlimit{soft, hard}};
    };
    if (spec.cpu_limit_ms > 0) {
        rlim_t seconds = rlim_t(std::ceil(spec.cpu_limit_ms / 1000.0));
        add_limit(RLIMIT_CPU, seconds, seconds + 1);
    }
    add_limit(RLIMIT_CORE, 0, 0);
    if (spec.stack_kb > 0) add_limit(RLIMIT_STACK, rlim_t(spec.stack_kb) * 1024, rlim_t(spec.stack_kb) * 1024);
    if (spec.address_space_kb > 0)
        add_limit(RLIMIT_AS, rlim_t(spec.address_space_kb) * 1024, rlim_t(spec.address_space_kb) * 1024);
    if (spec.output_limit_kb > 0) {
        // One byte more than the limit may be written, so that "more than the limit" can be seen.
        rlim_t bytes = rlim_t(spec.output_limit_kb) * 1024 + 1;
        add_limit(RLIMIT_FSIZE, bytes, bytes);
    }
    if (spec.max_processes > 0) add_limit(RLIMIT_NPROC, rlim_t(spec.max_processes), rlim_t(spec.max_processes));
    launch.wall_limit_ns = spec.wall_limit_ms > 0 ? int64_t(spec.wall_limit_ms * 1e6) : 0;

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
        if (WIFSIGNALED(outcome.wait_status))
            result.signal = WTERMSIG(outcome.wait_status);
        else
            result.exit_code = WEXITSTATUS(outcome.wait_status);
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
    const off_t output_limit_bytes = off_t(spec.output_limit_kb) * 1024;
    result.output_limit_exceeded =
        result.signal == SIGXFSZ ||
        (spec.output_limit_kb > 0 &&
         (file_size(output.get()) > output_limit_bytes || file_size(errors.get()) > output_limit_bytes));
    result.stderr_head = read_head(errors.get());
    return result;
}

}  // namespace judge
