// sandbox/: runs one program under limits and leaves nothing of it behind; isolation where the kernel
// allows. Uses util/ only.
// build/judge-launcher's /box, the program's working folder (main.cpp says what the launcher does): a tmpfs,
// size- and inode-capped, mounted once as init starts (before init's own seccomp filter, which forbids mount)
// and emptied after every run, so that each program finds it as the first did: empty, mode 700, its extended
// attributes as mounted (a program owns /box and could leave a note or a default ACL there), its times those
// of the emptying. What a program can still learn of earlier runs of its worker is how many processes and
// files came before it (process ids and inode numbers count up), nothing of theirs.
#pragma once

#include <cstdint>

namespace judge::launcher {

// Mounts /box in init's root, `kb` in size, owned by `owner` (uid and gid). False when that failed.
bool mount_box(int64_t kb, unsigned owner);
// The size it was mounted with.
int64_t box_size_kb();
// After a run: everything in /box gone. False when something could not be removed or reset.
bool empty_box();

// Whether `name` may name an entry of /box: one part of a path, not empty, not "." or "..", no '/'.
bool box_name(const char* name);
// After a run, when none of its processes is left and before empty_box: copies at most `max_bytes` of
// /box/`folder`/`name` (or /box/`name` when `folder` is empty) into `to`, from its start. The program made
// everything there and init is root (or holds every capability of its user namespace), so only a regular file
// of /box's own tmpfs is read, and no link is ever followed, the folder's included: a link could lead init to
// /proc/1/fd or any file of the root. The bytes copied, or -1 when there is no such regular file or a name is
// not a box_name.
int64_t copy_out(const char* folder, const char* name, int to, int64_t max_bytes);

}  // namespace judge::launcher
