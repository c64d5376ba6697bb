#include "judge/util/temp_folder.hpp"

#include <fmt/format.h>
#include <stdlib.h>

#include <cerrno>
#include <cstring>

#include "judge/util/error.hpp"

namespace fs = std::filesystem;

namespace judge {

TempFolder::TempFolder(const std::string& prefix, bool keep) : keep_(keep) {
    std::string pattern = (fs::temp_directory_path() / (prefix + "-XXXXXX")).string();
    if (!mkdtemp(pattern.data())) throw JudgeError(fmt::format("mkdtemp {}: {}", pattern, std::strerror(errno)));
    path = pattern;
}

TempFolder::~TempFolder() {
    std::error_code ignored;  // a destructor must not throw; a folder left in /tmp is harmless
    if (!keep_) fs::remove_all(path, ignored);
}

}  // namespace judge
