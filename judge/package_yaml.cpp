#include "judge/package_yaml.hpp"

#include "judge/problem.hpp"
#include "judge/util/files.hpp"

namespace fs = std::filesystem;

namespace judge {

std::string read_package_file(const fs::path& path, const fs::path& package) {
    check_test_file(path, package);
    return read_text(path);
}

YamlFile read_yaml(const fs::path& path, const fs::path& package) {
    YamlFile yaml{path.string(), {}};
    try {
        yaml.root = YAML::Load(read_package_file(path, package));
    } catch (const YAML::ParserException& e) {
        throw JudgeError(fmt::format("{}:{}:{}: {}", yaml.file, e.mark.line + 1, e.mark.column + 1, e.msg));
    }
    if (yaml.root.IsNull()) yaml.root = YAML::Node(YAML::NodeType::Map);  // an empty file: every default
    if (!yaml.root.IsMap()) yaml.expected(yaml.root, "", "a mapping of keys");
    return yaml;
}

}  // namespace judge
