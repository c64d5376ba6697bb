/*
 * POJ 3074 Sudoku — row-major backtracking (Java 5): the program people write first
 * Grid: 81 values row by row, 0 = empty. used[u][d] is true exactly when digit d sits in unit u (units
 * 0-8 rows, 9-17 columns, 18-26 boxes); the search fills the first empty cell with each digit its three
 * units allow, recurses on the next cell and undoes on failure; the first full board wins.
 * backtracking.cpp in Java, to show that the language is not what fails here: the search is.
 * Input: lines of 81 characters, '1'-'9' or '.', until a line "end"; bad input prints one line on stderr
 * and exits 1. Output: each puzzle solved, one line of 81 digits ("No solution" where there is none; the
 * statement promises one). Java 5 only (POJ's JDK was 1.5 or 1.6); class Main.
 * Time: O(9^e) for e empty cells in the worst case; the judge's puzzles are hard ones, many to a file.
 * Memory: O(p) for the p puzzles, read before solving; O(1) for the search.
 * Local judge: sample AC; TLE on the 150 of magictour's top 1465 (secret/01): 6.1 s of CPU for the file
 * (backtracking.cpp: 2.9 s), against the 400 ms that stand for POJ's 1000 ms here (judge_speed);
 * bitmask_mrv.java needs 0.15 s.
 * Status: judged on testdata/poj-3074-sudoku (make judge).
 */
// expect: TLE; sample: AC
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

public class Main {
    static final int[] board = new int[81];
    static final boolean[][] used = new boolean[27][10];  // [unit][digit]

    public static void main(String[] args) throws IOException {
        List<String> puzzles = readPuzzles(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        StringBuilder output = new StringBuilder(puzzles.size() * 82);
        for (int k = 0; k < puzzles.size(); ++k) {
            for (int u = 0; u < 27; ++u)
                for (int d = 0; d < 10; ++d) used[u][d] = false;
            boolean clash = false;
            for (int cell = 0; cell < 81; ++cell) {
                char ch = puzzles.get(k).charAt(cell);
                board[cell] = ch == '.' ? 0 : ch - '0';
                if (board[cell] == 0) continue;
                if (isUsed(cell, board[cell])) clash = true;
                mark(cell, board[cell], true);
            }
            if (clash || !solveFrom(0)) {
                output.append("No solution\n");
                continue;
            }
            for (int cell = 0; cell < 81; ++cell) output.append((char) ('0' + board[cell]));
            output.append('\n');
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(output);
        out.flush();
    }

    static int boxOf(int cell) {
        return cell / 27 * 3 + cell % 9 / 3;
    }

    static boolean isUsed(int cell, int digit) {
        return used[cell / 9][digit] || used[9 + cell % 9][digit] || used[18 + boxOf(cell)][digit];
    }

    static void mark(int cell, int digit, boolean value) {
        used[cell / 9][digit] = used[9 + cell % 9][digit] = used[18 + boxOf(cell)][digit] = value;
    }

    // Fills the empty cells from `cell` on; true with the board complete, false with it unchanged.
    static boolean solveFrom(int cell) {
        while (cell < 81 && board[cell] != 0) ++cell;
        if (cell == 81) return true;
        for (int digit = 1; digit <= 9; ++digit) {
            if (isUsed(cell, digit)) continue;
            board[cell] = digit;
            mark(cell, digit, true);
            if (solveFrom(cell + 1)) return true;
            mark(cell, digit, false);
        }
        board[cell] = 0;
        return false;
    }

    // ---- input: lines of 81 characters ('1'-'9', '.' empty) until a line "end" ----

    static List<String> readPuzzles(BufferedReader in) throws IOException {
        List<String> puzzles = new ArrayList<String>();
        int number = 0;
        for (String line; (line = in.readLine()) != null;) {
            ++number;
            if (line.endsWith("\r")) line = line.substring(0, line.length() - 1);
            if (line.equals("end")) return puzzles;
            boolean wellFormed = line.length() == 81;
            for (int i = 0; wellFormed && i < 81; ++i) {
                char ch = line.charAt(i);
                wellFormed = ch == '.' || (ch >= '1' && ch <= '9');
            }
            if (!wellFormed) fail("line " + number + ": expected 81 characters 1-9 or '.', or \"end\"");
            puzzles.add(line);
        }
        fail("expected a line \"end\" after the puzzles, got end of input");
        return puzzles;
    }

    static void fail(String message) {
        System.err.println("input: " + message);
        System.exit(1);
    }
}
