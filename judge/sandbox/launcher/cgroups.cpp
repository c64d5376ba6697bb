// build/judge-launcher's cgroups (cgroups.hpp).
#include "judge/sandbox/launcher/cgroups.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>

#include "judge/sandbox/launcher/system.hpp"

namespace judge::launcher {
namespace {

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
    char own[256], parent[320], dir[400];
    if (!own_cgroup(cgroup_v2 ? nullptr : controller, own, sizeof own))
        return note_off(label, "/proc/self/cgroup", ENOENT);
    const char* own_dir = strcmp(own, "/") ? own : "";
    if (cgroup_v2) snprintf(parent, sizeof parent, "/sys/fs/cgroup%s", own_dir);
    else snprintf(parent, sizeof parent, "/sys/fs/cgroup/%s%s", controller, own_dir);
    remove_leftovers(parent, "judge-launcher-", false);
    // A new folder, never one that exists (mkdtemp, as the root folder): a leftover of a killed launcher whose
    // pid this one has got again is old, and another launcher starting now may be removing it.
    snprintf(dir, sizeof dir, "%s/judge-launcher-%d-XXXXXX", parent, getpid());
    if (!mkdtemp(dir)) return note_off(label, parent, errno);
    group.fd = open(dir, O_PATH | O_DIRECTORY | O_CLOEXEC);
    if (group.fd < 0) return note_off(label, dir, errno);
    snprintf(group.dir, sizeof group.dir, "%s", dir);
}

// The tree's peak memory: reset before a run, read after it, through one descriptor.
const char* memory_peak_file() { return cgroup_v2 ? "memory.peak" : "memory.max_usage_in_bytes"; }
int memory_peak_flags() {
    static int flags = -1;
    if (flags < 0) {
        bool opened_now;
        flags = memory_group.file(memory_peak_file(), O_RDWR, opened_now) >= 0 ? O_RDWR : O_RDONLY;
    }
    return flags;
}

}  // namespace

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

int64_t tree_process_count() { return pids_group.on() ? pids_group.read("pids.current") : -1; }

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

bool pids_on() { return pids_group.on(); }
bool memory_on() { return memory_group.on(); }
bool cpu_on() { return cpu_group.on(); }

void set_memory_cap(int64_t kb) {
    static int64_t written = -2;  // nothing written yet
    if (kb < 0) kb = 0;
    if (!memory_group.on() || kb == written) return;
    char cap[32];
    snprintf(cap, sizeof cap, "%lld", static_cast<long long>(kb > 0 ? kb * 1024 : -1));
    if (cgroup_v2) memory_group.write("memory.max", kb > 0 ? cap : "max");
    else memory_group.write("memory.limit_in_bytes", cap);
    written = kb;
}

void set_process_cap(int32_t most) {
    static int32_t written = -2;
    if (most < 0) most = 0;
    if (!pids_group.on() || most == written) return;
    char text[32];
    snprintf(text, sizeof text, "%d", most);
    pids_group.write("pids.max", most > 0 ? text : "max");
    written = most;
}

void reset_memory_peak() {
    if (!memory_group.on()) return;
    if (memory_peak_flags() == O_RDWR) memory_group.write(memory_peak_file(), "0", O_RDWR);
}

int64_t memory_peak_kb() {
    if (!memory_group.on()) return -1;
    int64_t bytes = memory_group.read(memory_peak_file(), nullptr, memory_peak_flags());
    return bytes >= 0 ? bytes / 1024 : -1;
}

}  // namespace judge::launcher
