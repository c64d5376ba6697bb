/*
 * NYOJ 722 数独 — row-major backtracking (C99)
 * board[81] holds the grid row by row, 0 = empty. row_used[r][d], col_used[c][d], box_used[b][d] are 1
 * exactly when digit d sits in row r, column c, box b (b = r / 3 * 3 + c / 3); every place/undo updates
 * all three, so they always describe the board. The search fills the first empty cell with the smallest
 * digit its row, column and box allow, recurses on the next cell, and undoes on failure; the first full
 * board wins.
 * Input is read and validated completely before anything is solved: bad input prints one line on stderr
 * and exits 1 with nothing on stdout. A well-formed grid without a solution prints "No solution".
 * Time: O(9^e) for e empty cells in the worst case; row-major order makes puzzles whose first rows are
 * empty (Wikipedia's anti-brute-force puzzle) the worst case. Memory: O(n) for the n grids, read before solving; O(1) for the search.
 * Status: stress-tested vs bitmask_mrv.cpp; judged on testdata/nyoj-0722-sudoku.
 */
// expect: AC; hard: TLE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#define MAX_CASES 99
#define CELLS 81

static int case_count;
static int grids[MAX_CASES][CELLS];  /* as read; 0 = empty */

/* ---- input: n, then n grids of 9 lines of 9 digits (separated by spaces or written together) ---- */

static void input_error(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fputs("input: ", stderr);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
    exit(1);
}

static int is_blank(int ch) { return ch == ' ' || ch == '\t' || ch == '\r'; }
static int is_digit(int ch) { return ch >= '0' && ch <= '9'; }

/* Writes ch for a message: 'x' when printable, '\xNN' otherwise, "end of input" for EOF. */
static const char *describe_char(int ch) {
    static char text[16];
    if (ch == EOF) return "end of input";
    if (ch > ' ' && ch < 127) sprintf(text, "'%c'", ch);
    else sprintf(text, "'\\x%02X'", (unsigned)ch);
    return text;
}

/* Skips spaces, tabs, CR and newlines; returns the first other character (or EOF). */
static int skip_blank_lines(void) {
    int ch = getchar();
    while (is_blank(ch) || ch == '\n') ch = getchar();
    return ch;
}

/* The first line: n alone, 0 < n < 100. */
static void read_case_count(void) {
    char token[24];
    int length = 0, value = 0, ch = skip_blank_lines();
    if (ch == EOF) input_error("expected the number of cases n (1 to 99), got end of input");
    while (ch != EOF && ch != '\n' && !is_blank(ch)) {
        if (!is_digit(ch))
            input_error("expected the number of cases n (1 to 99), got %s", describe_char(ch));
        if (length < 20) token[length++] = (char)ch;
        if (value < 1000) value = value * 10 + (ch - '0');
        ch = getchar();
    }
    token[length] = '\0';
    while (is_blank(ch)) ch = getchar();
    if (ch != '\n' && ch != EOF)
        input_error("expected the number of cases n alone on its line, got %s after it", describe_char(ch));
    if (value < 1 || value > MAX_CASES)
        input_error("the number of cases n must be 1 to 99, got %s", token);
    case_count = value;
}

/* One row on its own line: nine digits, either each separated by blanks or all nine together. */
static void read_row(int case_number, int row, int *cells) {
    int digits = 0, groups = 0, group_length = 0;
    char group[12], first_long_group[12] = "";  /* digit groups, kept for the "got '10'" message */
    int ch = skip_blank_lines();
    if (ch == EOF) {
        if (row == 0)
            input_error("case %d: expected a grid (n = %d), got end of input", case_number, case_count);
        input_error("case %d, row %d: expected 9 digits, got end of input", case_number, row + 1);
    }
    for (;; ch = getchar()) {
        if (is_digit(ch)) {
            if (group_length == 0) groups++;
            if (group_length < 11) group[group_length] = (char)ch;
            group_length++;
            if (digits < 9) cells[digits] = ch - '0';
            if (++digits > CELLS)
                input_error("case %d, row %d: expected 9 digits, got more than %d", case_number, row + 1,
                            CELLS);
            continue;
        }
        if (group_length > 1 && first_long_group[0] == '\0') {
            int i, kept = group_length < 11 ? group_length : 11;
            for (i = 0; i < kept; i++) first_long_group[i] = group[i];
            first_long_group[kept] = '\0';
        }
        group_length = 0;
        if (ch == '\n' || ch == EOF) break;
        if (!is_blank(ch))
            input_error("case %d, row %d: expected a digit 0-9, got %s", case_number, row + 1,
                        describe_char(ch));
    }
    if (groups > 1 && first_long_group[0] != '\0')
        input_error("case %d, row %d: expected one digit per cell, got '%s'", case_number, row + 1,
                    first_long_group);
    if (digits != 9)
        input_error("case %d, row %d: expected 9 digits, got %d", case_number, row + 1, digits);
}

/* A given digit that repeats in its row, column or box makes the grid malformed, not unsolvable. */
static void check_givens(int case_number, const int *grid) {
    int cell, other;
    for (cell = 0; cell < CELLS; cell++) {
        int r = cell / 9, c = cell % 9;
        if (grid[cell] == 0) continue;
        for (other = 0; other < cell; other++) {
            int r2 = other / 9, c2 = other % 9;
            const char *unit = r2 == r ? "row"
                             : c2 == c ? "column"
                             : (r2 / 3 == r / 3 && c2 / 3 == c / 3) ? "box" : NULL;
            if (unit && grid[other] == grid[cell])
                input_error("case %d, row %d, column %d: %d repeats in the %s", case_number, r + 1, c + 1,
                            grid[cell], unit);
        }
    }
}

static void read_input(void) {
    int k, row;
    read_case_count();
    for (k = 0; k < case_count; k++) {
        for (row = 0; row < 9; row++) read_row(k + 1, row, &grids[k][row * 9]);
        check_givens(k + 1, grids[k]);
    }
    /* Anything after the n-th grid is ignored, as judges do. */
}

/* ---- search ---- */

static int board[CELLS];
static unsigned char row_used[9][10], col_used[9][10], box_used[9][10];

static int box_of(int cell) { return cell / 27 * 3 + cell % 9 / 3; }

static void set_cell(int cell, int digit, unsigned char used) {
    row_used[cell / 9][digit] = used;
    col_used[cell % 9][digit] = used;
    box_used[box_of(cell)][digit] = used;
    board[cell] = used ? digit : 0;
}

/* Fills the empty cells from `cell` on; returns 1 with board complete, or 0 with board unchanged. */
static int solve_from(int cell) {
    int digit;
    while (cell < CELLS && board[cell] != 0) cell++;
    if (cell == CELLS) return 1;
    for (digit = 1; digit <= 9; digit++) {
        if (row_used[cell / 9][digit] || col_used[cell % 9][digit] || box_used[box_of(cell)][digit])
            continue;
        set_cell(cell, digit, 1);
        if (solve_from(cell + 1)) return 1;
        set_cell(cell, digit, 0);
    }
    return 0;
}

static int solve(const int *grid) {
    int cell, d;
    for (cell = 0; cell < 9; cell++)
        for (d = 0; d <= 9; d++) row_used[cell][d] = col_used[cell][d] = box_used[cell][d] = 0;
    for (cell = 0; cell < CELLS; cell++) {
        board[cell] = 0;
        if (grid[cell] != 0) set_cell(cell, grid[cell], 1);
    }
    return solve_from(0);
}

/* ---- output: every grid into one buffer, one write ---- */

static char output[MAX_CASES * CELLS * 2 + 64];

int main(void) {
    int k, cell, length = 0;
    read_input();
    for (k = 0; k < case_count; k++) {
        if (!solve(grids[k])) {
            length += sprintf(output + length, "No solution\n");
            continue;
        }
        for (cell = 0; cell < CELLS; cell++) {
            output[length++] = (char)('0' + board[cell]);
            output[length++] = cell % 9 == 8 ? '\n' : ' ';
        }
    }
    fwrite(output, 1, (size_t)length, stdout);
    return 0;
}
