// A folder without problem.yaml (plain_folder.hpp): its tests, judged with the defaults most judges have.
#include "judge/formats/plain_folder.hpp"

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "judge/formats/test_folders.hpp"

namespace judge {
namespace {

// The profiles of a plain folder: what most judges give, the compilers' own defaults for the language
// standard (GCC 12: gnu17 and gnu++17), -O2, and Java and Python 3 as the problems here run them.
std::map<std::string, LanguageProfile> plain_languages() {
    std::map<std::string, LanguageProfile> languages;
    auto add = [&](const char* name, const char* source, std::vector<std::string> compile,
                   std::vector<std::string> run) {
        LanguageProfile& profile = languages[name];
        profile.name = name;
        profile.source_name = source;
        profile.compile = std::move(compile);
        profile.run = std::move(run);
        return &profile;
    };
    add("c", "prog.c", {"gcc", "-O2", "-pipe", "-o", "prog", "prog.c", "-lm"}, {"{dir}/prog"});
    add("cpp", "prog.cpp", {"g++", "-O2", "-pipe", "-o", "prog", "prog.cpp", "-lm"}, {"{dir}/prog"});
    add("java", "Main.java", {"javac", "-encoding", "UTF-8", "-nowarn", "Main.java"},
        {"java", "-Xss64m", "-Xmx{memory_mb}m", "-XX:+UseSerialGC", "-cp", "{dir}", "Main"})
        ->address_space_cap = false;
    // Links the interpreter into the build folder, as the problems' profiles do (a version manager's shim
    // would otherwise run before every test).
    add("python", "main.py", {"python3", "-c", "import os, sys; os.symlink(sys.executable, 'python3')"},
        {"{dir}/python3", "{dir}/main.py"});
    return languages;
}

}  // namespace

bool is_plain_folder(const std::filesystem::path& dir) {
    std::error_code error;
    return std::filesystem::is_directory(dir, error) && !std::filesystem::exists(dir / "problem.yaml", error);
}

Problem load_plain_folder(const std::filesystem::path& dir) {
    Problem problem;
    problem.name = problem_name_of(dir);
    problem.dir = dir;
    problem.plain_folder = true;
    problem.limits.time_ms = kPlainTimeLimitMs;
    problem.limits.memory_kb = kPlainMemoryLimitKb;
    problem.limits.output_kb = kDefaultOutputLimitKb;
    problem.checker.kind = CheckerKind::Tokens;
    problem.languages = plain_languages();
    find_tests(dir, problem);
    return problem;
}

}  // namespace judge
