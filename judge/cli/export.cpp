// `judge export PROBLEM OUT_DIR [--format legacy|2025-09]`: one of our problems as a problem package that
// Kattis, DOMjudge and problemtools take (formats/export.hpp; docs/packages.md, "Our problems out"). Prints what it
// wrote and left out. Exit 0 when written, 2 for a problem that does not load or an output folder in use.
#include <fmt/format.h>

#include <iostream>
#include <memory>

#include "judge/cli/commands.hpp"
#include "judge/formats/export.hpp"
#include "judge/formats/find_problem.hpp"
#include "judge/judge.hpp"

namespace judge {
namespace {

struct ExportSettings {
    std::string problem, out_dir, format = "legacy";
    std::optional<double> machine_factor;
};

int run_export(const ExportSettings& settings) {
    ExportOptions options;
    options.format = settings.format == "2025-09" ? PackageFormat::V2025_09 : PackageFormat::Legacy;
    options.machine_factor = settings.machine_factor;
    const std::filesystem::path dir = testdata_named(settings.problem);
    const ExportResult result = export_package(dir, settings.out_dir, options);
    std::cout << fmt::format("export {} as a {} package:\n", result.problem, package_format_name(options.format));
    for (const std::string& line : result.lines) std::cout << "  " << line << "\n";
    std::cout << fmt::format("judge it: build/judge {}\n", settings.out_dir);
    return 0;
}

}  // namespace

Command add_export_command(CLI::App& parent) {
    auto settings = std::make_shared<ExportSettings>();
    CLI::App* app = parent.add_subcommand(
        "export", "Write one of our problems as a problem package (Kattis/ICPC format): tests, validators, limits, a "
                  "statement stub linking the online judge, and our solutions in submissions/<verdict>/.");
    app->add_option("problem", settings->problem, "the problem: a folder of testdata/ or its name's start (poj-2676)")
        ->required();
    app->add_option("out_dir", settings->out_dir, "the package's folder: new, or empty")->required();
    app->add_option("--format", settings->format, "legacy (Kattis, DOMjudge; the default) or 2025-09")
        ->check(CLI::IsMember({"legacy", "2025-09"}));
    app->add_option("--machine-factor", settings->machine_factor,
                    "the time limit is the reference machine's × this (default: this machine's measured C/C++ factor; "
                    "1: the reference machine's, docs/machine.md)")
        ->check(CLI::Range(0.05, 100.0));
    return Command{app, [settings] { return run_export(*settings); }};
}

}  // namespace judge
