// build/judge-launcher's small helpers (system.hpp).
#include "judge/sandbox/launcher/system.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

#include "judge/sandbox/launcher_protocol.hpp"

namespace judge::launcher {
namespace {

char off_text[sizeof(Hello::off)];

}  // namespace

void note_off(const char* what, const char* detail, int error) {
    size_t used = strlen(off_text);
    if (error == 0) snprintf(off_text + used, sizeof off_text - used, "%s%s (%s)", used ? "; " : "", what, detail);
    else snprintf(off_text + used, sizeof off_text - used, "%s%s (%s: %s)", used ? "; " : "", what, detail, strerror(error));
}

const char* off_notes() { return off_text; }

bool write_file(const char* path, const char* text) {
    int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0) return false;
    size_t length = strlen(text);
    bool ok = write(fd, text, length) == ssize_t(length);
    close(fd);
    return ok;
}

void remove_leftovers(const char* parent, const char* prefix, bool unmount) {
    DIR* folder = opendir(parent);
    if (!folder) return;
    const size_t prefix_length = strlen(prefix);
    const time_t now = time(nullptr);
    while (dirent* entry = readdir(folder)) {
        if (strncmp(entry->d_name, prefix, prefix_length) != 0) continue;
        char* end = nullptr;
        const long pid = strtol(entry->d_name + prefix_length, &end, 10);
        if (end == entry->d_name + prefix_length || *end != '-') continue;
        if (pid <= 0 || pid == getpid() || kill(pid_t(pid), 0) == 0 || errno != ESRCH) continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", parent, entry->d_name);
        struct stat info;
        if (lstat(path, &info) != 0 || !S_ISDIR(info.st_mode) || now - info.st_mtime <= 60) continue;
        if (unmount) umount2(path, MNT_DETACH);
        rmdir(path);
    }
    closedir(folder);
}

}  // namespace judge::launcher
