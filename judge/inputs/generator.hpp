// inputs/: a problem's inputs made and checked: a generator's run (stress, a package's generators) and the
// input validators' run (judge validate). It uses formats/, the pipeline and below; cli/ uses it.
// A test generator of the user's own, as BAPCtools' and Polygon's generators are: a program that prints
// one test's input on stdout for the seed given as its only argument (`gen 17 > 17.in`). `stress
// --generator` runs it once per seed.
#pragma once
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace judge {

// The command that runs `program`: a C, C++, Python 3 or Bash file built (cached under cache_root) as a
// package's own programs are (formats/package_programs.hpp's build_package_program: g++/gcc -O2, python3), or any other
// executable file as it is. Throws JudgeError naming it when it does not exist, does not compile, or is
// neither a source of those languages nor executable.
std::vector<std::string> build_generator(const std::filesystem::path& program, const std::filesystem::path& cache_root,
                                         bool isolate = true);

// Runs the generator with `seed` as its argument, in a folder of its own (with `isolate`, in the sandbox as a
// solution runs: a program handed to the judge, whoever wrote it), and writes what it printed to `input`.
// Limits: 10 s of CPU and wall time, 64 MB of output, 64 processes and threads in the sandbox. `name`, the file the user gave, names it in messages: JudgeError "the generator NAME on seed S:
// ..." when it fails, runs over a limit or prints nothing.
void run_generator(const std::vector<std::string>& command, const std::string& name, std::uint64_t seed,
                   const std::filesystem::path& input, bool isolate = true);

}  // namespace judge
