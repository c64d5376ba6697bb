// build/judge-launcher: one per judge worker, started once, running every test's program of that worker.
// A separate static program, so that it is small: a program it starts has the launcher's resident size as
// the floor of its peak (ru_maxrss), a few hundred KB here instead of the judge's megabytes.
//
//   judge-launcher SOCKET_FD WORKER WORKDIR_KB [READABLE_FOLDER | rw:WRITABLE_FOLDER...]   the sandbox
//   judge-launcher --plain SOCKET_FD                                   no isolation (--no-isolation, or where
//                                                                      the kernel allows no sandbox)
//
// Once, as it starts (the outer process, in the judge's namespaces):
//   - a cgroup of its own per controller (v1 pids, memory, cpuacct under the judge's own; or cgroup v2),
//   - new PID, mount, network, IPC and UTS namespaces, then a fork: the child is init (pid 1) of the new PID
//     namespace and does everything below; the outer process waits for it and removes the cgroups and the
//     root folder when it ends. Not root: a user namespace too, where the launcher's uid is the worker's uid
//     (60000 + WORKER inside, the user's own outside) with every capability until a program's exec; no
//     cgroups and no uid per worker (the programs of every worker are the user's), RLIMIT_NPROC still
//     counts each worker's processes apart (the kernel counts a user namespace's own).
// Init builds a minimal root on a tmpfs: read-only binds of /usr and the library folders, a few files of
// /etc, /dev/null, zero, random, urandom, a fresh /proc, /box (the working folder: a tmpfs of WORKDIR_KB and
// 256 files), /tmp -> /box, and each READABLE_FOLDER (the run's own build, an interpreter's prefix) read-only at its own
// path, each WRITABLE_FOLDER (a build's folder, where a compiler writes: the program works there, not in /box) writable; then pivot_root, and the judge's file system is gone from view: no testdata, no answers, no home.
// Then init installs the seccomp denylist on itself, once: every program inherits it.
// Per Request: a clone (CLONE_VM | CLONE_VFORK) and in the child: limits, as root the OOM killer's first
// choice (oom_score_adj 1000), descriptors (stdin, stdout, stderr, and the files the request passes as 3, 4,
// ...), /box, the worker's uid (60000 + WORKER), the request's folder in /box made as that uid, exec. Init
// waits (a pidfd, with a wall deadline, checking the tree's CPU and whether it went over the process limit),
// takes the program's rusage, kills everything left in the namespace (kill(-1) from init), reaps it all,
// copies out the file the request collects (box.hpp: a regular file of /box, no link followed), empties /box
// and replies. What passes the sandbox's walls is only what the judge sent: the descriptors, opened by the
// judge; init opens nothing on a program's behalf but that one file of /box, and makes nothing but /box's
// folder, as the program's uid.
// The socket's end (the judge closed it or died) ends init, and with init the kernel kills the namespace.
//
// The plain mode isolates nothing: it exists so that a program's memory is measured the same way with and
// without the sandbox. Linux starts a process's ru_maxrss at the peak resident size of the memory it had
// before exec: a program the judge started itself would begin from the judge's tens of megabytes, one the
// launcher starts from its few hundred KB. The outer process and the server it forks are child subreapers;
// the server runs each program in its own process group, in the judge's working folder for it, and after
// the run kills the group and every process left to it (reap.hpp); if the server dies, the outer process
// kills what was left to it. Neither dies with the judge (no PR_SET_PDEATHSIG): the server watches the
// socket during a run, and its end (Ctrl-C, a tool's timeout) ends the run as its deadline would.
//
// Its parts: cgroups.cpp (the cgroups), root.cpp (the minimal root), box.cpp (/box), filter.cpp (the
// denylist), system.cpp (what is off, small file writes); this file starts init and runs the programs.
#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "judge/sandbox/launcher/box.hpp"
#include "judge/sandbox/launcher/cgroups.hpp"
#include "judge/sandbox/launcher/filter.hpp"
#include "judge/sandbox/launcher/root.hpp"
#include "judge/sandbox/launcher/system.hpp"
#include "judge/sandbox/launcher_protocol.hpp"
#include "judge/sandbox/reap.hpp"

using namespace judge::launcher;

namespace {

constexpr unsigned kFirstWorkerUid = 60000;
// The plain mode's server is killed this long after a run's wall limit, should the program have stopped it.
constexpr int64_t kStoppedServerMarginNs = 5 * int64_t(1000000000);

int64_t monotonic_us() {
    timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return int64_t(now.tv_sec) * 1000000 + now.tv_nsec / 1000;
}

// ---- one run ----

struct Worker {
    int socket_fd = -1;
    unsigned uid = 0;       // the program's uid and gid (in the sandbox)
    bool drop_uid = false;  // false without root: the program keeps init's uid in the user namespace
    bool plain = false;     // the plain mode: no namespace, the program in the judge's working folder
};

// Processes and threads in this PID namespace, init included, from its own /proc: where no pids cgroup counts
// the tree (not root). Each process's task/ lists its threads.
int64_t namespace_task_count() {
    DIR* proc = opendir("/proc");
    if (!proc) return -1;
    int64_t tasks = 0;
    while (dirent* entry = readdir(proc)) {
        if (entry->d_name[0] < '1' || entry->d_name[0] > '9') continue;
        char path[300];
        snprintf(path, sizeof path, "/proc/%s/task", entry->d_name);
        DIR* threads = opendir(path);
        if (!threads) continue;  // it has just ended
        while (dirent* thread = readdir(threads)) tasks += thread->d_name[0] != '.';
        closedir(threads);
    }
    closedir(proc);
    return tasks;
}

// The tree's processes and threads, init included: the pids cgroup's count, or this PID namespace's; -1 in
// the plain mode, where nothing counts them.
int64_t tree_tasks(const Worker& worker) {
    if (pids_on()) return tree_process_count();
    return worker.plain ? -1 : namespace_task_count();
}

// More processes and threads than the run's limit. Where the pids cgroup is on, it refuses the first fork past
// the limit and counts the refusal (pids.events), whatever came after: the run's own count of refusals is the
// answer (process_limit_events; on kernels before 6.12 a refusal by an ancestor's limit, systemd's TasksMax
// say, counts there too, and is reported the same way: the program could not have its process either).
// Without it, RLIMIT_NPROC lets exactly one more exist (launcher: start_program) and the tree's count shows it
// (init, in the tree too, not counted); so does the pids cgroup's count where its events cannot be read.
bool over_process_limit(const Worker& worker, const Request& request, int64_t refusals_before) {
    if (request.max_processes <= 0) return false;
    if (pids_on() && refusals_before >= 0) {
        const int64_t refusals = process_limit_events();
        if (refusals >= 0) return refusals > refusals_before;
    }
    const int64_t tasks = tree_tasks(worker);
    return tasks >= 0 && tasks - 1 > request.max_processes;
}

// What the program's side of the clone needs; it writes `failed_step` and `error_number` when a step before
// exec fails.
struct ProgramStart {
    const Worker* worker;
    const Request* request;
    char* const* argv;
    char* const* envp;
    const int* fds;  // stdin, stdout, stderr, then the passed files
    int passed_count;
    const char* workdir;
    int32_t failed_step;
    int32_t error_number;
};

// The program's side of the clone: everything before exec. It runs on init's memory (CLONE_VM | CLONE_VFORK:
// no copy of init's memory to make and then throw away at exec, and init waits until the exec), so it makes
// system calls only and leaves init's data alone but for its ProgramStart. Signal dispositions and mask are
// init's: all default, nothing blocked (init_main). Raw set*id calls: glibc's would try to reach other threads.
int start_program(void* raw) {
    ProgramStart& start = *static_cast<ProgramStart*>(raw);
    const Worker& worker = *start.worker;
    const Request& request = *start.request;
    auto fail = [&start](StartStep what) {
        start.error_number = errno;
        start.failed_step = what;
        _exit(127);
    };
    setpgid(0, 0);
    const int count = request.limit_count < judge::kMaxResourceLimits ? request.limit_count : judge::kMaxResourceLimits;
    for (int i = 0; i < count; ++i)
        if (!judge::set_limit(request.limits[i])) fail(kLimits);
    // Where the pids cgroup is on (as root), it alone bounds the tree, and RLIMIT_NPROC is lifted as far as the
    // hard limit goes: it counts every process of the uid on the machine, and a worker's uid (60000 + WORKER)
    // is shared with whatever else runs as it (another judge's worker, a leftover), so at max + 1 it refused
    // first, without the cgroup's count, and a fork bomb came out TLE or MLE (CI's fourth fork-bomb failure,
    // 2026-11-28; tests/test_launcher.cpp "processes of the worker's uid elsewhere..."). Without the cgroup,
    // the uid is the user namespace's, which the kernel counts apart, so RLIMIT_NPROC counts this run's
    // processes and nothing else; one above the limit, so that going over it shows in the tree's count (init
    // + the limit + 1) and the run is stopped then. In a user namespace the launcher's outer process and init
    // have the program's uid and count too. The plain mode has the judge's uid: no limit.
    if (!worker.plain && request.max_processes > 0) {
        rlimit nproc;
        if (pids_on()) {
            if (getrlimit(RLIMIT_NPROC, &nproc) != 0) fail(kLimits);
            nproc.rlim_cur = nproc.rlim_max;
        } else {
            nproc.rlim_cur = nproc.rlim_max = rlim_t(request.max_processes) + (worker.drop_uid ? 1 : 3);
        }
        if (!judge::set_limit({RLIMIT_NPROC, nproc})) fail(kLimits);
    }
    // As root, init is in the memory cgroup with the programs, and at the memory cap the cgroup's OOM killer
    // picks among them all: once it took init, not a fork bomb's processes, and the run was lost ("launcher
    // died"). So the program is its first choice: the highest score, which a process may set for itself
    // (lowering init's needs CAP_SYS_RESOURCE, which containers withhold); before the uid changes, since a
    // non-dumpable process's /proc files are root's. The kernel keeps a vfork child's score its own. Without
    // root no cgroup holds init with the programs, and in the user namespace that file is out of reach (its
    // owner, the machine's root, is not mapped there).
    if (worker.drop_uid && !judge::launcher::write_file("/proc/self/oom_score_adj", "1000")) fail(kOomScore);
    // stdin, stdout, stderr and the passed files as 0, 1, 2, 3, ...: each first moved above every target (its
    // number in this copy of init's table may be one of them: the socket's 3, say), then put in place, which
    // clears close-on-exec.
    int moved[3 + kMaxPassedFiles];
    const int descriptors = 3 + start.passed_count;
    for (int i = 0; i < descriptors; ++i)
        if ((moved[i] = fcntl(start.fds[i], F_DUPFD_CLOEXEC, 3 + kMaxPassedFiles)) < 0) fail(kDescriptors);
    for (int i = 0; i < descriptors; ++i)
        if (dup2(moved[i], i) < 0) fail(kDescriptors);
    syscall(SYS_close_range, 3 + start.passed_count, ~0u, CLOSE_RANGE_CLOEXEC);
    // /box in the sandbox, or the build's writable folder (the judge's request says which); the plain mode's is
    // the judge's folder for the run.
    if (chdir(start.workdir) != 0) fail(kWorkdir);
    if (worker.drop_uid) {
        if (syscall(SYS_setgroups, 0, nullptr) != 0 || syscall(SYS_setresgid, worker.uid, worker.uid, worker.uid) != 0 ||
            syscall(SYS_setresuid, worker.uid, worker.uid, worker.uid) != 0)
            fail(kIdentity);
    }
    // Made as the program, which could have made it itself: init makes nothing in /box with its own rights.
    if (request.box_folder[0] != '\0' && mkdir(request.box_folder, 0700) != 0) fail(kWorkdir);
    execve(request.strings, start.argv, start.envp);
    fail(kExec);
    return 127;  // not reached: fail() exits
}

// Kills the program and what it started: in the sandbox everything in the namespace but init; in the plain
// mode the program's process group (what left the group is killed with kill_everything_else).
void kill_the_run(const Worker& worker, pid_t program) {
    if (worker.plain) kill(-program, SIGKILL);
    else kill(-1, SIGKILL);
}

// Kills and reaps every process left: in the namespace but init, or (plain) every child of the server, a
// subreaper, to which whatever left the group has been reparented.
void kill_everything_else(const Worker& worker) {
    if (worker.plain) {
        judge::kill_all_children();
        return;
    }
    kill(-1, SIGKILL);
    while (waitpid(-1, nullptr, __WALL) > 0 || errno == EINTR) {
    }
}

Reply run(const Worker& worker, const Request& request, const int* fds) {
    Reply reply;
    memset(&reply, 0, sizeof reply);
    reply.max_processes = request.max_processes;
    // The strings: exec_path, argv, envp.
    static char* argv[kMaxStrings + 2];
    static char* envp[kMaxStrings + 2];
    const char* at = request.strings;
    const char* end = request.strings + sizeof request.strings;
    auto next = [&]() -> char* {
        char* word = const_cast<char*>(at);
        at += strnlen(at, size_t(end - at)) + 1;
        return word;
    };
    next();  // exec_path, request.strings itself
    const char* workdir = next();
    int argc = request.argc < kMaxStrings ? request.argc : kMaxStrings;
    int envc = request.envc < kMaxStrings - argc ? request.envc : kMaxStrings - argc;
    for (int i = 0; i < argc; ++i) argv[i] = next();
    argv[argc] = nullptr;
    for (int i = 0; i < envc; ++i) envp[i] = next();
    envp[envc] = nullptr;

    if (!worker.plain && request.workdir_kb != box_size_kb()) {  // the judge starts a launcher per size (launcher.cpp)
        reply.start_step = kWorkdir;
        reply.error_number = EINVAL;
        return reply;
    }
    // Passed files, /box's folder and a collected file are the sandbox's (the plain mode has no /box); each name
    // is one part of a path in /box (receive() checked the descriptors' count).
    const bool extras = request.passed_count > 0 || request.collect || request.box_folder[0] != '\0';
    if ((worker.plain && extras) || (request.box_folder[0] != '\0' && !box_name(request.box_folder)) ||
        (request.collect && !box_name(request.collect_name))) {
        reply.start_step = kDescriptors;
        reply.error_number = EINVAL;
        return reply;
    }
    // The limits of the whole tree. Init is in the pids group too, so the cgroup holds init and `max_processes`
    // programs and refuses the next fork, and counts it. That count is what tells a fork bomb, not the tree's
    // count seen at a poll: a bomb's refused forks (each copies the parent's memory before the cgroup refuses
    // it, and frees it after an RCU grace period) reach the memory cap within milliseconds, and the memory
    // cap's OOM killer may end the program before the first poll, with the tree below the limit by then.
    // RLIMIT_NPROC is lifted then (start_program): it counts the uid's processes outside the run too.
    set_memory_cap(request.memory_cap_kb);
    set_process_cap(request.max_processes > 0 ? request.max_processes + 1 : 0);
    reset_memory_peak();
    const int64_t cpu_before = tree_cpu_us(), process_events = process_limit_events(), memory_events = memory_cap_events();

    ProgramStart start = {&worker, &request, argv, envp, fds, request.passed_count, workdir, kStarted, 0};
    alignas(16) static char program_stack[64 * 1024];  // the program's side until its exec
    const int64_t started = monotonic_us();
    // IPC and UTS namespaces of the run's own: SysV shared memory, queues and semaphores, POSIX queues and the
    // host name end with the run, so that no run finds another's (nor pays for memory one left charged).
    const int flags = CLONE_VM | CLONE_VFORK | SIGCHLD | (worker.plain ? 0 : CLONE_NEWIPC | CLONE_NEWUTS);
    pid_t pid = clone(start_program, program_stack + sizeof program_stack, flags, &start);
    if (pid < 0) {
        reply.start_step = kFork;
        reply.error_number = errno;
    } else if (start.failed_step != kStarted) {
        reply.start_step = start.failed_step;
        reply.error_number = start.error_number;
    }
    if (reply.start_step != kStarted || pid < 0) {
        kill_everything_else(worker);
        return reply;
    }

    // Wait for the program's end, its wall deadline, the whole tree's CPU at the limit, or more processes than
    // the limit. The tree is looked at after 1 ms, then at doubling intervals up to every 20 ms: a fork bomb
    // reaches the limit within a millisecond or two and is stopped at the next look. Whatever ended the run
    // (the memory cap's OOM killer, above all), the kernel's refusal count says it went over the limit.
    const int64_t deadline = request.wall_limit_ms > 0 ? started + request.wall_limit_ms * 1000 : 0;
    int pidfd = int(syscall(SYS_pidfd_open, pid, 0));
    bool ended = false, judge_gone = false;
    int64_t poll_us = 1000;
    for (;;) {
        int64_t now = monotonic_us();
        if (deadline && now >= deadline) break;
        int64_t wait_us = deadline ? deadline - now : 3600 * int64_t(1000000);
        if ((cpu_before >= 0 || !worker.plain) && wait_us > poll_us) wait_us = poll_us;
        poll_us = poll_us * 2 < 20000 ? poll_us * 2 : 20000;
        timespec timeout = {time_t(wait_us / 1000000), long(wait_us % 1000000) * 1000};
        // The program's pidfd (skipped when negative), and the socket: its hang-up is the judge's end (Ctrl-C, a
        // tool's timeout), and the run ends then as at its deadline. In the sandbox init's PR_SET_PDEATHSIG
        // ends everything first; the plain mode's server outlives the judge, and so would the program.
        pollfd watched[2] = {{pidfd, POLLIN, 0}, {worker.socket_fd, POLLRDHUP, 0}};
        int ready = ppoll(watched, 2, &timeout, nullptr);
        if (ready > 0 && (watched[0].revents & POLLIN)) {
            ended = true;
            break;
        }
        if (ready > 0 && watched[1].revents != 0) {
            judge_gone = true;
            break;
        }
        if (pidfd < 0) {
            siginfo_t info;
            info.si_pid = 0;
            if (waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid) {
                ended = true;
                break;
            }
        }
        if (over_process_limit(worker, request, process_events)) {
            reply.process_limit_hit = 1;
            break;
        }
        if (cpu_before >= 0 && request.cpu_limit_ms > 0 && tree_cpu_us() - cpu_before >= request.cpu_limit_ms * 1000) {
            reply.tree_cpu_exceeded = 1;
            break;
        }
    }
    const int64_t ended_at = monotonic_us();
    if (pidfd >= 0) close(pidfd);
    // Once more before the kill: a bomb whose first process the memory cap's OOM killer took has the rest alive.
    if (over_process_limit(worker, request, process_events)) reply.process_limit_hit = 1;
    kill_the_run(worker, pid);
    int status = 0;
    rusage usage;
    memset(&usage, 0, sizeof usage);
    while (wait4(pid, &status, __WALL, &usage) < 0 && errno == EINTR) {
    }
    kill_everything_else(worker);

    reply.wait_status = status;
    reply.wall_timeout = ended || judge_gone || reply.tree_cpu_exceeded || reply.process_limit_hit ? 0 : 1;
    reply.wall_us = ended_at - started;
    reply.cpu_us = judge::cpu_microseconds(usage);
    reply.maxrss_kb = usage.ru_maxrss;
    reply.tree_cpu_us = cpu_before >= 0 ? tree_cpu_us() - cpu_before : -1;
    if (process_limit_events() > process_events) reply.process_limit_hit = 1;
    reply.memory_cap_hit = memory_cap_events() > memory_events ? 1 : 0;
    reply.tree_memory_peak_kb = memory_peak_kb();
    return reply;
}

// Closes the first `count` of `fds`.
void close_all(const int* fds, int count) {
    for (int i = 0; i < count; ++i) close(fds[i]);
}

// Receives one Request with its descriptors (stdin, stdout, stderr, the passed files, the collected file's
// destination: as many as the request says, `count`); false at the socket's end or a request not as the
// protocol says.
bool receive(int socket_fd, Request& request, int (&fds)[kMaxDescriptors], int& count) {
    count = 0;
    iovec data = {&request, sizeof request};
    alignas(cmsghdr) char control[CMSG_SPACE(kMaxDescriptors * sizeof(int))];
    msghdr message;
    memset(&message, 0, sizeof message);
    message.msg_iov = &data;
    message.msg_iovlen = 1;
    message.msg_control = control;
    message.msg_controllen = sizeof control;
    ssize_t length;
    while ((length = recvmsg(socket_fd, &message, MSG_CMSG_CLOEXEC)) < 0 && errno == EINTR) {
    }
    if (length <= 0) return false;
    cmsghdr* header = CMSG_FIRSTHDR(&message);
    if (!header || header->cmsg_level != SOL_SOCKET || header->cmsg_type != SCM_RIGHTS ||
        header->cmsg_len < CMSG_LEN(3 * sizeof(int)) || header->cmsg_len > CMSG_LEN(kMaxDescriptors * sizeof(int)))
        return false;  // at exit, the kernel closes whatever came
    count = int((header->cmsg_len - CMSG_LEN(0)) / sizeof(int));
    memcpy(fds, CMSG_DATA(header), size_t(count) * sizeof(int));
    // The judge sends the strings only as far as they go: what is left of the buffer is the last request's.
    if (size_t(length) < offsetof(Request, strings)) return false;
    if (size_t(length) < sizeof request) reinterpret_cast<char*>(&request)[length] = '\0';
    request.strings[sizeof request.strings - 1] = '\0';
    request.box_folder[sizeof request.box_folder - 1] = '\0';
    request.collect_name[sizeof request.collect_name - 1] = '\0';
    return request.version == kProtocolVersion && (message.msg_flags & MSG_CTRUNC) == 0 && request.passed_count >= 0 &&
           request.passed_count <= kMaxPassedFiles && (request.collect == 0 || request.collect == 1) &&
           count == 3 + request.passed_count + request.collect;
}

bool say_hello(int socket_fd, Hello& hello) {
    snprintf(hello.off, sizeof hello.off, "%s", off_notes());
    return send(socket_fd, &hello, sizeof hello, MSG_NOSIGNAL) == ssize_t(sizeof hello);
}

// Every signal's default, nothing blocked, whatever the judge had: the programs start from ours.
void default_signals() {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    for (int signal_number = 1; signal_number < NSIG; ++signal_number)
        if (signal_number != SIGKILL && signal_number != SIGSTOP) signal(signal_number, SIG_DFL);
}

// Runs each request until the socket's end.
int serve(const Worker& worker) {
    static Request request;
    // The plain mode's server can be stopped (SIGSTOP) by the program, which has its uid: a kernel timer
    // SIGKILLs it a few seconds after the run's wall limit all the same; its outer process then kills what
    // was left, and the judge, seeing the socket's end, says the program stopped or killed its launcher.
    const int timer = worker.plain ? judge::make_kill_timer() : -1;
    for (;;) {
        int fds[kMaxDescriptors];
        int count = 0;
        if (!receive(worker.socket_fd, request, fds, count)) return 0;
        if (request.wall_limit_ms > 0) judge::arm_kill_timer(timer, request.wall_limit_ms * 1000000 + kStoppedServerMarginNs);
        Reply reply = run(worker, request, fds);
        judge::arm_kill_timer(timer, 0);  // disarmed
        // Every process of the run is gone (run() killed and reaped them all): nothing changes /box under it.
        reply.collected_bytes = -1;
        if (request.collect && !worker.plain && reply.start_step == kStarted)
            reply.collected_bytes = copy_out(request.box_folder, request.collect_name, fds[count - 1], request.collect_bytes);
        close_all(fds, count);
        // Emptied before the reply, so that the judge knows: a /box that could not be emptied retires this
        // launcher (the next run starts another). The plain mode's folder is the judge's to empty.
        if (!worker.plain && !empty_box()) reply.retire = 1;
        if (send(worker.socket_fd, &reply, sizeof reply, MSG_NOSIGNAL) != ssize_t(sizeof reply)) return 0;
        if (reply.retire) return 1;
    }
}

int init_main(Worker worker, int64_t workdir_kb, const char* root, int readable_count, char** readable, Hello& hello) {
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    // Not to be traced, nor its memory read: without root, the programs have init's uid (the worker's, in the
    // user namespace), and ptrace stays allowed for LeakSanitizer. A program's exec makes it dumpable again.
    prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
    default_signals();
    join_cgroups();
    // A mount namespace of init's own: pivot_root must not move the outer process, which cleans up after.
    if (unshare(CLONE_NEWNS) != 0) note_off("minimal root", "unshare(CLONE_NEWNS)", errno);
    else if (build_root(root, readable_count, readable)) hello.held |= kMinimalRoot;
    else note_off("minimal root", root_failed_step(), root_error_number());
    if (pids_on()) hello.held |= kCgroupPids;
    if (memory_on()) hello.held |= kCgroupMemory;
    if (cpu_on()) hello.held |= kCgroupCpu;
    if (!(hello.held & kMinimalRoot)) {  // no root of its own: the judge must not run programs here
        say_hello(worker.socket_fd, hello);
        return 1;
    }
    if (!mount_box(workdir_kb, worker.uid)) {  // no working folder: no runs
        note_off("minimal root", "mount /box", errno);
        hello.held &= ~kMinimalRoot;
        say_hello(worker.socket_fd, hello);
        return 1;
    }
    hello.held |= kCappedWorkdir;
    // The denylist on init itself, installed once: every program inherits it at the clone, and none pays
    // for compiling it (about 120 us a run when each program installed its own). Init needs none of what it
    // denies from here on.
    if (install_filter()) hello.held |= kSeccomp;
    else note_off("seccomp", "install the filter", errno);
    if (!say_hello(worker.socket_fd, hello)) return 1;
    return serve(worker);
}

// The plain mode (the header): the outer process forks the server and, when it ends, kills what it left.
int plain_main(Worker worker) {
    default_signals();
    prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    static Hello hello;
    hello.version = kProtocolVersion;
    hello.uid = int32_t(geteuid());
    pid_t server = fork();
    if (server == 0) {
        // Outlives this process if the program kills it: the run still ends at its deadline or the socket's end.
        prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);  // not inherited: the server's own
        if (!say_hello(worker.socket_fd, hello)) return 1;
        return serve(worker);
    }
    close(worker.socket_fd);
    int status = 0;
    for (;;) {
        pid_t ended = waitpid(-1, &status, __WALL);
        if (ended == server || (ended < 0 && errno != EINTR)) break;
    }
    judge::kill_all_children();  // what the server left, had the program killed it
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 3 && strcmp(argv[1], "--plain") == 0) {
        Worker worker;
        worker.socket_fd = atoi(argv[2]);
        worker.plain = true;
        fcntl(worker.socket_fd, F_SETFD, FD_CLOEXEC);
        // No PR_SET_PDEATHSIG here: killed with the judge, the outer process and its server would leave the
        // program running. The server sees the socket's end instead, ends the run and exits; then this kills
        // what was left.
        return plain_main(worker);
    }
    if (argc < 4) {
        fprintf(stderr, "usage: judge-launcher SOCKET_FD WORKER WORKDIR_KB [READABLE_FOLDER...] | --plain SOCKET_FD "
                        "(started by the judge)\n");
        return 2;
    }
    Worker worker;
    worker.socket_fd = atoi(argv[1]);
    fcntl(worker.socket_fd, F_SETFD, FD_CLOEXEC);  // no program may inherit it, whatever close_range can do
    const unsigned index = unsigned(atoi(argv[2]));
    const int64_t workdir_kb = atoll(argv[3]) > 0 ? atoll(argv[3]) : 1024;
    const bool root = geteuid() == 0;
    worker.drop_uid = root;
    worker.uid = kFirstWorkerUid + index;  // not root: the uid inside the user namespace, the user's outside
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);  // the judge's worker thread ended or died: so do we

    static Hello hello;
    hello.version = kProtocolVersion;
    hello.uid = int32_t(worker.uid);
    if (root) {
        hello.held |= kWorkerUid;
        make_cgroups();
        // A writable folder (a build's) is made the worker's, which writes there; the judge made it for this
        // build alone and reads what is in it without following links.
        for (int i = 4; i < argc; ++i) {
            if (strncmp(argv[i], kWritablePrefix, strlen(kWritablePrefix)) != 0) continue;
            const int folder = open(argv[i] + strlen(kWritablePrefix), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            if (folder < 0 || fchown(folder, worker.uid, worker.uid) != 0) note_off("minimal root", "chown a writable folder", errno);
            if (folder >= 0) close(folder);
        }
    } else {
        note_off("a uid per worker and cgroups", "not root: the programs have your uid; instead, each worker's user "
                 "namespace and RLIMIT_NPROC count its processes, and memory and CPU are each program's own", 0);
    }
    // The root folder is named after this process, so that the next launcher can tell it from a live one's
    // if this one is killed before it removes it (remove_leftovers).
    remove_leftovers("/tmp", "judge-launcher-root-", true);
    char root_dir[64];
    snprintf(root_dir, sizeof root_dir, "/tmp/judge-launcher-root-%d-XXXXXX", getpid());
    if (!mkdtemp(root_dir)) {
        note_off("minimal root", "mkdtemp", errno);
        say_hello(worker.socket_fd, hello);
        remove_cgroups();
        return 1;
    }
    const unsigned outside_uid = geteuid(), outside_gid = getegid();
    int namespaces = CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS | (root ? 0 : CLONE_NEWUSER);
    if (unshare(namespaces) != 0) {
        note_off("namespaces", "unshare", errno);
        say_hello(worker.socket_fd, hello);
        rmdir(root_dir);
        remove_cgroups();
        return 1;
    }
    if (!root) {
        char map[64];
        write_file("/proc/self/setgroups", "deny");
        snprintf(map, sizeof map, "%u %u 1\n", worker.uid, outside_uid);
        write_file("/proc/self/uid_map", map);
        snprintf(map, sizeof map, "%u %u 1\n", worker.uid, outside_gid);
        write_file("/proc/self/gid_map", map);
    }
    hello.held |= kPidNamespace | kNoNetwork | kIpcUtsNamespaces;
    pid_t init = fork();
    if (init == 0) return init_main(worker, workdir_kb, root_dir, argc - 4, argv + 4, hello);
    close(worker.socket_fd);
    int status = 0;
    while (init > 0 && waitpid(init, &status, 0) < 0 && errno == EINTR) {
    }
    remove_cgroups();
    umount2(root_dir, MNT_DETACH);  // where / is not a mount point, the root tmpfs's first mount shows here (root.cpp)
    rmdir(root_dir);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
