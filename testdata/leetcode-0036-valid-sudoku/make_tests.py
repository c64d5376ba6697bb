#!/usr/bin/env python3
"""Writes the LeetCode 36 tests into this folder, in groups: sample/, secret/, hard/ (NN_why.in with
NN_why.out) and invalid/ (NN_why.in only).

Usage: python3 make_tests.py            (from anywhere; writes beside itself)

The public puzzle sets are read from $PUZZLES_DIR (default: ../shared/puzzles beside the repository);
when one is missing, nothing is written: a SKIPPED line on stderr, exit status 0 (1 when CI=true).

Format, as LeetCode's testcase box holds it: an .in line is one board, [["5","3",".",...],...] with no
spaces, several lines are several calls; the .out line i is isValidSudoku's answer for board i, "true" or
"false". A board is valid when no digit repeats in a row, a column or a 3x3 box; only filled cells count,
and a valid board need not be solvable.

- sample/: the statement's Examples 1 (true) and 2 (false: two 8s in the top-left box).
- secret/: what LeetCode checks, as closely as it can be known: about 507 tests ("507 / 507 test cases
  passed" in published submissions), boards of every kind a checker can get wrong: one a file for the
  examples' kinds, then files of many boards: a repeat in each row, each column and each box alone (a
  repeat that only the box check sees, and one that only the row or column check sees), empty and full
  boards, valid boards without a solution, the published puzzles and their solutions.
- hard/: beyond them: 5,000 17-clue boards in one file, every other one given a repeat, so a slow
  check shows.
- invalid/: boards that break the statement; never judged, input_validators/ must reject each.

Every answer is computed here by a check that lists each unit's digits; no solver is involved. Standard
library only; deterministic (no randomness).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "common"))
import sudoku_tests  # noqa: E402  (testdata/common/)

# LeetCode's Example 1 (the statement's picture), row-major, '.' for empty; Example 2 has an 8 for its 5.
EXAMPLE_1 = ("53..7...." "6..195..." ".98....6." "8...6...3" "4..8.3..1"
             "7...2...6" ".6....28." "...419..5" "....8..79")
EXAMPLE_2 = "8" + EXAMPLE_1[1:]

UNITS = ([[r * 9 + c for c in range(9)] for r in range(9)] + [[r * 9 + c for r in range(9)] for c in range(9)]
         + [[(b // 3 * 3 + i // 3) * 9 + b % 3 * 3 + i % 3 for i in range(9)] for b in range(9)])


def is_valid(board):
    """No digit twice in a unit; '.' cells are ignored."""
    for unit in UNITS:
        digits = [board[i] for i in unit if board[i] != "."]
        if len(digits) != len(set(digits)):
            return False
    return True


def leetcode_board(grid):
    """81 characters -> [["5","3",".",...],...], LeetCode's testcase text without spaces."""
    rows = ("[" + ",".join(f'"{ch}"' for ch in grid[r * 9:(r + 1) * 9]) + "]" for r in range(9))
    return "[" + ",".join(rows) + "]"


def with_cell(board, cell, digit):
    return board[:cell] + digit + board[cell + 1:]


def repeats_in_each_unit(solution):
    """Boards made from a solved grid with most cells emptied, one repeat each: for every row, column and
    box, its first and last cells, which share only that unit (a row's or column's lie in different
    boxes, a box's on its diagonal), the last given the first's digit."""
    sparse = "".join(ch if i % 4 == 0 else "." for i, ch in enumerate(solution))
    boards = []
    for unit in UNITS:
        first, last = unit[0], unit[8]
        boards.append(with_cell(with_cell(sparse, first, solution[first]), last, solution[first]))
    return boards


def with_a_repeat(puzzle, k):
    """The puzzle with its first given's digit copied into an empty cell of the given's row (k % 3 == 0),
    column (1) or box (2): invalid whatever else it holds."""
    given = next(c for c, ch in enumerate(puzzle) if ch not in ".0")
    unit = UNITS[(k % 3) * 9 + (given // 9 if k % 3 == 0 else given % 9 if k % 3 == 1
                                else given // 27 * 3 + given % 9 // 3)]
    empty = next(c for c in unit if puzzle[c] in ".0")
    return with_cell(puzzle, empty, puzzle[given])


def main():
    famous = sudoku_tests.famous()
    inkala, inkala_solution = famous["inkala_2010"]
    unbiased = sudoku_tests.read_lines("puzzles1_unbiased.txt")
    impossible = famous["norvig_impossible_no_solution"][0]  # valid as a board: no repeat, no solution
    hardest = sudoku_tests.read_lines("puzzles6_forum_hardest_1106.txt")

    repeats = repeats_in_each_unit(inkala_solution)
    full_with_a_swap = with_cell(inkala_solution, 1, inkala_solution[0])  # a full board, one digit twice
    last_box_repeat = with_cell("." * 81, 60, "7")
    last_box_repeat = with_cell(last_box_repeat, 80, "7")
    mixed = [p if i % 2 == 0 else with_a_repeat(p, i) for i, p in enumerate(unbiased[:200])]
    many = [p if i % 2 == 0 else with_a_repeat(p, i)
            for i, p in enumerate(sudoku_tests.read_lines("puzzles2_17_clue.txt")[:5000])]
    groups = {  # group -> [(why, boards)]
        "sample": [("example_1", [EXAMPLE_1]), ("example_2", [EXAMPLE_2])],
        "secret": [("empty_board", ["." * 81]),
                   ("solved_grid", [inkala_solution]),
                   ("full_grid_with_a_repeat", [full_with_a_swap]),
                   ("valid_without_a_solution", [impossible]),
                   ("repeat_only_in_the_last_box", [last_box_repeat]),
                   ("a_repeat_in_each_row_column_and_box", repeats),
                   ("published_puzzles", [inkala, famous["ai_escargot"][0], famous["easter_monster"][0]]
                    + hardest[:20]),
                   ("200_unbiased_half_broken", mixed)],
        "hard": [(f"{len(many)}_boards", many)],
    }
    for group, tests in groups.items():
        folder = os.path.join(HERE, group)
        os.makedirs(folder, exist_ok=True)
        for old in os.listdir(folder):
            os.unlink(os.path.join(folder, old))
        for number, (why, boards) in enumerate(tests, start=1):
            stem = os.path.join(folder, f"{number:02d}_{why}")
            with open(stem + ".in", "w", encoding="utf-8", newline="\n") as f:
                f.write("".join(leetcode_board(b.replace("0", ".")) + "\n" for b in boards))
            with open(stem + ".out", "w", encoding="utf-8", newline="\n") as f:
                f.write("".join(("true" if is_valid(b.replace("0", ".")) else "false") + "\n" for b in boards))
            answers = [is_valid(b.replace("0", ".")) for b in boards]
            print(f"{group}/{number:02d}_{why}: {len(boards)} board(s), {sum(answers)} valid")

    # invalid/: each breaks one rule of the statement; input_validators/validate.cpp must say which.
    invalid = os.path.join(HERE, "invalid")
    os.makedirs(invalid, exist_ok=True)
    for old in os.listdir(invalid):
        os.unlink(os.path.join(invalid, old))
    example = leetcode_board(EXAMPLE_1)
    bad = [
        ("eight_rows", example[:example.rindex(',["')] + "]"),
        ("zero_for_empty", example.replace('"."', '"0"', 1)),
        ("numbers_not_strings", example.replace('"5"', "5", 1)),
        ("row_of_ten_cells", example.replace('"."]', '".","."]', 1)),
        ("spaces_between_cells", example.replace(",", ", ", 3)),
    ]
    for number, (why, line) in enumerate(bad, start=1):
        with open(os.path.join(invalid, f"{number:02d}_{why}.in"), "w", encoding="utf-8", newline="\n") as f:
            f.write(line + "\n")
        print(f"invalid/{number:02d}_{why}: written (must be rejected)")


if __name__ == "__main__":
    main()
