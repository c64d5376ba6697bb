// util/: helpers every room of the judge may use, and that use no other room.
// Waiting for a file to be saved (judge --watch): a FileWatcher on the kernel's inotify, and which files a
// C or C++ source brings along (its #include "x.h" of its own folder), so that saving a header judges again.
#pragma once
#include <chrono>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace judge {

// The quoted includes of a C or C++ source that name a file of its own folder (#include "x.h"), in the
// order they come, each once. <...> includes are the system's and are skipped; so is a quoted include
// with a '/' ("sub/x.h", "../common/y.h"): the watch covers a source's own folder only.
std::vector<std::string> local_includes(std::string_view source);

// `files` and, for each C or C++ file among them (.c .cc .cpp .cxx .h .hh .hpp .hxx), what local_includes
// finds, from their includes on (x.h including y.h brings y.h): each once, files first. An include that
// does not exist yet is listed too (creating it is a change worth judging); one that cannot be read adds
// nothing further.
std::vector<std::filesystem::path> with_local_includes(const std::vector<std::filesystem::path>& files);

// Watches files through their folders' inotify watches: editors save by writing in place (truncate, write,
// close) or by writing a new file and renaming it over the old one, which a watch on the file itself would
// lose after the first save. Events for other names in those folders are ignored.
class FileWatcher {
public:
    // JudgeError "--watch: inotify_init1: <reason>" when the kernel gives no inotify instance.
    FileWatcher();
    ~FileWatcher();
    FileWatcher(const FileWatcher&) = delete;  // one owner of the descriptor
    FileWatcher& operator=(const FileWatcher&) = delete;

    // The files to watch from now on, replacing the previous set; their folders are watched as needed
    // (a folder stays watched). Events already queued for a file still in the set are kept, so a save
    // made while a round was being judged is seen. JudgeError "--watch: <folder>: cannot watch: <reason>".
    void watch(const std::vector<std::filesystem::path>& files);

    // Blocks until a watched file changes (written and closed, created, renamed onto, removed), then
    // waits for `quiet` without another event, so that a burst of events (an editor's save, a checkout)
    // is one change; two seconds of events at most. Returns the files that changed, as watch() named
    // them, in that order; empty when `timeout` passed first (a negative timeout: no limit). JudgeError
    // when a watched folder is removed or moved away (nothing left to watch).
    std::vector<std::filesystem::path> wait_for_change(std::chrono::milliseconds timeout = std::chrono::milliseconds(-1),
                                                       std::chrono::milliseconds quiet = std::chrono::milliseconds(100));

private:
    // Which events of one folder's watch matter: the folder and the names in it that are watched.
    struct Folder {
        std::filesystem::path path;
        std::map<std::string, std::size_t> names;  // file name -> index in files_
    };
    void read_events(std::set<std::size_t>& changed);

    int fd_ = -1;
    std::map<int, Folder> folders_;  // watch descriptor -> folder
    std::vector<std::filesystem::path> files_;
};

}  // namespace judge
