// The machine factor (machine.hpp): the three workloads, how each is run and timed, and the factors this
// process measured. The native workload is compiled with -O2 whatever CXXFLAGS say (the Makefile), so that
// a debug build of the judge does not measure its own slowness.
#include "judge/machine/machine.hpp"

#include <fmt/format.h>
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <mutex>

#include "judge/sandbox/run.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/temp_folder.hpp"
#include "judge/util/text.hpp"

namespace fs = std::filesystem;

namespace judge {

namespace {

// The grid every workload searches: Wikipedia's anti-brute-force puzzle (testdata/common/famous.tsv), whose
// empty top row makes row-major search take far more placements than any budget below, so each run makes
// exactly its budget of placements.
constexpr std::string_view kGrid = "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

// The three workloads. reference_ms: each kind's fastest run on the reference machine, derived on
// 2026-11-28 (docs/machine.md, "The reference times"): this Intel machine's fastest run ÷ the ratio of its
// times to the reference machine's for programs of that kind that both machines ran.
const std::vector<Workload> kWorkloads = {
    {"native", 500'000, 18},
    {"python", 10'000, 90},
    {"java", 2'000'000, 250},
};

bool allowed(const std::array<int, 81>& grid, int cell, int digit) {
    const int row = cell / 9, column = cell % 9;
    for (int k = 0; k < 9; ++k)
        if (grid[row * 9 + k] == digit || grid[k * 9 + column] == digit) return false;
    const int top = row / 3 * 3, left = column / 3 * 3;
    for (int r = top; r < top + 3; ++r)
        for (int c = left; c < left + 3; ++c)
            if (grid[r * 9 + c] == digit) return false;
    return true;
}

// Row-major search: true once solved or once `placements` reached `budget`.
bool search(std::array<int, 81>& grid, long& placements, long budget) {
    int cell = 0;
    while (cell < 81 && grid[cell] != 0) ++cell;
    if (cell == 81) return true;
    for (int digit = 1; digit <= 9; ++digit) {
        if (!allowed(grid, cell, digit)) continue;
        grid[cell] = digit;
        if (++placements >= budget || search(grid, placements, budget)) return true;
        grid[cell] = 0;
    }
    return false;
}

// The same search in Python and in Java, as the solutions of those languages are run. Each prints the
// placements it made.
constexpr const char* kPythonWorkload = R"(import sys
sys.setrecursionlimit(10000)
GRID = [0 if c == '.' else int(c) for c in sys.argv[2]]
BUDGET = int(sys.argv[1])
placements = 0
def allowed(cell, digit):
    row, column = divmod(cell, 9)
    for k in range(9):
        if GRID[row * 9 + k] == digit or GRID[k * 9 + column] == digit:
            return False
    top, left = row // 3 * 3, column // 3 * 3
    for r in range(top, top + 3):
        for c in range(left, left + 3):
            if GRID[r * 9 + c] == digit:
                return False
    return True
def search():
    global placements
    cell = 0
    while cell < 81 and GRID[cell] != 0:
        cell += 1
    if cell == 81:
        return True
    for digit in range(1, 10):
        if not allowed(cell, digit):
            continue
        GRID[cell] = digit
        placements += 1
        if placements >= BUDGET or search():
            return True
        GRID[cell] = 0
    return False
search()
print(placements)
)";

constexpr const char* kJavaWorkload = R"(public class Workload {
    static int[] grid = new int[81];
    static long placements = 0, budget;
    static boolean allowed(int cell, int digit) {
        int row = cell / 9, column = cell % 9;
        for (int k = 0; k < 9; ++k)
            if (grid[row * 9 + k] == digit || grid[k * 9 + column] == digit) return false;
        int top = row / 3 * 3, left = column / 3 * 3;
        for (int r = top; r < top + 3; ++r)
            for (int c = left; c < left + 3; ++c)
                if (grid[r * 9 + c] == digit) return false;
        return true;
    }
    static boolean search() {
        int cell = 0;
        while (cell < 81 && grid[cell] != 0) ++cell;
        if (cell == 81) return true;
        for (int digit = 1; digit <= 9; ++digit) {
            if (!allowed(cell, digit)) continue;
            grid[cell] = digit;
            if (++placements >= budget || search()) return true;
            grid[cell] = 0;
        }
        return false;
    }
    public static void main(String[] args) {
        budget = Long.parseLong(args[0]);
        for (int i = 0; i < 81; ++i) grid[i] = args[1].charAt(i) == '.' ? 0 : args[1].charAt(i) - '0';
        search();
        System.out.println(placements);
    }
}
)";

constexpr int kNativeRuns = 5;
constexpr int kProcessRuns = 5;

double thread_cpu_ms() {
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) * 1000 + double(now.tv_nsec) / 1e6;
}

// A file's first line, trimmed; "" when there is no such file (a run that never started).
std::string first_line_of_file(const std::string& path) {
    return fs::exists(path) ? std::string(trim(first_line(read_text(path)))) : "";
}

std::string read_cpu_model() {
    std::string cpuinfo;
    try {
        cpuinfo = read_text("/proc/cpuinfo");
    } catch (const JudgeError&) {
        return "unknown CPU";
    }
    for (std::string_view line : split_lines(cpuinfo)) {
        if (line.rfind("model name", 0) != 0) continue;
        auto colon = line.find(':');
        if (colon != std::string_view::npos) return std::string(trim(line.substr(colon + 1)));
    }
    return "unknown CPU";
}

std::string now_utc() {
    std::time_t now = std::time(nullptr);
    std::tm utc{};
    gmtime_r(&now, &utc);
    return fmt::format("{:04}-{:02}-{:02} {:02}:{:02}", utc.tm_year + 1900, utc.tm_mon + 1, utc.tm_mday, utc.tm_hour,
                       utc.tm_min);
}

const Workload& workload(std::string_view kind) {
    for (const Workload& w : kWorkloads)
        if (w.kind == kind) return w;
    throw JudgeError(fmt::format("no workload for '{}'", kind));
}

// One run of a workload program: its CPU ms, or why it failed.
struct ProcessRun {
    double cpu_ms = 0;
    std::string failure;  // "" when it printed the budget of placements
};

// A program run in `folder` without the sandbox, its output in folder/NAME.out and folder/NAME.err, under
// `cpu_ms` of CPU and three times that of wall clock.
RunSpec run_in(const TempFolder& folder, std::vector<std::string> argv, const std::string& name, double cpu_ms) {
    RunSpec spec;
    spec.argv = std::move(argv);
    spec.env = minimal_environment(folder.path);
    spec.workdir = folder.path.string();
    spec.stdout_path = (folder.path / (name + ".out")).string();
    spec.stderr_path = (folder.path / (name + ".err")).string();
    spec.cpu_limit_ms = cpu_ms;
    spec.wall_limit_ms = 3 * cpu_ms;
    return spec;
}

bool ended_well(const RunResult& result) { return result.started && !result.signal && !result.exit_code; }

ProcessRun run_workload(const TempFolder& folder, std::vector<std::string> argv, long budget) {
    RunSpec spec = run_in(folder, std::move(argv), "workload", 20000);
    spec.measured = true;  // started by the launcher's plain mode, as a solution's run is
    RunResult result = run_program(spec);
    ProcessRun run{result.cpu_ms, ""};
    std::string printed = first_line_of_file(spec.stdout_path);
    if (!result.started) run.failure = result.error;
    else if (result.signal || result.exit_code)
        run.failure = fmt::format("{} ended with {} {}: {}", spec.argv[0], result.signal ? "signal" : "exit code",
                                  result.signal ? result.signal : result.exit_code,
                                  first_line_of_file(spec.stderr_path));
    else if (printed != std::to_string(budget))
        run.failure = fmt::format("{} printed '{}', not {} placements", spec.argv[0], printed, budget);
    return run;
}

// The runs of one kind, into speed.factor or speed.not_measured.
void measure_process_kind(MachineSpeed& speed, const std::string& kind, const TempFolder& folder,
                          const std::vector<std::string>& argv) {
    const Workload& w = workload(kind);
    std::vector<double> runs;
    for (int i = 0; i < kProcessRuns; ++i) {
        std::vector<std::string> args = argv;
        args.push_back(std::to_string(w.placements));
        args.push_back(std::string(kGrid));
        ProcessRun run = run_workload(folder, args, w.placements);
        if (!run.failure.empty()) {
            speed.not_measured[kind] = run.failure;
            return;
        }
        runs.push_back(run.cpu_ms);
    }
    speed.fastest_ms[kind] = *std::min_element(runs.begin(), runs.end());
    speed.factor[kind] = factor_from_runs(runs, w.reference_ms);
}

void measure_python(MachineSpeed& speed, const TempFolder& folder) {
    const std::string python = find_in_path("python3");
    if (python.empty()) {
        speed.not_measured["python"] = "python3 is not in PATH";
        return;
    }
    // The interpreter itself, as the solutions' profile runs it: a version manager's shim (a shell script)
    // would add its own start to every run.
    const RunSpec where = run_in(folder, {python, "-c", "import sys; print(sys.executable)"}, "where", 10000);
    std::string interpreter = ended_well(run_program(where)) ? first_line_of_file(where.stdout_path) : "";
    if (interpreter.empty()) interpreter = python;
    write_text(folder.path / "workload.py", kPythonWorkload);
    measure_process_kind(speed, "python", folder, {interpreter, (folder.path / "workload.py").string()});
}

void measure_java(MachineSpeed& speed, const TempFolder& folder) {
    const std::string javac = find_in_path("javac"), java = find_in_path("java");
    if (javac.empty() || java.empty()) {
        speed.not_measured["java"] = "javac or java is not in PATH";
        return;
    }
    write_text(folder.path / "Workload.java", kJavaWorkload);
    const RunSpec compile =
        run_in(folder, {javac, "-d", folder.path.string(), (folder.path / "Workload.java").string()}, "javac", 60000);
    if (!ended_well(run_program(compile))) {
        speed.not_measured["java"] = "javac failed: " + first_line_of_file(compile.stderr_path);
        return;
    }
    measure_process_kind(speed, "java", folder,
                         {java, "-Xss64m", "-XX:+UseSerialGC", "-cp", folder.path.string(), "Workload"});
}

void measure_native(MachineSpeed& speed) {
    const Workload& native = workload("native");
    std::vector<double> runs;
    for (int i = 0; i < kNativeRuns; ++i) {
        const double start = thread_cpu_ms();
        const long made = row_major_workload(native.placements);
        runs.push_back(thread_cpu_ms() - start);
        if (made != native.placements) throw JudgeError("the native workload made the wrong number of placements");
    }
    speed.fastest_ms["native"] = *std::min_element(runs.begin(), runs.end());
    speed.factor["native"] = factor_from_runs(runs, native.reference_ms);
}

void measure_kind(MachineSpeed& speed, const std::string& kind) {
    if (speed.measured.empty()) {
        speed.cpu = read_cpu_model();
        speed.measured = now_utc();
    }
    if (kind == "native") return measure_native(speed);
    // A workload that cannot be run (no temporary folder, a file that cannot be written) leaves its kind
    // unmeasured, with the reason: the judging goes on with the native factor.
    try {
        TempFolder folder("judge-machine");
        if (kind == "python") measure_python(speed, folder);
        else measure_java(speed, folder);
    } catch (const JudgeError& e) {
        speed.not_measured[kind] = e.what();
    }
}

std::mutex this_process_mutex;
MachineSpeed this_process;  // the kinds measured so far, under this_process_mutex

MachineSpeed by_hand_speed(double factor) {
    MachineSpeed speed;
    speed.by_hand = true;
    for (const Workload& w : kWorkloads) speed.factor[w.kind] = factor;
    return speed;
}

}  // namespace

std::string machine_kind_of(std::string_view language) {
    if (language == "python") return "python";
    if (language == "java") return "java";
    return "native";
}

bool MachineSpeed::is_reference() const {
    return std::all_of(factor.begin(), factor.end(), [](const auto& entry) { return entry.second == 1; });
}

std::string machine_kind_name(std::string_view kind) {
    return kind == "native" ? "C/C++" : kind == "python" ? "Python" : "Java";
}

std::string MachineSpeed::describe() const {
    std::vector<std::string> parts, unmeasured;
    for (const std::string kind : {"native", "python", "java"}) {
        if (auto found = factor.find(kind); found != factor.end())
            parts.push_back(fmt::format("{} {:.2f}×", machine_kind_name(kind), found->second));
        else if (auto why = not_measured.find(kind); why != not_measured.end())
            unmeasured.push_back(fmt::format("{} not measured ({}: C/C++'s factor)", machine_kind_name(kind), why->second));
    }
    std::string text = fmt::format("{} the reference machine's times", fmt::join(parts, ", "));
    if (by_hand) return text + " (--machine-factor)";
    text += fmt::format(" ({}; measured {})", cpu, measured);
    for (const std::string& part : unmeasured) text += "; " + part;
    return text;
}

const std::vector<Workload>& machine_workloads() { return kWorkloads; }

double factor_from_runs(const std::vector<double>& run_ms, double reference_ms) {
    if (run_ms.empty() || reference_ms <= 0) throw JudgeError("a machine factor needs runs and a reference time");
    // Two decimals, as every view says it: a limit shown as 1000 ms ÷ 2.5 × 2.19 is 876 ms, not 877.
    return std::round(*std::min_element(run_ms.begin(), run_ms.end()) / reference_ms * 100) / 100;
}

double machine_spread(double factor) {
    if (!(factor > 0)) throw JudgeError("a machine factor must be above 0");
    return std::sqrt(std::max(factor, 1 / factor));
}

long row_major_workload(long budget) {
    std::array<int, 81> grid{};
    for (std::size_t i = 0; i < 81; ++i) grid[i] = kGrid[i] == '.' ? 0 : kGrid[i] - '0';
    long placements = 0;
    search(grid, placements, budget);
    return placements;
}

double machine_factor(std::string_view language, std::optional<double> by_hand) {
    if (by_hand) return *by_hand;
    const std::string kind = machine_kind_of(language);
    std::lock_guard<std::mutex> lock(this_process_mutex);
    if (!this_process.factor.count(kind) && !this_process.not_measured.count(kind)) measure_kind(this_process, kind);
    auto found = this_process.factor.find(kind);
    if (found != this_process.factor.end()) return found->second;
    // A kind that could not be measured (its toolchain missing: its solutions are SKIPPED anyway) takes the
    // native factor.
    if (!this_process.factor.count("native")) measure_kind(this_process, "native");
    return this_process.factor.at("native");
}

MachineSpeed machine_speed_so_far(std::optional<double> by_hand) {
    if (by_hand) return by_hand_speed(*by_hand);
    std::lock_guard<std::mutex> lock(this_process_mutex);
    return this_process;
}

MachineSpeed measure_machine() {
    MachineSpeed speed;
    for (const Workload& w : kWorkloads) measure_kind(speed, w.kind);
    return speed;
}

}  // namespace judge
