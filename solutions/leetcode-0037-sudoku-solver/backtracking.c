// expect: AC; hard: TLE
/*
 * LeetCode 37. Sudoku Solver — row-major backtracking with row/column/box tables (C)
 * https://leetcode.com/problems/sudoku-solver/
 *
 * LeetCode's C passes the board as char** board, boardSize rows of boardColSize[r] characters (9 × 9),
 * '1'-'9' or '.', to be filled in place.
 * Representation: in_row[r][d], in_col[c][d], in_box[b][d] are true while digit d+1 is on the board in
 * row r, column c, box b (b = r/3*3 + c/3), so a try is checked in O(1). They are globals, set afresh by
 * every call: LeetCode's C runs every test case in one process, and a global left over from the last
 * case is a classic wrong answer there.
 * Search: cells 0..80 in row-major order; skip clues; at an empty cell try the digits no table forbids,
 * place, recurse on the next cell, undo. The first complete board stops the search (LeetCode guarantees
 * one solution) and stays on `board`. backtracking.cpp's search, in C (gnu11, as LeetCode compiles C).
 * Local judge: predicted AC, as LeetCode accepts this search; TLE on hard/ on purpose: the Wikipedia
 * anti-brute-force puzzle costs 69 million placements, hard/01_17_clue_line_1 (an empty top row) minutes.
 * Time: exponential in the worst case (at most 9^empty), O(1) per try. Memory: 243 flags plus recursion
 * depth at most 81.
 * Status: judged on testdata/leetcode-0037-sudoku-solver (make judge).
 */
static bool in_row[9][9], in_col[9][9], in_box[9][9];

static int box_of(int r, int c) { return r / 3 * 3 + c / 3; }

// Fills cells cell..80; true when the board is complete.
static bool solve_from(char** board, int cell) {
    while (cell < 81 && board[cell / 9][cell % 9] != '.') ++cell;
    if (cell == 81) return true;
    int r = cell / 9, c = cell % 9, b = box_of(r, c);
    for (int d = 0; d < 9; ++d) {
        if (in_row[r][d] || in_col[c][d] || in_box[b][d]) continue;
        in_row[r][d] = in_col[c][d] = in_box[b][d] = true;
        board[r][c] = (char)('1' + d);
        if (solve_from(board, cell + 1)) return true;
        in_row[r][d] = in_col[c][d] = in_box[b][d] = false;
    }
    board[r][c] = '.';
    return false;
}

void solveSudoku(char** board, int boardSize, int* boardColSize) {
    (void)boardSize, (void)boardColSize;  // 9 and 9: the statement's constraints
    memset(in_row, 0, sizeof in_row);
    memset(in_col, 0, sizeof in_col);
    memset(in_box, 0, sizeof in_box);
    for (int r = 0; r < 9; ++r)
        for (int c = 0; c < 9; ++c) {
            if (board[r][c] == '.') continue;
            int d = board[r][c] - '1';
            if (in_row[r][d] || in_col[c][d] || in_box[box_of(r, c)][d]) return;  // repeated: no solution
            in_row[r][d] = in_col[c][d] = in_box[box_of(r, c)][d] = true;
        }
    solve_from(board, 0);
}
