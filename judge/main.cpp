// build/judge: judges solutions on their testdata as their online judge would. See README.md, and
// docs/architecture.md for the rooms of judge/ and the path of one run through them.
// Exit status: 0 every solution got a verdict it permits; 1 some did not (or, under CI=true, some was
// SKIPPED: its toolchain is missing); 2 bad usage or bad testdata.
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <thread>

#include "judge/cli/commands.hpp"
#include "judge/formats/find_problem.hpp"
#include "judge/judge.hpp"
#include "judge/formats/package_judge.hpp"
#include "judge/sandbox/launcher.hpp"
#include "judge/sandbox/launcher_protocol.hpp"
#include "judge/util/ci.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/temp_folder.hpp"
#include "judge/util/watch.hpp"
#include "judge/view/html_report.hpp"
#include "judge/view/progress.hpp"
#include "judge/view/report.hpp"

namespace fs = std::filesystem;

namespace {

// --watch: judges `files` (judge_once: one judging run and its report), then judges again each time one of
// them, or a header it includes from its own folder, is saved, until Ctrl-C (the signal thread of
// util/temp_folder.hpp removes what is still in place, a judging thread's scratch folder, and ends the
// judge with 130: a wait on the inotify descriptor does not hold it up). A round's
// verdicts, a compile error included, do not end the watch, nor does a round's bad usage after the first
// (a file removed for a moment, a broken expect: line): it is printed and the watch goes on.
// `report`/`report_fd`: where the table goes (stderr under --json -), cleared on a terminal before a round.
int judge_and_watch(const std::vector<fs::path>& files, const std::function<int()>& judge_once, std::ostream& report,
                    int report_fd) {
    judge::FileWatcher watcher;
    watcher.watch(judge::with_local_includes(files));  // before the first round: a save during it is seen
    judge_once();
    std::cout.flush();  // a round's report is whole in a file or a pipe before the wait
    for (;;) {
        // Recomputed each round: an include added or removed since the last one.
        const std::vector<fs::path> watched = judge::with_local_includes(files);
        watcher.watch(watched);
        std::vector<std::string> names;
        for (const auto& file : watched) names.push_back(file.string());
        std::cerr << fmt::format("judge: watching {} for changes (Ctrl-C ends)\n", fmt::join(names, ", "));
        const std::vector<fs::path> changed = watcher.wait_for_change();
        std::vector<std::string> changed_names;
        for (const auto& file : changed) changed_names.push_back(file.string());
        char clock[16] = "";
        const std::time_t now = std::time(nullptr);
        std::tm local{};
        if (localtime_r(&now, &local)) std::strftime(clock, sizeof clock, "%H:%M:%S", &local);
        // On a terminal the last report gives way to the new one; in a file or a pipe both stay, separated.
        if (isatty(report_fd)) report << "\x1b[2J\x1b[H";
        report << fmt::format("--- judged again: {} changed ({}) ---\n", fmt::join(changed_names, ", "), clock)
               << std::flush;
        try {
            judge_once();
            std::cout.flush();
        } catch (const judge::JudgeError& e) {
            std::cout.flush();
            std::cerr << "judge: " << e.what() << "\n";
        } catch (const fs::filesystem_error& e) {
            std::cout.flush();
            std::cerr << "judge: " << e.what() << "\n";
        }
    }
}

}  // namespace

int main(int argc, char** argv) {
    judge::remove_temp_folders_on_interrupt();  // first: before any thread is made
    CLI::App app{"Judges solutions on their testdata as their online judge would: compile, run under limits, "
                 "check, and print a verdict per solution.",
                 "judge"};
    std::vector<std::string> paths{"solutions"};
    std::string testdata, json_path, html_path, color = "auto";
    judge::Options options;
    options.jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    bool verbose = false;
    double time_limit = 0;
    long memory_limit = 0;
    std::string cache_root = judge::default_cache_root().string();

    app.add_option("paths", paths, "solution files or folders (default: solutions/); the folder of a solution "
                                   "names its problem, judged on testdata/<that name>/");
    auto* testdata_option =
        app.add_option("--testdata", testdata, "judge the given solutions on this folder (problem.yaml and test pairs)")
            ->check(CLI::ExistingDirectory);
    std::string problem;
    auto* problem_option = app.add_option("--problem", problem, "judge the given solutions on testdata/NAME, NAME being a problem's folder "
                                         "or its start (leetcode-0037), wherever the files are")
        ->excludes(testdata_option);
    app.add_option("--json", json_path, "also write the report as JSON to FILE; '-': to stdout, the table to stderr");
    app.add_option("--html", html_path, "also write the report as one self-contained HTML page to FILE");
    app.add_option("-j,--jobs", options.jobs, "tests to run at once (default: the number of cores)")
        ->check(CLI::Range(1, 256));
    app.add_flag("-v,--verbose", verbose, "one line per test, with its message");
    app.add_option("--time-limit", time_limit, "CPU time limit in ms, overriding problem.yaml's (the online "
                                               "judge's: the language's factor, the judge's measured "
                                               "slowdown and this machine's factor still apply)")
        ->check(CLI::Range(1.0, 3'600'000.0));  // up to an hour; a readable range in the message, not DBL_MAX
    app.add_option("--memory-limit", memory_limit, "memory limit in KB, overriding problem.yaml")
        ->check(CLI::Range(1L, 64L * 1024 * 1024));  // up to 64 GB
    app.add_flag("-x,--stop-at-first-failure", options.stop_at_first_failure,
                 "stop judging a solution at its first failing test, as NYOJ and Codeforces do");
    app.add_flag("--all-tests", options.all_tests, "run every test, also the rest of a group the file expects to "
                                                   "fail (by default such a group stops at its first failure)");
    std::vector<std::string> groups, tests;
    app.add_option("--group", groups, "judge only this test group: sample, secret or hard (repeatable; default: "
                                      "all; sample and secret make the prediction)")
        ->check(CLI::IsMember({"sample", "secret", "hard"}))
        ->allow_extra_args(false);  // one group after each --group: `--group sample FILE` judges FILE
    app.add_option("--test", tests, "judge only the tests this names: a test's name (secret/03_x, or 03_x within "
                                    "its group) or a shell pattern ('secret/0[1-3]*', '*empty*'); repeatable")
        ->allow_extra_args(false);  // one pattern after each --test: the files follow
    bool no_isolation = false, require_isolation = false;
    app.add_flag("--no-isolation", no_isolation, "build and run everything (solutions, compilers, checkers, validators) "
                                                 "without the sandbox (namespaces, minimal root, a uid per worker, "
                                                 "cgroups, seccomp): for debugging a program that needs them");
    app.add_flag("--require-isolation", require_isolation,
                 "exit 2, naming what is missing, unless every protection of the sandbox holds here (CI uses it)")
        ->excludes("--no-isolation");
    app.add_flag("--keep", options.keep_temporary, "keep each test's temporary folder (stdout, stderr) and say where");
    app.add_flag("--sanitize", options.sanitize,
                 "build C and C++ with AddressSanitizer and UBSan, to find the bug behind an RE or a WA (time limit × 5, "
                 "memory × 2; no prediction: its times are not the judge's); Java and Python unchanged");
    bool diagnostics = false;
    app.add_flag("--diagnostics", diagnostics, "after the report, a gcc-style FILE:LINE:COL: error: line per failure, "
                                               "for an editor's problem matcher (docs/editors.md)");
    app.add_option("--color", color, "colour the report: auto (a terminal without NO_COLOR), always, never")
        ->check(CLI::IsMember({"auto", "always", "never"}));
    bool watch = false;
    app.add_flag("--watch", watch, "judge the files named, then judge again each time one of them (or a header it "
                                   "includes from its own folder) is saved, until Ctrl-C; files only, not folders");
    app.add_option("--cache", cache_root, "where builds are cached (default: build/cache beside the judge)");
    std::optional<double> machine_factor;
    judge::add_machine_factor_option(app, machine_factor);

    std::vector<judge::Command> commands{judge::add_generate_command(app), judge::add_show_command(app),
                                         judge::add_stress_command(app), judge::add_calibrate_command(app),
                                         judge::add_validate_command(app), judge::add_machine_command(app),
                                         judge::add_export_command(app), judge::add_run_command(app)};
    app.require_subcommand(0, 1);

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        // The subcommand whose options were wrong, when one was named: its own --help lists them.
        std::string help = "judge --help";
        for (const auto& command : commands)
            if (command.app->parsed()) help = "judge " + command.app->get_name() + " --help";
        std::cerr << "judge: " << e.what() << " (see " << help << ")\n";
        return 2;
    }
    for (const auto& command : commands) {
        if (!command.app->parsed()) continue;
        // A subcommand's bad usage or bad testdata: one line that names the subcommand, exit status 2.
        auto fail = [&](const char* what) {
            std::cout.flush();
            std::cerr << "judge " << command.app->get_name() << ": " << what << "\n";
            return 2;
        };
        try {
            return command.run();
        } catch (const judge::JudgeError& e) {
            return fail(e.what());
        } catch (const fs::filesystem_error& e) {
            return fail(e.what());
        }
    }
    options.isolate = !no_isolation;
    if (require_isolation) {
        const judge::SandboxState& sandbox = judge::sandbox_state();
        auto missing = judge::protection_names(judge::launcher::kAllProtections & ~sandbox.held);
        if (!sandbox.available || !missing.empty()) {
            std::cerr << fmt::format("judge: --require-isolation: missing {} ({})\n",
                                     missing.empty() ? "the sandbox" : fmt::format("{}", fmt::join(missing, ", ")),
                                     sandbox.off.empty() ? "no reason given" : sandbox.off);
            return 2;
        }
    }
    for (const auto& group : groups) options.groups.insert(*judge::parse_group(group));
    options.tests = tests;
    if (!testdata.empty()) options.testdata = testdata;
    if (time_limit > 0) options.time_limit_ms = time_limit;
    if (memory_limit > 0) options.memory_limit_kb = memory_limit;
    options.cache_root = cache_root;
    options.machine_factor = machine_factor;

    try {
        if (problem_option->count() > 0) options.testdata = judge::testdata_named(problem);
        const bool json_to_stdout = json_path == "-";  // for a pipe: the table goes to stderr instead
        if (html_path == "-") throw judge::JudgeError("--html -: a page is written to a file (--json - writes to stdout)");
        std::error_code unused;
        if (!json_path.empty() && !html_path.empty() &&
            std::filesystem::weakly_canonical(json_path, unused) == std::filesystem::weakly_canonical(html_path, unused))
            throw judge::JudgeError(fmt::format("--json and --html name the same file ({}): the page would replace the JSON",
                                                html_path));
        for (const std::string& report : {json_path, html_path})
            if (!report.empty() && !(json_to_stdout && report == json_path)) judge::check_writable(report);
        std::vector<fs::path> roots(paths.begin(), paths.end());
        if (watch) {
            for (const auto& root : roots)
                if (fs::is_directory(root))
                    throw judge::JudgeError(fmt::format("--watch: {} is a folder; --watch judges and watches files: name "
                                                        "each (build/judge --watch mine.cpp --problem NAME)",
                                                        root.string()));
            judge::find_solutions(roots);  // a missing file or an unknown language: the run's own message, not the watch's
        }
        // One judging run and its report: the exit status. --watch runs it again on each save.
        auto judge_once = [&]() -> int {
            judge::ProgressLine progress(std::cerr, judge::progress_wanted(STDERR_FILENO));
            options.on_test_done = [&](std::size_t done, std::size_t total, const fs::path& current) {
                progress.update(done, total, current);
            };
            // A problem package (formats/package.hpp): its own submissions against what they declare, or files on its tests.
            const bool package_named = !options.testdata && roots.size() == 1 && judge::is_package(roots.front());
            const bool on_package = options.testdata && judge::is_package(*options.testdata);
            std::vector<judge::SolutionReport> reports;
            std::string package_error;  // a package's output validator failed: exit 2 after the report
            if (package_named || on_package) {
                std::vector<fs::path> files;
                if (!package_named) {
                    files = judge::find_solutions(roots);
                    if (files.empty()) throw judge::JudgeError("no solution files (.c .cpp .cc .java .py ...) under the given paths");
                }
                judge::PackageRun run = package_named ? judge::judge_package(roots.front(), options)
                                                      : judge::judge_files_on_package(files, *options.testdata, options);
                package_error = run.judge_error;
                progress.clear();
                for (const std::string& note : run.notes) std::cerr << "judge: " << note << "\n";
                reports = std::move(run.reports);
                for (auto& report : reports) report.testdata = run.problem;
            } else {
                auto solutions = judge::find_solutions(roots);
                if (solutions.empty()) throw judge::JudgeError("no solution files (.c .cpp .cc .java .py ...) under the given paths");
                reports = judge::judge_solutions(solutions, options);
                progress.clear();
            }

            const bool skipped_fails = judge::in_ci();
            std::ostream& table = json_to_stdout ? std::cerr : std::cout;
            judge::print_table(table, reports,
                               {judge::use_color(judge::parse_color_mode(color), json_to_stdout ? STDERR_FILENO : STDOUT_FILENO),
                                verbose, skipped_fails, diagnostics, package_named || on_package, judge::chinese_reader()});
            if (json_to_stdout) std::cout << judge::to_json(reports) << std::flush;
            else if (!json_path.empty()) judge::write_text(json_path, judge::to_json(reports));
            if (!html_path.empty()) judge::write_html_report(reports, html_path);
            if (!package_error.empty()) {
                std::cerr << "judge: " << package_error << "\n";
                return 2;
            }
            return judge::exit_status(judge::totals_of(reports), skipped_fails);
        };
        if (!watch) return judge_once();
        return judge_and_watch(roots, judge_once, json_to_stdout ? std::cerr : std::cout,
                               json_to_stdout ? STDERR_FILENO : STDOUT_FILENO);
    } catch (const judge::JudgeError& e) {
        std::cerr << "judge: " << e.what() << "\n";
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "judge: internal error: " << e.what() << "\n";
        return 2;
    }
}
