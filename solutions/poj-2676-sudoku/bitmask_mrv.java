/*
 * POJ 2676 Sudoku — bitmask candidates, fewest candidates first (Java 5)
 * bitmask_mrv.cpp in Java, as POJ takes it: the class is Main (POJ saves the program as Main.java), and
 * nothing newer than Java 5 is used (no diamond, no lambdas, no String.isEmpty or Arrays.copyOf from 1.6,
 * no try-with-resources): POJ's JDK was 1.5 or 1.6.
 * free[u], u = 0-8 rows, 9-17 columns, 18-26 boxes: a 9-bit mask, bit d-1 set while digit d is still
 * free in unit u; a cell's candidates are the AND of its three units' masks (diagram in
 * bitmask_mrv.cpp). empty[depth..emptyCount) are exactly the cells still empty. Each step takes the
 * empty cell with the fewest candidates (Integer.bitCount; stops early at 0, a dead end, or 1, forced),
 * swaps it to empty[depth], tries its candidates from the smallest digit up and undoes on backtrack.
 * Fast I/O: the whole input is read as bytes at once and the whole output written at once; no Scanner,
 * no String a line.
 * Input: n, then n grids of 9 lines of 9 digits written together, 0 = empty. Blank lines, and spaces,
 * tabs and CR around a line, are ignored; anything after the n-th grid is ignored. The whole input is
 * read and checked before anything is solved: bad input (a given repeated in its row, column or box
 * included) prints one line on stderr and exits 1 with nothing on stdout.
 * Output: each grid solved, 9 lines of 9 digits, no empty line between grids (any valid completion is
 * accepted: Special Judge); a well-formed grid without a solution prints "No solution".
 * Time: exponential in the worst case; O(e) a placement for e empty cells; the JVM's start (about 70 ms
 * here) is most of a run on POJ-sized inputs. Memory: 81 bytes a grid plus the input's bytes; the JVM
 * itself is most of the figure the judge reports.
 * Status: stress-tested vs bitmask_mrv.cpp; judged on testdata/poj-2676-sudoku.
 */
// expect: AC
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;

class Main {
    static final int ALL_DIGITS = 0x1FF;
    static final long MAX_CASES = 1000000L;

    // ---- input: n, then n grids of 9 lines of 9 digits ----

    static final class InputError extends Exception {
        private static final long serialVersionUID = 1L;

        InputError(String message) {
            super(message);
        }
    }

    static final class Reader {
        private final byte[] text;
        private final int length;
        private int pos = 0;
        int lineStart, lineEnd;  // the current line, without the blanks around it

        Reader(byte[] text, int length) {
            this.text = text;
            this.length = length;
        }

        private static boolean isBlank(int ch) {
            return ch == ' ' || ch == '\t' || ch == '\r';
        }

        // Moves to the next line that is not blank; false at the end of the input.
        boolean nextLine() {
            while (pos < length) {
                int begin = pos;
                while (pos < length && text[pos] != '\n') pos++;
                int end = pos;
                if (pos < length) pos++;  // the '\n'
                while (begin < end && isBlank(text[begin])) begin++;
                while (end > begin && isBlank(text[end - 1])) end--;
                if (end > begin) {
                    lineStart = begin;
                    lineEnd = end;
                    return true;
                }
            }
            return false;
        }

        int at(int i) {
            return text[lineStart + i] & 0xFF;
        }

        int lineLength() {
            return lineEnd - lineStart;
        }
    }

    // 'x' when printable, "a space", "a tab", '\xNN' otherwise.
    static String describe(int ch) {
        if (ch == ' ') return "a space";
        if (ch == '\t') return "a tab";
        if (ch > ' ' && ch < 127) return "'" + (char) ch + "'";
        String hex = Integer.toHexString(ch).toUpperCase();
        return "'\\x" + (hex.length() < 2 ? "0" : "") + hex + "'";
    }

    static boolean isDigit(int ch) {
        return ch >= '0' && ch <= '9';
    }

    static ArrayList<byte[]> readGrids(Reader in) throws InputError {
        if (!in.nextLine()) throw new InputError("expected the number of cases n, got end of input");
        long caseCount = 0;
        for (int i = 0; i < in.lineLength(); i++) {
            if (!isDigit(in.at(i)))
                throw new InputError("expected the number of cases n alone on its line, got " + describe(in.at(i)));
            if (caseCount <= MAX_CASES) caseCount = caseCount * 10 + (in.at(i) - '0');
        }
        if (caseCount > MAX_CASES)
            throw new InputError("the number of cases n must be at most " + MAX_CASES);
        ArrayList<byte[]> grids = new ArrayList<byte[]>();  // grown as grids arrive
        for (long k = 1; k <= caseCount; k++) {
            byte[] grid = new byte[81];
            for (int row = 0; row < 9; row++) {
                String where = "case " + k + ", row " + (row + 1);
                if (!in.nextLine()) {
                    if (row == 0)
                        throw new InputError("case " + k + ": expected a grid (n = " + caseCount + "), got end of input");
                    throw new InputError(where + ": expected 9 digits, got end of input");
                }
                for (int i = 0; i < in.lineLength(); i++)
                    if (!isDigit(in.at(i)))
                        throw new InputError(where + ", column " + (i + 1) + ": expected a digit 0-9, got " + describe(in.at(i)));
                if (in.lineLength() != 9) throw new InputError(where + ": expected 9 digits, got " + in.lineLength());
                for (int c = 0; c < 9; c++) grid[row * 9 + c] = (byte) (in.at(c) - '0');
            }
            checkGivens(k, grid);
            grids.add(grid);
        }
        return grids;  // anything after the n-th grid is ignored, as judges do
    }

    // A given that repeats in its row, column or box makes the grid malformed, not unsolvable.
    static void checkGivens(long caseNumber, byte[] grid) throws InputError {
        for (int cell = 0; cell < 81; cell++) {
            if (grid[cell] == 0) continue;
            int r = cell / 9, c = cell % 9;
            for (int other = 0; other < cell; other++) {
                int r2 = other / 9, c2 = other % 9;
                String unit = r2 == r ? "row"
                            : c2 == c ? "column"
                            : (r2 / 3 == r / 3 && c2 / 3 == c / 3) ? "box" : null;
                if (unit != null && grid[other] == grid[cell])
                    throw new InputError("case " + caseNumber + ", row " + (r + 1) + ", column " + (c + 1) + ": "
                                         + grid[cell] + " repeats in the " + unit);
            }
        }
    }

    // ---- search ----

    static final int[] ROW = new int[81], COL = new int[81], BOX = new int[81];
    static {
        for (int cell = 0; cell < 81; cell++) {
            ROW[cell] = cell / 9;
            COL[cell] = 9 + cell % 9;
            BOX[cell] = 18 + cell / 27 * 3 + cell % 9 / 3;
        }
    }

    final int[] free = new int[27];
    final int[] board = new int[81];
    final int[] empty = new int[81];
    int emptyCount;

    // Places or removes the digit whose bit is digitBit: the same XOR does both.
    void toggle(int cell, int digitBit) {
        free[ROW[cell]] ^= digitBit;
        free[COL[cell]] ^= digitBit;
        free[BOX[cell]] ^= digitBit;
    }

    // Returns true and fills grid when it has a solution; otherwise leaves it as it was.
    boolean solve(byte[] grid) {
        for (int unit = 0; unit < 27; unit++) free[unit] = ALL_DIGITS;
        emptyCount = 0;
        for (int cell = 0; cell < 81; cell++) {
            board[cell] = grid[cell];
            if (grid[cell] == 0) empty[emptyCount++] = cell;
            else toggle(cell, 1 << (grid[cell] - 1));
        }
        if (!search(0)) return false;
        for (int cell = 0; cell < 81; cell++) grid[cell] = (byte) board[cell];
        return true;
    }

    boolean search(int depth) {
        if (depth == emptyCount) return true;
        int best = depth, bestCount = 10, bestCandidates = 0;
        for (int i = depth; i < emptyCount; i++) {
            int cell = empty[i];
            int here = free[ROW[cell]] & free[COL[cell]] & free[BOX[cell]];
            int count = Integer.bitCount(here);
            if (count < bestCount) {
                best = i;
                bestCount = count;
                bestCandidates = here;
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

    static byte[] readAll(InputStream stream) throws IOException {
        byte[] buffer = new byte[1 << 16];
        int length = 0;
        for (int got; (got = stream.read(buffer, length, buffer.length - length)) > 0;) {
            length += got;
            if (length == buffer.length) {
                byte[] bigger = new byte[buffer.length * 2];
                System.arraycopy(buffer, 0, bigger, 0, length);
                buffer = bigger;
            }
        }
        byte[] exact = new byte[length];
        System.arraycopy(buffer, 0, exact, 0, length);
        return exact;
    }

    public static void main(String[] args) throws IOException {
        byte[] input = readAll(System.in);
        ArrayList<byte[]> grids;
        try {
            grids = readGrids(new Reader(input, input.length));
        } catch (InputError error) {
            System.err.println("input: " + error.getMessage());
            System.exit(1);
            return;
        }
        byte[] output = new byte[grids.size() * 90 + 16];  // 9 rows of 9 digits and '\n'; "No solution\n" is 12
        int used = 0;
        Main solver = new Main();
        for (int k = 0; k < grids.size(); k++) {
            byte[] grid = grids.get(k);
            if (!solver.solve(grid)) {
                byte[] line = "No solution\n".getBytes("US-ASCII");
                System.arraycopy(line, 0, output, used, line.length);
                used += line.length;
                continue;
            }
            for (int cell = 0; cell < 81; cell++) {
                output[used++] = (byte) ('0' + grid[cell]);
                if (cell % 9 == 8) output[used++] = '\n';
            }
        }
        System.out.write(output, 0, used);
        System.out.flush();
    }
}
