// Finding a problem folder's tests (find_tests, test_folders.hpp): the NAME.in / NAME.out pairs of its groups, or
// beside problem.yaml, or in a plain folder with NAME.ans too; its invalid/ inputs and input validators. Every
// test file is checked before anything reads it: inside the folder, a regular file, not too large.
#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "judge/formats/test_folders.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"

namespace judge {
namespace {

constexpr std::uintmax_t kMaxTestFileBytes = std::uintmax_t{64} << 20;  // our largest is ~20 KB

}  // namespace

// A dangling link, or a file the judge would have to hold in memory whole (the checkers read input, output
// and answer), stops the judge with its name.
void check_test_file(const std::filesystem::path& file, const std::filesystem::path& problem_dir) {
    require_inside(file, problem_dir, "a test file");
    std::error_code status_error;
    std::filesystem::file_status status = std::filesystem::status(file, status_error);
    if (status.type() == std::filesystem::file_type::not_found)
        throw JudgeError(fmt::format("{}: No such file or directory", file.string()));
    if (status_error) throw JudgeError(fmt::format("{}: {}", file.string(), status_error.message()));
    if (status.type() != std::filesystem::file_type::regular)
        throw JudgeError(fmt::format("{}: expected a file", file.string()));
    std::uintmax_t size = std::filesystem::file_size(file, status_error);
    if (!status_error && size > kMaxTestFileBytes)
        throw JudgeError(fmt::format("{}: {} MiB, more than the {} MiB a test file may have", file.string(),
                                     (size + (1 << 20) - 1) >> 20, kMaxTestFileBytes >> 20));
}

namespace {

// The stems of a folder's NAME.in and NAME.out files, sorted; in a plain folder (no problem.yaml) an answer
// may be NAME.ans too, as Kattis packages and problemtools name it (answer_extension says which each has).
struct Stems {
    std::set<std::string> inputs, answers;
    std::map<std::string, std::string> answer_extension;
};
Stems stems_in(const std::filesystem::path& dir, const std::filesystem::path& problem_dir, bool ans_too = false) {
    Stems stems;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(dir, error)) {
        std::filesystem::path file = entry.path().filename();
        const std::string extension = file.extension().string();
        bool is_input = extension == ".in", is_answer = extension == ".out" || (ans_too && extension == ".ans");
        if (!is_input && !is_answer) continue;
        check_test_file(entry.path(), problem_dir);
        const std::string stem = file.stem().string();
        if (is_answer && !stems.answers.insert(stem).second)
            throw JudgeError(fmt::format("{}: both {}.out and {}.ans: keep one answer", (dir / stem).string(), stem,
                                         stem));
        if (is_answer) stems.answer_extension[stem] = extension;
        if (is_input) stems.inputs.insert(stem);
    }
    if (error) throw JudgeError(fmt::format("{}: {}", dir.string(), error.message()));
    return stems;
}

// A folder's NAME.in / NAME.out pairs, sorted by NAME; named "<prefix>NAME".
std::vector<TestCase> find_pairs(const std::filesystem::path& dir, TestGroup group, const std::string& prefix,
                                 const std::filesystem::path& problem_dir, bool ans_too = false) {
    Stems stems = stems_in(dir, problem_dir, ans_too);
    std::vector<TestCase> tests;
    for (const std::string& name : stems.inputs) {
        if (!stems.answers.count(name))
            throw JudgeError(fmt::format("{} has no {}.out{}", (dir / (name + ".in")).string(), name,
                                         ans_too ? fmt::format(" or {}.ans", name) : ""));
        tests.push_back({prefix + name, group, dir / (name + ".in"), dir / (name + stems.answer_extension[name]),
                         std::nullopt, std::nullopt});
    }
    for (const std::string& name : stems.answers) {
        if (!stems.inputs.count(name))
            throw JudgeError(fmt::format("{} has no {}.in", (dir / (name + stems.answer_extension[name])).string(),
                                         name));
    }
    return tests;  // std::set kept them sorted
}

// Files of `dir` with extension `extension`, sorted; none when the folder does not exist.
std::vector<std::filesystem::path> files_with_extension(const std::filesystem::path& dir, const std::string& extension) {
    std::vector<std::filesystem::path> files;
    if (!std::filesystem::is_directory(dir)) return files;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.path().extension() == extension) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

}  // namespace

// The tests of a problem folder: its groups' pairs, or the pairs beside problem.yaml (all secret) when it
// has no group folder; and its invalid/ inputs.
void find_tests(const std::filesystem::path& dir, Problem& problem) {
    const std::vector<std::string> known = {"sample", "secret", "hard", "invalid"};
    const bool ans_too = problem.plain_folder;
    std::vector<TestCase> beside = find_pairs(dir, TestGroup::Secret, "", dir, ans_too);
    bool grouped = false;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(dir, error)) {
        if (!entry.is_directory()) continue;
        std::string folder = entry.path().filename().string();
        if (std::find(known.begin(), known.end(), folder) != known.end()) {
            grouped = true;
            continue;
        }
        // A folder of tests the judge would silently skip is a typo of a group's name.
        Stems stems = stems_in(entry.path(), dir, ans_too);
        if (!stems.inputs.empty() || !stems.answers.empty())
            throw JudgeError(fmt::format("{}: holds tests, but is not a test group (expected one of {})",
                                         entry.path().string(), fmt::join(known, ", ")));
    }
    const char* beside_what = problem.plain_folder ? "in the folder" : "beside problem.yaml";
    if (grouped && !beside.empty())
        throw JudgeError(fmt::format("{}: tests {} and in group folders; move {} into secret/", dir.string(),
                                     beside_what, beside.front().input.filename().string()));
    if (grouped) {
        for (TestGroup group : kTestGroups) {
            std::filesystem::path folder = dir / group_name(group);
            if (!std::filesystem::is_directory(folder)) continue;
            auto pairs = find_pairs(folder, group, std::string(group_name(group)) + "/", dir, ans_too);
            problem.tests.insert(problem.tests.end(), pairs.begin(), pairs.end());
        }
        for (const auto& input : files_with_extension(dir / "invalid", ".in")) {
            check_test_file(input, dir);
            problem.invalid_inputs.push_back(input);
        }
    } else {
        problem.tests = std::move(beside);
    }
    bool judged = false;
    for (const TestCase& test : problem.tests) judged = judged || in_prediction(test.group);
    if (!judged && problem.plain_folder)
        throw JudgeError(fmt::format("{}: no problem.yaml, and no tests to judge without one (NAME.in with NAME.out "
                                     "or NAME.ans, in the folder or in sample/ or secret/)", dir.string()));
    if (!judged)
        throw JudgeError(fmt::format("{}: no tests (NAME.in with NAME.out in sample/ or secret/, or beside "
                                     "problem.yaml)", dir.string()));
    problem.validators = files_with_extension(dir / "input_validators", ".cpp");
    for (const auto& validator : problem.validators) require_inside(validator, dir, "an input validator");
}

std::string problem_name_of(const std::filesystem::path& dir) {
    std::filesystem::path path = dir;
    if (path.filename().empty() || path.filename() == "." || path.filename() == "..") {
        std::error_code error;
        std::filesystem::path absolute = std::filesystem::weakly_canonical(dir, error);
        if (!error) path = absolute;
    }
    if (path.filename().empty()) path = path.parent_path();
    return path.filename().string();
}

}  // namespace judge
