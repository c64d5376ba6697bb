// build/judge-launcher's small helpers (system.hpp).
#include "judge/sandbox/launcher/system.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>

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

}  // namespace judge::launcher
