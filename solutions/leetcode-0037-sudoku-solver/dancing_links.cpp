// expect: AC
/*
 * LeetCode 37. Sudoku Solver — Knuth's Algorithm X with dancing links (exact cover)
 * https://leetcode.com/problems/sudoku-solver/
 *
 * The exact-cover matrix: one matrix row per choice "digit d in cell (r, c)" (729 rows, row id
 * (r*9 + c)*9 + d), one column per constraint that must be met exactly once (324 columns):
 *     column   0 +  r*9 + c   cell (r, c) holds some digit
 *     column  81 +  r*9 + d   row r holds digit d
 *     column 162 +  c*9 + d   column c holds digit d
 *     column 243 +  b*9 + d   box b = r/3*3 + c/3 holds digit d
 * Each matrix row has exactly four 1s, one in each block. A solved grid is a set of 81 matrix rows that
 * covers every column exactly once.
 *
 * Node layout (flat arrays, index = node id):
 *     node 0                the root; its left/right list links the column headers still uncovered
 *     nodes 1 .. 324        column headers (column j is node 1 + j); up/down link the column's 1s
 *     nodes 325 .. 3240     the 729 * 4 ones, four consecutive nodes per matrix row, linked into a
 *                           circular left/right list (the row) and into their column's up/down list
 * header_of[n] is the header of node n's column, choice_of[n] the matrix row of node n, size_of[h] how many
 * nodes column h still holds.
 *
 * cover(h): unlink header h from the root list, and unlink every other node of every row that has a 1
 * in column h from its own column (those rows can no longer be chosen). uncover(h) does exactly the
 * reverse in reverse order; because a removed node keeps its own left/right/up/down pointers, relinking
 * is "L[R[x]] = x; R[L[x]] = x" (Knuth's "dancing links"). Invariant: after uncover(h) following cover(h)
 * with everything between undone, the structure is bit-for-bit what it was.
 * Search: if the root list is empty, every constraint is met: done. Otherwise pick the column with the
 * fewest nodes (fewest ways to meet it; 0 means a dead end), cover it, and try each of its rows: cover
 * the row's other columns, recurse, uncover them in reverse order.
 * Clues: before searching, the clue's matrix row is selected by covering its four columns; a clue whose
 * column another clue already covered (a repeated digit) means no solution: the board is left as it is.
 * Time: exponential in the worst case; O(nodes touched) per cover/uncover. Memory: O(729 * 4) nodes.
 * Status: unit-tested; stress-tested vs bitmask_mrv.cpp; judged on testdata/leetcode-0037-sudoku-solver.
 */
#include <vector>
using namespace std;

class Solution {
public:
    long long placements = 0;  // matrix rows the search chose, over all calls (README's "placements")

    void solveSudoku(vector<vector<char>>& board) {
        build_matrix();
        chosen.clear();
        bool met[1 + COLUMNS] = {};  // columns a clue already covered
        for (int r = 0; r < 9; ++r) {
            for (int c = 0; c < 9; ++c) {
                if (board[r][c] == '.') continue;
                int first = first_node_of(choice_id(r, c, board[r][c] - '1'));
                // A clue repeated in its row, column or box would cover a column twice, which breaks
                // the links: such a board has no solution and is left as it is.
                for (int k = 0; k < 4; ++k)
                    if (met[header_of[first + k]]) return;
                for (int k = 0; k < 4; ++k) {
                    met[header_of[first + k]] = true;
                    cover(header_of[first + k]);
                }
            }
        }
        if (!search()) return;
        for (int choice : chosen) {
            int cell = choice / 9;
            board[cell / 9][cell % 9] = static_cast<char>('1' + choice % 9);
        }
    }

private:
    static constexpr int COLUMNS = 324;
    static constexpr int CHOICES = 729;
    static constexpr int ROOT = 0;
    static constexpr int NODES = 1 + COLUMNS + CHOICES * 4;

    int left[NODES], right[NODES], up[NODES], down[NODES];
    int header_of[NODES], choice_of[NODES], size_of[1 + COLUMNS];
    vector<int> chosen;  // matrix rows selected by the search, in order

    static int choice_id(int r, int c, int d) { return (r * 9 + c) * 9 + d; }
    static int first_node_of(int choice) { return 1 + COLUMNS + choice * 4; }

    void build_matrix() {
        for (int h = 0; h <= COLUMNS; ++h) {
            left[h] = h - 1;
            right[h] = h + 1;
            up[h] = down[h] = h;
            header_of[h] = h;
            size_of[h] = 0;
        }
        left[ROOT] = COLUMNS;
        right[COLUMNS] = ROOT;
        for (int r = 0; r < 9; ++r) {
            for (int c = 0; c < 9; ++c) {
                for (int d = 0; d < 9; ++d) {
                    int choice = choice_id(r, c, d), first = first_node_of(choice);
                    int columns[4] = {r * 9 + c, 81 + r * 9 + d, 162 + c * 9 + d,
                                      243 + (r / 3 * 3 + c / 3) * 9 + d};
                    for (int k = 0; k < 4; ++k) {
                        int node = first + k, h = 1 + columns[k];
                        left[node] = first + (k + 3) % 4;
                        right[node] = first + (k + 1) % 4;
                        header_of[node] = h;
                        choice_of[node] = choice;
                        up[node] = up[h];  // append at the bottom of column h
                        down[node] = h;
                        down[up[h]] = node;
                        up[h] = node;
                        ++size_of[h];
                    }
                }
            }
        }
    }

    void cover(int h) {
        right[left[h]] = right[h];
        left[right[h]] = left[h];
        for (int i = down[h]; i != h; i = down[i]) {
            for (int j = right[i]; j != i; j = right[j]) {
                down[up[j]] = down[j];
                up[down[j]] = up[j];
                --size_of[header_of[j]];
            }
        }
    }

    void uncover(int h) {
        for (int i = up[h]; i != h; i = up[i]) {
            for (int j = left[i]; j != i; j = left[j]) {
                ++size_of[header_of[j]];
                down[up[j]] = j;
                up[down[j]] = j;
            }
        }
        right[left[h]] = h;
        left[right[h]] = h;
    }

    bool search() {
        if (right[ROOT] == ROOT) return true;
        int best = right[ROOT];
        for (int h = right[best]; h != ROOT; h = right[h])
            if (size_of[h] < size_of[best]) best = h;
        if (size_of[best] == 0) return false;
        cover(best);
        for (int i = down[best]; i != best; i = down[i]) {
            ++placements;
            chosen.push_back(choice_of[i]);
            for (int j = right[i]; j != i; j = right[j]) cover(header_of[j]);
            if (search()) return true;  // leaves the matrix covered: the answer is in `chosen`
            for (int j = left[i]; j != i; j = left[j]) uncover(header_of[j]);
            chosen.pop_back();
        }
        uncover(best);
        return false;
    }
};
