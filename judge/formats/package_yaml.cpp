#include "judge/formats/package_yaml.hpp"

#include "judge/formats/test_folders.hpp"
#include "judge/problem.hpp"
#include "judge/util/files.hpp"
#include "judge/util/yaml_file.hpp"

namespace fs = std::filesystem;

namespace judge {

std::string read_package_file(const fs::path& path, const fs::path& package) {
    check_test_file(path, package);
    return read_text(path);
}

YamlFile read_yaml(const fs::path& path, const fs::path& package) {
    YamlFile yaml{path.string(), {}};
    check_test_file(path, package);  // inside the package, a regular file
    yaml.root = load_yaml_file(path);  // within its size and node budget (util/yaml_file.hpp)
    if (yaml.root.IsNull()) yaml.root = YAML::Node(YAML::NodeType::Map);  // an empty file: every default
    if (!yaml.root.IsMap()) yaml.expected(yaml.root, "", "a mapping of keys");
    return yaml;
}

}  // namespace judge
