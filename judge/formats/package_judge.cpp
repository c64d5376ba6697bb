// Judging a problem package: the limit found (given, or derived from the accepted submissions' times), the
// output validator built, then every submission judged and held to what it declares.
#include "judge/formats/package_judge.hpp"
#include "judge/formats/package_submissions.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>
#include <optional>

#include "judge/compile.hpp"
#include "judge/formats/package_programs.hpp"
#include "judge/util/error.hpp"

namespace fs = std::filesystem;

namespace judge {

Verdict package_verdict(Verdict verdict) {
    if (verdict == Verdict::MLE || verdict == Verdict::OLE) return Verdict::RE;
    if (verdict == Verdict::PE) return Verdict::WA;
    return verdict;
}

std::string unmet_rule(const PackageSubmission& submission, const SolutionReport& report) {
    for (const SubmissionRule& rule : submission.rules) {
        bool required_met = rule.required.empty(), message_met = rule.message.empty();
        for (const TestReport& test : report.tests) {
            if (!rule.tests.empty() && !glob_matches(rule.tests, test.name())) continue;
            const Verdict verdict = package_verdict(test.verdict);
            if (!rule.permitted.count(verdict))
                return fmt::format("{}: {} on {}, which permits {}", rule.origin, short_name(verdict), test.name(),
                                   verdict_list(rule.permitted));
            required_met = required_met || rule.required.count(verdict);
            message_met = message_met || test.message.find(rule.message) != std::string::npos;
        }
        if (!report.ran()) return fmt::format("{}: {}, no test run", rule.origin, short_name(report.verdict));
        if (!required_met) return fmt::format("{}: no test got {}, as required", rule.origin, verdict_list(rule.required));
        if (!message_met) return fmt::format("{}: no test's message holds '{}'", rule.origin, rule.message);
    }
    return "";
}

bool meets_declaration(const PackageSubmission& submission, const SolutionReport& report) {
    if (report.verdict == Verdict::SKIPPED) return false;
    if (!unmet_rule(submission, report).empty()) return false;
    if (!report.ran()) return submission.permitted.count(report.verdict) > 0;  // CE
    bool required_met = submission.required.empty();
    for (const TestReport& test : report.tests) {
        const Verdict verdict = package_verdict(test.verdict);
        if (!submission.permitted.count(verdict)) return false;
        required_met = required_met || submission.required.count(verdict);
    }
    return required_met;
}

namespace {

// "WA required; AC permitted" as the table's expected column says a rule.
std::string rule_text(const PackageSubmission& submission) {
    if (!submission.rules.empty()) {  // submissions.yaml's: too many to show; the report names one that fails
        PackageSubmission folder_only = submission;
        folder_only.rules.clear();
        return fmt::format("{} + {} of submissions.yaml", rule_text(folder_only), submission.rules.size() == 1 ? "a rule" : std::to_string(submission.rules.size()) + " rules");
    }
    if (submission.required.empty()) return verdict_list(submission.permitted);
    std::set<Verdict> also;
    for (Verdict v : submission.permitted)
        if (!submission.required.count(v)) also.insert(v);
    return also.empty() ? verdict_list(submission.required) + " required"
                        : fmt::format("{} required, {} permitted", verdict_list(submission.required), verdict_list(also));
}

// Where the limit came from, for the report's first lines.
std::string time_limit_note(const Package& package, TimeLimitSource source, double limit_ms, double slowest_ms) {
    const std::string limit = fmt::format("time limit {:g} s (CPU, on this machine)", limit_ms / 1000);
    switch (source) {
        case TimeLimitSource::ProblemYaml: return limit + ": problem.yaml's limits.time_limit";
        case TimeLimitSource::TimelimitFile: return limit + ": the package's .timelimit";
        case TimeLimitSource::IniFile: return limit + ": the package's domjudge-problem.ini";
        case TimeLimitSource::CommandLine: return limit + ": --time-limit";
        case TimeLimitSource::Derived: break;
    }
    return fmt::format("{}: derived as the {} format does, from the slowest accepted test, {:.0f} ms here, × {:g}{}",
                       limit, package_format_name(package.format), slowest_ms, package.ac_to_time_limit,
                       package.format == PackageFormat::Legacy ? ", rounded to whole seconds (problemtools)"
                                                               : ", rounded up to whole seconds");
}

// The flags the test groups add to the validator's, each with how many tests have it: "; float_tolerance 1e-6
// for 3 tests"; "" when none.
std::string group_flags_note(const Problem& problem) {
    std::map<std::string, std::size_t> tests_with;
    for (const TestCase& test : problem.tests)
        if (!test.validator_args.empty()) ++tests_with[fmt::format("{}", fmt::join(test.validator_args, " "))];
    std::string note;
    for (const auto& [flags, count] : tests_with)
        note += fmt::format("; {} for {} test{}", flags, count, count == 1 ? "" : "s");
    return note;
}

struct Loaded {
    Package package;
    std::shared_ptr<Problem> problem;
};

Loaded load(const fs::path& dir, const Options& options, PackageRun& run) {
    Loaded loaded{load_package(dir), nullptr};
    Package& package = loaded.package;
    loaded.problem = std::make_shared<Problem>(package.problem);
    Problem& problem = *loaded.problem;
    // The package's limits are this machine's: no online judge's speed, no machine factor.
    problem.scale_to_machine = false;
    if (options.time_limit_ms) {
        problem.limits.time_ms = *options.time_limit_ms;
        package.time_source = TimeLimitSource::CommandLine;
    }
    if (options.memory_limit_kb) problem.limits.memory_kb = *options.memory_limit_kb;
    if (problem.checker.kind == CheckerKind::OutputValidator)
        problem.checker.command = build_package_program(problem.checker.external, options.cache_root, options.isolate);
    run.format = package.format;
    run.time_source = package.time_source;
    run.notes.push_back(fmt::format("{}: a problem package ({} format), {} test{}; its output validator: {}{}",
                                    dir.string(), package_format_name(package.format), problem.tests.size(),
                                    problem.tests.size() == 1 ? "" : "s",
                                    problem.checker.kind == CheckerKind::Default
                                        ? "the default one" + (problem.checker.flags.empty() ? std::string()
                                                                   : " (" + fmt::format("{}", fmt::join(problem.checker.flags, " ")) + ")")
                                        : "its own, " + problem.checker.external.filename().string(),
                                    group_flags_note(problem)));
    run.notes.insert(run.notes.end(), package.notes.begin(), package.notes.end());
    return loaded;
}

// Whether the submission must get TLE somewhere: its folder's rule (time_limit_exceeded/) or one of
// submissions.yaml's requires it. 2025-09 bounds the limit from above by such submissions' times.
bool must_time_out(const PackageSubmission& submission) {
    if (submission.required == std::set<Verdict>{Verdict::TLE}) return true;
    for (const SubmissionRule& rule : submission.rules)
        if (rule.required == std::set<Verdict>{Verdict::TLE}) return true;
    return false;
}

// A submission ready to judge under the problem's limits (no language factor: the format has none). One that
// must time out runs under the limit × tle_margin (2025-09's time_limit_to_tle; 1: none): the format wants
// `time_limit × time_limit_to_tle <= T_tle`, so it must still time out there.
PreparedSolution prepare(const PackageSubmission& submission, const std::shared_ptr<const Problem>& problem,
                         double tle_margin) {
    PreparedSolution solution;
    solution.path = submission.path;
    solution.language = submission.language;
    solution.problem = problem;
    auto profile = problem->languages.find(submission.language);
    if (profile != problem->languages.end()) solution.profile = &profile->second;
    solution.expected = Expectation::everywhere(submission.permitted, submission.declared);
    solution.expected.shown_as = rule_text(submission);
    solution.limits = problem->limits;
    if (tle_margin > 1 && must_time_out(submission)) {
        solution.limits.time_ms = std::min(kPackageTimeCapMs, solution.limits.time_ms * tle_margin);
        solution.expected.shown_as += fmt::format(" at {:g} × the limit", tle_margin);
    }
    if (!submission.skipped.empty()) {
        solution.build.status = Build::Status::Skipped;
        solution.build.message = submission.skipped;
    }
    return solution;
}

// "expected a TLE on some test (submissions/time_limit_exceeded); every test passed": when every test's verdict is
// one the submission permits and none is one it requires; "" otherwise (met, or a test not permitted: that one
// is the message).
std::string required_missing(const PackageSubmission& submission, const SolutionReport& report) {
    if (submission.required.empty() || !report.ran() || report.tests.empty()) return "";
    std::size_t passed = 0;
    for (const TestReport& test : report.tests) {
        const Verdict verdict = package_verdict(test.verdict);
        if (submission.required.count(verdict) || !submission.permitted.count(verdict)) return "";
        passed += verdict == Verdict::AC;
    }
    const std::string got = passed == report.tests.size()
                                ? (report.tests.size() == report.total_tests ? "every test passed" : "every test run passed")
                                : "no test got it";
    return fmt::format("expected {} on some test ({}); {}",
                       submission.required.size() == 1 ? "a " + std::string(short_name(*submission.required.begin()))
                                                       : verdict_list(submission.required),
                       submission.declared, got);
}

// Judges the submissions at the problem's limit, each held to what it declares.
std::vector<SolutionReport> judge_submissions(const std::vector<PackageSubmission>& submissions,
                                              const std::shared_ptr<const Problem>& problem, PackageFormat format,
                                              const Options& given, double tle_margin = 1) {
    Options options = given;
    options.stop_at_first_failure = format == PackageFormat::Legacy;  // problemtools' first failure
    options.run_to_margin = false;  // no online judge's machine to be uncertain about
    options.all_tests = false;
    // A submission with submissions.yaml's rules runs every test: a rule may require a verdict on tests after
    // its first failure. The others stop a failing group there, as any judging does.
    std::vector<PreparedSolution> plain, ruled;
    for (const PackageSubmission& submission : submissions)
        (submission.rules.empty() ? plain : ruled).push_back(prepare(submission, problem, tle_margin));
    std::vector<SolutionReport> plain_reports = judge_prepared(plain, nullptr, options), ruled_reports;
    if (!ruled.empty()) {
        Options every_test = options;
        every_test.all_tests = true;
        ruled_reports = judge_prepared(ruled, nullptr, every_test);
    }
    std::vector<SolutionReport> reports;
    std::size_t next_plain = 0, next_ruled = 0;
    for (const PackageSubmission& submission : submissions)
        reports.push_back(std::move(submission.rules.empty() ? plain_reports[next_plain++] : ruled_reports[next_ruled++]));
    for (std::size_t i = 0; i < reports.size(); ++i) {
        reports[i].ok = meets_declaration(submissions[i], reports[i]) ||
                        (reports[i].verdict == Verdict::SKIPPED && !submissions[i].skipped.empty());
        const std::string unmet = unmet_rule(submissions[i], reports[i]);
        if (!unmet.empty() && reports[i].ran())
            reports[i].message = unmet + (reports[i].message.empty() ? "" : "\n" + reports[i].message);
        for (GroupReport& group : reports[i].groups) group.ok = reports[i].ok;
        // A submission that must get a verdict on some test (time_limit_exceeded/: a TLE) and got none, every test
        // permitted: said once, of the whole run, not as a group's "expected AC, TLE, got AC".
        if (const std::string missing = required_missing(submissions[i], reports[i]); unmet.empty() && !missing.empty()) {
            reports[i].message = missing + (reports[i].message.empty() ? "" : "\n" + reports[i].message);
            for (GroupReport& group : reports[i].groups) group.ok = true;
        }
    }
    return reports;
}

// The slowest test of the accepted submissions that got AC, run under the cap: the time the limit is derived
// from. Throws JudgeError when none was accepted.
double slowest_accepted(const Package& package, const std::shared_ptr<Problem>& problem, const Options& options,
                        PackageRun& run) {
    std::vector<PackageSubmission> accepted;
    for (const PackageSubmission& submission : package.submissions)
        if (submission.skipped.empty() && submission.for_time_limit.value_or(submission.declared == "submissions/accepted"))
            accepted.push_back(submission);
    problem->limits.time_ms = kPackageTimeCapMs;
    double slowest = 0;
    bool any = false;
    Options every_test = options;  // the limit is the whole package's, whatever --test and --group choose
    every_test.tests.clear();
    every_test.groups.clear();
    std::optional<SolutionReport> validator_failed;  // the first accepted submission the validator failed on (JE)
    for (const SolutionReport& report : judge_submissions(accepted, problem, package.format, every_test)) {
        if (report.verdict == Verdict::JE && !report.tests.empty() && !validator_failed) validator_failed = report;
        if (report.verdict != Verdict::AC) {
            run.notes.push_back(fmt::format("{}: {} under the {:g} s cap, left out of the time limit", report.path.string(),
                                            short_name(report.verdict), kPackageTimeCapMs / 1000));
            continue;
        }
        any = true;
        for (const TestReport& test : report.tests) slowest = std::max(slowest, test.time_ms);
    }
    if (!any && validator_failed)  // the validator, not the submissions: name it as the cause
        throw JudgeError(fmt::format("{}: no time limit can be derived: the output validator failed on the accepted "
                                     "submissions ({}, {}: {})", package.problem.dir.string(),
                                     validator_failed->path.string(), validator_failed->tests.back().name(),
                                     validator_failed->tests.back().message));
    if (!any)
        throw JudgeError(fmt::format("{}: no time limit (no limits.time_limit, no .timelimit) and no accepted submission "
                                     "to derive it from: give one with --time-limit", package.problem.dir.string()));
    return slowest;
}

// The limit the package is judged under: given, or derived from its accepted submissions (run first); the
// note that says which; run.problem set.
void settle_time_limit(Loaded& loaded, const Options& options, PackageRun& run) {
    if (run.time_source == TimeLimitSource::Derived) {
        run.slowest_accepted_ms = slowest_accepted(loaded.package, loaded.problem, options, run);
        loaded.problem->limits.time_ms =
            derive_time_limit(run.format, run.slowest_accepted_ms, loaded.package.ac_to_time_limit);
        if (loaded.problem->limits.time_ms > kPackageTimeCapMs) {
            run.notes.push_back(fmt::format("the derived time limit {:g} s is capped at {:g} s here",
                                            loaded.problem->limits.time_ms / 1000, kPackageTimeCapMs / 1000));
            loaded.problem->limits.time_ms = kPackageTimeCapMs;
        }
    }
    run.notes.push_back(time_limit_note(loaded.package, run.time_source, loaded.problem->limits.time_ms,
                                        run.slowest_accepted_ms));
    run.problem = loaded.problem;
}

// A test whose output validator failed (JE: it crashed, hung or exited other than 42 and 43) is the package's
// fault, not the submission's: the run's judge_error names the first.
void note_validator_failure(PackageRun& run) {
    if (run.problem->checker.kind != CheckerKind::OutputValidator) return;
    for (const SolutionReport& report : run.reports)
        for (const TestReport& test : report.tests)
            if (test.verdict == Verdict::JE) {
                run.judge_error = fmt::format("{}: the output validator failed on {} ({}): {}",
                                              run.problem->checker.external.string(), test.name(),
                                              report.path.filename().string(), test.message);
                return;
            }
}

}  // namespace

PackageRun judge_package(const fs::path& dir, const Options& options) {
    PackageRun run;
    Loaded loaded = load(dir, options, run);
    if (loaded.package.submissions.empty())
        throw JudgeError(fmt::format("{}: no submissions/ to judge (judge a file of your own on it with --testdata {})",
                                     dir.string(), dir.string()));
    settle_time_limit(loaded, options, run);
    // 2025-09's upper bound: a submission that must time out must do so at the limit × time_limit_to_tle. Not
    // with a limit of your own (--time-limit), nor for legacy, whose problemtools judges them at the limit.
    const double tle_margin = run.format == PackageFormat::V2025_09 && run.time_source != TimeLimitSource::CommandLine
                                  ? loaded.package.time_limit_to_tle
                                  : 1;
    if (tle_margin > 1)
        run.notes.push_back(fmt::format("a submission that must time out is judged at {:g} × the limit ({:g} s), as "
                                        "2025-09 wants time_limit × time_limit_to_tle <= its time",
                                        tle_margin, run.problem->limits.time_ms * tle_margin / 1000));
    run.reports = judge_submissions(loaded.package.submissions, run.problem, run.format, options, tle_margin);
    note_validator_failure(run);
    return run;
}

PackageRun judge_files_on_package(const std::vector<fs::path>& files, const fs::path& dir, const Options& options) {
    PackageRun run;
    Loaded loaded = load(dir, options, run);
    settle_time_limit(loaded, options, run);
    std::vector<PackageSubmission> own;
    for (const fs::path& file : files) {
        PackageSubmission submission;
        submission.path = file;
        submission.language = language_of(file);
        submission.declared = "your file";
        submission.permitted = {Verdict::AC};
        own.push_back(std::move(submission));
    }
    run.reports = judge_submissions(own, run.problem, PackageFormat::V2025_09, options);  // every test
    note_validator_failure(run);
    return run;
}

}  // namespace judge
