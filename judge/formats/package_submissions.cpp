/*
 * read_submissions(): a package's submissions/ and what each declares (package_submissions.hpp): the folder's
 * rule, @EXPECTED_RESULTS@ elsewhere, and 2025-09's submissions.yaml, whose rules follow the specification
 * (Kattis/problem-package-format spec/2025-09.md, "Example submissions", read 2026-11-28): top-level keys are
 * globs over the submissions' paths under submissions/, each a mapping of permitted, required, message,
 * language, use_for_time_limit, ... and of test groups (globs relative to data/) with their own
 * requirements; a key that is exactly a default folder's name replaces that folder's rule.
 * Status: unit-tested (tests/test_package_submissions.cpp, tests/test_package.cpp).
 */
#include "judge/formats/package_submissions.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "judge/compile.hpp"
#include "judge/formats/package_programs.hpp"
#include "judge/formats/test_folders.hpp"
#include "judge/formats/package_yaml.hpp"
#include "judge/problem.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/text.hpp"

namespace fs = std::filesystem;

namespace judge {
namespace {

// A default folder's rule as submissions.yaml rewrites it: the keys it gives.
struct Override {
    std::optional<std::set<Verdict>> permitted, required;
};
using Overrides = std::map<std::string, Override>;

// The verdicts a submissions/ folder declares (2025-09's default submissions.yaml; legacy's four folders
// mean the same under first-failure judging): every test's verdict permitted, one of the required ones met.
struct Declared {
    std::set<Verdict> permitted, required;
};
std::optional<Declared> declared_by_folder(const std::string& folder, PackageFormat format, const Overrides& overrides) {
    using V = Verdict;
    std::optional<Declared> declared;
    if (folder == "accepted") declared = Declared{{V::AC}, {}};
    else if (folder == "wrong_answer") declared = Declared{{V::AC, V::WA}, {V::WA}};
    else if (folder == "time_limit_exceeded") declared = Declared{{V::AC, V::TLE}, {V::TLE}};
    else if (folder == "run_time_error") declared = Declared{{V::AC, V::RE}, {V::RE}};
    else if (format == PackageFormat::V2025_09 && folder == "rejected")
        declared = Declared{{V::AC, V::WA, V::TLE, V::RE}, {V::WA, V::TLE, V::RE}};
    else if (format == PackageFormat::V2025_09 && folder == "brute_force")
        declared = Declared{{V::AC, V::TLE, V::RE}, {V::TLE, V::RE}};
    // submissions.yaml naming the folder itself replaces what it gives, keeps the rest.
    if (auto found = overrides.find(folder); declared && found != overrides.end()) {
        if (found->second.permitted) declared->permitted = *found->second.permitted;
        if (found->second.required) declared->required = *found->second.required;
    }
    return declared;
}

// DOMjudge's `@EXPECTED_RESULTS@: CORRECT, TIMELIMIT` in a submission's text: the verdicts its first failure
// may be (DOMjudge's names and aliases; BAPCtools reads them in a legacy package's other folders).
std::optional<Declared> declared_inside(std::string_view text, const fs::path& file, std::string& declared) {
    // The marker, then a comma-separated list of words to the end of its line (a comment's closing */ may
    // follow): prose that mentions the marker is not a declaration. Read by hand, not by std::regex, whose
    // matcher recurses once a character and so could overflow the stack on a long line.
    std::string upper(text);
    std::transform(upper.begin(), upper.end(), upper.begin(), [](unsigned char c) { return std::toupper(c); });
    constexpr std::string_view kMarker = "@EXPECTED_RESULTS@:";
    std::string list;
    for (std::size_t at = upper.find(kMarker); at != std::string::npos && list.empty();
         at = upper.find(kMarker, at + 1)) {
        const std::size_t start = at + kMarker.size(), end = text.find('\n', start);
        std::string_view rest = trim(text.substr(start, end == std::string_view::npos ? end : end - start));
        if (rest.ends_with("*/")) rest = trim(rest.substr(0, rest.size() - 2));
        // Words of letters, '_' and '-', one between each pair of commas.
        bool a_list = !rest.empty();
        for (std::size_t from = 0; a_list && from <= rest.size();) {
            const std::size_t comma = std::min(rest.find(',', from), rest.size());
            const std::string_view word = trim(rest.substr(from, comma - from));
            a_list = !word.empty() && std::all_of(word.begin(), word.end(), [](char c) {
                return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '-';
            });
            from = comma + 1;
        }
        if (a_list) list = std::string(rest);
    }
    if (list.empty()) return std::nullopt;
    const std::string original = list;
    std::replace(list.begin(), list.end(), ',', ' ');
    Declared result;
    for (const Token& word : tokens_of(list)) {
        std::string name(word.text);
        std::transform(name.begin(), name.end(), name.begin(), [](unsigned char c) { return std::toupper(c); });
        std::replace(name.begin(), name.end(), '_', '-');
        if (name == "CORRECT" || name == "ACCEPTED") result.permitted.insert(Verdict::AC);
        else if (name == "WRONG-ANSWER" || name == "NO-OUTPUT") result.permitted.insert(Verdict::WA);
        else if (name == "TIMELIMIT" || name == "TIME-LIMIT-EXCEEDED") result.permitted.insert(Verdict::TLE);
        else if (name == "RUN-ERROR" || name == "RUN-TIME-ERROR" || name == "OUTPUT-LIMIT") result.permitted.insert(Verdict::RE);
        else if (name == "COMPILER-ERROR") result.permitted.insert(Verdict::CE);
        else
            throw JudgeError(fmt::format("{}: @EXPECTED_RESULTS@: '{}' is no result judged here (CORRECT, WRONG-ANSWER, "
                                         "NO-OUTPUT, TIMELIMIT, RUN-ERROR, OUTPUT-LIMIT, COMPILER-ERROR)",
                                         file.filename().string(), name));
    }
    // The first failure is one of them: any test AC, and one failing as listed unless CORRECT is listed.
    if (!result.permitted.count(Verdict::AC)) result.required = result.permitted;
    result.permitted.insert(Verdict::AC);
    declared = "@EXPECTED_RESULTS@: " + original;
    return result;
}

// The language of a submission file by the format's table; "" and why when it is not judged here.
std::string package_language(const fs::path& file, const fs::path& package, std::string& skipped) {
    const std::string extension = file.extension().string();
    if (extension == ".py") {
        const std::string first = std::string(first_line(read_package_file(file, package)));
        if (first.rfind("#!", 0) == 0 && first.find("python2") != std::string::npos) {
            skipped = "Python 2 is not judged here";
            return "";
        }
    }
    if (std::string language = language_of(file); !language.empty()) return language;
    static const std::map<std::string, std::string> others = {
        {".kt", "Kotlin"}, {".cs", "C#"}, {".go", "Go"}, {".rs", "Rust"}, {".js", "JavaScript"}, {".rb", "Ruby"},
        {".hs", "Haskell"}, {".py2", "Python 2"}, {".scala", "Scala"}, {".pas", "Pascal"}, {".ml", "OCaml"},
        {".php", "PHP"}, {".lua", "Lua"}, {".f95", "Fortran"}, {".sh", "Bash"}, {".swift", "Swift"},
        {".pl", "Prolog"},  // the format's table; DOMjudge's own packages mean Perl by it
        {".pm", "Perl"}, {".lisp", "Common Lisp"}, {".cl", "Common Lisp"}, {".m", "Objective-C"},
        {".adb", "Ada"}, {".awk", "AWK"}, {".bash", "Bash"}, {".R", "R"}, {".mjs", "JavaScript"},
        {".d", "D"}, {".f90", "Fortran"}, {".fs", "F#"}, {".pp", "Pascal"}, {".p", "Pascal"}, {".plg", "Prolog"}};
    auto other = others.find(extension);
    skipped = other != others.end() ? other->second + " is not judged here (C, C++, Java and Python 3 are)"
                                    : fmt::format("'{}' is no language of the format's table", extension);
    return "";
}

// A submission as its folder and files declare it, and why it would be skipped, each reason apart: submissions.yaml
// may give it a language or a declaration, and the reason that is left is decided after (read_submissions).
struct Found {
    PackageSubmission submission;
    std::string language_skip;   // its language is not judged here ("" when it is)
    std::string declared_skip;   // its @EXPECTED_RESULTS@ names a result not judged here (CHECK-MANUALLY)
    bool declares_nothing = false;  // a folder of no verdict, and no @EXPECTED_RESULTS@
    std::string folder;          // its folder under submissions/
};

std::vector<Found> read_folders(const fs::path& dir, PackageFormat format, const Overrides& overrides) {
    std::vector<Found> submissions;
    const fs::path root = dir / "submissions";
    if (!fs::is_directory(root)) return submissions;
    for (const auto& folder : fs::directory_iterator(root)) {
        if (!folder.is_directory()) continue;
        const std::string verdict_folder = folder.path().filename().string();
        const std::optional<Declared> by_folder = declared_by_folder(verdict_folder, format, overrides);
        for (const auto& entry : fs::directory_iterator(folder.path())) {
            const std::string name = entry.path().filename().string();
            // Hidden files (.gitkeep), other names the format ignores, and BAPCtools' switched-off ones.
            if (!package_file_name(entry.path()) || name.ends_with(".disabled") || name.ends_with(".template")) continue;
            require_inside(entry.path(), dir, "a submission");
            Found found;
            found.folder = verdict_folder;
            PackageSubmission& submission = found.submission;
            submission.path = entry.path();
            submission.declared = "submissions/" + verdict_folder;
            std::optional<Declared> declared = by_folder;
            std::vector<fs::path> files;  // the program's files, by name
            if (entry.is_directory()) {
                // Its files as the build reads them (program_folder_files), each checked as a test file is.
                for (const fs::path& file : program_folder_files(entry.path())) {
                    check_test_file(file, dir);
                    files.push_back(file);
                }
                std::sort(files.begin(), files.end());
                // A folder is one program, in the language of its sources (a .h or .txt beside them is no
                // language); the reason it is skipped is its first source's.
                std::set<std::string> languages;
                std::string skipped;
                for (const fs::path& file : files) {
                    std::string why;
                    std::string language = package_language(file, dir, why);
                    if (!language.empty()) languages.insert(language);
                    else if (skipped.empty() && why.find("no language") == std::string::npos) skipped = why;
                }
                if (languages.size() == 1) submission.language = *languages.begin();
                else found.language_skip = !languages.empty() ? "a folder of several languages"
                                           : !skipped.empty() ? skipped : "a folder without a source of a language judged here";
            } else if (entry.is_regular_file()) {
                files.push_back(entry.path());
                submission.language = package_language(entry.path(), dir, found.language_skip);
            } else {
                continue;
            }
            // A verdict folder decides; elsewhere the first of the program's files that carries the marker
            // says (DOMjudge, BAPCtools; a folder's may be in expected_result.txt). A result not judged here
            // (CHECK-MANUALLY) skips the submission, not the package.
            if (!by_folder)
                for (const fs::path& file : files) {
                    try {
                        if (auto inside = declared_inside(read_package_file(file, dir), file,
                                                          submission.declared)) {
                            declared = inside;
                            break;
                        }
                    } catch (const JudgeError& e) {
                        found.declared_skip = e.what();
                        declared = Declared{};
                        break;
                    }
                }
            found.declares_nothing = !declared;
            if (!declared) declared = Declared{};
            submission.permitted = declared->permitted;
            submission.required = declared->required;
            submissions.push_back(std::move(found));
        }
    }
    std::sort(submissions.begin(), submissions.end(),
              [](const Found& a, const Found& b) { return a.submission.path < b.submission.path; });
    return submissions;
}


// A glob of submissions.yaml is short (kMaxGlobBytes) and has few alternatives (kMaxAlternatives): a package is
// untrusted, and `{a,b}` repeated doubles the patterns to match.
constexpr std::size_t kMaxGlobBytes = 1024, kMaxAlternatives = 256;

// {a,b} alternatives expanded, the first brace group at a time (its commas at its own depth), recursively; false
// when they would be more than kMaxAlternatives.
bool expand_braces(std::string_view pattern, std::vector<std::string>& expanded) {
    const std::size_t open = pattern.find('{');
    if (open == std::string_view::npos) {
        expanded.emplace_back(pattern);
        return expanded.size() <= kMaxAlternatives;
    }
    std::size_t depth = 0, close = open;
    std::vector<std::size_t> commas;
    for (std::size_t i = open; i < pattern.size(); ++i) {
        if (pattern[i] == '{') ++depth;
        else if (pattern[i] == '}' && --depth == 0) { close = i; break; }
        else if (pattern[i] == ',' && depth == 1) commas.push_back(i);
    }
    if (close == open) {  // no closing brace: literal
        expanded.emplace_back(pattern);
        return expanded.size() <= kMaxAlternatives;
    }
    std::size_t from = open + 1;
    commas.push_back(close);
    for (std::size_t comma : commas) {
        const std::string whole = std::string(pattern.substr(0, open)) + std::string(pattern.substr(from, comma - from)) +
                                  std::string(pattern.substr(close + 1));
        if (!expand_braces(whole, expanded)) return false;
        from = comma + 1;
    }
    return true;
}

// One name against one pattern segment: '*' any run of characters, '?' one. Greedy with one point to go back
// to (the last '*'): time proportional to the pattern's length × the name's, whatever the pattern.
bool segment_matches(std::string_view pattern, std::string_view name) {
    std::size_t p = 0, n = 0, star = std::string_view::npos, resume = 0;
    while (n < name.size()) {
        if (p < pattern.size() && (pattern[p] == '?' || pattern[p] == name[n])) {
            ++p, ++n;
        } else if (p < pattern.size() && pattern[p] == '*') {
            star = p++;
            resume = n;
        } else if (star != std::string_view::npos) {
            p = star + 1;
            n = ++resume;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == '*') ++p;
    return p == pattern.size();
}

bool path_matches(std::string_view pattern, std::string_view path) {
    for (;;) {
        const std::size_t p = pattern.find('/'), n = path.find('/');
        if (!segment_matches(pattern.substr(0, p), path.substr(0, n))) return false;
        if (p == std::string_view::npos || n == std::string_view::npos) return p == n;
        pattern.remove_prefix(p + 1);
        path.remove_prefix(n + 1);
    }
}

constexpr const char* kDefaultFolders[] = {"accepted", "rejected", "wrong_answer", "time_limit_exceeded",
                                           "run_time_error", "brute_force"};
bool is_default_folder(const std::string& name) {
    return std::find(std::begin(kDefaultFolders), std::end(kDefaultFolders), name) != std::end(kDefaultFolders);
}

// submissions.yaml's verdicts: AC, WA, TLE, RTE (the format's only words for them).
std::set<Verdict> verdicts_of(const YamlFile& yaml, const YAML::Node& node, const std::string& key) {
    if (!node.IsSequence()) yaml.expected(node, key, "a list of verdicts (AC, WA, TLE, RTE)");
    std::set<Verdict> verdicts;
    for (const YAML::Node& item : node) {
        const std::string word = yaml.string(item, key);
        if (word == "AC") verdicts.insert(Verdict::AC);
        else if (word == "WA") verdicts.insert(Verdict::WA);
        else if (word == "TLE") verdicts.insert(Verdict::TLE);
        else if (word == "RTE") verdicts.insert(Verdict::RE);
        else yaml.fail(item, key, fmt::format("'{}' is no verdict of the format (AC, WA, TLE, RTE)", word));
    }
    return verdicts;
}

// A glob of submissions.yaml, checked: the format supports neither `**` nor `[...]` (also once the braces are
// expanded: `*{}*`), and it must be short and have few alternatives.
std::string glob_key(const YamlFile& yaml, const YAML::Node& key) {
    const std::string pattern = yaml.string(key, "");
    std::vector<std::string> expanded;
    if (pattern.size() > kMaxGlobBytes || !expand_braces(pattern, expanded))
        yaml.fail(key, excerpt(pattern), fmt::format("expected a glob of at most {} bytes and {} alternatives",
                                                     kMaxGlobBytes, kMaxAlternatives));
    bool supported = !pattern.empty() && pattern.find('[') == std::string::npos;
    for (const std::string& one : expanded) supported = supported && one.find("**") == std::string::npos;
    if (!supported) yaml.fail(key, pattern, "expected a glob of *, ? and {a,b} (the format supports neither ** nor [...])");
    return pattern;
}

// What one top-level key of submissions.yaml says of the submissions it matches.
struct Entry {
    std::string pattern;
    std::string origin;                 // "submissions/submissions.yaml:4 (accepted/*)"
    std::vector<SubmissionRule> rules;  // the key's own (tests ""), then its test groups'
    std::string language, entrypoint;
    std::optional<bool> for_time_limit;
};

// permitted, required and message of one mapping (the key's own, or a test group's) into `rule`; true when it
// gave one of them.
bool read_requirements(const YamlFile& yaml, const YAML::Node& map, const std::string& where, SubmissionRule& rule) {
    bool any = false;
    if (auto node = YamlFile::get(map, "permitted")) rule.permitted = verdicts_of(yaml, *node, where + ".permitted"), any = true;
    if (auto node = YamlFile::get(map, "required")) {
        rule.required = verdicts_of(yaml, *node, where + ".required");
        any = true;
        // All four required: any verdict, which always holds (the format's default).
        if (rule.required.size() == 4) rule.required.clear();
    }
    if (auto node = YamlFile::get(map, "message")) rule.message = yaml.string(*node, where + ".message"), any = true;
    return any;
}

std::vector<Entry> read_submissions_yaml(const fs::path& dir, Overrides& overrides) {
    const fs::path file = dir / "submissions" / "submissions.yaml";
    std::vector<Entry> entries;
    if (!fs::exists(fs::symlink_status(file))) return entries;
    const YamlFile yaml = read_yaml(file, dir);
    static const std::set<std::string> kKeys = {"language", "entrypoint", "authors", "model_solution", "permitted",
                                                "required", "score", "message", "use_for_time_limit"};
    for (const auto& item : yaml.root) {
        Entry entry;
        entry.pattern = glob_key(yaml, item.first);
        const YAML::Node& value = item.second;
        if (!value.IsMap()) yaml.expected(value, entry.pattern, "a mapping (permitted, required, ...)");
        const std::string origin = fmt::format("submissions/submissions.yaml:{} ({})", item.first.Mark().line + 1, entry.pattern);
        entry.origin = origin;
        if (is_default_folder(entry.pattern)) {  // the folder's own rule, rewritten
            Override& override = overrides[entry.pattern];
            if (auto node = YamlFile::get(value, "permitted")) override.permitted = verdicts_of(yaml, *node, entry.pattern + ".permitted");
            if (auto node = YamlFile::get(value, "required")) override.required = verdicts_of(yaml, *node, entry.pattern + ".required");
        }
        SubmissionRule own;
        own.origin = origin;
        const bool own_given = read_requirements(yaml, value, entry.pattern, own);
        if (own_given && !is_default_folder(entry.pattern)) entry.rules.push_back(own);
        else if (!own.message.empty()) entry.rules.push_back(own);  // a folder's message is a rule of its own
        if (auto node = YamlFile::get(value, "language")) entry.language = yaml.string(*node, entry.pattern + ".language");
        if (auto node = YamlFile::get(value, "entrypoint")) entry.entrypoint = yaml.string(*node, entry.pattern + ".entrypoint");
        if (auto node = YamlFile::get(value, "use_for_time_limit")) {
            const std::string use = yaml.string(*node, entry.pattern + ".use_for_time_limit");
            // Only the lower bound is derived here: `upper` (the fastest TLE's bound) leaves the submission out of it.
            if (use == "true" || use == "lower") entry.for_time_limit = true;
            else if (use == "false" || use == "upper") entry.for_time_limit = false;
            else yaml.expected(*node, entry.pattern + ".use_for_time_limit", "true, false, lower or upper");
        }
        for (const auto& group : value) {
            const std::string key = yaml.string(group.first, entry.pattern);
            if (kKeys.count(key)) continue;
            SubmissionRule rule;
            rule.tests = glob_key(yaml, group.first);
            rule.origin = fmt::format("{}, tests {}", origin, rule.tests);
            if (!group.second.IsMap()) yaml.expected(group.second, entry.pattern + "." + key, "a mapping (permitted, required, message)");
            // A misspelt key would make the rule hold always: named instead.
            static const std::set<std::string> kGroupKeys = {"permitted", "required", "message", "score", "use_for_time_limit"};
            for (const auto& inner : group.second)
                if (const std::string name = yaml.string(inner.first, entry.pattern + "." + key); !kGroupKeys.count(name))
                    yaml.fail(inner.first, entry.pattern + "." + key,
                              fmt::format("'{}' is no key of a test group's rules (permitted, required, message)", name));
            read_requirements(yaml, group.second, entry.pattern + "." + key, rule);
            entry.rules.push_back(rule);
        }
        entries.push_back(std::move(entry));
    }
    return entries;
}

// The language a submissions.yaml `language` names ("python3": python); "" and why when not judged here.
std::string language_named(const std::string& name, std::string& skipped) {
    static const std::map<std::string, std::string> judged = {
        {"c", "c"}, {"cpp", "cpp"}, {"java", "java"}, {"python3", "python"}};
    if (auto found = judged.find(name); found != judged.end()) return found->second;
    skipped = fmt::format("submissions.yaml gives language '{}', not judged here (c, cpp, java, python3 are)", name);
    return "";
}

}  // namespace

bool glob_matches(std::string_view pattern, std::string_view path) {
    std::vector<std::string> expanded;
    if (pattern.size() > kMaxGlobBytes || !expand_braces(pattern, expanded)) return false;  // refused when read
    for (const std::string& one : expanded)
        for (std::string_view at = path;; at = at.substr(0, at.rfind('/'))) {  // it, then each folder above it
            if (path_matches(one, at)) return true;
            if (at.find('/') == std::string_view::npos) break;
        }
    return false;
}

std::vector<PackageSubmission> read_submissions(const fs::path& dir, PackageFormat format,
                                               std::vector<std::string>* notes) {
    Overrides overrides;
    const std::vector<Entry> entries =
        format == PackageFormat::V2025_09 ? read_submissions_yaml(dir, overrides) : std::vector<Entry>{};
    std::vector<Found> found = read_folders(dir, format, overrides);
    std::vector<bool> entry_used(entries.size(), false);
    std::vector<PackageSubmission> submissions;
    for (Found& one : found) {
        PackageSubmission& submission = one.submission;
        const std::string relative = fs::relative(submission.path, dir / "submissions").generic_string();
        std::string language_given, language_origin, entrypoint;
        const Entry* time_limit_from = nullptr;
        for (std::size_t e = 0; e < entries.size(); ++e) {
            const Entry& entry = entries[e];
            if (!glob_matches(entry.pattern, relative)) continue;
            entry_used[e] = true;
            submission.rules.insert(submission.rules.end(), entry.rules.begin(), entry.rules.end());
            // Two keys that say different things of one submission: which one holds is the package's to say.
            if (entry.for_time_limit) {
                if (time_limit_from && time_limit_from->for_time_limit != entry.for_time_limit)
                    throw JudgeError(fmt::format("{} and {}: use_for_time_limit differs for {}", time_limit_from->origin,
                                                 entry.origin, relative));
                time_limit_from = &entry;
                submission.for_time_limit = entry.for_time_limit;
            }
            if (!entry.language.empty()) {
                if (!language_given.empty() && language_given != entry.language)
                    throw JudgeError(fmt::format("{} and {}: the language differs for {} ('{}', '{}')", language_origin,
                                                 entry.origin, relative, language_given, entry.language));
                language_given = entry.language;
                language_origin = entry.origin;
            }
            if (!entry.entrypoint.empty()) entrypoint = entry.entrypoint;
        }
        if (!language_given.empty()) {
            one.language_skip.clear();
            submission.language = language_named(language_given, one.language_skip);
        }
        // A folder of no verdict that submissions.yaml gives rules: its rules are the declaration.
        if (one.declares_nothing && !submission.rules.empty()) {
            one.declares_nothing = false;
            submission.declared = "submissions/submissions.yaml";
            submission.permitted = {Verdict::AC, Verdict::WA, Verdict::TLE, Verdict::RE};
            submission.required.clear();
        }
        // The one reason it is skipped, the first of these.
        if (!one.declared_skip.empty()) submission.skipped = one.declared_skip;
        else if (!one.language_skip.empty()) submission.skipped = one.language_skip;
        else if (!entrypoint.empty())
            submission.skipped = fmt::format("submissions.yaml gives an entrypoint ('{}'), which is not followed here",
                                             entrypoint);
        else if (one.declares_nothing)
            submission.skipped = fmt::format("submissions/{}/ declares no verdict of the {} format", one.folder,
                                             package_format_name(format));
        submissions.push_back(std::move(submission));
    }
    if (notes)
        for (std::size_t e = 0; e < entries.size(); ++e)
            if (!entry_used[e] && !is_default_folder(entries[e].pattern))
                notes->push_back(fmt::format("{} matches no submission", entries[e].origin));
    return submissions;
}

}  // namespace judge
