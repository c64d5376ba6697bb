// make bench-sanitize: bit_parallel (the LeetCode file, whose bit_parallel_core every twin shares, as
// make bench-twins checks) under AddressSanitizer and UndefinedBehaviorSanitizer on every puzzle of every
// public set named (the Makefile's PUZZLE_SETS, in PUZZLES_DIR; docs/puzzle-sets.md), on the famous puzzles
// (testdata/common/famous.tsv), and on 170 grids of 0-16 clues made from the 17-clue set.
// Each answer is checked as the judge checks it (judge/grid/rules.hpp: clues kept, every row, column and
// box a permutation of 1-9); a grid famous.tsv marks NONE must be left as it was. Built with
// -fno-sanitize-recover=all: the first report ends the run with a non-zero status. Built twice
// (bench/bench.mk): as judges build it, and with __SSE2__ undefined so that the solution's scalar fallbacks
// run. Speed is not measured here (make bench does that).
//
//   build/bench/sanitize_sets SETS_DIR FAMOUS_TSV SET...
//   exit 0: every puzzle solved and clean; 1: a wrong or missing answer; 2: a file unreadable
#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include "judge/grid/rules.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>  // before the namespace: the solution includes it (and the standard headers above)
#endif
namespace leetcode {
#include "../solutions/leetcode-0037-sudoku-solver/bit_parallel.cpp"
}

namespace {

struct Puzzle {
    std::string file;
    int line;
    std::string grid;  // 81 characters, '.' or '0' for an empty cell
    bool solvable;
};

// One puzzle a line in the .txt sets (81 characters first); name<TAB>puzzle<TAB>solution or NONE in famous.tsv.
// The named sets in the order given, then the famous puzzles; an unreadable file ends the run (exit 2).
std::vector<Puzzle> read_sets(const std::vector<std::filesystem::path>& files) {
    std::vector<Puzzle> puzzles;
    for (const auto& path : files) {
        std::ifstream in(path);
        if (!in) {
            fprintf(stderr, "sanitize_sets: cannot read %s: %s\n", path.c_str(), strerror(errno));
            exit(2);
        }
        std::string text;
        for (int number = 1; std::getline(in, text); ++number) {
            if (path.extension() == ".tsv") {
                const size_t tab1 = text.find('\t'), tab2 = text.find('\t', tab1 + 1);
                if (tab1 == std::string::npos || tab2 == std::string::npos) continue;
                puzzles.push_back({path.string(), number, text.substr(tab1 + 1, 81), text.substr(tab2 + 1) != "NONE"});
            } else if (text.size() >= 81 && text[0] != '#') {
                puzzles.push_back({path.string(), number, text.substr(0, 81), true});
            }
        }
    }
    return puzzles;
}

// Grids of 0 to 16 clues (several solutions, never one: bit_parallel never branches on permutations there):
// the first 170 puzzles of the 17-clue set, each keeping only its first (line - 1) % 17 clues. Any of their
// solutions completes such a grid, so every one is solvable.
std::vector<Puzzle> sparse_grids(const std::vector<Puzzle>& puzzles) {
    std::vector<Puzzle> sparse;
    for (const Puzzle& puzzle : puzzles) {
        if (puzzle.file.find("17_clue") == std::string::npos || puzzle.line > 170) continue;
        Puzzle fewer = puzzle;
        fewer.file += " (first clues only)";
        int keep = (puzzle.line - 1) % 17;
        for (char& c : fewer.grid)
            if (c >= '1' && c <= '9' && keep-- <= 0) c = '.';
        sparse.push_back(fewer);
    }
    return sparse;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s SETS_DIR FAMOUS_TSV SET...\n", argv[0]);
        return 2;
    }
    std::vector<std::filesystem::path> files;
    for (int i = 3; i < argc; ++i) files.push_back(std::filesystem::path(argv[1]) / argv[i]);
    files.push_back(argv[2]);
    std::vector<Puzzle> puzzles = read_sets(files);
    const std::vector<Puzzle> sparse = sparse_grids(puzzles);
    puzzles.insert(puzzles.end(), sparse.begin(), sparse.end());
    size_t wrong = 0;
    long long guesses = 0;
    for (const Puzzle& puzzle : puzzles) {
        std::vector<std::vector<char>> board(9, std::vector<char>(9));
        for (int cell = 0; cell < 81; ++cell) {
            const char c = puzzle.grid[cell];
            board[cell / 9][cell % 9] = c >= '1' && c <= '9' ? c : '.';
        }
        const std::vector<std::vector<char>> before = board;
        leetcode::Solution solution;
        solution.solveSudoku(board);
        guesses += solution.guesses;
        std::string answer;
        for (const auto& row : board) answer.append(row.begin(), row.end());
        const auto error = puzzle.solvable ? judge::sudoku_completion_error(puzzle.grid, answer)
                           : board == before ? std::nullopt
                                             : std::optional<std::string>("changed a grid that has no solution");
        if (error) {
            ++wrong;
            fprintf(stderr, "%s:%d: %s\n", puzzle.file.c_str(), puzzle.line, error->c_str());
        }
    }
#if defined(__SSE2__)
    const char* build = "SSE2";
#else
    const char* build = "scalar";
#endif
    printf("bench-sanitize: bit_parallel (%s) under ASan and UBSan, %zu puzzles, %zu wrong, %lld branch points in all\n",
           build, puzzles.size(), wrong, guesses);
    return wrong ? 1 : 0;
}
