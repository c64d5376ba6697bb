// libFuzzer target: the problem.yaml loader (judge/problem.hpp) on any text, in a temporary folder with
// one test pair. Property: a Problem or a JudgeError, never a crash, a sanitizer report or another
// exception (a YAML::Exception escaping would reach the user as "internal error").
#include <stdlib.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "judge/util/error.hpp"
#include "judge/formats/problem_yaml.hpp"
#include "judge/problem.hpp"

namespace {

const std::filesystem::path& folder() {
    static const std::filesystem::path path = [] {
        std::string pattern = "/tmp/fuzz-problem-yaml-XXXXXX";
        if (!mkdtemp(pattern.data())) std::abort();
        std::filesystem::path dir = std::filesystem::path(pattern) / "nyoj-0722-sudoku";
        std::filesystem::create_directories(dir);
        std::ofstream(dir / "01_sample.in") << "1\n";
        std::ofstream(dir / "01_sample.out") << "1\n";
        return dir;
    }();
    return path;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    {
        std::ofstream yaml(folder() / "problem.yaml", std::ios::binary | std::ios::trunc);
        yaml.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    }
    try {
        judge::load_problem(folder());
    } catch (const judge::JudgeError&) {
        // malformed problem.yaml, reported as it should be
    }
    return 0;
}
