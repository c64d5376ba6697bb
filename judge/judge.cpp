#include "judge.hpp"

#include <fmt/format.h>

#include <cmath>
#include <cstring>

#include <algorithm>
#include <atomic>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <sstream>
#include <thread>

#include "check.hpp"
#include "compile.hpp"
#include "driver.hpp"
#include "error.hpp"
#include "run.hpp"
#include "temp_folder.hpp"

namespace fs = std::filesystem;

namespace judge {

namespace {

const long kAddressSpaceBackstopKb = 2L * 1024 * 1024;  // RLIMIT_AS = memory limit + 2 GiB

// A problem as judged: loaded once, its external checker built once, function inputs translated once.
struct LoadedProblem {
    Problem problem;
    std::vector<std::string> wire_inputs;  // kind function: encode_function_input of each test
};

// One solution between the phases: everything run_test needs, read-only once the build is done.
struct Job {
    fs::path path;
    std::string language;
    std::shared_ptr<const LoadedProblem> problem;
    const LanguageProfile* profile = nullptr;  // null: the problem has no profile for this language
    Build build;
    Limits limits;
    SolutionReport report;
    std::vector<std::optional<TestReport>> results;
    std::atomic<std::size_t> first_failure{SIZE_MAX};  // lowest index of a failed test, for -x
};

// Calls work(i) for i in [0, n) on `jobs` threads; the first exception is rethrown after all stop.
template <class Work>
void parallel_for(std::size_t n, int jobs, Work work) {
    std::atomic<std::size_t> next{0};
    std::exception_ptr failure;
    std::mutex failure_lock;
    auto worker = [&] {
        for (std::size_t i; (i = next++) < n;) {
            try {
                work(i);
            } catch (...) {
                std::lock_guard<std::mutex> hold(failure_lock);
                if (!failure) failure = std::current_exception();
                next = n;
            }
        }
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < std::max(1, std::min<int>(jobs, static_cast<int>(n))); ++t) threads.emplace_back(worker);
    worker();
    for (auto& thread : threads) thread.join();
    if (failure) std::rethrow_exception(failure);
}

TestReport run_test(const Job& job, std::size_t index, const Options& options) {
    const Problem& problem = job.problem->problem;
    const TestCase& test = problem.tests[index];
    // A fresh folder for one run: work/ (the program's working directory), stdout, stderr, input.
    TempFolder folder("judge", options.keep_temporary);
    fs::create_directory(folder.path / "work");

    RunSpec spec;
    spec.argv = expand_command(job.profile->run, job.build.dir, job.limits.memory_kb);
    spec.env = minimal_environment(folder.path / "work");
    spec.workdir = (folder.path / "work").string();
    if (problem.kind == "function") {
        spec.stdin_path = (folder.path / "input").string();
        std::ofstream(spec.stdin_path, std::ios::binary) << job.problem->wire_inputs[index];
    } else {
        spec.stdin_path = test.input.string();
    }
    spec.stdout_path = (folder.path / "stdout").string();
    spec.stderr_path = (folder.path / "stderr").string();
    spec.cpu_limit_ms = job.limits.time_ms;
    // Generous: only a program that sleeps or blocks should meet it, not one slowed by a busy machine.
    spec.wall_limit_ms = 3 * job.limits.time_ms + 1000;
    spec.stack_kb = job.limits.memory_kb;
    spec.address_space_kb = job.profile->address_space_cap ? job.limits.memory_kb + kAddressSpaceBackstopKb : 0;
    spec.output_limit_kb = job.limits.output_kb;
    // No network, files read-only but the working folder, uid nobody (judge/isolate.hpp); where the kernel
    // refuses, run_program runs it plainly and the judge has said once why.
    spec.isolate = options.isolate;

    RunResult run = run_program(spec);
    bool ended_normally = run.started && !run.wall_timeout && run.signal == 0 && run.exit_code == 0 &&
                          !run.output_limit_exceeded && run.cpu_ms <= job.limits.time_ms &&
                          run.peak_kb <= job.limits.memory_kb;
    std::optional<CheckResult> check;
    if (ended_normally) check = run_checker(problem.checker, test.input, spec.stdout_path, test.answer);
    Decision decision = classify(run, job.limits, check ? &*check : nullptr);

    TestReport report;
    report.name = test.name;
    report.verdict = decision.verdict;
    report.message = decision.message;
    report.time_ms = run.cpu_ms;
    report.wall_ms = run.wall_ms;
    report.memory_kb = run.peak_kb;
    report.input = test.input;
    report.answer = test.answer;
    if (report.verdict == Verdict::WA || report.verdict == Verdict::PE) {
        std::ifstream printed(spec.stdout_path, std::ios::binary);
        report.output.resize(64 * 1024);
        printed.read(report.output.data(), static_cast<std::streamsize>(report.output.size()));
        report.output.resize(static_cast<std::size_t>(printed.gcount()));
    }
    if (options.keep_temporary) report.message += (report.message.empty() ? "" : " ") + ("[kept " + folder.path.string() + "]");
    return report;
}

std::shared_ptr<const LoadedProblem> load(const fs::path& dir, const Options& options) {
    auto loaded = std::make_shared<LoadedProblem>();
    loaded->problem = load_problem(dir);
    Problem& problem = loaded->problem;
    if (options.time_limit_ms) problem.limits.time_ms = *options.time_limit_ms;
    if (options.memory_limit_kb) problem.limits.memory_kb = *options.memory_limit_kb;
    if (problem.checker.kind == "external")
        problem.checker.external = build_checker(problem.checker.external, options.cache_root);
    if (problem.kind == "function") {
        for (const auto& test : problem.tests)
            loaded->wire_inputs.push_back(encode_function_input(problem, read_text(test.input), test.input.string()));
    }
    return loaded;
}

void finish_report(Job& job) {
    SolutionReport& report = job.report;
    for (auto& result : job.results) {
        if (!result) continue;
        report.verdict = worst(report.verdict, result->verdict);
        if (result->verdict != Verdict::AC && report.message.empty())
            report.message = fmt::format("{}: {}", result->name, result->message);
        report.tests.push_back(*result);
    }
}

}  // namespace

std::string read_text(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw JudgeError(fmt::format("{}: cannot read: {}", path.string(), std::strerror(errno)));
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void write_text(const fs::path& path, std::string_view text) {
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out.flush()) throw JudgeError(fmt::format("{}: cannot write: {}", path.string(), std::strerror(errno)));
}

fs::path own_folder() {
    std::error_code error;
    fs::path self = fs::read_symlink("/proc/self/exe", error);
    return error ? fs::path() : self.parent_path();
}

fs::path default_cache_root() {
    fs::path folder = own_folder();
    return folder.empty() ? fs::path("build/cache") : folder / "cache";
}

std::vector<fs::path> find_solutions(const std::vector<fs::path>& paths) {
    std::vector<fs::path> found;
    for (const auto& path : paths) {
        std::error_code error;
        auto status = fs::status(path, error);
        if (!fs::exists(status)) throw JudgeError(fmt::format("{}: No such file or directory", path.string()));
        if (fs::is_directory(status)) {
            std::vector<fs::path> inside;
            for (const auto& entry : fs::recursive_directory_iterator(path))
                if (entry.is_regular_file() && !language_of(entry.path()).empty()) inside.push_back(entry.path());
            std::sort(inside.begin(), inside.end());
            found.insert(found.end(), inside.begin(), inside.end());
        } else {
            if (language_of(path).empty())
                throw JudgeError(fmt::format("{}: unknown language (expected .c, .cpp, .cc, .java or .py)", path.string()));
            found.push_back(path);
        }
    }
    return found;
}

fs::path testdata_for(const fs::path& solution) {
    std::string problem = fs::absolute(solution).parent_path().filename().string();
    for (fs::path dir = fs::absolute(solution).parent_path(); !dir.empty(); dir = dir.parent_path()) {
        if (fs::is_directory(dir / "testdata" / problem)) return fs::relative(dir / "testdata" / problem);
        if (dir == dir.root_path()) break;
    }
    throw JudgeError(fmt::format("{}: no testdata/{}/ for problem '{}' (the solution's folder names its problem; "
                                 "use --testdata DIR)", solution.string(), problem, problem));
}

std::vector<SolutionReport> judge_solutions(const std::vector<fs::path>& solutions, const Options& options) {
    // Phase 1, single-threaded: everything that can be wrong with the testdata is found before any run.
    std::map<fs::path, std::shared_ptr<const LoadedProblem>> problems;
    std::vector<std::unique_ptr<Job>> jobs;
    for (const auto& path : solutions) {
        auto job = std::make_unique<Job>();
        job->path = path;
        job->language = language_of(path);
        fs::path dir = options.testdata ? *options.testdata : testdata_for(path);
        auto& problem = problems[fs::weakly_canonical(dir)];
        if (!problem) problem = load(dir, options);
        job->problem = problem;
        auto profile = problem->problem.languages.find(job->language);
        if (profile != problem->problem.languages.end()) job->profile = &profile->second;

        SolutionReport& report = job->report;
        report.path = path;
        report.problem = problem->problem.name;
        report.language = job->language;
        report.expected = read_expectation(path, read_text(path));
        report.total_tests = problem->problem.tests.size();
        job->limits = problem->problem.limits;
        if (job->profile) job->limits.time_ms *= job->profile->time_factor;
        report.time_limit_ms = job->limits.time_ms;
        report.memory_limit_kb = job->limits.memory_kb;
        job->results.resize(problem->problem.tests.size());
        jobs.push_back(std::move(job));
    }

    // Phase 2: build each solution once (compilers are CPU-bound: one per job slot).
    parallel_for(jobs.size(), options.jobs, [&](std::size_t i) {
        Job& job = *jobs[i];
        if (!job.profile) {
            job.build.status = Build::Status::Skipped;
            job.build.message = fmt::format("{} has no profile for language '{}'",
                                            (job.problem->problem.dir / "problem.yaml").string(), job.language);
            return;
        }
        job.build = build_solution(job.problem->problem, *job.profile, job.path, options.cache_root);
        job.report.compile_ms = job.build.compile_ms;
    });

    // Phase 3: every (solution, test) pair is a task, so -j N also speeds up one solution's tests.
    std::vector<std::pair<std::size_t, std::size_t>> tasks;
    for (std::size_t s = 0; s < jobs.size(); ++s)
        if (jobs[s]->build.status == Build::Status::Ready)
            for (std::size_t t = 0; t < jobs[s]->results.size(); ++t) tasks.emplace_back(s, t);
    std::mutex progress_lock;
    std::size_t done = 0;
    auto progress = [&](const Job& job) {
        if (!options.on_test_done) return;
        std::lock_guard<std::mutex> hold(progress_lock);
        options.on_test_done(++done, tasks.size(), job.path);
    };
    parallel_for(tasks.size(), options.jobs, [&](std::size_t i) {
        auto [s, t] = tasks[i];
        Job& job = *jobs[s];
        if (options.stop_at_first_failure && job.first_failure.load() < t) return progress(job);
        TestReport report = run_test(job, t, options);
        progress(job);
        if (report.verdict != Verdict::AC) {
            std::size_t seen = job.first_failure.load();
            while (t < seen && !job.first_failure.compare_exchange_weak(seen, t)) {}
        }
        job.results[t] = std::move(report);
    });

    std::vector<SolutionReport> reports;
    for (auto& job : jobs) {
        SolutionReport& report = job->report;
        if (job->build.status == Build::Status::CompileError) {
            report.verdict = Verdict::CE;
            report.message = job->build.message;
        } else if (job->build.status == Build::Status::Skipped) {
            report.verdict = Verdict::SKIPPED;
            report.message = job->build.message;
        } else {
            if (options.stop_at_first_failure) {
                // Tests after the first failure may have run on the other thread: drop them, so the
                // report does not depend on -j.
                std::size_t first = job->first_failure.load();
                for (std::size_t t = first == SIZE_MAX ? job->results.size() : first + 1; t < job->results.size(); ++t)
                    job->results[t].reset();
            }
            finish_report(*job);
        }
        report.ok = report.verdict == Verdict::SKIPPED || report.expected.permits(report.verdict);
        reports.push_back(std::move(report));
    }
    return reports;
}

}  // namespace judge
