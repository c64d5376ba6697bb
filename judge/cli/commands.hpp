// cli/: the subcommands of build/judge besides judging (show, generate, stress, calibrate, validate, machine, export, run). Each uses the
// pipeline, view/ and grid/; nothing uses cli/ but main.cpp.
// Each file that implements one registers it on the app; main() runs the one the user named.
#pragma once
#include <CLI/CLI.hpp>
#include <functional>
#include <optional>
#include <string>

namespace judge {

struct Command {
    CLI::App* app = nullptr;     // the subcommand, owned by the parent app
    std::function<int()> run;    // runs it after parsing; returns the exit status
};

// --seed's check, for generate and stress: a whole number from 0 to 2^64 - 1, written as such ("-5" would
// otherwise wrap around to 2^64 - 5, and a longer number saturate, both silently).
inline CLI::Validator seed_check() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos)
                return "a seed is a whole number of 0 or more, got '" + text + "'";
            if (text.size() > 20 || (text.size() == 20 && text > "18446744073709551615"))
                return "a seed is at most 18446744073709551615, got " + text;
            return "";
        },
        "SEED");
}

// --machine-factor, for judging, calibrate and stress: every time limit × this, instead of this machine's
// measured factors (machine/machine.hpp).
inline CLI::Option* add_machine_factor_option(CLI::App& app, std::optional<double>& factor) {
    return app
        .add_option("--machine-factor", factor,
                    "multiply every time limit by this instead of this machine's measured factors (1: the limits "
                    "as problem.yaml gives them; `judge machine` shows the measured ones)")
        ->check(CLI::Range(0.05, 100.0));
}

// Each is defined in the file named after the subcommand (judge/cli/<name>.cpp).
Command add_generate_command(CLI::App& parent);   // random puzzles with one solution
Command add_calibrate_command(CLI::App& parent);  // suggest a time limit from the AC solutions
Command add_show_command(CLI::App& parent);       // draw a test file's boards, optionally a solution's answers
Command add_stress_command(CLI::App& parent);     // random puzzles through every AC solution (对拍)
Command add_validate_command(CLI::App& parent);   // every input against the problem's input validators
Command add_machine_command(CLI::App& parent);    // this machine's speed against the reference machine
Command add_export_command(CLI::App& parent);     // one of our problems as a problem package
Command add_run_command(CLI::App& parent);        // one file once on one input: its output, limits and check (run_once.cpp)

}  // namespace judge
