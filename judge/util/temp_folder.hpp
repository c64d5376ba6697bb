// util/: helpers every room of the judge may use, and that use no other room.
// A temporary folder for one use (a test's run, a stress round, a checker's report), removed with
// everything in it when it goes out of scope, so that a failure on the way leaves nothing behind.
#pragma once
#include <filesystem>
#include <string>

namespace judge {

class TempFolder {
public:
    // A new, empty <temp>/<prefix>-<pid>-XXXXXX (<temp>: TMPDIR, else /tmp; <pid>: the judge's); JudgeError
    // "mkdtemp <pattern>: <reason>" when it cannot be made, "no temporary folder: TMPDIR=<value>: <reason>"
    // when TMPDIR is wrong. `keep`: leave it in place at the end (judge --keep, to look at a run's files
    // afterwards); a kept folder is <temp>/<prefix>-XXXXXX, without the pid, and no judge removes it.
    // `in`: the folder to make it in instead (memory_temp_base()).
    // The folder is locked (flock, shared) while it lives. A judge ended by a crash or SIGKILL cannot remove
    // its folders, so the first TempFolder of a prefix in a judge removes that prefix's leftovers in the same
    // place: a <prefix>-<pid>-XXXXXX folder of this user whose pid is no running process and that no one locks
    // (the lock also covers a judge in another PID namespace sharing the folder). docs/trust.md says why.
    explicit TempFolder(const std::string& prefix, bool keep = false, const std::filesystem::path& in = {});
    ~TempFolder();
    TempFolder(const TempFolder&) = delete;  // two owners would remove it twice
    TempFolder& operator=(const TempFolder&) = delete;

    std::filesystem::path path;

private:
    bool keep_;
    int lock_fd_ = -1;  // the folder, open and locked while it lives
};

// Removes the leftovers of ended judges in `base` that TempFolder(prefix, false, base) made: each
// <prefix>-<pid>-XXXXXX folder of this user whose pid is no running process and that no one locks. Returns how
// many were removed. TempFolder calls it once per prefix and place; public for its tests.
int remove_leftover_temp_folders(const std::filesystem::path& base, const std::string& prefix);

// Ctrl-C, SIGTERM and SIGHUP end the judge without leaving its temporary folders behind. Called once at
// the start of main, before any thread is made: the three signals are blocked in every thread (threads
// made later inherit the mask; the programs the judge runs start with nothing blocked, sandbox/launch.cpp),
// and a thread of its own waits for them. On one it removes every TempFolder still in place (a run's
// files, a stress round, a checker's report), says so on stderr and ends the judge with 128 + the
// signal's number, as a shell reports it. The programs running end with the judge: the sandbox's
// launchers die with it (PR_SET_PDEATHSIG), and a launcher started a minute later or more removes their
// root folders; without the sandbox, the plain launcher's server sees its socket's end and the keeper of a
// run outside the launcher the judge's pidfd (sandbox/launch.hpp), and each kills the run's processes.
void remove_temp_folders_on_interrupt();

// Removes `path` and everything inside it without following links, also where a program took its own
// permissions away (a folder of mode 000 is given its owner's rwx back first). False when something is left.
bool remove_tree(const std::filesystem::path& path);

// Where files that live for one run of a program go (its stdout and stderr): TMPDIR when it is set (the user
// chose); otherwise /dev/shm when it is a tmpfs this process may write, with at least 1 GiB free; otherwise
// "" (TempFolder's default, /tmp). On a disk file system, making and removing a file per run costs the
// journal more than a small program's whole run (docs/trust.md, "Overhead").
std::filesystem::path memory_temp_base();

}  // namespace judge
