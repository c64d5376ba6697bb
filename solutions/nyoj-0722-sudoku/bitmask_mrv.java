/*
 * NYOJ 722 数独 — bitmask candidates, fewest candidates first (Java)
 * freeInRow[r], freeInCol[c], freeInBox[b]: 9-bit masks, bit d-1 set while digit d is still free in that
 * unit (b = r / 3 * 3 + c / 3), so a cell's candidates are the AND of its three masks:
 *
 *     bit:            8 7 6 5 4 3 2 1 0
 *     digit:          9 8 7 6 5 4 3 2 1
 *     freeInRow[0]:   1 1 0 1 0 1 0 1 1      row 0 holds 5 3 . . 7 . . . . (3, 5, 7 are taken)
 *
 * Placing and taking back a digit is the same XOR on the three masks. empty[depth..emptyCount) are
 * exactly the cells still empty. Each step scans them for the fewest candidates (Integer.bitCount),
 * stopping at 0 (dead end) or 1 (forced), swaps that cell to empty[depth] and tries its candidates in
 * increasing order. bitmask_mrv.cpp's search, in Java 5 (NYOJ's JDK is not documented).
 * Input: n (1-99), then n grids of 9 lines of 9 digits (0 = empty), with or without spaces; read and
 * checked whole before solving: bad input prints one line on stderr and exits 1. Output: each grid as
 * 9 lines of 9 digits separated by single spaces ("No solution" where there is none).
 * Time: exponential in the worst case; O(e) per placement for e empty cells. Memory: O(n) for the n grids;
 * O(1) for the search (27 masks, depth <= 81).
 * Local judge: AC; under 0.2 s on every test (the 99 hardest included) of the 2000 ms (2× for Java).
 * Status: judged on testdata/nyoj-0722-sudoku (make judge).
 */
// expect: AC
import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;

public class Main {
    public static void main(String[] args) throws IOException {
        int[][] grids;
        try {
            grids = new GridReader(readBytes(System.in)).readAll();
        } catch (InputError error) {
            System.err.println("input: " + error.getMessage());
            System.exit(1);
            return;
        }
        StringBuilder output = new StringBuilder(grids.length * 162);  // every grid, written at once
        MrvSolver solver = new MrvSolver();
        for (int k = 0; k < grids.length; ++k) {
            int[] grid = grids[k];
            if (!solver.solve(grid)) {
                output.append("No solution\n");
                continue;
            }
            for (int cell = 0; cell < 81; ++cell) {
                output.append((char) ('0' + grid[cell]));
                output.append(cell % 9 == 8 ? '\n' : ' ');
            }
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(output);
        out.flush();
    }

    static byte[] readBytes(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream(1 << 16);
        byte[] chunk = new byte[1 << 16];
        for (int n; (n = in.read(chunk)) > 0;) all.write(chunk, 0, n);
        return all.toByteArray();
    }
}

class InputError extends Exception {
    InputError(String message) {
        super(message);
    }
}

// ---- input: n, then n grids of 9 lines of 9 digits (separated by spaces or written together) ----

class GridReader {
    private static final int END = -1;
    private final byte[] input;
    private int at = 0;

    GridReader(byte[] input) {
        this.input = input;
    }

    int[][] readAll() throws InputError {
        int caseCount = readCaseCount();
        int[][] grids = new int[caseCount][81];
        for (int k = 0; k < caseCount; ++k) {
            for (int row = 0; row < 9; ++row) readRow(k + 1, caseCount, row, grids[k]);
            checkGivens(k + 1, grids[k]);
        }
        return grids;  // anything after the n-th grid is ignored, as judges do
    }

    private int get() {
        return at < input.length ? input[at++] & 0xFF : END;
    }

    private static boolean isBlank(int ch) {
        return ch == ' ' || ch == '\t' || ch == '\r';
    }

    private static boolean isDigit(int ch) {
        return ch >= '0' && ch <= '9';
    }

    // 'x' when printable, '\xNN' otherwise, "end of input" for END.
    private static String describe(int ch) {
        if (ch == END) return "end of input";
        if (ch > ' ' && ch < 127) return "'" + (char) ch + "'";
        String hex = Integer.toHexString(ch).toUpperCase();
        return "'\\x" + (hex.length() < 2 ? "0" : "") + hex + "'";
    }

    private static String where(int caseNumber, int row) {
        return "case " + caseNumber + ", row " + (row + 1) + ": ";
    }

    private int skipBlankLines() {
        int ch = get();
        while (isBlank(ch) || ch == '\n') ch = get();
        return ch;
    }

    // The first line: n alone, 0 < n < 100.
    private int readCaseCount() throws InputError {
        String expected = "expected the number of cases n (1 to 99), got ";
        int ch = skipBlankLines();
        if (ch == END) throw new InputError(expected + "end of input");
        StringBuilder token = new StringBuilder();
        int value = 0;
        for (; ch != END && ch != '\n' && !isBlank(ch); ch = get()) {
            if (!isDigit(ch)) throw new InputError(expected + describe(ch));
            if (token.length() < 20) token.append((char) ch);
            if (value < 1000) value = value * 10 + (ch - '0');
        }
        while (isBlank(ch)) ch = get();
        if (ch != '\n' && ch != END)
            throw new InputError("expected the number of cases n alone on its line, got " + describe(ch) + " after it");
        if (value < 1 || value > 99) throw new InputError("the number of cases n must be 1 to 99, got " + token);
        return value;
    }

    // One row on its own line: nine digits, either each separated by blanks or all nine together.
    private void readRow(int caseNumber, int caseCount, int row, int[] grid) throws InputError {
        int ch = skipBlankLines();
        if (ch == END) {
            if (row == 0)
                throw new InputError("case " + caseNumber + ": expected a grid (n = " + caseCount + "), got end of input");
            throw new InputError(where(caseNumber, row) + "expected 9 digits, got end of input");
        }
        int digits = 0, groups = 0;
        StringBuilder group = new StringBuilder();  // the digit group being read, for the "got '10'" message
        String firstLongGroup = null;
        for (;; ch = get()) {
            if (isDigit(ch)) {
                if (group.length() == 0) ++groups;
                if (group.length() < 11) group.append((char) ch);
                if (digits < 9) grid[row * 9 + digits] = ch - '0';
                if (++digits > 81) throw new InputError(where(caseNumber, row) + "expected 9 digits, got more than 81");
                continue;
            }
            if (group.length() > 1 && firstLongGroup == null) firstLongGroup = group.toString();
            group.setLength(0);
            if (ch == '\n' || ch == END) break;
            if (!isBlank(ch)) throw new InputError(where(caseNumber, row) + "expected a digit 0-9, got " + describe(ch));
        }
        if (groups > 1 && firstLongGroup != null)
            throw new InputError(where(caseNumber, row) + "expected one digit per cell, got '" + firstLongGroup + "'");
        if (digits != 9) throw new InputError(where(caseNumber, row) + "expected 9 digits, got " + digits);
    }

    // A given digit that repeats in its row, column or box makes the grid malformed, not unsolvable.
    private static void checkGivens(int caseNumber, int[] grid) throws InputError {
        for (int cell = 0; cell < 81; ++cell) {
            if (grid[cell] == 0) continue;
            int r = cell / 9, c = cell % 9;
            for (int other = 0; other < cell; ++other) {
                int r2 = other / 9, c2 = other % 9;
                String unit = r2 == r ? "row" : c2 == c ? "column" : (r2 / 3 == r / 3 && c2 / 3 == c / 3) ? "box" : null;
                if (unit != null && grid[other] == grid[cell])
                    throw new InputError("case " + caseNumber + ", row " + (r + 1) + ", column " + (c + 1) + ": "
                                         + grid[cell] + " repeats in the " + unit);
            }
        }
    }
}

// ---- search ----

class MrvSolver {
    private static final int ALL_DIGITS = 0x1FF;
    private static final int[] ROW_OF = new int[81], COL_OF = new int[81], BOX_OF = new int[81];
    static {
        for (int cell = 0; cell < 81; ++cell) {
            ROW_OF[cell] = cell / 9;
            COL_OF[cell] = cell % 9;
            BOX_OF[cell] = cell / 27 * 3 + cell % 9 / 3;
        }
    }

    private final int[] freeInRow = new int[9], freeInCol = new int[9], freeInBox = new int[9];
    private final int[] board = new int[81];
    private final int[] empty = new int[81];
    private int emptyCount;

    // Fills `grid` (81 values, 0 empty) and returns true when it has a solution; otherwise leaves it as
    // it was. The givens must not repeat in a unit (GridReader checks that).
    boolean solve(int[] grid) {
        for (int unit = 0; unit < 9; ++unit) freeInRow[unit] = freeInCol[unit] = freeInBox[unit] = ALL_DIGITS;
        emptyCount = 0;
        for (int cell = 0; cell < 81; ++cell) {
            board[cell] = grid[cell];
            if (grid[cell] == 0) empty[emptyCount++] = cell;
            else toggle(cell, 1 << (grid[cell] - 1));
        }
        if (!search(0)) return false;
        System.arraycopy(board, 0, grid, 0, 81);
        return true;
    }

    // Places or removes the digit whose bit is `digitBit`: the same XOR does both.
    private void toggle(int cell, int digitBit) {
        freeInRow[ROW_OF[cell]] ^= digitBit;
        freeInCol[COL_OF[cell]] ^= digitBit;
        freeInBox[BOX_OF[cell]] ^= digitBit;
    }

    private boolean search(int depth) {
        if (depth == emptyCount) return true;
        int best = depth, bestCount = 10, bestCandidates = 0;
        for (int i = depth; i < emptyCount; ++i) {
            int cell = empty[i];
            int candidates = freeInRow[ROW_OF[cell]] & freeInCol[COL_OF[cell]] & freeInBox[BOX_OF[cell]];
            int count = Integer.bitCount(candidates);
            if (count < bestCount) {
                best = i;
                bestCount = count;
                bestCandidates = candidates;
                if (count <= 1) break;
            }
        }
        if (bestCount == 0) return false;
        int cell = empty[best];
        empty[best] = empty[depth];
        empty[depth] = cell;
        for (int left = bestCandidates; left != 0; left &= left - 1) {
            int digitBit = left & -left;
            toggle(cell, digitBit);
            board[cell] = Integer.numberOfTrailingZeros(digitBit) + 1;
            if (search(depth + 1)) return true;
            toggle(cell, digitBit);
        }
        board[cell] = 0;
        return false;
    }
}
