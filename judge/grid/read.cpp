/*
 * Grid readers (format.hpp): strict ones for testdata, lenient ones for program output, and the format
 * names. Every grid returned has '.' for an empty cell.
 * Status: unit-tested (tests/test_grid_format.cpp).
 */
#include <fmt/format.h>

#include <array>

#include <nlohmann/json.hpp>

#include "judge/grid/format.hpp"
#include "judge/grid/rules.hpp"
#include "judge/util/error.hpp"
#include "judge/util/text.hpp"

namespace judge {
namespace {

// Whether a line is one grid in the line format: side² cells (4×4: 1-4, 9×9: 1-9, 16×16: A-P), '.' empty,
// and '0' too for 9×9 (the public sets write both).
bool is_line_of_cells(std::string_view line) {
    const int side = line.size() == 16 ? 4 : line.size() == 81 ? 9 : line.size() == 256 ? 16 : 0;
    if (side == 0) return false;
    for (char c : line)
        if (!(is_clue(c, side) || c == '.' || (side == 9 && c == '0'))) return false;
    return true;
}

// ---- strict ----

// The count a file of NYOJ's or POJ 2676's starts with (`what` it counts, for the messages).
std::size_t read_count(const std::vector<Token>& tokens, const std::string& name, std::string_view what) {
    if (tokens.empty()) throw JudgeError(fmt::format("{}: empty, expected the number of {}", name, what));
    const Token& count_token = tokens.front();
    std::size_t count = 0;
    for (char c : count_token.text) {
        if (!is_digit(c) || count > 100000)
            throw JudgeError(fmt::format("{}:{}: expected the number of {}, got '{}'", name, count_token.line, what,
                                         excerpt(count_token.text)));
        count = count * 10 + static_cast<std::size_t>(c - '0');
    }
    return count;
}

std::vector<std::string> read_nyoj_puzzles(std::string_view text, const std::string& name) {
    std::vector<Token> tokens = tokens_of(text);
    const std::size_t count = read_count(tokens, name, "puzzles");
    std::string digits;
    for (std::size_t i = 1; i < tokens.size(); ++i) {
        for (char c : tokens[i].text) {
            if (!is_digit(c))
                throw JudgeError(fmt::format("{}:{}: expected digits 0-9, got '{}'", name, tokens[i].line,
                                             excerpt(tokens[i].text)));
            digits += c == '0' ? '.' : c;
        }
    }
    if (digits.size() != count * 81)
        throw JudgeError(fmt::format("{}: expected {} grids of 81 digits after the count, got {} digits", name, count,
                                     digits.size()));
    std::vector<std::string> puzzles;
    for (std::size_t k = 0; k < count; ++k) puzzles.push_back(digits.substr(k * 81, 81));
    return puzzles;
}

// Per case, either lines of digits adding up to 81 cells, or one line of text.
std::vector<GridCase> read_nyoj_answers(std::string_view text, const std::string& name) {
    std::vector<GridCase> cases;
    std::vector<std::string_view> lines = split_lines(text);
    bool grid_open = false;  // the last case is a grid with fewer than 81 cells so far
    for (std::size_t i = 0; i < lines.size(); ++i) {
        std::string_view line = trim(lines[i]);
        if (line.empty()) continue;
        bool digits_only = true;
        for (char c : line) digits_only = digits_only && (is_digit(c) || is_space(c));
        if (!digits_only) {
            if (grid_open)
                throw JudgeError(fmt::format("{}:{}: the grid of case {} ends after {} cells", name, i + 1,
                                             cases.size(), cases.back().cells.size()));
            cases.push_back({false, "", std::string(line)});
            continue;
        }
        for (char c : line) {
            if (is_space(c)) continue;
            if (!grid_open) cases.push_back({true, "", ""});
            cases.back().cells += c;
            grid_open = cases.back().cells.size() < 81;
        }
    }
    if (grid_open)
        throw JudgeError(fmt::format("{}: the grid of case {} ends after {} cells", name, cases.size(),
                                     cases.back().cells.size()));
    return cases;
}

// Calls read(line) on each non-blank line of `text`, trimmed; a JudgeError it throws gets the place in
// front: "<name>:<line>: ".
template <class Read>
void for_each_line(std::string_view text, const std::string& name, Read read) {
    std::size_t line_number = 0;
    for (std::string_view line : split_lines(text)) {
        ++line_number;
        line = trim(line);
        if (line.empty()) continue;
        try {
            read(line);
        } catch (const JudgeError& e) {
            throw JudgeError(fmt::format("{}:{}: {}", name, line_number, e.what()));
        }
    }
}

std::vector<std::string> read_leetcode_puzzles(std::string_view text, const std::string& name) {
    std::vector<std::string> puzzles;
    for_each_line(text, name, [&](std::string_view line) {
        std::string cells = read_leetcode_board(line);
        for (std::size_t cell = 0; cell < 81; ++cell)
            if (cells[cell] != '.' && !is_clue(cells[cell]))
                throw JudgeError(fmt::format("{}: expected '.' or a digit 1-9, got '{}'", cell_name(cell),
                                             excerpt(std::string(1, cells[cell]))));
        puzzles.push_back(cells);
    });
    return puzzles;
}

std::vector<GridCase> read_leetcode_answers(std::string_view text, const std::string& name) {
    std::vector<GridCase> cases;
    for_each_line(text, name, [&](std::string_view line) {
        if (line.front() == '[') cases.push_back({true, read_leetcode_board(line), ""});
        else cases.push_back({false, "", std::string(line)});
    });
    return cases;
}

// A line of side² cells: 81 of 1-9, '.' or '0' (the public sets); also 16 (4×4: 1-4) and 256 (16×16: A-P),
// '.' empty, as `judge generate --size 4|16` writes them.
std::vector<std::string> read_line_puzzles(std::string_view text, const std::string& name) {
    std::vector<std::string> puzzles;
    for_each_line(text, name, [&](std::string_view line) {
        if (!is_line_of_cells(line))
            throw JudgeError(fmt::format("expected 81 cells of 1-9, '.' or '0' (or 16 of 1-4, 256 of A-P, '.' "
                                         "empty), got '{}'", excerpt(line)));
        std::string grid(line);
        for (char& c : grid) c = c == '0' ? '.' : c;
        puzzles.push_back(grid);
    });
    return puzzles;
}

// ---- lenient ----

// A LeetCode board line as 81 cells; nullopt when it is not 9 rows of 9 strings. Strings that are not one
// character become '?'.
std::optional<std::string> leetcode_cells(std::string_view line) {
    nlohmann::json board = nlohmann::json::parse(line, nullptr, false);
    if (board.is_discarded() || !board.is_array() || board.size() != 9) return std::nullopt;
    std::string cells;
    for (const auto& row : board) {
        if (!row.is_array() || row.size() != 9) return std::nullopt;
        for (const auto& cell : row) {
            if (!cell.is_string()) return std::nullopt;
            const std::string& text = cell.get_ref<const std::string&>();
            cells += text.size() == 1 ? text[0] : '?';
        }
    }
    return cells;
}

// While a grid is open (1-80 cells), every token feeds it, a digit a cell, another token one cell;
// otherwise a line of mostly digits starts a grid and any other line is a text case.
std::vector<GridCase> read_nyoj_leniently(std::string_view text) {
    std::vector<GridCase> cases;
    auto grid_open = [&] { return !cases.empty() && cases.back().is_grid && cases.back().cells.size() < 81; };
    for (std::string_view line : split_lines(text)) {
        line = trim(line);
        if (line.empty()) continue;
        std::size_t digits = 0, others = 0;
        for (char c : line) (is_digit(c) ? digits : others) += !is_space(c);
        if (!grid_open() && digits <= others) {
            cases.push_back({false, "", std::string(line)});
            continue;
        }
        for (std::size_t i = 0; i < line.size();) {
            if (is_space(line[i])) {
                ++i;
                continue;
            }
            if (!grid_open()) cases.push_back({true, "", ""});
            if (is_digit(line[i])) {
                cases.back().cells += line[i++];
                continue;
            }
            std::size_t start = i;
            while (i < line.size() && !is_space(line[i])) ++i;
            cases.back().cells += i - start == 1 ? line[start] : '?';
        }
    }
    if (grid_open()) cases.back().cells.resize(81, '?');
    return cases;
}

// ---- POJ 3076: 16 lines of 16 letters A-P ('-' empty), an empty line between two grids ----

constexpr int kPojSide = 16;

bool is_poj16_cell(char c) { return (c >= 'A' && c <= 'P') || c == '-'; }

// Grids (puzzles: '-' read as '.'; answers: the letters, or a line of text for a case without a grid).
// Strict: every grid line is 16 cells, a grid has 16 lines, grids are apart by an empty line.
std::vector<GridCase> read_poj16_cases(std::string_view text, const std::string& name, bool puzzles) {
    std::vector<GridCase> cases;
    std::size_t rows = 0, line_number = 0;  // rows: of the last case, while it is an open grid
    bool apart = true;                      // an empty line (or the start) since the last case
    for (std::string_view line : split_lines(text)) {
        ++line_number;
        line = trim(line);
        if (line.empty()) {
            if (rows > 0 && rows < kPojSide)
                throw JudgeError(fmt::format("{}:{}: the grid of case {} ends after {} of 16 lines", name, line_number,
                                             cases.size(), rows));
            rows = 0;
            apart = true;
            continue;
        }
        bool cells = line.size() == std::size_t(kPojSide);
        for (char c : line) cells = cells && (is_poj16_cell(c) && !(c == '-' && !puzzles));
        if (rows == 0 && !apart)
            throw JudgeError(fmt::format("{}:{}: expected an empty line after case {}", name, line_number, cases.size()));
        if (!cells) {
            if (puzzles || rows > 0)
                throw JudgeError(fmt::format("{}:{}: expected 16 {} A-P{}, got '{}'", name, line_number,
                                             puzzles ? "cells" : "letters", puzzles ? " or '-'" : "", excerpt(line)));
            cases.push_back({false, "", std::string(line)});
            apart = false;
            continue;
        }
        if (rows == 0) cases.push_back({true, "", ""});
        for (char c : line) cases.back().cells += c == '-' ? '.' : c;
        rows = rows + 1 == std::size_t(kPojSide) ? 0 : rows + 1;
        apart = false;
    }
    if (rows > 0)
        throw JudgeError(fmt::format("{}: the grid of case {} ends after {} of 16 lines", name, cases.size(), rows));
    return cases;
}

// Lenient: a line of 16 cells starts a grid; while a grid is open every non-blank line is its next row
// (cut or padded with '?' to 16); any other line is a text case.
std::vector<GridCase> read_poj16_leniently(std::string_view text, std::size_t max_cases) {
    std::vector<GridCase> cases;
    auto grid_open = [&] { return !cases.empty() && cases.back().is_grid && cases.back().cells.size() < 256; };
    LineCursor lines(text);
    while (!lines.done()) {
        std::string_view line = trim(lines.next());
        if (line.empty()) continue;
        if (!grid_open() && cases.size() == max_cases) break;
        bool cells = line.size() == std::size_t(kPojSide);
        for (char c : line) cells = cells && (is_poj16_cell(c) || c == '.');
        if (!grid_open() && !cells) {
            cases.push_back({false, "", std::string(line)});
            continue;
        }
        if (!grid_open()) cases.push_back({true, "", ""});
        std::string row(line.substr(0, kPojSide));
        row.resize(kPojSide, '?');
        cases.back().cells += row;
    }
    if (grid_open()) cases.back().cells.resize(256, '?');
    return cases;
}

// ---- UVa 989: n, then n² lines of n² numbers (0 empty); the answers: the grids or "NO SOLUTION" ----

std::vector<std::string> read_uva989_puzzles(std::string_view text, const std::string& name) {
    std::vector<Token> tokens = tokens_of(text);
    std::vector<std::string> puzzles;
    std::size_t at = 0;
    auto number = [&](const Token& token, int most) {
        int value = 0;
        for (char c : token.text) value = is_digit(c) && value <= most ? value * 10 + (c - '0') : most + 1;
        return token.text.empty() ? most + 1 : value;
    };
    if (tokens.empty()) throw JudgeError(fmt::format("{}: empty, expected a case: n (1-3), then the grid", name));
    while (at < tokens.size()) {
        const Token& n_token = tokens[at++];
        const int n = number(n_token, 3);
        if (n < 1 || n > 3)
            throw JudgeError(fmt::format("{}:{}: expected n, the side of a box (1-3), got '{}'", name, n_token.line,
                                         excerpt(n_token.text)));
        const int side = n * n;
        std::string grid;
        for (int cell = 0; cell < side * side; ++cell) {
            if (at == tokens.size())
                throw JudgeError(fmt::format("{}: the grid of case {} ends after {} of {} numbers", name,
                                             puzzles.size() + 1, cell, side * side));
            const Token& token = tokens[at++];
            const int value = number(token, side);
            if (value > side)
                throw JudgeError(fmt::format("{}:{}: expected a number 0-{} (0 empty), got '{}'", name, token.line,
                                             side, excerpt(token.text)));
            grid += value == 0 ? '.' : symbol_of(value, side);
        }
        puzzles.push_back(grid);
    }
    return puzzles;
}

// The cases of UVa 989's answers or a program's output: a line of numbers starts a grid whose side is how
// many numbers it holds (1, 4 or 9), and the grid takes that many lines; any other line is a text case.
// Strict (`name` given): a row of another length or a number out of range is an error. Lenient: a
// one-character number is kept as printed (0 included), a longer one becomes '?', a row is cut or padded
// with '?', and a grid the output ends inside is padded.
std::vector<GridCase> read_uva989_cases(std::string_view text, const std::string* name,
                                        std::size_t max_cases = std::size_t(-1)) {
    std::vector<GridCase> cases;
    int side = 0, rows = 0;  // of the open grid
    std::size_t line_number = 0;
    LineCursor lines(text);
    while (!lines.done()) {
        std::string_view line = trim(lines.next());
        ++line_number;
        if (line.empty()) continue;
        if (rows == 0 && cases.size() == max_cases) break;
        std::vector<Token> row = tokens_of(line.substr(0, 4096));  // a row is at most 9 numbers: no more is needed
        bool numbers = true;
        for (const Token& token : row)
            for (char c : token.text) numbers = numbers && is_digit(c);
        if (rows == 0) {
            const int width = int(row.size());
            if (!numbers || !(width == 1 || width == 4 || width == 9)) {
                if (name && numbers)
                    throw JudgeError(fmt::format("{}:{}: expected a row of 1, 4 or 9 numbers, got {}", *name,
                                                 line_number, width));
                cases.push_back({false, "", std::string(line)});
                continue;
            }
            side = width;
            cases.push_back({true, "", ""});
        }
        std::string& cells = cases.back().cells;
        for (int i = 0; i < side; ++i) {
            const bool one = i < int(row.size()) && row[std::size_t(i)].text.size() == 1;
            if (name && (!one || symbol_value(row[std::size_t(i)].text[0], side) == 0 || int(row.size()) != side))
                throw JudgeError(fmt::format("{}:{}: expected {} numbers 1-{} separated by spaces, got '{}'", *name,
                                             line_number, side, side, excerpt(line)));
            cells += one ? row[std::size_t(i)].text[0] : '?';  // a printed 0 stays '0': the board shows what was printed
        }
        rows = rows + 1 == side ? 0 : rows + 1;
    }
    if (rows > 0) {
        if (name)
            throw JudgeError(fmt::format("{}: the grid of case {} ends after {} of {} lines", *name, cases.size(), rows,
                                         side));
        cases.back().cells.resize(std::size_t(side * side), '?');
    }
    return cases;
}

// ---- POJ 3074: 81-character lines until "end" ----

std::vector<std::string> read_poj3074_puzzles(std::string_view text, const std::string& name) {
    std::vector<std::string> puzzles;
    std::size_t line_number = 0;
    bool ended = false;
    for (std::string_view line : split_lines(text)) {
        ++line_number;
        line = trim(line);
        if (line.empty()) continue;
        if (ended) throw JudgeError(fmt::format("{}:{}: expected nothing after \"end\", got '{}'", name, line_number, excerpt(line)));
        if (line == "end") {
            ended = true;
            continue;
        }
        bool cells = line.size() == 81;
        for (char c : line) cells = cells && (is_clue(c) || c == '.');
        if (!cells)
            throw JudgeError(fmt::format("{}:{}: expected 81 characters 1-9 or '.', or \"end\", got '{}'", name,
                                         line_number, excerpt(line)));
        puzzles.emplace_back(line);
    }
    if (!ended) throw JudgeError(fmt::format("{}: expected a line \"end\" after the puzzles", name));
    return puzzles;
}

// ---- HDU 1426: 9 lines of 9 tokens, a digit or '?' ----

std::vector<std::string> read_hdu1426_puzzles(std::string_view text, const std::string& name) {
    std::string cells;
    for (const Token& token : tokens_of(text)) {
        if (token.text.size() != 1 || !(is_clue(token.text[0]) || token.text[0] == '?'))
            throw JudgeError(fmt::format("{}:{}: expected a digit 1-9 or '?', got '{}'", name, token.line,
                                         excerpt(token.text)));
        cells += token.text[0] == '?' ? '.' : token.text[0];
    }
    if (cells.empty() || cells.size() % 81 != 0)
        throw JudgeError(fmt::format("{}: expected grids of 81 cells, got {} cells", name, cells.size()));
    std::vector<std::string> puzzles;
    for (std::size_t at = 0; at < cells.size(); at += 81) puzzles.push_back(cells.substr(at, 81));
    return puzzles;
}

// ---- POJ 2676: the count, then 9 lines of 9 digits a grid (0 empty); the answers: the grids alone ----

// Each token a row of 9 digits; `puzzles` allows 0 (read as '.'), answers 1-9 only.
std::vector<std::string> read_poj2676_rows(const std::vector<Token>& tokens, std::size_t from, const std::string& name,
                                           bool puzzles) {
    std::vector<std::string> grids;
    for (std::size_t i = from; i < tokens.size(); ++i) {
        const Token& row = tokens[i];
        bool digits = row.text.size() == 9;
        for (char c : row.text) digits = digits && (is_clue(c) || (puzzles && c == '0'));
        if (!digits)
            throw JudgeError(fmt::format("{}:{}: expected a row of 9 digits {}, got '{}'", name, row.line,
                                         puzzles ? "0-9 (0 empty)" : "1-9", excerpt(row.text)));
        if ((i - from) % 9 == 0) grids.emplace_back();
        for (char c : row.text) grids.back() += c == '0' ? '.' : c;
    }
    if (!grids.empty() && grids.back().size() != 81)
        throw JudgeError(fmt::format("{}: the grid of case {} ends after {} of 9 rows", name, grids.size(),
                                     grids.back().size() / 9));
    return grids;
}

std::vector<std::string> read_poj2676_puzzles(std::string_view text, const std::string& name) {
    std::vector<Token> tokens = tokens_of(text);
    const std::size_t count = read_count(tokens, name, "test cases");
    std::vector<std::string> puzzles = read_poj2676_rows(tokens, 1, name, true);
    if (puzzles.size() != count)
        throw JudgeError(fmt::format("{}: expected {} grids of 9 rows after the count, got {}", name, count,
                                     puzzles.size()));
    return puzzles;
}

}  // namespace

struct FormatNames {
    GridFormat format;
    std::string_view key, title;  // key: as problem.yaml and --format write it; title: for people
};
constexpr std::array<FormatNames, 8> kFormatNames{{{GridFormat::Line, "line", "line"},
                                                   {GridFormat::NYOJ, "nyoj", "NYOJ"},
                                                   {GridFormat::LeetCode, "leetcode", "LeetCode"},
                                                   {GridFormat::POJ16, "poj16", "POJ 3076"},
                                                   {GridFormat::UVa989, "uva989", "UVa 989"},
                                                   {GridFormat::POJ3074, "poj3074", "POJ 3074"},
                                                   {GridFormat::HDU1426, "hdu1426", "HDU 1426"},
                                                   {GridFormat::POJ2676, "poj2676", "POJ 2676"}}};

std::string_view format_key(GridFormat format) { return kFormatNames[static_cast<std::size_t>(format)].key; }
std::string_view format_title(GridFormat format) { return kFormatNames[static_cast<std::size_t>(format)].title; }

GridFormat parse_grid_format(std::string_view name) {
    for (const FormatNames& names : kFormatNames)
        if (name == names.key) return names.format;
    throw JudgeError(
        fmt::format("unknown puzzle format '{}' (expected line, nyoj, leetcode, poj16, uva989, poj3074, hdu1426 or "
                    "poj2676)", name));
}

std::vector<std::string> grid_format_keys() {
    std::vector<std::string> keys;
    for (const FormatNames& names : kFormatNames) keys.emplace_back(names.key);
    return keys;
}

GridFormat detect_grid_format(std::string_view text) {
    text = trim(text);
    if (!text.empty() && text.front() == '[') return GridFormat::LeetCode;
    const std::size_t last_line = text.find_last_of('\n');
    if (trim(last_line == std::string_view::npos ? text : text.substr(last_line + 1)) == "end") return GridFormat::POJ3074;
    std::string_view first = trim(text.substr(0, text.find('\n')));
    return first.size() == 81 && is_line_of_cells(first) ? GridFormat::Line : GridFormat::NYOJ;
}

std::string read_leetcode_board(std::string_view line) {
    constexpr std::size_t kLongestBoard = 4096;  // a board with spaces after every comma is under 500 characters
    if (line.size() > kLongestBoard)
        throw JudgeError(fmt::format("expected a board like [[\"5\",\"3\",...],...], got '{}' ({} characters)",
                                     excerpt(line), line.size()));
    nlohmann::json board;
    try {
        board = nlohmann::json::parse(line);
    } catch (const nlohmann::json::exception& e) {  // parse_error, and out_of_range for numbers like 1e999
        // json's message quotes the bytes it last read: escaped like everything else a program printed.
        throw JudgeError(fmt::format("expected a board like [[\"5\",\"3\",...],...], got '{}' ({})", excerpt(line),
                                     printable_excerpt(e.what(), 200)));
    }
    if (!board.is_array() || board.size() != 9)
        throw JudgeError(fmt::format("expected a board of 9 rows, got '{}'", excerpt(line)));
    std::string cells;
    for (std::size_t row = 0; row < 9; ++row) {
        const nlohmann::json& cells_of_row = board[row];
        if (!cells_of_row.is_array() || cells_of_row.size() != 9)
            throw JudgeError(fmt::format("row {}: expected 9 cells, got '{}'", row + 1, excerpt(cells_of_row.dump())));
        for (std::size_t column = 0; column < 9; ++column) {
            const nlohmann::json& cell = cells_of_row[column];
            if (!cell.is_string() || cell.get<std::string>().size() != 1)
                throw JudgeError(fmt::format("row {}, column {}: expected a one-character string, got {}", row + 1,
                                             column + 1, excerpt(cell.dump())));
            cells += cell.get<std::string>()[0];
        }
    }
    return cells;
}

std::vector<std::string> read_puzzles(std::string_view text, GridFormat format, const std::string& name) {
    switch (format) {
        case GridFormat::Line: return read_line_puzzles(text, name);
        case GridFormat::NYOJ: return read_nyoj_puzzles(text, name);
        case GridFormat::LeetCode: return read_leetcode_puzzles(text, name);
        case GridFormat::POJ16: {
            std::vector<std::string> puzzles;
            for (GridCase& grid : read_poj16_cases(text, name, true)) puzzles.push_back(std::move(grid.cells));
            if (puzzles.empty()) throw JudgeError(fmt::format("{}: empty, expected 16 lines of 16 cells", name));
            return puzzles;
        }
        case GridFormat::UVa989: return read_uva989_puzzles(text, name);
        case GridFormat::POJ3074: return read_poj3074_puzzles(text, name);
        case GridFormat::HDU1426: return read_hdu1426_puzzles(text, name);
        case GridFormat::POJ2676: return read_poj2676_puzzles(text, name);
    }
    return {};
}

std::vector<GridCase> read_answers(std::string_view text, GridFormat format, const std::string& name) {
    switch (format) {
        case GridFormat::NYOJ: return read_nyoj_answers(text, name);
        case GridFormat::LeetCode: return read_leetcode_answers(text, name);
        case GridFormat::POJ16: return read_poj16_cases(text, name, false);
        case GridFormat::UVa989:
        case GridFormat::HDU1426: return read_uva989_cases(text, &name);
        case GridFormat::POJ2676: {
            std::vector<GridCase> cases;
            for (std::string& grid : read_poj2676_rows(tokens_of(text), 0, name, false))
                cases.push_back({true, std::move(grid), ""});
            return cases;
        }
        case GridFormat::POJ3074:
        case GridFormat::Line: {
            std::vector<GridCase> cases;
            for (const std::string& grid : read_line_puzzles(text, name)) cases.push_back({true, grid, ""});
            return cases;
        }
    }
    return {};
}

std::vector<GridCase> read_cases_leniently(std::string_view text, GridFormat format, std::size_t max_cases) {
    if (format == GridFormat::NYOJ || format == GridFormat::POJ2676) return read_nyoj_leniently(text);
    if (format == GridFormat::POJ16) return read_poj16_leniently(text, max_cases);
    if (format == GridFormat::UVa989 || format == GridFormat::HDU1426)
        return read_uva989_cases(text, nullptr, max_cases);
    std::vector<GridCase> cases;
    for (std::string_view line : split_lines(text)) {
        line = trim(line);
        if (line.empty()) continue;
        std::optional<std::string> cells;
        if (format == GridFormat::LeetCode && line.front() == '[') cells = leetcode_cells(line);
        if (format == GridFormat::POJ3074 && line.size() == 81) cells = std::string(line);
        if (format == GridFormat::Line && (line.size() == 16 || line.size() == 81 || line.size() == 256))
            cells = std::string(line);
        if (cells) cases.push_back({true, *cells, ""});
        else cases.push_back({false, "", std::string(line)});
    }
    return cases;
}

std::size_t cells_before_padding(std::string_view cells) {
    std::size_t end = cells.find_last_not_of('?');
    return end == std::string_view::npos ? 0 : end + 1;
}

}  // namespace judge
