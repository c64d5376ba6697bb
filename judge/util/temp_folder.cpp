#include "judge/util/temp_folder.hpp"

#include <fmt/format.h>
#include <linux/magic.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/statfs.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <set>
#include <thread>

#include "judge/util/error.hpp"

namespace fs = std::filesystem;

namespace judge {

namespace {

// The TempFolders in place, for the interrupt watcher (remove_temp_folders_on_interrupt).
std::mutex live_lock;
std::set<fs::path>& live_folders() {
    static std::set<fs::path> folders;
    return folders;
}

}  // namespace

TempFolder::TempFolder(const std::string& prefix, bool keep, const fs::path& in) : keep_(keep) {
    std::error_code error;
    fs::path base = in.empty() ? fs::temp_directory_path(error) : in;  // TMPDIR, else /tmp
    if (error) {
        const char* tmpdir = std::getenv("TMPDIR");
        throw JudgeError(fmt::format("no temporary folder: TMPDIR={}: {}", tmpdir ? tmpdir : "", error.message()));
    }
    std::string pattern = (base / (prefix + "-XXXXXX")).string();
    if (!mkdtemp(pattern.data())) throw JudgeError(fmt::format("mkdtemp {}: {}", pattern, std::strerror(errno)));
    path = pattern;
    if (!keep_) {
        std::lock_guard<std::mutex> hold(live_lock);
        live_folders().insert(path);
    }
}

TempFolder::~TempFolder() {
    if (keep_) return;
    remove_tree(path);  // a destructor must not throw; a folder left in /tmp is harmless
    std::lock_guard<std::mutex> hold(live_lock);
    live_folders().erase(path);
}

void remove_temp_folders_on_interrupt() {
    sigset_t signals;
    sigemptyset(&signals);
    for (int signal_number : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&signals, signal_number);
    if (pthread_sigmask(SIG_BLOCK, &signals, nullptr) != 0) return;  // then the defaults stay: nothing lost
    std::thread([signals] {
        int signal_number = 0;
        while (sigwait(&signals, &signal_number) != 0) {
        }
        // Held to the end: a TempFolder made now waits, and is never made.
        live_lock.lock();
        std::size_t removed = 0;
        for (const fs::path& folder : live_folders()) removed += remove_tree(folder);
        const std::string said = fmt::format("judge: stopped by {}; {} temporary folder{} removed\n",
                                             strsignal(signal_number), removed, removed == 1 ? "" : "s");
        if (write(STDERR_FILENO, said.data(), said.size()) < 0) {
        }
        _exit(128 + signal_number);
    }).detach();
}

bool remove_tree(const fs::path& path) {
    std::error_code error;
    fs::remove_all(path, error);
    if (!error) return true;
    const fs::file_status status = fs::symlink_status(path, error);
    if (error || !fs::is_directory(status)) return !fs::exists(status);
    fs::permissions(path, fs::perms::owner_all, fs::perm_options::add | fs::perm_options::nofollow, error);
    for (auto entry = fs::directory_iterator(path, error); !error && entry != fs::directory_iterator();
         entry.increment(error))
        remove_tree(entry->path());
    return fs::remove(path, error) && !error;
}

fs::path memory_temp_base() {
    if (std::getenv("TMPDIR")) return {};
    constexpr unsigned long long kEnoughFree = 1ULL << 30;
    struct statfs info;
    if (statfs("/dev/shm", &info) == 0 && info.f_type == TMPFS_MAGIC && access("/dev/shm", W_OK | X_OK) == 0 &&
        static_cast<unsigned long long>(info.f_bavail) * static_cast<unsigned long long>(info.f_bsize) >= kEnoughFree)
        return "/dev/shm";
    return {};
}

}  // namespace judge
