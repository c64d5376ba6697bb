#include "judge/expect.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <sstream>

#include "judge/util/error.hpp"
#include "judge/util/text.hpp"

namespace judge {

Expectation Expectation::everywhere(std::set<Verdict> verdicts, std::string origin) {
    Expectation expectation;
    for (TestGroup group : kTestGroups) expectation.by_group[group] = verdicts;
    expectation.origin = std::move(origin);
    return expectation;
}

namespace {

// Every verdict a judged solution can get (not SKIPPED, never JE): what "any" permits.
const std::set<Verdict> kAnyVerdict = {Verdict::AC,  Verdict::PE, Verdict::WA, Verdict::OLE,
                                       Verdict::MLE, Verdict::TLE, Verdict::RE, Verdict::CE};

}  // namespace

Expectation Expectation::own_file() {
    Expectation expectation = everywhere({Verdict::AC}, kOwnFileOrigin);
    expectation.by_group[TestGroup::Hard] = kAnyVerdict;
    return expectation;
}

std::set<Verdict> Expectation::prediction() const {
    std::set<Verdict> verdicts = of(TestGroup::Sample);
    verdicts.insert(of(TestGroup::Secret).begin(), of(TestGroup::Secret).end());
    return verdicts;
}

std::set<Verdict> Expectation::all() const {
    std::set<Verdict> verdicts;
    for (const auto& [group, list] : by_group) verdicts.insert(list.begin(), list.end());
    return verdicts;
}

std::string verdict_list(const std::set<Verdict>& verdicts) {
    if (verdicts == kAnyVerdict) return "any";
    std::string text;
    for (Verdict v : verdicts) text += (text.empty() ? "" : ", ") + std::string(short_name(v));
    return text;
}

std::string Expectation::to_string() const {
    if (!shown_as.empty()) return shown_as;
    const auto& sample = of(TestGroup::Sample);
    const auto& secret = of(TestGroup::Secret);
    const auto& hard = of(TestGroup::Hard);
    if (sample == secret && secret == hard) return verdict_list(secret);
    std::string text = sample == secret ? verdict_list(secret)
                                        : fmt::format("sample: {}; secret: {}", verdict_list(sample),
                                                      verdict_list(secret));
    if (hard != secret || sample != secret) text += "; hard: " + verdict_list(hard);
    return text;
}

namespace {

std::set<Verdict> parse_list(const std::string& list, const std::string& where) {
    std::set<Verdict> verdicts;
    std::string word;
    std::string spaced = list;  // ',', '|' and '/' separate verdicts as white space does
    std::replace_if(spaced.begin(), spaced.end(), [](char c) { return c == ',' || c == '|' || c == '/'; }, ' ');
    std::istringstream words(spaced);
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

// "AC; hard: TLE": the unnamed list for every group that is not named, each named group its own.
Expectation parse_segments(const std::string& text, const std::string& where, std::string origin) {
    std::optional<std::set<Verdict>> unnamed;
    std::map<TestGroup, std::set<Verdict>> named;
    std::istringstream segments(text);
    for (std::string segment; std::getline(segments, segment, ';');) {
        segment = std::string(trim(segment));
        if (segment.empty()) continue;
        auto colon = segment.find(':');
        if (colon == std::string::npos) {
            if (unnamed) throw JudgeError(fmt::format("{}: expect: two lists without a group name; name the "
                                                      "group of the second, e.g. 'AC; hard: TLE'", where));
            unnamed = parse_list(segment, where);
            continue;
        }
        std::string name = std::string(trim(segment.substr(0, colon)));
        auto group = parse_group(name);
        if (!group)
            throw JudgeError(fmt::format("{}: expect: unknown group '{}' (known: sample, secret, hard)", where, name));
        if (named.count(*group)) throw JudgeError(fmt::format("{}: expect: group '{}' named twice", where, name));
        named[*group] = parse_list(segment.substr(colon + 1), where);
    }
    if (!unnamed && named.empty())
        throw JudgeError(fmt::format("{}: expect: expected a list of verdicts, e.g. 'AC, TLE'", where));
    Expectation expectation = Expectation::everywhere(unnamed.value_or(std::set<Verdict>{Verdict::AC}), std::move(origin));
    for (auto& [group, verdicts] : named) expectation.by_group[group] = std::move(verdicts);
    return expectation;
}

}  // namespace

// What the pattern ^\s*(?://+|#+|/?\*+)\s*expect\s*:\s*(.*?)\s*(?:\*/)?\s*$ (case-insensitive) matched, read
// in one pass: std::regex recursed once per character, and a line of 30 KB of spaces overflowed the judge's
// stack (issue 47). tests/test_expect.cpp checks the two agree.
std::optional<std::string_view> expect_list(std::string_view line) {
    std::size_t at = 0;
    auto skip = [&](auto is) {
        const std::size_t from = at;
        while (at < line.size() && is(line[at])) ++at;
        return at - from;
    };
    auto is_char = [](char wanted) { return [wanted](char c) { return c == wanted; }; };
    skip(is_space);
    if (line.substr(at, 2) == "//") {
        skip(is_char('/'));
    } else if (line.substr(at, 1) == "#") {
        skip(is_char('#'));
    } else {
        if (line.substr(at, 1) == "/") ++at;
        if (skip(is_char('*')) == 0) return std::nullopt;
    }
    skip(is_space);
    constexpr std::string_view kWord = "expect";
    for (char wanted : kWord) {
        if (at == line.size() || (line[at] | 0x20) != wanted) return std::nullopt;  // ASCII letters, any case
        ++at;
    }
    skip(is_space);
    if (line.substr(at, 1) != ":") return std::nullopt;
    ++at;
    skip(is_space);
    std::string_view list = line.substr(at);
    auto drop_trailing_space = [&list] {
        while (!list.empty() && is_space(list.back())) list.remove_suffix(1);
    };
    drop_trailing_space();
    if (list.ends_with("*/")) {
        list.remove_suffix(2);
        drop_trailing_space();
    }
    if (list.find_first_of("\r\n") != std::string_view::npos) return std::nullopt;  // the pattern's '.' took neither
    return list;
}

Expectation read_expectation(const std::filesystem::path& source, std::string_view content) {
    std::istringstream lines{std::string(content)};
    std::string line;
    for (int number = 1; number <= 30 && std::getline(lines, line); ++number) {
        if (const std::optional<std::string_view> list = expect_list(line))
            return parse_segments(std::string(*list), fmt::format("{}:{}", source.string(), number),
                                  fmt::format("line {}", number));
    }
    // The problem folder is the parent; a verdict folder, if any, is the one above it.
    auto verdict_folder = source.parent_path().parent_path().filename().string();
    if (auto v = parse_verdict(verdict_folder)) return Expectation::everywhere({*v}, "folder " + verdict_folder);
    return Expectation::own_file();
}

}  // namespace judge
