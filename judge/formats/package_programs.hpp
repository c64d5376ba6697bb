// formats/: the ways a problem comes in (ours: problem.yaml; a plain folder of tests; a Kattis/ICPC package,
// legacy and 2025-09, with its submissions and what they declare) and goes out (export), each read into the
// one Problem the pipeline judges. It uses the pipeline and below; inputs/ and cli/ use it.
// A package's programs (docs/packages.md): which file names the format reads, a folder as one program, and
// the package's own programs (validators, generators) built as the format builds them.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "judge/problem.hpp"

namespace judge {

// Whether a file or folder name is one the problem package format reads (both versions:
// `^[a-zA-Z0-9_][a-zA-Z0-9_.-]{0,254}$`); others (hidden files, names with spaces, a name starting with '-'
// that a compiler would take for an option) are ignored, as the format says.
bool package_file_name(const std::filesystem::path& path);
// The files of a program given as a folder (a package's submission or validator): its regular files whose
// names the format reads, sorted; subfolders are not part of it.
std::vector<std::filesystem::path> program_folder_files(const std::filesystem::path& folder);

// A folder submission as the build reads it (Problem::read_folder_program, which load_package sets): its files
// (program_folder_files) under their own names, the profile's support files beside them, and the file it starts
// from ({main_file}), as problemtools picks it: the source named main.* (any case), else the first source by name.
Problem::FolderProgram read_folder_program(const LanguageProfile& profile, const std::filesystem::path& folder);

// Builds a package's own program (its output or input validator): a C or C++ file or a folder of them (compiled
// together with the format's flags), a Python 3 file (a folder's __main__.py, run by the interpreter linked into
// its build folder as `python3`), or a Bash script (.sh); the command that runs it. Throws JudgeError naming it
// when it does not compile, is in another language, or mixes languages.
std::vector<std::string> build_package_program(const std::filesystem::path& program,
                                               const std::filesystem::path& cache_root, bool isolate = true);

}  // namespace judge
