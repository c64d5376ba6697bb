#include "judge/expect.hpp"

#include <fmt/format.h>

#include <regex>
#include <sstream>

#include "judge/util/error.hpp"

namespace judge {

std::string Expectation::to_string() const {
    std::string text;
    for (Verdict v : verdicts) text += (text.empty() ? "" : ", ") + std::string(short_name(v));
    return text;
}

namespace {

// `expect:` after a comment marker of C, C++, Java or Python, at the start of a line.
const std::regex kExpectLine(R"(^\s*(?://+|#+|/?\*+)\s*expect\s*:\s*(.*?)\s*(?:\*/)?\s*$)",
                             std::regex::icase);

std::set<Verdict> parse_list(const std::string& list, const std::string& where) {
    std::set<Verdict> verdicts;
    std::string word;
    std::istringstream words(std::regex_replace(list, std::regex("[,;|/]"), " "));
    while (words >> word) {
        auto v = parse_verdict(word);
        if (!v) {
            throw JudgeError(fmt::format("{}: expect: unknown verdict '{}' (known: AC, PE, WA, OLE, MLE, TLE, "
                                         "RE, CE)", where, word));
        }
        verdicts.insert(*v);
    }
    if (verdicts.empty()) throw JudgeError(fmt::format("{}: expect: expected a list of verdicts, e.g. 'AC, TLE'", where));
    return verdicts;
}

}  // namespace

Expectation read_expectation(const std::filesystem::path& source, std::string_view content) {
    std::istringstream lines{std::string(content)};
    std::string line;
    for (int number = 1; number <= 30 && std::getline(lines, line); ++number) {
        std::smatch match;
        if (std::regex_match(line, match, kExpectLine)) {
            std::string where = fmt::format("{}:{}", source.string(), number);
            return {parse_list(match[1].str(), where), fmt::format("line {}", number)};
        }
    }
    // The problem folder is the parent; a verdict folder, if any, is the one above it.
    auto verdict_folder = source.parent_path().parent_path().filename().string();
    if (auto v = parse_verdict(verdict_folder)) return {{*v}, "folder " + verdict_folder};
    return {{Verdict::AC}, "default"};
}

}  // namespace judge
