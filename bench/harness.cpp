/*
 * make bench: every C++ solver of LeetCode 37 in-process, and NYOJ 722's programs as processes, on the
 * public puzzle sets (tdoku's, from --data: the Makefile passes $PUZZLES_DIR, by default ../shared/puzzles;
 * docs/puzzle-sets.md) and the famous puzzles (testdata/common/famous.tsv). Prints a table and writes
 * build/bench/<variant>.{md,csv,svg}.
 *
 * In-process (LeetCode): each solution file is included in its own namespace (bits/stdc++.h first, so its
 * own #includes are no-ops). Each (solver, dataset) runs in a forked child, so a solver stuck on one
 * puzzle is killed at the time cap without losing what it did: the child reports every batch through a
 * pipe. Only solveSudoku is timed, with the thread's CPU clock (the machine is shared: CPU time, not wall
 * time), over batches of boards built beforehand; a set done within a sixth of the cap is run again, up
 * to kMaxRounds (10) times in all, and the fastest round is reported (a 16 ms round is easily slowed by
 * the VM's neighbours: a best of 3 was seen 18% off). Every pair whose round takes under a sixth of the
 * cap is measured again in a second pass after all the others, in a new child, and the faster of the two
 * is kept. One fresh Solution per puzzle, as LeetCode does. Each answer is checked afterwards: clues
 * kept, every row, column and box a permutation of 1-9 (validity only: Serg's set has several solutions).
 * Guesses or placements are read from a public counter member (guesses, else placements) when the class
 * has one.
 *
 * NYOJ: each program (built with NYOJ's own commands, no -O2) gets the dataset in chunks of 99 cases
 * (the problem's maximum) on stdin; time = the children's user + system CPU time, process start
 * included, divided by the puzzles solved. Output grids are checked the same way.
 *
 * Caps: a child is stopped after `--cap` CPU seconds of solving per (solver, dataset) (3 s; quick: 0.05 s
 * on the first 30 puzzles of each set), NYOJ programs after half of that; a puzzle that never ends is
 * killed by CPU time (/proc/PID/schedstat), with a wall-clock backstop of 10 x cap + 5 s.
 *
 * Usage: harness --variant NAME --flags TEXT [--quick] [--cap SECONDS] [--out DIR] [--data DIR] [--famous FILE]
 *                [--nyoj PROGRAM]... [--only SOLVER,...]        (CLI11; --help says what each does)
 */
#include <bits/stdc++.h>
#if defined(__SSE2__)
#include <emmintrin.h>  // before the namespaces: bit_parallel.cpp includes it
#endif
#include <CLI/CLI.hpp>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "judge/grid/rules.hpp"     // sudoku_completion_error: every answer is checked as the judge checks it
#include "judge/view/progress.hpp"  // the judge's live progress line: on a terminal only, never in CI logs

// Issue 4's yardstick ("plain bitmask + fewest candidates"): its bar is a speed-up over this search.
namespace plain_fewest_candidates {
#include "baselines/plain_fewest_candidates.cpp"
}
namespace backtracking {
#include "../solutions/leetcode-0037-sudoku-solver/backtracking.cpp"
}
namespace bitmask_mrv {
#include "../solutions/leetcode-0037-sudoku-solver/bitmask_mrv.cpp"
}
namespace dancing_links {
#include "../solutions/leetcode-0037-sudoku-solver/dancing_links.cpp"
}
namespace constraint_propagation {
#include "../solutions/leetcode-0037-sudoku-solver/constraint_propagation.cpp"
}
namespace array_template {
#include "../solutions/leetcode-0037-sudoku-solver/array_template.cpp"
}
namespace bit_parallel {
#include "../solutions/leetcode-0037-sudoku-solver/bit_parallel.cpp"
}

namespace bench {
using namespace std;
using Board = vector<vector<char>>;

// ---- datasets ----

struct Dataset {
    string name;            // short name for tables
    vector<string> puzzles; // 81 characters, '.' = empty
};

vector<string> read_lines(const string& path) {
    ifstream in(path);
    if (!in) {
        fprintf(stderr, "harness: open %s: %s (the public sets: --data, the Makefile's PUZZLES_DIR; docs/puzzle-sets.md)\n",
                path.c_str(), strerror(errno));
        exit(2);
    }
    vector<string> lines;
    for (string line; getline(in, line);) lines.push_back(line);
    return lines;
}

vector<Dataset> load_datasets(const string& dir, const string& famous_file, size_t quick_limit) {
    struct Spec { const char* name; const char* file; size_t limit; };
    const Spec specs[] = {
        {"1106", "puzzles6_forum_hardest_1106.txt", 375},
        {"1905_11+", "puzzles5_forum_hardest_1905_11+.txt", 3000},
        {"top1465", "puzzles3_magictour_top1465.txt", 1465},
        {"17_clue", "puzzles2_17_clue.txt", 2000},
        {"unbiased", "puzzles1_unbiased.txt", 1000},
        {"serg", "puzzles7_serg_benchmark.txt", 2000},
    };
    vector<Dataset> sets;
    for (const Spec& spec : specs) {
        Dataset set{spec.name, {}};
        size_t limit = quick_limit ? min(quick_limit, spec.limit) : spec.limit;
        for (const string& line : read_lines(dir + "/" + spec.file)) {
            if (set.puzzles.size() == limit) break;
            if (line.size() >= 81) set.puzzles.push_back(line.substr(0, 81));
        }
        sets.push_back(std::move(set));
    }
    Dataset famous{"famous", {}};  // name<TAB>puzzle<TAB>solution; "NONE" (no solution) is left out
    for (const string& line : read_lines(famous_file)) {
        size_t tab1 = line.find('\t'), tab2 = line.find('\t', tab1 + 1);
        if (tab1 == string::npos || tab2 == string::npos) continue;
        if (line.compare(tab2 + 1, string::npos, "NONE") == 0) continue;
        famous.puzzles.push_back(line.substr(tab1 + 1, 81));
    }
    sets.push_back(std::move(famous));
    return sets;
}

// Clues kept, every row, column and box a permutation of 1-9: the judge's own sudoku check.
bool valid_solution(const string& puzzle, string_view grid) { return !judge::sudoku_completion_error(puzzle, grid); }

// ---- one measurement: a (solver, dataset) pair, whatever the solver's kind ----

struct Result {
    string solver, kind, dataset;  // kind: "leetcode" (in-process) or "nyoj" (process per 99 cases)
    size_t total = 0, done = 0, wrong = 0;
    double seconds = 0;            // CPU time spent solving `done` puzzles
    double work = -1;              // guesses or placements over `done` puzzles; -1 = not reported
    string work_name;
    bool capped = false;
    int rounds = 1;                // complete rounds run (the fastest is reported)
    double rate() const { return seconds > 0 ? done / seconds : 0; }
};

double thread_seconds() {
    timespec now;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return now.tv_sec + 1e-9 * now.tv_nsec;
}

// What a child sends after each batch.
struct BatchReport {
    uint32_t round, solved, wrong;
    double seconds, work;
};

template <class S>
double work_counter(const S& solution, string& name) {
    if constexpr (requires { solution.guesses; }) {
        name = "guesses";
        return (double)solution.guesses;
    } else if constexpr (requires { solution.placements; }) {
        name = "placements";
        return (double)solution.placements;
    } else {
        return -1;
    }
}

// Rounds per (solver, dataset) while they stay within a sixth of the cap: the same rule for every
// solver; a slow one just fits fewer of them.
constexpr int kMaxRounds = 10;

// Child side: solves the set in batches (doubling up to 256 while a batch takes under 2 ms), reporting
// each. A set finished within a sixth of the cap is solved again, up to `rounds` times: the parent keeps
// the fastest complete round (a shared machine only ever makes a round slower).
template <class S>
[[noreturn]] void solve_in_child(const Dataset& set, double cap, int rounds, int out_fd) {
    vector<Board> boards(256, Board(9, vector<char>(9)));
    double spent = 0;
    for (int round = 0; round < rounds && spent < cap && (round == 0 || spent < cap / 6); ++round) {
        size_t batch = 1;
        for (size_t start = 0; start < set.puzzles.size() && spent < cap;) {
            size_t count = min(batch, set.puzzles.size() - start);
            for (size_t k = 0; k < count; ++k)
                for (int i = 0; i < 81; ++i) boards[k][i / 9][i % 9] = set.puzzles[start + k][i];
            double work = 0;
            string work_name;
            double t0 = thread_seconds();
            for (size_t k = 0; k < count; ++k) {
                S solution;
                solution.solveSudoku(boards[k]);
                work += work_counter(solution, work_name);
            }
            double elapsed = thread_seconds() - t0;
            BatchReport report{(uint32_t)round, (uint32_t)count, 0, elapsed, work};
            for (size_t k = 0; k < count; ++k) {
                char grid[81];
                for (int i = 0; i < 81; ++i) grid[i] = boards[k][i / 9][i % 9];
                if (!valid_solution(set.puzzles[start + k], string_view(grid, 81))) ++report.wrong;
            }
            if (write(out_fd, &report, sizeof report) != (ssize_t)sizeof report) _exit(3);
            spent += elapsed;
            start += count;
            if (elapsed < 0.002 && batch < 256) batch *= 2;
        }
    }
    _exit(0);
}

// A child is killed when its CPU time passes its cap (plus the batch in progress) or, as a backstop on
// a loaded machine, when the wall clock passes several times that.
double cpu_limit(double cap) { return 1.2 * cap + 0.2; }
double wall_limit(double cap) { return 10 * cap + 5; }
int poll_milliseconds(double cap) { return max(10, min(100, (int)(cap * 500))); }

// CPU seconds a (possibly zombie) child has used so far, from /proc/PID/schedstat; -1 if unknown.
double child_cpu_seconds(pid_t child) {
    char path[64];
    snprintf(path, sizeof path, "/proc/%d/schedstat", (int)child);
    FILE* file = fopen(path, "r");
    if (!file) return -1;
    unsigned long long nanoseconds = 0;
    int got = fscanf(file, "%llu", &nanoseconds);
    fclose(file);
    return got == 1 ? 1e-9 * (double)nanoseconds : -1;
}

// Waits up to `milliseconds` for fd to be readable; kills the child (returns false) once it is over its limits.
bool wait_readable(int fd, pid_t child, double cap, chrono::steady_clock::time_point started, int milliseconds) {
    pollfd pfd{fd, POLLIN, 0};
    if (poll(&pfd, 1, milliseconds) > 0) return true;
    double wall = chrono::duration<double>(chrono::steady_clock::now() - started).count();
    if (child_cpu_seconds(child) > cpu_limit(cap) || wall > wall_limit(cap)) {
        kill(child, SIGKILL);
        return false;
    }
    return true;
}

// Parent side: reads batch reports until the child ends or goes over its limits (then kills it), and
// keeps round 0 if it is incomplete, else the fastest complete round. Wrong answers of any round count.
void collect(pid_t child, int in_fd, double cap, Result& result) {
    auto started = chrono::steady_clock::now();
    vector<Result> rounds;
    BatchReport report;
    size_t have = 0, wrong = 0;
    char* bytes = reinterpret_cast<char*>(&report);
    bool killed = false;
    for (;;) {
        if (!wait_readable(in_fd, child, cap, started, poll_milliseconds(cap))) {
            killed = true;
            break;
        }
        pollfd pfd{in_fd, POLLIN, 0};
        if (poll(&pfd, 1, 0) <= 0) continue;
        ssize_t got = read(in_fd, bytes + have, sizeof report - have);
        if (got <= 0) break;
        have += (size_t)got;
        if (have < sizeof report) continue;
        have = 0;
        if (report.round >= rounds.size()) rounds.resize(report.round + 1);
        Result& r = rounds[report.round];
        r.done += report.solved;
        r.seconds += report.seconds;
        if (report.work >= 0) r.work = (r.work < 0 ? 0 : r.work) + report.work;
        wrong += report.wrong;
    }
    close(in_fd);
    int status = 0;
    waitpid(child, &status, 0);
    const Result* best = rounds.empty() ? nullptr : &rounds[0];
    for (const Result& r : rounds)
        if (r.done == result.total && (best->done < result.total || r.seconds < best->seconds)) best = &r;
    if (best) {
        result.done = best->done, result.seconds = best->seconds, result.work = best->work;
        result.rounds = (int)count_if(rounds.begin(), rounds.end(), [&](const Result& r) { return r.done == result.total; });
    }
    result.wrong = wrong;
    result.capped = killed || result.done < result.total;
}

struct LeetCodeSolver {
    string name;
    string work_name;  // "guesses", "placements" or ""
    void (*run)(const Dataset&, double cap, int rounds, int out_fd);
    double cap_factor = 1;  // the yardstick gets longer, so that its ratios cover whole sets
};

template <class S>
LeetCodeSolver make_solver(const char* name, double cap_factor = 1) {
    string work_name;
    S probe;
    work_counter(probe, work_name);
    return {name, work_name, [](const Dataset& set, double cap, int rounds, int fd) { solve_in_child<S>(set, cap, rounds, fd); },
            cap_factor};
}

vector<LeetCodeSolver> leetcode_solvers() {
    vector<LeetCodeSolver> solvers;
    // 17_clue takes it ~8 s native, ~12 s portable (popcount is a libgcc call there): a 15 s cap keeps
    // the bar's ratios over whole sets (full run only).
    solvers.push_back(make_solver<plain_fewest_candidates::Solution>("plain_fewest", 5));
    solvers.push_back(make_solver<backtracking::Solution>("backtracking"));
    solvers.push_back(make_solver<bitmask_mrv::Solution>("bitmask_mrv"));
    solvers.push_back(make_solver<dancing_links::Solution>("dancing_links"));
    solvers.push_back(make_solver<constraint_propagation::Solution>("constraint_propagation"));
    solvers.push_back(make_solver<array_template::Solution>("array_template"));
    solvers.push_back(make_solver<bit_parallel::Solution>("bit_parallel"));
    return solvers;
}


Result run_leetcode(const LeetCodeSolver& solver, const Dataset& set, double cap, int rounds) {
    Result result;
    result.solver = solver.name, result.kind = "leetcode", result.dataset = set.name;
    result.total = set.puzzles.size();
    result.work_name = solver.work_name;
    int fds[2];
    if (pipe(fds) != 0) {
        perror("harness: pipe");
        exit(2);
    }
    fflush(stdout);
    pid_t child = fork();
    if (child < 0) {
        perror("harness: fork");
        exit(2);
    }
    if (child == 0) {
        close(fds[0]);
        solver.run(set, cap, rounds, fds[1]);
    }
    close(fds[1]);
    collect(child, fds[0], cap, result);
    return result;
}

// ---- NYOJ programs: processes on chunks of 99 cases ----

string nyoj_input(const vector<string>& puzzles, size_t start, size_t count) {
    string text = to_string(count) + "\n";
    for (size_t k = start; k < start + count; ++k)
        for (int r = 0; r < 9; ++r)
            for (int c = 0; c < 9; ++c) {
                char ch = puzzles[k][9 * r + c];
                text += ch == '.' ? '0' : ch;
                text += c == 8 ? '\n' : ' ';
            }
    return text;
}

// Reads the grids of an NYOJ output (81 digits each, blanks ignored); a "No solution" line counts as a grid
// of dots so that it fails the check.
vector<string> nyoj_grids(const string& output) {
    vector<string> grids;
    string current;
    istringstream lines(output);
    for (string line; getline(lines, line);) {
        if (line.find("No solution") != string::npos) {
            grids.push_back(string(81, '.'));
            current.clear();
            continue;
        }
        for (char ch : line)
            if (ch >= '0' && ch <= '9') current += ch;
        if (current.size() >= 81) grids.push_back(current.substr(0, 81)), current.clear();
    }
    return grids;
}

// Runs `program` on one chunk: returns false if it was killed at the deadline.
bool run_nyoj_chunk(const string& program, const string& input, double cap, string& output,
                    double& cpu_seconds) {
    char input_path[] = "/tmp/nyoj-bench-XXXXXX";
    int input_fd = mkstemp(input_path);
    if (input_fd < 0 || write(input_fd, input.data(), input.size()) != (ssize_t)input.size()) {
        perror("harness: temporary input");
        exit(2);
    }
    lseek(input_fd, 0, SEEK_SET);
    unlink(input_path);
    int out[2];
    if (pipe(out) != 0) exit(2);
    fflush(stdout);
    pid_t child = fork();
    if (child == 0) {
        dup2(input_fd, 0);
        dup2(out[1], 1);
        int devnull = open("/dev/null", O_WRONLY);
        if (devnull >= 0) dup2(devnull, 2);
        close(out[0]);
        execl(program.c_str(), program.c_str(), (char*)nullptr);
        _exit(127);
    }
    close(input_fd);
    close(out[1]);
    auto started = chrono::steady_clock::now();
    bool killed = false;
    char buffer[65536];
    for (;;) {
        if (!wait_readable(out[0], child, cap, started, poll_milliseconds(cap))) {
            killed = true;
            break;
        }
        pollfd pfd{out[0], POLLIN, 0};
        if (poll(&pfd, 1, 0) <= 0) continue;
        ssize_t got = read(out[0], buffer, sizeof buffer);
        if (got <= 0) break;
        output.append(buffer, (size_t)got);
    }
    close(out[0]);
    int status = 0;
    rusage usage{};
    wait4(child, &status, 0, &usage);
    cpu_seconds = usage.ru_utime.tv_sec + 1e-6 * usage.ru_utime.tv_usec + usage.ru_stime.tv_sec +
                  1e-6 * usage.ru_stime.tv_usec;
    return !killed && WIFEXITED(status);
}

Result run_nyoj(const string& program, const Dataset& set, double cap, size_t chunk_size) {
    string name = program.substr(program.find_last_of('/') + 1);
    Result result;
    result.solver = name, result.kind = "nyoj", result.dataset = set.name;
    result.total = set.puzzles.size();
    for (size_t start = 0; start < set.puzzles.size() && result.seconds < cap; start += chunk_size) {
        size_t count = min(chunk_size, set.puzzles.size() - start);
        string output;
        double cpu = 0;
        if (!run_nyoj_chunk(program, nyoj_input(set.puzzles, start, count), cap - result.seconds, output, cpu)) {
            result.capped = true;
            break;
        }
        vector<string> grids = nyoj_grids(output);
        for (size_t k = 0; k < count; ++k)
            if (k >= grids.size() || !valid_solution(set.puzzles[start + k], grids[k])) ++result.wrong;
        result.done += count;
        result.seconds += cpu;
    }
    if (result.done < result.total) result.capped = true;
    return result;
}

// ---- reports ----

string with_commas(double value, int decimals = 0) {
    char text[64];
    snprintf(text, sizeof text, "%.*f", decimals, value);
    string digits = text, tail;
    size_t dot = digits.find('.');
    if (dot != string::npos) tail = digits.substr(dot), digits = digits.substr(0, dot);
    string grouped;
    for (size_t i = 0; i < digits.size(); ++i) {
        if (i && (digits.size() - i) % 3 == 0 && digits[i - 1] != '-') grouped += ',';
        grouped += digits[i];
    }
    return grouped + tail;
}

string rate_cell(const Result& r) {
    if (r.wrong) return "WRONG " + to_string(r.wrong) + "/" + to_string(r.done);
    if (r.done == 0) return "0/" + to_string(r.total) + " (killed at the cap)";
    string cell = with_commas(r.rate());
    if (r.capped) cell += " (" + to_string(r.done) + "/" + to_string(r.total) + " in " + with_commas(r.seconds, 1) + " s)";
    return cell;
}

string micros_cell(const Result& r) { return r.done ? with_commas(1e6 * r.seconds / r.done, 1) : "-"; }

string work_cell(const Result& r) {
    if (r.work < 0 || r.done == 0) return "-";
    return with_commas(r.work / r.done, r.work / r.done < 100 ? 1 : 0);
}

const Result* find_result(const vector<Result>& results, const string& solver, const string& dataset) {
    for (const Result& r : results)
        if (r.solver == solver && r.dataset == dataset && r.kind == "leetcode") return &r;
    return nullptr;
}

string speedup_cell(const vector<Result>& results, const Result& r, const string& baseline) {
    const Result* base = find_result(results, baseline, r.dataset);
    if (!base || r.kind != "leetcode" || !base->done || !r.done || base->wrong || r.wrong) return "-";
    string cell = with_commas(r.rate() / base->rate(), 1) + "x";
    if (base->capped || r.capped) cell += " (partial)";
    return cell;
}

// Issue 4's acceptance: bit_parallel's speed-up over the plain search, per dataset, against the row
// leader's (tdoku or rust_sudoku over the same plain search, from the table).
string bar_table(const vector<Result>& results) {
    const pair<const char*, double> bars[] = {
        {"1106", 20}, {"1905_11+", 15}, {"top1465", 50}, {"17_clue", 1750}, {"unbiased", 10}};
    ostringstream md;
    md << "| dataset | plain_fewest puzzles/s | bit_parallel puzzles/s | speed-up | bar | met |\n";
    md << "|---|---:|---:|---:|---:|---|\n";
    int rows = 0;
    for (const auto& [dataset, bar] : bars) {
        const Result* base = find_result(results, "plain_fewest", dataset);
        const Result* ours = find_result(results, "bit_parallel", dataset);
        if (!base || !ours || !base->done || !ours->done) continue;
        double speedup = ours->rate() / base->rate();
        bool partial = base->capped || ours->capped;
        md << "| " << dataset << " | " << rate_cell(*base) << " | " << rate_cell(*ours) << " | "
           << with_commas(speedup, 1) << "x | " << with_commas(bar, 0) << "x | "
           << (partial ? "partial run" : speedup >= bar ? "yes" : "no (" + with_commas(100 * speedup / bar, 0) + "%)")
           << " |\n";
        ++rows;
    }
    return rows ? md.str() : "";
}

// The machine the figures belong to, since the ranking depends on it: the CPU's model and the vector
// extensions it has (from /proc/cpuinfo), and those this build was compiled to use.
string machine_line() {
    ifstream cpuinfo("/proc/cpuinfo");
    string line, model = "unknown CPU", flags;
    while (getline(cpuinfo, line)) {
        auto value = [&] { return line.substr(line.find(':') + 2); };
        if (model == "unknown CPU" && line.rfind("model name", 0) == 0) model = value();
        if (flags.empty() && line.rfind("flags", 0) == 0) flags = " " + value() + " ";
    }
    string has;
    for (const char* extension : {"sse2", "ssse3", "sse4_1", "sse4_2", "popcnt", "avx", "avx2", "bmi1", "bmi2",
                                  "avx512f", "avx512vl", "avx512bw"})
        if (flags.find(string(" ") + extension + " ") != string::npos) has += string(has.empty() ? "" : " ") + extension;
    string used = "sse2";
#if defined(__SSE4_2__)
    used += " sse4_2";
#endif
#if defined(__POPCNT__)
    used += " popcnt";
#endif
#if defined(__AVX2__)
    used += " avx2";
#endif
#if defined(__BMI2__)
    used += " bmi2";
#endif
#if defined(__AVX512F__)
    used += " avx512f";
#endif
#if defined(__AVX512VL__)
    used += " avx512vl";
#endif
    return "CPU: " + model + " (" + (has.empty() ? "no flags read" : has) + "); this build uses " + used;
}

void write_reports(const vector<Result>& results, const string& variant, const string& compile_flags,
                   const string& out_dir, bool quick) {
    // Terminal and markdown: one table.
    ostringstream md;
    md << "| solver | kind | dataset | puzzles/s | us/puzzle | guesses or placements/puzzle | speed-up vs "
          "plain_fewest | vs bitmask_mrv |\n";
    md << "|---|---|---|---:|---:|---:|---:|---:|\n";
    for (const Result& r : results) {
        string work = work_cell(r);
        if (work != "-") work += " " + string(r.work_name == "guesses" ? "g" : "p");
        md << "| " << r.solver << " | " << r.kind << " | " << r.dataset << " | " << rate_cell(r) << " | "
           << micros_cell(r) << " | " << work << " | " << speedup_cell(results, r, "plain_fewest") << " | "
           << speedup_cell(results, r, "bitmask_mrv") << " |\n";
    }
    string bars = quick ? "" : bar_table(results);  // the bar is about whole sets, not the first 30
    if (!bars.empty()) md << "\nIssue 4's bar: bit_parallel over plain_fewest, same run, against the row leader's speed-up\n\n" << bars;
    string table = md.str();
    printf("\n%s (%s)\n%s\n%s", variant.c_str(), compile_flags.c_str(), machine_line().c_str(), table.c_str());
    ofstream(out_dir + "/" + variant + ".md") << "# make bench: " << variant << " (" << compile_flags << ")\n\n"
                                               << machine_line() << ".\n\n"
                                               << "g = guesses, p = placements, per puzzle.\n\n"
                                               << table;
    ofstream csv(out_dir + "/" + variant + ".csv");
    csv << "variant,solver,kind,dataset,puzzles,solved,wrong,capped,cpu_seconds,puzzles_per_second,us_per_puzzle,"
           "work_name,work_per_puzzle,complete_rounds\n";
    for (const Result& r : results) {
        csv << variant << ',' << r.solver << ',' << r.kind << ',' << r.dataset << ',' << r.total << ',' << r.done
            << ',' << r.wrong << ',' << (r.capped ? 1 : 0) << ',' << r.seconds << ',' << r.rate() << ','
            << (r.done ? 1e6 * r.seconds / r.done : 0) << ',' << r.work_name << ','
            << (r.work >= 0 && r.done ? r.work / r.done : -1) << ',' << (r.capped ? 0 : r.rounds) << '\n';
    }

    // SVG: per dataset a group of horizontal bars, one per in-process solver, log10 of puzzles/s.
    vector<string> solvers, datasets;
    for (const Result& r : results) {
        if (r.kind != "leetcode") continue;
        if (find(solvers.begin(), solvers.end(), r.solver) == solvers.end()) solvers.push_back(r.solver);
        if (find(datasets.begin(), datasets.end(), r.dataset) == datasets.end()) datasets.push_back(r.dataset);
    }
    const char* colors[] = {"#9e9e9e", "#e377c2", "#ff7f0e", "#2ca02c", "#8c564b", "#1f77b4", "#d62728", "#17becf"};
    const int bar = 14, gap = 10, label_width = 90, plot_width = 620, top = 60;
    const double log_min = 0, log_max = 7;  // 1 .. 10,000,000 puzzles/s
    int height = top + (int)datasets.size() * ((int)solvers.size() * bar + gap) + 40;
    ostringstream svg;
    svg << "<svg xmlns='http://www.w3.org/2000/svg' width='" << label_width + plot_width + 200 << "' height='" << height
        << "' font-family='sans-serif' font-size='11'>\n<rect width='100%' height='100%' fill='white'/>\n";
    svg << "<text x='10' y='20' font-size='14'>Puzzles per second (log scale), one fresh Solution per puzzle, "
        << variant << ": " << compile_flags << "</text>\n";
    for (int decade = (int)log_min; decade <= (int)log_max; ++decade) {
        double x = label_width + plot_width * (decade - log_min) / (log_max - log_min);
        svg << "<line x1='" << x << "' y1='" << top - 10 << "' x2='" << x << "' y2='" << height - 30
            << "' stroke='#ddd'/>\n<text x='" << x << "' y='" << top - 14 << "' text-anchor='middle'>1e" << decade
            << "</text>\n";
    }
    int y = top;
    for (const string& dataset : datasets) {
        svg << "<text x='5' y='" << y + bar * (int)solvers.size() / 2 + 4 << "' font-weight='bold'>" << dataset
            << "</text>\n";
        for (size_t s = 0; s < solvers.size(); ++s) {
            const Result* r = find_result(results, solvers[s], dataset);
            double rate = r && !r->wrong ? r->rate() : 0;
            double width = rate > 1 ? plot_width * (log10(rate) - log_min) / (log_max - log_min) : 0;
            svg << "<rect x='" << label_width << "' y='" << y << "' width='" << width << "' height='" << bar - 2
                << "' fill='" << colors[s % 8] << "'/>\n";
            string label = r ? rate_cell(*r) : "-";
            svg << "<text x='" << label_width + width + 4 << "' y='" << y + bar - 4 << "'>" << solvers[s] << " "
                << label << "</text>\n";
            y += bar;
        }
        y += gap;
    }
    svg << "</svg>\n";
    ofstream(out_dir + "/" + variant + ".svg") << svg.str();
}

int run_bench(int argc, char** argv) {
    string variant = "portable", flags = "?", out_dir = "build/bench";
    const char* puzzles_dir = getenv("PUZZLES_DIR");
    string data_dir = puzzles_dir && *puzzles_dir ? puzzles_dir : "../shared/puzzles";
    string famous_file = "testdata/common/famous.tsv";
    bool quick = false;
    double cap = -1;
    vector<string> nyoj_programs, only;
    CLI::App app{"make bench's harness: every LeetCode 37 solver in-process and NYOJ 722's programs as "
                 "processes, on the public puzzle sets; writes OUT/VARIANT.{md,csv,svg}"};
    app.add_option("--variant", variant, "name of this build (portable, native, quick): the reports' file names");
    app.add_option("--flags", flags, "the compile command of this build, printed in the reports");
    app.add_flag("--quick", quick, "the first 30 puzzles of each set, a 0.05 s cap, one round (CI)");
    app.add_option("--cap", cap, "CPU seconds of solving per (solver, dataset) (default 3; quick 0.05)")
        ->check(CLI::Range(0.001, 600.0));
    app.add_option("--out", out_dir, "folder for the reports");
    app.add_option("--data", data_dir, "folder of the public puzzle sets (default: $PUZZLES_DIR, else ../shared/puzzles)")
        ->check(CLI::ExistingDirectory);
    app.add_option("--famous", famous_file, "the famous puzzles, name<TAB>puzzle<TAB>solution")->check(CLI::ExistingFile);
    app.add_option("--nyoj", nyoj_programs, "an NYOJ program to run on the sets (repeat for more)")
        ->check(CLI::ExistingFile);
    app.add_option("--only", only, "only these solvers: LeetCode names, or NYOJ program file names such as "
                                    "bit_parallel.cpp.bin (comma-separated)")
        ->delimiter(',');
    CLI11_PARSE(app, argc, argv);
    if (cap < 0) cap = quick ? 0.05 : 3.0;
    double nyoj_cap = cap / 2;  // processes: enough for a per-puzzle time, and keeps make bench short
    signal(SIGPIPE, SIG_IGN);
    vector<Dataset> sets = load_datasets(data_dir, famous_file, quick ? 30 : 0);
    // --only: the named solvers (LeetCode names, or NYOJ program file names such as bit_parallel.cpp.bin).
    auto wanted = [&](const string& name) { return only.empty() || find(only.begin(), only.end(), name) != only.end(); };
    vector<LeetCodeSolver> solvers;
    set<string> known;
    for (const LeetCodeSolver& solver : leetcode_solvers()) {
        known.insert(solver.name);
        if (wanted(solver.name)) solvers.push_back(solver);
    }
    for (const string& program : nyoj_programs) known.insert(filesystem::path(program).filename().string());
    // An NYOJ program's name is this run's to check only when it runs NYOJ programs: make bench's native
    // build runs none, and gets the same --only as the portable one.
    auto nyoj_name = [](const string& name) { return name.ends_with(".c.bin") || name.ends_with(".cpp.bin"); };
    for (const string& name : only) {
        if (known.count(name) || (nyoj_programs.empty() && nyoj_name(name))) continue;
        string names;
        for (const string& k : known) names += (names.empty() ? "" : ", ") + k;
        fprintf(stderr, "harness: --only: no solver named '%s' (known: %s)\n", name.c_str(), names.c_str());
        return 2;
    }
    erase_if(nyoj_programs, [&](const string& program) { return !wanted(filesystem::path(program).filename().string()); });
    if (solvers.empty() && nyoj_programs.empty()) {  // make bench's native build, given only NYOJ names
        fprintf(stderr, "harness: --only leaves nothing to run in the %s build: its reports are left as they were\n",
                variant.c_str());
        return 0;
    }
    vector<Result> results;
    judge::ProgressLine line(std::cerr, judge::progress_wanted(STDERR_FILENO));
    const size_t runs = (solvers.size() + nyoj_programs.size()) * sets.size();
    auto report = [&](const Result& r, const string& set_name) {
        line.clear();
        fprintf(stderr, "  %-24s %-10s %s\n", r.solver.c_str(), set_name.c_str(), rate_cell(r).c_str());
    };
    for (const LeetCodeSolver& solver : solvers) {
        for (const Dataset& set : sets) {
            line.update(results.size(), runs, solver.name + " on " + set.name);
            results.push_back(run_leetcode(solver, set, quick ? cap : cap * solver.cap_factor, quick ? 1 : kMaxRounds));
            report(results.back(), set.name);
        }
    }
    // A second pass, a minute or more later, over the pairs whose rounds took under a sixth of their
    // cap: a slow phase of the VM can outlast one child's rounds (seen in full runs: 447k puzzles/s
    // instead of 511-527k for 10 rounds of 2 ms, 26.7k instead of 32.5k for 6 rounds of 0.1 s), rarely
    // two children far apart. The faster complete measurement is kept; wrong answers add up.
    if (!quick) {
        for (size_t k = 0; k < solvers.size() * sets.size(); ++k) {
            const LeetCodeSolver& solver = solvers[k / sets.size()];
            const Dataset& set = sets[k % sets.size()];
            Result& first = results[k];
            double first_cap = cap * solver.cap_factor;
            if (first.capped || first.seconds >= first_cap / 6) continue;
            line.update(k, solvers.size() * sets.size(), "second pass: " + solver.name + " on " + set.name);
            Result second = run_leetcode(solver, set, first_cap, kMaxRounds);
            first.wrong += second.wrong;
            if (!second.capped && second.done == first.done && second.seconds < first.seconds) {
                first.seconds = second.seconds;
                first.work = second.work;
            }
            first.rounds += second.rounds;
        }
    }
    for (const string& program : nyoj_programs) {
        for (const Dataset& set : sets) {
            line.update(results.size(), runs, program + " on " + set.name);
            results.push_back(run_nyoj(program, set, nyoj_cap, quick ? 20 : 99));
            report(results.back(), set.name);
        }
    }
    line.clear();
    write_reports(results, variant, flags, out_dir, quick);
    size_t wrong = 0;
    for (const Result& r : results) wrong += r.wrong;
    if (wrong) {
        fprintf(stderr, "harness: %zu wrong answers (see WRONG in the table)\n", wrong);
        return 1;
    }
    return 0;
}

}  // namespace bench

int main(int argc, char** argv) { return bench::run_bench(argc, argv); }
