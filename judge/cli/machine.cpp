// `judge machine`: this machine against the reference machine (judge/machine/machine.hpp): each kind's factor, its
// fastest workload run here and the reference time it is divided by, measured now.
#include <fmt/format.h>

#include <iostream>

#include "judge/cli/commands.hpp"
#include "judge/machine/machine.hpp"

namespace judge {

namespace {

int run_machine() {
    const MachineSpeed speed = measure_machine();
    std::cout << fmt::format("This machine: {}\n", speed.describe());
    std::cout << fmt::format("  {:<7} {:>12} {:>14} {:>12} {:>8}\n", "kind", "placements", "fastest here",
                             "reference", "factor");
    for (const Workload& w : machine_workloads()) {
        auto factor = speed.factor.find(w.kind);
        auto fastest = speed.fastest_ms.find(w.kind);
        if (factor == speed.factor.end() || fastest == speed.fastest_ms.end()) {
            auto why = speed.not_measured.find(w.kind);
            std::cout << fmt::format("  {:<7} not measured: {}; it takes C/C++'s factor\n", machine_kind_name(w.kind),
                                     why == speed.not_measured.end() ? "no reason given" : why->second);
            continue;
        }
        std::cout << fmt::format("  {:<7} {:>12} {:>11.1f} ms {:>9.1f} ms {:>7.2f}×\n", machine_kind_name(w.kind), w.placements,
                                 fastest->second, w.reference_ms, factor->second);
    }
    std::cout << "Each judging run measures the kinds it needs and multiplies time limits by them (docs/machine.md).\n";
    return 0;
}

}  // namespace

Command add_machine_command(CLI::App& parent) {
    CLI::App* app = parent.add_subcommand(
        "machine", "Show this machine's speed against the reference machine, per kind of program (C/C++, Python, "
                   "Java): the factor every time limit is multiplied by.");
    return Command{app, [] { return run_machine(); }};
}

}  // namespace judge
