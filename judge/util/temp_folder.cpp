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
    std::error_code ignored;  // a destructor must not throw; a folder left in /tmp is harmless
    if (!keep_) fs::remove_all(path, ignored);
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
