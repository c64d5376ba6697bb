// The rules of a grid: the first fault of a completion (for messages) and every cell to blame (for drawings).
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <string>

#include "judge/grid/rules.hpp"
#include "support.hpp"

using namespace judge;
using namespace test_support;

TEST_SUITE("sudoku_completion_error") {

TEST_CASE("the solution of a puzzle is a valid completion") {
    CHECK_FALSE(sudoku_completion_error(kPuzzle, kSolution).has_value());
    CHECK_FALSE(sudoku_completion_error(with_zeros(kPuzzle), kSolution).has_value());
}

TEST_CASE("a grid of the wrong size is an error") {
    CHECK(sudoku_completion_error(kPuzzle, kSolution.substr(1)) == "the grid has 80 cells, expected 81");
}

TEST_CASE("an empty cell left in the grid is located") {
    CHECK(sudoku_completion_error(kPuzzle, with_cell(kSolution, 2, 5, '.')) ==
          "row 2, column 5: expected a digit 1-9, got '.'");
}

TEST_CASE("a changed clue is located and named") {
    // Row 1, column 3 holds the clue 5; its row-mate at column 9 holds 8.
    CHECK(sudoku_completion_error(kPuzzle, with_cell(kSolution, 1, 3, '4')) ==
          "row 1, column 3: clue 5 was changed to 4");
}

TEST_CASE("repeats are located in the row, the column and the box") {
    // Rows 1-2 of the solution: 1 4 5 3 2 7 6 9 8 / 8 3 9 6 5 4 1 2 7; row 1's clues are at columns 3, 4.
    CHECK(sudoku_completion_error(kPuzzle, with_cell(kSolution, 1, 2, '1')) == "row 1, column 2: 1 repeats in the row");
    // Row 1 becomes 4 1 5 ...: the 4 now at row 1, column 1 meets the clue 4 at row 4, column 1.
    CHECK(sudoku_completion_error(kPuzzle, with_swap(kSolution, 1, 1, 2)) ==
          "row 1, column 1: 4 repeats in the column");
    // Row 1 becomes ... 2 6 7 ...: the 6 moves into box 2, where row 2, column 4 holds a 6.
    CHECK(sudoku_completion_error(kPuzzle, with_swap(kSolution, 1, 6, 7)) == "row 2, column 4: 6 repeats in the box");
}

TEST_CASE("a repeat with a clue names the other cell, the one the program filled") {
    // Row 1, column 4 holds the clue 3; a 3 written at column 1 comes first in reading order.
    CHECK(sudoku_completion_error(kPuzzle, with_cell(kSolution, 1, 1, '3')) == "row 1, column 1: 3 repeats in the row");
}

TEST_CASE("a repeat only inside a box is reported as a box repeat") {
    // A grid whose rows and columns are permutations but whose boxes are not: row r is 1..9 shifted by r.
    std::string latin;
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) latin += static_cast<char>('1' + (r + c) % 9);
    CHECK(sudoku_completion_error(std::string(81, '.'), latin) == "row 2, column 1: 2 repeats in the box");
}

}  // TEST_SUITE

TEST_SUITE("wrong_cells") {

TEST_CASE("a valid completion has no wrong cell") {
    auto wrong = wrong_cells(kPuzzle, kSolution);
    CHECK(std::count(wrong.begin(), wrong.end(), true) == 0);
}

TEST_CASE("two filled cells swapped in a row are both wrong, and nothing else") {
    // Cells 0 and 1 (1 and 4) are filled in by the program, not clues.
    auto wrong = wrong_cells(kPuzzle, swapped(kSolution, 0, 1));
    CHECK(wrong[0]);
    CHECK(wrong[1]);
    CHECK(std::count(wrong.begin(), wrong.end(), true) == 2);
}

TEST_CASE("a changed clue alone is blamed, not the correct cells it now repeats") {
    std::string grid = kSolution;
    grid[2] = '1';  // clue 5 changed to 1, which repeats the 1 in cell 0
    auto wrong = wrong_cells(kPuzzle, grid);
    CHECK(wrong[2]);
    CHECK_FALSE(wrong[0]);
}

TEST_CASE("a cell that is not 1-9 is wrong") {
    std::string grid = kSolution;
    grid[80] = '.';
    grid[79] = '0';
    auto wrong = wrong_cells(kPuzzle, grid);
    CHECK(wrong[80]);
    CHECK(wrong[79]);
}

}  // TEST_SUITE

TEST_SUITE("clashing_clues") {

TEST_CASE("a puzzle whose clues never repeat has no clash") {
    ClueClashes clashes = clashing_clues(kPuzzle);
    CHECK(std::count(clashes.cells.begin(), clashes.cells.end(), true) == 0);
    CHECK_FALSE(clashes.first.has_value());
    CHECK_FALSE(clashing_clues(std::string(81, '.')).first.has_value());  // empty cells never clash
}

TEST_CASE("clues repeated in a column and in a box are all marked, the first repeat named in words") {
    std::string puzzle(81, '.');
    puzzle[0] = puzzle[27] = '8';  // rows 1 and 4, column 1
    puzzle[10] = puzzle[20] = '3';  // rows 2 and 3, columns 2 and 3: the box only
    ClueClashes clashes = clashing_clues(puzzle);
    CHECK(std::count(clashes.cells.begin(), clashes.cells.end(), true) == 4);
    CHECK(clashes.cells[0]);
    CHECK(clashes.cells[27]);
    CHECK(clashes.cells[10]);
    CHECK(clashes.cells[20]);
    // Columns come before boxes.
    CHECK(clashes.first == "row 1, column 1 and row 4, column 1 both hold the clue 8, in one column");
    puzzle[0] = puzzle[27] = '.';
    CHECK(clashing_clues(puzzle).first == "row 2, column 2 and row 3, column 3 both hold the clue 3, in one box");
}

TEST_CASE("a grid of another side has its own units, and a size that is no grid has no clash") {
    CHECK(clashing_clues("1..1............").first == "row 1, column 1 and row 1, column 4 both hold the clue 1, in one row");
    CHECK(clashing_clues("11").cells == std::vector<bool>{false, false});
}

}  // TEST_SUITE

TEST_SUITE("grids of any side") {

TEST_CASE("sides are 1, 4, 9 and 16, with digits up to 9 and letters A-P for 16") {
    CHECK(side_of(1) == 1);
    CHECK(side_of(16) == 4);
    CHECK(side_of(81) == 9);
    CHECK(side_of(256) == 16);
    CHECK(side_of(80) == 0);
    CHECK(side_of(625) == 0);
    CHECK(symbol_value('4', 4) == 4);
    CHECK(symbol_value('5', 4) == 0);
    CHECK(symbol_value('P', 16) == 16);
    CHECK(symbol_value('1', 16) == 0);
    CHECK(symbol_of(16, 16) == 'P');
    CHECK(symbol_range(1) == "1");
    CHECK(a_symbol(16) == "a letter A-P");
    CHECK(cell_name(17, 16) == "row 2, column 2");
}

TEST_CASE("the textbook pattern grids are valid completions of their punched puzzles at every side") {
    for (int n = 1; n <= 4; ++n) {
        CAPTURE(n);
        std::string grid = pattern_grid(n);
        CHECK_FALSE(sudoku_completion_error(punched(grid, 3), grid).has_value());
        std::vector<bool> wrong = wrong_cells(punched(grid, 3), grid);
        CHECK(std::count(wrong.begin(), wrong.end(), true) == 0);
    }
}

TEST_CASE("a 16×16 fault is located by row, column and unit, in letters") {
    const std::string grid = pattern_grid(4);  // row 1: A B C ... P
    const std::string puzzle = punched(grid, 2);  // cells 0, 2, 4, ... are empty; 1, 3, ... are clues
    std::string bad = grid;
    bad[2] = 'A';  // row 1, column 3 (filled by the program): A again, after column 1's A
    CHECK(sudoku_completion_error(puzzle, bad) == "row 1, column 3: A repeats in the row");
    bad = grid;
    bad[0] = '.';
    CHECK(sudoku_completion_error(puzzle, bad) == "row 1, column 1: expected a letter A-P, got '.'");
    bad = grid;
    bad[1] = 'C';
    CHECK(sudoku_completion_error(puzzle, bad) == "row 1, column 2: clue B was changed to C");
    std::vector<bool> wrong = wrong_cells(puzzle, bad);
    CHECK(wrong[1]);
    CHECK(std::count(wrong.begin(), wrong.end(), true) == 1);  // a changed clue alone is blamed
}

TEST_CASE("a 4×4 box repeat is found where rows and columns hold") {
    // Rows are shifts of 1234 by one each: every row and column a permutation, the boxes not.
    const std::string latin = "1234" "2341" "3412" "4123";
    CHECK(sudoku_completion_error(std::string(16, '.'), latin) == "row 2, column 1: 2 repeats in the box");
    CHECK(sudoku_completion_error(std::string(16, '.'), latin.substr(1)) == "the grid has 15 cells, expected 16");
    CHECK(sudoku_completion_error(std::string(20, '.'), std::string(20, '1')) ==
          "the puzzle has 20 cells, expected 1, 16, 81 or 256");
}

}  // TEST_SUITE
