// Grid writers (format.hpp): the one place that lays grids out as NYOJ, LeetCode or line files.
#include <fmt/format.h>

#include "judge/grid/format.hpp"
#include "judge/grid/rules.hpp"
#include "judge/util/error.hpp"

namespace judge {
namespace {

std::string line_of(std::string_view grid) {
    std::string out;
    for (char cell : grid) out += is_clue(cell) ? cell : '.';
    return out + '\n';
}

// 9 lines of 9 cells separated by single spaces, `empty` for an empty cell.
std::string nyoj_rows(std::string_view grid, char empty) {
    std::string out;
    for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 9; ++c) {
            char cell = grid[r * 9 + c];
            out += is_clue(cell) ? cell : empty;
            out += c == 8 ? '\n' : ' ';
        }
    }
    return out;
}

std::string leetcode_board(std::string_view grid) {
    std::string out = "[";
    for (int r = 0; r < 9; ++r) {
        out += r ? ",[" : "[";
        for (int c = 0; c < 9; ++c) {
            char cell = grid[r * 9 + c];
            out += c ? ",\"" : "\"";
            out += is_clue(cell) ? cell : '.';
            out += '"';
        }
        out += ']';
    }
    return out + "]\n";
}

}  // namespace

std::string write_puzzles(const std::vector<std::string>& grids, GridFormat format) {
    std::string out;
    switch (format) {
        case GridFormat::Line:
            for (const auto& grid : grids) out += line_of(grid);
            break;
        case GridFormat::NYOJ:
            if (grids.empty() || grids.size() > 99)
                throw JudgeError(fmt::format("nyoj format: a file holds 1 to 99 puzzles (NYOJ 722's n), got {}",
                                             grids.size()));
            out = fmt::format("{}\n", grids.size());
            for (const auto& grid : grids) out += nyoj_rows(grid, '0');
            break;
        case GridFormat::LeetCode:
            for (const auto& grid : grids) out += leetcode_board(grid);
            break;
    }
    return out;
}

std::string write_answers(const std::vector<std::string>& grids, GridFormat format) {
    if (format != GridFormat::NYOJ) return write_puzzles(grids, format);
    std::string out;
    for (const auto& grid : grids) out += nyoj_rows(grid, '0');
    return out;
}

}  // namespace judge
