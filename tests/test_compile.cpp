// build_solution, build_helper and expand_command on problems written to a scratch folder: real gcc and
// g++ runs on programs of a few lines, each into a cache inside the same scratch folder. What is checked
// is the cache (a hit, a miss, where), and what a missing tool, a failed compile and LeetCode's rules
// leave in Build::message.
#include <doctest/doctest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <random>
#include <regex>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "judge/compile.hpp"
#include "judge/formats/problem_yaml.hpp"
#include "judge/problem.hpp"
#include "judge/sandbox/launcher.hpp"
#include "judge/util/error.hpp"
#include "support.hpp"

using namespace judge;
namespace fs = std::filesystem;
using Scratch = test_support::ScratchFolder;

namespace {

// A C program that copies stdin to stdout.
const std::string kCopyInput =
    "#include <stdio.h>\n"
    "int main(void) { int c; while ((c = getchar()) != EOF) putchar(c); return 0; }\n";

// A stdio problem in scratch/<name>: limits, the lines checker, `languages` as given, one test pair.
Problem stdio_problem(const Scratch& scratch, const std::string& languages, const std::string& name = "copy") {
    scratch.write(name + "/problem.yaml", "kind: stdio\n"
                                          "time_limit_ms: 1000\n"
                                          "memory_limit_kb: 65536\n"
                                          "checker: lines\n" +
                                              languages);
    scratch.write(name + "/01.in", "hello\n");
    scratch.write(name + "/01.out", "hello\n");
    return load_problem(scratch.path / name);
}

const std::string kC = R"(languages:
  c:
    source: prog.c
    compile: gcc -O0 -o prog prog.c
    run: "{dir}/prog"
)";

// The number of lines of a message ("a" is 1, "a\nb" is 2).
long lines_in(const std::string& text) { return text.empty() ? 0 : std::count(text.begin(), text.end(), '\n') + 1; }

// java_main_class as it was until issue 47, with std::regex: the reference its replacement is checked against,
// on programs short enough that std::regex does not recurse deep enough to crash.
std::string java_main_class_by_regex(std::string_view source) {
    std::string code;
    for (std::size_t i = 0; i < source.size();) {
        if (source.substr(i, 2) == "//") {
            i = source.find('\n', i);
            if (i == std::string_view::npos) break;
        } else if (source.substr(i, 2) == "/*") {
            const std::size_t end = source.find("*/", i + 2);
            i = end == std::string_view::npos ? source.size() : end + 2;
            code += ' ';
        } else if (source[i] == '"' || source[i] == '\'') {
            const char quote = source[i++];
            while (i < source.size() && source[i] != quote && source[i] != '\n') i += source[i] == '\\' ? 2 : 1;
            ++i;
            code += ' ';
        } else {
            code += source[i++];
        }
    }
    static const std::regex type_name(R"(\b(class|interface|enum)\s+([A-Za-z_$][\w$]*))");
    static const std::regex main_method(R"(\bstatic\b[^;{}()=]*\bvoid\s+main\s*\()");
    int depth = 0;
    std::size_t scanned = 0;
    for (auto match = std::sregex_iterator(code.begin(), code.end(), type_name); match != std::sregex_iterator();
         ++match) {
        const std::size_t at = std::size_t(match->position());
        if (at < scanned) continue;
        for (; scanned < at; ++scanned) depth += code[scanned] == '{' ? 1 : code[scanned] == '}' ? -1 : 0;
        if (depth != 0) continue;
        std::size_t open = code.find('{', at), end = open;
        for (int inside = 0; end < code.size(); ++end) {
            inside += code[end] == '{' ? 1 : code[end] == '}' ? -1 : 0;
            if (inside == 0) break;
        }
        if (open == std::string::npos) break;
        if (std::regex_search(code.begin() + long(open), code.begin() + long(std::min(end, code.size())), main_method)) {
            static const std::regex package_line(R"(\bpackage\s+([A-Za-z_$][\w$.]*)\s*;)");
            std::string package;
            for (auto found = std::sregex_iterator(code.begin(), code.begin() + long(at), package_line);
                 found != std::sregex_iterator(); ++found)
                package = (*found)[1].str() + ".";
            return package + (*match)[2].str();
        }
        scanned = std::min(end + 1, code.size());
    }
    return "Main";
}

}  // namespace

TEST_SUITE("compile") {

TEST_CASE("the first build compiles, the same source again is a cache hit, another source or flags another folder") {
    Scratch scratch;
    Problem problem = stdio_problem(scratch, kC);
    const LanguageProfile& c = problem.languages.at("c");
    fs::path cache = scratch.path / "cache";
    fs::path source = scratch.write("copy.c", kCopyInput);

    Build first = build_solution(problem, c, source, cache);
    REQUIRE_MESSAGE(first.status == Build::Status::Ready, first.message);
    CHECK(first.message.empty());
    CHECK_FALSE(first.cached);
    CHECK(first.compile_ms > 0);
    CHECK(first.dir.is_absolute());
    CHECK(first.dir.parent_path() == fs::absolute(cache));
    CHECK(first.dir.filename().string().rfind("c-", 0) == 0);
    CHECK(fs::exists(first.dir / "prog"));
    CHECK(test_support::read_file(first.dir / "prog.c") == kCopyInput);  // saved as the profile's source name

    Build again = build_solution(problem, c, source, cache);
    REQUIRE(again.status == Build::Status::Ready);
    CHECK(again.cached);
    CHECK(again.dir == first.dir);
    CHECK(again.compile_ms == 0);

    // The same text under another file name is the same build: what was compiled names the folder.
    Build copy = build_solution(problem, c, scratch.write("elsewhere/other_name.c", kCopyInput), cache);
    CHECK(copy.cached);
    CHECK(copy.dir == first.dir);

    Build changed = build_solution(problem, c, scratch.write("changed.c", kCopyInput + "/* changed */\n"), cache);
    REQUIRE_MESSAGE(changed.status == Build::Status::Ready, changed.message);
    CHECK_FALSE(changed.cached);
    CHECK(changed.dir != first.dir);
    CHECK(fs::exists(changed.dir / "prog"));

    LanguageProfile other_flags = c;
    other_flags.compile = {"gcc", "-O1", "-o", "prog", "prog.c"};
    Build flags = build_solution(problem, other_flags, source, cache);
    REQUIRE_MESSAGE(flags.status == Build::Status::Ready, flags.message);
    CHECK_FALSE(flags.cached);
    CHECK(flags.dir != first.dir);
    CHECK(flags.dir != changed.dir);

    // Nothing is left half-built beside the finished folders.
    for (const auto& entry : fs::directory_iterator(cache))
        CHECK_MESSAGE(entry.path().filename().string().rfind(".staging", 0) != 0, entry.path().string());
}

TEST_CASE("a compiler or interpreter that is not in PATH is Skipped with its name, and nothing is built") {
    Scratch scratch;
    Problem problem = stdio_problem(scratch, R"(languages:
  cpp:
    source: prog.cpp
    compile: no-such-compiler-xyz -o prog prog.cpp
    run: "{dir}/prog"
  python:
    source: main.py
    run: no-such-interpreter-xyz {dir}/main.py
)");
    fs::path cache = scratch.path / "cache";

    Build compiled = build_solution(problem, problem.languages.at("cpp"), scratch.write("a.cpp", "int main() {}\n"), cache);
    CHECK(compiled.status == Build::Status::Skipped);
    CHECK(compiled.message == "no-such-compiler-xyz not found in PATH");

    Build interpreted = build_solution(problem, problem.languages.at("python"), scratch.write("a.py", "print(1)\n"), cache);
    CHECK(interpreted.status == Build::Status::Skipped);
    CHECK(interpreted.message == "no-such-interpreter-xyz not found in PATH");

    CHECK_FALSE(fs::exists(cache));
}

TEST_CASE("a source that does not compile is a CompileError with the compiler's first lines, at most 12") {
    Scratch scratch;
    Problem problem = stdio_problem(scratch, kC);
    const LanguageProfile& c = problem.languages.at("c");
    fs::path cache = scratch.path / "cache";

    Build one_error = build_solution(problem, c, scratch.write("bad.c", "int main(void) { return undefined_name; }\n"), cache);
    REQUIRE(one_error.status == Build::Status::CompileError);
    CAPTURE(one_error.message);
    CHECK(one_error.message.find("bad.c:1:") != std::string::npos);  // the file (by its own name) and the line
    CHECK(one_error.message.find("prog.c") == std::string::npos);    // not the name it was saved under
    CHECK(one_error.message.find("error") != std::string::npos);
    CHECK(one_error.message.find("undefined_name") != std::string::npos);
    CHECK(one_error.message.back() != '\n');
    CHECK_FALSE(one_error.cached);

    // Forty broken lines make far more than 12 lines of errors; the message keeps the first 12.
    std::string many = "int main(void) {\n";
    for (int i = 0; i < 40; ++i) many += "    undefined_" + std::to_string(i) + " = 1;\n";
    many += "}\n";
    Build many_errors = build_solution(problem, c, scratch.write("many.c", many), cache);
    REQUIRE(many_errors.status == Build::Status::CompileError);
    CAPTURE(many_errors.message);
    CHECK(lines_in(many_errors.message) == 12 + 1);  // and the compiler's line last
    CHECK(many_errors.message.ends_with("\n(" + compiled_as(problem, c) + ")"));
    CHECK(many_errors.message.find("undefined_0") != std::string::npos);
    CHECK(many_errors.message.find("undefined_39") == std::string::npos);

    // A failed build is not cached: the folder its hash names does not exist.
    for (const auto& entry : fs::directory_iterator(cache)) CHECK_MESSAGE(false, "left in the cache: " << entry.path().string());
}

TEST_CASE("a compiler's message names the file as its author does, the saved name only as a whole word; Java's is kept and explained") {
    Scratch scratch;
    Problem problem = stdio_problem(scratch, kC);
    const LanguageProfile& c = problem.languages.at("c");
    CHECK(problem.explain_compile_error(c, "prog.c:1:2: error\nprog.cpp:2\nmyprog.c:3\nin 'prog.c'.\n", "mine.c") ==
          "mine.c:1:2: error\nprog.cpp:2\nmyprog.c:3\nin 'mine.c'.\n");
    CHECK(problem.explain_compile_error(c, "prog.c:1: error", "prog.c") == "prog.c:1: error");
    LanguageProfile java = c;
    java.source_name = "Main.java";
    CHECK(problem.explain_compile_error(java, "Main.java:2: error: class Sudoku is public\n", "Sudoku.java") ==
          "(Sudoku.java is compiled as Main.java, the name the online judge gives it)\n"
          "Main.java:2: error: class Sudoku is public\n");
}

TEST_CASE("a compiler that fails and prints nothing gets a message saying so") {
    Scratch scratch;
    Problem problem = stdio_problem(scratch, kC);
    LanguageProfile silent = problem.languages.at("c");
    silent.compile = {"false"};
    Build build = build_solution(problem, silent, scratch.write("any.c", kCopyInput), scratch.path / "cache");
    CHECK(build.status == Build::Status::CompileError);
    CHECK(build.message == "the compiler failed and printed nothing\n(compiled with false, as problem.yaml says for C)");
}

TEST_CASE("a LeetCode C++ solution that defines main is a CompileError that says the judge supplies main") {
    Scratch scratch;
    scratch.write("add-one/problem.yaml", R"(kind: function
signature: "addOne(x: integer) -> integer"
answer: return
time_limit_ms: 1000
memory_limit_kb: 262144
checker: lines
languages:
  cpp:
    source: prog.cpp
    compile: g++ -std=c++17 -O0 -o prog prog.cpp
    run: "{dir}/prog"
)");
    scratch.write("add-one/01.in", "1\n");
    scratch.write("add-one/01.out", "2\n");
    Problem problem = load_problem(scratch.path / "add-one");
    REQUIRE(problem.kind == ProblemKind::Function);
    const LanguageProfile& cpp = problem.languages.at("cpp");
    fs::path cache = scratch.path / "cache";
    const std::string solution = "class Solution {\npublic:\n    int addOne(int x) { return x + 1; }\n};\n";

    // The same class without main builds: the error below is main's, not the driver's.
    Build right = build_solution(problem, cpp, scratch.write("add-one/right.cpp", solution), cache);
    REQUIRE_MESSAGE(right.status == Build::Status::Ready, right.message);

    Build with_main = build_solution(problem, cpp, scratch.write("add-one/with_main.cpp", solution + "int main() { return 0; }\n"), cache);
    REQUIRE(with_main.status == Build::Status::CompileError);
    CAPTURE(with_main.message);
    CHECK(with_main.message.rfind("a LeetCode solution must not define main: the judge supplies it\n", 0) == 0);
    // The compiler's own lines follow, naming main.
    std::string compiler_lines = with_main.message.substr(with_main.message.find('\n') + 1);
    CHECK(compiler_lines.find("main") != std::string::npos);
    CHECK(lines_in(with_main.message) <= 12);
}

// A compiler standing in for g++ (its file is named g++): it writes each argv to LOG (a file of the test's, so
// these builds run outside the sandbox, isolate false: what they test is the precompiled header's logic;
// make judge builds LeetCode's C++ with one in the sandbox), fails any compile that
// uses a precompiled header while the file STALE exists, as an out-of-date one does, and runs the real g++.
struct LoggingCompiler {
    fs::path log, stale;
    LanguageProfile profile;
    explicit LoggingCompiler(const Scratch& scratch) : log(scratch.path / "LOG"), stale(scratch.path / "STALE") {
        fs::path program = scratch.write_executable(
            "bin/g++", "#!/bin/sh\necho \"$*\" >> '" + log.string() + "'\n"
                       "case \"$*\" in *-include*) if [ -e '" + stale.string() + "' ]; then\n"
                       "  echo 'fatal error: header.hpp.gch: created by a different GCC' >&2; exit 1; fi;; esac\n"
                       "exec g++ \"$@\"\n");
        profile.name = "cpp";
        profile.source_name = "prog.cpp";
        profile.compile = {program.string(), "-std=c++17", "-o", "prog", "prog.cpp"};
        profile.run = {"{dir}/prog"};
        profile.precompiled_header = "cstdio";
    }
    std::vector<std::string> calls() const {
        std::vector<std::string> lines;
        std::istringstream text(test_support::read_file(log));
        for (std::string line; std::getline(text, line);) lines.push_back(line);
        fs::remove(log);
        return lines;
    }
};

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

TEST_CASE("a precompiled header is compiled once with the compile command's options and used by the sources that include it first") {
    Scratch scratch;
    Problem problem = stdio_problem(scratch, kC);
    LoggingCompiler compiler(scratch);
    fs::path cache = scratch.path / "cache";
    const std::string body = "int main() { std::puts(\"hi\"); }\n";

    Build first = build_solution(problem, compiler.profile,
                                 scratch.write("a.cpp", "// a comment first\n\n#include <cstdio>\n" + body), cache, false);
    REQUIRE_MESSAGE(first.status == Build::Status::Ready, first.message);
    auto calls = compiler.calls();
    REQUIRE(calls.size() == 2);
    // The header: the same options, without the output and the source.
    CHECK(has(calls[0], "-std=c++17 -x c++-header "));
    CHECK(has(calls[0], "/header.hpp -o "));
    CHECK_FALSE(has(calls[0], "prog.cpp"));
    // The source: the compile command with -include after the compiler's name.
    CHECK(has(calls[1], "-include "));
    CHECK(has(calls[1], "/header.hpp -std=c++17 -o prog prog.cpp"));
    std::vector<fs::path> headers;
    for (const auto& entry : fs::directory_iterator(cache))
        if (entry.path().filename().string().rfind("pch-", 0) == 0) headers.push_back(entry.path());
    REQUIRE(headers.size() == 1);
    CHECK(test_support::read_file(headers[0] / "header.hpp") == "#include <cstdio>\n");
    CHECK(fs::exists(headers[0] / "header.hpp.gch"));

    // Another source that includes it first: the header is not compiled again.
    Build second = build_solution(problem, compiler.profile, scratch.write("b.cpp", "#include <cstdio>\n// b\n" + body), cache, false);
    REQUIRE_MESSAGE(second.status == Build::Status::Ready, second.message);
    calls = compiler.calls();
    REQUIRE(calls.size() == 1);
    CHECK(has(calls[0], "-include "));

    // A source whose first line of code is something else would see names it never included: plain command.
    Build other = build_solution(problem, compiler.profile,
                                 scratch.write("c.cpp", "#include <stdio.h>\n#include <cstdio>\n" + body), cache, false);
    REQUIRE_MESSAGE(other.status == Build::Status::Ready, other.message);
    calls = compiler.calls();
    REQUIRE(calls.size() == 1);
    CHECK_FALSE(has(calls[0], "-include"));
}

TEST_CASE("two judges sharing a cache may compile the same precompiled header at once: each reads its own compiler's output") {
    // Two processes (a judge and a `show` beside it): the header's folder is shared, and each compiler's
    // output must not be read from (or removed under) the other's files. The stand-in g++ takes 1 s over
    // the header in the first process to get there and 2 s in the other, so both compile it at once and
    // the first finishes first.
    Scratch scratch;
    Problem problem = stdio_problem(scratch, kC);
    const fs::path first_mark = scratch.path / "FIRST";
    fs::path program = scratch.write_executable(
        "bin/g++", "#!/bin/sh\ncase \"$*\" in *c++-header*) if mkdir '" + first_mark.string() +
                       "' 2>/dev/null; then sleep 1; else sleep 2; fi;; esac\nexec g++ \"$@\"\n");
    LanguageProfile profile;
    profile.name = "cpp";
    profile.source_name = "prog.cpp";
    profile.compile = {program.string(), "-std=c++17", "-o", "prog", "prog.cpp"};
    profile.run = {"{dir}/prog"};
    profile.precompiled_header = "cstdio";
    const fs::path cache = scratch.path / "cache";
    const std::string body = "#include <cstdio>\nint main() { std::puts(\"hi\"); }\n";
    const fs::path mine = scratch.write("mine.cpp", body), theirs = scratch.write("theirs.cpp", body + "// theirs\n");

    const pid_t other = fork();
    REQUIRE(other >= 0);
    if (other == 0) {
        int code = 3;
        try {
            code = build_solution(problem, profile, theirs, cache, false).status == Build::Status::Ready ? 0 : 1;
        } catch (...) {
            code = 2;  // the old failure: "…/.compile.err: cannot read"
        }
        _exit(code);
    }
    Build build = build_solution(problem, profile, mine, cache, false);
    int status = 0;
    REQUIRE(waitpid(other, &status, 0) == other);
    CHECK_MESSAGE(build.status == Build::Status::Ready, build.message);
    REQUIRE(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 0);
}

TEST_CASE("with a precompiled header a compile error has the plain command's message, and an out-of-date header is dropped") {
    Scratch scratch;
    Problem problem = stdio_problem(scratch, kC);
    LoggingCompiler compiler(scratch);
    fs::path cache = scratch.path / "cache";
    LanguageProfile plain = compiler.profile;
    plain.precompiled_header.clear();
    const std::string broken = "#include <cstdio>\nint main() { return undefined_name; }\n";

    Build with_header = build_solution(problem, compiler.profile, scratch.write("broken.cpp", broken), cache, false);
    CHECK(with_header.status == Build::Status::CompileError);
    auto calls = compiler.calls();
    REQUIRE(calls.size() == 3);  // the header, the source with it, the source without it
    CHECK_FALSE(has(calls[2], "-include"));
    Build without = build_solution(problem, plain, scratch.write("broken.cpp", broken), scratch.path / "cache2", false);
    CHECK(with_header.message == without.message);
    CHECK(has(with_header.message, "undefined_name"));

    // The header no longer fits (a compiler update): the source builds without it and the header goes.
    fs::path compiled;
    for (const auto& entry : fs::directory_iterator(cache))
        if (entry.path().filename().string().rfind("pch-", 0) == 0) compiled = entry.path() / "header.hpp.gch";
    REQUIRE(fs::exists(compiled));
    scratch.write("STALE", "");
    Build stale = build_solution(problem, compiler.profile,
                                 scratch.write("fine.cpp", "#include <cstdio>\nint main() { std::puts(\"ok\"); }\n"), cache, false);
    REQUIRE_MESSAGE(stale.status == Build::Status::Ready, stale.message);
    CHECK(fs::exists(stale.dir / "prog"));
    CHECK_FALSE(fs::exists(compiled));
}

TEST_CASE("a line the judge refuses is a CompileError naming the line and the judge's reason, before any compile") {
    Scratch scratch;
    Problem problem = stdio_problem(scratch, R"(languages:
  c:
    source: prog.c
    compile: gcc -O0 -o prog prog.c
    run: "{dir}/prog"
    refuse:
      - pattern: '^\s*#\s*pragma\s+GCC\s+optimize'
        reason: "the judge refuses optimisation pragmas"
)");
    const LanguageProfile& c = problem.languages.at("c");
    fs::path cache = scratch.path / "cache";
    Build refused = build_solution(problem, c, scratch.write("fast.c", "// speed\n  #pragma GCC optimize(\"O3\")\n" + kCopyInput), cache);
    CHECK(refused.status == Build::Status::CompileError);
    CHECK(refused.message == "fast.c:2: the judge refuses optimisation pragmas\n    #pragma GCC optimize(\"O3\")");
    CHECK_FALSE(fs::exists(cache));  // nothing was compiled

    // Other pragmas, and the words in a comment that does not start the line, pass.
    Build built = build_solution(problem, c, scratch.write("plain.c", "#pragma once\n/* #pragma GCC optimize */\n" + kCopyInput), cache);
    CHECK(built.status == Build::Status::Ready);
}

TEST_CASE("Luogu's refusals read lines of 100 KB of spaces after # or __attribute__ in linear time (issue 47)") {
    // std::regex recursed once per character of such a line: SIGSEGV of the judge. RE2 (util/regex.hpp) reads them.
    Scratch scratch;
    const Problem luogu = load_problem_settings("testdata/luogu-p1074-target-sudoku");
    const LanguageProfile& cpp = luogu.languages.at("cpp");
    const fs::path cache = scratch.path / "cache";
    const std::string spaces(100'000, ' ');
    const std::string lines = "#" + spaces + "\n__attribute__" + spaces + "\n#" + spaces + "include <cstdio>\n";
    Build pragma = build_solution(luogu, cpp, scratch.write("a.cpp", lines + "#" + spaces + "pragma GCC optimize(2)\n"), cache);
    CHECK(pragma.status == Build::Status::CompileError);
    CHECK(pragma.message.rfind("a.cpp:4: Luogu refuses #pragma GCC optimize", 0) == 0);
    Build attribute = build_solution(
        luogu, cpp, scratch.write("b.cpp", lines + "__attribute__" + spaces + "((" + spaces + "optimize(\"O3\")))\n"), cache);
    CHECK(attribute.status == Build::Status::CompileError);
    CHECK(attribute.message.rfind("b.cpp:4: Luogu refuses __attribute__((optimize))", 0) == 0);
    CHECK_FALSE(fs::exists(cache));  // neither was compiled
}

TEST_CASE("--sanitize's profile: ASan and UBSan after gcc, g++ or clang's name, no address-space cap, limits × 5 and × 2") {
    auto profile_of = [](const char* name, std::vector<std::string> compile) {
        LanguageProfile p;
        p.name = name;
        p.source_name = std::string(name) == "c" ? "prog.c" : "prog.cpp";
        p.compile = std::move(compile);
        p.run = {"{dir}/prog"};
        p.time_factor = 1.5;
        return p;
    };
    const std::vector<std::string> flags(std::begin(kSanitizerFlags), std::end(kSanitizerFlags));
    CHECK(flags == std::vector<std::string>{"-fsanitize=address,undefined", "-fno-sanitize-recover=undefined",
                                            "-fno-omit-frame-pointer", "-g"});
    for (auto [name, compiler] : {std::pair{"c", "gcc"}, {"cpp", "g++"}, {"cpp", "/usr/bin/clang++-19"}, {"c", "clang"}}) {
        CAPTURE(compiler);
        const LanguageProfile plain = profile_of(name, {compiler, "-std=c++14", "-O2", "-o", "prog", "prog.cpp", "-lm"});
        const LanguageProfile sanitized = with_sanitizers(plain);
        std::vector<std::string> expected{compiler};
        expected.insert(expected.end(), flags.begin(), flags.end());
        expected.insert(expected.end(), plain.compile.begin() + 1, plain.compile.end());
        CHECK(sanitized.compile == expected);  // the rest of the command as it was: -O2, the standard, -lm
        CHECK(sanitized.sanitized);
        CHECK_FALSE(sanitized.address_space_cap);
        CHECK(sanitized.time_factor == doctest::Approx(1.5 * 5));
        CHECK(sanitized.memory_factor == doctest::Approx(2));
        CHECK(sanitized.run == plain.run);
        REQUIRE(sanitized.run_env.size() == 2);
        CHECK(sanitized.run_env[0].rfind("ASAN_OPTIONS=detect_leaks=0", 0) == 0);
        CHECK(sanitized.run_env[1].rfind("UBSAN_OPTIONS=print_stacktrace=1", 0) == 0);
    }
    SUBCASE("Java, Python, an unknown compiler and a build that is already sanitized (LeetCode's) are unchanged") {
        for (const LanguageProfile& unchanged :
             {profile_of("java", {"javac", "Main.java"}), profile_of("python", {"python3", "-c", "pass"}),
              profile_of("cpp", {"tcc", "-o", "prog", "prog.cpp"}),
              profile_of("c", {"gcc", "-O2", "-fsanitize=address", "-o", "prog", "prog.c"})}) {
            CAPTURE(unchanged.compile[0]);
            const LanguageProfile after = with_sanitizers(unchanged);
            CHECK(after.compile == unchanged.compile);
            CHECK_FALSE(after.sanitized);
            CHECK(after.address_space_cap);
            CHECK(after.time_factor == unchanged.time_factor);
            CHECK(after.run_env.empty());
        }
    }
}

TEST_CASE("a sanitized build is cached apart from the plain one: its flags are part of the key") {
    Scratch scratch;
    Problem problem = stdio_problem(scratch, "languages:\n  c:\n    source: prog.c\n"
                                             "    compile: gcc -O0 -o prog prog.c\n    run: \"{dir}/prog\"\n");
    const fs::path source = scratch.write("copy.c", kCopyInput);
    const Build plain = build_solution(problem, problem.languages.at("c"), source, scratch.path / "cache");
    const Build sanitized = build_solution(problem, with_sanitizers(problem.languages.at("c")), source, scratch.path / "cache");
    REQUIRE(plain.status == Build::Status::Ready);
    REQUIRE(sanitized.status == Build::Status::Ready);
    CHECK(plain.dir != sanitized.dir);
    CHECK_FALSE(sanitized.cached);
}

TEST_CASE("expand_command replaces {dir} and {memory_mb}, the memory rounded up to whole MB") {
    const std::vector<std::string> command{"java", "-Xmx{memory_mb}m", "-cp", "{dir}", "{dir}/a:{dir}/b", "Main"};
    CHECK(expand_command(command, "/cache/java-1", 65536) ==
          std::vector<std::string>{"java", "-Xmx64m", "-cp", "/cache/java-1", "/cache/java-1/a:/cache/java-1/b", "Main"});
    CHECK(expand_command({"-Xmx{memory_mb}m"}, "/d", 65535) == std::vector<std::string>{"-Xmx64m"});
    CHECK(expand_command({"-Xmx{memory_mb}m"}, "/d", 65537) == std::vector<std::string>{"-Xmx65m"});
    CHECK(expand_command({"-Xmx{memory_mb}m"}, "/d", 1) == std::vector<std::string>{"-Xmx1m"});
    CHECK(expand_command({"{dir}/prog"}, "/a b", 1024) == std::vector<std::string>{"/a b/prog"});  // one word, spaces and all
    CHECK(expand_command({"g++", "-o", "prog", "prog.cpp"}, "/d", 1024) ==
          std::vector<std::string>{"g++", "-o", "prog", "prog.cpp"});
    CHECK(expand_command({}, "/d", 1024).empty());
}

TEST_CASE("expand_command puts the Java class to run where the run command says {main_class}") {
    CHECK(expand_command({"java", "-cp", "{dir}", "{main_class}"}, "/d", 1024, "Sum") ==
          std::vector<std::string>{"java", "-cp", "/d", "Sum"});
    CHECK(expand_command({"{main_class}"}, "/d", 1024) == std::vector<std::string>{"Main"});
}

TEST_CASE("java_main_class finds the top-level class that declares main, past comments and strings") {
    CHECK(java_main_class("import java.util.*;\nclass Sum {\n  public static void main(String[] a) {}\n}\n") == "Sum");
    CHECK(java_main_class("public class Main { public static void main(String... args) { } }") == "Main");
    // In a package, the full name java needs (DOMjudge's example packages put classes in packages).
    CHECK(java_main_class("package zoo.goo;\nclass B { public static void main(String[] a) {} }\n") == "zoo.goo.B");
    CHECK(java_main_class("/* package not.this; */ class C { static void main(String[] a) {} }") == "C");
    // A helper class first, then the one with main; a class named in a comment or a string is not code.
    CHECK(java_main_class("/* class Fake { static void main( } */\nclass Grid { int[] cells; }\n"
                          "final class Solver {\n  // class Other\n  String s = \"class Nope {\";\n"
                          "  static public void main(String[] args) throws Exception { new Grid(); }\n}\n") == "Solver");
    // main in a nested class counts for the class around it; a method merely called main2 does not count.
    CHECK(java_main_class("class Outer { static class In { public static void main(String[] a) {} } }") == "Outer");
    CHECK(java_main_class("class A { void main2() {} }\nclass B { public static void main(String[] a) {} }") == "B");
    // No main anywhere, or no class: Main, and javac or java says what is wrong.
    CHECK(java_main_class("class A { void run() {} }") == "Main");
    CHECK(java_main_class("") == "Main");
    CHECK(java_main_class("class Broken { public static void main(String[] a) {") == "Broken");
}

TEST_CASE("java_main_class reads long runs of white space in one pass, without a crash (issue 47)") {
    // The std::regex it used recursed once per character: `class` and 100 KB of spaces was SIGSEGV of the judge.
    const std::string spaces(100'000, ' ');
    CHECK(java_main_class("class" + spaces) == "Main");
    CHECK(java_main_class("class" + spaces + "Big {" + spaces + "public static" + spaces + "void" + spaces + "main" +
                          spaces + "(String[] a) {} }") == "Big");
    CHECK(java_main_class("package" + spaces + "p.q" + spaces + ";" + spaces + "class Big { static void main(String[] a) {} }") ==
          "p.q.Big");
    CHECK(java_main_class("static" + spaces + "void main(" + spaces + "package" + spaces) == "Main");
}

TEST_CASE("java_main_class agrees with the std::regex reader it replaces on random programs") {
    std::mt19937 random(47);
    const std::vector<std::string> pieces = {"class", "interface", "enum", " ", " ", " ", "\n", "\t", "{", "}", "A", "B1",
                                             "$x", "_y", "9", "static", "void", "main", "(", ")", ";", "=", "package",
                                             "p.q", "public", ".", "//", "/*", "*/", "\"", "'", "x", "\\"};
    const std::vector<std::string> shapes = {"", "package p.q; ", "class A { public static void main(String[] a) {} } ",
                                             "class ", "static void main( "};
    for (int round = 0; round < 20000; ++round) {
        std::string code = shapes[random() % shapes.size()];
        for (int n = int(random() % 24); n > 0; --n) code += pieces[random() % pieces.size()];
        if (random() % 2) code += shapes[random() % shapes.size()];
        CAPTURE(code);
        REQUIRE(java_main_class(code) == java_main_class_by_regex(code));
    }
}

TEST_CASE("build_helper compiles a C++ checker once and finds it in the cache after") {
    Scratch scratch;
    fs::path cache = scratch.path / "cache";
    fs::path source = scratch.write("problem/checker.cpp",
                                    "#include <cstdio>\nint main(int argc, char** argv) { std::puts(argc == 4 ? argv[1] : \"?\"); }\n");
    fs::path checker = build_helper(source, cache);
    REQUIRE(fs::exists(checker));
    CHECK(checker.is_absolute());
    CHECK(checker.parent_path().parent_path() == fs::absolute(cache));
    auto built_at = fs::last_write_time(checker);

    // The same source, flags and compiler: found, not compiled again.
    CHECK(build_helper(source, cache) == checker);
    CHECK(fs::last_write_time(checker) == built_at);
    // Another compiler of the same name (a wrapper found first in PATH) is another toolchain: another build.
    scratch.write_executable("other-toolchain/g++", "#!/bin/sh\nexec /usr/bin/g++ \"$@\"\n");
    {
        const char* path = std::getenv("PATH");
        test_support::ScopedEnv wrapped("PATH", ((scratch.path / "other-toolchain").string() + ":" + (path ? path : "")).c_str());
        const fs::path other_toolchain = build_helper(source, cache);
        CHECK(other_toolchain != checker);
        CHECK(fs::exists(other_toolchain));
    }

    // Another checker text is another build.
    fs::path other = scratch.write("other/checker.cpp", "int main() { return 1; }\n");
    CHECK(build_helper(other, cache) != checker);
}

TEST_CASE("a checker that does not compile throws JudgeError naming its source and the compiler's lines") {
    Scratch scratch;
    fs::path source = scratch.write("problem/checker.cpp", "int main() { return undefined_checker_name; }\n");
    std::string message;
    try {
        build_helper(source, scratch.path / "cache");
    } catch (const JudgeError& e) {
        message = e.what();
    }
    CAPTURE(message);
    CHECK(message.rfind(source.string() + ": does not compile:\n", 0) == 0);
    CHECK(message.find("undefined_checker_name") != std::string::npos);
    CHECK(message.find("checker.cpp:1:") != std::string::npos);  // the compiler names the file, not helper.cpp
    CHECK(message.find("helper.cpp") == std::string::npos);
}

}  // TEST_SUITE

// Every build runs in the sandbox (issue 47): the compiler sees the toolchain and the build's own folder, nothing
// else of the machine, and works under the build limits (compile.hpp). Each case is checked outside the sandbox
// too where that shows the test can fail (the compiler there sees the file the sandbox hides).
TEST_SUITE("builds in the sandbox") {

namespace {

bool sandbox_available() {
    const SandboxState& state = sandbox_state();
    return test_support::available_or_skipped(state.available, "the sandbox's launcher", state.off);
}

// A secret of the machine's, outside every problem folder: a line like /etc/shadow's, which a compiler that reads
// it quotes in its error.
struct Secret {
    Scratch place{"judge-secret"};
    fs::path file = place.write("secret.txt", "root:$6$secret7f3a9c:19000:0:99999:7:::\n");
};

}  // namespace

TEST_CASE("an #include or .incbin of a file outside the build is 'No such file' in the sandbox, the file quoted nowhere") {
    if (!sandbox_available()) return;
    Scratch scratch;
    Secret secret;
    Problem problem = stdio_problem(scratch, kC);
    const LanguageProfile& c = problem.languages.at("c");
    const std::string include = "#include \"" + secret.file.string() + "\"\nint main(void) { return 0; }\n";
    const std::string incbin = "__asm__(\".section .rodata\\n.incbin \\\"" + secret.file.string() + "\\\"\\n.text\");\n" + kCopyInput;
    for (const auto& [name, text] : {std::pair{"include.c", include}, std::pair{"incbin.c", incbin}}) {
        CAPTURE(name);
        Build boxed = build_solution(problem, c, scratch.write(name, text), scratch.path / "cache");
        CHECK(boxed.status == Build::Status::CompileError);
        CAPTURE(boxed.message);
        // The preprocessor's "No such file or directory", the assembler's "file not found".
        CHECK((boxed.message.find("No such file") != std::string::npos || boxed.message.find("not found") != std::string::npos));
        CHECK(boxed.message.find("secret7f3a9c") == std::string::npos);
        // Outside the sandbox the compiler reads it: what the sandbox prevents.
        Build open = build_solution(problem, c, scratch.path / name, scratch.path / "cache", false);
        CHECK((open.status == Build::Status::Ready || open.message.find("secret7f3a9c") != std::string::npos));
    }
    // A compile command (a problem.yaml's, someone else's) that names the file: its folder is not shown either.
    LanguageProfile naming = c;
    naming.compile = {"/bin/cat", secret.file.string()};
    Build named = build_solution(problem, naming, scratch.write("named.c", kCopyInput), scratch.path / "cache");
    CAPTURE(named.message);
    CHECK(named.status == Build::Status::CompileError);
    CHECK(named.message.find("No such file") != std::string::npos);
    CHECK(named.message.find("secret7f3a9c") == std::string::npos);
}

TEST_CASE("a compile command writes in its build folder only, reaches no listener on 127.0.0.1, and cannot leave a link for the judge") {
    if (!sandbox_available()) return;
    Scratch scratch;
    Problem problem = stdio_problem(scratch, kC);
    const test_support::Listener listener = test_support::listen_on_loopback();
    const fs::path outside = scratch.path / "written-by-the-compiler.txt", target = scratch.path / "the-judge-wrote-here";
    LanguageProfile hostile = problem.languages.at("c");
    hostile.compile = {"/bin/bash", "-c",
                       "echo owned > " + outside.string() + "; echo hi > /dev/tcp/127.0.0.1/" +
                           std::to_string(listener.port) + "; ln -s " + target.string() +
                           " .built; gcc -o prog prog.c"};
    Build build = build_solution(problem, hostile, scratch.write("any.c", kCopyInput), scratch.path / "cache");
    CAPTURE(build.message);
    CHECK(build.status == Build::Status::Ready);  // gcc ran, in its folder
    CHECK_FALSE(fs::exists(outside));
    CHECK_FALSE(fs::exists(fs::symlink_status(target)));
    CHECK(fs::is_regular_file(fs::symlink_status(build.dir / ".built")));
    CHECK(accept(listener.fd, nullptr, nullptr) < 0);  // nobody came
    close(listener.fd);
}

TEST_CASE("the build limits: a compiler that reads /dev/zero, grows without bound or floods its messages is a CompileError saying why") {
    if (!sandbox_available()) return;
    Scratch scratch;
    Problem problem = stdio_problem(scratch, kC);
    const LanguageProfile& c = problem.languages.at("c");
    // cc1 reads the "header" until it runs out of memory: the build's limit, not the machine's.
    Build zero = build_solution(problem, c, scratch.write("zero.c", "#include \"/dev/zero\"\n"), scratch.path / "cache");
    CAPTURE(zero.message);
    CHECK(zero.status == Build::Status::CompileError);
    CHECK((zero.message.find("memory") != std::string::npos || zero.message.find("MiB") != std::string::npos));

    LanguageProfile growing = c;
    growing.compile = {"python3", "-c", "x = bytearray(3 << 30)"};
    Build grown = build_solution(problem, growing, scratch.write("grow.c", kCopyInput), scratch.path / "cache");
    CAPTURE(grown.message);
    CHECK(grown.status == Build::Status::CompileError);
    CHECK(grown.message.find("MemoryError") != std::string::npos);

    // 50 MB of messages: a few KB kept, the rest counted, and the judge reads no more than it keeps.
    LanguageProfile flooding = c;
    flooding.compile = {"/bin/sh", "-c", "yes 'prog.c:1:1: error: flood' | head -c 50000000 >&2; exit 1"};
    Build flooded = build_solution(problem, flooding, scratch.write("flood.c", kCopyInput), scratch.path / "cache");
    CHECK(flooded.status == Build::Status::CompileError);
    CAPTURE(flooded.message);
    CHECK(flooded.message.size() < 8000);
    CHECK(flooded.message.find("flood.c:1:1: error: flood") != std::string::npos);  // prog.c named as its author does
    CHECK(flooded.message.find("more bytes of the compiler's messages not kept") != std::string::npos);
}

TEST_CASE("a build in the sandbox and one outside it are two builds of the cache") {
    if (!sandbox_available()) return;
    Scratch scratch;
    Problem problem = stdio_problem(scratch, kC);
    const fs::path source = scratch.write("copy.c", kCopyInput);
    Build boxed = build_solution(problem, problem.languages.at("c"), source, scratch.path / "cache");
    Build open = build_solution(problem, problem.languages.at("c"), source, scratch.path / "cache", false);
    REQUIRE(boxed.status == Build::Status::Ready);
    REQUIRE(open.status == Build::Status::Ready);
    CHECK(boxed.dir != open.dir);
    CHECK(build_solution(problem, problem.languages.at("c"), source, scratch.path / "cache").cached);
}

}  // TEST_SUITE

TEST_CASE("a compile error ends with the compiler and standard the judge used, and whose they are") {
    Problem poj;
    poj.name = "poj-3074-sudoku";
    poj.speed.judge = "POJ";
    LanguageProfile cpp;
    cpp.name = "cpp";
    cpp.compile = {"g++", "-std=c++98", "-O2", "-o", "prog", "prog.cpp"};
    CHECK(compiled_as(poj, cpp) == "compiled with g++ -std=c++98, as POJ compiles C++");
    Problem leetcode;
    leetcode.name = "leetcode-0037-sudoku-solver";  // no measured speed: the name says whose
    cpp.compile = {"/usr/bin/clang++-19", "-std=c++20", "-O2", "main.cpp"};
    CHECK(compiled_as(leetcode, cpp) == "compiled with clang++-19 -std=c++20, as LeetCode compiles C++");
    Problem plain;
    plain.plain_folder = true;
    LanguageProfile c;
    c.name = "c";
    c.compile = {"gcc", "-O2", "prog.c"};
    CHECK(compiled_as(plain, c) == "compiled with gcc, a plain folder's default for C");
    LanguageProfile python;  // interpreted: nothing to say
    python.name = "python";
    CHECK(compiled_as(poj, python).empty());
}
