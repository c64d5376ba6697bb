/*
 * POJ 2676 Sudoku — row-major backtracking (C99)
 * board[81] holds the grid row by row, 0 = empty. row_used[r][d], col_used[c][d], box_used[b][d] are 1
 * exactly when digit d sits in row r, column c, box b (b = r / 3 * 3 + c / 3); every place and undo
 * updates all three, so they always describe the board. The search fills the first empty cell (row by
 * row, left to right) with the smallest digit the three tables allow, recurses on the next cell and
 * undoes on failure; the first full board wins. This is the search most published POJ 2676 programs use.
 * Input: n, then n grids of 9 lines of 9 digits written together, 0 = empty. Blank lines, and spaces,
 * tabs and CR around a line, are ignored; anything after the n-th grid is ignored. The whole input is
 * read and checked before anything is solved: bad input (a given repeated in its row, column or box
 * included) prints one line on stderr and exits 1 with nothing on stdout.
 * Output: each grid solved, 9 lines of 9 digits, no empty line between grids (any valid completion is
 * accepted: Special Judge); a well-formed grid without a solution prints "No solution".
 * Time: O(9^e) for e empty cells in the worst case; row-major order makes puzzles whose top rows are
 * empty (Wikipedia's anti-brute-force puzzle, many 17-clue puzzles) the worst case: measured in
 * README.md. Memory: 81 bytes a grid, read before solving; O(1) for the search.
 * Local judge: AC on sample/ and secret/ (secret/02's grid made against this order: about 180 ms of the
 * 800 ms that stand for POJ's 2000 ms); TLE on hard/ (17-clue, anti-brute-force), on purpose.
 * Status: stress-tested vs bitmask_mrv.cpp; judged on testdata/poj-2676-sudoku.
 */
// expect: AC; hard: TLE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CELLS 81
#define MAX_CASES 1000000L

/* ---- input: n, then n grids of 9 lines of 9 digits ---- */

static void input_error(const char *format, ...) {
    va_list args;
    va_start(args, format);
    fputs("input: ", stderr);
    vfprintf(stderr, format, args);
    fputc('\n', stderr);
    va_end(args);
    exit(1);
}

static char *text;            /* the whole input */
static size_t text_length, text_pos;

static void read_whole_input(void) {
    size_t capacity = 1 << 16, got;
    text = malloc(capacity);
    if (text == NULL) input_error("out of memory");
    while ((got = fread(text + text_length, 1, capacity - text_length, stdin)) > 0) {
        text_length += got;
        if (text_length == capacity) {
            capacity *= 2;
            text = realloc(text, capacity);
            if (text == NULL) input_error("out of memory");
        }
    }
}

static int is_blank(int ch) { return ch == ' ' || ch == '\t' || ch == '\r'; }
static int is_digit(int ch) { return ch >= '0' && ch <= '9'; }

/* 'x' when printable, "a space", "a tab", '\xNN' otherwise. */
static const char *describe_char(int ch) {
    static char buffer[16];
    if (ch == ' ') return "a space";
    if (ch == '\t') return "a tab";
    if (ch > ' ' && ch < 127) sprintf(buffer, "'%c'", ch);
    else sprintf(buffer, "'\\x%02X'", (unsigned)(unsigned char)ch);
    return buffer;
}

/* The next line that is not blank, without blanks around it; 0 at the end of the input. */
static int next_line(const char **start, size_t *length) {
    while (text_pos < text_length) {
        size_t begin = text_pos, end;
        while (text_pos < text_length && text[text_pos] != '\n') text_pos++;
        end = text_pos;
        if (text_pos < text_length) text_pos++;  /* the '\n' */
        while (begin < end && is_blank((unsigned char)text[begin])) begin++;
        while (end > begin && is_blank((unsigned char)text[end - 1])) end--;
        if (end > begin) {
            *start = text + begin;
            *length = end - begin;
            return 1;
        }
    }
    return 0;
}

static long read_case_count(void) {
    const char *line;
    size_t length, i;
    long value = 0;
    if (!next_line(&line, &length)) input_error("expected the number of cases n, got end of input");
    for (i = 0; i < length; i++) {
        if (!is_digit((unsigned char)line[i]))
            input_error("expected the number of cases n alone on its line, got %s", describe_char(line[i]));
        if (value <= MAX_CASES) value = value * 10 + (line[i] - '0');
    }
    if (value > MAX_CASES) input_error("the number of cases n must be at most %ld", MAX_CASES);
    return value;
}

static void read_row(long case_number, long case_count, int row, unsigned char *cells) {
    const char *line;
    size_t length, i;
    if (!next_line(&line, &length)) {
        if (row == 0) input_error("case %ld: expected a grid (n = %ld), got end of input", case_number, case_count);
        input_error("case %ld, row %d: expected 9 digits, got end of input", case_number, row + 1);
    }
    for (i = 0; i < length; i++)
        if (!is_digit((unsigned char)line[i]))
            input_error("case %ld, row %d, column %d: expected a digit 0-9, got %s", case_number, row + 1,
                        (int)i + 1, describe_char(line[i]));
    if (length != 9)
        input_error("case %ld, row %d: expected 9 digits, got %lu", case_number, row + 1, (unsigned long)length);
    for (i = 0; i < 9; i++) cells[i] = (unsigned char)(line[i] - '0');
}

/* A given that repeats in its row, column or box makes the grid malformed, not unsolvable. */
static void check_givens(long case_number, const unsigned char *grid) {
    int cell, other;
    for (cell = 0; cell < CELLS; cell++) {
        int r = cell / 9, c = cell % 9;
        if (grid[cell] == 0) continue;
        for (other = 0; other < cell; other++) {
            int r2 = other / 9, c2 = other % 9;
            const char *unit = r2 == r ? "row"
                             : c2 == c ? "column"
                             : (r2 / 3 == r / 3 && c2 / 3 == c / 3) ? "box" : NULL;
            if (unit != NULL && grid[other] == grid[cell])
                input_error("case %ld, row %d, column %d: %d repeats in the %s", case_number, r + 1, c + 1,
                            grid[cell], unit);
        }
    }
}

static unsigned char (*grids)[CELLS];  /* as read, 0 = empty */
static long case_count;

static void read_input(void) {
    long k, capacity = 0;
    int row;
    read_whole_input();
    case_count = read_case_count();
    for (k = 0; k < case_count; k++) {
        if (k == capacity) {  /* grown as grids arrive: a huge n without the grids allocates nothing */
            capacity = capacity == 0 ? 16 : capacity * 2;
            grids = realloc(grids, (size_t)capacity * CELLS);
            if (grids == NULL) input_error("out of memory");
        }
        for (row = 0; row < 9; row++) read_row(k + 1, case_count, row, &grids[k][row * 9]);
        check_givens(k + 1, grids[k]);
    }
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

/* Fills the empty cells from `cell` on; returns 1 with the board complete, or 0 with it unchanged. */
static int solve_from(int cell) {
    int digit;
    while (cell < CELLS && board[cell] != 0) cell++;
    if (cell == CELLS) return 1;
    for (digit = 1; digit <= 9; digit++) {
        if (row_used[cell / 9][digit] || col_used[cell % 9][digit] || box_used[box_of(cell)][digit]) continue;
        set_cell(cell, digit, 1);
        if (solve_from(cell + 1)) return 1;
        set_cell(cell, digit, 0);
    }
    return 0;
}

static int solve(const unsigned char *grid) {
    int cell;
    memset(row_used, 0, sizeof row_used);
    memset(col_used, 0, sizeof col_used);
    memset(box_used, 0, sizeof box_used);
    for (cell = 0; cell < CELLS; cell++) {
        board[cell] = 0;
        if (grid[cell] != 0) set_cell(cell, grid[cell], 1);
    }
    return solve_from(0);
}

/* ---- output: 9 lines of 9 digits a grid, written through one buffer ---- */

int main(void) {
    static char out[1 << 16];
    size_t used = 0;
    long k;
    int cell;
    read_input();
    for (k = 0; k < case_count; k++) {
        if (used + 128 > sizeof out) {
            fwrite(out, 1, used, stdout);
            used = 0;
        }
        if (!solve(grids[k])) {
            used += (size_t)sprintf(out + used, "No solution\n");
            continue;
        }
        for (cell = 0; cell < CELLS; cell++) {
            out[used++] = (char)('0' + board[cell]);
            if (cell % 9 == 8) out[used++] = '\n';
        }
    }
    fwrite(out, 1, used, stdout);
    return 0;
}
