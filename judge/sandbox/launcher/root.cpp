// build/judge-launcher's minimal root (root.hpp).
#include "judge/sandbox/launcher/root.hpp"

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <initializer_list>

namespace judge::launcher {
namespace {

int root_error = 0;
const char* root_step = "";

}  // namespace

int root_error_number() { return root_error; }
const char* root_failed_step() { return root_step; }

namespace {
bool step(const char* what, bool ok) {
    if (!ok && !root_error) {
        root_error = errno ? errno : EIO;
        root_step = what;
    }
    return ok;
}

void make_parents(const char* path) {
    char copy[4096];
    snprintf(copy, sizeof copy, "%s", path);
    for (char* slash = copy + 1; *slash; ++slash) {
        if (*slash != '/') continue;
        *slash = '\0';
        mkdir(copy, 0755);
        *slash = '/';
    }
}

// Binds `source` at root + source (a folder or a file), following what the judge sees: read-only, where no
// device works; a `device` node instead keeps working, writable (to /dev/null) as far as its mode allows.
void bind_read_only(const char* root, const char* source, bool device = false) {
    struct stat info;
    if (stat(source, &info) != 0) return;  // nothing there: nothing to show
    char target[4096];
    snprintf(target, sizeof target, "%s%s", root, source);
    make_parents(target);
    if (S_ISDIR(info.st_mode)) mkdir(target, 0755);
    else close(open(target, O_WRONLY | O_CREAT | O_CLOEXEC, 0644));
    if (!step("bind", mount(source, target, nullptr, MS_BIND | MS_REC, nullptr) == 0)) return;
    const unsigned long flags = device ? MS_NOSUID | MS_NOEXEC : MS_RDONLY | MS_NOSUID | MS_NODEV;
    step("remount", mount(nullptr, target, nullptr, MS_BIND | MS_REMOUNT | flags, nullptr) == 0);
}

// Binds the folder `source` at root + source, writable: a build's own folder, where the compiler writes what
// it makes (the judge made it, for this build alone). No devices, no set-uid programs.
void bind_writable(const char* root, const char* source) {
    struct stat info;
    if (!step("stat a writable folder", stat(source, &info) == 0)) return;
    if (!S_ISDIR(info.st_mode)) {
        errno = ENOTDIR;
        step("a writable folder", false);
        return;
    }
    char target[4096];
    snprintf(target, sizeof target, "%s%s", root, source);
    make_parents(target);
    mkdir(target, 0755);
    if (!step("bind", mount(source, target, nullptr, MS_BIND, nullptr) == 0)) return;
    step("remount", mount(nullptr, target, nullptr, MS_BIND | MS_REMOUNT | MS_NOSUID | MS_NODEV, nullptr) == 0);
}

// A top-level entry of / (bin, lib, lib64, sbin, usr): the same link, or the folder bound read-only.
void mirror_top(const char* root, const char* name) {
    char source[64], target[4096], link[4096];
    snprintf(source, sizeof source, "/%s", name);
    snprintf(target, sizeof target, "%s/%s", root, name);
    ssize_t length = readlink(source, link, sizeof link - 1);
    if (length > 0) {
        link[length] = '\0';
        step("symlink", symlink(link, target) == 0);
    } else {
        bind_read_only(root, source);
    }
}

}  // namespace

bool build_root(const char* root, int readable_count, char** readable) {
    // Where / is a mount point, every mount below it is made private (nothing we mount shows outside) and the
    // root is entered with pivot_root, the old one detached. In a chroot (or a container whose / is a folder
    // of a larger mount), / is not a mount point: then mount --make-rprivate / and pivot_root both fail with
    // EINVAL, and the root tmpfs itself is made private as soon as it is mounted (its first mount may show,
    // empty, at `root` outside: the outer process unmounts it at the end), and entered with chroot.
    const bool root_is_mount_point = mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) == 0;
    if (!root_is_mount_point) step("mount --make-rprivate /", errno == EINVAL);
    step("mount the root tmpfs", mount("tmpfs", root, "tmpfs", MS_NOSUID | MS_NODEV, "size=1m,nr_inodes=4096,mode=755") == 0);
    if (!root_is_mount_point) step("mount --make-private the root", mount(nullptr, root, nullptr, MS_PRIVATE, nullptr) == 0);
    if (root_error) return false;
    for (const char* name : {"usr", "bin", "sbin", "lib", "lib32", "lib64", "libx32"}) {
        struct stat info;
        char path[16];
        snprintf(path, sizeof path, "/%s", name);
        if (lstat(path, &info) == 0) mirror_top(root, name);
    }
    // What programs and the toolchains' runtimes read in /etc: the loader's cache, the alternatives links
    // (java), the JDK's configuration, the user and group names. Nothing else of the judge's.
    for (const char* file : {"/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/ld.so.conf.d", "/etc/alternatives",
                             "/etc/java-17-openjdk", "/etc/java-21-openjdk", "/etc/passwd", "/etc/group",
                             "/etc/nsswitch.conf", "/etc/localtime"})
        bind_read_only(root, file);
    for (const char* device : {"/dev/null", "/dev/zero", "/dev/random", "/dev/urandom"})
        bind_read_only(root, device, true);
    char path[4096];
    snprintf(path, sizeof path, "%s/dev/fd", root);
    symlink("/proc/self/fd", path);
    // Each folder after the others, so that a writable one inside a readable one stays writable.
    for (int i = 0; i < readable_count; ++i)
        if (strncmp(readable[i], kWritablePrefix, strlen(kWritablePrefix)) != 0) bind_read_only(root, readable[i]);
    for (int i = 0; i < readable_count; ++i)
        if (strncmp(readable[i], kWritablePrefix, strlen(kWritablePrefix)) == 0)
            bind_writable(root, readable[i] + strlen(kWritablePrefix));
    // A fresh /proc of the new PID namespace, mounted while the judge's /proc is still in view: in a user
    // namespace the kernel mounts a proc only where one is already fully visible (mount_too_revealing).
    snprintf(path, sizeof path, "%s/proc", root);
    mkdir(path, 0555);
    step("mount /proc", mount("proc", path, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, nullptr) == 0);
    snprintf(path, sizeof path, "%s/box", root);
    mkdir(path, 0755);
    snprintf(path, sizeof path, "%s/tmp", root);
    symlink("box", path);
    if (root_error) return false;
    if (!step("chdir root", chdir(root) == 0)) return false;
    if (root_is_mount_point) {
        // pivot_root into it; the old root, detached, is out of reach of everything started after.
        if (!step("pivot_root", syscall(SYS_pivot_root, ".", ".") == 0)) return false;
        if (!step("detach the old root", umount2(".", MNT_DETACH) == 0)) return false;
    } else {
        // chroot: the old root stays mounted but out of every path; the programs, never root and without
        // capabilities, cannot chroot out of it.
        if (!step("chroot", chroot(".") == 0)) return false;
    }
    if (!step("chdir /", chdir("/") == 0)) return false;
    step("remount / read-only", mount(nullptr, "/", nullptr, MS_REMOUNT | MS_RDONLY | MS_NOSUID | MS_NODEV, "size=1m") == 0);
    return root_error == 0;
}

}  // namespace judge::launcher
