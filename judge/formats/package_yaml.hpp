// formats/: the ways a problem comes in (ours: problem.yaml; a plain folder of tests; a Kattis/ICPC package,
// legacy and 2025-09, with its submissions and what they declare) and goes out (export), each read into the
// one Problem the pipeline judges. It uses the pipeline and below; inputs/ and cli/ use it.
// Reading a problem package's files (package.hpp, package_submissions.hpp): each one checked to lie inside the
// package and to be a regular file first, and its YAML with every error naming the file and line.
#pragma once
#include <yaml-cpp/yaml.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "judge/util/error.hpp"
#include "judge/util/text.hpp"

namespace judge {

// A YAML file of the package, read once; every error names the file and line.
struct YamlFile {
    std::string file;
    YAML::Node root;

    // A mapping's value for `key`; nullopt when `map` is no mapping, has no such key, or its value is null
    // (real packages write `source:` with nothing after it).
    static std::optional<YAML::Node> get(const YAML::Node& map, const char* key) {
        if (!map.IsDefined() || !map.IsMap()) return std::nullopt;
        const YAML::Node value = map[key];
        if (!value.IsDefined() || value.IsNull()) return std::nullopt;
        return value;
    }

    [[noreturn]] void fail(const YAML::Node& node, const std::string& key, const std::string& what) const {
        const YAML::Mark mark = node.Mark();
        throw JudgeError(fmt::format("{}:{}: {}{}", file, mark.is_null() ? 1 : mark.line + 1,
                                     key.empty() ? "" : key + ": ", what));
    }
    static std::string described(const YAML::Node& node) {
        if (!node.IsDefined() || node.IsNull()) return "nothing";
        if (node.IsSequence()) return "a list";
        if (node.IsMap()) return "a mapping";
        return "'" + node.Scalar() + "'";
    }
    [[noreturn]] void expected(const YAML::Node& node, const std::string& key, const std::string& what) const {
        fail(node, key, fmt::format("expected {}, got {}", what, described(node)));
    }
    double number(const YAML::Node& node, const std::string& key, const std::string& what) const {
        if (!node.IsScalar()) expected(node, key, what);
        const std::string& text = node.Scalar();
        char* end = nullptr;
        double value = std::strtod(text.c_str(), &end);
        if (text.empty() || *end != '\0' || !std::isfinite(value) || value <= 0) expected(node, key, what);
        return value;
    }
    std::string string(const YAML::Node& node, const std::string& key) const {
        if (!node.IsScalar()) expected(node, key, "a string");
        return node.Scalar();
    }
    // A string of words, or a list of strings (2025-09's *_args), as words.
    std::vector<std::string> words(const YAML::Node& node, const std::string& key) const {
        std::vector<std::string> found;
        if (node.IsNull()) return found;
        if (node.IsScalar()) {
            for (const Token& word : tokens_of(node.Scalar())) found.emplace_back(word.text);
            return found;
        }
        if (!node.IsSequence()) expected(node, key, "a string or a list of strings");
        for (const YAML::Node& item : node) found.push_back(string(item, key));
        return found;
    }
};

// A file of the package the loader reads (problem.yaml, testdata.yaml, .timelimit, a submission's text): inside
// the package, a regular file (a FIFO would block the judge), not too large; as test files are checked.
std::string read_package_file(const std::filesystem::path& path, const std::filesystem::path& package);

// A YAML file of the package as a mapping (an empty file: an empty one), checked as read_package_file checks a file
// and read within the YAML budgets (util/yaml_file.hpp: 256 KiB, a million nodes). Throws JudgeError
// "<file>:<line>:<column>: <what>" for YAML that does not parse, and when the top is no mapping.
YamlFile read_yaml(const std::filesystem::path& path, const std::filesystem::path& package);

}  // namespace judge
