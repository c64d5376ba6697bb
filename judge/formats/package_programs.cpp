// A package's programs: the file names the format reads, a folder as one program (a submission's files, the
// one it starts from), and a package's own validators built as the format builds them.
#include "judge/formats/package_programs.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "judge/compile.hpp"
#include "judge/formats/test_folders.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"

namespace fs = std::filesystem;

namespace judge {

// Whether a file or folder name is one the format reads (both versions: `^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$`);
// others (hidden files, names with spaces, a name starting with '-' that a compiler would take for an option)
// are ignored, as the format says.
bool package_file_name(const fs::path& path) {
    std::string name = path.filename().string();
    if (name.ends_with(".c++")) name.resize(name.size() - 2);  // the table's C++ extension (problemtools allows it)
    if (name.empty() || name.size() > 255) return false;
    for (std::size_t i = 0; i < name.size(); ++i) {
        const char c = name[i];
        const bool word = std::isalnum(static_cast<unsigned char>(c)) || c == '_';
        if (!word && (i == 0 || (c != '.' && c != '-'))) return false;
    }
    return true;
}

std::vector<fs::path> program_folder_files(const fs::path& folder) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(folder))
        if (package_file_name(entry.path()) && entry.is_regular_file()) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

namespace {

// The file a folder's program starts from ({main_file}), as problemtools picks it: the source named main.*
// (any case), else the first source by name.
std::string main_file_of(const std::map<std::string, std::string>& files, const std::string& language) {
    std::string first;
    for (const auto& [name, text] : files) {
        if (language_of(name) != language) continue;
        std::string lower = name;
        std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
        if (lower.rfind("main.", 0) == 0) return name;
        if (first.empty()) first = name;
    }
    return first;
}

}  // namespace

Problem::FolderProgram read_folder_program(const LanguageProfile& profile, const fs::path& folder) {
    Problem::FolderProgram program;
    for (const fs::path& file : program_folder_files(folder))
        program.files.emplace(file.filename().string(), read_text(file));
    program.files.insert(profile.support_files.begin(), profile.support_files.end());
    program.main_file = main_file_of(program.files, profile.name);
    return program;
}

std::vector<std::string> build_package_program(const fs::path& program, const fs::path& cache_root, bool isolate) {
    // Each file checked as a test file is (inside, a regular file, not too large) before it is read: a FIFO would
    // block the judge, a sparse file of terabytes fill its memory.
    std::map<std::string, std::string> files;
    if (fs::is_directory(program)) {
        for (const fs::path& file : program_folder_files(program)) {
            check_test_file(file, program);
            files.emplace(file.filename().string(), read_text(file));
        }
    } else {
        check_test_file(program, program.parent_path());
        files.emplace(program.filename().string(), read_text(program));
    }
    std::map<std::string, std::vector<std::string>> sources;  // by language
    for (const auto& [name, text] : files)
        if (std::string language = language_of(name); !language.empty()) sources[language].push_back(name);
    if (sources.size() > 1)
        throw JudgeError(fmt::format("{}: a program of several languages ({}): which one runs?", program.string(),
                                     fmt::join(std::vector<std::string>{sources.begin()->first, sources.rbegin()->first}, ", ")));
    std::vector<std::string> compile;
    if (sources.count("cpp") || sources.count("c")) {
        const bool cpp = sources.count("cpp");
        compile = cpp ? std::vector<std::string>{"g++", "-O2", "-std=gnu++17", "-o", "helper"}
                      : std::vector<std::string>{"gcc", "-O2", "-std=gnu11", "-o", "helper"};
        for (const std::string& name : sources[cpp ? "cpp" : "c"]) compile.push_back(name);
        if (!cpp) compile.push_back("-lm");
        return {(build_helper_files(files, compile, cache_root, program.string(), isolate) / "helper").string()};
    }
    if (sources.count("python")) {
        const std::vector<std::string>& python = sources["python"];
        std::string main = python.size() == 1 ? python.front() : files.count("__main__.py") ? "__main__.py" : "";
        if (main.empty())
            throw JudgeError(fmt::format("{}: several Python files and no __main__.py: which one runs?", program.string()));
        // The interpreter that `python3` starts, linked into the build folder (as the problems' Python profiles
        // do): a version manager's shim is a script that would not run in the sandbox, where only the build
        // folder and the interpreter's own prefix are shown.
        const fs::path dir = build_helper_files(
            files, {"python3", "-I", "-c", "import os, sys; os.symlink(sys.executable, 'python3')"}, cache_root,
            program.string(), isolate);
        return {(dir / "python3").string(), (dir / main).string()};
    }
    // Bash (the format's .sh): BAPCtools' packages validate with `exit 42` scripts.
    std::vector<std::string> scripts;
    for (const auto& [name, text] : files)
        if (fs::path(name).extension() == ".sh") scripts.push_back(name);
    if (scripts.size() == 1 || files.count("run.sh"))
        return {"/bin/bash", (build_helper_files(files, {}, cache_root, program.string(), isolate) /
                              (scripts.size() == 1 ? scripts.front() : "run.sh")).string()};
    throw JudgeError(fmt::format("{}: a program in C, C++, Python 3 or Bash was expected (the other languages are not "
                                 "built here)", program.string()));
}

}  // namespace judge
