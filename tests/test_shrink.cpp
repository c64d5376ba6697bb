// The smallest failing case (judge/grid/shrink.hpp), with made-up predicates in place of programs: what
// the search keeps is exactly what the predicate needs, whatever the batch size, and it stops at its budget.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "judge/grid/shrink.hpp"
#include "support.hpp"

using namespace judge;

namespace {

// A predicate that asks for one thing of every candidate, counting the candidates it was asked about.
struct Predicate {
    std::function<bool(const Grids&)> fails;
    std::size_t asked = 0;
    StillFails function() {
        return [this](const std::vector<Grids>& candidates) {
            std::vector<bool> out;
            for (const Grids& grids : candidates) out.push_back(fails(grids));
            asked += candidates.size();
            return out;
        };
    }
};

std::size_t givens_of(const std::string& grid) {
    std::size_t n = 0;
    for (char c : grid) n += c >= '1' && c <= '9';
    return n;
}

}  // namespace

TEST_SUITE("shrink") {

TEST_CASE("a failure that needs two givens keeps those two and no other, with any batch size") {
    const std::string& puzzle = test_support::kPuzzle;  // 21 givens, cells 2 and 3 among them ('5', '3')
    REQUIRE(puzzle[2] == '5');
    REQUIRE(puzzle[3] == '3');
    for (std::size_t batch : {1, 2, 7, 100}) {
        CAPTURE(batch);
        Predicate needs_two{[](const Grids& grids) { return grids[0][2] == '5' && grids[0][3] == '3'; }};
        ShrinkResult result = shrink_case({puzzle}, needs_two.function(), batch);
        REQUIRE(result.grids.size() == 1);
        CHECK(givens_of(result.grids[0]) == 2);
        CHECK(result.grids[0][2] == '5');
        CHECK(result.grids[0][3] == '3');
        CHECK(result.givens_removed == givens_of(puzzle) - 2);
        CHECK(result.cases_removed == 0);
        CHECK_FALSE(result.out_of_tries);
        CHECK(result.tries == needs_two.asked);
    }
}

TEST_CASE("cases go first: of eight, the one the failure needs is kept, then its givens") {
    Grids grids(8, test_support::kPuzzle);
    grids[5] = test_support::kSolution;  // the failure needs a full grid somewhere
    Predicate needs_full{[](const Grids& candidate) {
        for (const std::string& grid : candidate)
            if (givens_of(grid) >= 81 - 1) return true;  // 80 givens or more still fail
        return false;
    }};
    ShrinkResult result = shrink_case(grids, needs_full.function(), 3);
    REQUIRE(result.grids.size() == 1);
    CHECK(result.cases_removed == 7);
    CHECK(givens_of(result.grids[0]) == 80);
    CHECK(result.givens_removed == 1);
}

TEST_CASE("a test keeps one case, and a candidate that passes is never taken") {
    Predicate always{[](const Grids&) { return true; }};
    ShrinkResult everything = shrink_case({test_support::kPuzzle, test_support::kPuzzle}, always.function());
    REQUIRE(everything.grids.size() == 1);
    CHECK(givens_of(everything.grids[0]) == 0);  // a failure that needs nothing: an empty grid

    Predicate never{[](const Grids&) { return false; }};
    ShrinkResult unchanged = shrink_case({test_support::kPuzzle}, never.function());
    CHECK(unchanged.grids == Grids{test_support::kPuzzle});
    CHECK(unchanged.givens_removed == 0);
    CHECK(unchanged.tries == givens_of(test_support::kPuzzle));  // one pass over the givens, none taken
}

TEST_CASE("the budget of tries is kept, and said") {
    Predicate always{[](const Grids&) { return true; }};
    ShrinkResult result = shrink_case({test_support::kSolution}, always.function(), 4, 10);
    CHECK(result.out_of_tries);
    CHECK(always.asked <= 10);
    CHECK(result.tries == always.asked);
    CHECK(givens_of(result.grids[0]) < 81);
}

TEST_CASE("a given that may go only after another has gone is found by a second pass") {
    // Fails while cell 0 is given, or once cell 1 is empty: cell 0 can go only after cell 1 has.
    const std::string& full = test_support::kSolution;
    Predicate ordered{[](const Grids& grids) {
        const std::string& g = grids[0];
        const bool first = g[0] != '.', second = g[1] != '.';
        return second ? first : true;
    }};
    ShrinkResult result = shrink_case({full}, ordered.function(), 1);
    CHECK(givens_of(result.grids[0]) == 0);
}

TEST_CASE("a puzzle to solve gets its blanks filled from the solution: the two blanks the failure needs are left") {
    const std::string& puzzle = test_support::kPuzzle;  // 60 blanks; cells 0 and 80 among them
    const std::string& solution = test_support::kSolution;
    REQUIRE(puzzle[0] == '.');
    REQUIRE(puzzle[80] == '.');
    for (std::size_t batch : {1, 2, 5}) {
        CAPTURE(batch);
        // Fails while cells 0 and 80 are blank, whatever else is filled.
        Predicate needs_two{[](const Grids& grids) { return grids[0][0] == '.' && grids[0][80] == '.'; }};
        const Grids solutions = {solution};
        ShrinkResult result = shrink_case({puzzle}, needs_two.function(), batch, 2000, &solutions);
        REQUIRE(result.grids.size() == 1);
        CHECK(result.by_filling);
        CHECK(result.givens_removed == 0);
        CHECK(result.blanks_filled == 81 - givens_of(puzzle) - 2);
        CHECK_FALSE(result.out_of_tries);
        std::string expected = solution;
        expected[0] = expected[80] = '.';
        CHECK(result.grids[0] == expected);  // every other cell from the solution, no given lost
        // Halving chunks find them in far fewer tries than one blank at a time would (58 + a pass of 2).
        CHECK(needs_two.asked < 60);
        CHECK(result.tries == needs_two.asked);
    }
}

TEST_CASE("filling: cases go first, then the blanks of the one case left; a failure that needs no blank fills all") {
    const std::string& puzzle = test_support::kPuzzle;
    const Grids grids = {puzzle, puzzle, puzzle, puzzle};
    const Grids solutions(4, test_support::kSolution);
    // Fails while some case has cell 0 blank and there are three cases or more.
    Predicate needs_three{[](const Grids& candidate) {
        std::size_t blank = 0;
        for (const std::string& grid : candidate) blank += grid[0] == '.';
        return candidate.size() >= 3 && blank >= 1;
    }};
    ShrinkResult result = shrink_case(grids, needs_three.function(), 2, 2000, &solutions);
    REQUIRE(result.grids.size() == 3);
    CHECK(result.cases_removed == 1);
    std::size_t blanks = 0;
    for (const std::string& grid : result.grids) blanks += 81 - givens_of(grid);
    CHECK(blanks == 1);
    Predicate always{[](const Grids&) { return true; }};
    const Grids one = {test_support::kSolution};
    ShrinkResult full = shrink_case({puzzle}, always.function(), 1, 2000, &one);
    CHECK(full.grids[0] == test_support::kSolution);
    CHECK(full.blanks_filled == 81 - givens_of(puzzle));
}

TEST_CASE("filling keeps the budget of tries, and says it ran out") {
    Predicate sometimes{[](const Grids& grids) { return grids[0][0] == '.' && grids[0][80] == '.'; }};
    const Grids solutions = {test_support::kSolution};
    ShrinkResult result = shrink_case({test_support::kPuzzle}, sometimes.function(), 1, 5, &solutions);
    CHECK(result.out_of_tries);
    CHECK(sometimes.asked == 5);
    CHECK(result.grids[0][0] == '.');  // what it took still fails
    CHECK(result.grids[0][80] == '.');
}

}  // TEST_SUITE
