// execute_test: one prepared solution on one test, from a fresh folder to a verdict.
#include "judge/execute.hpp"

#include <fmt/format.h>

#include <cctype>
#include <fstream>
#include <memory>
#include <optional>

#include "judge/checkers/checker.hpp"
#include "judge/sandbox/launcher.hpp"
#include "judge/sandbox/run.hpp"
#include "judge/util/files.hpp"
#include "judge/util/temp_folder.hpp"

namespace fs = std::filesystem;

namespace judge {
namespace {

const long kAddressSpaceBackstopKb = 2L * 1024 * 1024;  // RLIMIT_AS = memory limit + 2 GiB
const std::size_t kKeptOutputBytes = 64 * 1024;

// This thread's scratch folder: work/ (the program's working directory when it runs outside the sandbox),
// and a run's stdout, stderr and input. Made once per judging thread, in memory where it can be
// (memory_temp_base), and reused test after test, since the tests of one thread run one after another; each
// run's files are new and removed after it (ScratchCleanup). On this project's ext4 /tmp, two folders made and
// removed per test cost more than a small program's whole run, and truncating a file with data costs a block
// discard and a writeback (180 us; docs/trust.md, "Overhead").
thread_local std::unique_ptr<TempFolder> this_threads_scratch;

// Makes the run folder's work/, mode 700.
void make_work_folder(const fs::path& folder) {
    fs::create_directories(folder / "work");
    fs::permissions(folder / "work", fs::perms::owner_all);
}

const TempFolder& scratch_folder() {
    if (!this_threads_scratch) {
        static const fs::path base = memory_temp_base();
        auto folder = std::make_unique<TempFolder>("judge", false, base);
        make_work_folder(folder->path);
        this_threads_scratch = std::move(folder);
    }
    return *this_threads_scratch;
}

// Leaves the scratch folder as it found it: the run's files removed, work/ emptied (a program run outside
// the sandbox may have written there; inside, its folder is a tmpfs of its own), so no test sees another's.
// A work/ that is not as it was made (removed, replaced, its mode changed, something in it that would not
// go) takes the whole scratch folder with it: the next run makes another.
struct ScratchCleanup {
    const fs::path& folder;
    ~ScratchCleanup() {
        std::error_code error;
        for (const char* name : {"stdout", "stderr", "input"}) fs::remove(folder / name, error);
        const fs::path work = folder / "work";
        for (auto entry = fs::directory_iterator(work, error); !error && entry != fs::directory_iterator();
             entry.increment(error))
            remove_tree(entry->path());
        const fs::file_status status = fs::symlink_status(work, error);
        const bool as_made = !error && fs::is_directory(status) && status.permissions() == fs::perms::owner_all &&
                             fs::is_empty(work, error) && !error;
        if (!as_made) this_threads_scratch.reset();  // `folder` with it: not used after this
    }
};

// The first 64 KB of what the program printed; "" when it cannot be read.
std::string head_of_output(const fs::path& path) {
    std::ifstream printed(path, std::ios::binary);
    std::string head(kKeptOutputBytes, '\0');
    printed.read(head.data(), static_cast<std::streamsize>(head.size()));
    head.resize(static_cast<std::size_t>(printed.gcount()));
    return head;
}

}  // namespace

std::string with_source_named(std::string_view text, const std::string& saved_name, const std::string& path) {
    if (saved_name.empty()) return std::string(text);
    auto in_name = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-'; };
    std::string named;
    std::size_t at = 0;
    for (std::size_t found; (found = text.find(saved_name, at)) != std::string_view::npos; at = found + saved_name.size()) {
        const std::size_t end = found + saved_name.size();
        // A whole word: after a separator, a '/' (its folder is taken too) or the start; a ':', a space or the
        // end after it.
        std::size_t start = found;
        if (start > 0 && text[start - 1] == '/')
            while (start > 0 && text[start - 1] != ' ' && text[start - 1] != '(' && text[start - 1] != '\n') --start;
        const bool starts = start == 0 || !in_name(text[start - 1]);
        const bool ends = end == text.size() || text[end] == ':' || text[end] == ' ' || text[end] == '\n';
        if (!starts || !ends) {
            named.append(text, at, end - at);
            continue;
        }
        named.append(text, at, start - at).append(path);
    }
    return named.append(text, at, std::string_view::npos);
}

PreparedSolution describe_solution(const fs::path& path, std::shared_ptr<const Problem> problem) {
    PreparedSolution solution;
    solution.path = path;
    solution.language = language_of(path);
    solution.problem = std::move(problem);
    auto profile = solution.problem->languages.find(solution.language);
    if (profile != solution.problem->languages.end()) solution.profile = &profile->second;
    solution.expected = read_expectation(path, read_text(path));
    solution.limits = solution.problem->limits;
    if (solution.profile) {
        solution.limits.time_ms = solution.limits.time_ms * solution.profile->time_factor + solution.profile->time_extra_ms;
        solution.limits.memory_kb = long(double(solution.limits.memory_kb) * solution.profile->memory_factor);
    }
    solution.limits.time_ms /= solution.problem->speed.slowdown;
    // What the reference machine's time limit is on this machine (machine/machine.hpp); a language the problem does
    // not run is not measured.
    if (solution.profile) solution.limits.time_ms *= solution.problem->machine_factor(solution.language);
    solution.time_limit_how = time_limit_how(*solution.problem, solution.profile, solution.language);
    return solution;
}

std::string time_limit_how(const Problem& problem, const LanguageProfile* profile, std::string_view language) {
    double limit = problem.limits.time_ms;
    std::string how = fmt::format("{:g} ms{}", limit, problem.time_limit_by_hand ? " (--time-limit)" : "");
    bool stepped = false;
    if (profile && (profile->time_factor != 1 || profile->time_extra_ms != 0)) {
        limit = limit * profile->time_factor + profile->time_extra_ms;
        if (profile->time_factor != 1) how += fmt::format(" × {:g}", profile->time_factor);
        if (profile->time_extra_ms != 0) how += fmt::format(" + {:g} ms", profile->time_extra_ms);
        how += fmt::format(" = {:g} ms ({}{})", limit, language, profile->sanitized ? ", --sanitize" : "");
        stepped = true;
    }
    if (problem.speed.slowdown != 1) {
        limit /= problem.speed.slowdown;
        how += fmt::format(" ÷ {:g} ({}'s speed)", problem.speed.slowdown, problem.speed.judge);
        stepped = true;
    }
    const double factor = profile ? problem.machine_factor(language) : 1;
    if (factor != 1) {
        limit *= factor;
        how += fmt::format(" × {:g} ({})", factor, problem.machine_factor_by_hand ? "--machine-factor" : "this machine");
        stepped = true;
    }
    // A language's step alone already ends in its "= 3150 ms"; after any other, the limit the verdicts use.
    if (!stepped || (problem.speed.slowdown == 1 && factor == 1)) return how;
    return fmt::format("{} = {} ms", how, limit_shown(limit));
}

void build_prepared(PreparedSolution& solution, const fs::path& cache_root, bool isolate) {
    if (!solution.profile && solution.problem->not_taken.count(solution.language)) {
        solution.build.status = Build::Status::CompileError;  // the judge refuses it: nothing to compile
        solution.build.message = solution.problem->not_taken.at(solution.language);
        return;
    }
    if (!solution.profile) {
        solution.build.status = Build::Status::Skipped;
        solution.build.message = fmt::format("{} has no profile for language '{}'",
                                             (solution.problem->dir / "problem.yaml").string(), solution.language);
        return;
    }
    solution.build = build_solution(*solution.problem, *solution.profile, solution.path, cache_root, isolate);
}

TestReport execute_test(const PreparedSolution& solution, const TestCase& test, const ExecuteOptions& options) {
    if (!solution.profile || solution.build.status != Build::Status::Ready)
        return TestReport{&test, Verdict::JE, 0, 0, 0, "the solution was not built", "", 0};
    // The solution's limits, and where a test of the prediction is stopped: on to the limit × the judge's
    // margin × this machine's spread for the language (machine_spread: 1 on the reference machine), so that
    // a TLE near the limit is told from a sure one (TestReport::near_limit); the verdict is still decided at
    // the limit.
    // A hard test (not predicted) stops at the limit, but an AC in it is still told near by its time alone, so
    // that its group's expectation can hold an AC or TLE that this machine cannot decide (summarize).
    Limits limits = solution.limits;
    const double near_margin =
        options.run_to_margin ? solution.problem->speed.margin_on(solution.problem->machine_factor(solution.language)) : 1;
    const double margin = in_prediction(test.group) ? near_margin : 1;
    limits.cpu_cap_ms = limits.time_ms * margin;
    // The folder of the run: the caller's (run_folder), or with keep_temporary a folder of its own, kept, or
    // the thread's scratch folder, left as it was found.
    std::optional<TempFolder> kept;
    if (options.keep_temporary && options.run_folder.empty()) {
        kept.emplace("judge", true);
        make_work_folder(kept->path);
    }
    if (!options.run_folder.empty()) make_work_folder(options.run_folder);
    const fs::path folder = !options.run_folder.empty() ? options.run_folder : kept ? kept->path : scratch_folder().path;
    std::optional<ScratchCleanup> cleanup;
    if (!kept && options.run_folder.empty()) cleanup.emplace(ScratchCleanup{folder});

    RunSpec spec;
    spec.argv = expand_command(solution.profile->run, solution.build.dir, limits.memory_kb, solution.build.main_class,
                               solution.build.main_file);
    spec.env = minimal_environment(folder / "work");
    spec.env.insert(spec.env.end(), solution.profile->run_env.begin(), solution.profile->run_env.end());
    spec.workdir = (folder / "work").string();
    if (test.program_input) {
        spec.stdin_path = (folder / "input").string();
        write_text(spec.stdin_path, *test.program_input);
    } else {
        spec.stdin_path = test.input.string();
    }
    spec.stdout_path = (folder / "stdout").string();
    spec.stderr_path = (folder / "stderr").string();
    spec.cpu_limit_ms = limits.cpu_cap_ms;
    // Generous: only a program that sleeps or blocks should meet it, not one slowed by a busy machine.
    spec.wall_limit_ms = 3 * spec.cpu_limit_ms + 1000;
    spec.stack_kb = limits.memory_kb;
    spec.address_space_kb = solution.profile->address_space_cap ? limits.memory_kb + kAddressSpaceBackstopKb : 0;
    spec.output_limit_kb = limits.output_kb;
    // The sandbox (sandbox/launcher.hpp); where the kernel refuses, run_program runs it plainly and the
    // judge has said once why.
    spec.isolate = options.isolate;
    spec.measured = true;  // its memory is measured from the launcher's, with or without the sandbox
    // In the sandbox: the solution's own build is readable (nothing else of the cache, nothing of the judge's); at most
    // kMaxProcesses processes and threads (a JVM has about 20); all its processes together within the memory
    // cap (launcher.hpp's memory_cap_kb), a backstop behind the peak-RSS check above it.
    spec.readable = {solution.build.dir.string()};
    spec.max_processes = kMaxProcesses;
    spec.memory_cap_kb = memory_cap_kb(limits.memory_kb, limits.output_kb);

    RunResult run = run_program(spec);
    if (solution.profile->sanitized) {  // its report names the file as the user knows it
        const std::string saved = solution.profile->saved_name(solution.path);
        run.stderr_head = with_source_named(run.stderr_head, saved, solution.path.string());
        run.stderr_tail = with_source_named(run.stderr_tail, saved, solution.path.string());
    }
    std::optional<Decision> decision = limit_verdict(run, limits);
    auto check = [&] {
        return options.run_checker
                   ? checker_verdict(run_checker(solution.problem->checker, test.input, spec.stdout_path, test.answer,
                                                 test.validator_args, options.isolate))
                   : Decision{Verdict::AC, ""};
    };
    bool near_limit = false;
    if (!decision) {
        decision = check();
        near_limit = near_margin > 1 && decision->verdict == Verdict::AC && run.cpu_ms * near_margin > limits.time_ms;
    } else if (margin > 1 && decision->verdict == Verdict::TLE && over_time_limit_only(run, limits)) {
        // Over the limit, under limit × margin, and otherwise fine: near only when its answer was right (a
        // wrong one is rejected there whatever the judge's speed).
        near_limit = check().verdict == Verdict::AC;
    }

    TestReport report;
    report.test = &test;
    report.verdict = decision->verdict;
    report.message = decision->message;
    report.time_ms = run.cpu_ms;
    report.wall_ms = run.wall_ms;
    report.memory_kb = run.peak_kb;
    report.sandbox = run.protections;
    report.near_limit = near_limit;
    if (options.keep_output || report.verdict == Verdict::WA || report.verdict == Verdict::PE)
        report.output = head_of_output(spec.stdout_path);
    if (report.verdict != Verdict::AC) report.stderr_head = run.stderr_head;  // none kept for the many AC tests
    if (options.keep_temporary) report.message += (report.message.empty() ? "" : " ") + ("[kept " + folder.string() + "]");
    return report;
}

}  // namespace judge
