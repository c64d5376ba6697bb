// view/: what people read: the verdict table and JSON, the HTML page, boards drawn in the terminal, the
// progress line. It uses the pipeline and grid/.
// The report page: one self-contained HTML file (inline CSS, no script, nothing fetched) with the summary
// table, every test in a <details>, the boards of wrong answers, and the latest `make bench` charts.
#pragma once
#include <filesystem>
#include <string>
#include <vector>

#include "judge/judge.hpp"

namespace judge {

// "<>&\"'" as entities; everything else as is (UTF-8 passes through).
std::string html_escape(std::string_view text);

// The page as a string. Every *.svg directly in `bench_dir` (sorted by name) is inlined as a chart; none
// when the folder is absent. A WA/PE test on a sudoku problem gets its boards as tables (cells classed
// given, filled, wrong, differs, empty); the first such test of each solution is open.
std::string html_report(const std::vector<SolutionReport>& reports, const std::filesystem::path& bench_dir);

// Writes html_report(reports, <bench>) to `path`, where <bench> is build/bench in the working directory,
// else bench/ beside the judge's own binary (build/bench when run as build/judge). Throws JudgeError
// "<path>: cannot write" when the file cannot be written.
void write_html_report(const std::vector<SolutionReport>& reports, const std::filesystem::path& path);

}  // namespace judge
