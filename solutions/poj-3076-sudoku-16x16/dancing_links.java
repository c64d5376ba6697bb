/*
 * POJ 3076 Sudoku (16×16) — exact cover by Dancing Links (Knuth's Algorithm X), smallest column first (Java 5)
 * The matrix: a row per placement (cell, letter), 16 × 16 × 16 = 4096 at most; 4 × 256 columns, one per
 * constraint: cell (r, c) is filled, row r has letter k, column c has k, box b has k. A placement covers
 * exactly its 4 columns. Only placements the givens allow are linked (a given cell gets its one letter,
 * an empty cell the letters its row, column and box do not hold), so the givens need no covering.
 * Nodes live in int arrays: left/right/up/down are the circular links, columnOf the header of a node,
 * placementOf its placement (cell × 16 + letter), size[c] the nodes still in column c. Node 0 is the
 * root, 1-1024 the column headers. Invariant: a covered column is out of the header list and its rows
 * out of every other column; uncover undoes cover exactly, in reverse order. The column with the fewest
 * rows is a cell with one candidate or a letter with one place in a unit: the singles come for free.
 * (Plain fewest-candidates search without hidden singles runs over the 10 s on the sample: README.md.)
 * Input: grids of 16 lines of 16 characters 'A'-'P' or '-' (empty), an empty line between two grids,
 * until the end of input; bad input prints one line on stderr and exits 1. Output: each grid solved in
 * the same layout, an empty line between two grids ("No solution" where there is none; the statement
 * promises one). Java 5 only (POJ's JDK was 1.5 or 1.6): no diamond, no try-with-resources; class Main.
 * Time: exponential in the worst case; a cover touches each node of the column's rows once. Building
 * the matrix is O(4096 × 4). Memory: 17,409 nodes × 6 ints, 420 KB, reused for every grid.
 * Local judge: AC, about 0.5 s on the slowest secret file and 1 s on the slowest hard one, of 10 s.
 * Status: judged on testdata/poj-3076-sudoku-16x16 (make judge); dancing_links.cpp's matrix, in Java.
 */
// expect: AC
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;

public class Main {
    public static void main(String[] args) throws IOException {
        List<char[]> grids = readGrids(new BufferedReader(new InputStreamReader(System.in), 1 << 16));
        StringBuilder output = new StringBuilder(grids.size() * 273);
        DancingLinks links = new DancingLinks();
        for (int k = 0; k < grids.size(); ++k) {
            if (k > 0) output.append('\n');  // an empty line between two grids, none after the last
            char[] grid = grids.get(k);
            if (!links.solve(grid)) {
                output.append("No solution\n");
                continue;
            }
            for (int r = 0; r < 16; ++r) output.append(grid, r * 16, 16).append('\n');
        }
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out)));
        out.print(output);
        out.flush();
    }

    // ---- input: grids of 16 lines of 16 characters ('A'-'P', '-' empty), an empty line between two ----

    // The grids, each 256 characters row by row. Blank lines between grids are skipped; anything else that
    // is not a row of 16 cells, or a grid cut short, prints one line on stderr and exits 1.
    static List<char[]> readGrids(BufferedReader in) throws IOException {
        List<char[]> grids = new ArrayList<char[]>();
        char[] grid = new char[256];
        int rows = 0, number = 0;
        for (String line; (line = in.readLine()) != null;) {
            ++number;
            if (line.endsWith("\r")) line = line.substring(0, line.length() - 1);
            if (line.length() == 0) {
                if (rows != 0) fail("line " + number + ": the grid ends after " + rows + " of 16 rows");
                continue;
            }
            boolean wellFormed = line.length() == 16;
            for (int i = 0; wellFormed && i < 16; ++i) {
                char ch = line.charAt(i);
                wellFormed = ch == '-' || (ch >= 'A' && ch <= 'P');
            }
            if (!wellFormed) fail("line " + number + ": expected 16 characters A-P or '-'");
            line.getChars(0, 16, grid, rows * 16);
            if (++rows == 16) {
                grids.add(grid);
                grid = new char[256];
                rows = 0;
            }
        }
        if (rows != 0) fail("the last grid ends after " + rows + " of 16 rows");
        if (grids.isEmpty()) fail("expected a grid, got end of input");
        return grids;
    }

    static void fail(String message) {
        System.err.println("input: " + message);
        System.exit(1);
    }
}

// ---- exact cover ----

class DancingLinks {
    private static final int COLUMNS = 4 * 256;
    private static final int MAX_NODES = 1 + COLUMNS + 4 * 4096;
    private final int[] left = new int[MAX_NODES], right = new int[MAX_NODES];
    private final int[] up = new int[MAX_NODES], down = new int[MAX_NODES];
    private final int[] columnOf = new int[MAX_NODES], placementOf = new int[MAX_NODES];
    private final int[] size = new int[COLUMNS + 1];
    private final int[] chosen = new int[256];  // the placements of the partial solution, in order
    private int nodeCount, chosenCount;

    // Fills `grid` (256 characters, '-' empty) and returns true when it has a solution; false as well
    // when two givens clash.
    boolean solve(char[] grid) {
        if (!build(grid)) return false;
        chosenCount = 0;
        if (!search()) return false;
        for (int i = 0; i < chosenCount; ++i) grid[chosen[i] / 16] = (char) ('A' + chosen[i] % 16);
        return true;
    }

    // The matrix of the placements the givens allow. False when two givens clash.
    private boolean build(char[] grid) {
        for (int c = 0; c <= COLUMNS; ++c) {
            left[c] = c == 0 ? COLUMNS : c - 1;
            right[c] = c == COLUMNS ? 0 : c + 1;
            up[c] = down[c] = c;
            columnOf[c] = c;
            size[c] = 0;
        }
        nodeCount = COLUMNS + 1;
        int[] used = new int[48];  // letters the givens put in each row, column, box
        for (int cell = 0; cell < 256; ++cell) {
            if (grid[cell] == '-') continue;
            int bit = 1 << (grid[cell] - 'A');
            int r = cell / 16, c = cell % 16;
            int[] units = {r, 16 + c, 32 + r / 4 * 4 + c / 4};
            for (int i = 0; i < 3; ++i) {
                if ((used[units[i]] & bit) != 0) return false;
                used[units[i]] |= bit;
            }
        }
        int[] columns = new int[4];
        for (int cell = 0; cell < 256; ++cell) {
            int r = cell / 16, c = cell % 16, b = r / 4 * 4 + c / 4;
            int taken = used[r] | used[16 + c] | used[32 + b];
            for (int letter = 0; letter < 16; ++letter) {
                boolean allowed = grid[cell] != '-' ? grid[cell] - 'A' == letter : ((taken >> letter) & 1) == 0;
                if (!allowed) continue;
                columns[0] = 1 + cell;
                columns[1] = 1 + 256 + r * 16 + letter;
                columns[2] = 1 + 512 + c * 16 + letter;
                columns[3] = 1 + 768 + b * 16 + letter;
                int first = nodeCount;
                for (int i = 0; i < 4; ++i) {
                    int node = nodeCount++, column = columns[i];
                    columnOf[node] = column;
                    placementOf[node] = cell * 16 + letter;
                    up[node] = up[column];  // append at the bottom of the column
                    down[node] = column;
                    down[up[column]] = node;
                    up[column] = node;
                    ++size[column];
                    left[node] = i == 0 ? first + 3 : node - 1;
                    right[node] = i == 3 ? first : node + 1;
                }
            }
        }
        return true;
    }

    private void cover(int column) {
        right[left[column]] = right[column];
        left[right[column]] = left[column];
        for (int i = down[column]; i != column; i = down[i])
            for (int j = right[i]; j != i; j = right[j]) {
                down[up[j]] = down[j];
                up[down[j]] = up[j];
                --size[columnOf[j]];
            }
    }

    private void uncover(int column) {
        for (int i = up[column]; i != column; i = up[i])
            for (int j = left[i]; j != i; j = left[j]) {
                ++size[columnOf[j]];
                down[up[j]] = j;
                up[down[j]] = j;
            }
        right[left[column]] = column;
        left[right[column]] = column;
    }

    private boolean search() {
        if (right[0] == 0) return true;  // every column covered: an exact cover
        int column = right[0];
        for (int c = right[column]; c != 0 && size[column] > 1; c = right[c])
            if (size[c] < size[column]) column = c;
        if (size[column] == 0) return false;
        cover(column);
        for (int i = down[column]; i != column; i = down[i]) {
            chosen[chosenCount++] = placementOf[i];
            for (int j = right[i]; j != i; j = right[j]) cover(columnOf[j]);
            if (search()) return true;
            for (int j = left[i]; j != i; j = left[j]) uncover(columnOf[j]);
            --chosenCount;
        }
        uncover(column);
        return false;
    }
}
