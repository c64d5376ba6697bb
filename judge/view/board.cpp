/*
 * Boards for people: a grid drawing of any side (31 columns for 9×9, 53 for 16×16; Unicode or ASCII,
 * colour or marks), and the expected-versus-received view of a wrong answer.
 * A cell is drawn in 3 columns, [left][char][right], so that marks survive without colour:
 *   " 5 " given    " 5'" filled    "[5]" wrong    "(5)" differs    " . " empty
 * Status: unit-tested (tests/test_board.cpp, golden drawings in tests/golden/).
 */
#include "judge/view/board.hpp"

#include <fmt/color.h>
#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>

#include "judge/grid/rules.hpp"
#include "judge/util/error.hpp"
#include "judge/util/files.hpp"
#include "judge/util/text.hpp"

namespace judge {
namespace {

constexpr std::size_t kTextBoardWidth = 31;  // a board without a grid: as wide as a 9×9 one
constexpr std::size_t kGap = 3;              // columns between boards drawn side by side

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

Frame frame(bool unicode, int side) {
    const int box = box_side(side);
    auto rule = [side, box](const char* left, const char* cross, const char* right, const char* line) {
        std::string span;
        for (int i = 0; i < 3 * box; ++i) span += line;
        std::string out = left;
        for (int b = 0; b < side / box; ++b) out += (b ? cross : "") + span;
        return out + right;
    };
    if (unicode) return {rule("┏", "┳", "┓", "━"), rule("┣", "╋", "┫", "━"), rule("┗", "┻", "┛", "━"), "┃"};
    return {rule("+", "+", "+", "-"), rule("+", "+", "+", "-"), rule("+", "+", "+", "-"), "|"};
}

bool case_differs(const GridCase* expected, const GridCase* received) {
    if (!expected || !received) return expected != received;
    return expected->is_grid != received->is_grid || expected->cells != received->cells ||
           expected->text != received->text;
}

}  // namespace

bool case_is_wrong(std::string_view puzzle, const GridCase* expected, const GridCase* received) {
    if (!received) return true;
    if (expected && !expected->is_grid) return received->is_grid || received->text != expected->text;
    if (!received->is_grid) return true;
    return sudoku_completion_error(puzzle, received->cells).has_value();
}

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

bool has_grid(const Board& board) { return side_of(board.cells.size()) != 0 && board.marks.size() == board.cells.size(); }

std::size_t board_width(const Board& board) {
    if (!has_grid(board)) return kTextBoardWidth;
    const int side = side_of(board.cells.size());
    return std::size_t(3 * side + side / box_side(side) + 1);
}

Board puzzle_board(std::string title, std::string_view puzzle) {
    Board board;
    board.title = std::move(title);
    board.cells = std::string(puzzle);
    const int side = side_of(puzzle.size());
    // Clues that repeat in a unit (a board LeetCode 36 calls invalid, a case without a solution) are marked
    // wrong, and the first repeat is told under the board.
    ClueClashes clashes = clashing_clues(puzzle);
    for (std::size_t cell = 0; cell < puzzle.size(); ++cell)
        board.marks.push_back(clashes.cells[cell]           ? CellMark::Wrong
                              : is_clue(puzzle[cell], side) ? CellMark::Given
                                                            : CellMark::Empty);
    if (clashes.first) board.notes.push_back(fmt::format("{}: {}", board.title, *clashes.first));
    return board;
}

Board answer_board(std::string title, std::string_view puzzle, const GridCase& received, const GridCase* expected) {
    Board board;
    board.title = std::move(title);
    if (!received.is_grid) {
        // What the program printed may be anything, escape sequences included: never to the terminal raw.
        board.text = printable_excerpt(received.text, 120);
        if (expected && expected->is_grid)
            board.notes.push_back(fmt::format("{}: expected a grid, got '{}'", board.title, board.text));
        else if (expected && expected->text != received.text)
            board.notes.push_back(fmt::format("{}: expected '{}', got '{}'", board.title,
                                              printable_excerpt(expected->text, 120), board.text));
        return board;
    }
    const int side = side_of(puzzle.size());
    if (side == 0 || received.cells.size() != puzzle.size()) {  // not a grid of the puzzle's size: as text
        board.text = printable_excerpt(received.cells, 120);
        board.notes.push_back(fmt::format("{}: a grid of {} cells, the puzzle has {}", board.title,
                                          received.cells.size(), puzzle.size()));
        return board;
    }
    board.cells = received.cells;
    std::vector<bool> wrong = wrong_cells(puzzle, received.cells);
    std::size_t differing = 0;
    board.marks.resize(puzzle.size());
    for (std::size_t cell = 0; cell < puzzle.size(); ++cell) {
        bool differs = expected && expected->is_grid && expected->cells.size() == puzzle.size() &&
                       expected->cells[cell] != received.cells[cell];
        differing += differs;
        board.marks[cell] = wrong[cell]                     ? CellMark::Wrong
                            : is_clue(puzzle[cell], side)   ? CellMark::Given
                            : differs                       ? CellMark::Differs
                                                            : CellMark::Filled;
    }
    if (std::size_t written = cells_before_padding(received.cells); written < received.cells.size())
        board.notes.push_back(
            fmt::format("{}: the output ends after {} of {} cells", board.title, written, received.cells.size()));
    else if (auto error = sudoku_completion_error(puzzle, received.cells))
        board.notes.push_back(fmt::format("{}: {}", board.title, *error));
    else if (expected && !expected->is_grid)
        board.notes.push_back(fmt::format("{}: a grid, but the answer says '{}'", board.title, expected->text));
    else if (differing)
        board.notes.push_back(fmt::format("{}: a valid completion, {} cell{} differ from the answer", board.title,
                                          differing, differing == 1 ? "" : "s"));
    return board;
}

Board expected_board(std::string title, std::string_view puzzle, const GridCase& expected, const GridCase* received) {
    Board board;
    board.title = std::move(title);
    if (!expected.is_grid) {
        board.text = expected.text;
        return board;
    }
    const int side = side_of(puzzle.size());
    if (side == 0 || expected.cells.size() != puzzle.size()) {
        board.text = printable_excerpt(expected.cells, 120);
        return board;
    }
    board.cells = expected.cells;
    for (std::size_t cell = 0; cell < puzzle.size(); ++cell) {
        bool differs = received && received->is_grid && received->cells.size() == expected.cells.size() &&
                       received->cells[cell] != expected.cells[cell];
        board.marks.push_back(is_clue(puzzle[cell], side) ? CellMark::Given
                              : differs                   ? CellMark::Differs
                                                          : CellMark::Filled);
    }
    return board;
}

// The columns a board takes beside others: its grid's width, or more for its title on a narrow grid (a
// 4×4 one is 15 columns: "case 5: 01_s..." would lose the file's name), up to a 9×9 board's.
std::size_t column_width(const Board& board) {
    return std::max(board_width(board), std::min(visible_width(board.title), kTextBoardWidth));
}

std::vector<std::string> draw_board(const Board& board, const DrawStyle& style) {
    std::vector<std::string> lines;
    const std::size_t width = column_width(board);
    std::string title = fit(board.title, width, style.unicode);
    lines.push_back(style.color ? fmt::format(fmt::emphasis::bold, "{}", title) : title);
    if (!has_grid(board)) {
        lines.push_back(fit("  " + board.text, width, style.unicode));
        return lines;
    }
    const int side = side_of(board.cells.size()), box = box_side(side);
    Frame rules = frame(style.unicode, side);
    lines.push_back(rules.top);
    for (int row = 0; row < side; ++row) {
        if (row > 0 && row % box == 0) lines.push_back(rules.middle);
        std::string line = rules.wall;
        for (int column = 0; column < side; ++column) {
            std::size_t cell = std::size_t(row * side + column);
            line += draw_cell(board.cells[cell], board.marks[cell], style.color);
            if (column % box == box - 1) line += rules.wall;
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
            if (b + 1 < drawn.size()) {
                const std::size_t width = column_width(boards[b]);
                line += std::string(width - std::min(width, visible_width(row < drawn[b].size() ? drawn[b][row] : "")), ' ');
            }
        }
        while (!line.empty() && line.back() == ' ') line.pop_back();
        out += line + "\n";
    }

    bool used[5] = {};
    for (const Board& board : boards) {
        for (const std::string& note : board.notes)
            out += indent + (style.color ? fmt::format(fmt::fg(fmt::terminal_color::bright_red), "{}", note) : note) + "\n";
        if (has_grid(board))
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

std::optional<std::string> input_of(const TestReport& test) {
    if (!test.test) return std::nullopt;
    try {
        return read_text(test.test->input);
    } catch (const JudgeError&) {
        return std::nullopt;
    }
}

// wrong_answer_boards with the input already read: the overload that detects the format reads it once.
std::vector<Board> boards_of_wrong_answer(const TestReport& test, GridFormat format, const std::string& input) {
    std::vector<std::string> puzzles;
    std::vector<GridCase> expected;
    try {
        puzzles = read_puzzles(input, format, test.test->input.string());
        expected = read_cases_leniently(read_text(test.test->answer), format);
    } catch (const JudgeError&) {
        return {};
    }
    std::vector<GridCase> received = read_cases_leniently(test.output, format);
    auto at = [](const std::vector<GridCase>& cases, std::size_t k) { return k < cases.size() ? &cases[k] : nullptr; };

    std::size_t failing = puzzles.size();
    // The message's first "case N" names the failing case: found by hand, as the message may quote program
    // output (std::regex recursed per character; a number past 2^64 made std::stoul throw).
    const std::string& message = test.message;
    for (std::size_t named = message.find("case "); named != std::string::npos; named = message.find("case ", named + 1)) {
        std::size_t end = named + 5, k = 0;
        for (; end < message.size() && is_digit(message[end]); ++end)
            k = std::min(k * 10 + std::size_t(message[end] - '0'), puzzles.size() + 1);  // past the last: no case
        if (end == named + 5) continue;
        if (k >= 1 && k <= puzzles.size()) failing = k - 1;
        break;
    }
    for (std::size_t k = 0; k < puzzles.size() && failing == puzzles.size(); ++k)
        if (case_is_wrong(puzzles[k], at(expected, k), at(received, k))) failing = k;
    for (std::size_t k = 0; k < puzzles.size() && failing == puzzles.size(); ++k)
        if (case_differs(at(expected, k), at(received, k))) failing = k;
    if (failing == puzzles.size()) return {};

    const std::string& puzzle = puzzles[failing];
    std::string where = puzzles.size() > 1 ? fmt::format("case {}: ", failing + 1) : "";
    const GridCase* answer_case = at(expected, failing);
    const GridCase* output_case = at(received, failing);
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
    std::optional<std::string> input = input_of(test);
    if (!input) return {};
    return boards_of_wrong_answer(test, test.test->grid_format.value_or(detect_grid_format(*input)), *input);
}

std::vector<Board> wrong_answer_boards(const TestReport& test, GridFormat format) {
    std::optional<std::string> input = input_of(test);
    return input ? boards_of_wrong_answer(test, format, *input) : std::vector<Board>{};
}

}  // namespace judge
