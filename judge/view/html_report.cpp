/*
 * The report page. Everything is inline: the CSS below, the bench charts (SVG text) and the boards
 * (tables), so the file can be mailed, archived as a CI artifact or opened offline. No script: tests
 * expand with <details>. The layout is one column that narrows to a phone's width (tables scroll
 * sideways, boards wrap under each other) and prints in black and white (wrong cells get brackets).
 * Status: unit-tested (tests/test_html_report.cpp), rendered in headless Chromium when installed.
 */
#include "judge/view/html_report.hpp"

#include <fmt/chrono.h>
#include <fmt/format.h>

#include <algorithm>
#include <ctime>
#include <fstream>
#include <map>
#include <sstream>

#include "judge/grid/rules.hpp"
#include "judge/view/board.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/text.hpp"
#include "judge/view/report.hpp"

namespace fs = std::filesystem;

namespace judge {

namespace {

constexpr const char* kStyle = R"css(
:root { --ok: #1a7f37; --bad: #cf222e; --warn: #9a6700; --muted: #656d76; --line: #d0d7de; --soft: #f6f8fa; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 72rem; padding: 1rem; font: 15px/1.45 system-ui, -apple-system, "Segoe UI",
       Roboto, "Noto Sans", "Noto Sans CJK SC", sans-serif; color: #1f2328; background: #fff; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
h2 { font-size: 1.2rem; margin: 1.5rem 0 .5rem; border-bottom: 1px solid var(--line); padding-bottom: .25rem; }
h3 { font-size: 1rem; margin: 1.25rem 0 .25rem; overflow-wrap: break-word; }
p.lead { margin: 0 0 1rem; color: var(--muted); }
p.totals { font-size: 1.05rem; }
.scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; }
table.summary { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
table.summary th, table.summary td { text-align: left; padding: .35rem .6rem; border-bottom: 1px solid var(--line);
                                     white-space: nowrap; }
table.summary th { background: var(--soft); font-weight: 600; }
table.summary td.num { text-align: right; }
table.summary td.path { white-space: normal; overflow-wrap: break-word; min-width: 10em; }
table.summary tr.unexpected td { background: #ffebe9; }
table.summary a { color: inherit; }
.verdict { display: inline-block; min-width: 2.6em; padding: 0 .35em; border-radius: .3em; font-weight: 700;
           text-align: center; color: #fff; background: var(--warn); }
.v-AC { background: var(--ok); }
.v-WA, .v-PE, .v-RE, .v-JE { background: var(--bad); }
.v-SKIPPED { background: var(--muted); }
.counts .verdict { min-width: 0; font-weight: 600; margin-right: .2em; }
.mark-bad { color: var(--bad); font-weight: 700; }
.meta { color: var(--muted); margin: 0 0 .5rem; }
.uncertain { margin: 0 0 .5rem; font-style: italic; }
details.tests > summary { cursor: pointer; color: var(--muted); margin: .25rem 0; }
details.test { border-bottom: 1px solid var(--line); }
details.test:first-of-type { border-top: 1px solid var(--line); }
details.test > summary { cursor: pointer; padding: .2rem .5rem; display: flex; flex-wrap: wrap; gap: .1rem .8rem;
                         align-items: baseline; font-variant-numeric: tabular-nums; }
details.test[open] > summary { background: var(--soft); }
details.test > div { padding: .5rem .8rem; }
summary .name { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; min-width: 18em; }
summary .time { min-width: 4.5em; text-align: right; }
summary .memory { min-width: 5.5em; text-align: right; }
summary .message { color: var(--muted); overflow-wrap: anywhere; flex: 1 1 16em; }
pre { background: var(--soft); padding: .5rem; overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere; }
.boards { display: flex; flex-wrap: wrap; gap: 1rem 2rem; }
figure.board { margin: .25rem 0; }
figure.board figcaption { font-weight: 600; margin-bottom: .25rem; }
table.grid { border-collapse: collapse; border: 2px solid #1f2328; font: 600 1.05rem/1 ui-monospace, Menlo,
             Consolas, monospace; }
table.grid td { width: 1.8em; height: 1.8em; text-align: center; border: 1px solid #afb8c1; padding: 0; }
table.grid td.box-end { border-right: 2px solid #1f2328; }
table.grid tr.box-end td { border-bottom: 2px solid #1f2328; }
table.grid td.filled { color: #0550ae; font-weight: 400; }
table.grid td.wrong { color: #fff; background: var(--bad); font-weight: 700; }
table.grid td.differs { color: #8250df; background: #fbefff; box-shadow: inset 0 0 0 2px #8250df; }
p.board-text { font-family: ui-monospace, Menlo, Consolas, monospace; padding: .5rem; border: 2px dashed var(--line); }
ul.notes { color: var(--bad); margin: .5rem 0 0; padding-left: 1.2rem; }
p.legend span { display: inline-block; width: 1.6em; text-align: center; border: 1px solid #afb8c1;
                font: 600 .95rem/1.6 ui-monospace, Menlo, monospace; margin: 0 .2em 0 .8em; }
p.legend .filled { color: #0550ae; font-weight: 400; }
p.legend .wrong { color: #fff; background: var(--bad); }
p.legend .differs { color: #8250df; background: #fbefff; }
figure.chart { margin: 0; }
figure.chart svg { max-width: 100%; height: auto; }
@media (max-width: 40rem) {
  body { padding: .5rem; font-size: 14px; }
  table.grid { font-size: .95rem; }
  table.grid td { width: 1.6em; height: 1.6em; }
  summary .name { min-width: 0; flex-basis: 100%; }
  summary .time, summary .memory { min-width: 0; }
}
@media print {
  body { max-width: none; padding: 0; font-size: 11pt; }
  a { text-decoration: none; }
  .verdict { color: #000; background: none !important; border: 1px solid #000; }
  table.summary tr.unexpected td { background: none; font-weight: 700; }
  details.test, figure.board, figure.chart, table.summary tr { break-inside: avoid; }
  details.test > summary { background: none !important; }
  table.grid td.filled { color: #000; font-style: italic; }
  table.grid td.wrong { color: #000; background: none; }
  table.grid td.wrong::before { content: "["; }
  table.grid td.wrong::after { content: "]"; }
  table.grid td.differs { color: #000; background: none; box-shadow: none; }
  table.grid td.differs::before { content: "("; }
  table.grid td.differs::after { content: ")"; }
}
)css";

const char* mark_class(CellMark mark) {
    switch (mark) {
        case CellMark::Empty: return "empty";
        case CellMark::Given: return "given";
        case CellMark::Filled: return "filled";
        case CellMark::Wrong: return "wrong";
        case CellMark::Differs: return "differs";
    }
    return "";
}

std::string verdict_badge(Verdict verdict, const std::string& text = "") {
    return fmt::format("<span class=\"verdict v-{0}\" title=\"{1}\">{2}</span>", short_name(verdict),
                       long_name(verdict), text.empty() ? std::string(short_name(verdict)) : html_escape(text));
}

// A grid of any side as a table; the last row and column of each box carry "box-end" (a thick rule).
std::string board_html(const Board& board) {
    std::string html = fmt::format("<figure class=\"board\"><figcaption>{}</figcaption>", html_escape(board.title));
    if (!has_grid(board)) return html + fmt::format("<p class=\"board-text\">{}</p></figure>", html_escape(board.text));
    const int side = side_of(board.cells.size()), box = box_side(side);
    html += fmt::format("<table class=\"grid side-{}\"><tbody>", side);
    for (int row = 0; row < side; ++row) {
        html += row % box == box - 1 ? "<tr class=\"box-end\">" : "<tr>";
        for (int column = 0; column < side; ++column) {
            std::size_t cell = std::size_t(row * side + column);
            char c = board.cells[cell];
            std::string shown = board.marks[cell] == CellMark::Empty ? "" : html_escape(std::string(1, c));
            html += fmt::format("<td class=\"{}{}\">{}</td>", mark_class(board.marks[cell]),
                                column % box == box - 1 ? " box-end" : "", shown);
        }
        html += "</tr>";
    }
    return html + "</tbody></table></figure>";
}

// The boards of a WA/PE test on a sudoku problem (the format read off the input), or "".
std::string wrong_answer_html(const TestReport& test) {
    if (test.verdict != Verdict::WA && test.verdict != Verdict::PE) return "";
    std::vector<Board> boards = wrong_answer_boards(test);
    if (boards.empty()) return "";
    std::string html = "<div class=\"boards\">";
    for (const Board& board : boards) html += board_html(board);
    html += "</div>";
    std::string notes;
    for (const Board& board : boards)
        for (const std::string& note : board.notes) notes += "<li>" + html_escape(note) + "</li>";
    if (!notes.empty()) html += "<ul class=\"notes\">" + notes + "</ul>";
    return html;
}

// A path that may break after each '/', so narrow screens wrap it between folders.
std::string breakable_path(const fs::path& path) {
    std::string html;
    for (char c : html_escape(path.string())) html += c == '/' ? std::string("/<wbr>") : std::string(1, c);
    return html;
}

// "12 AC 1 WA": how many tests got each verdict, best first.
std::string verdict_counts(const SolutionReport& report) {
    std::map<Verdict, std::size_t> counts;
    for (const auto& test : report.tests) ++counts[test.verdict];
    std::string html;
    for (const auto& [verdict, count] : counts)
        html += verdict_badge(verdict, fmt::format("{} {}", count, short_name(verdict)));
    std::size_t not_run = report.total_tests > report.tests.size() ? report.total_tests - report.tests.size() : 0;
    if (report.ran() && not_run) html += fmt::format(" <span class=\"meta\">{} not run</span>", not_run);
    return html;
}

std::string summary_table(const std::vector<SolutionReport>& reports) {
    std::string html =
        "<div class=\"scroll\"><table class=\"summary\"><thead><tr><th>Solution</th><th>Language</th>"
        "<th>Predicted</th><th>Hard</th><th>Tests</th><th>Tests by verdict</th><th>Slowest</th><th>Memory</th>"
        "<th>Expected</th></tr></thead><tbody>\n";
    for (std::size_t i = 0; i < reports.size(); ++i) {
        const SolutionReport& r = reports[i];
        const TestReport* slowest = r.slowest_test();
        const GroupReport* hard = r.group(TestGroup::Hard);
        html += fmt::format(
            "<tr class=\"solution {}\"><td class=\"path\"><a href=\"#s{}\">{}</a></td><td>{}</td><td>{}</td><td>{}</td><td class=\"num\">{}</td>"
            "<td class=\"counts\">{}</td><td class=\"num\">{}</td><td class=\"num\">{}</td><td>{}{}</td></tr>\n",
            r.ok ? "expected" : "unexpected", i + 1, breakable_path(r.path), html_escape(r.language),
            (r.prediction_made ? verdict_badge(r.predicted, prediction_text(r)) : std::string("-")), hard ? verdict_badge(hard->verdict, group_verdict_text(*hard)) : "-",
            r.ran() ? fmt::format("{}/{}", r.passed(), r.total_tests) : "-", verdict_counts(r), slowest ? format_time(slowest->time_ms) : "-", r.ran() ? format_memory(r.max_memory_kb()) : "-",
            html_escape(r.expected.to_string()), r.ok ? "" : " <span class=\"mark-bad\">✗ not as expected</span>");
    }
    return html + "</tbody></table></div>\n";
}

std::string totals_line(const std::vector<SolutionReport>& reports) {
    ReportTotals totals = totals_of(reports);
    std::string line = fmt::format("{} solution{}: {} as expected", reports.size(), reports.size() == 1 ? "" : "s",
                                   totals.as_expected);
    if (totals.skipped) line += ", " + html_escape(skipped_text(totals));
    if (totals.unexpected) line += fmt::format(", <span class=\"mark-bad\">{} NOT</span>", totals.unexpected);
    line += ".";
    if (totals.slowest)
        line += fmt::format(" Slowest test: {} {} ({}).", html_escape(totals.slowest_owner->path.string()),
                            html_escape(totals.slowest->name()), format_time(totals.slowest->time_ms));
    if (totals.max_memory_kb) line += fmt::format(" Max memory: {}.", format_memory(totals.max_memory_kb));
    return "<p class=\"totals\">" + line + "</p>\n";
}

// One test as a <details>; `open_boards`: open it when it has boards (the first such test of a solution),
// then false. `any_boards` becomes true when it has boards.
std::string test_details(const TestReport& test, std::size_t solution_index, std::size_t test_index, bool& open_boards,
                         bool& any_boards) {
    std::string boards = wrong_answer_html(test);
    bool open = open_boards && !boards.empty();
    if (open) open_boards = false;
    any_boards = any_boards || !boards.empty();
    std::string html = fmt::format(
        "<details class=\"test\" id=\"s{}-t{}\"{}><summary><span class=\"name\">{}</span>{}<span class=\"time\">{}"
        "</span><span class=\"memory\">{}</span>{}</summary><div>",
        solution_index, test_index, open ? " open" : "", html_escape(test.name()), verdict_badge(test.verdict),
        format_time(test.time_ms), format_memory(test.memory_kb),
        test.message.empty() ? "" : "<span class=\"message\">" + html_escape(test.message) + "</span>");
    html += fmt::format("<p class=\"meta\">CPU {}, wall {}, memory {}", format_time(test.time_ms),
                        format_time(test.wall_ms), format_memory(test.memory_kb));
    const fs::path& input = test.test->input;
    const fs::path& answer = test.test->answer;
    if (!input.empty()) html += fmt::format("; input <code>{}</code>", html_escape(input.string()));
    if (!answer.empty()) html += fmt::format(", answer <code>{}</code>", html_escape(answer.string()));
    html += "</p>";
    // What a failed test's program wrote beside its answer (for a function problem, the solution's prints).
    if (std::vector<std::string> lines = printed_beside_answer(test); !lines.empty()) {
        std::string printed;
        for (const std::string& line : lines) printed += line + "\n";
        html += fmt::format("<p class=\"meta\">{}</p><pre class=\"printed\">{}</pre>", kPrintedCaption,
                            html_escape(printed));
    }
    return html + boards + "</div></details>\n";
}

std::string solution_section(const SolutionReport& r, std::size_t index, bool& any_boards) {
    std::string html = fmt::format("<article class=\"solution\" id=\"s{}\"><h3>{} {}</h3>\n", index,
                                   breakable_path(r.path), (r.prediction_made ? verdict_badge(r.predicted, prediction_text(r)) : std::string("-")));
    if (r.uncertain) html += "<p class=\"uncertain\">" + html_escape(prediction_text(r) + " " + r.uncertain_reason) + "</p>\n";
    for (const auto& group : r.groups) {
        const std::string near = near_limit_note(r, group);
        if (!near.empty()) html += "<p class=\"uncertain\">" + html_escape(near) + "</p>\n";
    }
    html += fmt::format("<p class=\"meta\">problem {}, {}; expected {} ({})", html_escape(r.problem),
                        html_escape(r.language), html_escape(r.expected.to_string()), html_escape(r.expected.origin));
    for (const auto& group : r.groups)
        html += fmt::format("; {} {}{}", group_name(group.group), verdict_badge(group.verdict, group_verdict_text(group)),
                            group.ok ? "" : " <span class=\"mark-bad\">✗</span>");
    if (r.time_limit_ms > 0)
        html += fmt::format("; limits {} CPU ({}), {}", format_time(r.time_limit_ms),
                            html_escape(r.time_limit_how.empty() ? "as the problem gives it" : r.time_limit_how),
                            format_memory(r.memory_limit_kb));
    if (r.compile_ms > 0) html += fmt::format("; compiled in {}", format_time(r.compile_ms));
    html += "</p>\n";
    if (!r.message.empty() && !r.ran()) html += "<pre class=\"message\">" + html_escape(r.message) + "</pre>\n";
    // The tests of a solution whose every test passed start folded: the page opens on what failed.
    if (!r.tests.empty()) {
        bool all_passed = r.passed() == r.tests.size();
        html += fmt::format("<details class=\"tests\"{}><summary>{} test{}{}</summary>\n", all_passed ? "" : " open",
                            r.tests.size(), r.tests.size() == 1 ? "" : "s", all_passed ? ", all accepted" : "");
        bool open_boards = true;
        for (std::size_t t = 0; t < r.tests.size(); ++t) html += test_details(r.tests[t], index, t + 1, open_boards, any_boards);
        html += "</details>\n";
    }
    return html + "</article>\n";
}

// The SVG element of a chart file, without its XML prolog; "" when the file holds no <svg.
std::string inline_svg(const fs::path& file) {
    std::ifstream in(file, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    std::string svg = text.str();
    std::size_t start = svg.find("<svg");
    return start == std::string::npos ? "" : svg.substr(start);
}

std::string bench_section(const fs::path& bench_dir) {
    std::error_code error;
    if (bench_dir.empty() || !fs::is_directory(bench_dir, error)) return "";
    std::vector<fs::path> charts;
    for (const auto& entry : fs::directory_iterator(bench_dir, error))
        if (entry.is_regular_file() && entry.path().extension() == ".svg") charts.push_back(entry.path());
    std::sort(charts.begin(), charts.end());
    std::string figures;
    for (const auto& chart : charts) {
        std::string svg = inline_svg(chart);
        if (svg.empty()) continue;
        figures += fmt::format("<figure class=\"chart\">{}<figcaption class=\"meta\">{}</figcaption></figure>\n", svg,
                               html_escape(chart.filename().string()));
    }
    if (figures.empty()) return "";
    return "<section id=\"bench\"><h2>Benchmark</h2><p class=\"meta\">The latest <code>make bench</code> ("
           + html_escape(bench_dir.string()) + ").</p>\n" + figures + "</section>\n";
}

std::string now_utc() {
    std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    return fmt::format("{:%Y-%m-%d %H:%M} UTC", utc);
}

}  // namespace

std::string html_escape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
            case '<': out += "&lt;"; break;
            case '>': out += "&gt;"; break;
            case '&': out += "&amp;"; break;
            case '"': out += "&quot;"; break;
            case '\'': out += "&#39;"; break;
            default: out += c;
        }
    }
    return out;
}

std::string html_report(const std::vector<SolutionReport>& reports, const fs::path& bench_dir) {
    bool any_boards = false;
    std::string solutions;
    for (std::size_t i = 0; i < reports.size(); ++i) solutions += solution_section(reports[i], i + 1, any_boards);
    std::string legend = any_boards
        ? "<p class=\"legend meta\">Boards:<span class=\"given\">5</span>given<span class=\"filled\">5</span>"
          "filled in<span class=\"wrong\">5</span>wrong (a repeat, a changed clue, not 1-9)<span class=\"differs\">5"
          "</span>differs from the other board</p>\n"
        : "";
    return std::string("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                       "<title>Judge report</title>\n<style>") +
           kStyle + "</style>\n</head>\n<body>\n<header><h1>Judge report</h1><p class=\"lead\">build/judge, " +
           now_utc() + "</p></header>\n<section id=\"summary\"><h2>Summary</h2>\n" + totals_line(reports) +
           summary_table(reports) + "</section>\n<section id=\"tests\"><h2>Tests</h2>\n" + legend + solutions +
           "</section>\n" + bench_section(bench_dir) + "</body>\n</html>\n";
}

void write_html_report(const std::vector<SolutionReport>& reports, const fs::path& path) {
    fs::path bench_dir = "build/bench";
    std::error_code error;
    if (!fs::is_directory(bench_dir, error)) {
        fs::path folder = own_folder();
        bench_dir = folder.empty() ? fs::path() : folder / "bench";
    }
    write_text(path, html_report(reports, bench_dir));
}

}  // namespace judge
