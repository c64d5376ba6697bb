#include "judge/util/temp_folder.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <linux/magic.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <set>
#include <string_view>
#include <thread>
#include <utility>

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
    if (!keep_) {
        static std::mutex swept_lock;
        static std::set<std::pair<fs::path, std::string>> swept;
        std::lock_guard<std::mutex> hold(swept_lock);
        if (swept.emplace(base, prefix).second) remove_leftover_temp_folders(base, prefix);
    }
    std::string pattern = (base / (keep_ ? prefix + "-XXXXXX" : fmt::format("{}-{}-XXXXXX", prefix, getpid()))).string();
    if (!mkdtemp(pattern.data())) throw JudgeError(fmt::format("mkdtemp {}: {}", pattern, std::strerror(errno)));
    path = pattern;
    if (!keep_) {
        // Locked from here to its removal: the kernel lets go when the judge ends, however it ends.
        lock_fd_ = ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (lock_fd_ >= 0) flock(lock_fd_, LOCK_SH);
        std::lock_guard<std::mutex> hold(live_lock);
        live_folders().insert(path);
    }
}

TempFolder::~TempFolder() {
    if (keep_) return;
    remove_tree(path);  // a destructor must not throw; a folder left in /tmp is harmless
    if (lock_fd_ >= 0) ::close(lock_fd_);
    std::lock_guard<std::mutex> hold(live_lock);
    live_folders().erase(path);
}

int remove_leftover_temp_folders(const fs::path& base, const std::string& prefix) {
    std::error_code error;
    int removed = 0;
    for (auto entry = fs::directory_iterator(base, error); !error && entry != fs::directory_iterator();
         entry.increment(error)) {
        // <prefix>-<pid>-XXXXXX, as the constructor names a folder it removes at the end.
        const std::string name = entry->path().filename().string();
        if (name.size() <= prefix.size() + 1 || name.compare(0, prefix.size() + 1, prefix + "-") != 0) continue;
        const std::string_view rest = std::string_view(name).substr(prefix.size() + 1);
        const std::size_t dash = rest.find('-');
        if (dash == 0 || dash == std::string_view::npos || rest.size() - dash - 1 != 6 ||
            rest.substr(0, dash).find_first_not_of("0123456789") != std::string_view::npos || dash > 9)
            continue;
        const pid_t pid = pid_t(std::stol(std::string(rest.substr(0, dash))));
        if (pid <= 0 || pid == getpid() || kill(pid, 0) == 0 || errno != ESRCH) continue;  // running, or not ours to ask
        // A folder of this user, not a link; no one holds its lock (a judge in another PID namespace would).
        struct stat info {};
        if (lstat(entry->path().c_str(), &info) != 0 || !S_ISDIR(info.st_mode) || info.st_uid != geteuid()) continue;
        const int fd = ::open(entry->path().c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (fd < 0) continue;
        if (flock(fd, LOCK_EX | LOCK_NB) == 0) removed += remove_tree(entry->path());
        ::close(fd);
    }
    return removed;
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
