// cli/: the subcommands of build/judge besides judging (show, generate, stress, calibrate, validate). Each uses the
// pipeline, view/ and grid/; nothing uses cli/ but main.cpp.
// Each file that implements one registers it on the app; main() runs the one the user named.
#pragma once
#include <CLI/CLI.hpp>
#include <functional>

namespace judge {

struct Command {
    CLI::App* app = nullptr;     // the subcommand, owned by the parent app
    std::function<int()> run;    // runs it after parsing; returns the exit status
};

// Each is defined in the file named after the subcommand (judge/cli/<name>.cpp).
Command add_generate_command(CLI::App& parent);   // random puzzles with one solution
Command add_calibrate_command(CLI::App& parent);  // suggest a time limit from the AC solutions
Command add_show_command(CLI::App& parent);       // draw a test file's boards, optionally a solution's answers
Command add_stress_command(CLI::App& parent);     // random puzzles through every AC solution (对拍)
Command add_validate_command(CLI::App& parent);   // every input against the problem's input validators

}  // namespace judge
