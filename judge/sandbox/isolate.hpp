// sandbox/: runs one program under limits and leaves nothing of it behind; isolation where the kernel
// allows. Uses util/ only.
// Isolation of a solution's process, where the kernel allows it: no network, a read-only file system
// except its working directory, a private /tmp, and (when the judge runs as root) the uid of `nobody`.
//
// What the program sees after isolate_child():
//   network      a new network namespace: only a loopback interface, down. connect() to any address,
//                127.0.0.1 included, fails (ENETUNREACH); the host's services are out of reach.
//   files        a new mount namespace in which every mount is read-only (mount_setattr, recursive);
//   /tmp         a private tmpfs (32 MB, 4096 files), gone with the namespace;
//   workdir      the real working directory, bind-mounted writable at its usual path (recreated inside
//                the private /tmp when it lives under /tmp), so the judge finds what the program wrote;
//   under /tmp   folders the command names (the build folder when the cache is under /tmp) are
//                bind-mounted read-only at their usual paths, so the program can still be started;
//   identity     as root: uid/gid 65534 (nobody), no supplementary groups, so the program can neither
//                signal the judge (other uid) nor read root-only files. The working directory is made
//                writable for it (mode 0777). Not root: a user namespace that maps our uid to 0 inside,
//                which is what lets an unprivileged judge make the other namespaces.
// Descriptors opened before (stdin, stdout, stderr) keep working: they belong to the judge's mounts.
//
// Split in two so that the child does no allocation: the parent builds an IsolationPlan (plain data,
// fixed buffers); the child, between fork/clone and exec, calls isolate_child(), which makes only
// system calls (raw ones for uid changes: glibc's setuid would signal the judge's threads).
#pragma once
#include <string>
#include <vector>

namespace judge {

constexpr int kMaxKeptUnderTmp = 4;

struct IsolationPlan {
    bool enabled = false;         // false: isolate_child does nothing
    bool user_namespace = false;  // not root: make a user namespace first and map our ids to 0 inside
    unsigned outside_uid = 0, outside_gid = 0;  // our ids, for the user namespace's maps
    bool drop_to_nobody = false;  // root: become kNobody after the mounts
    char workdir[4096] = {};      // absolute, NUL-terminated
    // Folders under /tmp that stay visible (read-only) in the private /tmp: absolute, NUL-terminated.
    char kept_under_tmp[kMaxKeptUnderTmp][4096] = {};
    int kept_count = 0;
};

constexpr unsigned kNobody = 65534;

struct IsolationSupport {
    bool available = false;
    std::string reason;  // why not, e.g. "unshare(CLONE_NEWNET): Operation not permitted"
};

// Tries, once per process, the whole of isolate_child() in a throw-away child; the answer is kept. When
// isolation is not available, says "judge: isolation off: <reason>" on stderr, once.
const IsolationSupport& isolation_support();

// The plan for one run in `workdir` (absolute) of the command `argv`. When the judge is root but
// `nobody` could not reach a file or folder named by an absolute argument (the program, a script, a
// class path: a folder above it without o+x, a file without o+r), the plan keeps root's uid.
// Disabled (enabled == false) when isolation is not available or the path does not fit.
IsolationPlan plan_isolation(const std::string& workdir, const std::vector<std::string>& argv);

// Async-signal-safe. Returns 0, or the errno of the step that failed (the program must then not run:
// the caller reports it and exits). Also usable from a single-threaded fork child.
int isolate_child(const IsolationPlan& plan);

}  // namespace judge
