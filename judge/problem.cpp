/*
 * The one seam where a stdio problem and a function (LeetCode) problem differ (Problem::program_files,
 * explain_compile_error, prepare_input), and a source file's language. Reading a problem's folder is the
 * formats' (formats/problem_yaml.cpp, formats/plain_folder.cpp, formats/package.cpp).
 * Status: unit-tested (tests/test_problem.cpp, tests/test_function_problem.cpp, tests/test_compile.cpp).
 */
#include "judge/problem.hpp"

#include <cctype>

#include <fmt/core.h>

#include "judge/util/files.hpp"

namespace judge {

std::map<std::string, std::string> Problem::program_files(const LanguageProfile& profile, std::string_view source,
                                                          const std::string& source_path) const {
    std::map<std::string, std::string> files =
        function ? function->program_files(profile.name, profile.source_name, source, source_path)
                 : std::map<std::string, std::string>{{profile.saved_name(source_path), std::string(source)}};
    files.insert(profile.support_files.begin(), profile.support_files.end());
    return files;
}

std::string Problem::explain_compile_error(const LanguageProfile& profile, std::string_view compiler_output,
                                           const std::string& file_name) const {
    if (function) return function->explain_compile_error(profile.name, compiler_output);
    // The file is compiled under the name the online judge gives it, line for line: the messages name it
    // as its author knows it. Java's file name is a rule of the language (a public class names its file),
    // so Main.java stays in the message, and a first line (never cut from a long message) says why.
    const std::string& saved = profile.source_name;
    std::string text(compiler_output);
    if (file_name.empty() || saved.empty() || file_name == saved) return text;  // saved under its own name
    if (saved.ends_with(".java")) {
        if (text.find(saved) == std::string::npos) return text;
        return fmt::format("({} is compiled as {}, the name the online judge gives it)\n", file_name, saved) + text;
    }
    // The saved name as a whole word: prog.c in "prog.c:3:1:" or "'prog.c'", never in "prog.cpp" or "myprog.c".
    auto in_name = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; };
    auto whole_at = [&](std::size_t found) {
        const std::size_t end = found + saved.size();
        const bool starts = found == 0 || !in_name(text[found - 1]);
        const bool ends = end == text.size() || !in_name(text[end]) ||
                          (text[end] == '.' && (end + 1 == text.size() || !in_name(text[end + 1])));  // a full stop
        return starts && ends;
    };
    std::string named;
    std::size_t at = 0;
    for (std::size_t found; (found = text.find(saved, at)) != std::string::npos; at = found + saved.size())
        named.append(text, at, found - at).append(whole_at(found) ? file_name : saved);
    return named.append(text, at, std::string::npos);
}

void Problem::prepare_input(TestCase& test) const {
    if (function) test.program_input = function->program_input(read_text(test.input), test.input.string());
}

std::string language_of(const std::filesystem::path& source) {
    const std::string extension = source.extension().string();
    if (extension == ".c") return "c";
    if (extension == ".cpp" || extension == ".cc" || extension == ".cxx" || extension == ".c++" || extension == ".C")
        return "cpp";
    if (extension == ".java") return "java";
    if (extension == ".py" || extension == ".py3") return "python";
    return "";
}

}  // namespace judge
