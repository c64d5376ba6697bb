// machine/: this machine's speed against the reference machine's, which every time limit is read against.
// It uses sandbox/ and util/; the pipeline and everything above it use it.
// This machine against the reference machine. Every time limit and every measured slowdown of an online
// judge (problem.yaml's judge_speed:) was set on one machine, the reference machine (docs/machine.md: the
// 2-core AMD EPYC VM of docs/measurements.md). On another machine the same program takes another time, and
// not by one factor for all programs: on an Intel Xeon at 2.5 GHz (2026-11-28) row-major backtracking in C
// took 3.1-4.3× its time there, the other programs 1.3-3.4× (docs/machine.md has the table).
// So the judge measures, per kind of program, a fixed workload: the row-major search of the programs that
// end up near a limit (first empty cell from the top, digits 1-9, each checked by scanning its row, column
// and box), stopped after a fixed number of placements; native code in the judge itself (g++ -O2: the
// compiler most C and C++ profiles use), Python and Java as the solutions run. A time limit is multiplied by its language's
// factor, so that a program gets here the time it would have had on the reference machine.
#pragma once
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace judge {

// The kinds of program a factor is measured for: "native" (c, cpp), "python", "java"; and their names in
// what people read: "C/C++", "Python", "Java".
std::string machine_kind_of(std::string_view language);
std::string machine_kind_name(std::string_view kind);

// What is known of this machine: the kinds measured so far in this process, or a factor given by hand.
struct MachineSpeed {
    std::string cpu;       // /proc/cpuinfo's model name
    std::string measured;  // when the first kind was measured, UTC "2026-11-28 03:40"; "" for a factor by hand
    bool by_hand = false;  // --machine-factor
    // Per kind: this machine's time ÷ the reference machine's, for the workload.
    std::map<std::string, double> factor;
    std::map<std::string, double> fastest_ms;         // kind → its fastest run here, CPU ms (`judge machine`)
    std::map<std::string, std::string> not_measured;  // kind → why; such a kind takes the native factor
    bool is_reference() const;  // every factor 1, or none known: limits as problem.yaml gives them
    // "C/C++ 3.30×, Python 1.74× the reference machine's times (Intel(R) Xeon(R) ...; measured 2026-11-28 03:40)",
    // then "; Java not measured (why: C/C++'s factor)" for a kind that could not be measured
    std::string describe() const;
};

// The workload of each kind, and its time on the reference machine (docs/machine.md says how it was obtained).
struct Workload {
    std::string kind;
    long placements;      // the search stops after this many placements
    double reference_ms;  // its fastest run's CPU ms on the reference machine
};
const std::vector<Workload>& machine_workloads();

// The factor from a kind's measured runs: the fastest run (the one least disturbed by anything else on the
// machine) ÷ the reference time, to the two decimals every view says it with (so that the limits they show
// add up). Pure.
double factor_from_runs(const std::vector<double>& run_ms, double reference_ms);

// The row-major search on the fixed grid, stopped after `budget` placements: the native workload. Returns
// the placements made (== budget unless the grid was solved first), so that the compiler keeps the work.
long row_major_workload(long budget);

// How far one program's own ratio (its time here ÷ its time on the reference machine) may lie from its kind's
// factor: between factor ÷ spread and factor × spread. The workload is one program; on the Intel machine
// (workload 3.3-4.2×, 2026-11-28) row-major C and C++ programs ran 2.2-4.3× their reference times, Python
// 1.7-3.4× (workload 2.1×), Java 1.5-2.7× (1.5×): the farther a machine is from the reference machine, the
// less one workload says of another program (docs/machine.md, "The spread"). A prediction within the judge's
// margin × this spread of a limit is uncertain. √max(f, 1/f): 1 on the reference machine, 1.98 at f = 3.94,
// where the ratio may then lie in 1.98-7.8 (fengrenchang86's POJ 2676 programs: 2.2-2.5). Pure.
double machine_spread(double factor);

// This machine's factor for a language's programs (`by_hand`: that, nothing measured). A kind is measured
// once per process, on first use, from any thread (one at a time): about 0.3 s for native code, 1 s for
// Python, 2-3 s for Java (five starts of each). Once per process, not once per machine: the speed
// of a shared VM was seen to change by half within 15 minutes (docs/machine.md).
double machine_factor(std::string_view language, std::optional<double> by_hand);
// Everything measured so far in this process (or the factor by hand): for the report.
MachineSpeed machine_speed_so_far(std::optional<double> by_hand);
// Measures every kind anew (`judge machine`).
MachineSpeed measure_machine();

}  // namespace judge
