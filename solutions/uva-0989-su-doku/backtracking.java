/*
 * UVa 989 Su Doku — row-major backtracking, digits in increasing order (Java 8)
 * Per case: the box side n (1-3), then an s×s grid, s = n² (0 = empty). The search fills the first
 * empty cell (row by row, left to right) with 1, 2, ... and recurses; so the first completion it finds
 * is the lexicographically smallest, which is what the statement asks for (a fewest-candidates-first
 * search would find *a* completion, not the smallest: README.md, "Why not fewest candidates first").
 * None: "NO SOLUTION". used[u][d] is true exactly when digit d sits in unit u (units 0..s-1 rows,
 * s..2s-1 columns, 2s..3s-1 boxes). Givens that repeat in a unit make the case NO SOLUTION before any search.
 * Input: cases of n and n⁴ numbers separated by whitespace, until the end; bad input prints one line on
 * stderr and exits 1 with nothing on stdout. Output: each grid as s lines of s numbers separated by
 * single spaces (or the line NO SOLUTION), one empty line between two cases.
 * Java 8 (UVa's "JAVA 1.8.0"): class Main in no package.
 * Time: O(s^e) for e empty cells in the worst case: a grid without a completion that the givens do not
 * betray is searched to the end, and a grid whose first rows are empty is its worst case.
 * Memory: O(k) for the k cases, read before solving; O(1) for the search.
 * Local judge: AC on sample and secret (the grids the accepted write-ups' search settles quickly);
 * TLE on hard/, as backtracking.cpp: its first file, 17-clue puzzles, is not done after the 3 s.
 * Status: judged on testdata/uva-0989-su-doku (make judge).
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
        List<int[]> cases = readCases(readBytes(System.in));  // each: n, then the s×s cells
        StringBuilder output = new StringBuilder();
        RowMajorSearch search = new RowMajorSearch();
        for (int k = 0; k < cases.size(); ++k) {
            if (k > 0) output.append('\n');  // an empty line between two cases
            int[] numbers = cases.get(k);
            int n = numbers[0], side = n * n;
            int[] board = new int[side * side];
            System.arraycopy(numbers, 1, board, 0, side * side);
            if (!search.solve(n, board)) {
                output.append("NO SOLUTION\n");
                continue;
            }
            for (int cell = 0; cell < side * side; ++cell) {
                output.append((char) ('0' + board[cell]));
                output.append(cell % side == side - 1 ? '\n' : ' ');
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

    // ---- input: n, then n⁴ numbers 0..n², whitespace between tokens, until the end ----

    static List<int[]> readCases(byte[] input) {
        Tokens tokens = new Tokens(input);
        List<int[]> cases = new ArrayList<int[]>();
        for (String token; (token = tokens.next()) != null;) {
            int n = number(token, 1, 3, "case " + (cases.size() + 1) + ": n");
            int side = n * n;
            int[] numbers = new int[1 + side * side];
            numbers[0] = n;
            for (int cell = 0; cell < side * side; ++cell) {
                String where = "case " + (cases.size() + 1) + ", row " + (cell / side + 1) + ", column " + (cell % side + 1);
                String next = tokens.next();
                if (next == null) fail(where + ": end of input");
                numbers[1 + cell] = number(next, 0, side, where);
            }
            cases.add(numbers);
        }
        if (cases.isEmpty()) fail("expected a case, got end of input");
        return cases;
    }

    // The token as a number in [low, high]; bad input ends the program.
    static int number(String token, int low, int high, String what) {
        if (token.length() != 1 || token.charAt(0) < '0' + low || token.charAt(0) > '0' + high)
            fail(what + ": expected a number " + low + "-" + high + ", got '"
                 + (token.length() > 20 ? token.substring(0, 20) : token) + "'");
        return token.charAt(0) - '0';
    }

    static void fail(String message) {
        System.err.println("input: " + message);
        System.exit(1);
    }
}

// Whitespace-separated tokens of the input.
class Tokens {
    private final byte[] input;
    private int at = 0;

    Tokens(byte[] input) {
        this.input = input;
    }

    private boolean isWhitespace(int at) {
        byte ch = input[at];
        return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n';
    }

    // The next token, or null at the end of the input.
    String next() {
        while (at < input.length && isWhitespace(at)) ++at;
        if (at == input.length) return null;
        int start = at;
        while (at < input.length && !isWhitespace(at)) ++at;
        StringBuilder token = new StringBuilder(at - start);
        for (int i = start; i < at; ++i) token.append((char) (input[i] & 0xFF));
        return token.toString();
    }
}

// ---- search ----

class RowMajorSearch {
    private int n, side;
    private int[] board;
    private final boolean[][] used = new boolean[27][10];  // [unit][digit]

    // Turns `board` (s×s, 0 empty) into its smallest completion; false, with `board` as it was, when
    // there is none.
    boolean solve(int n, int[] board) {
        this.n = n;
        this.side = n * n;
        this.board = board;
        for (int unit = 0; unit < 27; ++unit)
            for (int d = 0; d <= 9; ++d) used[unit][d] = false;
        for (int cell = 0; cell < side * side; ++cell) {
            int d = board[cell];
            if (d == 0) continue;
            if (isUsed(cell, d)) return false;  // a given repeats in its row, column or box
            mark(cell, d, true);
        }
        return search(0);
    }

    private int rowOf(int cell) {
        return cell / side;
    }

    private int columnOf(int cell) {
        return side + cell % side;
    }

    private int boxOf(int cell) {
        return 2 * side + cell / side / n * n + cell % side / n;
    }

    private boolean isUsed(int cell, int d) {
        return used[rowOf(cell)][d] || used[columnOf(cell)][d] || used[boxOf(cell)][d];
    }

    private void mark(int cell, int d, boolean value) {
        used[rowOf(cell)][d] = used[columnOf(cell)][d] = used[boxOf(cell)][d] = value;
    }

    // Fills the empty cells from `cell` on; true with the board complete, false with it unchanged.
    private boolean search(int cell) {
        int cells = side * side;
        while (cell < cells && board[cell] != 0) ++cell;
        if (cell == cells) return true;
        for (int d = 1; d <= side; ++d) {
            if (isUsed(cell, d)) continue;
            board[cell] = d;
            mark(cell, d, true);
            if (search(cell + 1)) return true;
            mark(cell, d, false);
        }
        board[cell] = 0;
        return false;
    }
}
