#!/usr/bin/env python3
"""Writes the LeetCode 37 tests (NN_why.in / NN_why.out) into this folder.

Usage: python3 make_tests.py            (from anywhere; reads ../puzzles, writes beside itself)

Format, as LeetCode's testcase box holds it: an .in line is one board, [["5","3",".",...],...] with no
spaces, several lines are several cases; the .out line i is board i after solveSudoku, same format.
Every puzzle is checked to have exactly one solution (LeetCode's guarantee) by a search that counts
solutions up to two; each answer is checked to be a valid completion of its puzzle and, for the famous
puzzles, to equal the solution famous.tsv publishes. Stdlib only, deterministic (no randomness).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
PUZZLES = os.path.join(HERE, "..", "puzzles")

# LeetCode's Example 1 (the statement's picture), row-major, '.' for empty.
EXAMPLE_1 = ("53..7...." "6..195..." ".98....6." "8...6...3" "4..8.3..1"
             "7...2...6" ".6....28." "...419..5" "....8..79")
EXAMPLE_1_OUTPUT = ("534678912" "672195348" "198342567" "859761423" "426853791"
                    "713924856" "961537284" "287419635" "345286179")

FAMOUS_ORDER = ["inkala_2010", "inkala_2012_everest", "easter_monster", "golden_nugget",
                "platinum_blonde", "ai_escargot", "wikipedia_anti_brute_force"]
# 17-clue puzzles by line number (1-based) in puzzles2_17_clue.txt: the first line (an empty top row,
# the worst order for row-major search) and two further lines spread over the file.
SEVENTEEN_CLUE_LINES = [1, 1000, 2500]
# The multi-case test: the first 10 puzzles of each "hardest" set.
HARDEST_SETS = [("puzzles6_forum_hardest_1106.txt", 10), ("puzzles5_forum_hardest_1905_11+.txt", 10)]


def units():
    """The 27 units (rows, columns, boxes) as lists of cell indices r*9 + c."""
    result = [[r * 9 + c for c in range(9)] for r in range(9)]
    result += [[r * 9 + c for r in range(9)] for c in range(9)]
    result += [[(br * 3 + i // 3) * 9 + bc * 3 + i % 3 for i in range(9)]
               for br in range(3) for bc in range(3)]
    return result


UNITS = units()


def is_valid_completion(puzzle, solution):
    """True when solution keeps every clue and each row, column and box holds 1-9 once."""
    if len(solution) != 81 or any(p != "." and p != s for p, s in zip(puzzle, solution)):
        return False
    return all(sorted(solution[i] for i in unit) == list("123456789") for unit in UNITS)


def solutions(puzzle, limit=2):
    """Up to `limit` solutions of puzzle, by fewest-candidates-first search on 9-bit masks.

    row_free[r], col_free[c], box_free[b]: bit d set while digit d+1 is unused there.
    """
    board = list(puzzle)
    row_free, col_free, box_free = [0x1FF] * 9, [0x1FF] * 9, [0x1FF] * 9
    empty = []
    for i, ch in enumerate(board):
        r, c = divmod(i, 9)
        b = r // 3 * 3 + c // 3
        if ch == ".":
            empty.append((i, r, c, b))
            continue
        bit = 1 << (int(ch) - 1)
        if not (row_free[r] & col_free[c] & box_free[b] & bit):
            return []  # the clues themselves clash
        row_free[r] &= ~bit
        col_free[c] &= ~bit
        box_free[b] &= ~bit
    found = []

    def search(remaining):
        if not remaining:
            found.append("".join(board))
            return len(found) >= limit
        best, best_mask, best_count = None, 0, 10
        for cell in remaining:
            _, r, c, b = cell
            mask = row_free[r] & col_free[c] & box_free[b]
            count = bin(mask).count("1")
            if count < best_count:
                best, best_mask, best_count = cell, mask, count
                if count <= 1:
                    break
        if best_count == 0:
            return False
        i, r, c, b = best
        rest = [cell for cell in remaining if cell is not best]
        mask = best_mask
        while mask:
            bit = mask & -mask
            mask ^= bit
            board[i] = str(bit.bit_length())
            row_free[r] ^= bit
            col_free[c] ^= bit
            box_free[b] ^= bit
            stop = search(rest)
            row_free[r] ^= bit
            col_free[c] ^= bit
            box_free[b] ^= bit
            if stop:
                return True
        board[i] = "."
        return False

    search(empty)
    return found


def unique_solution(puzzle, name):
    found = solutions(puzzle)
    if len(found) != 1:
        sys.exit(f"make_tests.py: {name}: {len(found)} solutions found, need exactly 1")
    if not is_valid_completion(puzzle, found[0]):
        sys.exit(f"make_tests.py: {name}: the solver's answer is not a valid completion")
    return found[0]


def leetcode_board(grid):
    """81 characters -> [["5","3",".",...],...], LeetCode's testcase text without spaces."""
    rows = ("[" + ",".join(f'"{ch}"' for ch in grid[r * 9:(r + 1) * 9]) + "]" for r in range(9))
    return "[" + ",".join(rows) + "]"


def read_lines(file_name):
    with open(os.path.join(PUZZLES, file_name), encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f if line.strip()]


def read_famous():
    famous = {}
    for line in read_lines("famous.tsv"):
        name, puzzle, solution = line.split("\t")
        famous[name] = (puzzle, solution)
    return famous


def write_test(number, why, puzzles, answers):
    stem = os.path.join(HERE, f"{number:02d}_{why}")
    with open(stem + ".in", "w", encoding="utf-8", newline="\n") as f:
        f.write("".join(leetcode_board(p) + "\n" for p in puzzles))
    with open(stem + ".out", "w", encoding="utf-8", newline="\n") as f:
        f.write("".join(leetcode_board(a) + "\n" for a in answers))
    print(f"{os.path.basename(stem)}: {len(puzzles)} case(s)")


def main():
    tests = []  # (why, [(name, puzzle, published solution or None)])
    tests.append(("example_1", [("example_1", EXAMPLE_1, EXAMPLE_1_OUTPUT)]))
    center = 4 * 9 + 4
    one_empty = EXAMPLE_1_OUTPUT[:center] + "." + EXAMPLE_1_OUTPUT[center + 1:]
    tests.append(("one_empty_cell", [("one_empty_cell", one_empty, EXAMPLE_1_OUTPUT)]))
    famous = read_famous()
    for name in FAMOUS_ORDER:
        puzzle, solution = famous[name]
        tests.append((name, [(name, puzzle, solution)]))
    seventeen = read_lines("puzzles2_17_clue.txt")
    for line in SEVENTEEN_CLUE_LINES:
        tests.append((f"17_clue_line_{line}", [(f"17-clue line {line}", seventeen[line - 1], None)]))
    hardest = []
    for file_name, count in HARDEST_SETS:
        hardest += [(f"{file_name} line {i + 1}", p, None) for i, p in enumerate(read_lines(file_name)[:count])]
    tests.append((f"forum_hardest_{len(hardest)}_cases", hardest))

    for number, (why, cases) in enumerate(tests, start=1):
        answers = []
        for name, puzzle, published in cases:
            answer = unique_solution(puzzle, name)
            if published is not None and answer != published:
                sys.exit(f"make_tests.py: {name}: the solver's answer differs from the published solution")
            answers.append(answer)
        write_test(number, why, [c[1] for c in cases], answers)


if __name__ == "__main__":
    main()
