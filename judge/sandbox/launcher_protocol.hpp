// sandbox/: runs one program under limits and leaves nothing of it behind; isolation where the kernel
// allows. Uses util/ only.
// What the judge and build/judge-launcher say to each other (launcher.hpp: why there is a launcher), in
// either of its modes (the sandbox, or the plain mode of --no-isolation: no protection held). One
// SOCK_SEQPACKET socket per launcher, so each message arrives whole: the launcher says Hello once, then for
// each run the judge sends a Request (its descriptors passed with SCM_RIGHTS: stdin, stdout and stderr, then
// `passed_count` files the program gets as 3, 4, ..., then, when `collect` is set, the file the launcher copies
// the collected one into) and the launcher answers with a Reply. Plain data only: the launcher is a separate, small,
// static program that includes nothing else of the judge.
#pragma once
#include <cstdint>

#include "judge/sandbox/limits.hpp"

namespace judge::launcher {

constexpr std::uint32_t kProtocolVersion = 5;

// The protections a launcher holds, as bits: what `--json` records per run and `--require-isolation` needs.
enum Protection : std::uint32_t {
    kPidNamespace = 1u << 0,    // the launcher is init of a PID namespace: the program sees only its own
    kMinimalRoot = 1u << 1,     // a tmpfs root with read-only binds of /usr, the libraries and the builds
    kNoNetwork = 1u << 2,       // a network namespace with nothing in it
    kIpcUtsNamespaces = 1u << 3,
    kWorkerUid = 1u << 4,       // the program runs as a uid of its own worker, never root
    kCgroupPids = 1u << 5,      // a process limit on the whole tree (cgroup pids)
    kCgroupMemory = 1u << 6,    // a memory cap on the whole tree (cgroup memory)
    kCgroupCpu = 1u << 7,       // the CPU time of the whole tree (cgroup cpuacct)
    kSeccomp = 1u << 8,         // the system call denylist, with no_new_privs
    kCappedWorkdir = 1u << 9,   // the working folder is a size- and inode-capped tmpfs, emptied after each run
};
constexpr std::uint32_t kAllProtections = (1u << 10) - 1;

struct Hello {
    std::uint32_t version;
    std::uint32_t held;      // Protection bits
    std::int32_t uid;        // the program's uid (inside the launcher's user namespace when not root)
    char off[1024];          // "cgroup memory: mkdir /sys/fs/cgroup/memory/...: Permission denied; ...", NUL-terminated
};

// The step that failed before the program's exec.
enum StartStep : std::int32_t { kStarted = 0, kFork, kLimits, kDescriptors, kWorkdir, kIdentity, kFilter, kOomScore, kExec };

// Among the launcher's folders (its command line), the mark of one shown writable, not read-only: a build's own
// folder, where a compiler writes what it makes ("rw:/path"). As root the launcher makes it its worker's.
constexpr const char* kWritablePrefix = "rw:";

constexpr int kMaxStrings = 1024;  // argv and environment entries in all
constexpr int kStringBytes = 60 * 1024;
constexpr int kMaxPassedFiles = 4;                           // descriptors 3 .. 3 + kMaxPassedFiles - 1
constexpr int kMaxDescriptors = 3 + kMaxPassedFiles + 1;     // stdin, stdout, stderr, passed, collected
constexpr int kNameBytes = 64;                               // a name in /box, NUL-terminated

struct Request {
    std::uint32_t version;
    ResourceLimit limits[kMaxResourceLimits];  // run.cpp's resource_limits, set in the program as they are
    std::int32_t limit_count;
    std::int64_t cpu_limit_ms;        // the whole tree's CPU, when counted (RLIMIT_CPU is in `limits`)
    std::int64_t wall_limit_ms;       // 0: none
    std::int64_t memory_cap_kb;       // cgroup memory cap of the whole tree; 0: none
    std::int64_t workdir_kb;          // size of the working folder's tmpfs: the launcher's (its WORKDIR_KB)
    std::int32_t max_processes;       // processes and threads of the whole tree (pids cgroup, or RLIMIT_NPROC)
    std::int32_t argc, envc;
    // In the sandbox only (the plain mode refuses them): for a program that must read a few files and hand one
    // back, as a package's output validator does. `passed_count` descriptors follow stdin, stdout and stderr:
    // the program's 3, 4, ...; `box_folder`, when not empty, is a folder made in /box before the exec, as the
    // program's own; with `collect`, one more descriptor follows, into which the launcher copies at most
    // `collect_bytes` of box_folder/collect_name after the run (a regular file of /box only, never through a
    // link), before /box is emptied. Each name is one part of a path: no '/', not "." or "..".
    std::int32_t passed_count;
    std::int32_t collect;
    std::int64_t collect_bytes;
    char box_folder[kNameBytes];
    char collect_name[kNameBytes];
    // exec_path, the working folder (the plain mode's; the sandbox's is /box), then argc argv words, then envc
    // "NAME=value" entries, each NUL-terminated.
    char strings[kStringBytes];
};

struct Reply {
    std::int32_t start_step;          // a StartStep
    std::int32_t error_number;        // errno of the failed step
    std::int32_t wait_status;         // as from wait4
    std::int32_t wall_timeout;        // 1: killed at the wall limit
    std::int32_t tree_cpu_exceeded;   // 1: killed when the whole tree's CPU reached the limit
    std::int32_t process_limit_hit;   // 1: a fork or thread was refused at the process limit
    std::int32_t memory_cap_hit;      // 1: the tree reached the memory cap
    std::int32_t max_processes;       // the limit, for the message
    std::int32_t retire;              // 1: the launcher could not empty /box after the run and has ended
    std::int64_t wall_us, cpu_us, maxrss_kb;
    std::int64_t tree_cpu_us;         // cgroup cpuacct, when counted
    std::int64_t tree_memory_peak_kb; // cgroup memory, when counted
    std::int64_t collected_bytes;     // bytes copied into the collect descriptor; -1: no such regular file
};

}  // namespace judge::launcher
