/*
 * UVa 10957 So Doku Checker — bitmask candidates, fewest candidates first, counting to two (Java 8)
 * Each grid is classified: Illegal when a given digit repeats in its row, column or box; otherwise the
 * search counts completions up to two: Impossible (none), Unique (one), Ambiguous (two or more).
 * freeInUnit[u] is a 9-bit mask, bit d-1 set while digit d is still free in unit u (units 0-8 rows,
 * 9-17 columns, 18-26 boxes); a cell's candidates are the AND of its three masks, and placing or taking
 * back a digit is the same XOR on them. empty[depth..emptyCount) are exactly the cells still empty.
 * Each step scans them for the fewest candidates, stopping at 0 (dead end) or 1 (forced), swaps that
 * cell to empty[depth] and tries each candidate; the search stops once it has found two completions.
 * Weak spot: an Impossible grid is searched to the end, and this search sees a contradiction only when a
 * cell runs out of candidates (Norvig's "impossible" grid is its worst case; mrv_hidden_singles.cpp
 * sees a digit run out of places, many levels earlier).
 * Input: grids of 81 digits (0 = empty) separated by whitespace, until the end; bad input prints one
 * line on stderr and exits 1 with nothing on stdout. Output: "Case k: Unique." and so on, a line a grid.
 * Java 8 (UVa's "JAVA 1.8.0"): class Main in no package.
 * Time: exponential in the worst case; O(e) per placement for e empty cells. Memory: O(g) for the g grids,
 * read before classifying; O(1) for the search.
 * Local judge: AC on sample and secret (under 0.1 s each); TLE on hard/'s Norvig grid, which takes
 * 7.8 s of CPU to refute (the 17-clue, anti-brute-force and hardest grids: 0.13 s at most).
 * Status: judged on testdata/uva-10957-so-doku-checker (make judge); cross-checked once (2026-11-26,
 * a script not kept) against mrv_hidden_singles.cpp on 600 grids of all four kinds (README.md); not
 * in `build/judge stress`, which skips this problem.
 */
// expect: AC; hard: TLE
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
        List<int[]> grids = readGrids(readBytes(System.in));
        StringBuilder output = new StringBuilder();
        MrvCounter counter = new MrvCounter();
        for (int k = 0; k < grids.size(); ++k) {
            int[] grid = grids.get(k);
            String verdict = "Illegal";
            if (!givensRepeat(grid)) {
                int count = counter.count(grid);
                verdict = count == 0 ? "Impossible" : count == 1 ? "Unique" : "Ambiguous";
            }
            output.append("Case ").append(k + 1).append(": ").append(verdict).append(".\n");
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

    // ---- input: grids of 81 digits 0-9 separated by whitespace (an empty line between grids), until the end ----

    static List<int[]> readGrids(byte[] input) {
        List<int[]> grids = new ArrayList<int[]>();
        int cells = 0;  // of the grid being read
        for (int at = 0; at < input.length; ++at) {
            int ch = input[at] & 0xFF;
            if (ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n') continue;
            if (cells == 0) grids.add(new int[81]);
            String where = "case " + grids.size() + ", row " + (cells / 9 + 1) + ", column " + (cells % 9 + 1) + ": ";
            if (ch < '0' || ch > '9') fail(where + "expected a digit 0-9, got byte " + ch);
            if (at + 1 < input.length && input[at + 1] >= '0' && input[at + 1] <= '9')
                fail(where + "expected digits separated by spaces");
            grids.get(grids.size() - 1)[cells] = ch - '0';
            cells = (cells + 1) % 81;
        }
        if (grids.isEmpty()) fail("expected a grid, got end of input");
        if (cells != 0) fail("case " + grids.size() + ": the grid ends after " + cells + " of its 81 cells");
        return grids;
    }

    static void fail(String message) {
        System.err.println("input: " + message);
        System.exit(1);
    }

    // Illegal: a given digit repeats in its row, column or box.
    static boolean givensRepeat(int[] grid) {
        for (int cell = 0; cell < 81; ++cell) {
            if (grid[cell] == 0) continue;
            int r = cell / 9, c = cell % 9;
            for (int other = 0; other < cell; ++other) {
                int r2 = other / 9, c2 = other % 9;
                boolean sharesAUnit = r2 == r || c2 == c || (r2 / 3 == r / 3 && c2 / 3 == c / 3);
                if (sharesAUnit && grid[other] == grid[cell]) return true;
            }
        }
        return false;
    }
}

// ---- search ----

class MrvCounter {
    private static final int ALL_DIGITS = 0x1FF;
    // A cell's three units: its row, 9 + its column, 18 + its box.
    private static final int[] ROW_UNIT = new int[81], COLUMN_UNIT = new int[81], BOX_UNIT = new int[81];
    static {
        for (int cell = 0; cell < 81; ++cell) {
            ROW_UNIT[cell] = cell / 9;
            COLUMN_UNIT[cell] = 9 + cell % 9;
            BOX_UNIT[cell] = 18 + cell / 27 * 3 + cell % 9 / 3;
        }
    }

    private final int[] freeInUnit = new int[27];
    private final int[] empty = new int[81];
    private int emptyCount;
    private int found;

    // 0, 1 or 2 (two or more). The givens must not repeat in a row, column or box.
    int count(int[] grid) {
        for (int unit = 0; unit < 27; ++unit) freeInUnit[unit] = ALL_DIGITS;
        emptyCount = 0;
        found = 0;
        for (int cell = 0; cell < 81; ++cell) {
            if (grid[cell] == 0) empty[emptyCount++] = cell;
            else toggle(cell, 1 << (grid[cell] - 1));
        }
        search(0);
        return found;
    }

    private int candidatesOf(int cell) {
        return freeInUnit[ROW_UNIT[cell]] & freeInUnit[COLUMN_UNIT[cell]] & freeInUnit[BOX_UNIT[cell]];
    }

    // Places or removes the digit whose bit is `digitBit`: the same XOR does both.
    private void toggle(int cell, int digitBit) {
        freeInUnit[ROW_UNIT[cell]] ^= digitBit;
        freeInUnit[COLUMN_UNIT[cell]] ^= digitBit;
        freeInUnit[BOX_UNIT[cell]] ^= digitBit;
    }

    private void search(int depth) {
        if (depth == emptyCount) {
            ++found;
            return;
        }
        int best = depth, bestCount = 10, bestCandidates = 0;
        for (int i = depth; i < emptyCount; ++i) {
            int candidates = candidatesOf(empty[i]);
            int count = Integer.bitCount(candidates);
            if (count < bestCount) {
                best = i;
                bestCount = count;
                bestCandidates = candidates;
                if (count <= 1) break;
            }
        }
        if (bestCount == 0) return;
        int cell = empty[best];
        empty[best] = empty[depth];
        empty[depth] = cell;
        for (int left = bestCandidates; left != 0 && found < 2; left &= left - 1) {
            int digitBit = left & -left;
            toggle(cell, digitBit);
            search(depth + 1);
            toggle(cell, digitBit);
        }
    }
}
