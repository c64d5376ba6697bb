// sandbox/: runs one program under limits and leaves nothing of it behind; isolation where the kernel
// allows. Uses util/ only.
// Killing and reaping what a program left behind, for a subreaper (PR_SET_CHILD_SUBREAPER): the keeper and
// guard of a run outside the launcher (launch.cpp), and build/judge-launcher in its plain mode
// (launcher/main.cpp). System calls only: both run it where nothing else is safe (on the judge's memory
// after a vfork-style clone, or in the static launcher).
#pragma once
#include <cstdint>

namespace judge {

// How long killing leftovers may take before it gives up.
constexpr std::int64_t kCleanupBoundNs = 3 * std::int64_t(1000000000);

// SIGKILLs each pid listed in /proc/thread-self/children.
void kill_listed_children();

// A kernel timer that SIGKILLs the calling process when it fires, even while the process is stopped: the
// keeper's and guard's, and the plain launcher's server's (a program may SIGSTOP its parent). -1 when the
// kernel gives none. arm_kill_timer sets it to fire `after_ns` from now; 0 disarms it.
int make_kill_timer();
void arm_kill_timer(int timer, std::int64_t after_ns);

// Kills and reaps every child of the calling process: the program's leftovers, reparented to it. Each round
// lists the children again, since a killed process's own children are reparented only as it dies. Gives up
// after a few seconds (kCleanupBoundNs), so a process stuck in the kernel cannot hold the run forever.
void kill_all_children();

}  // namespace judge
