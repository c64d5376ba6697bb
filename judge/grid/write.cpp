// Grid writers (format.hpp): the one place that lays grids out in each of its formats.
#include <fmt/format.h>

#include "judge/grid/format.hpp"
#include "judge/grid/rules.hpp"
#include "judge/util/error.hpp"

namespace judge {
namespace {

// One grid a line, '.' for an empty cell: any side.
std::string line_of(std::string_view grid) {
    const int side = side_of(grid.size());
    std::string out;
    for (char cell : grid) out += is_clue(cell, side) ? cell : '.';
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

// POJ 2676's rows: 9 lines of 9 digits, nothing between them, '0' for an empty cell.
std::string poj2676_rows(std::string_view grid) {
    std::string out;
    for (std::size_t cell = 0; cell < grid.size(); ++cell) {
        out += is_clue(grid[cell]) ? grid[cell] : '0';
        if (cell % 9 == 8) out += '\n';
    }
    return out;
}

// POJ 3076's rows: 16 lines of 16 letters, '-' for an empty cell.
std::string poj16_rows(std::string_view grid) {
    std::string out;
    for (std::size_t cell = 0; cell < grid.size(); ++cell) {
        out += is_clue(grid[cell], 16) ? grid[cell] : '-';
        if (cell % 16 == 15) out += '\n';
    }
    return out;
}

// UVa 989's rows: side lines of side numbers separated by single spaces, `empty` for an empty cell ('0';
// HDU 1426's '?').
std::string uva989_rows(std::string_view grid, char empty = '0') {
    const int side = side_of(grid.size());
    std::string out;
    for (std::size_t cell = 0; cell < grid.size(); ++cell) {
        out += is_clue(grid[cell], side) ? grid[cell] : empty;
        out += cell % std::size_t(side) == std::size_t(side) - 1 ? '\n' : ' ';
    }
    return out;
}

// The cases one after another with one empty line between two, as POJ 3076 and UVa 989 lay them out.
template <class Write>
std::string apart(const std::vector<std::string>& grids, Write write) {
    std::string out;
    for (std::size_t k = 0; k < grids.size(); ++k) out += (k ? "\n" : "") + write(grids[k]);
    return out;
}

// A grid of a side the format cannot hold is the caller's error.
void require_side(const std::vector<std::string>& grids, GridFormat format) {
    for (const std::string& grid : grids) {
        if (!grid.empty() && !format_holds_side(format, side_of(grid.size())))
            throw JudgeError(fmt::format("{} format: a grid of {} cells does not fit it", format_key(format), grid.size()));
    }
}

}  // namespace

bool format_holds_side(GridFormat format, int side) {
    switch (format) {
        case GridFormat::Line: return side != 0;
        case GridFormat::POJ16: return side == 16;
        case GridFormat::UVa989: return side == 1 || side == 4 || side == 9;
        default: return side == 9;
    }
}

std::string write_puzzles(const std::vector<std::string>& grids, GridFormat format) {
    require_side(grids, format);
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
        case GridFormat::POJ16: out = apart(grids, poj16_rows); break;
        case GridFormat::UVa989:
            out = apart(grids, [](const std::string& grid) {
                return fmt::format("{}\n", box_side(side_of(grid.size()))) + uva989_rows(grid);
            });
            break;
        case GridFormat::POJ3074:
            for (const auto& grid : grids) out += line_of(grid);
            out += "end\n";
            break;
        case GridFormat::HDU1426:
            out = apart(grids, [](const std::string& grid) { return uva989_rows(grid, '?'); });
            break;
        case GridFormat::POJ2676:
            out = fmt::format("{}\n", grids.size());
            for (const auto& grid : grids) out += poj2676_rows(grid);
            break;
    }
    return out;
}

std::string write_answers(const std::vector<std::string>& grids, GridFormat format) {
    require_side(grids, format);
    switch (format) {
        case GridFormat::NYOJ: {
            std::string out;
            for (const auto& grid : grids) out += grid.empty() ? "No solution\n" : nyoj_rows(grid, '0');
            return out;
        }
        case GridFormat::UVa989:
            return apart(grids, [](const std::string& grid) { return grid.empty() ? "NO SOLUTION\n" : uva989_rows(grid); });
        case GridFormat::HDU1426: return apart(grids, [](const std::string& grid) { return uva989_rows(grid); });
        case GridFormat::POJ2676: {
            std::string out;
            for (const auto& grid : grids) out += poj2676_rows(grid);
            return out;
        }
        case GridFormat::POJ3074: {
            std::string out;
            for (const auto& grid : grids) out += line_of(grid);
            return out;
        }
        default: return write_puzzles(grids, format);
    }
}

}  // namespace judge
