// The guard, keeper and program of one run, between the clone and the program's exec: on the judge's memory
// beside its other threads, so async-signal-safe calls only (see launch.hpp).
#include "judge/sandbox/launch.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace judge {
namespace {

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

// How a run's wait ended.
enum class WaitEnd { kExited, kDeadline, kJudgeGone };

// Waits until the program ends, its wall-clock deadline passes (0 = none) or the judge process has ended.
// Does not reap the program: as a zombie its pid, which is also its process group id, cannot be reused
// until the group is killed.
WaitEnd wait_for_exit_or_deadline(pid_t pid, int64_t deadline_ns, pid_t judge_pid) {
    int pidfd = int(syscall(SYS_pidfd_open, pid, 0));
    if (pidfd >= 0) {
        // Opened after the judge may have ended: ESRCH then, and the run ends at once.
        int judge_fd = int(syscall(SYS_pidfd_open, judge_pid, 0));
        if (judge_fd < 0 && errno == ESRCH) {
            close(pidfd);
            return WaitEnd::kJudgeGone;
        }
        pollfd watched[2] = {{pidfd, POLLIN, 0}, {judge_fd, POLLIN, 0}};  // a negative fd is skipped
        WaitEnd end = WaitEnd::kExited;
        for (;;) {
            timespec timeout;
            timespec* timeout_or_none = nullptr;
            if (deadline_ns != 0) {
                int64_t left = std::max<int64_t>(0, deadline_ns - monotonic_ns());
                timeout = {time_t(left / kSecondNs), long(left % kSecondNs)};
                timeout_or_none = &timeout;
            }
            int ready = ppoll(watched, 2, timeout_or_none, nullptr);
            if (ready > 0) {
                if (!(watched[0].revents & POLLIN) && watched[1].revents != 0) end = WaitEnd::kJudgeGone;
                break;
            }
            if (ready == 0) {
                end = WaitEnd::kDeadline;
                break;
            }
            if (errno != EINTR) break;  // cannot wait on the pidfd: let wait4 wait without a deadline
        }
        close(pidfd);
        if (judge_fd >= 0) close(judge_fd);
        return end;
    }
    // Kernels before 5.3 have no pidfd: poll the zombie state, and whether the judge is there, every millisecond.
    for (;;) {
        siginfo_t info;
        info.si_pid = 0;
        if (waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid)
            return WaitEnd::kExited;
        if (deadline_ns != 0 && monotonic_ns() >= deadline_ns) return WaitEnd::kDeadline;
        if (kill(judge_pid, 0) != 0 && errno == ESRCH) return WaitEnd::kJudgeGone;
        timespec pause = {0, 1000 * 1000};
        nanosleep(&pause, nullptr);
    }
}

// What both the guard and the keeper do first: they reap and adopt children, so SIGCHLD must not be
// ignored (inherited from the judge, it would make the kernel reap the program and lose its rusage).
void become_subreaper(int64_t lifetime_ns) {
    if (lifetime_ns > 0) arm_kill_timer(make_kill_timer(), lifetime_ns);  // stopped by the program, it dies all the same
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
    const WaitEnd end = wait_for_exit_or_deadline(pid, deadline_ns, launch.judge_pid);
    const int64_t ended_ns = monotonic_ns();
    kill(-pid, SIGKILL);  // the watchdog's kill, the judge's end, or the leftovers in its group
    int status = 0;
    rusage usage;
    memset(&usage, 0, sizeof usage);
    while (wait4(pid, &status, __WALL, &usage) < 0 && errno == EINTR) {
    }
    kill_all_children();

    outcome.wait_status = status;
    outcome.wall_timeout = end == WaitEnd::kDeadline ? 1 : 0;
    outcome.wall_ns = ended_ns - started_ns;
    outcome.cpu_us = cpu_microseconds(usage);
    outcome.maxrss_kb = usage.ru_maxrss;
    outcome.finished = 1;
    return 0;
}

}  // namespace

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

}  // namespace judge
