#include "judge/util/temp_folder.hpp"

#include <fmt/format.h>
#include <linux/magic.h>
#include <stdlib.h>
#include <sys/statfs.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "judge/util/error.hpp"

namespace fs = std::filesystem;

namespace judge {

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
}

TempFolder::~TempFolder() {
    if (!keep_) remove_tree(path);  // a destructor must not throw; a folder left in /tmp is harmless
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
