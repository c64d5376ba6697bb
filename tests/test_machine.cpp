// judge/machine.hpp: which kind of program takes which factor, the factor from a kind's runs, the native
// workload's search, the text the report prints, and a factor given by hand. One test measures native code
// for real (about 0.3 s) and checks only what holds on any machine.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "judge/machine/machine.hpp"
#include "judge/util/error.hpp"

using namespace judge;

TEST_CASE("machine_kind_of: C and C++ are native code; Python and Java each their own kind") {
    CHECK(machine_kind_of("c") == "native");
    CHECK(machine_kind_of("cpp") == "native");
    CHECK(machine_kind_of("python") == "python");
    CHECK(machine_kind_of("java") == "java");
}

TEST_CASE("every kind has a workload with a positive budget and reference time") {
    std::vector<std::string> kinds;
    for (const Workload& w : machine_workloads()) {
        kinds.push_back(w.kind);
        CHECK(w.placements > 0);
        CHECK(w.reference_ms > 0);
    }
    CHECK(kinds == std::vector<std::string>{"native", "python", "java"});
}

TEST_CASE("factor_from_runs: the fastest run over the reference time; no runs is an error") {
    CHECK(factor_from_runs({90, 60, 75}, 20) == doctest::Approx(3.0));
    CHECK(factor_from_runs({10}, 20) == doctest::Approx(0.5));  // a machine faster than the reference
    CHECK_THROWS_AS(factor_from_runs({}, 20), JudgeError);
    CHECK_THROWS_AS(factor_from_runs({10}, 0), JudgeError);
}

TEST_CASE("machine_spread: 1 on the reference machine, the square root of how far a machine is from it either way") {
    CHECK(machine_spread(1) == 1);
    CHECK(machine_spread(4) == doctest::Approx(2));
    CHECK(machine_spread(0.25) == doctest::Approx(2));  // a machine 4× faster is as far
    CHECK(machine_spread(3.94) == doctest::Approx(1.985).epsilon(0.001));
    CHECK_THROWS_AS(machine_spread(0), JudgeError);
}

TEST_CASE("row_major_workload stops after exactly its budget of placements") {
    CHECK(row_major_workload(1) == 1);
    CHECK(row_major_workload(12345) == 12345);
    CHECK(row_major_workload(200000) == 200000);  // far from solving the grid: every budget is reached
}

TEST_CASE("a factor by hand is every language's, and is described as such") {
    CHECK(machine_factor("cpp", 2.0) == 2.0);
    CHECK(machine_factor("python", 0.5) == 0.5);
    MachineSpeed speed = machine_speed_so_far(1.5);
    CHECK(speed.by_hand);
    CHECK(speed.factor.at("native") == 1.5);
    CHECK(speed.factor.at("java") == 1.5);
    CHECK_FALSE(speed.is_reference());
    CHECK(speed.describe() == "C/C++ 1.50×, Python 1.50×, Java 1.50× the reference machine's times (--machine-factor)");
    CHECK(machine_speed_so_far(1.0).is_reference());
}

TEST_CASE("MachineSpeed::describe names the CPU and the time, and a kind that could not be measured") {
    MachineSpeed speed;
    speed.cpu = "Some CPU";
    speed.measured = "2026-11-28 03:40";
    speed.factor["native"] = 3.3;
    speed.not_measured["java"] = "javac or java is not in PATH";
    CHECK(speed.describe() == "C/C++ 3.30× the reference machine's times (Some CPU; measured 2026-11-28 03:40); Java "
                              "not measured (javac or java is not in PATH: C/C++'s factor)");
    CHECK(MachineSpeed{}.is_reference());  // nothing known: limits as problem.yaml gives them
}

TEST_CASE("machine_factor measures native code once per process, and the report sees it") {
    const double factor = machine_factor("cpp", std::nullopt);
    CHECK(factor > 0);
    CHECK(machine_factor("c", std::nullopt) == factor);  // the same measurement: once per process
    MachineSpeed speed = machine_speed_so_far(std::nullopt);
    CHECK_FALSE(speed.by_hand);
    CHECK(speed.factor.at("native") == factor);
    CHECK(speed.fastest_ms.at("native") > 0);
    CHECK_FALSE(speed.cpu.empty());
    CHECK(speed.measured.size() == 16);  // "YYYY-MM-DD HH:MM"
}
