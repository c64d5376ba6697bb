// `judge validate testdata/<problem> ...` (or a problem package's folder): runs each problem's input validators on
// every input. A judged input (sample/, secret/, hard/; a package's data/sample and data/secret) must be valid; an
// input of invalid/ (a 2025-09 package's data/invalid_input/) must be rejected, and the validator's
// reason is shown, "<file>:<line>: what broke which constraint". Exit 0 when both hold for every input,
// 1 when not (each such input named), 2 for a problem without validator or one that does not compile.
#include <fmt/format.h>

#include <iostream>
#include <memory>

#include "judge/cli/commands.hpp"
#include "judge/formats/problem_yaml.hpp"
#include "judge/util/files.hpp"
#include "judge/formats/package.hpp"
#include "judge/inputs/validate.hpp"

namespace fs = std::filesystem;

namespace judge {
namespace {

struct ValidateSettings {
    std::vector<std::string> problems;
    std::string cache_root;
    bool verbose = false;
};

int run_validate(const ValidateSettings& settings) {
    std::size_t wrong = 0;
    for (const std::string& dir : settings.problems) {
        // A problem package's validators are its author's programs, run in the sandbox (formats/package.hpp).
        Package package;
        const bool is_a_package = is_package(dir);
        if (is_a_package) package = load_package(dir);
        Problem problem = is_a_package ? std::move(package.problem) : load_problem(dir);
        for (const std::string& note : package.notes) std::cout << "  note: " << note << "\n";
        std::size_t valid = 0, rejected = 0, wrong_here = 0;
        // Each input's line as soon as it is checked: a validator may take seconds an input.
        auto print = [&](const InputCheck& check) {
            if (check.ok()) {
                (check.judged ? valid : rejected) += 1;
                // A rejected invalid input shows why: the message names the file, the line and the rule.
                if (!check.judged) std::cout << "  rejected as it should be: " << check.verdict.message << std::endl;
                else if (settings.verbose) std::cout << "  valid: " << check.input.string() << std::endl;
                return;
            }
            ++wrong_here;
            if (check.verdict.status == InputStatus::Broken)
                std::cout << "  ✗ validator broken: " << check.verdict.message << std::endl;
            else if (check.judged)
                std::cout << "  ✗ judged input rejected (move it to invalid/ or fix it): " << check.verdict.message
                          << std::endl;
            else
                std::cout << "  ✗ invalid input accepted (the validator misses the rule it breaks): "
                          << check.input.string() << std::endl;
        };
        ValidateOptions options;
        options.on_checked = print;
        validate_inputs(problem, settings.cache_root, options);
        std::string names;
        for (const auto& validator : problem.validators)
            names += (names.empty() ? "" : ", ") + validator.filename().string();
        std::cout << fmt::format("validate {}: {} judged input{} valid, {} invalid input{} rejected{} ({})\n", dir,
                                 valid, valid == 1 ? "" : "s", rejected, rejected == 1 ? "" : "s",
                                 wrong_here ? fmt::format(", {} NOT as they should be", wrong_here) : "", names);
        wrong += wrong_here;
    }
    return wrong ? 1 : 0;
}

}  // namespace

Command add_validate_command(CLI::App& parent) {
    auto settings = std::make_shared<ValidateSettings>();
    settings->cache_root = default_cache_root().string();
    CLI::App* app = parent.add_subcommand(
        "validate", "Run each problem's input validators (input_validators/*.cpp; a package's in C, C++, Python 3 or Bash, in the sandbox) on every input: sample/, secret/ "
                    "and hard/ must be valid, every input of invalid/ rejected.");
    app->add_option("problems", settings->problems, "problem folders, e.g. testdata/nyoj-0722-sudoku, or problem packages")
        ->required()
        ->check(CLI::ExistingDirectory);
    app->add_flag("-v,--verbose", settings->verbose, "also list each valid input");
    app->add_option("--cache", settings->cache_root, "where builds are cached (default: build/cache beside the judge)");
    return Command{app, [settings] { return run_validate(*settings); }};
}

}  // namespace judge
