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
#include <optional>
#include <string>
#include <utility>
#include <vector>

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

// /box's extended attributes as mounted (none, or a security label the kernel keeps), names and values.
// A program owns /box and may set others: user.* notes, and system.posix_acl_default, which would give every
// folder a later run makes the ACL's modes. After a run, each attribute is as mounted again.
std::vector<std::pair<std::string, std::string>> mounted_attributes;

// The attributes' names, or nullopt when they cannot be listed (none where the file system has none). Read
// when no program runs: the list cannot change between its size and its contents.
std::optional<std::vector<std::string>> attribute_names() {
    ssize_t size = flistxattr(box_fd, nullptr, 0);
    if (size < 0) return errno == ENOTSUP ? std::optional(std::vector<std::string>{}) : std::nullopt;
    std::string names(size_t(size), '\0');
    ssize_t length = flistxattr(box_fd, names.data(), names.size());
    if (length < 0) return std::nullopt;
    std::vector<std::string> list;
    for (ssize_t at = 0; at < length; at += ssize_t(strlen(names.data() + at)) + 1) list.emplace_back(names.data() + at);
    return list;
}

std::optional<std::string> attribute_value(const std::string& name) {
    ssize_t size = fgetxattr(box_fd, name.c_str(), nullptr, 0);
    if (size < 0) return std::nullopt;
    std::string value(size_t(size), '\0');
    ssize_t length = fgetxattr(box_fd, name.c_str(), value.data(), value.size());
    if (length < 0) return std::nullopt;
    value.resize(size_t(length));
    return value;
}

void remember_attributes() {
    mounted_attributes.clear();
    for (const std::string& name : attribute_names().value_or(std::vector<std::string>{}))
        if (std::optional<std::string> value = attribute_value(name)) mounted_attributes.emplace_back(name, *value);
}

// Every attribute as mounted: the others removed, the mounted ones' values put back. False when that failed.
bool restore_attributes() {
    std::optional<std::vector<std::string>> names = attribute_names();
    if (!names) return false;
    bool restored = true;
    for (const std::string& name : *names) {
        bool mounted = false;
        for (const auto& attribute : mounted_attributes) mounted = mounted || attribute.first == name;
        if (!mounted && fremovexattr(box_fd, name.c_str()) != 0) restored = false;
    }
    for (const auto& [name, value] : mounted_attributes)
        if (attribute_value(name) != value && fsetxattr(box_fd, name.c_str(), value.data(), value.size(), 0) != 0)
            restored = false;
    std::optional<std::vector<std::string>> after = attribute_names();
    return restored && after && after->size() == mounted_attributes.size();
}

}  // namespace

bool mount_box(int64_t kb, unsigned owner) {
    char options[128];
    snprintf(options, sizeof options, "size=%lldk,nr_inodes=256,mode=700,uid=%u,gid=%u", static_cast<long long>(kb),
             owner, owner);
    if (mount("tmpfs", "/box", "tmpfs", MS_NOSUID | MS_NODEV, options) != 0) return false;
    box_fd = open("/box", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    box_kb = kb;
    if (box_fd < 0) return false;
    remember_attributes();
    return true;
}

int64_t box_size_kb() { return box_kb; }

bool empty_box() {
    bool emptied = restore_attributes();
    emptied = empty_folder(openat(box_fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)) && emptied;
    emptied = fchmod(box_fd, 0700) == 0 && emptied;
    futimens(box_fd, nullptr);
    return emptied;
}

bool box_name(const char* name) {
    const size_t length = strnlen(name, 256);
    return length > 0 && length < 256 && strchr(name, '/') == nullptr && strcmp(name, ".") != 0 &&
           strcmp(name, "..") != 0;
}

int64_t copy_out(const char* folder, const char* name, int to, int64_t max_bytes) {
    if (!box_name(name) || (folder[0] != '\0' && !box_name(folder))) return -1;
    struct stat box;
    if (fstat(box_fd, &box) != 0) return -1;
    int from_folder = folder[0] == '\0' ? fcntl(box_fd, F_DUPFD_CLOEXEC, 0)
                                        : openat(box_fd, folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (from_folder < 0) return -1;
    // O_NONBLOCK: a FIFO opens at once (and is then refused) rather than waiting for a writer that is gone.
    const int file = openat(from_folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    close(from_folder);
    if (file < 0) return -1;
    struct stat info;
    if (fstat(file, &info) != 0 || !S_ISREG(info.st_mode) || info.st_dev != box.st_dev) {
        close(file);
        return -1;
    }
    int64_t copied = 0;
    char buffer[16 * 1024];
    while (copied < max_bytes) {
        const size_t wanted = size_t(max_bytes - copied) < sizeof buffer ? size_t(max_bytes - copied) : sizeof buffer;
        const ssize_t got = read(file, buffer, wanted);
        if (got < 0 && errno == EINTR) continue;
        if (got <= 0) break;
        ssize_t written = 0;
        while (written < got) {
            const ssize_t put = write(to, buffer + written, size_t(got - written));
            if (put < 0 && errno == EINTR) continue;
            if (put <= 0) break;
            written += put;
        }
        copied += written;
        if (written < got) break;
    }
    close(file);
    return copied;
}

}  // namespace judge::launcher
