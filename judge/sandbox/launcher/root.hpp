// sandbox/: runs one program under limits and leaves nothing of it behind; isolation where the kernel
// allows. Uses util/ only.
// build/judge-launcher's minimal root (main.cpp says what the launcher does): a tmpfs at `root` with
// read-only binds of /usr and the library folders, a few files of /etc and /dev, each readable folder at its
// own path (read-only; writable when marked kWritablePrefix: a build's own folder), a fresh /proc, /box and /tmp -> box; then pivot_root into it, the old root detached (in a chroot,
// where / is not a mount point: chroot into it).
#pragma once

#include "judge/sandbox/launcher_protocol.hpp"

namespace judge::launcher {

// In init, in a mount namespace of its own. False when a step failed: root_failed_step() and
// root_error_number() say which and why.
bool build_root(const char* root, int readable_count, char** readable);
const char* root_failed_step();
int root_error_number();

}  // namespace judge::launcher
