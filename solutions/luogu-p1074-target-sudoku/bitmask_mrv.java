/*
 * Luogu P1074 [NOIP 2009] 靶形数独 (target sudoku) — bitmask candidates, fewest first, with a score bound (Java 8)
 * A completion scores the sum of digit × weight over all 81 cells, the weight of cell (r, c) being
 * 6 + min(r, c, 8 - r, 8 - c): 6 on the outer ring up to 10 at the centre. Print the highest score
 * over all completions, or -1 when there is none.
 * freeInUnit[u] is a 9-bit mask, bit d-1 set while digit d is still free in unit u (units 0-8 rows,
 * 9-17 columns, 18-26 boxes); a cell's candidates are the AND of its three masks. Each node computes the
 * candidates of every empty cell: one with none is a dead end; the sum over them of (largest candidate
 * × weight) bounds what the empty cells can still add, and a branch whose score plus that bound cannot
 * beat the best completion found is cut. Otherwise branch on the cell with the fewest candidates,
 * largest digit first, so that high scores are found early and the bound cuts more. bitmask_mrv.cpp's
 * search, in Java.
 * Input: 9 lines of 9 digits 0-9 (0 = empty) separated by whitespace; bad input prints one line on stderr
 * and exits 1. A given digit that repeats in its unit allows no completion: -1.
 * Java 8 (Luogu runs 8 and 21): class Main, as Luogu saves the file as Main.java.
 * Time: exponential in the worst case; O(e) per placement for e empty cells. Memory: O(1).
 * Local judge: AC, 0.25 s at most (24 givens, top rows empty) of the 1000 ms (README.md, 2026-11-26); Luogu
 * gives Java no extra time.
 * Status: judged on testdata/luogu-p1074-target-sudoku (make judge); stress-tested vs bitmask_mrv.cpp
 * and bitmask_mrv.py on 60 random grids of 24-34 givens (the same answers).
 */
// expect: AC
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

public class Main {
    public static void main(String[] args) throws IOException {
        byte[] input = readBytes(System.in);
        int[] givens = new int[81];
        int at = 0;
        for (int cell = 0; cell < 81; ++cell) {
            while (at < input.length && isWhitespace(input[at])) ++at;
            int start = at;
            while (at < input.length && !isWhitespace(input[at])) ++at;
            if (at - start != 1 || input[start] < '0' || input[start] > '9') {
                String got = at == start ? "end of input" : "'" + new String(input, start, Math.min(at - start, 20), "UTF-8") + "'";
                System.err.println("input: row " + (cell / 9 + 1) + ", column " + (cell % 9 + 1)
                                   + ": expected a digit 0-9, got " + got);
                System.exit(1);
            }
            givens[cell] = input[start] - '0';
        }
        BestCompletion search = new BestCompletion();
        System.out.println(search.setGivens(givens) ? search.bestScore() : -1);
    }

    static boolean isWhitespace(byte ch) {
        return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n';
    }

    static byte[] readBytes(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream(1 << 10);
        byte[] chunk = new byte[1 << 12];
        for (int n; (n = in.read(chunk)) > 0;) all.write(chunk, 0, n);
        return all.toByteArray();
    }
}

class BestCompletion {
    private static final int ALL_DIGITS = 0x1FF;
    // A cell's three units (its row, 9 + its column, 18 + its box) and its weight.
    private static final int[] ROW_UNIT = new int[81], COLUMN_UNIT = new int[81], BOX_UNIT = new int[81];
    private static final int[] WEIGHT = new int[81];
    static {
        for (int cell = 0; cell < 81; ++cell) {
            int r = cell / 9, c = cell % 9;
            ROW_UNIT[cell] = r;
            COLUMN_UNIT[cell] = 9 + c;
            BOX_UNIT[cell] = 18 + r / 3 * 3 + c / 3;
            WEIGHT[cell] = 6 + Math.min(Math.min(r, c), Math.min(8 - r, 8 - c));
        }
    }

    private final int[] freeInUnit = new int[27];
    private final int[] empty = new int[81];
    private int emptyCount = 0;
    private int givenScore = 0;
    private int best = -1;

    // The givens (81 values, 0 empty); false when two of them share a unit.
    boolean setGivens(int[] givens) {
        for (int unit = 0; unit < 27; ++unit) freeInUnit[unit] = ALL_DIGITS;
        emptyCount = 0;
        givenScore = 0;
        for (int cell = 0; cell < 81; ++cell) {
            if (givens[cell] == 0) {
                empty[emptyCount++] = cell;
                continue;
            }
            int digitBit = 1 << (givens[cell] - 1);
            if ((candidatesOf(cell) & digitBit) == 0) return false;
            toggle(cell, digitBit);
            givenScore += givens[cell] * WEIGHT[cell];
        }
        return true;
    }

    int bestScore() {
        best = -1;
        search(0, givenScore);
        return best;
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

    private void search(int depth, int score) {
        if (depth == emptyCount) {
            best = Math.max(best, score);
            return;
        }
        int chosen = depth, fewest = 10, bound = 0;
        for (int i = depth; i < emptyCount; ++i) {
            int candidates = candidatesOf(empty[i]);
            if (candidates == 0) return;
            bound += (32 - Integer.numberOfLeadingZeros(candidates)) * WEIGHT[empty[i]];  // its largest candidate
            int count = Integer.bitCount(candidates);
            if (count < fewest) {
                fewest = count;
                chosen = i;
            }
        }
        if (score + bound <= best) return;
        int cell = empty[chosen];
        empty[chosen] = empty[depth];
        empty[depth] = cell;
        for (int left = candidatesOf(cell); left != 0;) {
            int digit = 32 - Integer.numberOfLeadingZeros(left);  // the largest first
            int digitBit = 1 << (digit - 1);
            left ^= digitBit;
            toggle(cell, digitBit);
            search(depth + 1, score + digit * WEIGHT[cell]);
            toggle(cell, digitBit);
        }
        empty[depth] = empty[chosen];
        empty[chosen] = cell;
    }
}
