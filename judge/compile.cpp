// Building solutions and checkers into the cache: what was compiled, and how, names the build folder.
#include "judge/compile.hpp"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstring>
#include <map>
#include <mutex>
#include <set>
#include <thread>
#include <tuple>

#include "judge/sandbox/run.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/regex.hpp"
#include "judge/util/text.hpp"

namespace fs = std::filesystem;

namespace judge {

namespace {

// FNV-1a, 64 bits: enough to tell builds apart; not a security boundary.
struct Fnv1a {
    std::uint64_t state = 14695981039346656037ull;
    void add(std::string_view bytes) {
        for (unsigned char c : bytes) state = (state ^ c) * 1099511628211ull;
        state = (state ^ 0xff) * 1099511628211ull;  // separator, so ("ab","c") != ("a","bc")
    }
    std::string hex() const { return fmt::format("{:016x}", state); }
};

// The first lines of a compiler's message, up to 12 lines and 4000 bytes.
std::string head_of(std::string_view text) {
    constexpr std::size_t kMaxLines = 12, kMaxBytes = 4000;
    std::string head;
    for (std::string_view line : first_lines(text, kMaxLines)) {
        if (head.size() + line.size() > kMaxBytes) break;
        head += std::string(line) + "\n";
    }
    while (!head.empty() && head.back() == '\n') head.pop_back();
    return head;
}

// A CompileError's message: why it was stopped, then the head of what it printed (`printed`, as the caller has
// explained it), then how much was not kept.
std::string compiler_message(const CompilerRun& run, std::string_view printed) {
    std::string message = run.stopped;
    std::string_view text = printed;
    while (!text.empty() && text.front() == '\n') text.remove_prefix(1);  // gcc opens some messages with a blank line
    const std::string head = head_of(text);
    if (!head.empty()) message += (message.empty() ? "" : "\n") + head;
    if (run.more > 0)
        message += fmt::format("{}[{} more bytes of the compiler's messages not kept]", message.empty() ? "" : "\n", run.more);
    return message;
}

// Who a build's folder is: whether its compiler ran in the sandbox, and which compiler it was (its real path,
// size and time): a build is reused only for the same source, flags, toolchain and box.
std::string toolchain_of(const std::vector<std::string>& compile, bool isolate) {
    std::string who = isolate ? "boxed" : "unboxed";
    if (compile.empty()) return who;
    std::error_code error;
    const std::string found = find_in_path(compile[0]);
    const fs::path real = found.empty() ? fs::path() : fs::canonical(found, error);
    struct stat info;
    if (!real.empty() && stat(real.c_str(), &info) == 0)
        who += fmt::format(" {} {} {}", real.string(), info.st_size, info.st_mtim.tv_sec);
    return who;
}

// Marks a finished build in its staging folder. Made anew, never through what is there: the compiler may have
// left a link named .built to a file of the judge's.
void mark_built(const fs::path& staging) {
    std::error_code ignored;
    fs::remove(staging / ".built", ignored);
    const int fd = open((staging / ".built").c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0) throw JudgeError(fmt::format("{}: cannot mark the build: {}", staging.string(), std::strerror(errno)));
    close(fd);
}

// A staging folder of its own for this build: another thread, or another judge sharing the cache (a
// `show` during `make judge`), may build the same source at the same time.
fs::path staging_folder(const fs::path& cache_root, const std::string& name) {
    return fs::absolute(cache_root / fmt::format(".staging-{}-{}-{}", name, getpid(),
                                                 std::hash<std::thread::id>{}(std::this_thread::get_id())));
}

// Moves a finished build into place; another thread may have finished the same build first.
void publish(const fs::path& staging, const fs::path& final_dir) {
    std::error_code error;
    fs::rename(staging, final_dir, error);
    if (error) fs::remove_all(staging);
}

// Precompiled headers. A profile's header ("bits/stdc++.h") is compiled once per compile command into
// cache_root/pch-<hash>/ and handed to each compile: clang's -include-pch FILE, g++'s -include HEADER (which
// finds HEADER.gch beside it, or reads the text when the .gch does not fit). Including the header before
// the source changes nothing when the source's first line of code is `#include <HEADER>` anyway (LeetCode's
// prelude), so only such a source gets it. A compile that fails with it runs again without it, so the
// verdict and the message are always those of the plain command.
bool includes_first(const std::string& source, const std::string& header) {
    for (std::string_view line : first_lines(source, 200)) {
        auto text = trim(line);
        if (text.empty() || text.substr(0, 2) == "//") continue;
        return text == "#include <" + header + ">";
    }
    return false;
}

enum class CompilerKind { Other, Clang, Gcc };
CompilerKind compiler_kind(const std::string& program) {
    const std::string name = fs::path(program).filename().string();
    if (name.find("clang") != std::string::npos) return CompilerKind::Clang;
    if (name.find("g++") != std::string::npos || name.find("c++") != std::string::npos) return CompilerKind::Gcc;
    return CompilerKind::Other;
}

std::mutex pch_lock;
std::set<std::string> pch_busy_or_failed;  // keys being built by a thread, or whose build failed

// The words to add after the compiler's name to use the profile's header precompiled (building it first
// when needed), and the compiled file; none when there is none to use (another thread is building it, or
// its build failed: compile without).
struct PrecompiledHeader {
    std::vector<std::string> flags;
    fs::path file;
};
PrecompiledHeader precompiled_header(const LanguageProfile& profile, const fs::path& cache_root, bool isolate) {
    const CompilerKind kind = compiler_kind(profile.compile[0]);
    if (kind == CompilerKind::Other) return {};
    // The compile command without its output and source: the options the header must be compiled with.
    std::vector<std::string> options;
    for (std::size_t i = 0; i < profile.compile.size(); ++i) {
        const std::string& word = profile.compile[i];
        if (word.find('{') != std::string::npos) return {};
        if (word == "-o") ++i;
        else if (word != profile.source_name) options.push_back(word);
    }
    Fnv1a hash;
    for (const auto& word : options) hash.add(word);
    hash.add(profile.precompiled_header);
    hash.add(toolchain_of(profile.compile, isolate));
    const std::string key = hash.hex();
    const fs::path dir = fs::absolute(cache_root / ("pch-" + key));
    const fs::path header = dir / "header.hpp";
    const fs::path compiled = dir / (kind == CompilerKind::Clang ? "header.hpp.pch" : "header.hpp.gch");
    const PrecompiledHeader usable{kind == CompilerKind::Clang
                                       ? std::vector<std::string>{"-include-pch", compiled.string()}
                                       : std::vector<std::string>{"-include", header.string()},
                                   compiled};
    {
        std::lock_guard<std::mutex> hold(pch_lock);
        if (pch_busy_or_failed.count(key)) return {};
        if (fs::exists(compiled)) return usable;
        pch_busy_or_failed.insert(key);
    }
    // header.hpp never changes once there (clang checks its time stamp): written aside, then linked in.
    fs::create_directories(dir);
    auto staging = staging_folder(cache_root, "pch-" + key);
    if (!fs::exists(header)) {
        write_text(staging.string() + ".hpp", "#include <" + profile.precompiled_header + ">\n");
        std::error_code exists;
        fs::create_hard_link(staging.string() + ".hpp", header, exists);
        fs::remove(staging.string() + ".hpp");
    }
    // Compiled in its folder, which the compiler is shown writable, under a name of this thread's, then renamed.
    const fs::path made = dir / staging.filename().concat(".out");
    std::vector<std::string> argv = options;
    for (const std::string& word : {std::string("-x"), std::string("c++-header"), header.string(), std::string("-o"),
                                    made.string()})
        argv.push_back(word);
    bool ok = run_compiler(argv, dir, isolate).ok;
    std::error_code error;
    struct stat info;
    // A regular file, not a link the compiler left in its place.
    if (ok && lstat(made.c_str(), &info) == 0 && S_ISREG(info.st_mode)) fs::rename(made, compiled, error);
    else ok = false;
    std::error_code ignored;  // not `error`: clearing it would take a failed rename for a header in place
    fs::remove(made, ignored);
    std::lock_guard<std::mutex> hold(pch_lock);
    if (!ok || error) return {};  // stays in pch_busy_or_failed: this run compiles without it
    pch_busy_or_failed.erase(key);
    return usable;
}

}  // namespace

std::string java_main_class(std::string_view source) {
    // The code with each comment and literal replaced by one space: braces and words inside them are not code.
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
    // Read by hand, in time linear in the code: the std::regex this replaces recursed once per character, and
    // `class` with 100 KB of spaces overflowed the judge's stack (issue 47).
    auto name_start = [](char c) { return (is_word_char(c) && !is_digit(c)) || c == '$'; };  // [A-Za-z_$]
    auto name_char = [](char c) { return is_word_char(c) || c == '$'; };                      // [\w$]
    // Whether `word` starts at `at` and ends by `to`, with no word character just before it (\bword).
    auto word_at = [&code](std::size_t at, std::size_t to, std::string_view word) {
        return at + word.size() <= to && code.compare(at, word.size(), word) == 0 &&
               (at == 0 || !is_word_char(code[at - 1]));
    };
    auto skip_space = [&code](std::size_t at, std::size_t to) {
        while (at < to && is_space(code[at])) ++at;
        return at;
    };
    // \b(class|interface|enum)\s+([A-Za-z_$][\w$]*) at `at`: the name's start and end.
    auto type_at = [&](std::size_t at) -> std::optional<std::pair<std::size_t, std::size_t>> {
        for (std::string_view keyword : {"class", "interface", "enum"}) {
            if (!word_at(at, code.size(), keyword)) continue;
            const std::size_t name = skip_space(at + keyword.size(), code.size());
            if (name == at + keyword.size() || name == code.size() || !name_start(code[name])) return std::nullopt;
            std::size_t end = name;
            while (end < code.size() && name_char(code[end])) ++end;
            return std::pair{name, end};
        }
        return std::nullopt;
    };
    // Whether [from, to) holds \bstatic\b[^;{}()=]*\bvoid\s+main\s*\( : a `static` not yet followed by any of
    // ;{}()= when `void main(` comes.
    auto declares_main = [&](std::size_t from, std::size_t to) {
        bool after_static = false;
        for (std::size_t at = from; at < to; ++at) {
            if (std::string_view(";{}()=").find(code[at]) != std::string_view::npos) {
                after_static = false;
            } else if (word_at(at, to, "static") && (at + 6 == to || !is_word_char(code[at + 6]))) {
                after_static = true;
                at += 5;
            } else if (after_static && word_at(at, to, "void")) {
                const std::size_t name = skip_space(at + 4, to);
                if (name == at + 4 || code.compare(name, 4, "main") != 0 || name + 4 > to) continue;
                const std::size_t paren = skip_space(name + 4, to);
                if (paren < to && code[paren] == '(') return true;
            }
        }
        return false;
    };
    // The name of the last \bpackage\s+([A-Za-z_$][\w$.]*)\s*; before `to`, with a '.' after it; "" for none.
    auto package_before = [&](std::size_t to) {
        std::string package;
        for (std::size_t at = 0; at < to; ++at) {
            if (!word_at(at, to, "package")) continue;
            const std::size_t name = skip_space(at + 7, to);
            if (name == at + 7 || name == to || !name_start(code[name])) continue;
            std::size_t end = name;
            while (end < to && (name_char(code[end]) || code[end] == '.')) ++end;
            const std::size_t semicolon = skip_space(end, to);
            if (semicolon == to || code[semicolon] != ';') continue;
            package = code.substr(name, end - name) + ".";
            at = semicolon;
        }
        return package;
    };
    // Each top-level type's body, from its '{' to the matching '}'.
    int depth = 0;
    std::size_t scanned = 0;
    for (std::size_t at = 0; at < code.size(); ++at) {
        const auto name = type_at(at);
        if (!name) continue;
        const std::size_t type = at;
        at = name->second - 1;  // the next type is looked for after this one's name
        if (type < scanned) continue;  // inside a body already looked at
        for (; scanned < type; ++scanned) depth += code[scanned] == '{' ? 1 : code[scanned] == '}' ? -1 : 0;
        if (depth != 0) continue;
        std::size_t open = code.find('{', type), end = open;
        for (int inside = 0; end < code.size(); ++end) {
            inside += code[end] == '{' ? 1 : code[end] == '}' ? -1 : 0;
            if (inside == 0) break;
        }
        if (open == std::string::npos) break;
        // In a package (`package zoo.goo;` before it), the class's full name: java runs zoo.goo.B.
        if (declares_main(open, std::min(end, code.size())))
            return package_before(type) + code.substr(name->first, name->second - name->first);
        scanned = std::min(end + 1, code.size());
    }
    return "Main";
}

LanguageProfile with_sanitizers(LanguageProfile profile) {
    if ((profile.name != "c" && profile.name != "cpp") || profile.compile.empty()) return profile;
    const std::string compiler = fs::path(profile.compile[0]).filename().string();
    const bool known = compiler.find("gcc") != std::string::npos || compiler.find("g++") != std::string::npos ||
                       compiler.find("clang") != std::string::npos || compiler == "cc" || compiler == "c++";
    if (!known) return profile;
    for (const std::string& word : profile.compile)
        if (word.rfind("-fsanitize=", 0) == 0) return profile;  // the judge's own sanitizer build
    profile.compile.insert(profile.compile.begin() + 1, std::begin(kSanitizerFlags), std::end(kSanitizerFlags));
    profile.address_space_cap = false;
    profile.time_factor *= kSanitizerTimeFactor;
    profile.time_extra_ms *= kSanitizerTimeFactor;
    profile.memory_factor *= kSanitizerMemoryFactor;
    profile.sanitized = true;
    profile.run_env = {"ASAN_OPTIONS=detect_leaks=0:halt_on_error=1:exitcode=1",
                       "UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:exitcode=1"};
    return profile;
}

std::vector<std::string> expand_command(const std::vector<std::string>& command, const fs::path& dir,
                                        long memory_kb, const std::string& main_class, const std::string& main_file) {
    std::vector<std::string> argv;
    for (std::string word : command) {
        for (auto [key, value] : std::map<std::string, std::string>{
                 {"{dir}", dir.string()},
                 {"{memory_mb}", std::to_string((memory_kb + 1023) / 1024)},
                 {"{main_class}", main_class},
                 {"{main_file}", main_file}}) {
            for (auto at = word.find(key); at != std::string::npos; at = word.find(key, at + value.size()))
                word.replace(at, key.size(), value);
        }
        argv.push_back(word);
    }
    return argv;
}

std::string compiled_as(const Problem& problem, const LanguageProfile& profile) {
    if (profile.compile.empty()) return "";
    std::string how = fs::path(profile.compile[0]).filename().string();
    for (const std::string& word : profile.compile)
        if (word.rfind("-std=", 0) == 0 || word.rfind("--std=", 0) == 0) how += " " + word;
    static const std::map<std::string, std::string> kLanguageNames = {
        {"c", "C"}, {"cpp", "C++"}, {"java", "Java"}, {"python", "Python"}};
    const auto language = kLanguageNames.find(profile.name);
    const std::string what = language == kLanguageNames.end() ? profile.name : language->second;
    if (problem.plain_folder) return fmt::format("compiled with {}, a plain folder's default for {}", how, what);
    // The online judge: its measured speed names it; else the problem's name does (poj-3074-sudoku: POJ).
    std::string judge = problem.speed.judge;
    static const std::map<std::string, std::string> kJudges = {{"poj", "POJ"},   {"hdu", "HDU"},   {"uva", "UVa"},
                                                               {"luogu", "Luogu"}, {"nyoj", "NYOJ"}, {"leetcode", "LeetCode"}};
    if (const auto known = kJudges.find(problem.name.substr(0, problem.name.find('-'))); judge.empty() && known != kJudges.end())
        judge = known->second;
    return judge.empty() ? fmt::format("compiled with {}, as problem.yaml says for {}", how, what)
                         : fmt::format("compiled with {}, as {} compiles {}", how, judge, what);
}

Build build_solution(const Problem& problem, const LanguageProfile& profile, const fs::path& source,
                     const fs::path& cache_root, bool isolate) {
    Build build;
    build.status = Build::Status::Ready;
    for (const auto& tool : {profile.compile.empty() ? std::string() : profile.compile[0],
                             profile.run.empty() ? std::string() : profile.run[0]}) {
        if (!tool.empty() && tool.find('{') == std::string::npos && find_in_path(tool).empty()) {
            build.status = Build::Status::Skipped;
            build.message = fmt::format("{} not found in PATH", tool);
            return build;
        }
    }

    // A folder is one program (a package's submission): its files under their own names, no refusals.
    const bool folder = fs::is_directory(source);
    const std::string content = folder ? std::string() : read_text(source);
    // What the online judge refuses before compiling (LanguageProfile::refuse): CE, naming the line.
    for (const auto& refusal : profile.refuse) {
        const Regex pattern(refusal.pattern);  // RE2: linear in the line, whatever the problem folder's pattern
        std::size_t line_number = 0;
        for (std::string_view line : split_lines(content)) {
            ++line_number;
            if (!pattern.found_in(line)) continue;
            build.status = Build::Status::CompileError;
            build.message = fmt::format("{}:{}: {}\n    {}", source.filename().string(), line_number, refusal.reason,
                                        trim(line));
            return build;
        }
    }
    if (folder && !problem.read_folder_program)
        throw JudgeError(fmt::format("{}: a folder is a program only in a problem package", source.string()));
    Problem::FolderProgram from_folder;  // the format reads a folder's files (Problem::read_folder_program)
    if (folder) from_folder = problem.read_folder_program(profile, source);
    const std::map<std::string, std::string> files =
        folder ? from_folder.files : problem.program_files(profile, content, source.string());
    // {main_class}: the class that declares main, among the Java files; {main_file}: the file Python runs.
    std::string java;
    for (const auto& [name, text] : files)
        if (name.ends_with(".java")) java += text + "\n";
    for (const std::string& word : profile.run)
        if (word.find("{main_class}") != std::string::npos) build.main_class = java_main_class(java);
    build.main_file = folder ? from_folder.main_file : profile.saved_name(source);

    Fnv1a hash;
    for (const auto& word : profile.compile) hash.add(word);
    hash.add(toolchain_of(profile.compile, isolate));
    for (const auto& [name, text] : files) {
        hash.add(name);
        hash.add(text);
    }
    build.dir = fs::absolute(cache_root / fmt::format("{}-{}", profile.name, hash.hex()));
    if (fs::exists(build.dir / ".built")) {
        build.cached = true;
        return build;
    }

    fs::create_directories(cache_root);
    auto staging = staging_folder(cache_root, profile.name + "-" + hash.hex());
    fs::remove_all(staging);
    fs::create_directories(staging);
    for (const auto& [name, text] : files) write_text(staging / name, text);

    if (!profile.compile.empty()) {
        auto started = std::chrono::steady_clock::now();
        // The compile command sees the staging folder as {dir}: it only ever names files relative to it.
        std::vector<std::string> argv;  // {files}: the program's sources, by name
        for (const std::string& word : expand_command(profile.compile, staging, problem.limits.memory_kb))
            if (word != "{files}") argv.push_back(word);
            else
                for (const auto& [name, text] : files)
                    if (language_of(name) == profile.name) argv.push_back(name);
        PrecompiledHeader pch;
        if (!profile.precompiled_header.empty() && files.count(profile.source_name) &&
            includes_first(files.at(profile.source_name), profile.precompiled_header))
            pch = precompiled_header(profile, cache_root, isolate);
        CompilerRun compiled;
        if (!pch.flags.empty()) {
            std::vector<std::string> with_pch = argv;
            with_pch.insert(with_pch.begin() + 1, pch.flags.begin(), pch.flags.end());
            compiled = run_compiler(with_pch, staging, isolate, {pch.file.parent_path().string()});
        }
        // Not again when a build limit stopped it: a file that takes a minute of CPU would take two.
        if (!compiled.ok && compiled.stopped.empty()) {
            compiled = run_compiler(argv, staging, isolate);
            // Fine without it, failed with it: out of date (a compiler or library update), made anew next time.
            std::error_code ignored;
            if (compiled.ok && !pch.flags.empty()) fs::remove(pch.file, ignored);
        }
        build.compile_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
        if (!compiled.ok) {
            fs::remove_all(staging);
            build.status = Build::Status::CompileError;
            build.message = compiler_message(compiled, problem.explain_compile_error(profile, compiled.printed,
                                                                                     source.filename().string()));
            if (build.message.empty()) build.message = "the compiler failed and printed nothing";
            if (const std::string how = compiled_as(problem, profile); !how.empty()) build.message += "\n(" + how + ")";
            return build;
        }
    }
    mark_built(staging);
    publish(staging, build.dir);
    return build;
}

// Builds a helper program from `files` (name -> text) with `compile` (none: an interpreted program) into
// cache_root/helper-<hash>/, once; the folder. `what` names the program in a compiler's message.
fs::path build_helper_files(const std::map<std::string, std::string>& files, const std::vector<std::string>& compile,
                            const fs::path& cache_root, const std::string& what, bool isolate) {
    Fnv1a hash;
    for (const auto& word : compile) hash.add(word);
    hash.add(toolchain_of(compile, isolate));
    for (const auto& [name, text] : files) {
        hash.add(name);
        hash.add(text);
    }
    auto dir = fs::absolute(cache_root / ("helper-" + hash.hex()));
    if (fs::exists(dir / ".built")) return dir;
    auto staging = staging_folder(cache_root, "helper-" + hash.hex());
    fs::remove_all(staging);
    fs::create_directories(staging);
    // Saved under their own names, so that the compiler's messages name the files as their author knows them.
    for (const auto& [name, text] : files) write_text(staging / name, text);
    if (!compile.empty()) {
        const CompilerRun compiled = run_compiler(compile, staging, isolate);
        if (!compiled.ok) {
            fs::remove_all(staging);
            throw JudgeError(fmt::format("{}: does not compile:\n{}", what, compiler_message(compiled, compiled.printed)));
        }
    }
    mark_built(staging);
    publish(staging, dir);
    return dir;
}

fs::path build_helper(const fs::path& source, const fs::path& cache_root, bool isolate) {
    const std::string name = source.filename().string();
    return build_helper_files({{name, read_text(source)}}, {"g++", "-O2", "-std=c++17", "-o", "helper", name},
                              cache_root, source.string(), isolate) / "helper";
}

}  // namespace judge
