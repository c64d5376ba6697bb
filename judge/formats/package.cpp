/*
 * load_package(): a Kattis/ICPC problem package (docs/packages.md) into a Problem, and its submissions with the
 * verdicts they declare. Lenient where the format has keys the judge does not use, strict on every key it
 * does: "<dir>/problem.yaml:<line>: <key>: expected <what>, got '<text>'".
 * Status: unit-tested (tests/test_package.cpp).
 */
#include "judge/formats/package.hpp"
#include "judge/formats/package_submissions.hpp"
#include "judge/formats/package_yaml.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>

#include "judge/checkers/default_validator.hpp"
#include "judge/compile.hpp"
#include "judge/formats/package_programs.hpp"
#include "judge/formats/test_folders.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/text.hpp"
#include "judge/util/yaml_file.hpp"

namespace fs = std::filesystem;

namespace judge {

namespace {

// The format's version: legacy when problem.yaml does not say.
PackageFormat format_of(const YamlFile& yaml) {
    const std::optional<YAML::Node> version = YamlFile::get(yaml.root, "problem_format_version");
    if (!version) return PackageFormat::Legacy;
    const std::string text = yaml.string(*version, "problem_format_version");
    if (text == "legacy") return PackageFormat::Legacy;
    if (text == "2025-09") return PackageFormat::V2025_09;
    yaml.fail(*version, "problem_format_version",
              fmt::format("expected legacy or 2025-09 (the versions read here), got '{}'", text));
}

// Refuses what the judge cannot judge, naming the key: interactive, multi-pass, scoring, submit-answer.
void refuse_kinds(const YamlFile& yaml, PackageFormat format) {
    if (format == PackageFormat::Legacy) {
        if (const auto type = YamlFile::get(yaml.root, "type")) {  // legacy's own: pass-fail or scoring
            const std::string word = yaml.string(*type, "type");
            if (word == "scoring") yaml.fail(*type, "type", "'scoring': scoring problems are not judged here (only pass-fail)");
            if (word != "pass-fail") yaml.expected(*type, "type", "pass-fail or scoring");
        }
        const std::optional<YAML::Node> found = YamlFile::get(yaml.root, "validation");
        if (!found) return;
        const YAML::Node validation = *found;
        const std::vector<std::string> words = yaml.words(validation, "validation");
        if (words.empty() || (words[0] != "default" && words[0] != "custom"))
            yaml.expected(validation, "validation", "default or custom (then interactive, score)");
        for (std::size_t i = 1; i < words.size(); ++i) {
            if (words[i] != "interactive" && words[i] != "score")
                yaml.expected(validation, "validation", "default or custom, then interactive or score");
            yaml.fail(validation, "validation",
                      fmt::format("'{}': {} problems are not judged here (only pass-fail problems with a default or "
                                  "custom output validator)", fmt::join(words, " "), words[i] == "score" ? "scoring" : words[i]));
        }
        return;
    }
    const std::optional<YAML::Node> found = YamlFile::get(yaml.root, "type");
    if (!found) return;
    const YAML::Node type = *found;
    for (const std::string& word : yaml.words(type, "type")) {
        if (word == "pass-fail") continue;
        if (word == "scoring" || word == "interactive" || word == "multi-pass" || word == "submit-answer")
            yaml.fail(type, "type", fmt::format("'{}': {} problems are not judged here (only pass-fail)", word, word));
        yaml.expected(type, "type", "pass-fail, scoring, interactive, multi-pass or submit-answer");
    }
}


// What this machine gives a package's limits at most; a package asking more is capped, and the report says so.
constexpr long kMemoryCapKb = 4L << 20;   // 4 GiB
constexpr long kOutputCapKb = 1L << 18;   // 256 MiB: a checker holds the output whole
constexpr double kDefaultMemoryMib = 2048, kDefaultOutputMib = 8;  // both formats' defaults

// The profiles of the format's language table (problemtools' languages.yaml): the file keeps its own name
// (source_name empty), {files} are the program's sources, {main_file} the one Python runs, {main_class} the
// Java class that declares main. gcc and g++ as problemtools calls them, without -static (Debian's static
// libraries are not installed by the judge's package list) and without -g.
std::map<std::string, LanguageProfile> package_languages() {
    std::map<std::string, LanguageProfile> languages;
    auto add = [&](const char* name, std::vector<std::string> compile, std::vector<std::string> run) {
        LanguageProfile& profile = languages[name];
        profile.name = name;
        profile.compile = std::move(compile);
        profile.run = std::move(run);
        return &profile;
    };
    add("c", {"gcc", "-O2", "-std=gnu11", "-o", "prog", "{files}", "-lm"}, {"{dir}/prog"});
    add("cpp", {"g++", "-O2", "-std=gnu++17", "-o", "prog", "{files}"}, {"{dir}/prog"});
    add("java", {"javac", "-encoding", "UTF-8", "-sourcepath", ".", "-d", ".", "{files}"},
        {"java", "-Dfile.encoding=UTF-8", "-XX:+UseSerialGC", "-Xss64m", "-Xms{memory_mb}m", "-Xmx{memory_mb}m",
         "-cp", "{dir}", "{main_class}"})
        ->address_space_cap = false;
    // Python: compiled first (py_compile, as problemtools does), so a syntax error is CE; the interpreter is
    // linked into the build folder, as the problems' profiles do.
    add("python",
        {"python3", "-I", "-c",
         "import os, sys, py_compile\nfor f in sys.argv[1:]: py_compile.compile(f, doraise=True)\n"
         "os.symlink(sys.executable, 'python3')",
         "{files}"},
        {"{dir}/python3", "{dir}/{main_file}"});
    return languages;
}

// The limits: time (2025-09's limits.time_limit, else DOMjudge's .timelimit, else derived when judged),
// memory and output in MiB; each capped at what this machine gives.
void read_limits(const YamlFile& yaml, const fs::path& dir, Package& package) {
    Limits& limits = package.problem.limits;
    const YAML::Node node = YamlFile::get(yaml.root, "limits").value_or(YAML::Node(YAML::NodeType::Map));
    if (!node.IsMap()) yaml.expected(node, "limits", "a mapping");
    auto number = [&](const char* key, double fallback) {
        const std::optional<YAML::Node> value = YamlFile::get(node, key);
        return value ? yaml.number(*value, std::string("limits.") + key, "a positive number") : fallback;
    };
    const double memory_mib = number("memory", kDefaultMemoryMib), output_mib = number("output", kDefaultOutputMib);
    // Capped as MiB, before the cast: a package's 1e30 would overflow a long.
    limits.memory_kb = static_cast<long>(std::ceil(std::min(memory_mib, kMemoryCapKb / 1024.0 + 1) * 1024));
    limits.output_kb = static_cast<long>(std::ceil(std::min(output_mib, kOutputCapKb / 1024.0 + 1) * 1024));
    if (package.format == PackageFormat::Legacy) {
        package.ac_to_time_limit = number("time_multiplier", 5);
        package.time_limit_to_tle = number("time_safety_margin", 2);
    } else {
        const std::optional<YAML::Node> multipliers = YamlFile::get(node, "time_multipliers");
        if (multipliers && !multipliers->IsMap()) yaml.expected(*multipliers, "limits.time_multipliers", "a mapping");
        auto multiplier = [&](const char* key, double fallback) {
            const std::optional<YAML::Node> value = multipliers ? YamlFile::get(*multipliers, key) : std::nullopt;
            return value ? yaml.number(*value, std::string("limits.time_multipliers.") + key, "a positive number")
                         : fallback;
        };
        package.ac_to_time_limit = multiplier("ac_to_time_limit", 2);
        package.time_limit_to_tle = multiplier("time_limit_to_tle", 1.5);
    }
    package.time_source = TimeLimitSource::Derived;
    limits.time_ms = 0;
    // In this order, as BAPCtools reads a legacy package: limits.time_limit (2025-09's key, which BAPCtools
    // writes in legacy packages too), DOMjudge's .timelimit, then its domjudge-problem.ini.
    const std::optional<YAML::Node> time_limit = YamlFile::get(node, "time_limit");
    // domjudge-problem.ini's `timelimit='3'` (quotes optional): its value, and the line it is on.
    std::string ini_value;
    std::size_t ini_line_number = 0;
    if (!time_limit && !fs::exists(dir / ".timelimit") && fs::exists(dir / "domjudge-problem.ini")) {
        const std::string ini = read_package_file(dir / "domjudge-problem.ini", dir);
        std::size_t line_number = 0;
        for (std::string_view line : split_lines(ini)) {
            ++line_number;
            line = trim(line);
            const std::size_t equals = line.find('=');
            if (equals == std::string_view::npos || trim(line.substr(0, equals)) != "timelimit") continue;
            std::string_view value = trim(line.substr(equals + 1));
            if (value.size() >= 2 && (value.front() == '\'' || value.front() == '"') && value.back() == value.front())
                value = value.substr(1, value.size() - 2);
            ini_value = std::string(value);
            ini_line_number = line_number;
            break;
        }
    }
    if (time_limit) {
        limits.time_ms = yaml.number(*time_limit, "limits.time_limit", "a positive number of seconds") * 1000;
        package.time_source = TimeLimitSource::ProblemYaml;
    } else if (ini_line_number) {
        char* end = nullptr;
        const double seconds = std::strtod(ini_value.c_str(), &end);
        if (ini_value.empty() || *end != '\0' || !(seconds > 0) || !std::isfinite(seconds))
            throw JudgeError(fmt::format("{}:{}: timelimit: expected a positive number of seconds, got '{}'",
                                         (dir / "domjudge-problem.ini").string(), ini_line_number, excerpt(ini_value)));
        limits.time_ms = seconds * 1000;
        package.time_source = TimeLimitSource::IniFile;
    } else if (fs::exists(dir / ".timelimit")) {
        const std::string text(trim(read_package_file(dir / ".timelimit", dir)));
        char* end = nullptr;
        const double seconds = std::strtod(text.c_str(), &end);
        if (text.empty() || *end != '\0' || !(seconds > 0) || !std::isfinite(seconds))
            throw JudgeError(fmt::format("{}:1: expected a positive number of seconds, got '{}'",
                                         (dir / ".timelimit").string(), excerpt(text)));
        limits.time_ms = seconds * 1000;
        package.time_source = TimeLimitSource::TimelimitFile;
    }
    if (limits.time_ms > kPackageTimeCapMs) {
        package.notes.push_back(fmt::format("the time limit {:g} s is capped at {:g} s here", limits.time_ms / 1000,
                                            kPackageTimeCapMs / 1000));
        limits.time_ms = kPackageTimeCapMs;
    }
    if (limits.memory_kb > kMemoryCapKb) {
        package.notes.push_back(fmt::format("the memory limit {:g} MiB is capped at {} MiB here", memory_mib,
                                            kMemoryCapKb / 1024));
        limits.memory_kb = kMemoryCapKb;
    }
    if (limits.output_kb > kOutputCapKb) {
        package.notes.push_back(fmt::format("the output limit {:g} MiB is capped at {} MiB here", output_mib,
                                            kOutputCapKb / 1024));
        limits.output_kb = kOutputCapKb;
    }
}

// The output validator flags a test group's own file gives (legacy testdata.yaml's output_validator_flags,
// 2025-09 test_group.yaml's output_validator_args), or nullopt when the folder has no such file or key.
std::optional<std::vector<std::string>> group_flags(const fs::path& folder, const Package& package) {
    const bool legacy = package.format == PackageFormat::Legacy;
    const fs::path file = folder / (legacy ? "testdata.yaml" : "test_group.yaml");
    if (!fs::exists(file)) return std::nullopt;
    const YamlFile yaml = read_yaml(file, package.problem.dir);
    const char* key = legacy ? "output_validator_flags" : "output_validator_args";
    const std::optional<YAML::Node> flags = YamlFile::get(yaml.root, key);
    if (!flags) return std::nullopt;
    return yaml.words(*flags, key);
}

// The tests under `folder` (data/sample or data/secret), in name order with folders among the files as
// problemtools walks them, each with the flags of the nearest group file above it.
void find_package_tests(const fs::path& folder, TestGroup group, const std::string& prefix,
                        std::vector<std::string> flags, Package& package) {
    if (auto own = group_flags(folder, package)) flags = *own;
    std::vector<fs::path> entries;
    std::error_code error;
    for (const auto& entry : fs::directory_iterator(folder, error)) entries.push_back(entry.path());
    if (error) throw JudgeError(fmt::format("{}: {}", folder.string(), error.message()));
    std::sort(entries.begin(), entries.end());
    for (const fs::path& entry : entries) {
        const std::string name = entry.filename().string();
        if (!package_file_name(entry)) continue;  // .gitkeep: the format ignores such names
        require_inside(entry, package.problem.dir, "a test file or group");
        if (fs::is_symlink(entry) && fs::is_directory(entry))  // a link to a folder above it would never end
            throw JudgeError(fmt::format("{}: a link to a folder; refused: test groups are read from folders only",
                                         entry.string()));
        if (fs::is_directory(entry)) {
            find_package_tests(entry, group, prefix + name + "/", flags, package);
            continue;
        }
        const std::string extension = entry.extension().string();
        const fs::path stem = entry.parent_path() / entry.stem();
        if (extension == ".ans" && !fs::exists(fs::path(stem).concat(".in")))
            throw JudgeError(fmt::format("{} has no {}.in", entry.string(), entry.stem().string()));
        if (extension != ".in") continue;  // .desc, .hint, .png, .ans (taken with its .in): not judged
        const fs::path answer = fs::path(stem).concat(".ans");
        if (!fs::exists(answer))
            throw JudgeError(fmt::format("{} has no {}.ans", entry.string(), entry.stem().string()));
        check_test_file(entry, package.problem.dir);
        check_test_file(answer, package.problem.dir);
        TestCase test{prefix + entry.stem().string(), group, entry, answer, std::nullopt, std::nullopt};
        test.validator_args = flags;
        package.problem.tests.push_back(std::move(test));
    }
}

// The output validator: the default one (with problem.yaml's validator_flags, legacy), or the package's own
// program (output_validators/<one>/ or a file in it, legacy; output_validator/, 2025-09).
void read_validator(const YamlFile& yaml, Package& package) {
    Problem& problem = package.problem;
    const fs::path& dir = problem.dir;
    bool custom = false;
    if (package.format == PackageFormat::Legacy) {
        if (const auto validation = YamlFile::get(yaml.root, "validation"))
            custom = yaml.words(*validation, "validation").at(0) == "custom";
        if (const auto flags = YamlFile::get(yaml.root, "validator_flags"))
            problem.checker.flags = yaml.words(*flags, "validator_flags");
    }
    std::vector<fs::path> programs;
    for (const char* folder : {"output_validators", "output_validator"}) {
        if (!fs::is_directory(dir / folder)) continue;
        require_inside(dir / folder, dir, "the output validator");
        if (std::string(folder) == "output_validator") {
            programs.push_back(dir / folder);  // 2025-09: the folder is the program
            continue;
        }
        for (const auto& entry : fs::directory_iterator(dir / folder))
            if (package_file_name(entry.path())) programs.push_back(entry.path());
    }
    std::sort(programs.begin(), programs.end());
    if (package.format == PackageFormat::V2025_09) custom = !programs.empty();
    if (!custom) {
        problem.checker.kind = CheckerKind::Default;
        parse_validator_flags(problem.checker.flags);  // throws for an unknown flag
        for (const TestCase& test : problem.tests) {
            try {
                parse_validator_flags(test.validator_args);
            } catch (const JudgeError& e) {
                throw JudgeError(fmt::format("{}: {} (its group's output validator flags)", test.input.string(), e.what()));
            }
        }
        return;
    }
    if (programs.size() != 1)
        throw JudgeError(fmt::format("{}: validation: custom, but {} output validators (expected one, in "
                                     "output_validators/; several are not judged here)",
                                     (dir / "problem.yaml").string(), programs.size()));
    require_inside(programs.front(), dir, "the output validator");
    problem.checker.kind = CheckerKind::OutputValidator;
    problem.checker.external = programs.front();  // built when judged (build_program)
}


// input_validators/: each file or folder a program; checktestdata and viva scripts are not run here, and
// said. 2025-09's data/invalid_input/: inputs every validator must reject.
void read_input_validators(Package& package) {
    Problem& problem = package.problem;
    const fs::path folder = problem.dir / "input_validators";
    problem.validators_by_format = true;
    if (fs::is_directory(folder)) {
        require_inside(folder, problem.dir, "input_validators/");
        for (const auto& entry : fs::directory_iterator(folder)) {
            if (!package_file_name(entry.path())) continue;
            require_inside(entry.path(), problem.dir, "an input validator");
            const std::string extension = entry.path().extension().string();
            if (extension == ".ctd" || extension == ".viva") {
                package.notes.push_back(fmt::format("input validator {} ({}) is not run here", entry.path().filename().string(),
                                                    extension == ".ctd" ? "checktestdata" : "viva"));
                continue;
            }
            problem.validators.push_back(entry.path());
        }
        std::sort(problem.validators.begin(), problem.validators.end());
    }
    const fs::path invalid = problem.dir / "data" / "invalid_input";
    if (package.format != PackageFormat::V2025_09 || !fs::is_directory(invalid)) return;
    require_inside(invalid, problem.dir, "data/invalid_input/");
    for (const auto& entry : fs::recursive_directory_iterator(invalid)) {
        if (entry.path().extension() != ".in" || !package_file_name(entry.path())) continue;
        check_test_file(entry.path(), problem.dir);
        problem.invalid_inputs.push_back(entry.path());
    }
    std::sort(problem.invalid_inputs.begin(), problem.invalid_inputs.end());
}

}  // namespace

bool is_package(const fs::path& dir) {
    std::error_code error;
    if (!fs::is_regular_file(dir / "problem.yaml", error)) return false;
    if (fs::is_directory(dir / "data", error)) return true;
    try {
        return static_cast<bool>(load_yaml_file(dir / "problem.yaml")["problem_format_version"]);
    } catch (const std::exception&) {
        return false;  // not a package's problem.yaml: load_problem reports what is wrong with it
    }
}

}  // namespace judge

namespace judge {

Package load_package(const fs::path& dir) try {
    Package package;
    const YamlFile yaml = read_yaml(dir / "problem.yaml", dir);
    package.format = format_of(yaml);
    refuse_kinds(yaml, package.format);
    Problem& problem = package.problem;
    problem.dir = dir;
    problem.name = fs::weakly_canonical(fs::absolute(dir)).filename().string();
    if (const auto source = YamlFile::get(yaml.root, "source_url")) problem.source_url = yaml.string(*source, "source_url");
    problem.languages = package_languages();
    problem.read_folder_program = read_folder_program;  // a submission may be a folder (package_programs.hpp)
    read_limits(yaml, dir, package);

    const fs::path data = dir / "data";
    if (!fs::is_directory(data))
        throw JudgeError(fmt::format("{}: no data/ folder (a package's tests are data/sample and data/secret)",
                                     dir.string()));
    require_inside(data, dir, "data/");
    const std::vector<std::string> top_flags = group_flags(data, package).value_or(std::vector<std::string>{});
    for (TestGroup group : {TestGroup::Sample, TestGroup::Secret}) {
        const fs::path folder = data / group_name(group);
        if (!fs::is_directory(folder)) continue;
        require_inside(folder, dir, "a test group");
        find_package_tests(folder, group, std::string(group_name(group)) + "/", top_flags, package);
    }
    if (problem.tests.empty())
        throw JudgeError(fmt::format("{}: no tests (NAME.in with NAME.ans under data/sample or data/secret)",
                                     data.string()));
    read_validator(yaml, package);
    read_input_validators(package);
    package.submissions = read_submissions(dir, package.format, &package.notes);
    return package;
} catch (const fs::filesystem_error& e) {  // an unreadable folder, a link loop: named, not an internal error
    throw JudgeError(fmt::format("{}: {}", e.path1().string(), e.code().message()));
}

double derive_time_limit(PackageFormat format, double slowest_accepted_ms, double ac_to_time_limit) {
    const double exact = slowest_accepted_ms * ac_to_time_limit / 1000;
    const double seconds = format == PackageFormat::Legacy ? std::floor(0.5 + exact) : std::ceil(exact);
    return std::max(1.0, seconds) * 1000;
}

}  // namespace judge
