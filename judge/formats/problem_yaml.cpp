/*
 * load_problem(): problem.yaml (docs/problem-yaml.md) and the NAME.in / NAME.out pairs beside it (test_folders.cpp);
 * a folder without problem.yaml is read as a plain folder (plain_folder.cpp).
 * Strict: an unknown or repeated key, a value of the wrong type, a missing required key or an unpaired
 * test stops the judge with one line "<dir>/problem.yaml:<line>: <key>: expected <what>, got '<text>'".
 * Status: unit-tested (tests/test_problem_yaml.cpp).
 */
#include "judge/formats/problem_yaml.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <set>
#include <sstream>
#include <string_view>

#include <fmt/core.h>
#include <yaml-cpp/yaml.h>

#include "judge/formats/plain_folder.hpp"
#include "judge/formats/test_folders.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/regex.hpp"
#include "judge/util/yaml_file.hpp"

namespace judge {
namespace {

const std::vector<std::string> kTopKeys = {"source",          "kind",        "time_limit_ms", "memory_limit_kb",
                                           "output_limit_kb", "checker",     "grid_format",   "checker_program",
                                           "languages",       "signature",   "answer",        "constraints",
                                           "judge_speed",     "presentation_error", "not_taken",
                                           "stress_answer"};
const std::vector<std::string> kLanguageKeys = {"source",      "compile",           "run",
                                                "time_factor", "time_extra_ms", "memory_factor", "address_space_cap",
                                                "precompiled_header", "support_files", "refuse"};
const std::vector<std::string> kLanguages = {"c", "cpp", "java", "python"};
const std::vector<std::string> kCheckers = [] {
    std::vector<std::string> names;
    for (CheckerKind kind : {CheckerKind::Exact, CheckerKind::Lines, CheckerKind::Tokens, CheckerKind::Sudoku,
                             CheckerKind::External})
        names.emplace_back(checker_name(kind));
    return names;
}();

std::string joined(const std::vector<std::string>& words) {
    std::string text;
    for (const std::string& word : words) text += (text.empty() ? "" : ", ") + word;
    return text;
}

bool contains(const std::vector<std::string>& words, const std::string& word) {
    return std::find(words.begin(), words.end(), word) != words.end();
}

// Edits (insert, delete, replace) between two short words, for "did you mean".
size_t edit_distance(const std::string& a, const std::string& b) {
    std::vector<size_t> previous(b.size() + 1), current(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j) previous[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (size_t j = 1; j <= b.size(); ++j)
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] != b[j - 1])});
        std::swap(previous, current);
    }
    return previous[b.size()];
}

std::vector<std::string> split_on_spaces(const std::string& command) {
    std::vector<std::string> words;
    std::istringstream stream(command);
    for (std::string word; stream >> word;) words.push_back(word);
    return words;
}

// What a node holds, for "got ..." in messages: 'text' for a scalar, else its shape.
std::string described(const YAML::Node& node) {
    if (!node.IsDefined() || node.IsNull()) return "nothing";
    if (node.IsSequence()) return "a list";
    if (node.IsMap()) return node.size() == 0 ? "an empty mapping" : "a mapping";
    return "'" + node.Scalar() + "'";
}

// Reads one problem.yaml; every error names the file, the key's line and the key's dotted path.
class YamlReader {
public:
    explicit YamlReader(std::string file) : file_(std::move(file)) {}

    [[noreturn]] void fail(const YAML::Mark& mark, const std::string& key, const std::string& what) const {
        int line = mark.is_null() ? 1 : mark.line + 1;
        throw JudgeError(fmt::format("{}:{}: {}{}", file_, line, key.empty() ? "" : key + ": ", what));
    }
    [[noreturn]] void expected(const YAML::Mark& mark, const std::string& key, const std::string& what,
                               const YAML::Node& got) const {
        fail(mark, key, fmt::format("expected {}, got {}", what, described(got)));
    }

    // A mapping's entries by key, with each key's position. Rejects keys outside `allowed` (suggesting the
    // closest one) and repeated keys, which yaml-cpp would otherwise resolve silently.
    struct Entry {
        YAML::Mark mark;
        YAML::Node value;
    };
    std::map<std::string, Entry> entries(const YAML::Node& map, const std::string& prefix,
                                         const std::vector<std::string>& allowed, const std::string& what) const {
        std::map<std::string, Entry> found;
        for (const auto& key_and_value : map) {  // a temporary pair of handles; copy what outlives it
            const YAML::Node key_node = key_and_value.first;
            if (!key_node.IsScalar()) expected(key_node.Mark(), prefix, "a key name", key_node);
            std::string key = key_node.Scalar();
            std::string path = prefix.empty() ? key : prefix + "." + key;
            if (!contains(allowed, key)) {
                // A typo of a long key gets the key it most likely meant; anything else the whole list.
                std::string closest;
                size_t closest_distance = 3;
                for (const std::string& candidate : allowed) {
                    size_t distance = edit_distance(key, candidate);
                    if (key.size() >= 4 && distance < closest_distance) {
                        closest = candidate;
                        closest_distance = distance;
                    }
                }
                std::string hint = closest.empty() ? fmt::format("{} {}", what, joined(allowed))
                                                   : fmt::format("did you mean '{}'?", closest);
                fail(key_node.Mark(), "", fmt::format("unknown key '{}' ({})", path, hint));
            }
            auto [previous, inserted] = found.emplace(key, Entry{key_node.Mark(), key_and_value.second});
            if (!inserted)
                fail(key_node.Mark(), path, fmt::format("repeated (first at line {})", previous->second.mark.line + 1));
        }
        return found;
    }

    const Entry& required(const std::map<std::string, Entry>& found, const std::string& key, const std::string& path,
                          const YAML::Mark& where, const std::string& what) const {
        auto it = found.find(key);
        if (it == found.end()) fail(where, path, fmt::format("missing, expected {}", what));
        return it->second;
    }

    std::string string(const Entry& entry, const std::string& path) const {
        if (!entry.value.IsScalar() || entry.value.Scalar().empty())
            expected(entry.mark, path, "a non-empty string", entry.value);
        return entry.value.Scalar();
    }
    std::string one_of(const Entry& entry, const std::string& path, const std::vector<std::string>& choices) const {
        if (!entry.value.IsScalar() || !contains(choices, entry.value.Scalar()))
            expected(entry.mark, path, "one of " + joined(choices), entry.value);
        return entry.value.Scalar();
    }
    long positive_integer(const Entry& entry, const std::string& path) const {
        const std::string text = entry.value.IsScalar() ? entry.value.Scalar() : "";
        bool digits = !text.empty() && text.size() <= 12 &&
                      std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
        long value = digits ? std::stol(text) : 0;
        if (value <= 0) expected(entry.mark, path, "a positive integer", entry.value);
        return value;
    }
    double positive_number(const Entry& entry, const std::string& path) const {
        const std::string text = entry.value.IsScalar() ? entry.value.Scalar() : "";
        char* end = nullptr;
        double value = text.empty() ? 0 : std::strtod(text.c_str(), &end);
        if (text.empty() || *end != '\0' || !std::isfinite(value) || value <= 0)
            expected(entry.mark, path, "a positive number", entry.value);
        return value;
    }
    bool boolean(const Entry& entry, const std::string& path) const {
        const std::string text = entry.value.IsScalar() ? entry.value.Scalar() : "";
        if (text == "true") return true;
        if (text == "false") return false;
        expected(entry.mark, path, "true or false", entry.value);
    }
    // "g++ -O2 -o prog prog.cpp" (words separated by spaces), or a list of words for a word that holds
    // spaces: [python3, -c, "import sys; print(sys.executable)"].
    std::vector<std::string> command(const Entry& entry, const std::string& path) const {
        const char* what = "a command (words separated by spaces, or a list of words)";
        std::vector<std::string> words;
        if (entry.value.IsScalar()) words = split_on_spaces(entry.value.Scalar());
        if (entry.value.IsSequence())
            for (std::size_t i = 0; i < entry.value.size(); ++i) {
                const YAML::Node word = entry.value[i];
                if (!word.IsScalar() || word.Scalar().empty())
                    expected(word.Mark(), fmt::format("{}[{}]", path, i), "a non-empty word", word);
                words.push_back(word.Scalar());
            }
        if (words.empty()) expected(entry.mark, path, what, entry.value);
        return words;
    }
    const YAML::Node& mapping(const Entry& entry, const std::string& path, const std::string& what) const {
        if (!entry.value.IsMap()) expected(entry.mark, path, what, entry.value);
        return entry.value;
    }

private:
    std::string file_;
};

LanguageProfile read_language(const YamlReader& reader, const std::filesystem::path& dir, const std::string& name,
                              const YamlReader::Entry& entry) {
    std::string path = "languages." + name;
    const YAML::Node& map = reader.mapping(entry, path, "a mapping with source, run and optionally compile, "
                                                        "time_factor, time_extra_ms, memory_factor, address_space_cap, "
                                                        "precompiled_header, support_files, refuse");
    auto found = reader.entries(map, path, kLanguageKeys, "expected one of");
    LanguageProfile profile;
    profile.name = name;
    profile.source_name = reader.string(reader.required(found, "source", path + ".source", entry.mark,
                                                        "the file name the solution is saved as"),
                                        path + ".source");
    if (profile.source_name.find('/') != std::string::npos || profile.source_name == "." ||
        profile.source_name == "..")
        reader.expected(found.at("source").mark, path + ".source", "a file name without '/'", found.at("source").value);
    if (found.count("compile")) profile.compile = reader.command(found.at("compile"), path + ".compile");
    profile.run = reader.command(reader.required(found, "run", path + ".run", entry.mark, "the command that runs it"),
                                 path + ".run");
    if (found.count("time_factor"))
        profile.time_factor = reader.positive_number(found.at("time_factor"), path + ".time_factor");
    if (found.count("memory_factor"))
        profile.memory_factor = reader.positive_number(found.at("memory_factor"), path + ".memory_factor");
    if (found.count("time_extra_ms"))
        profile.time_extra_ms = reader.positive_number(found.at("time_extra_ms"), path + ".time_extra_ms");
    if (found.count("address_space_cap"))
        profile.address_space_cap = reader.boolean(found.at("address_space_cap"), path + ".address_space_cap");
    if (found.count("precompiled_header")) {
        const auto& header = found.at("precompiled_header");
        profile.precompiled_header = reader.string(header, path + ".precompiled_header");
        if (profile.compile.empty())
            reader.fail(header.mark, path + ".precompiled_header", "needs a compile command");
    }
    if (found.count("support_files")) {
        const auto& list = found.at("support_files");
        // One path, or a list of them; a path is never split on spaces.
        std::vector<std::string> files;
        if (list.value.IsSequence())
            for (std::size_t i = 0; i < list.value.size(); ++i)
                files.push_back(reader.string({list.value[i].Mark(), list.value[i]},
                                              fmt::format("{}.support_files[{}]", path, i)));
        else
            files.push_back(reader.string(list, path + ".support_files"));
        for (const std::string& file : files) {
            const std::filesystem::path where = dir / file;
            const std::string file_name = where.filename().string();
            if (!std::filesystem::is_regular_file(where))
                reader.fail(list.mark, path + ".support_files", fmt::format("{}: no such file", where.string()));
            try {  // the one way out of the problem folder, into the testdata tree only (../common/)
                require_inside(where, std::filesystem::canonical(dir).parent_path(), "a support file");
            } catch (const JudgeError& error) {
                reader.fail(list.mark, path + ".support_files", error.what());
            }
            if (file_name == profile.source_name || !profile.support_files.emplace(file_name, read_text(where)).second)
                reader.fail(list.mark, path + ".support_files", fmt::format("{}: a second file named {}", file, file_name));
        }
    }
    if (found.count("refuse")) {
        const auto& list = found.at("refuse");
        const char* what = "a list of mappings with pattern and reason";
        if (!list.value.IsSequence() || list.value.size() == 0) reader.expected(list.mark, path + ".refuse", what, list.value);
        for (std::size_t i = 0; i < list.value.size(); ++i) {
            const std::string item = fmt::format("{}.refuse[{}]", path, i);
            const YamlReader::Entry entry_i{list.value[i].Mark(), list.value[i]};
            auto keys = reader.entries(reader.mapping(entry_i, item, what), item, {"pattern", "reason"}, "expected one of");
            LanguageProfile::Refusal refusal;
            const auto& pattern = reader.required(keys, "pattern", item + ".pattern", entry_i.mark, "a regular expression");
            refusal.pattern = reader.string(pattern, item + ".pattern");
            refusal.reason = reader.string(
                reader.required(keys, "reason", item + ".reason", entry_i.mark, "what the judge says, and why"),
                item + ".reason");
            if (const auto error = regex_error(refusal.pattern))  // RE2's syntax (util/regex.hpp)
                reader.fail(pattern.mark, item + ".pattern", fmt::format("not a regular expression: {}", *error));
            profile.refuse.push_back(refusal);
        }
    }
    return profile;
}


}  // namespace

Problem load_problem_settings(const std::filesystem::path& dir) {
    const std::filesystem::path yaml_path = dir / "problem.yaml";
    const std::string file = yaml_path.string();
    require_inside(yaml_path, dir, "problem.yaml");  // a link out, or a hard link: its keys are quoted in errors
    const YAML::Node root = load_yaml_file(yaml_path);  // within its size and node budget (util/yaml_file.hpp)
    YamlReader reader(file);
    if (!root.IsMap()) reader.expected(root.Mark(), "", "a mapping of keys (kind, time_limit_ms, ...)", root);
    const YAML::Mark top = root.Mark();
    auto found = reader.entries(root, "", kTopKeys, "expected one of");

    Problem problem;
    problem.dir = dir;
    problem.name = problem_name_of(dir);
    problem.kind = reader.one_of(reader.required(found, "kind", "kind", top, "stdio or function"), "kind",
                                 {"stdio", "function"}) == "function"
                       ? ProblemKind::Function
                       : ProblemKind::Stdio;
    if (found.count("source")) problem.source_url = reader.string(found.at("source"), "source");
    problem.limits.time_ms = static_cast<double>(reader.positive_integer(
        reader.required(found, "time_limit_ms", "time_limit_ms", top, "a positive integer (CPU ms per test)"),
        "time_limit_ms"));
    problem.limits.memory_kb = reader.positive_integer(
        reader.required(found, "memory_limit_kb", "memory_limit_kb", top, "a positive integer (peak KB)"),
        "memory_limit_kb");
    problem.limits.output_kb = found.count("output_limit_kb")
                                   ? reader.positive_integer(found.at("output_limit_kb"), "output_limit_kb")
                                   : kDefaultOutputLimitKb;

    if (found.count("judge_speed")) {
        const auto& entry = found.at("judge_speed");
        const char* what = "a mapping with judge, slowdown and margin";
        auto speed = reader.entries(reader.mapping(entry, "judge_speed", what), "judge_speed",
                                    {"judge", "slowdown", "margin"}, "expected one of");
        problem.speed.judge = reader.string(reader.required(speed, "judge", "judge_speed.judge", entry.mark,
                                                            "the online judge's name"), "judge_speed.judge");
        problem.speed.slowdown = reader.positive_number(
            reader.required(speed, "slowdown", "judge_speed.slowdown", entry.mark,
                            "the judge's time over the reference machine's"), "judge_speed.slowdown");
        const auto& margin = reader.required(speed, "margin", "judge_speed.margin", entry.mark,
                                             "a number above 1: how far from the limit a time is sure");
        problem.speed.margin = reader.positive_number(margin, "judge_speed.margin");
        if (problem.speed.margin <= 1) reader.expected(margin.mark, "judge_speed.margin", "a number above 1", margin.value);
    }

    if (found.count("presentation_error"))
        problem.presentation_error_uncertain =
            reader.one_of(found.at("presentation_error"), "presentation_error", {"judged", "uncertain"}) == "uncertain";

    // The checker and its options.
    const auto& checker_entry = reader.required(found, "checker", "checker", top, "one of " + joined(kCheckers));
    problem.checker.kind = *parse_checker_kind(reader.one_of(checker_entry, "checker", kCheckers));
    const std::string checker = std::string(checker_name(problem.checker.kind));
    problem.checker.grid_format = problem.kind == ProblemKind::Function ? GridFormat::LeetCode : GridFormat::NYOJ;
    // With the sudoku checker, how it reads the grids; with any checker, how -v, --html and show draw them.
    const bool grids_known = found.count("grid_format") || problem.checker.kind == CheckerKind::Sudoku;
    if (found.count("grid_format")) {
        const auto& entry = found.at("grid_format");
        problem.checker.grid_format =
            parse_grid_format(reader.one_of(entry, "grid_format", grid_format_keys()));
    }
    if (problem.checker.kind == CheckerKind::External) {
        const auto& entry = reader.required(found, "checker_program", "checker_program", checker_entry.mark,
                                            "a C++ source beside problem.yaml (checker: external)");
        std::string program = reader.string(entry, "checker_program");
        problem.checker.external = dir / program;
        if (!std::filesystem::is_regular_file(problem.checker.external))
            reader.fail(entry.mark, "checker_program",
                        fmt::format("expected a file beside problem.yaml, got '{}' ({} does not exist)", program,
                                    problem.checker.external.string()));
        require_inside(problem.checker.external, dir, "the checker");
    } else if (found.count("checker_program")) {
        reader.fail(found.at("checker_program").mark, "checker_program",
                    "only used by checker: external, but the checker is " + checker);
    }

    // Function problems: the method to call and where its answer is.
    const std::vector<std::string> function_keys = {"signature", "answer", "constraints"};
    if (problem.kind == ProblemKind::Function) {
        std::string signature = reader.string(
            reader.required(found, "signature", "signature", top, "LeetCode's signature, e.g. \"solveSudoku(board: "
                                                                  "character[][]) -> void\""),
            "signature");
        std::string answer = reader.string(
            reader.required(found, "answer", "answer", top, "\"return\" or the name of an argument"), "answer");
        std::map<std::string, std::string> constraints;
        if (found.count("constraints")) {
            const auto& entry = found.at("constraints");
            const YAML::Node& map = reader.mapping(entry, "constraints", "a mapping of names to strings");
            for (const auto& name_and_value : map) {
                const YAML::Node name = name_and_value.first, value = name_and_value.second;
                if (!name.IsScalar()) reader.expected(name.Mark(), "constraints", "a name", name);
                std::string path = "constraints." + name.Scalar();
                if (!value.IsScalar()) reader.expected(name.Mark(), path, "a string", value);
                if (!constraints.emplace(name.Scalar(), value.Scalar()).second)
                    reader.fail(name.Mark(), path, "repeated");
            }
        }
        problem.function.emplace(signature, answer, constraints, file);
    } else {
        for (const std::string& key : function_keys)
            if (found.count(key)) reader.fail(found.at(key).mark, key, "only used by kind: function");
    }

    // Languages.
    const auto& languages_entry = reader.required(found, "languages", "languages", top,
                                                  "a mapping with at least one of " + joined(kLanguages));
    if (!languages_entry.value.IsMap() || languages_entry.value.size() == 0)
        reader.expected(languages_entry.mark, "languages", "a mapping with at least one of " + joined(kLanguages),
                        languages_entry.value);
    for (const auto& [name, entry] :
         reader.entries(languages_entry.value, "languages", kLanguages, "the known languages are:"))
        problem.languages.emplace(name, read_language(reader, dir, name, entry));
    if (found.count("not_taken")) {
        const auto& entry = found.at("not_taken");
        const char* what = "a mapping from a language to why the judge does not take it";
        for (const auto& [name, reason] : reader.entries(reader.mapping(entry, "not_taken", what), "not_taken",
                                                         kLanguages, "the known languages are:")) {
            if (problem.languages.count(name))
                reader.fail(reason.mark, "not_taken." + name, "has a profile in languages: not both");
            problem.not_taken.emplace(name, reader.string(reason, "not_taken." + name));
        }
    }

    if (grids_known) problem.grid_format = problem.checker.grid_format;
    if (found.count("stress_answer")) {
        const auto& entry = found.at("stress_answer");
        problem.stress_answer = parse_stress_answer(reader.one_of(entry, "stress_answer", stress_answer_keys()));
        if (problem.stress_answer == StressAnswer::Solution && !grids_known)
            reader.fail(entry.mark, "stress_answer", "solution needs the grids' format: a grid_format, or checker: sudoku");
    } else if (grids_known) {
        problem.stress_answer = StressAnswer::Solution;
    }
    return problem;
}

Problem load_problem(const std::filesystem::path& dir) {
    if (is_plain_folder(dir)) return load_plain_folder(dir);
    Problem problem = load_problem_settings(dir);
    find_tests(dir, problem);
    for (TestCase& test : problem.tests) test.grid_format = problem.grid_format;
    return problem;
}

}  // namespace judge
