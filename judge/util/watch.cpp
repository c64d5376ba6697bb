#include "judge/util/watch.hpp"

#include <fmt/format.h>
#include <poll.h>
#include <sys/inotify.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstring>

#include "judge/util/error.hpp"
#include "judge/util/files.hpp"

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace judge {

std::vector<std::string> local_includes(std::string_view source) {
    std::vector<std::string> names;
    std::size_t start = 0;
    while (start < source.size()) {
        std::size_t end = source.find('\n', start);
        if (end == std::string_view::npos) end = source.size();
        std::string_view line = source.substr(start, end - start);
        start = end + 1;
        // The preprocessor's own spelling: blanks may surround '#' and follow "include".
        auto skip_blanks = [&](std::size_t at) {
            while (at < line.size() && (line[at] == ' ' || line[at] == '\t')) ++at;
            return at;
        };
        std::size_t at = skip_blanks(0);
        if (at >= line.size() || line[at] != '#') continue;
        at = skip_blanks(at + 1);
        if (line.substr(at, 7) != "include") continue;
        at = skip_blanks(at + 7);
        if (at >= line.size() || line[at] != '"') continue;
        std::size_t close = line.find('"', at + 1);
        if (close == std::string_view::npos || close == at + 1) continue;
        std::string name(line.substr(at + 1, close - at - 1));
        if (name.find('/') != std::string::npos) continue;
        if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(std::move(name));
    }
    return names;
}

namespace {

bool is_c_family(const fs::path& file) {
    static const char* kExtensions[] = {".c", ".cc", ".cpp", ".cxx", ".h", ".hh", ".hpp", ".hxx"};
    const std::string extension = file.extension().string();
    return std::any_of(std::begin(kExtensions), std::end(kExtensions), [&](const char* e) { return extension == e; });
}

// Where a watch must look for `file`: its real folder (a symlink to a file, or to a folder on the way,
// is followed: the save happens there) and its name.
fs::path real_path(const fs::path& file) {
    std::error_code ignored;
    fs::path real = fs::weakly_canonical(fs::absolute(file), ignored);
    return real.empty() ? fs::absolute(file).lexically_normal() : real;
}

}  // namespace

std::vector<fs::path> with_local_includes(const std::vector<fs::path>& files) {
    std::vector<fs::path> all = files;
    for (std::size_t next = 0; next < all.size(); ++next) {
        if (!is_c_family(all[next])) continue;
        std::string text;
        try {
            text = read_text(all[next]);
        } catch (const JudgeError&) {
            continue;  // missing or unreadable: it has no includes to follow, and stays watched
        }
        for (const std::string& name : local_includes(text)) {
            fs::path include = all[next].parent_path() / name;
            if (std::find(all.begin(), all.end(), include) == all.end()) all.push_back(include);
        }
    }
    return all;
}

FileWatcher::FileWatcher() {
    fd_ = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
    if (fd_ < 0)
        throw JudgeError(fmt::format("--watch: inotify_init1: {}{}", std::strerror(errno),
                                     errno == EMFILE ? " (the limit: /proc/sys/fs/inotify/max_user_instances)" : ""));
}

FileWatcher::~FileWatcher() { ::close(fd_); }

void FileWatcher::watch(const std::vector<fs::path>& files) {
    files_ = files;
    for (auto& [wd, folder] : folders_) folder.names.clear();
    // A save by rename is IN_MOVED_TO, by writing in place IN_CLOSE_WRITE; IN_CREATE and the removals
    // start the quiet wait early (an editor that moves the old file away first, then writes a new one).
    // IN_MODIFY is left out: it comes with every write, before the file is whole.
    constexpr uint32_t kMask = IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM |
                               IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR;
    for (std::size_t i = 0; i < files_.size(); ++i) {
        const fs::path real = real_path(files_[i]);
        const fs::path folder = real.parent_path();
        // The kernel returns the same descriptor for a folder already watched.
        int wd = inotify_add_watch(fd_, folder.c_str(), kMask);
        if (wd < 0)
            throw JudgeError(fmt::format("--watch: {}: cannot watch: {}{}", folder.string(), std::strerror(errno),
                                         errno == ENOSPC ? " (the limit: /proc/sys/fs/inotify/max_user_watches)" : ""));
        Folder& watched = folders_[wd];
        watched.path = folder;
        watched.names.emplace(real.filename().string(), i);
    }
}

void FileWatcher::read_events(std::set<std::size_t>& changed) {
    // Aligned for inotify_event, and room for at least one event with the longest name.
    alignas(struct inotify_event) char buffer[4096 + sizeof(struct inotify_event) + NAME_MAX + 1];
    for (;;) {
        ssize_t n = ::read(fd_, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0 && errno == EAGAIN) return;  // all read
        if (n <= 0) throw JudgeError(fmt::format("--watch: read of the inotify descriptor: {}", std::strerror(errno)));
        for (char* at = buffer; at < buffer + n;) {
            const auto* event = reinterpret_cast<const struct inotify_event*>(at);
            at += sizeof(struct inotify_event) + event->len;
            if (event->mask & IN_Q_OVERFLOW) {  // events were lost: any file may have changed
                for (std::size_t i = 0; i < files_.size(); ++i) changed.insert(i);
                continue;
            }
            auto folder = folders_.find(event->wd);
            if (folder == folders_.end()) continue;
            if (event->mask & (IN_DELETE_SELF | IN_MOVE_SELF | IN_IGNORED)) {
                if (folder->second.names.empty()) continue;  // a folder no file of ours is in any more
                throw JudgeError(fmt::format("--watch: {}: the folder was removed or moved away; nothing left to watch",
                                             folder->second.path.string()));
            }
            if (event->len == 0) continue;
            auto name = folder->second.names.find(event->name);
            if (name != folder->second.names.end()) changed.insert(name->second);
        }
    }
}

std::vector<fs::path> FileWatcher::wait_for_change(std::chrono::milliseconds timeout, std::chrono::milliseconds quiet) {
    const auto start = Clock::now();
    const auto longest_burst = std::chrono::seconds(2);  // a file rewritten without end is still judged
    std::set<std::size_t> changed;
    Clock::time_point first_change;
    for (;;) {
        int wait_ms = -1;
        if (!changed.empty()) {
            auto left = longest_burst - (Clock::now() - first_change);
            if (left <= Clock::duration::zero()) break;
            wait_ms = static_cast<int>(std::min<long long>(
                quiet.count(), std::chrono::duration_cast<std::chrono::milliseconds>(left).count() + 1));
        } else if (timeout.count() >= 0) {
            auto left = timeout - std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
            if (left.count() <= 0) return {};
            wait_ms = static_cast<int>(left.count());
        }
        // poll() blocks on the descriptor; SIGINT is blocked in this thread (util/temp_folder.hpp's
        // thread takes it and ends the judge), so Ctrl-C does not depend on this wait returning.
        struct pollfd ready = {fd_, POLLIN, 0};
        int got = ::poll(&ready, 1, wait_ms);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) throw JudgeError(fmt::format("--watch: poll: {}", std::strerror(errno)));
        if (got == 0) {
            if (!changed.empty()) break;  // quiet for `quiet`: the burst is over
            continue;                     // the timeout: checked at the top
        }
        const bool none_before = changed.empty();
        read_events(changed);
        if (none_before && !changed.empty()) first_change = Clock::now();
    }
    std::vector<fs::path> result;
    for (std::size_t i : changed) result.push_back(files_[i]);
    return result;
}

}  // namespace judge
