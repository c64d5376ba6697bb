#include "judge/util/yaml_file.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <string>
#include <vector>

#include "judge/util/error.hpp"

namespace fs = std::filesystem;

namespace judge {

namespace {

[[noreturn]] void too_large(const fs::path& path, std::uintmax_t size) {
    throw JudgeError(fmt::format("{}: {} bytes, more than the {} KiB a YAML file may have", path.string(), size,
                                 kMaxYamlBytes >> 10));
}

// The file's text, refused by its size before it is read (and cut at the budget if it grows meanwhile).
std::string read_within_budget(const fs::path& path) {
    // O_NONBLOCK: a FIFO in place of the file is refused, not waited on.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) throw JudgeError(fmt::format("{}: {}", path.string(), std::strerror(errno)));
    struct stat info {};
    std::string text;
    try {
        if (::fstat(fd, &info) != 0) throw JudgeError(fmt::format("{}: {}", path.string(), std::strerror(errno)));
        if (!S_ISREG(info.st_mode)) throw JudgeError(fmt::format("{}: expected a file", path.string()));
        if (std::uintmax_t(info.st_size) > kMaxYamlBytes) too_large(path, std::uintmax_t(info.st_size));
        text.resize(kMaxYamlBytes + 1);
        std::size_t got = 0;
        while (got < text.size()) {
            const ssize_t n = ::read(fd, text.data() + got, text.size() - got);
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) throw JudgeError(fmt::format("{}: {}", path.string(), std::strerror(errno)));
            if (n == 0) break;
            got += std::size_t(n);
        }
        if (got > kMaxYamlBytes) too_large(path, got);
        text.resize(got);
    } catch (...) {
        ::close(fd);
        throw;
    }
    ::close(fd);
    return text;
}

// Throws when the tree of `root`, aliases expanded, has more than kMaxYamlNodes nodes. A stack of its own, not
// recursion: an alias may make the tree deeper than the text (or a cycle, `&a [*a]`).
void check_node_budget(const fs::path& path, const YAML::Node& root) {
    std::size_t nodes = 1;
    std::vector<YAML::Node> to_visit{root};
    auto visit = [&](const YAML::Node& node) {
        if (++nodes > kMaxYamlNodes)
            throw JudgeError(fmt::format("{}: more than {} nodes once its aliases are expanded, the most a YAML "
                                         "file may have", path.string(), kMaxYamlNodes));
        to_visit.push_back(node);
    };
    while (!to_visit.empty()) {
        const YAML::Node node = to_visit.back();
        to_visit.pop_back();
        if (node.IsSequence()) {
            for (const YAML::Node& item : node) visit(item);
        } else if (node.IsMap()) {
            for (const auto& key_and_value : node) {
                visit(key_and_value.first);
                visit(key_and_value.second);
            }
        }
    }
}

}  // namespace

YAML::Node load_yaml_file(const fs::path& path) {
    const std::string text = read_within_budget(path);
    YAML::Node root;
    try {
        root = YAML::Load(text);
    } catch (const YAML::ParserException& e) {
        throw JudgeError(fmt::format("{}:{}:{}: {}", path.string(), e.mark.line + 1, e.mark.column + 1, e.msg));
    }
    check_node_budget(path, root);
    return root;
}

}  // namespace judge
