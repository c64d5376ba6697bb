// The checker dispatch: names as problem.yaml writes them, and run_checker.
#include "judge/checkers/checker.hpp"

#include <array>

#include "judge/checkers/diff.hpp"
#include "judge/checkers/external.hpp"
#include "judge/checkers/sudoku.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"

namespace judge {
namespace {

struct KindName {
    CheckerKind kind;
    std::string_view name;
};
constexpr std::array<KindName, 5> kNames{{{CheckerKind::Exact, "exact"},
                                          {CheckerKind::Lines, "lines"},
                                          {CheckerKind::Tokens, "tokens"},
                                          {CheckerKind::Sudoku, "sudoku"},
                                          {CheckerKind::External, "external"}}};

}  // namespace

std::string_view checker_name(CheckerKind kind) { return kNames[static_cast<std::size_t>(kind)].name; }

std::optional<CheckerKind> parse_checker_kind(std::string_view name) {
    for (const KindName& entry : kNames)
        if (entry.name == name) return entry.kind;
    return std::nullopt;
}

CheckResult run_checker(const CheckerSpec& spec, const std::filesystem::path& input,
                        const std::filesystem::path& output, const std::filesystem::path& answer) {
    if (spec.kind == CheckerKind::External) return check_external(spec.external, input, output, answer);
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
        case CheckerKind::External: break;
    }
    return {CheckStatus::FAIL, "unknown checker"};
}

}  // namespace judge
