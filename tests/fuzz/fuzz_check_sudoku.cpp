// libFuzzer target: the sudoku checker (judge/checkers/sudoku.hpp). The input is split at NUL bytes into the test's
// input, the program's output and the answer; every grid format is checked. Property: a CheckResult
// always comes back (AC, PE, WA or FAIL) with a message for anything but AC, never a crash or an exception.
// sudoku_completion_error gets the first 162 bytes as puzzle and solution.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "judge/checkers/sudoku.hpp"
#include "judge/grid/rules.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view all(reinterpret_cast<const char*>(data), size);
    std::size_t first = all.find('\0');
    std::size_t second = first == std::string_view::npos ? first : all.find('\0', first + 1);
    std::string_view input = all.substr(0, first);
    std::string_view output = first == std::string_view::npos ? std::string_view() : all.substr(first + 1, second - first - 1);
    std::string_view answer = second == std::string_view::npos ? output : all.substr(second + 1);
    for (auto format : {judge::GridFormat::NYOJ, judge::GridFormat::LeetCode, judge::GridFormat::Line,
                        judge::GridFormat::POJ16, judge::GridFormat::UVa989, judge::GridFormat::POJ3074,
                        judge::GridFormat::HDU1426, judge::GridFormat::POJ2676}) {
        judge::CheckResult result = judge::check_sudoku(input, output, answer, format);
        if (result.status != judge::CheckStatus::AC && result.message.empty()) std::abort();
    }
    if (size >= 162) judge::sudoku_completion_error(all.substr(0, 81), all.substr(81, 81));
    if (size >= 32) judge::wrong_cells(all.substr(0, 16), all.substr(16, 16));
    return 0;
}
