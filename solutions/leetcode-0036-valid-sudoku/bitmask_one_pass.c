/*
 * LeetCode 36 Valid Sudoku — one pass with 9-bit masks (C)
 * A board is valid when no digit repeats in a row, a column or a 3x3 box; '.' cells are ignored, and a
 * valid board need not be solvable. LeetCode's C passes the board as char** board with boardSize rows,
 * row r holding boardColSize[r] characters (9 and 9 here). seen_in_row[r], seen_in_column[c],
 * seen_in_box[b]: bit d-1 is set once digit d has been met in that unit (b = r / 3 * 3 + c / 3). One pass
 * in reading order: a digit whose bit is already set in any of its three units is a repeat; otherwise set
 * it in all three. bitmask_one_pass.cpp's pass, in C (gnu11, as LeetCode compiles C).
 * Time: O(81) a board, one pass, no allocation. Memory: 27 masks.
 * Status: judged on testdata/leetcode-0036-valid-sudoku (make judge).
 */
// expect: AC
bool isValidSudoku(char** board, int boardSize, int* boardColSize) {
    unsigned seen_in_row[9] = {0}, seen_in_column[9] = {0}, seen_in_box[9] = {0};
    for (int r = 0; r < boardSize; ++r)
        for (int c = 0; c < boardColSize[r]; ++c) {
            if (board[r][c] == '.') continue;
            const unsigned bit = 1u << (board[r][c] - '1');
            const int b = r / 3 * 3 + c / 3;
            if ((seen_in_row[r] | seen_in_column[c] | seen_in_box[b]) & bit) return false;
            seen_in_row[r] |= bit;
            seen_in_column[c] |= bit;
            seen_in_box[b] |= bit;
        }
    return true;
}
