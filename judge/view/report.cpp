#include "judge/view/report.hpp"

#include "judge/view/board.hpp"

#include "judge/sandbox/compiler.hpp"
#include "judge/sandbox/launcher.hpp"
#include "judge/util/text.hpp"

#include <fmt/color.h>
#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <set>
#include <nlohmann/json.hpp>

namespace judge {

namespace {

fmt::text_style verdict_style(Verdict v) {
    switch (v) {
        case Verdict::AC: return fmt::fg(fmt::terminal_color::bright_green) | fmt::emphasis::bold;
        case Verdict::SKIPPED: return fmt::fg(fmt::terminal_color::bright_black);
        case Verdict::WA:
        case Verdict::PE:
        case Verdict::RE:
        case Verdict::JE: return fmt::fg(fmt::terminal_color::bright_red) | fmt::emphasis::bold;
        default: return fmt::fg(fmt::terminal_color::bright_yellow) | fmt::emphasis::bold;
    }
}

// Pads to `width` columns first, then colours, so escape codes do not upset the alignment.
std::string cell(const std::string& text, std::size_t width, bool color, fmt::text_style style = {}) {
    std::string padded = fmt::format("{:<{}}", text, width);
    return color ? fmt::format(style, "{}", padded) : padded;
}

// printed_beside_answer's lines, quoted under its caption, each line after `prefix`; "" when none.
std::string printed_block(const TestReport& test, const std::string& prefix) {
    std::vector<std::string> lines = printed_beside_answer(test);
    if (lines.empty()) return "";
    std::string text = prefix + kPrintedCaption + "\n";
    for (const std::string& line : lines) text += prefix + "| " + line + "\n";
    return text;
}

// Messages can hold compiler output: indent every line under the solution's row.
std::string indent(const std::string& text, const std::string& prefix) {
    std::string out = prefix;
    for (char c : text) {
        out += c;
        if (c == '\n') out += prefix;
    }
    return out;
}

}  // namespace

ColorMode parse_color_mode(std::string_view word) {
    return word == "always" ? ColorMode::Always : word == "never" ? ColorMode::Never : ColorMode::Auto;
}

bool use_color(ColorMode mode, int stream_fd) {
    if (mode == ColorMode::Always) return true;
    if (mode == ColorMode::Never) return false;
    const char* no_color = std::getenv("NO_COLOR");
    if (no_color && *no_color) return false;
    return isatty(stream_fd) == 1;
}

std::string format_memory(long kb) {
    if (kb >= 10 * 1024) return fmt::format("{:.1f} MB", kb / 1024.0);
    return fmt::format("{} KB", kb);
}

std::vector<std::string> printed_beside_answer(const TestReport& test) {
    std::vector<std::string> lines;
    for (std::string_view line : split_lines(test.stderr_head)) lines.push_back(printable_excerpt(line, 160));
    return lines;
}

std::string prediction_text(const SolutionReport& report) {
    if (!report.prediction_made) return "-";  // no test of sample or secret ran
    return std::string(short_name(report.predicted)) + (report.uncertain ? "?" : "");
}

std::string group_verdict_text(const GroupReport& group) {
    return std::string(short_name(group.verdict)) + (group.near_limit ? "?" : "");
}

std::string near_limit_note(const SolutionReport& report, const GroupReport& group) {
    if (!group.ok || !group.near_limit || group.expected.count(group.verdict)) return "";
    const TestReport* nearest = nullptr;
    for (const auto& t : report.tests)
        if (t.group() == group.group && t.near_limit && (!nearest || t.time_ms > nearest->time_ms)) nearest = &t;
    return fmt::format("{}: expected {}, got {} only by tests near the limit ({} took {:.0f} ms of {:.0f} ms): this "
                       "machine's speed could decide it either way (docs/machine.md)",
                       group_name(group.group), verdict_list(group.expected), short_name(group.verdict),
                       nearest ? nearest->name() : "-", nearest ? nearest->time_ms : 0.0, report.time_limit_ms);
}

namespace {

// "Time limit: 1000 ms ÷ 2.5 (POJ's speed) × 2.19 (this machine) = 876 ms (poj-3074-sudoku: a.cpp, b.c)": each
// way a limit was made, once, with the files it was made for; none for a limit as its problem gives it.
std::vector<std::string> time_limit_lines(const std::vector<SolutionReport>& reports) {
    std::vector<std::pair<std::string, std::vector<std::string>>> made;  // how, with its files, in order
    for (const SolutionReport& r : reports) {
        if (!r.ran() || r.time_limit_how.find(" = ") == std::string::npos) continue;
        const std::string how = r.time_limit_how + " (" + r.problem;
        auto same = std::find_if(made.begin(), made.end(), [&](const auto& m) { return m.first == how; });
        if (same == made.end()) made.push_back({how, {}}), same = made.end() - 1;
        same->second.push_back(r.path.filename().string());
    }
    std::vector<std::string> lines;
    for (const auto& [how, files] : made) {
        std::string named;
        for (std::size_t i = 0; i < files.size() && i < 3; ++i) named += (i ? ", " : ": ") + files[i];
        if (files.size() > 3) named += fmt::format(" and {} more", files.size() - 3);
        lines.push_back(fmt::format("Time limit: {}{})", how, reports.size() == 1 ? "" : named));
    }
    return lines;
}

// The machine the reports were judged on (machine/machine.hpp): what this process measured, or the factor by hand;
// nothing when no report's limits were scaled.
std::optional<MachineSpeed> machine_of(const std::vector<SolutionReport>& reports) {
    for (const auto& r : reports)
        if (r.testdata && r.testdata->scale_to_machine) return machine_speed_so_far(r.testdata->machine_factor_by_hand);
    return std::nullopt;
}

}  // namespace

void print_table(std::ostream& out, const std::vector<SolutionReport>& reports, const ReportStyle& style) {
    std::size_t path_width = 8;
    for (const auto& r : reports) path_width = std::max(path_width, r.path.string().size());
    const bool color = style.color;

    out << cell("solution", path_width + 2, color, fmt::emphasis::bold) << cell("lang", 8, color, fmt::emphasis::bold)
        << cell(style.package ? "verdict" : "predicted", 11, color, fmt::emphasis::bold)
        << (style.package ? "" : cell("hard", 6, color, fmt::emphasis::bold))
        << cell("tests", 9, color, fmt::emphasis::bold)
        << cell("slowest", 10, color, fmt::emphasis::bold) << cell("memory", 10, color, fmt::emphasis::bold)
        << cell("expected", 8, color, fmt::emphasis::bold) << "\n";

    for (const auto& r : reports) {
        const TestReport* mine = r.slowest_test();
        std::string tests = r.ran() ? fmt::format("{}/{}", r.passed(), r.total_tests) : "-";
        std::string expected = r.expected.to_string() + (r.ok ? "" : "  ✗");
        const GroupReport* hard = r.group(TestGroup::Hard);
        out << cell(r.path.string(), path_width + 2, false) << cell(r.language, 8, false)
            << (style.package ? cell(std::string(short_name(r.verdict)), 11, color, verdict_style(r.verdict))
                              : cell(prediction_text(r), 11, color, verdict_style(r.predicted)))
            << (style.package ? ""
                : hard        ? cell(group_verdict_text(*hard), 6, color, verdict_style(hard->verdict))
                              : cell("-", 6, false))
            << cell(tests, 9, false)
            << cell(mine ? format_time(mine->time_ms) : "-", 10, false)
            << cell(r.ran() ? format_memory(r.max_memory_kb()) : "-", 10, false)
            << cell(expected, 8, color, r.ok ? fmt::text_style{} : fmt::fg(fmt::terminal_color::bright_red) | fmt::emphasis::bold)
            << "\n";
        if (r.uncertain) out << "  ? " << r.uncertain_reason << "\n";
        for (const auto& group : r.groups) {
            const std::string near = near_limit_note(r, group);
            if (!near.empty()) out << "  ? " << near << "\n";
            if (group.ok) continue;
            std::string why = fmt::format("{}: expected {} ({}), got {}", group_name(group.group),
                                          verdict_list(group.expected), r.expected.origin, short_name(group.verdict));
            out << (color ? fmt::format(fmt::fg(fmt::terminal_color::bright_red), "  ✗ {}", why) : "  ✗ " + why) << "\n";
        }
        if (style.verbose) {
            if (r.ran() && !r.time_limit_how.empty()) out << "    time limit: " << r.time_limit_how << "\n";
            bool boards_drawn = false;  // one wrong answer drawn per solution is enough to see what it does
            bool printed_shown = false;  // and one failed test's prints
            std::size_t name_width = 0;
            for (const auto& t : r.tests) name_width = std::max(name_width, t.name().size());
            for (std::size_t i = 0; i < r.tests.size(); ++i) {
                const TestReport& t = r.tests[i];
                out << "    " << cell(t.name(), name_width + 2, false) << cell(std::string(short_name(t.verdict)), 5, color, verdict_style(t.verdict))
                    << fmt::format("{:>9} {:>10}", format_time(t.time_ms), format_memory(t.memory_kb));
                if (!t.message.empty()) out << "  " << t.message;
                out << "\n";
                if (!printed_shown) {
                    std::string printed = printed_block(t, "      ");
                    printed_shown = !printed.empty();
                    out << printed;
                }
                // Where a group stopped at its first failure, say so once, after its last test.
                bool last_of_group = i + 1 == r.tests.size() || r.tests[i + 1].group() != t.group();
                const GroupReport* group = r.group(t.group());
                if (last_of_group && group && group->stopped) {
                    std::size_t ran = 0;
                    for (const auto& other : r.tests) ran += other.group() == t.group();
                    out << fmt::format("    ({}: stopped at its first failure, as expected {}; {} more test{} not "
                                       "run, --all-tests runs them)\n", group_name(t.group()),
                                       verdict_list(group->expected), group->total_tests - ran,
                                       group->total_tests - ran == 1 ? "" : "s");
                }
                // A wrong sudoku answer is easier to see than to read: the boards side by side.
                if ((t.verdict == Verdict::WA || t.verdict == Verdict::PE) && !boards_drawn) {
                    std::string boards = describe_wrong_answer(t, DrawStyle{color, locale_is_utf8(), 6});
                    boards_drawn = !boards.empty();
                    out << boards;
                }
            }
        }
        if (!r.message.empty() && (r.verdict != Verdict::AC || !r.ok) && (!style.verbose || !r.ran() || !r.ok))
            out << indent(r.message, "    ") << "\n";
        if (const std::string next = next_step_line(r, style.chinese); !next.empty()) out << "  " << next << "\n";
    }

    ReportTotals totals = totals_of(reports);
    out << "\n"
        << fmt::format("{} solution{}: {} as expected", reports.size(), reports.size() == 1 ? "" : "s",
                       totals.as_expected);
    if (totals.skipped) {
        std::string skipped = ", " + skipped_text(totals);
        if (style.skipped_fails) skipped += " (CI=true: SKIPPED fails the run)";
        out << (color && style.skipped_fails ? fmt::format(fmt::fg(fmt::terminal_color::bright_red) | fmt::emphasis::bold,
                                                           "{}", skipped)
                                             : skipped);
    }
    if (totals.unexpected)
        out << (color ? fmt::format(fmt::fg(fmt::terminal_color::bright_red) | fmt::emphasis::bold, ", {} NOT", totals.unexpected)
                      : fmt::format(", {} NOT", totals.unexpected));
    out << ".";
    if (totals.slowest)
        out << fmt::format(" Slowest test: {} {} ({}).", totals.slowest_owner->path.string(), totals.slowest->name(),
                           format_time(totals.slowest->time_ms));
    if (totals.max_memory_kb) out << fmt::format(" Max memory: {}.", format_memory(totals.max_memory_kb));
    out << "\n";
    // Limits other than problem.yaml's: say by how much, and why (machine/machine.hpp), then each limit made
    // so, with every step (time_limit_how): the same figures as the TLE messages, -v, --html and --json.
    if (const std::optional<MachineSpeed> speed = machine_of(reports); speed && !speed->is_reference())
        out << fmt::format("This machine: {}{}.\n", speed->describe(), speed->by_hand ? "" : " (build/judge machine)");
    for (const std::string& line : time_limit_lines(reports)) out << line << "\n";
    // A user's own file (Expectation::own_file): say what its "as expected" means.
    const bool own_file = std::any_of(reports.begin(), reports.end(), [](const SolutionReport& r) {
        return r.expected.is_own_file() && r.verdict != Verdict::SKIPPED;
    });
    if (own_file)
        out << "A file without an `expect:` line is as expected when its prediction is AC: that is the online "
               "judge's verdict to be; hard is shown as information.\n";
    if (style.diagnostics)
        for (const auto& r : reports)
            for (const std::string& line : editor_diagnostics(r)) out << line << "\n";
}

namespace {

// Where in the file `text` points: a Python traceback's innermost frame in it (`File ".../mine.py", line 7`:
// the last such frame), else the first "mine.cpp:12:5" or "mine.cpp:12" (a compiler's, a sanitizer's, a
// refusal's form; the column kept). `names`: the file's own name, and the name it was saved under for its build
// (main.py), which a traceback or a sanitizer may give instead. {0, 0} when it names none.
struct Place {
    long line = 0, column = 0;
};
Place place_named(std::string_view text, const std::vector<std::string>& names) {
    auto number_at = [&](std::size_t& at) {
        long value = 0;
        for (; at < text.size() && std::isdigit(static_cast<unsigned char>(text[at])); ++at)
            value = std::min(value * 10 + (text[at] - '0'), 100000000L);
        return value;
    };
    Place frame;  // the last traceback frame in the file
    for (std::size_t at = text.find("File \""); at != std::string_view::npos; at = text.find("File \"", at + 1)) {
        const std::size_t close = text.find('"', at + 6);
        if (close == std::string_view::npos || text.substr(close, 8) != "\", line ") continue;
        const std::string_view file = text.substr(at + 6, close - at - 6);
        const std::string_view base = file.substr(file.rfind('/') == std::string_view::npos ? 0 : file.rfind('/') + 1);
        if (std::find(names.begin(), names.end(), base) == names.end()) continue;
        std::size_t digits = close + 8;
        if (const long line = number_at(digits); line > 0) frame = {line, 0};
    }
    if (frame.line > 0) return frame;
    for (const std::string& name : names) {
        if (name.empty()) continue;
        for (std::size_t at = text.find(name); at != std::string_view::npos; at = text.find(name, at + 1)) {
            const bool starts = at == 0 || text[at - 1] == '/' || text[at - 1] == ' ' || text[at - 1] == '\n';
            std::size_t digits = at + name.size() + 1;
            if (!starts || digits > text.size() || text[digits - 1] != ':') continue;
            Place place{number_at(digits), 0};
            if (place.line <= 0) continue;
            if (digits + 1 < text.size() && text[digits] == ':' && std::isdigit(static_cast<unsigned char>(text[digits + 1]))) {
                ++digits;
                place.column = number_at(digits);
            }
            return place;
        }
    }
    return {};
}

}  // namespace

std::vector<std::string> editor_diagnostics(const SolutionReport& r) {
    std::vector<std::string> lines;
    if (r.ok) return lines;
    const std::string path = r.path.string();
    const std::string name = r.path.filename().string();
    if (r.verdict == Verdict::CE) {
        // The compiler's own lines, already in gcc's form: "mine.cpp:12:5: error: ..." names the file as given.
        for (std::string_view line : split_lines(r.message)) {
            std::string_view rest;  // after the file's name: ":12:5: error: ..."
            if (line.substr(0, path.size() + 1) == path + ":") rest = line.substr(path.size());
            else if (line.substr(0, name.size() + 1) == name + ":") rest = line.substr(name.size());
            else continue;
            // ":12:5: error: ...": line and column, then the kind.
            std::size_t at = 1, digits = 0;
            for (int part = 0; part < 2; ++part) {
                for (digits = 0; at < rest.size() && std::isdigit(static_cast<unsigned char>(rest[at])); ++at) ++digits;
                if (digits == 0 || at >= rest.size() || rest[at] != ':') break;
                ++at;
            }
            const std::string_view kind = rest.substr(std::min(at, rest.size()));
            const bool gcc_form = digits > 0 && (kind.rfind(" error: ", 0) == 0 || kind.rfind(" fatal error: ", 0) == 0 ||
                                                 kind.rfind(" warning: ", 0) == 0);
            if (gcc_form) lines.push_back(path + std::string(rest));
        }
        if (lines.empty()) {
            const Place place = place_named(r.message, {name});
            lines.push_back(fmt::format("{}:{}:{}: error: CE: {}", path, std::max(place.line, 1L),
                                        std::max(place.column, 1L), printable_excerpt(first_line(r.message), 300)));
        }
        return lines;
    }
    for (const GroupReport& group : r.groups) {
        if (group.ok) continue;
        const TestReport* first = nullptr;
        for (const TestReport& test : r.tests)
            if (test.group() == group.group && test.verdict != Verdict::AC) {
                first = &test;
                break;
            }
        if (!first) {  // a verdict of the group without a test (JE)
            lines.push_back(fmt::format("{}:1:1: error: {}: {}: {}", path, group_name(group.group),
                                        short_name(group.verdict), printable_excerpt(first_line(r.message), 300)));
            continue;
        }
        // Where the message points, else where the program's stderr does (a Python traceback: its own line).
        Place place = place_named(first->message, {name, r.saved_name});
        if (place.line == 0) place = place_named(first->stderr_head, {name, r.saved_name});
        lines.push_back(fmt::format("{}:{}:{}: error: {}: {}: {}", path, std::max(place.line, 1L),
                                    std::max(place.column, 1L), first->name(), short_name(first->verdict),
                                    printable_excerpt(first_line(first->message), 300)));
    }
    return lines;
}

bool chinese_reader() {
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(name);
        if (value && *value) return std::string_view(value).rfind("zh", 0) == 0;
    }
    return false;
}

std::string next_step_line(const SolutionReport& report, bool chinese) {
    if (!report.expected.is_own_file() || !report.prediction_made) return "";
    if (report.predicted != Verdict::TLE && report.predicted != Verdict::WA) return "";
    std::string approaches;
    if (report.testdata && !report.testdata->plain_folder) {
        std::filesystem::path dir = report.testdata->dir.lexically_normal();  // testdata/<problem>, maybe with a '/'
        if (dir.filename().empty()) dir = dir.parent_path();
        const std::filesystem::path readme = dir.parent_path().parent_path() / "solutions" / report.problem / "README.md";
        std::error_code error;
        if (std::filesystem::is_regular_file(readme, error)) approaches = readme.lexically_normal().string();
    }
    if (chinese)
        return approaches.empty() ? "下一步：学习路线 docs/zh-CN/learning.md（从回溯到位并行）"
                                  : fmt::format("下一步：{} 的解法表（从朴素搜索到最快的），以及学习路线 "
                                                "docs/zh-CN/learning.md", approaches);
    if (approaches.empty()) return "";
    return fmt::format("next: the approaches in {}, from the naive search to the fastest, with what each got",
                       approaches);
}

ReportTotals totals_of(const std::vector<SolutionReport>& reports) {
    ReportTotals totals;
    for (const auto& r : reports) {
        if (r.verdict == Verdict::SKIPPED) {
            ++totals.skipped;
            std::string reason = r.message.empty() ? "no reason given" : std::string(first_line(r.message));
            auto same = std::find_if(totals.skipped_reasons.begin(), totals.skipped_reasons.end(),
                                     [&](const auto& entry) { return entry.first == reason; });
            if (same == totals.skipped_reasons.end()) totals.skipped_reasons.emplace_back(reason, 1);
            else ++same->second;
        } else if (r.ok) ++totals.as_expected;
        else ++totals.unexpected;
        const TestReport* mine = r.slowest_test();
        if (mine && (!totals.slowest || mine->time_ms > totals.slowest->time_ms)) {
            totals.slowest = mine;
            totals.slowest_owner = &r;
        }
        totals.max_memory_kb = std::max(totals.max_memory_kb, r.max_memory_kb());
    }
    std::stable_sort(totals.skipped_reasons.begin(), totals.skipped_reasons.end(),
                     [](const auto& a, const auto& b) { return a.second > b.second; });
    return totals;
}

std::string skipped_text(const ReportTotals& totals) {
    if (totals.skipped == 0) return "";
    std::string text = fmt::format("{} SKIPPED: ", totals.skipped);
    if (totals.skipped_reasons.size() == 1) return text + totals.skipped_reasons.front().first;
    for (std::size_t i = 0; i < totals.skipped_reasons.size(); ++i)
        text += fmt::format("{}{} ({})", i ? "; " : "", totals.skipped_reasons[i].first, totals.skipped_reasons[i].second);
    return text;
}

int exit_status(const ReportTotals& totals, bool skipped_fails) {
    return totals.unexpected > 0 || (skipped_fails && totals.skipped > 0) ? 1 : 0;
}

std::string to_json(const std::vector<SolutionReport>& reports) {
    auto verdict_array = [](const std::set<Verdict>& verdicts) {
        nlohmann::json list = nlohmann::json::array();
        for (Verdict v : verdicts) list.push_back(std::string(short_name(v)));
        return list;
    };
    auto test_json = [](const TestReport& t) {
        return nlohmann::json{{"name", t.name()},
                              {"group", std::string(group_name(t.group()))},
                              {"verdict", std::string(short_name(t.verdict))},
                              {"time_ms", std::round(t.time_ms * 10) / 10},
                              {"wall_ms", std::round(t.wall_ms * 10) / 10},
                              {"memory_kb", t.memory_kb},
                              {"message", t.message},
                              {"near_limit", t.near_limit},
                              {"sandbox", {{"isolated", t.sandbox != 0}, {"held", protection_names(t.sandbox)}}}};
    };
    nlohmann::json solutions = nlohmann::json::array();
    for (const auto& r : reports) {
        nlohmann::json tests = nlohmann::json::array();
        for (const auto& t : r.tests) tests.push_back(test_json(t));
        nlohmann::json groups = nlohmann::json::array();
        for (const auto& g : r.groups) {
            nlohmann::json group_tests = nlohmann::json::array();
            for (const auto& t : r.tests)
                if (t.group() == g.group) group_tests.push_back(test_json(t));
            groups.push_back({{"name", std::string(group_name(g.group))},
                              {"verdict", std::string(short_name(g.verdict))},
                              {"expected", verdict_array(g.expected)},
                              {"ok", g.ok},
                              {"near_limit", g.near_limit},
                              {"in_prediction", in_prediction(g.group)},
                              {"total_tests", g.total_tests},
                              {"stopped", g.stopped},
                              {"tests", group_tests}});
        }
        solutions.push_back({{"path", r.path.string()},
                             {"problem", r.problem},
                             {"language", r.language},
                             {"verdict", std::string(short_name(r.verdict))},
                             {"predicted", r.prediction_made ? nlohmann::json(std::string(short_name(r.predicted)))
                                                             : nlohmann::json(nullptr)},
                             {"uncertain", r.uncertain},
                             {"uncertain_reason", r.uncertain_reason},
                             {"expected", verdict_array(r.expected.all())},
                             {"expected_text", r.expected.to_string()},
                             {"ok", r.ok},
                             {"message", r.message},
                             {"time_limit_ms", r.time_limit_ms},
                             {"time_limit_how", r.time_limit_how},
                             {"machine_factor", r.machine_factor},
                             {"memory_limit_kb", r.memory_limit_kb},
                             {"compile_ms", std::round(r.compile_ms)},
                             {"total_tests", r.total_tests},
                             {"groups", groups},
                             {"tests", tests}});
    }
    // A path or a message need not be UTF-8 (a file named by bytes, a program's output): such bytes are
    // written as U+FFFD rather than failing the whole report.
    nlohmann::json machine = nullptr;  // this machine against the reference machine (machine/machine.hpp)
    if (const std::optional<MachineSpeed> speed = machine_of(reports))
        machine = {{"cpu", speed->cpu},       {"measured", speed->measured},          {"by_hand", speed->by_hand},
                   {"factor", speed->factor}, {"not_measured", speed->not_measured}};
    // The limits every build ran under (sandbox/compiler.hpp): a CompileError's message names the one it met.
    const nlohmann::json build_limits = {{"cpu_ms", kBuildCpuMs},         {"wall_ms", kBuildWallMs},
                                         {"memory_kb", kBuildMemoryKb},   {"processes", kBuildProcesses},
                                         {"file_kb", kBuildFileKb},       {"kept_message_bytes", kKeptCompilerBytes}};
    return nlohmann::json{{"machine", machine}, {"build_limits", build_limits}, {"solutions", solutions}}
               .dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace judge
