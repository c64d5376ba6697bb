/*
 * HDU 1426 Sudoku Killer — bitmask candidates, fewest candidates first (Java 5)
 * freeInRow[r], freeInCol[c], freeInBox[b]: 9-bit masks, bit d-1 set while digit d is still free in that
 * unit (b = r / 3 * 3 + c / 3); a cell's candidates are the AND of its three masks. Placing and taking
 * back a digit is the same XOR on the three masks. empty[depth..emptyCount) are exactly the cells still
 * empty. Each step scans them for the fewest candidates (Integer.bitCount), stopping at 0 (dead end) or
 * 1 (forced), swaps that cell to empty[depth] and tries its candidates in increasing order. The search
 * of the NYOJ file bitmask_mrv.cpp, in Java.
 * Input: grids of 81 one-character tokens, '1'-'9' or '?' (empty), separated by whitespace, until the
 * end; read and checked whole before solving: bad input (or a given repeated in its unit) prints one
 * line on stderr and exits 1. Output: each grid as 9 lines of 9 digits separated by single spaces, an
 * empty line between two grids and none after the last ("No solution" where there is none).
 * Java 5 only (HDU reports JDK 1.5): no diamond, no String switch, no try-with-resources.
 * Time: exponential in the worst case; O(e) per placement for e empty cells; the fifty hardest in ~0.1 s.
 * Memory: O(g) for the g grids, read before solving; O(1) for the search (27 masks, depth <= 81).
 * Local judge: AC everywhere (116 ms at most, 2026-11-26), the anti-brute-force and 17-clue grids included, in
 * 35-38 MB, most of it the JVM's own: HDU gives Java 2000 ms and 64 MB ("(Java/Others)"), twice C's.
 * Status: judged on testdata/hdu-1426-sudoku-killer (make judge).
 */
// expect: AC
import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

public class Main {
    public static void main(String[] args) throws IOException {
        List<int[]> grids;
        try {
            grids = GridReader.readAll(readBytes(System.in));
        } catch (InputError error) {
            System.err.println("input: " + error.getMessage());
            System.exit(1);
            return;
        }
        StringBuilder output = new StringBuilder(grids.size() * 163);  // every grid, written at once
        MrvSolver solver = new MrvSolver();
        for (int k = 0; k < grids.size(); ++k) {
            if (k > 0) output.append('\n');  // an empty line between two grids, none after the last
            int[] grid = grids.get(k);
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

// ---- input: grids of 81 one-character tokens (1-9 or '?') separated by whitespace, until the end ----

class GridReader {
    static List<int[]> readAll(byte[] input) throws InputError {
        List<int[]> grids = new ArrayList<int[]>();
        int cells = 0;  // of the grid being read
        for (int at = 0; at < input.length; ++at) {
            int ch = input[at] & 0xFF;
            if (isWhitespace(ch)) continue;
            if (cells == 0) grids.add(new int[81]);
            if (at + 1 < input.length && !isWhitespace(input[at + 1] & 0xFF))
                throw new InputError(where(grids.size(), cells) + "expected one character per cell, got "
                                     + describe(ch) + " followed by " + describe(input[at + 1] & 0xFF));
            if (ch != '?' && (ch < '1' || ch > '9'))
                throw new InputError(where(grids.size(), cells) + "expected a digit 1-9 or '?', got " + describe(ch));
            int[] grid = grids.get(grids.size() - 1);
            grid[cells] = ch == '?' ? 0 : ch - '0';
            if (++cells == 81) {
                checkGivens(grids.size(), grid);
                cells = 0;
            }
        }
        if (grids.isEmpty()) throw new InputError("expected a grid, got end of input");
        if (cells != 0)
            throw new InputError("case " + grids.size() + ": the grid ends after " + cells + " of its 81 cells");
        return grids;
    }

    private static boolean isWhitespace(int ch) {
        return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n';
    }

    // 'x' when printable, '\xNN' otherwise.
    private static String describe(int ch) {
        if (ch > ' ' && ch < 127) return "'" + (char) ch + "'";
        String hex = Integer.toHexString(ch).toUpperCase();
        return "'\\x" + (hex.length() < 2 ? "0" : "") + hex + "'";
    }

    private static String where(int caseNumber, int cell) {
        return "case " + caseNumber + ", row " + (cell / 9 + 1) + ", column " + (cell % 9 + 1) + ": ";
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
                    throw new InputError(where(caseNumber, cell) + grid[cell] + " repeats in the " + unit);
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
