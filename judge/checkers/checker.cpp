// The checker dispatch: names as problem.yaml writes them, and run_checker.
#include "judge/checkers/checker.hpp"

#include <array>

#include "judge/checkers/default_validator.hpp"
#include "judge/checkers/diff.hpp"
#include "judge/checkers/external.hpp"
#include "judge/checkers/output_validator.hpp"
#include "judge/checkers/sudoku.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"

namespace judge {
namespace {

struct KindName {
    CheckerKind kind;
    std::string_view name;
};
constexpr std::array<KindName, 7> kNames{{{CheckerKind::Exact, "exact"},
                                          {CheckerKind::Lines, "lines"},
                                          {CheckerKind::Tokens, "tokens"},
                                          {CheckerKind::Sudoku, "sudoku"},
                                          {CheckerKind::External, "external"},
                                          {CheckerKind::Default, "default output validator"},
                                          {CheckerKind::OutputValidator, "output validator"}}};

}  // namespace

std::string_view checker_name(CheckerKind kind) { return kNames[static_cast<std::size_t>(kind)].name; }

std::optional<CheckerKind> parse_checker_kind(std::string_view name) {
    for (const KindName& entry : kNames)
        if (entry.name == name) return entry.kind;
    return std::nullopt;
}

CheckResult run_checker(const CheckerSpec& spec, const std::filesystem::path& input,
                        const std::filesystem::path& output, const std::filesystem::path& answer,
                        const std::vector<std::string>& args, bool isolate) {
    if (spec.kind == CheckerKind::External) return check_external(spec.external, input, output, answer, isolate);
    std::vector<std::string> flags = spec.flags;  // the problem's, then the test's own
    flags.insert(flags.end(), args.begin(), args.end());
    if (spec.kind == CheckerKind::OutputValidator) {
        if (spec.command.empty()) return {CheckStatus::FAIL, "the output validator was not built"};
        OutputValidatorOptions options;
        options.isolate = isolate;
        return check_output_validator(spec.command, std::filesystem::absolute(input), std::filesystem::absolute(output),
                                      std::filesystem::absolute(answer), flags, options);
    }
    std::string input_text, output_text, answer_text;
    try {
        input_text = read_text(input);
        output_text = read_text(output);
        answer_text = read_text(answer);
    } catch (const JudgeError& e) {
        return {CheckStatus::FAIL, e.what()};
    }
    switch (spec.kind) {
        case CheckerKind::Exact: return check_exact(output_text, answer_text);
        case CheckerKind::Lines: return check_lines(output_text, answer_text);
        case CheckerKind::Tokens: return check_tokens(output_text, answer_text);
        case CheckerKind::Sudoku: return check_sudoku(input_text, output_text, answer_text, spec.grid_format);
        case CheckerKind::Default:
            try {
                return check_default_validator(output_text, answer_text, parse_validator_flags(flags));
            } catch (const JudgeError& e) {
                return {CheckStatus::FAIL, e.what()};
            }
        case CheckerKind::External:
        case CheckerKind::OutputValidator: break;
    }
    return {CheckStatus::FAIL, "unknown checker"};
}

}  // namespace judge
