#include "judge/util/temp_folder.hpp"

#include <fmt/format.h>
#include <stdlib.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>

#include "judge/util/error.hpp"

namespace fs = std::filesystem;

namespace judge {

TempFolder::TempFolder(const std::string& prefix, bool keep) : keep_(keep) {
    std::error_code error;
    fs::path base = fs::temp_directory_path(error);  // TMPDIR, else /tmp
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

}  // namespace judge
