// build/judge-launcher: one per judge worker, started once, running every test's program of that worker.
// A separate static program, so that it is small: a program it starts has the launcher's resident size as
// the floor of its peak (ru_maxrss), a few hundred KB here instead of the judge's megabytes.
//
//   judge-launcher SOCKET_FD WORKER WORKDIR_KB [READABLE_FOLDER...]
//
// Once, as it starts (the outer process, in the judge's namespaces):
//   - a cgroup of its own per controller (v1 pids, memory, cpuacct under the judge's own; or cgroup v2),
//   - new PID, mount, network, IPC and UTS namespaces (and a user namespace when not root), then a fork:
//     the child is init (pid 1) of the new PID namespace and does everything below; the outer process
//     waits for it and removes the cgroups and the root folder when it ends.
// Init builds a minimal root on a tmpfs: read-only binds of /usr and the library folders, a few files of
// /etc, /dev/null, zero, random, urandom, a fresh /proc, /box (the working folder: a tmpfs of WORKDIR_KB and
// 256 files), /tmp -> /box, and each READABLE_FOLDER (builds, an interpreter's prefix) read-only at its own
// path; then pivot_root, and the judge's file system is gone from view: no testdata, no answers, no home.
// Then init installs the seccomp denylist on itself, once: every program inherits it.
// Per Request: a clone (CLONE_VM | CLONE_VFORK) and in the child: limits, descriptors, /box, the worker's
// uid (60000 + WORKER), exec. Init waits (a pidfd, with a wall deadline, checking the tree's CPU and process
// count), takes the program's rusage, kills everything left in the namespace (kill(-1) from init), reaps it
// all, empties /box and replies.
// The socket's end (the judge closed it or died) ends init, and with init the kernel kills the namespace.
#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stddef.h>
#include <dirent.h>
#include <sys/mount.h>
#include <sys/xattr.h>
#include <sys/prctl.h>
#include <sys/resource.h>
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
#include <initializer_list>

#include "judge/sandbox/launcher/filter.hpp"
#include "judge/sandbox/launcher/root.hpp"
#include "judge/sandbox/launcher_protocol.hpp"

using namespace judge::launcher;

namespace {

constexpr unsigned kFirstWorkerUid = 60000;

int64_t monotonic_us() {
    timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return int64_t(now.tv_sec) * 1000000 + now.tv_nsec / 1000;
}

// What is off, for Hello::off: "what: why; " appended.
char off_text[sizeof(Hello::off)];
void note_off(const char* what, const char* detail, int error) {
    size_t used = strlen(off_text);
    snprintf(off_text + used, sizeof off_text - used, "%s%s (%s: %s)", used ? "; " : "", what, detail,
             strerror(error));
}

bool write_file(const char* path, const char* text, int dir_fd = AT_FDCWD) {
    int fd = openat(dir_fd, path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return false;
    size_t length = strlen(text);
    bool ok = write(fd, text, length) == ssize_t(length);
    close(fd);
    return ok;
}

// The first number in `text` (or after `key ` when given), or -1.
int64_t parse_number(const char* text, const char* key) {
    const char* at = text;
    if (key) {
        at = strstr(text, key);
        if (!at) return -1;
        at += strlen(key);
    }
    while (*at == ' ') ++at;
    return *at >= '0' && *at <= '9' ? strtoll(at, nullptr, 10) : -1;
}

// ---- cgroups: one folder per controller, made by the outer process, joined by init ----

// Its folder stays open: after pivot_root, /sys is out of view, and the files are reached through it. Each
// file is opened once, then read or written at offset 0 (a cgroup file gives fresh contents at every read
// from its start): a run reads and writes about ten of them. cgroup v2's memory.peak wants it so too: a
// reset holds for the descriptor that wrote it.
struct Cgroup {
    char dir[512] = "";  // "" when the controller is not used
    int fd = -1;
    struct OpenFile {
        const char* name;
        int flags;
        int fd;
    };
    OpenFile files[8];
    int file_count = 0;
    bool on() const { return dir[0] != '\0'; }
    // The file's descriptor, opened at its first use (-1 when it cannot be). Every file a launcher uses fits
    // in `files`; one that did not would be opened and closed each time (`opened_now`).
    int file(const char* name, int flags, bool& opened_now) {
        opened_now = false;
        for (int i = 0; i < file_count; ++i)
            if (files[i].flags == flags && strcmp(files[i].name, name) == 0) return files[i].fd;
        int opened = openat(fd, name, flags | O_CLOEXEC);
        if (opened >= 0 && file_count < int(sizeof files / sizeof files[0])) files[file_count++] = {name, flags, opened};
        else opened_now = opened >= 0;
        return opened;
    }
    bool write(const char* name, const char* text, int flags = O_WRONLY) {
        bool opened_now;
        int file_fd = file(name, flags, opened_now);
        size_t length = strlen(text);
        bool ok = file_fd >= 0 && pwrite(file_fd, text, length, 0) == ssize_t(length);
        if (opened_now) close(file_fd);
        return ok;
    }
    int64_t read(const char* name, const char* key = nullptr, int flags = O_RDONLY) {
        bool opened_now;
        int file_fd = file(name, flags, opened_now);
        char text[512];
        ssize_t length = file_fd >= 0 ? pread(file_fd, text, sizeof text - 1, 0) : -1;
        if (opened_now) close(file_fd);
        if (length <= 0) return -1;
        text[length] = '\0';
        return parse_number(text, key);
    }
};
Cgroup pids_group, memory_group, cpu_group;
bool cgroup_v2 = false;

// The judge's own cgroup of `controller` in /proc/self/cgroup ("4:memory:/a/b" → "/a/b"; v2: "0::/a").
bool own_cgroup(const char* controller, char* out, size_t size) {
    FILE* file = fopen("/proc/self/cgroup", "re");
    if (!file) return false;
    char line[1024];
    bool found = false;
    while (!found && fgets(line, sizeof line, file)) {
        line[strcspn(line, "\n")] = '\0';
        char* first = strchr(line, ':');
        char* second = first ? strchr(first + 1, ':') : nullptr;
        if (!second) continue;
        *second = '\0';
        const char* names = first + 1;
        bool match = controller ? false : *names == '\0';
        if (controller)
            for (char* name = strtok(const_cast<char*>(names), ","); name && !match; name = strtok(nullptr, ","))
                match = strcmp(name, controller) == 0;
        if (match) {
            snprintf(out, size, "%s", second + 1);
            found = true;
        }
    }
    fclose(file);
    return found;
}

void make_cgroup(Cgroup& group, const char* controller, const char* label) {
    char own[256], dir[512];
    if (cgroup_v2) {
        if (!own_cgroup(nullptr, own, sizeof own)) return note_off(label, "/proc/self/cgroup", ENOENT);
        snprintf(dir, sizeof dir, "/sys/fs/cgroup%s/judge-launcher-%d", strcmp(own, "/") ? own : "", getpid());
    } else {
        if (!own_cgroup(controller, own, sizeof own)) return note_off(label, "/proc/self/cgroup", ENOENT);
        snprintf(dir, sizeof dir, "/sys/fs/cgroup/%s%s/judge-launcher-%d", controller, strcmp(own, "/") ? own : "",
                 getpid());
    }
    if (mkdir(dir, 0755) != 0 && errno != EEXIST) return note_off(label, dir, errno);
    group.fd = open(dir, O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (group.fd < 0) return note_off(label, dir, errno);
    snprintf(group.dir, sizeof group.dir, "%s", dir);
}

void make_cgroups() {
    struct stat info;
    char controllers[256] = "";
    int fd = open("/sys/fs/cgroup/cgroup.controllers", O_RDONLY | O_CLOEXEC);
    if (fd >= 0) {
        ssize_t length = read(fd, controllers, sizeof controllers - 1);
        controllers[length > 0 ? length : 0] = '\0';
        close(fd);
        cgroup_v2 = true;
    }
    if (cgroup_v2) {
        // One folder with every controller, when the judge's own cgroup lets its children have them.
        make_cgroup(pids_group, nullptr, "cgroup v2");
        if (!pids_group.on()) return;
        memory_group = cpu_group = pids_group;
        char own[256], subtree[700];
        own_cgroup(nullptr, own, sizeof own);
        snprintf(subtree, sizeof subtree, "/sys/fs/cgroup%s/cgroup.subtree_control", strcmp(own, "/") ? own : "");
        const char* wanted[] = {"pids", "memory", "cpu"};
        Cgroup* groups[] = {&pids_group, &memory_group, &cpu_group};
        for (int i = 0; i < 3; ++i) {
            char control[16];
            snprintf(control, sizeof control, "+%s", wanted[i]);
            char file[620];
            snprintf(file, sizeof file, "%s/%s.%s", groups[i]->dir, wanted[i], i == 2 ? "stat" : "max");
            if (stat(file, &info) != 0 && !write_file(subtree, control)) {
                note_off(wanted[i], "cgroup v2 subtree_control", errno);
                groups[i]->dir[0] = '\0';
            }
        }
        return;
    }
    make_cgroup(pids_group, "pids", "cgroup pids");
    make_cgroup(memory_group, "memory", "cgroup memory");
    make_cgroup(cpu_group, "cpuacct", "cgroup cpuacct");
}

// After init has gone; its processes may take a moment to leave the cgroups.
void remove_cgroups() {
    for (Cgroup* group : {&pids_group, &memory_group, &cpu_group})
        for (int attempt = 0; group->on() && attempt < 200; ++attempt) {
            if (rmdir(group->dir) == 0 || errno == ENOENT) break;  // the same folder thrice under v2
            usleep(5000);
        }
}

// Init joins every cgroup; the programs it forks are born in them, so no run pays for moving a process.
void join_cgroups() {
    for (Cgroup* group : {&pids_group, &memory_group, &cpu_group})
        if (group->on() && !group->write("cgroup.procs", "0")) {
            note_off(group == &pids_group ? "cgroup pids" : group == &memory_group ? "cgroup memory" : "cgroup cpu",
                     "join", errno);
            group->dir[0] = '\0';
        }
}

int64_t tree_cpu_us() {
    if (!cpu_group.on()) return -1;
    if (cgroup_v2) return cpu_group.read("cpu.stat", "usage_usec");
    int64_t ns = cpu_group.read("cpuacct.usage");
    return ns < 0 ? -1 : ns / 1000;
}
int64_t process_limit_events() {
    if (!pids_group.on()) return 0;
    return pids_group.read("pids.events", "max");
}
int64_t memory_cap_events() {
    if (!memory_group.on()) return 0;
    // The kernel's OOM kills, not the times usage touched the cap (memory.failcnt, memory.events' "max"): at the
    // cap the kernel first reclaims, and a run whose memory was reclaimed was not stopped by it.
    return memory_group.read(cgroup_v2 ? "memory.events" : "memory.oom_control", "\noom_kill ");
}

// ---- one run ----

// More processes and threads in the tree than the run's limit (init, in the group too, not counted). Where the
// program has a uid of its own, RLIMIT_NPROC lets exactly one more exist; otherwise the cgroup's pids.max does.
bool over_process_limit(const Request& request) {
    return pids_group.on() && request.max_processes > 0 && pids_group.read("pids.current") - 1 > request.max_processes;
}

struct Worker {
    int socket_fd = -1;
    unsigned uid = 0;       // the program's uid and gid
    bool drop_uid = false;  // false without root: the program keeps the user namespace's uid
};

// What the program's side of the clone needs; it writes `failed_step` and `error_number` when a step before
// exec fails.
struct ProgramStart {
    const Worker* worker;
    const Request* request;
    char* const* argv;
    char* const* envp;
    const int* fds;  // stdin, stdout, stderr
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
    // The uid is the worker's own: RLIMIT_NPROC counts this run's processes and nothing else. One above the
    // limit, so that going over it shows in pids.current (init + the limit + 1) and the run is stopped then.
    const rlim_t most = rlim_t(request.max_processes) + 1;
    if (worker.drop_uid && request.max_processes > 0 && !judge::set_limit({RLIMIT_NPROC, {most, most}}))
        fail(kLimits);
    if (dup2(start.fds[0], 0) < 0 || dup2(start.fds[1], 1) < 0 || dup2(start.fds[2], 2) < 0) fail(kDescriptors);
    syscall(SYS_close_range, 3, ~0u, CLOSE_RANGE_CLOEXEC);
    if (chdir("/box") != 0) fail(kWorkdir);
    if (worker.drop_uid) {
        if (syscall(SYS_setgroups, 0, nullptr) != 0 || syscall(SYS_setresgid, worker.uid, worker.uid, worker.uid) != 0 ||
            syscall(SYS_setresuid, worker.uid, worker.uid, worker.uid) != 0)
            fail(kIdentity);
    }
    execve(request.strings, start.argv, start.envp);
    fail(kExec);
    return 127;  // not reached: fail() exits
}

// The tree's peak memory: reset before a run (where the kernel allows: cgroup v2's memory.peak is read-only
// before Linux 6.12), read after it, through one descriptor.
const char* memory_peak_file() { return cgroup_v2 ? "memory.peak" : "memory.max_usage_in_bytes"; }
int memory_peak_flags() {
    static int flags = -1;
    if (flags < 0) {
        bool opened_now;
        flags = memory_group.file(memory_peak_file(), O_RDWR, opened_now) >= 0 ? O_RDWR : O_RDONLY;
    }
    return flags;
}
void reset_memory_peak() {
    if (memory_peak_flags() == O_RDWR) memory_group.write(memory_peak_file(), "0", O_RDWR);
}
int64_t memory_peak_bytes() { return memory_group.read(memory_peak_file(), nullptr, memory_peak_flags()); }

// /box, the program's working folder: a tmpfs, size- and inode-capped, mounted once as init starts (before
// init's own seccomp filter, which forbids mount) and emptied after every run, so that each program finds it
// as the first did: empty, mode 700, no extended attributes (a program owns /box and could leave a note in
// one), its times those of the emptying. What a program can still learn of earlier runs of its worker is
// how many processes and files came before it (process ids and inode numbers count up), nothing of theirs.
int box_fd = -1;
int64_t box_kb = 0;

bool mount_box(int64_t kb, const Worker& worker) {
    char options[128];
    snprintf(options, sizeof options, "size=%lldk,nr_inodes=256,mode=700,uid=%u,gid=%u", static_cast<long long>(kb),
             worker.drop_uid ? worker.uid : 0, worker.drop_uid ? worker.uid : 0);
    if (mount("tmpfs", "/box", "tmpfs", MS_NOSUID | MS_NODEV, options) != 0) return false;
    box_fd = open("/box", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    box_kb = kb;
    return box_fd >= 0;
}

// Removes everything inside the folder `folder_fd` (which it closes); false when something is left. Never
// follows a link: folders are opened with O_NOFOLLOW, everything else is unlinked as it is.
bool empty_folder(int folder_fd) {
    DIR* folder = fdopendir(folder_fd);
    if (!folder) {
        close(folder_fd);
        return false;
    }
    bool emptied = true;
    while (dirent* entry = readdir(folder)) {
        const char* name = entry->d_name;
        if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0) continue;
        if (unlinkat(dirfd(folder), name, 0) == 0) continue;
        int inner = openat(dirfd(folder), name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (inner < 0 || !empty_folder(inner) || unlinkat(dirfd(folder), name, AT_REMOVEDIR) != 0) emptied = false;
    }
    closedir(folder);
    return emptied;
}

// After a run, everything in it gone: /box as the first program found it. False when that failed.
bool empty_box() {
    char names[4096];
    ssize_t length = flistxattr(box_fd, names, sizeof names);
    for (ssize_t at = 0; at < length; at += ssize_t(strlen(names + at)) + 1) fremovexattr(box_fd, names + at);
    bool emptied = length >= 0 || errno == ENOTSUP;
    emptied = empty_folder(openat(box_fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)) && emptied;
    emptied = fchmod(box_fd, 0700) == 0 && emptied;
    futimens(box_fd, nullptr);
    return emptied && flistxattr(box_fd, names, sizeof names) <= 0;
}

// Kills everything in the namespace but init, and reaps it all.
void kill_everything_else() {
    kill(-1, SIGKILL);
    while (waitpid(-1, nullptr, __WALL) > 0 || errno == EINTR) {
    }
}

Reply run(const Worker& worker, const Request& request, const int (&fds)[3]) {
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
    int argc = request.argc < kMaxStrings ? request.argc : kMaxStrings;
    int envc = request.envc < kMaxStrings - argc ? request.envc : kMaxStrings - argc;
    for (int i = 0; i < argc; ++i) argv[i] = next();
    argv[argc] = nullptr;
    for (int i = 0; i < envc; ++i) envp[i] = next();
    envp[envc] = nullptr;

    if (request.workdir_kb != box_kb) {  // the judge starts a launcher per size (launcher.cpp)
        reply.start_step = kWorkdir;
        reply.error_number = EINVAL;
        return reply;
    }
    // The limits of the whole tree, written when they change (most runs of a worker have the same).
    static int64_t memory_cap_written = -2;
    static int32_t process_limit_written = -2;
    if (memory_group.on() && request.memory_cap_kb != memory_cap_written) {
        char cap[32];
        snprintf(cap, sizeof cap, "%lld", static_cast<long long>(request.memory_cap_kb > 0 ? request.memory_cap_kb * 1024 : -1));
        if (cgroup_v2) memory_group.write("memory.max", request.memory_cap_kb > 0 ? cap : "max");
        else memory_group.write("memory.limit_in_bytes", cap);
        memory_cap_written = request.memory_cap_kb;
    }
    if (memory_group.on()) reset_memory_peak();
    if (pids_group.on() && request.max_processes != process_limit_written) {
        char most[32];
        // Init is in the group too. Where the program has its own uid, RLIMIT_NPROC holds it at max_processes + 1
        // and the cgroup's limit is a few above: the kernel checks RLIMIT_NPROC before it copies the parent's
        // memory and the cgroup's limit after, so a fork bomb held by the cgroup alone makes and frees a copy
        // at every refused fork, tens of megabytes in flight, enough to reach the memory cap.
        snprintf(most, sizeof most, "%d", request.max_processes + (worker.drop_uid ? 8 : 2));
        pids_group.write("pids.max", request.max_processes > 0 ? most : "max");
        process_limit_written = request.max_processes;
    }
    const int64_t cpu_before = tree_cpu_us(), process_events = process_limit_events(), memory_events = memory_cap_events();

    ProgramStart start = {&worker, &request, argv, envp, fds, kStarted, 0};
    alignas(16) static char program_stack[64 * 1024];  // the program's side until its exec
    const int64_t started = monotonic_us();
    pid_t pid = clone(start_program, program_stack + sizeof program_stack, CLONE_VM | CLONE_VFORK | SIGCHLD, &start);
    if (pid < 0) {
        reply.start_step = kFork;
        reply.error_number = errno;
    } else if (start.failed_step != kStarted) {
        reply.start_step = start.failed_step;
        reply.error_number = start.error_number;
    }
    if (reply.start_step != kStarted || pid < 0) {
        kill_everything_else();
        return reply;
    }

    // Wait for the program's end, its wall deadline, the whole tree's CPU at the limit, or more processes than
    // the limit. The tree is looked at after 1 ms, then at doubling intervals up to every 20 ms: a fork bomb
    // reaches the limit within a millisecond or two, and its refused forks' kernel memory (task structures and
    // stacks, freed only after an RCU grace period) can reach the memory cap within a few more. Seen first,
    // the bomb is stopped for what it is, whatever the machine's speed.
    const int64_t deadline = request.wall_limit_ms > 0 ? started + request.wall_limit_ms * 1000 : 0;
    int pidfd = int(syscall(SYS_pidfd_open, pid, 0));
    bool ended = false;
    int64_t poll_us = 1000;
    for (;;) {
        int64_t now = monotonic_us();
        if (deadline && now >= deadline) break;
        int64_t wait_us = deadline ? deadline - now : 3600 * int64_t(1000000);
        if ((cpu_before >= 0 || pids_group.on()) && wait_us > poll_us) wait_us = poll_us;
        poll_us = poll_us * 2 < 20000 ? poll_us * 2 : 20000;
        timespec timeout = {time_t(wait_us / 1000000), long(wait_us % 1000000) * 1000};
        pollfd exited = {pidfd, POLLIN, 0};
        int ready = pidfd >= 0 ? ppoll(&exited, 1, &timeout, nullptr) : (nanosleep(&timeout, nullptr), 0);
        if (ready > 0) {
            ended = true;
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
        if (over_process_limit(request)) {
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
    if (over_process_limit(request)) reply.process_limit_hit = 1;
    kill(-1, SIGKILL);
    int status = 0;
    rusage usage;
    memset(&usage, 0, sizeof usage);
    while (wait4(pid, &status, __WALL, &usage) < 0 && errno == EINTR) {
    }
    kill_everything_else();

    reply.wait_status = status;
    reply.wall_timeout = ended || reply.tree_cpu_exceeded || reply.process_limit_hit ? 0 : 1;
    reply.wall_us = ended_at - started;
    reply.cpu_us = judge::cpu_microseconds(usage);
    reply.maxrss_kb = usage.ru_maxrss;
    reply.tree_cpu_us = cpu_before >= 0 ? tree_cpu_us() - cpu_before : -1;
    if (process_limit_events() > process_events) reply.process_limit_hit = 1;
    reply.memory_cap_hit = memory_cap_events() > memory_events ? 1 : 0;
    if (memory_group.on()) {
        int64_t peak = memory_peak_bytes();
        reply.tree_memory_peak_kb = peak >= 0 ? peak / 1024 : -1;
    } else {
        reply.tree_memory_peak_kb = -1;
    }
    return reply;
}

// Receives one Request with its three descriptors; false at the socket's end.
bool receive(int socket_fd, Request& request, int (&fds)[3]) {
    iovec data = {&request, sizeof request};
    alignas(cmsghdr) char control[CMSG_SPACE(3 * sizeof(int))];
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
    if (!header || header->cmsg_type != SCM_RIGHTS || header->cmsg_len != CMSG_LEN(3 * sizeof(int))) return false;
    memcpy(fds, CMSG_DATA(header), 3 * sizeof(int));
    // The judge sends the strings only as far as they go: what is left of the buffer is the last request's.
    if (size_t(length) < offsetof(Request, strings)) return false;
    if (size_t(length) < sizeof request) reinterpret_cast<char*>(&request)[length] = '\0';
    request.strings[sizeof request.strings - 1] = '\0';
    return request.version == kProtocolVersion;
}

bool say_hello(int socket_fd, Hello& hello) {
    snprintf(hello.off, sizeof hello.off, "%s", off_text);
    return send(socket_fd, &hello, sizeof hello, MSG_NOSIGNAL) == ssize_t(sizeof hello);
}

int init_main(Worker worker, int64_t workdir_kb, const char* root, int readable_count, char** readable, Hello& hello) {
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);
    // Every signal's default, nothing blocked, whatever the judge had: the programs start from init's.
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, nullptr);
    for (int signal_number = 1; signal_number < NSIG; ++signal_number)
        if (signal_number != SIGKILL && signal_number != SIGSTOP) signal(signal_number, SIG_DFL);
    join_cgroups();
    // A mount namespace of init's own: pivot_root must not move the outer process, which cleans up after.
    if (unshare(CLONE_NEWNS) != 0) note_off("minimal root", "unshare(CLONE_NEWNS)", errno);
    else if (build_root(root, readable_count, readable)) hello.held |= kMinimalRoot;
    else note_off("minimal root", root_failed_step(), root_error_number());
    if (pids_group.on()) hello.held |= kCgroupPids;
    if (memory_group.on()) hello.held |= kCgroupMemory;
    if (cpu_group.on()) hello.held |= kCgroupCpu;
    if (!(hello.held & kMinimalRoot)) {  // no root of its own: the judge must not run programs here
        say_hello(worker.socket_fd, hello);
        return 1;
    }
    if (!mount_box(workdir_kb, worker)) {  // no working folder: no runs
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
    static Request request;
    for (;;) {
        int fds[3];
        if (!receive(worker.socket_fd, request, fds)) return 0;
        Reply reply = run(worker, request, fds);
        for (int fd : fds) close(fd);
        // Emptied before the reply, so that the judge knows: a /box that could not be emptied retires this
        // launcher (the next run starts another).
        if (!empty_box()) reply.retire = 1;
        if (send(worker.socket_fd, &reply, sizeof reply, MSG_NOSIGNAL) != ssize_t(sizeof reply)) return 0;
        if (reply.retire) return 1;
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: judge-launcher SOCKET_FD WORKER WORKDIR_KB [READABLE_FOLDER...] (started by the judge)\n");
        return 2;
    }
    Worker worker;
    worker.socket_fd = atoi(argv[1]);
    const unsigned index = unsigned(atoi(argv[2]));
    const int64_t workdir_kb = atoll(argv[3]) > 0 ? atoll(argv[3]) : 1024;
    const bool root = geteuid() == 0;
    worker.drop_uid = root;
    worker.uid = root ? kFirstWorkerUid + index : 0;
    prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0);  // the judge's worker thread ended or died: so do we

    static Hello hello;
    hello.version = kProtocolVersion;
    hello.uid = int32_t(worker.uid);
    if (root) {
        hello.held |= kWorkerUid;
        make_cgroups();
    } else {
        note_off("a uid per worker", "not root", EPERM);
        note_off("cgroups", "not root", EPERM);
    }
    char root_dir[] = "/tmp/judge-launcher-root-XXXXXX";
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
        snprintf(map, sizeof map, "0 %u 1\n", outside_uid);
        write_file("/proc/self/uid_map", map);
        snprintf(map, sizeof map, "0 %u 1\n", outside_gid);
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
    rmdir(root_dir);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
