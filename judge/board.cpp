/*
 * Boards for people: lenient readers for test files and outputs, a 31-column grid drawing (Unicode or
 * ASCII, colour or marks), and the expected-versus-received view of a wrong answer.
 * A cell is drawn in 3 columns, [left][char][right], so that marks survive without colour:
 *   " 5 " given    " 5'" filled    "[5]" wrong    "(5)" differs    " . " empty
 * Status: unit-tested (tests/test_board.cpp, golden drawings in tests/golden/).
 */
#include "board.hpp"

#include <fmt/color.h>
#include <fmt/format.h>

#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>

#include "error.hpp"

namespace judge {
namespace {

constexpr std::size_t kBoardWidth = 31;  // 9 cells × 3 + 4 vertical borders
constexpr std::size_t kGap = 3;          // columns between boards drawn side by side

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_clue(char c) { return c >= '1' && c <= '9'; }

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
    while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
    return text;
}

std::vector<std::string_view> lines_of(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        std::size_t end = text.find('\n');
        lines.push_back(text.substr(0, end));
        if (end == std::string_view::npos) break;
        text.remove_prefix(end + 1);
    }
    return lines;
}

// Cuts to `width` code points (adding "…" or "..."), then pads with spaces to exactly `width` columns.
std::string fit(std::string_view text, std::size_t width, bool unicode) {
    std::string out;
    std::size_t shown = 0;
    std::string_view ellipsis = unicode ? "…" : "...";
    std::size_t ellipsis_width = unicode ? 1 : 3;
    if (visible_width(text) > width) {
        for (std::size_t i = 0; i < text.size(); ++i) {
            bool starts_code_point = (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
            if (starts_code_point && shown == width - ellipsis_width) break;
            out += text[i];
            shown += starts_code_point;
        }
        out += ellipsis;
        shown += ellipsis_width;
    } else {
        out = text;
        shown = visible_width(text);
    }
    return out + std::string(width - shown, ' ');
}

// A LeetCode board line, [["5","3",".",...],...], as 81 cells; nullopt when it is not 9 rows of 9
// strings. Strings that are not one character become '?'.
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

fmt::text_style mark_style(CellMark mark) {
    switch (mark) {
        case CellMark::Filled: return fmt::fg(fmt::terminal_color::yellow);
        case CellMark::Wrong: return fmt::fg(fmt::terminal_color::bright_red) | fmt::emphasis::bold;
        case CellMark::Differs: return fmt::fg(fmt::terminal_color::magenta) | fmt::emphasis::bold;
        case CellMark::Empty: return fmt::fg(fmt::terminal_color::bright_black);
        default: return {};
    }
}

// The 3 columns of one cell: the marks above; with colour, Filled drops its ' (the colour says it).
std::string draw_cell(char c, CellMark mark, bool color) {
    if (static_cast<unsigned char>(c) < 0x21 || static_cast<unsigned char>(c) > 0x7e) c = '?';
    std::string text;
    switch (mark) {
        case CellMark::Empty: text = " . "; break;
        case CellMark::Given: text = fmt::format(" {} ", c); break;
        case CellMark::Filled: text = color ? fmt::format(" {} ", c) : fmt::format(" {}'", c); break;
        case CellMark::Wrong: text = fmt::format("[{}]", c); break;
        case CellMark::Differs: text = fmt::format("({})", c); break;
    }
    if (!color || mark == CellMark::Given) return text;
    return fmt::format(mark_style(mark), "{}", text);
}

// Box-drawing pieces of one style: the rule above the grid, between bands of boxes, below it; the wall.
struct Frame {
    std::string top, middle, bottom, wall;
};

Frame frame(bool unicode) {
    auto rule = [](const char* left, const char* cross, const char* right, const char* line) {
        std::string span;
        for (int i = 0; i < 9; ++i) span += line;
        return std::string(left) + span + cross + span + cross + span + right;
    };
    if (unicode) return {rule("┏", "┳", "┓", "━"), rule("┣", "╋", "┫", "━"), rule("┗", "┻", "┛", "━"), "┃"};
    return {rule("+", "+", "+", "-"), rule("+", "+", "+", "-"), rule("+", "+", "+", "-"), "|"};
}

std::string cell_name(std::size_t cell) { return fmt::format("row {}, column {}", cell / 9 + 1, cell % 9 + 1); }

bool read_whole(const std::filesystem::path& path, std::string& text) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream content;
    content << in.rdbuf();
    text = content.str();
    return true;
}

// Whether a case of the output fails against its puzzle and answer, as any checker would see it.
bool case_is_wrong(std::string_view puzzle, const BoardCase* expected, const BoardCase* received) {
    if (!received) return true;
    if (expected && !expected->is_grid) return received->is_grid || received->text != expected->text;
    if (!received->is_grid) return true;
    return sudoku_completion_error(puzzle, received->cells).has_value();
}

bool case_differs(const BoardCase* expected, const BoardCase* received) {
    if (!expected || !received) return expected != received;
    return expected->is_grid != received->is_grid || expected->cells != received->cells ||
           expected->text != received->text;
}

}  // namespace

std::size_t visible_width(std::string_view text) {
    std::size_t width = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\x1b' && i + 1 < text.size() && text[i + 1] == '[') {
            i += 2;
            while (i < text.size() && !(text[i] >= '@' && text[i] <= '~')) ++i;  // up to the final byte
            continue;
        }
        width += (static_cast<unsigned char>(text[i]) & 0xC0) != 0x80;
    }
    return width;
}

bool locale_is_utf8() {
    for (const char* name : {"LC_ALL", "LC_CTYPE", "LANG"}) {
        const char* value = std::getenv(name);
        if (!value || !*value) continue;
        std::string lower;
        for (const char* c = value; *c; ++c) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(*c)));
        return lower.find("utf-8") != std::string::npos || lower.find("utf8") != std::string::npos;
    }
    return false;
}

GridFormat detect_grid_format(std::string_view text) {
    text = trim(text);
    return !text.empty() && text.front() == '[' ? GridFormat::LeetCode : GridFormat::NYOJ;
}

std::vector<std::string> read_puzzles(std::string_view text, GridFormat format, const std::string& name) {
    std::vector<std::string> puzzles;
    if (format == GridFormat::LeetCode) {
        std::size_t line_number = 0;
        for (std::string_view line : lines_of(text)) {
            ++line_number;
            if (trim(line).empty()) continue;
            std::optional<std::string> cells = leetcode_cells(trim(line));
            if (!cells)
                throw JudgeError(fmt::format("{}:{}: expected a board of 9 rows of 9 strings, [[\"5\",\".\",...],...]",
                                             name, line_number));
            for (std::size_t cell = 0; cell < 81; ++cell)
                if ((*cells)[cell] != '.' && !is_clue((*cells)[cell]))
                    throw JudgeError(fmt::format("{}:{}: {}: expected '.' or a digit 1-9, got '{}'", name,
                                                 line_number, cell_name(cell), (*cells)[cell]));
            puzzles.push_back(*cells);
        }
        if (puzzles.empty()) throw JudgeError(fmt::format("{}: no board", name));
        return puzzles;
    }
    std::string digits;
    std::size_t count = 0, line_number = 0;
    bool count_read = false;
    for (std::string_view line : lines_of(text)) {
        ++line_number;
        std::string_view rest = trim(line);
        if (rest.empty()) continue;
        if (!count_read) {
            std::size_t end = 0;
            while (end < rest.size() && is_digit(rest[end])) ++end;
            if (end == 0 || end > 6)
                throw JudgeError(fmt::format("{}:{}: expected the number of puzzles, got '{}'", name, line_number,
                                             std::string(rest.substr(0, 20))));
            count = std::stoul(std::string(rest.substr(0, end)));
            count_read = true;
            rest = trim(rest.substr(end));
        }
        for (char c : rest) {
            if (is_space(c)) continue;
            if (!is_digit(c))
                throw JudgeError(fmt::format("{}:{}: expected digits 0-9, got '{}'", name, line_number, c));
            digits += c == '0' ? '.' : c;
        }
    }
    if (!count_read) throw JudgeError(fmt::format("{}: empty, expected the number of puzzles", name));
    if (digits.size() != count * 81)
        throw JudgeError(fmt::format("{}: expected {} grids of 81 digits after the count, got {} digits", name, count,
                                     digits.size()));
    for (std::size_t k = 0; k < count; ++k) puzzles.push_back(digits.substr(k * 81, 81));
    return puzzles;
}

std::vector<BoardCase> read_board_cases(std::string_view text, GridFormat format) {
    std::vector<BoardCase> cases;
    if (format == GridFormat::LeetCode) {
        for (std::string_view line : lines_of(text)) {
            line = trim(line);
            if (line.empty()) continue;
            std::optional<std::string> cells = line.front() == '[' ? leetcode_cells(line) : std::nullopt;
            if (cells) cases.push_back({true, *cells, ""});
            else cases.push_back({false, "", std::string(line)});
        }
        return cases;
    }
    // NYOJ: while a grid is open (1-80 cells), every token feeds it, a digit a cell, another token one
    // cell; otherwise a line of mostly digits starts a grid and any other line is a text case.
    auto grid_open = [&] { return !cases.empty() && cases.back().is_grid && cases.back().cells.size() < 81; };
    for (std::string_view line : lines_of(text)) {
        line = trim(line);
        if (line.empty()) continue;
        // Mostly digits: a row of a grid, perhaps with a stray token; otherwise a line of text.
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

std::array<bool, 81> wrong_cells(std::string_view puzzle, std::string_view grid) {
    std::array<bool, 81> wrong{};
    auto kept_clue = [&](std::size_t cell) { return is_clue(puzzle[cell]) && grid[cell] == puzzle[cell]; };
    for (std::size_t cell = 0; cell < 81; ++cell)
        wrong[cell] = !is_clue(grid[cell]) || (is_clue(puzzle[cell]) && grid[cell] != puzzle[cell]);
    // Units 0-8 are rows, 9-17 columns, 18-26 boxes; each lists its 9 cells.
    for (std::size_t unit = 0; unit < 27; ++unit) {
        std::array<std::vector<std::size_t>, 10> cells_of_digit;
        for (std::size_t i = 0; i < 9; ++i) {
            std::size_t cell = unit < 9    ? unit * 9 + i
                               : unit < 18 ? i * 9 + (unit - 9)
                                           : ((unit - 18) / 3 * 3 + i / 3) * 9 + (unit - 18) % 3 * 3 + i % 3;
            if (is_clue(grid[cell])) cells_of_digit[grid[cell] - '0'].push_back(cell);
        }
        // A repeat blames the filled cells, unless a changed clue is among them: then the clue alone.
        for (const auto& cells : cells_of_digit) {
            if (cells.size() < 2) continue;
            bool changed_clue = false;
            for (std::size_t cell : cells) changed_clue = changed_clue || (is_clue(puzzle[cell]) && !kept_clue(cell));
            if (changed_clue) continue;
            for (std::size_t cell : cells) wrong[cell] = wrong[cell] || !kept_clue(cell);
        }
    }
    return wrong;
}

Board puzzle_board(std::string title, std::string_view puzzle) {
    Board board;
    board.title = std::move(title);
    board.cells = std::string(puzzle);
    for (std::size_t cell = 0; cell < 81; ++cell)
        board.marks[cell] = is_clue(puzzle[cell]) ? CellMark::Given : CellMark::Empty;
    return board;
}

Board answer_board(std::string title, std::string_view puzzle, const BoardCase& received, const BoardCase* expected) {
    Board board;
    board.title = std::move(title);
    if (!received.is_grid) {
        // What the program printed may be anything, escape sequences included: never to the terminal raw.
        board.text = printable_excerpt(received.text, 120);
        if (expected && expected->is_grid)
            board.notes.push_back(fmt::format("{}: expected a grid, got '{}'", board.title, board.text));
        return board;
    }
    board.cells = received.cells;
    std::array<bool, 81> wrong = wrong_cells(puzzle, received.cells);
    std::size_t differing = 0;
    for (std::size_t cell = 0; cell < 81; ++cell) {
        bool differs = expected && expected->is_grid && expected->cells[cell] != received.cells[cell];
        differing += differs;
        board.marks[cell] = wrong[cell]                                       ? CellMark::Wrong
                            : is_clue(puzzle[cell])                           ? CellMark::Given
                            : differs                                         ? CellMark::Differs
                                                                              : CellMark::Filled;
    }
    std::size_t missing = received.cells.find('?');
    if (missing != std::string::npos && received.cells.find_first_not_of('?', missing) == std::string::npos)
        board.notes.push_back(fmt::format("{}: the output ends after {} of 81 cells", board.title, missing));
    else if (auto error = sudoku_completion_error(puzzle, received.cells))
        board.notes.push_back(fmt::format("{}: {}", board.title, *error));
    else if (expected && !expected->is_grid)
        board.notes.push_back(fmt::format("{}: a grid, but the answer says '{}'", board.title, expected->text));
    else if (differing)
        board.notes.push_back(fmt::format("{}: a valid completion, {} cell{} differ from the answer", board.title,
                                          differing, differing == 1 ? "" : "s"));
    return board;
}

Board expected_board(std::string title, std::string_view puzzle, const BoardCase& expected, const BoardCase* received) {
    Board board;
    board.title = std::move(title);
    if (!expected.is_grid) {
        board.text = expected.text;
        return board;
    }
    board.cells = expected.cells;
    for (std::size_t cell = 0; cell < 81; ++cell) {
        bool differs = received && received->is_grid && received->cells[cell] != expected.cells[cell];
        board.marks[cell] = is_clue(puzzle[cell]) ? CellMark::Given : differs ? CellMark::Differs : CellMark::Filled;
    }
    return board;
}

std::vector<std::string> draw_board(const Board& board, const DrawStyle& style) {
    std::vector<std::string> lines;
    std::string title = fit(board.title, kBoardWidth, style.unicode);
    lines.push_back(style.color ? fmt::format(fmt::emphasis::bold, "{}", title) : title);
    if (board.cells.size() != 81) {
        lines.push_back(fit("  " + board.text, kBoardWidth, style.unicode));
        return lines;
    }
    Frame rules = frame(style.unicode);
    lines.push_back(rules.top);
    for (std::size_t row = 0; row < 9; ++row) {
        if (row == 3 || row == 6) lines.push_back(rules.middle);
        std::string line = rules.wall;
        for (std::size_t column = 0; column < 9; ++column) {
            std::size_t cell = row * 9 + column;
            line += draw_cell(board.cells[cell], board.marks[cell], style.color);
            if (column % 3 == 2) line += rules.wall;
        }
        lines.push_back(line);
    }
    lines.push_back(rules.bottom);
    return lines;
}

std::string draw_boards(const std::vector<Board>& boards, const DrawStyle& style) {
    std::vector<std::vector<std::string>> drawn;
    std::size_t height = 0;
    for (const Board& board : boards) {
        drawn.push_back(draw_board(board, style));
        height = std::max(height, drawn.back().size());
    }
    std::string indent(static_cast<std::size_t>(std::max(0, style.indent)), ' ');
    std::string out;
    for (std::size_t row = 0; row < height; ++row) {
        std::string line = indent;
        for (std::size_t b = 0; b < drawn.size(); ++b) {
            if (b) line += std::string(kGap, ' ');
            if (row < drawn[b].size()) line += drawn[b][row];
            if (b + 1 < drawn.size())
                line += std::string(kBoardWidth - std::min(kBoardWidth, visible_width(row < drawn[b].size() ? drawn[b][row] : "")), ' ');
        }
        while (!line.empty() && line.back() == ' ') line.pop_back();
        out += line + "\n";
    }

    bool used[5] = {};
    for (const Board& board : boards) {
        for (const std::string& note : board.notes)
            out += indent + (style.color ? fmt::format(fmt::fg(fmt::terminal_color::bright_red), "{}", note) : note) + "\n";
        if (board.cells.size() == 81)
            for (CellMark mark : board.marks) used[static_cast<int>(mark)] = true;
    }
    // The legend names only the marks that appear beyond plain givens and empty cells.
    std::vector<std::string> legend;
    if (used[static_cast<int>(CellMark::Filled)])
        legend.push_back(draw_cell('5', CellMark::Filled, style.color) + " filled in");
    if (used[static_cast<int>(CellMark::Wrong)])
        legend.push_back(draw_cell('5', CellMark::Wrong, style.color) + " wrong");
    if (used[static_cast<int>(CellMark::Differs)])
        legend.push_back(draw_cell('5', CellMark::Differs, style.color) + " differs between the boards");
    if (!legend.empty()) {
        out += indent + draw_cell('5', CellMark::Given, style.color) + " given";
        for (const std::string& item : legend) out += "  " + item;
        out += "\n";
    }
    return out;
}

std::string describe_wrong_answer(const TestReport& test, GridFormat format, bool color) {
    return describe_wrong_answer(test, format, DrawStyle{color, locale_is_utf8(), 0});
}

std::string describe_wrong_answer(const TestReport& test, GridFormat format, const DrawStyle& style) {
    std::vector<Board> boards = wrong_answer_boards(test, format);
    return boards.empty() ? "" : draw_boards(boards, style);
}

std::string describe_wrong_answer(const TestReport& test, bool color) {
    return describe_wrong_answer(test, DrawStyle{color, locale_is_utf8(), 0});
}

std::string describe_wrong_answer(const TestReport& test, const DrawStyle& style) {
    std::vector<Board> boards = wrong_answer_boards(test);
    return boards.empty() ? "" : draw_boards(boards, style);
}

namespace {

// wrong_answer_boards with the input already read: the overload that detects the format reads it once.
std::vector<Board> boards_of_wrong_answer(const TestReport& test, GridFormat format, const std::string& input) {
    std::string answer;
    if (!read_whole(test.answer, answer)) return {};
    std::vector<std::string> puzzles;
    try {
        puzzles = read_puzzles(input, format, test.input.string());
    } catch (const JudgeError&) {
        return {};
    }
    std::vector<BoardCase> expected = read_board_cases(answer, format);
    std::vector<BoardCase> received = read_board_cases(test.output, format);
    auto at = [](const std::vector<BoardCase>& cases, std::size_t k) { return k < cases.size() ? &cases[k] : nullptr; };

    std::size_t failing = puzzles.size();
    std::smatch named;
    static const std::regex kCaseNumber("case (\\d+)");
    if (std::regex_search(test.message, named, kCaseNumber)) {
        std::size_t k = std::stoul(named[1].str());
        if (k >= 1 && k <= puzzles.size()) failing = k - 1;
    }
    for (std::size_t k = 0; k < puzzles.size() && failing == puzzles.size(); ++k)
        if (case_is_wrong(puzzles[k], at(expected, k), at(received, k))) failing = k;
    for (std::size_t k = 0; k < puzzles.size() && failing == puzzles.size(); ++k)
        if (case_differs(at(expected, k), at(received, k))) failing = k;
    if (failing == puzzles.size()) return {};

    const std::string& puzzle = puzzles[failing];
    std::string where = puzzles.size() > 1 ? fmt::format("case {}: ", failing + 1) : "";
    const BoardCase* answer_case = at(expected, failing);
    const BoardCase* output_case = at(received, failing);
    std::vector<Board> boards;
    if (answer_case) boards.push_back(expected_board(where + "expected", puzzle, *answer_case, output_case));
    else boards.push_back(puzzle_board(where + "puzzle (no answer)", puzzle));
    if (output_case) {
        boards.push_back(answer_board(where + "received", puzzle, *output_case, answer_case));
    } else {
        Board missing;
        missing.title = where + "received";
        missing.text = "(no output for this case)";
        missing.notes.push_back(fmt::format("{}: the output has {} case{}, the input {}", missing.title, received.size(),
                                            received.size() == 1 ? "" : "s", puzzles.size()));
        boards.push_back(missing);
    }
    return boards;
}

}  // namespace

std::vector<Board> wrong_answer_boards(const TestReport& test) {
    std::string input;
    if (!read_whole(test.input, input)) return {};
    return boards_of_wrong_answer(test, detect_grid_format(input), input);
}

std::vector<Board> wrong_answer_boards(const TestReport& test, GridFormat format) {
    std::string input;
    if (!read_whole(test.input, input)) return {};
    return boards_of_wrong_answer(test, format, input);
}

}  // namespace judge
