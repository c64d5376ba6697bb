#include "judge/formats/export.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "judge/formats/problem_yaml.hpp"
#include "judge/grid/format.hpp"
#include "judge/machine/machine.hpp"
#include "judge/formats/package_judge.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/text.hpp"

namespace fs = std::filesystem;

namespace judge {

std::optional<DeclaredFolder> declared_folder(const Expectation& expectation) {
    std::set<Verdict> sample, secret;
    for (Verdict v : expectation.of(TestGroup::Sample)) sample.insert(package_verdict(v));
    for (Verdict v : expectation.of(TestGroup::Secret)) secret.insert(package_verdict(v));
    if (sample.count(Verdict::CE) || secret.count(Verdict::CE)) return std::nullopt;
    // The samples are judged first: a sample may pass where a secret test fails, never fail otherwise.
    for (Verdict v : sample)
        if (v != Verdict::AC && !secret.count(v)) return std::nullopt;
    if (secret == std::set<Verdict>{Verdict::AC}) return DeclaredFolder{"accepted", "", {}, {}};
    if (secret.size() == 1) {
        switch (*secret.begin()) {
            case Verdict::WA: return DeclaredFolder{"wrong_answer", "", {}, {}};
            case Verdict::TLE: return DeclaredFolder{"time_limit_exceeded", "", {}, {}};
            case Verdict::RE: return DeclaredFolder{"run_time_error", "", {}, {}};
            default: break;
        }
    }
    // Several verdicts: DOMjudge's names for them, in a folder of no verdict.
    std::string list;
    for (Verdict v : secret) {
        const char* name = v == Verdict::AC    ? "CORRECT"
                           : v == Verdict::WA  ? "WRONG-ANSWER"
                           : v == Verdict::TLE ? "TIMELIMIT"
                           : v == Verdict::RE  ? "RUN-ERROR"
                                               : nullptr;
        if (!name) return std::nullopt;
        list += (list.empty() ? "" : ", ") + std::string(name);
    }
    DeclaredFolder mixed{"mixed", list, secret, {}};
    mixed.permitted.insert(sample.begin(), sample.end());
    if (!secret.count(Verdict::AC)) mixed.required = secret;
    return mixed;
}

namespace {

// The package's files are written only through this, so the report can count them.
struct Writer {
    fs::path root;
    std::size_t files = 0;
    void write(const fs::path& relative, std::string_view text) {
        fs::create_directories((root / relative).parent_path());
        write_text(root / relative, text);
        ++files;
    }
};

// A YAML double-quoted scalar (names and addresses are ours, but a quote or backslash must not break it).
std::string yaml_quoted(std::string_view text) {
    std::string out = "\"";
    for (char c : text) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

// A stable UUID for the problem's name (2025-09 asks for one): FNV-1a twice, as a version-8 UUID, so that
// exporting the same problem again writes the same package.
std::string uuid_of(std::string_view name) {
    auto fnv = [&](std::uint64_t hash) {
        for (unsigned char c : name) hash = (hash ^ c) * 0x100000001b3ULL;
        return hash;
    };
    std::uint64_t high = fnv(0xcbf29ce484222325ULL), low = fnv(0x84222325cbf29ce4ULL);
    high = (high & ~0xf000ULL) | 0x8000ULL;                          // version 8
    low = (low & ~(3ULL << 62)) | (2ULL << 62);                      // variant 10
    const std::string hex = fmt::format("{:016x}{:016x}", high, low);
    return fmt::format("{}-{}-{}-{}-{}", hex.substr(0, 8), hex.substr(8, 4), hex.substr(12, 4), hex.substr(16, 4),
                       hex.substr(20));
}

// The problem's title: the first heading of solutions/<name>/README.md, else the folder's name.
std::string title_of(const fs::path& solutions, const std::string& name) {
    if (fs::is_regular_file(solutions / "README.md")) {
        const std::string text = read_text(solutions / "README.md");
        const std::string_view first = first_line(text);
        if (first.rfind("# ", 0) == 0) return std::string(trim(first.substr(2)));
    }
    return name;
}

// The comparison as the package says it: the default validator with flags, or ours as the output validator
// (testdata/common/output_validators/validator.cpp) with the checker's arguments.
struct Comparison {
    std::vector<std::string> flags;  // the default validator's, or the custom one's arguments
    std::string validator;           // "sudoku", "lines"; "" for the default validator
};
Comparison comparison_of(const Problem& problem) {
    switch (problem.checker.kind) {
        case CheckerKind::Exact: return {{"case_sensitive", "space_change_sensitive"}, ""};
        case CheckerKind::Tokens: return {{"case_sensitive"}, ""};
        case CheckerKind::Lines: return {{"checker=lines"}, "lines"};
        case CheckerKind::Sudoku: {
            // A function problem's inputs are exported as the wire form its programs read (export_package).
            std::vector<std::string> args{"checker=sudoku",
                                          "grid_format=" + std::string(format_key(problem.checker.grid_format))};
            if (problem.function) args.push_back("input=wire");
            return {args, "sudoku"};
        }
        default:
            throw JudgeError(fmt::format("{}: checker '{}' cannot be exported (exact, lines, tokens and sudoku can)",
                                         (problem.dir / "problem.yaml").string(), checker_name(problem.checker.kind)));
    }
}

std::string yaml_list(const std::vector<std::string>& words) { return fmt::format("[{}]", fmt::join(words, ", ")); }

void write_problem_yaml(Writer& out, const Problem& problem, const std::string& title, const Comparison& comparison,
                        const ExportOptions& options, double time_limit_ms, const std::string& how) {
    // One memory limit for every language: the most any language gets there (HDU's Java: twice the others'), as
    // the JVM alone needs more than some judges' C limit.
    long memory_kb = problem.limits.memory_kb;
    std::string memory_why = fmt::format("the online judge's {} KB", problem.limits.memory_kb);
    for (const auto& [name, profile] : problem.languages) {
        const long kb = std::lround(problem.limits.memory_kb * profile.memory_factor);
        if (kb > memory_kb && !problem.not_taken.count(name)) {
            memory_kb = kb;
            memory_why = fmt::format("the online judge's {} KB for {} (its others': {} KB)", kb, name,
                                     problem.limits.memory_kb);
        }
    }
    const long memory_mib = (memory_kb + 1023) / 1024, output_mib = (problem.limits.output_kb + 1023) / 1024;
    std::string yaml = fmt::format(
        "# {} as a problem package, written by `build/judge export` from our\n"
        "# testdata/{}/ (docs/packages.md, \"Our problems out\"). The statement is on the online\n"
        "# judge: this package links it, never copies it.\n",
        title, problem.name);
    if (options.format == PackageFormat::V2025_09)
        yaml += fmt::format("problem_format_version: 2025-09\nname: {}\nuuid: {}\nsource:\n  name: {}\n  url: {}\n",
                            yaml_quoted(title), uuid_of(problem.name), yaml_quoted(title), yaml_quoted(problem.source_url));
    else
        yaml += fmt::format("name: {}\nsource: {}\nsource_url: {}\n", yaml_quoted(title), yaml_quoted(title),
                            yaml_quoted(problem.source_url));
    if (options.format == PackageFormat::Legacy) {
        yaml += comparison.validator.empty() ? "validation: default\n" : "validation: custom\n";
        if (!comparison.flags.empty()) yaml += "validator_flags: " + fmt::format("{}", fmt::join(comparison.flags, " ")) + "\n";
    }
    yaml += "limits:\n";
    if (options.format == PackageFormat::V2025_09)
        yaml += fmt::format("  time_limit: {:.3f}   # seconds: {}\n", time_limit_ms / 1000, how);
    yaml += fmt::format("  memory: {}   # MiB: {}\n  output: {}   # MiB\n", memory_mib, memory_why, output_mib);
    out.write("problem.yaml", yaml);
}

// LaTeX's special characters in a title.
std::string latex_escaped(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (std::string_view("#$%&_{}").find(c) != std::string_view::npos) out += '\\';
        out += c;
    }
    return out;
}

void write_statement(Writer& out, const Problem& problem, const std::string& title, PackageFormat format) {
    if (format == PackageFormat::Legacy)
        out.write("problem_statement/problem.en.tex",
                  fmt::format("\\problemname{{{}}}\n\nThe statement is the online judge's: "
                              "\\url{{{}}}.\nThis package holds its tests and checker, not a copy of its text.\n",
                              latex_escaped(title), problem.source_url));
    else
        out.write("statement/problem.en.md",
                  fmt::format("The statement is the online judge's: <{}>.\n\nThis package holds its tests and checker, "
                              "not a copy of its text.\n",
                              problem.source_url));
}

// A solution's files as the package's submission: the file itself for a stdio problem; for a function problem
// the program the judge builds from it (the generated driver around the class), one file or a folder.
struct Submission {
    std::map<std::string, std::string> files;  // by name
    std::string name;                          // the file's or the folder's name in its verdict folder
};
Submission submission_of(const Problem& problem, const LanguageProfile& profile, const fs::path& source) {
    const std::string text = read_text(source);
    const std::string folder = source.stem().string() + "_" + source.extension().string().substr(1);
    if (!problem.function) {
        // Java's public class names its file: a judge that saves every Java program as Main.java has programs
        // whose class is Main, which keep that name in a folder of their own.
        const std::string saved = profile.saved_name(source);
        if (saved != source.filename().string() && saved.ends_with(".java")) return {{{saved, text}}, folder};
        return {{{source.filename().string(), text}}, source.filename().string()};
    }
    std::map<std::string, std::string> files = problem.program_files(profile, text, source.filename().string());
    if (files.size() == 1)  // the driver with the solution inside: named after the solution, the driver's extension
        return {{{source.stem().string() + fs::path(files.begin()->first).extension().string(), files.begin()->second}},
                source.stem().string() + fs::path(files.begin()->first).extension().string()};
    return {std::move(files), folder};
}

// Verdicts in the format's words, as a YAML list: [AC, TLE].
std::string format_verdicts(const std::set<Verdict>& verdicts) {
    std::vector<std::string> words;
    for (Verdict v : verdicts) words.emplace_back(v == Verdict::RE ? "RTE" : std::string(short_name(v)));
    return fmt::format("[{}]", fmt::join(words, ", "));
}

// The declaration DOMjudge reads inside a file, as a comment of the file's language, on its first line.
std::string with_expected_results(const std::string& text, const std::string& language, const std::string& list) {
    const std::string comment = language == "python" ? "# " : "// ";
    return comment + "@EXPECTED_RESULTS@: " + list + "\n" + text;
}

}  // namespace

namespace {

// Whether `path` is `folder` or lies below it, both as they are on disk (links followed where they exist).
bool lies_in(const fs::path& path, const fs::path& folder) {
    const fs::path inner = fs::weakly_canonical(fs::absolute(path)), outer = fs::weakly_canonical(fs::absolute(folder));
    const auto [end, at] = std::mismatch(outer.begin(), outer.end(), inner.begin(), inner.end());
    return end == outer.end();
}

// Writes the package into out_dir (new or empty); export_package removes what it wrote when this throws.
ExportResult write_package(const Problem& problem, const fs::path& out_dir, const ExportOptions& options) {
    const fs::path solutions = problem.dir.parent_path().parent_path() / "solutions" / problem.name;
    const std::string title = title_of(solutions, problem.name);
    const Comparison comparison = comparison_of(problem);
    ExportResult result;
    result.problem = problem.name;
    Writer out{out_dir};
    fs::create_directories(out_dir);

    // The time limit: the online judge's on the reference machine, × the machine that will judge it.
    const double factor = options.machine_factor ? *options.machine_factor : machine_factor("cpp", std::nullopt);
    const double reference_ms = problem.limits.time_ms / problem.speed.slowdown;
    result.time_limit_ms = std::ceil(reference_ms * factor);
    const std::string how =
        fmt::format("{:.0f} ms on the reference machine{} × {:.2f}, {}", reference_ms,
                    problem.speed.measured() ? fmt::format(" ({} ms on {} ÷ its slowdown {})", problem.limits.time_ms,
                                                           problem.speed.judge, problem.speed.slowdown)
                                             : "",
                    factor, options.machine_factor ? "--machine-factor" : "this machine's C/C++ factor");
    write_problem_yaml(out, problem, title, comparison, options, result.time_limit_ms, how);
    if (options.format == PackageFormat::Legacy) out.write(".timelimit", fmt::format("{:.3f}\n", result.time_limit_ms / 1000));
    result.lines.push_back(fmt::format("time limit {:.3f} s: {}", result.time_limit_ms / 1000, how));
    write_statement(out, problem, title, options.format);

    // Tests: sample and secret (hard/ is ours); a function problem's .in as its programs read it (the wire form).
    std::size_t tests = 0;
    for (const TestCase& test : problem.tests) {
        if (!in_prediction(test.group)) continue;
        const std::string stem = fs::path(test.name).filename().string();
        const fs::path folder = fs::path("data") / std::string(group_name(test.group));
        std::string input = read_text(test.input);
        if (problem.function) input = problem.function->program_input(input, test.input.string());
        out.write(folder / (stem + ".in"), input);
        out.write(folder / (stem + ".ans"), read_text(test.answer));
        ++tests;
    }
    result.lines.push_back(fmt::format("{} tests (sample and secret; hard/ is ours and left out)", tests));

    // Validators.
    const fs::path common = problem.dir.parent_path() / "common" / "output_validators";
    if (!comparison.validator.empty()) {
        const fs::path source = common / "validator.cpp";
        if (!fs::is_regular_file(source))
            throw JudgeError(fmt::format("{}: missing (our checkers as an output validator)", source.string()));
        out.write(options.format == PackageFormat::Legacy
                      ? fs::path("output_validators") / comparison.validator / "validator.cpp"
                      : fs::path("output_validator") / "validator.cpp",
                  read_text(source));
        result.lines.push_back(fmt::format("output validator: ours, {} ({})", source.filename().string(),
                                           fmt::format("{}", fmt::join(comparison.flags, " "))));
    } else {
        result.lines.push_back(fmt::format("output validator: the format's default{}{}", comparison.flags.empty() ? "" : ", ", fmt::join(comparison.flags, " ")));
    }
    if (options.format == PackageFormat::V2025_09 && !comparison.flags.empty())
        out.write("data/test_group.yaml", "output_validator_args: " + yaml_list(comparison.flags) + "\n");
    // Input validators: ours. 2025-09's invalid inputs: ours, a
    // LeetCode problem's in the wire form, but for those that have none (malformed text: no board to write).
    // A LeetCode problem's validator reads the wire form when WIRE_FORM is defined (its header says so).
    for (const fs::path& validator : problem.validators)
        out.write(fs::path("input_validators") / validator.filename(),
                  (problem.function ? "#define WIRE_FORM  // build/judge export: this package's tests are the wire form\n"
                                    : "") + read_text(validator));
    std::size_t invalid_written = 0, invalid_left_out = 0;
    if (options.format == PackageFormat::V2025_09)
        for (const fs::path& invalid : problem.invalid_inputs) {
            std::string text = read_text(invalid);
            if (problem.function) {
                // Only an input that is LeetCode's text to the byte breaks a rule the wire form keeps (a repeated
                // given, two solutions): one that breaks the text's layout (spaces, a row of 8) has no wire form
                // that breaks anything.
                try {
                    const std::string name = invalid.string();
                    if (write_puzzles(read_puzzles(text, GridFormat::LeetCode, name), GridFormat::LeetCode) != text)
                        throw JudgeError(name + ": not LeetCode's text to the byte");
                    text = problem.function->program_input(text, name);
                } catch (const JudgeError&) {
                    ++invalid_left_out;
                    continue;
                }
            }
            out.write(fs::path("data/invalid_input") / invalid.filename(), text);
            ++invalid_written;
        }
    result.lines.push_back(fmt::format(
        "input validator{}: ours{}{}", problem.validators.size() == 1 ? "" : "s",
        options.format == PackageFormat::V2025_09 ? fmt::format(", with {} invalid inputs", invalid_written) : "",
        invalid_left_out ? fmt::format(" ({} left out: they break LeetCode's text, which the wire form does not keep)",
                                       invalid_left_out)
                         : ""));

    // Submissions: our solutions by the verdict each expects on sample and secret.
    std::vector<fs::path> sources;
    if (fs::is_directory(solutions))
        for (const auto& entry : fs::directory_iterator(solutions))
            if (entry.is_regular_file() && !language_of(entry.path()).empty()) sources.push_back(entry.path());
    std::sort(sources.begin(), sources.end());
    std::map<std::string, int> by_folder;
    std::string submissions_yaml;  // 2025-09: what the solutions in mixed/ declare
    for (const fs::path& source : sources) {
        const std::string language = language_of(source);
        const std::string file = source.filename().string();
        if (problem.not_taken.count(language) || !problem.languages.count(language)) {
            result.lines.push_back(fmt::format("left out {}: its online judge does not take {}", file, language));
            continue;
        }
        const Expectation expectation = read_expectation(source, read_text(source));
        const std::optional<DeclaredFolder> declared = declared_folder(expectation);
        if (!declared) {
            result.lines.push_back(fmt::format("left out {}: it expects {}, which a package cannot declare", file,
                                               expectation.to_string()));
            continue;
        }
        Submission submission = submission_of(problem, problem.languages.at(language), source);
        if (declared->folder == "mixed" && options.format == PackageFormat::V2025_09) {
            submissions_yaml += fmt::format("mixed/{}:\n  permitted: {}\n", submission.name,
                                            format_verdicts(declared->permitted));
            if (!declared->required.empty())
                submissions_yaml += fmt::format("  required: {}\n", format_verdicts(declared->required));
        } else if (!declared->expected_results.empty()) {
            // The declaration goes into the file the program starts from (the only file of a stdio submission).
            auto& [name, text] = *submission.files.begin();
            (void)name;
            text = with_expected_results(text, language, declared->expected_results);
        }
        for (const auto& [name, text] : submission.files) {
            const bool one_file = submission.files.size() == 1 && submission.name == name;
            const fs::path place = fs::path("submissions") / declared->folder /
                                   (one_file ? fs::path(submission.name) : fs::path(submission.name) / name);
            out.write(place, text);
        }
        ++by_folder[declared->folder];
    }
    if (!submissions_yaml.empty())
        out.write("submissions/submissions.yaml",
                  "# What the solutions of mixed/ declare: each expects either verdict (our judge would say AC? or\n"
                  "# TLE?: the judging machine decides).\n" + submissions_yaml);
    if (sources.empty()) result.lines.push_back(fmt::format("no submissions: no solutions in {}", solutions.string()));
    for (const auto& [folder, count] : by_folder)
        result.lines.push_back(fmt::format("submissions/{}/: {}", folder, count));
    result.lines.push_back(fmt::format("{} files written to {}", out.files, out_dir.string()));
    return result;
}

}  // namespace

ExportResult export_package(const fs::path& problem_dir, const fs::path& out_dir, const ExportOptions& options) {
    // Absolute and without a trailing '/': the problem's name is its folder's, and solutions/ sits two folders up.
    fs::path dir = fs::absolute(problem_dir).lexically_normal();
    if (dir.filename().empty()) dir = dir.parent_path();
    const Problem problem = load_problem(dir);
    if (fs::exists(out_dir) && (!fs::is_directory(out_dir) || !fs::is_empty(out_dir)))
        throw JudgeError(fmt::format("{}: exists and is not an empty folder (the package is written into a new one)",
                                     out_dir.string()));
    // Inside solutions/ or testdata/ the package would be read as a problem or as solutions.
    for (const char* tree : {"solutions", "testdata"})
        if (lies_in(out_dir, dir.parent_path().parent_path() / tree))
            throw JudgeError(fmt::format("{}: inside {}/, where the judge would read the package as {}; write it elsewhere",
                                         out_dir.string(), tree, tree == std::string("solutions") ? "solutions" : "a problem"));
    const bool existed = fs::exists(out_dir);
    try {
        return write_package(problem, out_dir, options);
    } catch (...) {  // no half-written package: the folder as it was (new or empty)
        std::error_code ignored;
        if (existed)
            for (const auto& entry : fs::directory_iterator(out_dir, ignored)) fs::remove_all(entry.path(), ignored);
        else
            fs::remove_all(out_dir, ignored);
        throw;
    }
}

}  // namespace judge
