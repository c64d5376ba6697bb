// build/judge-launcher's /box (box.hpp).
#include "judge/sandbox/launcher/box.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace judge::launcher {
namespace {

int box_fd = -1;
int64_t box_kb = 0;

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

// The program may set extended attributes of the user.* namespace on /box (it owns it); the others need
// privileges it does not have, and a security label the kernel keeps there is not the program's.
// The number of user.* attributes on /box (0 where the file system has none), or -1 when it cannot tell.
int count_user_attributes() {
    char names[4096];
    ssize_t length = flistxattr(box_fd, names, sizeof names);
    if (length < 0) return errno == ENOTSUP ? 0 : -1;
    int count = 0;
    for (ssize_t at = 0; at < length; at += ssize_t(strlen(names + at)) + 1)
        count += strncmp(names + at, "user.", 5) == 0;
    return count;
}

bool remove_user_attributes() {
    char names[4096];
    ssize_t length = flistxattr(box_fd, names, sizeof names);
    if (length < 0) return errno == ENOTSUP;
    bool removed = true;
    for (ssize_t at = 0; at < length; at += ssize_t(strlen(names + at)) + 1)
        if (strncmp(names + at, "user.", 5) == 0 && fremovexattr(box_fd, names + at) != 0) removed = false;
    return removed;
}

}  // namespace

bool mount_box(int64_t kb, unsigned owner) {
    char options[128];
    snprintf(options, sizeof options, "size=%lldk,nr_inodes=256,mode=700,uid=%u,gid=%u", static_cast<long long>(kb),
             owner, owner);
    if (mount("tmpfs", "/box", "tmpfs", MS_NOSUID | MS_NODEV, options) != 0) return false;
    box_fd = open("/box", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    box_kb = kb;
    return box_fd >= 0;
}

int64_t box_size_kb() { return box_kb; }

bool empty_box() {
    bool emptied = remove_user_attributes() && count_user_attributes() == 0;
    emptied = empty_folder(openat(box_fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)) && emptied;
    emptied = fchmod(box_fd, 0700) == 0 && emptied;
    futimens(box_fd, nullptr);
    return emptied;
}

}  // namespace judge::launcher
