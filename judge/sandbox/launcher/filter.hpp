// sandbox/: runs one program under limits and leaves nothing of it behind; isolation where the kernel
// allows. Uses util/ only.
// build/judge-launcher's system call denylist (main.cpp says what the launcher does).
#pragma once

namespace judge::launcher {

// Denied with EPERM: calls a solution never needs that widen the kernel's attack surface or reach out of
// the sandbox. Other ABIs (i386, x32) get ENOSYS. ptrace stays allowed: LeakSanitizer needs it. clone3 gets
// ENOSYS, so that glibc falls back to clone, whose flags can be checked: no new namespaces. Sets
// no_new_privs first. False when the kernel refuses the filter.
bool install_filter();

}  // namespace judge::launcher
