#include "judge/util/files.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>

#include "judge/util/error.hpp"

namespace fs = std::filesystem;

namespace judge {

std::string read_text(const fs::path& path) {
    // read(2) straight into the string: program outputs reach the output limit (64 MB), and a stream
    // would copy them twice.
    int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) throw JudgeError(fmt::format("{}: cannot read: {}", path.string(), std::strerror(errno)));
    std::string content;
    char buffer[1 << 16];
    for (;;) {
        ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            int saved = errno;
            ::close(fd);
            throw JudgeError(fmt::format("{}: cannot read: {}", path.string(), std::strerror(saved)));
        }
        if (n == 0) break;
        content.append(buffer, static_cast<std::size_t>(n));
    }
    ::close(fd);
    return content;
}

void write_text(const fs::path& path, std::string_view text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out.flush()) throw JudgeError(fmt::format("{}: cannot write: {}", path.string(), std::strerror(errno)));
}

void check_writable(const fs::path& path) {
    auto refuse = [&](const std::string& reason) {
        throw JudgeError(fmt::format("{}: cannot write: {}", path.string(), reason));
    };
    std::error_code error;
    if (fs::is_directory(path, error)) refuse("it is a folder");
    if (fs::exists(path, error)) {
        if (::access(path.c_str(), W_OK) != 0) refuse(std::strerror(errno));
        return;
    }
    const fs::path parent = path.parent_path().empty() ? fs::path(".") : path.parent_path();
    if (!fs::is_directory(parent, error)) refuse(fmt::format("no folder {}", parent.string()));
    if (::access(parent.c_str(), W_OK | X_OK) != 0) refuse(std::strerror(errno));  // creating needs both
    // access() lets root through where a write still fails (/proc, a read-only mount seen as writable): the
    // file is made, and removed at once.
    const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0) {
        if (errno == EEXIST) return;  // made meanwhile by someone else: it exists, as above
        refuse(std::strerror(errno));
    }
    ::close(fd);
    ::unlink(path.c_str());
}

fs::path own_folder() {
    std::error_code error;
    fs::path self = fs::read_symlink("/proc/self/exe", error);
    return error ? fs::path() : self.parent_path();
}

fs::path default_cache_root() {
    fs::path folder = own_folder();
    return folder.empty() ? fs::path("build/cache") : folder / "cache";
}

void require_inside(const std::filesystem::path& file, const std::filesystem::path& folder, std::string_view what) {
    std::error_code file_error, folder_error;
    const std::filesystem::path real = std::filesystem::canonical(file, file_error);
    const std::filesystem::path root = std::filesystem::canonical(folder, folder_error);
    if (file_error || folder_error) return;
    if (std::mismatch(root.begin(), root.end(), real.begin(), real.end()).first != root.end())
        throw JudgeError(fmt::format("{}: a link leading out of {} (to {}); refused: {} must lie inside it",
                                     file.string(), folder.string(), real.string(), what));
    // A hard link is a second name of the same file, and nothing in the folder says where the other one is
    // (finding it means walking the whole filesystem): any regular file with more than one name is refused,
    // a link to a file inside the folder too. Folders always have several (".", "..", their subfolders').
    struct stat target;
    if (::stat(file.c_str(), &target) == 0 && S_ISREG(target.st_mode) && target.st_nlink > 1)
        throw JudgeError(fmt::format("{}: a hard link ({} names), refused: a file of a problem folder must have one "
                                     "name, so that it cannot be a file from outside it",
                                     file.string(), static_cast<unsigned long>(target.st_nlink)));
}

}  // namespace judge
