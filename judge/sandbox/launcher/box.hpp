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

}  // namespace judge::launcher
