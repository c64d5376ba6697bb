// sandbox/: runs one program under limits and leaves nothing of it behind; isolation where the kernel
// allows. Uses util/ only.
// The processes of one run outside the launcher (compilers, checkers, validators, and solutions where no
// launcher is built: launcher.hpp) and what they share with the judge thread; internal
// to the sandbox room: run.cpp prepares a Launch, guard_main does the rest.
//
// Three processes per run besides the judge, each made by a vfork-style clone(CLONE_VM|CLONE_VFORK):
//
//   judge thread ──▶ guard ──▶ keeper ──▶ program ──▶ (its children…)
//
// - A vfork-style child borrows its parent's memory instead of copying it, and the parent sleeps until
//   the child exits (guard, keeper) or execs (program). So the judge thread sleeps through the whole run
//   and wakes once, when the guard exits; the keeper writes the result straight into the judge thread's
//   Outcome. On this 2-core VM a fork of even a tiny process costs
//   ~2 ms of CPU: a forked keeper made a run of `true` cost 1.8x a shell loop; this design about 1x.
// - Guard, keeper and program run on the judge's memory beside the judge's other threads, so until exec
//   they may only make async-signal-safe calls: no malloc, no iostream, no std::string. Everything they
//   need (the resolved path, argv/envp arrays, open descriptors, rlimits) is prepared before the clone.
//   They touch only their own stacks and the Launch and Outcome of this run.
// - The keeper is a child subreaper: every descendant of the program that is orphaned, including one
//   that called setsid() or double-forked out of the process group, is reparented to the keeper. After
//   the program ends (or the wall-clock watchdog kills it), the keeper SIGKILLs the program's process
//   group, then lists its own children (/proc/thread-self/children), SIGKILLs and reaps them until it has
//   none, and only then exits. So when run_program returns, nothing of the program is left.
// - The watchdog waits on a pidfd with ppoll: no polling latency. It waits on a pidfd of the judge as
//   well: a judge stopped by Ctrl-C or killed outright no longer waits for the guard, and the keeper ends
//   the run then as at its deadline, so no program outlives the judge.
// - The program may kill its keeper (kill(getppid(), SIGKILL)) or stop it (SIGSTOP: nothing would end
//   the run). The keeper arms a kernel timer that SIGKILLs the keeper itself a few seconds after the wall
//   limit. When the keeper dies, the program and all it had left are reparented to the guard, also a
//   subreaper, which kills them all. The guard has a later timer of its own, and if it dies too the
//   judge thread kills the program's process group (the program wrote its pid before exec); only a
//   program that kills both its parent and grandparent could leave a process that left its group.
// - Peak memory is ru_maxrss of the program. Linux counts, in a process's ru_maxrss, the peak resident
//   size of the memory it had before exec, here the judge's. So before each run the judge resets its
//   own peak to its current size (/proc/self/clear_refs "5"): a past peak of the judge (a big output it
//   read) must not show in every later run. peak_kb is still never below the judge's resident size (tens
//   of MB in a long run). That is why no solution runs this way (RunSpec::measured: the launcher starts
//   it, its plain mode without the sandbox; launcher/main.cpp): only compilers, checkers and validators,
//   whose memory is no verdict, and solutions where no launcher is built. Rejected for them: forking the
//   keeper (floor: the judge's anonymous memory) cost 1.8x a shell loop per run; forking the program from
//   the keeper 1.7x.
#pragma once

#include <cstddef>
#include <cstdint>

#include "judge/sandbox/limits.hpp"
#include "judge/sandbox/reap.hpp"


namespace judge {

// The step of starting the program that failed, for the error message.
enum StartStep : int32_t { kNoFailure = 0, kClone, kSetpgid, kSetrlimit, kDup2, kChdir, kExec };

// What the judge learns, written by the program (before exec) and the keeper into the judge thread's
// memory, which they share. The judge thread reads it once the keeper has exited.
struct Outcome {
    int32_t program_pid;      // written by the program just before exec; also its process group
    int32_t start_step;       // a StartStep: which step failed before exec, if one did
    int32_t error_number;     // errno of that step
    int32_t failed_resource;  // the RLIMIT_* when start_step is kSetrlimit
    int32_t finished;         // 1 once the program and every descendant have been reaped
    int32_t wait_status;      // as from wait4
    int32_t wall_timeout;     // 1 if the watchdog killed the program
    int64_t wall_ns;          // from just before the clone to the program's end
    int64_t cpu_us;           // ru_utime + ru_stime
    int64_t maxrss_kb;        // ru_maxrss
};

// Everything the keeper and the program need, ready before the clone. The pointers point into strings
// and arrays of run_program's frame, which sleeps until the keeper has exited.
struct Launch {
    const char* exec_path = nullptr;
    char* const* argv = nullptr;
    char* const* envp = nullptr;
    const char* workdir = nullptr;
    int stdin_fd = -1, stdout_fd = -1, stderr_fd = -1;
    Outcome* outcome = nullptr;
    ResourceLimit limits[kMaxResourceLimits] = {};
    int limit_count = 0;
    int64_t wall_limit_ns = 0;  // 0 = no watchdog
    int32_t judge_pid = 0;      // the judge's process: when it ends (Ctrl-C, a tool's timeout), the run ends too
};

constexpr int64_t kSecondNs = 1000000000;
// How long a keeper or guard may spend killing leftovers (kCleanupBoundNs, reap.hpp); and, counted from the
// wall limit, when their own timers kill them (the program stopped them): each after the cleanup bound, so
// one that works is never killed, and the guard after the keeper's timer and its own cleanup.
constexpr int64_t kKeeperLifetimeAfterWallNs = 5 * kSecondNs;
constexpr int64_t kGuardLifetimeAfterWallNs = kKeeperLifetimeAfterWallNs + kCleanupBoundNs + kSecondNs;
constexpr size_t kKeeperStackSize = 192 * 1024;  // holds the program's stack too
constexpr size_t kGuardStackSize = kKeeperStackSize + 64 * 1024;  // holds the keeper's stack too
constexpr size_t kProgramStackSize = 64 * 1024;

// The guard's code, run by clone(CLONE_VM | CLONE_VFORK) on its own stack of kGuardStackSize bytes with
// every signal blocked; `argument` is the Launch. It returns once the program and everything it left have
// been reaped (or the keeper died), having filled launch.outcome.
int guard_main(void* argument);

}  // namespace judge
