#include "judge/sandbox/isolate.hpp"

#include <fcntl.h>
#include <linux/mount.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <mutex>

namespace judge {

namespace {

// ---- child side: system calls only, no allocation, no locks ----

// The private /tmp: 32 MB, 4096 files, sticky and writable by all like a real one. A literal, not built
// from numbers: the child must not allocate.
constexpr const char* kTmpMountOptions = "size=32m,nr_inodes=4096,mode=1777";

std::size_t length_of(const char* text) {
    std::size_t n = 0;
    while (text[n]) ++n;
    return n;
}

// Appends the decimal digits of `value` at `out`; returns the end.
char* append_number(char* out, unsigned long value) {
    char digits[24];
    int n = 0;
    do digits[n++] = static_cast<char>('0' + value % 10);
    while ((value /= 10) != 0);
    while (n > 0) *out++ = digits[--n];
    return out;
}

char* append_text(char* out, const char* text) {
    while (*text) *out++ = *text++;
    return out;
}

int write_whole_file(const char* path, const char* text) {
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return errno;
    std::size_t length = length_of(text);
    ssize_t written = write(fd, text, length);
    int error = written == static_cast<ssize_t>(length) ? 0 : (written < 0 ? errno : EIO);
    close(fd);
    return error;
}

// "0 <id> 1": id 0 inside the namespace is `id` outside, a range of one.
int write_id_map(const char* path, unsigned id) {
    char map[32];
    char* end = append_text(map, "0 ");
    end = append_number(end, id);
    end = append_text(end, " 1\n");
    *end = '\0';
    return write_whole_file(path, map);
}

// mkdir -p, in place: `path` is a writable copy, restored before returning.
int make_directories(char* path) {
    for (char* slash = path + 1;; ++slash) {
        bool last = *slash == '\0';
        if (!last && *slash != '/') continue;
        *slash = '\0';
        int error = mkdir(path, 0755) == 0 || errno == EEXIST ? 0 : errno;
        if (!last) *slash = '/';
        if (error || last) return error;
    }
}

int set_mount_attributes(const char* path, unsigned flags, std::uint64_t set, std::uint64_t clear) {
    struct mount_attr attributes;
    std::memset(&attributes, 0, sizeof attributes);
    attributes.attr_set = set;
    attributes.attr_clr = clear;
    return syscall(SYS_mount_setattr, AT_FDCWD, path, flags, &attributes, sizeof attributes) == 0 ? 0 : errno;
}

// Mounts the directory open as `fd` at `path`, creating the folders of `path` first (they are missing
// when `path` is under the fresh /tmp).
int bind_at_same_path(int fd, const char* path) {
    char folders[4096];
    std::size_t length = length_of(path);
    if (length >= sizeof folders) return ENAMETOOLONG;
    std::memcpy(folders, path, length + 1);
    if (int error = make_directories(folders)) return error;
    char source[48];
    *append_number(append_text(source, "/proc/self/fd/"), static_cast<unsigned long>(fd)) = '\0';
    return mount(source, path, nullptr, MS_BIND, nullptr) == 0 ? 0 : errno;
}

// isolate_child, also naming the step that failed (a string literal) for the probe's message.
int isolate(const IsolationPlan& plan, const char** failed_step) {
    auto fail = [failed_step](const char* step, int error) {
        if (failed_step) *failed_step = step;
        return error;
    };
    if (!plan.enabled) return 0;
    int namespaces = CLONE_NEWNET | CLONE_NEWNS | (plan.user_namespace ? CLONE_NEWUSER : 0);
    if (unshare(namespaces) != 0) return fail(plan.user_namespace ? "unshare(CLONE_NEWUSER|CLONE_NEWNET|CLONE_NEWNS)"
                                                                  : "unshare(CLONE_NEWNET|CLONE_NEWNS)", errno);
    if (plan.user_namespace) {
        if (int error = write_whole_file("/proc/self/setgroups", "deny")) return fail("/proc/self/setgroups", error);
        if (int error = write_id_map("/proc/self/uid_map", plan.outside_uid)) return fail("/proc/self/uid_map", error);
        if (int error = write_id_map("/proc/self/gid_map", plan.outside_gid)) return fail("/proc/self/gid_map", error);
    }
    // Our copies of the mounts must not pass mount events back to the judge's namespace.
    if (mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) return fail("mount --make-rprivate /", errno);
    // Held open, so that the directories can be found again under the private /tmp.
    int workdir_fd = open(plan.workdir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (workdir_fd < 0) return fail("open the working directory", errno);
    int kept_fds[kMaxKeptUnderTmp];
    for (int i = 0; i < plan.kept_count; ++i) {
        kept_fds[i] = open(plan.kept_under_tmp[i], O_PATH | O_DIRECTORY | O_CLOEXEC);
        if (kept_fds[i] < 0) {
            int error = errno;
            for (int j = 0; j < i; ++j) close(kept_fds[j]);
            close(workdir_fd);
            return fail("open a folder under /tmp", error);
        }
    }
    int error = set_mount_attributes("/", AT_RECURSIVE, MOUNT_ATTR_RDONLY, 0);
    const char* step = "mount_setattr / read-only";
    if (!error) {
        step = "mount tmpfs /tmp";
        if (mount("tmpfs", "/tmp", "tmpfs", MS_NOSUID | MS_NODEV, kTmpMountOptions) != 0) error = errno;
    }
    // Read-only binds: the source mounts are read-only now, and a bind mount inherits that.
    for (int i = 0; i < plan.kept_count && !error; ++i) {
        step = "bind-mount a folder under /tmp";
        error = bind_at_same_path(kept_fds[i], plan.kept_under_tmp[i]);
    }
    if (!error) {
        step = "bind-mount the working directory";
        error = bind_at_same_path(workdir_fd, plan.workdir);
    }
    for (int i = 0; i < plan.kept_count; ++i) close(kept_fds[i]);
    if (!error) {
        step = "mount_setattr the working directory writable";
        error = set_mount_attributes(plan.workdir, 0, 0, MOUNT_ATTR_RDONLY);
    }
    close(workdir_fd);
    if (error) return fail(step, error);
    if (plan.drop_to_nobody) {
        if (chmod(plan.workdir, 0777) != 0) return fail("chmod the working directory", errno);
        // Raw system calls: they change this task only. glibc's wrappers would signal every thread of the
        // judge, whose memory this child may share.
        if (syscall(SYS_setgroups, 0, nullptr) != 0) return fail("setgroups", errno);
        if (syscall(SYS_setresgid, kNobody, kNobody, kNobody) != 0) return fail("setresgid", errno);
        if (syscall(SYS_setresuid, kNobody, kNobody, kNobody) != 0) return fail("setresuid", errno);
    }
    return 0;
}

// ---- parent side ----

bool copy_path(const std::string& path, char (&out)[4096]) {
    if (path.empty() || path[0] != '/' || path.size() >= sizeof out) return false;
    std::memcpy(out, path.c_str(), path.size() + 1);
    return true;
}

// True when `nobody` can reach `path`: every folder above it searchable by others, the file itself
// readable (and, for a program, executable) by others.
bool reachable_by_others(const std::filesystem::path& path) {
    struct stat info;
    if (stat(path.c_str(), &info) != 0) return false;
    mode_t needed = S_ISDIR(info.st_mode) ? S_IXOTH : (info.st_mode & S_IXUSR ? S_IXOTH | S_IROTH : S_IROTH);
    if ((info.st_mode & needed) != needed) return false;
    for (auto folder = path.parent_path(); folder != folder.root_path(); folder = folder.parent_path()) {
        if (stat(folder.c_str(), &info) != 0 || !(info.st_mode & S_IXOTH)) return false;
    }
    return true;
}

IsolationPlan base_plan() {
    IsolationPlan plan;
    plan.enabled = true;
    plan.user_namespace = geteuid() != 0;
    plan.outside_uid = geteuid();
    plan.outside_gid = getegid();
    plan.drop_to_nobody = geteuid() == 0;
    return plan;
}

// Runs the whole isolation in a forked child on a throw-away folder, and checks that the working
// directory is writable afterwards and the rest of the file system is not.
IsolationSupport probe() {
    IsolationSupport support;
    std::error_code ignored;
    std::string pattern = (std::filesystem::temp_directory_path(ignored) / "judge-isolation-probe-XXXXXX").string();
    if (!mkdtemp(pattern.data())) {
        support.reason = std::string("mkdtemp: ") + std::strerror(errno);
        return support;
    }
    std::filesystem::path folder = pattern, workdir = folder / "work";
    std::filesystem::create_directory(workdir, ignored);
    IsolationPlan plan = base_plan();
    if (!copy_path(workdir.string(), plan.workdir)) {
        support.reason = "the temporary folder's path is too long";
        std::filesystem::remove_all(folder, ignored);
        return support;
    }
    std::string outside_file = (folder / "outside").string();
    std::string inside_file = (workdir / "inside").string();
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) {
        support.reason = std::string("pipe: ") + std::strerror(errno);
        return support;
    }
    pid_t child = fork();
    if (child == 0) {
        const char* step = "";
        int error = isolate(plan, &step);
        if (!error) {
            int fd = open(inside_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            if (fd < 0) step = "write in the working directory", error = errno;
            else close(fd);
        }
        if (!error) {
            int fd = open(outside_file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
            if (fd >= 0) step = "the file system is still writable outside the working directory", error = EPERM;
        }
        if (error) {
            ssize_t ignored_length = write(report[1], step, length_of(step));
            (void)ignored_length;
        }
        _exit(error > 0 && error < 256 ? error : (error ? 255 : 0));
    }
    close(report[1]);
    if (child < 0) {
        support.reason = std::string("fork: ") + std::strerror(errno);
        close(report[0]);
        return support;
    }
    char step[256] = {};
    ssize_t length = read(report[0], step, sizeof step - 1);
    close(report[0]);
    int status = 0;
    while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
    std::filesystem::remove_all(folder, ignored);
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
        support.available = true;
    } else if (WIFEXITED(status)) {
        support.reason = std::string(step, length > 0 ? static_cast<std::size_t>(length) : 0) + ": " +
                         std::strerror(WEXITSTATUS(status));
    } else {
        support.reason = "the probe died of signal " + std::to_string(WTERMSIG(status));
    }
    return support;
}

}  // namespace

const IsolationSupport& isolation_support() {
    static std::once_flag once;
    static IsolationSupport support;
    std::call_once(once, [] {
        support = probe();
        if (!support.available) std::cerr << "judge: isolation off: " << support.reason << "\n";
    });
    return support;
}

IsolationPlan plan_isolation(const std::string& workdir, const std::vector<std::string>& argv) {
    IsolationPlan plan;
    if (!isolation_support().available) return plan;
    plan = base_plan();
    if (!copy_path(workdir, plan.workdir)) return IsolationPlan{};
    for (const auto& argument : argv) {
        std::error_code ignored;
        if (argument.empty() || argument[0] != '/' || !std::filesystem::exists(argument, ignored)) continue;
        if (plan.drop_to_nobody && !reachable_by_others(argument)) plan.drop_to_nobody = false;
        if (argument.rfind("/tmp/", 0) != 0) continue;
        std::filesystem::path folder = std::filesystem::is_directory(argument, ignored)
                                           ? std::filesystem::path(argument)
                                           : std::filesystem::path(argument).parent_path();
        bool known = false;
        for (int i = 0; i < plan.kept_count; ++i) known = known || folder == plan.kept_under_tmp[i];
        if (known) continue;
        if (plan.kept_count == kMaxKeptUnderTmp || !copy_path(folder.string(), plan.kept_under_tmp[plan.kept_count]))
            return IsolationPlan{};  // cannot keep it visible: no isolation rather than a program that cannot start
        ++plan.kept_count;
    }
    return plan;
}

int isolate_child(const IsolationPlan& plan) { return isolate(plan, nullptr); }

}  // namespace judge
