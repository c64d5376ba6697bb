// `judge run FILE --problem P < input`: a learner's own loop. Runs the file once on the given input as its
// judge would (the problem's compiler and flags, the driver of a function problem, the sandbox, the limits ×
// this machine's factor), through the pipeline as `show` does (describe_solution, build_prepared,
// execute_test), prints what the program printed on stdout, then on stderr how the run ended against the
// limits, its times and memory, the limits, and the check of the output: by the rules where the problem's
// checker is the sudoku one, with the problem's checker where --answer gives an answer, else none.
// Exit status: 0 within the limits and the check passed (or none could be made), 1 not (a compile error
// too), 2 bad usage or a judge error.
#include "judge/cli/run_once.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <iostream>
#include <iterator>
#include <memory>
#include <optional>

#include "judge/checkers/checker.hpp"
#include "judge/checkers/sudoku.hpp"
#include "judge/cli/commands.hpp"
#include "judge/formats/find_problem.hpp"
#include "judge/judge.hpp"
#include "judge/machine/machine.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/temp_folder.hpp"
#include "judge/util/text.hpp"
#include "judge/inputs/validate.hpp"
#include "judge/view/report.hpp"

namespace fs = std::filesystem;

namespace judge {

namespace {

// The check line when the run ended within every limit, and the exit status it makes.
std::string check_line(const PreparedSolution& solution, const RunPlan& plan, const CheckResult& check, int& status) {
    const std::string checker(checker_name(solution.problem->checker.kind));
    const std::string verdict = check.status == CheckStatus::AC ? "AC" : check.status == CheckStatus::PE ? "PE" : "WA";
    status = check.status == CheckStatus::AC ? 0 : 1;
    switch (plan.check) {
        case OutputCheck::Answer: {
            if (check.status == CheckStatus::FAIL) {
                status = 2;
                return fmt::format("check: JE ({}): the problem's checker ({}) could not check the output against {}: {}",
                                   long_name(Verdict::JE), checker, plan.answer_name, check.message);
            }
            const std::string said = check.message.empty() ? "" : ": " + check.message;
            return fmt::format("check: {} ({}) by the problem's checker ({}) against {}{}", verdict,
                               long_name(*parse_verdict(verdict)), checker, plan.answer_name, said);
        }
        case OutputCheck::Rules: {
            const std::string by = fmt::format("by the rules (the {} checker, no answer file)", checker);
            if (check.status == CheckStatus::AC)
                return fmt::format("check: AC {}: {}, every grid keeps its givens and fills every unit", by,
                                   check.message);
            if (check.status != CheckStatus::FAIL) return fmt::format("check: {} {}: {}", verdict, by, check.message);
            status = 0;
            return fmt::format("check: not made: {}", check.message);
        }
        case OutputCheck::None: break;
    }
    status = 0;
    return fmt::format("check: none: no answer to compare with (the {} checker compares the output with one): {} "
                       "judges it on the tests; --answer FILE compares it with yours",
                       checker, plan.judge_command);
}

}  // namespace

RunSummary summarize_run(const TestReport& run, const PreparedSolution& solution, const RunPlan& plan,
                         const CheckResult& check) {
    RunSummary summary;
    const Problem& problem = *solution.problem;
    std::string& out = summary.text;
    out += fmt::format("{} ({}) on {}, as {} judges it{}\n", solution.path.string(), solution.language,
                       plan.input_name, problem.name, problem.function ? " (through its generated driver)" : "");
    for (const std::string& note : plan.notes) out += note + "\n";
    const bool within = run.verdict == Verdict::AC;  // the run's verdict is the limits' alone (no checker ran)
    const std::string figures = fmt::format("{} CPU, {} wall, {} peak memory", format_time(run.time_ms),
                                            format_time(run.wall_ms), format_memory(run.memory_kb));
    if (within) out += fmt::format("run: ran within the limits: {}\n", figures);
    else
        out += fmt::format("run: {} ({}){}; {}\n", short_name(run.verdict), long_name(run.verdict),
                           run.message.empty() ? "" : ": " + run.message, figures);
    out += fmt::format("limits: {} CPU ({}), {} memory, {} output; {}\n", format_time(solution.limits.time_ms),
                       // Every step that made it (time_limit_how), or where it came from when nothing changed it.
                       solution.time_limit_how.find(" = ") != std::string::npos ? solution.time_limit_how
                       : solution.problem->time_limit_by_hand                  ? std::string("--time-limit's")
                                                                               : std::string("problem.yaml's"),
                       format_memory(solution.limits.memory_kb),
                       format_memory(solution.limits.output_kb),
                       run.sandbox ? "in the sandbox" : "without the sandbox");
    if (!within) {
        out += fmt::format("check: not made: the run ended in {}\n", short_name(run.verdict));
        summary.exit_status = run.verdict == Verdict::JE ? 2 : 1;
        return summary;
    }
    out += check_line(solution, plan, check, summary.exit_status) + "\n";
    return summary;
}

namespace {

struct RunSettings {
    std::string file;
    std::string problem;      // --problem; "" : the file's folder under solutions/ names it
    std::string input;        // --input; "" : stdin
    std::string answer;       // --answer; "" : none
    double time_limit_ms = 0; // --time-limit; 0: problem.yaml's
    long memory_limit_kb = 0; // --memory-limit; 0: problem.yaml's
    bool no_isolation = false;
    std::string cache_root = default_cache_root().string();
    std::optional<double> machine_factor;
};

// What the problem's input validators say of the one input (inputs/validate.hpp, on a copy of the problem holding
// that test alone): nothing when it is valid or there is no validator; else a line for the report.
std::vector<std::string> validation_notes(const Problem& problem, const TestCase& test, const std::string& input_name,
                                          const RunSettings& settings) {
    if (problem.validators.empty()) return {};
    Problem one = problem;
    one.tests = {test};
    one.invalid_inputs.clear();
    ValidateOptions options;
    options.isolate = !settings.no_isolation;
    try {
        for (const InputCheck& check : validate_inputs(one, settings.cache_root, options)) {
            const std::string said = replace_all(check.verdict.message, test.input.string(), input_name);
            if (check.verdict.status == InputStatus::Invalid)
                return {fmt::format("input: breaks the statement ({}): the judge's answer to such input means "
                                    "nothing", said)};
            if (check.verdict.status == InputStatus::Broken) return {"input: not validated: " + said};
        }
    } catch (const JudgeError& error) {
        return {fmt::format("input: not validated: {}", error.what())};
    }
    return {};
}

int run_once(const RunSettings& settings) {
    const fs::path file = settings.file;
    const fs::path dir = settings.problem.empty()
                             ? testdata_for(file, "or name its problem: --problem NAME")
                             : testdata_named(settings.problem);
    // Loaded as the judging run loads it (judge.hpp): the limits × this machine's factor, --time-limit and
    // --memory-limit in place of problem.yaml's, an external checker built.
    Options loading;
    if (settings.time_limit_ms > 0) loading.time_limit_ms = settings.time_limit_ms;
    if (settings.memory_limit_kb > 0) loading.memory_limit_kb = settings.memory_limit_kb;
    loading.machine_factor = settings.machine_factor;
    loading.cache_root = settings.cache_root;
    const std::shared_ptr<const Problem> problem = load_for_judging(dir, loading);
    const bool with_answer = !settings.answer.empty();

    // The input, before anything is built: a bad one is bad usage.
    const std::string input_name = settings.input.empty() ? "stdin" : settings.input;
    if (settings.input.empty() && isatty(STDIN_FILENO))
        std::cerr << "judge run: reading the input from the terminal; end it with Ctrl-D\n";
    std::string input_text = settings.input.empty()
                                 ? std::string(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>())
                                 : read_text(settings.input);
    TempFolder scratch("judge-run");
    TestCase test{"run/" + input_name, TestGroup::Secret, scratch.path / "input.in", scratch.path / "answer.out",
                  std::nullopt, problem->grid_format};
    write_text(test.input, input_text);
    if (with_answer) write_text(test.answer, read_text(settings.answer));
    try {
        problem->prepare_input(test);  // a function problem's wire form, as the judge makes it
    } catch (const JudgeError& error) {
        throw JudgeError(replace_all(error.what(), test.input.string(), input_name));
    }

    PreparedSolution prepared = describe_solution(file, problem);
    RunPlan plan;
    plan.input_name = input_name;
    plan.check = with_answer ? OutputCheck::Answer
                 : problem->checker.kind == CheckerKind::Sudoku ? OutputCheck::Rules
                                                                : OutputCheck::None;
    plan.answer_name = settings.answer;
    plan.judge_command = fmt::format("build/judge {} --problem {}", settings.file, problem->name);
    plan.notes = validation_notes(*problem, test, input_name, settings);

    build_prepared(prepared, settings.cache_root, !settings.no_isolation);
    if (prepared.build.status == Build::Status::CompileError) {
        std::cerr << fmt::format("{}: CE ({})\n{}\n", settings.file, long_name(Verdict::CE), prepared.build.message);
        return 1;
    }
    if (prepared.build.status != Build::Status::Ready)
        throw JudgeError(fmt::format("{}: {}: {}", settings.file, short_name(Verdict::SKIPPED),
                                     first_line(prepared.build.message)));
    ExecuteOptions options;
    options.isolate = !settings.no_isolation;
    options.run_checker = false;  // the verdict is the limits' alone; the output is checked below
    options.run_folder = scratch.path / "run";  // the whole output and stderr, not TestReport::output's first 64 KB
    options.run_to_margin = false;  // one run, stopped at the limit
    TestReport report = execute_test(prepared, test, options);
    report.test = nullptr;  // the test is this function's own
    const fs::path kept = options.run_folder;
    std::string output, errors;
    CheckResult check{CheckStatus::FAIL, "the run's folder was not found: its output could not be read"};
    if (!kept.empty()) {
        std::error_code unused;
        if (fs::exists(kept / "stdout", unused)) output = read_text(kept / "stdout");
        if (fs::exists(kept / "stderr", unused)) errors = read_text(kept / "stderr");
        // With an answer, the problem's checker as execute_test calls it, on the whole output.
        if (with_answer && report.verdict == Verdict::AC)
            check = run_checker(problem->checker, test.input, kept / "stdout", test.answer, test.validator_args,
                                options.isolate);
    }
    std::cout << output << std::flush;
    if (!errors.empty())
        std::cerr << fmt::format("--- its stderr ({} bytes){} ---\n{}{}--- end of its stderr ---\n", errors.size(),
                                 problem->function ? ", the solution's prints among them" : "", errors,
                                 errors.back() == '\n' ? "" : "\n");
    if (plan.check == OutputCheck::Rules && report.verdict == Verdict::AC)
        check = check_sudoku_by_rules(input_text, output, problem->checker.grid_format);
    const RunSummary summary = summarize_run(report, prepared, plan, check);
    std::cerr << summary.text;
    return summary.exit_status;
}

}  // namespace

Command add_run_command(CLI::App& parent) {
    auto settings = std::make_shared<RunSettings>();
    CLI::App* app = parent.add_subcommand(
        "run", "Run a file once on one input (stdin, or --input) as its judge would: its output on stdout; on stderr "
               "how the run ended against the limits, its time and memory, and the check of the output (by the "
               "rules for a sudoku problem, with --answer's file for the others).");
    app->add_option("file", settings->file, "a solution file (.c .cpp .cc .java .py)")->required()->check(CLI::ExistingFile);
    app->add_option("--problem", settings->problem,
                    "its problem: a folder of testdata/ or its start (nyoj-0722); default: the file's folder under "
                    "solutions/");
    app->add_option("--input", settings->input, "read the input from this file instead of stdin")
        ->check(CLI::ExistingFile);
    app->add_option("--answer", settings->answer, "compare the output with this answer by the problem's checker")
        ->check(CLI::ExistingFile);
    app->add_option("--time-limit", settings->time_limit_ms,
                    "CPU time limit in ms instead of problem.yaml's (the language's, the judge's and this machine's "
                    "factors still apply)")
        ->check(CLI::Range(1.0, 3'600'000.0));
    app->add_option("--memory-limit", settings->memory_limit_kb, "memory limit in KB instead of problem.yaml's")
        ->check(CLI::Range(1L, 64L * 1024 * 1024));
    app->add_flag("--no-isolation", settings->no_isolation, "build and run it without the sandbox");
    app->add_option("--cache", settings->cache_root, "where builds are cached (default: build/cache beside the judge)");
    add_machine_factor_option(*app, settings->machine_factor);
    return Command{app, [settings] { return run_once(*settings); }};
}

}  // namespace judge
