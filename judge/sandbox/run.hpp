// sandbox/: runs one program under limits and leaves nothing of it behind; isolation where the kernel
// allows. Uses util/ only.
// run_program: the one way the judge starts a program, for solutions, compilers and external checkers
// (what it is asked and what it says: run_spec.hpp).
#pragma once
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "judge/sandbox/run_spec.hpp"

namespace judge {

// Never throws for anything the program does; after it returns, no process of the program is left
// (its process group and any descendant that escaped it are killed and reaped).
RunResult run_program(const RunSpec& spec);

// The environment every compiler, solution and checker gets: PATH, HOME, LANG, TMPDIR; nothing of the
// user's.
std::vector<std::string> minimal_environment(const std::filesystem::path& home);

// The full path of a program in PATH, or "" when it is not there.
std::string find_in_path(const std::string& program);

}  // namespace judge
