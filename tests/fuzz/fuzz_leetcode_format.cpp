// libFuzzer target: LeetCode's text format (judge/function/leetcode_format.hpp) and signatures (signature.hpp).
// Property: any bytes give a value or a JudgeError, never a crash, a sanitizer report or another
// exception; a value that parses prints back to text that parses to the same value (doubles aside: they
// print with 5 decimals). The first byte picks what the rest of the input is.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <string>
#include <string_view>

#include "judge/util/error.hpp"
#include "judge/function/leetcode_format.hpp"
#include "judge/function/signature.hpp"

namespace {

const judge::Signature& sudoku_signature() {
    static const judge::Signature signature = judge::parse_signature(
        "solveSudoku(board: character[][]) -> void", "board", {{"board", "9x9 of 1-9 ."}}, "fuzz");
    return signature;
}

// Every scalar type but double, at ranks 0 to 2, without constraints: round trips are exact.
const judge::Signature& mixed_signature() {
    static const judge::Signature signature = judge::parse_signature(
        "f(a: integer, b: integer[], c: string[][], d: boolean, e: character[], g: long, h: string) -> integer",
        "return", {}, "fuzz");
    return signature;
}

void check_round_trip(const judge::Signature& signature, std::string_view text) {
    auto cases = judge::parse_leetcode_input(signature, text, "fuzz.in");
    for (const auto& arguments : cases) {
        std::string printed;
        for (std::size_t i = 0; i < arguments.size(); ++i)
            printed += judge::print_leetcode_value(arguments[i], signature.parameters[i].type) + "\n";
        auto again = judge::parse_leetcode_input(signature, printed, "printed.in");
        if (again.size() != 1 || again[0] != arguments) std::abort();  // printing lost or changed a value
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    try {
        switch (data[0] % 4) {
            case 0: check_round_trip(sudoku_signature(), text); break;
            case 1: check_round_trip(mixed_signature(), text); break;
            case 2: judge::parse_signature(text, "return", {}, "fuzz"); break;
            case 3: judge::quote_json_string(text); break;
        }
    } catch (const judge::JudgeError&) {
        // malformed input, reported as it should be
    }
    return 0;
}
