// What stress makes of grids (judge/grid/stress_cases.hpp): each answer kind's input and answer as its
// statement writes them, read back, and the built-in generator's cases, by the seed's last digit.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "judge/grid/generate.hpp"
#include "judge/grid/rules.hpp"
#include "judge/grid/stress_cases.hpp"
#include "judge/util/error.hpp"
#include "support.hpp"

using namespace judge;
using test_support::kPuzzle;
using test_support::kSolution;

namespace {

const CaseLayout kNyoj{StressAnswer::Solution, GridFormat::NYOJ, true};
const CaseLayout kPoj3074{StressAnswer::Solution, GridFormat::POJ3074, false};
const CaseLayout kValidity{StressAnswer::Validity, GridFormat::LeetCode, false};
const CaseLayout kClassification{StressAnswer::Classification, GridFormat::NYOJ, false};
const CaseLayout kTargetScore{StressAnswer::TargetScore, GridFormat::NYOJ, false};

}  // namespace

TEST_SUITE("stress cases") {

TEST_CASE("the keys of problem.yaml's stress_answer, both ways") {
    for (const std::string& key : stress_answer_keys()) CHECK(stress_answer_key(*parse_stress_answer(key)) == key);
    CHECK(stress_answer_keys().size() == 4);
    CHECK_FALSE(parse_stress_answer("score"));
}

TEST_CASE("each kind's input is its statement's layout, and reads back as the same grids") {
    const std::vector<std::string> two{kPuzzle, test_support::with_cell(kPuzzle, 1, 1, '1')};
    CHECK(write_case_input(two, kNyoj) == test_support::nyoj_input(two));
    CHECK(write_case_input(two, kValidity) == test_support::leetcode_board(two[0]) + test_support::leetcode_board(two[1]));
    CHECK(write_case_input(two, kClassification) ==
          test_support::nyoj_grid(two[0]) + "\n" + test_support::nyoj_grid(two[1]));
    CHECK(write_case_input({kPuzzle}, kTargetScore) == test_support::nyoj_grid(kPuzzle));
    CHECK_THROWS_AS(write_case_input(two, kTargetScore), JudgeError);  // Luogu's input is one grid
    for (const CaseLayout& layout : {kNyoj, kPoj3074, kValidity, kClassification}) {
        CAPTURE(stress_answer_key(layout.answer));
        CHECK(read_case_grids(write_case_input(two, layout), layout, "t.in") == two);
    }
    CHECK(read_case_grids(write_case_input({kPuzzle}, kTargetScore), kTargetScore, "t.in") == std::vector{kPuzzle});
}

TEST_CASE("a layout's text that is not grids is an error naming the file and line") {
    CHECK_THROWS_WITH(read_case_grids("1 2 3\n4 x 6\n", kClassification, "gen.in"),
                      doctest::Contains("gen.in:2: expected digits 0-9"));
    CHECK_THROWS_WITH(read_case_grids(test_support::nyoj_grid(kPuzzle).substr(0, 40), kTargetScore, "gen.in"),
                      doctest::Contains("the last grid ends after"));
    CHECK_THROWS_WITH(read_case_grids("\n", kClassification, "gen.in"), doctest::Contains("gen.in: no grid"));
}

TEST_CASE("answers: the one solution, a board's validity, a classification, a target score") {
    // NYOJ takes any completion and says "No solution" for none; POJ 3074's answer names one grid.
    const std::string empty(81, '.');
    CHECK(case_answer({kPuzzle}, kNyoj) == test_support::nyoj_grid(kSolution));
    CHECK(case_answer({empty}, kNyoj).has_value());       // several completions: any of them is right
    CHECK_FALSE(case_answer({empty}, kPoj3074).has_value());  // an exact answer needs the one solution
    const std::string clash = test_support::with_cell(kPuzzle, 1, 1, '5');  // a second 5 in row 1
    CHECK(case_answer({clash}, kNyoj) == "No solution\n");
    CHECK_FALSE(case_answer({clash}, kPoj3074).has_value());  // POJ 3074 has no line for that

    CHECK(case_answer({kPuzzle, clash, empty}, kValidity) == "true\nfalse\ntrue\n");
    CHECK(case_answer({kPuzzle, empty, clash, test_support::with_cell(kSolution, 1, 1, '.')}, kClassification) ==
          "Case 1: Unique.\nCase 2: Ambiguous.\nCase 3: Illegal.\nCase 4: Unique.\n");

    CHECK(target_score(std::string(40, '.') + "5" + std::string(40, '.')) == 50);  // the centre: × 10
    CHECK(target_score("9" + std::string(80, '.')) == 54);                      // a corner: × 6
    CHECK(target_score(std::string(20, '.') + "7" + std::string(60, '.')) == 7 * 8);  // row 3, column 3: ring 2, × 8
    CHECK(case_answer({kPuzzle}, kTargetScore) == std::to_string(target_score(kSolution)) + "\n");
    CHECK_FALSE(case_answer({empty}, kTargetScore).has_value());  // the best of several: not the built-in's to say
}

TEST_CASE("the built-in generator: the same seed gives the same case; its last digit picks the variant") {
    CHECK(make_case(41, 17, kNyoj).grids == make_case(41, 17, kNyoj).grids);
    CHECK(make_case(41, 17, kNyoj).grids != make_case(42, 17, kNyoj).grids);
    // A puzzle, unique, as `judge generate --seed S` prints it.
    MadeCase plain = make_case(40, 17, kNyoj);
    CHECK(plain.variant == CaseVariant::Puzzle);
    CHECK(count_solutions(plain.grids[0], 2) == 1);
    CHECK(plain.grids[0] == generate_puzzles(1, 40, 17)[0].puzzle);
    CHECK(describe_made_case(40, plain) == "`judge generate --seed 40 --clues 17`");
    // NYOJ: 9, no solution; POJ 3074 has no line for that, so never.
    MadeCase none = make_case(49, 17, kNyoj);
    CHECK(none.variant == CaseVariant::NoSolution);
    CHECK(count_solutions(none.grids[0], 1) == 0);
    CHECK_FALSE(clashing_clues(none.grids[0]).first);
    CHECK(make_case(49, 17, kPoj3074).variant == CaseVariant::Puzzle);
    CHECK(describe_made_case(49, none) == "`judge generate --seed 49 --clues 17` plus one clue: no solution");
    // LeetCode 36: 9, a repeated clue (false); 8, valid without a solution (true).
    CHECK(clashing_clues(make_case(59, 17, kValidity).grids[0]).first);
    CHECK(case_answer(make_case(58, 17, kValidity).grids, kValidity) == "true\n");
    CHECK(count_solutions(make_case(58, 17, kValidity).grids[0], 1) == 0);
    // UVa 10957: 9 Impossible, 8 Illegal, 7 one clue less than a minimal puzzle: Ambiguous; else Unique.
    CHECK(case_answer(make_case(69, 17, kClassification).grids, kClassification) == "Case 1: Impossible.\n");
    CHECK(case_answer(make_case(68, 17, kClassification).grids, kClassification) == "Case 1: Illegal.\n");
    MadeCase less = make_case(67, 17, kClassification);
    CHECK(count_givens(less.grids) == count_givens({generate_puzzles(1, 67, 17)[0].puzzle}) - 1);
    CHECK(case_answer(less.grids, kClassification) == "Case 1: Ambiguous.\n");  // its puzzle was minimal
    CHECK(case_answer(make_case(66, 17, kClassification).grids, kClassification) == "Case 1: Unique.\n");
    // Luogu P1074: at least 24 givens; 9: -1.
    MadeCase luogu = make_case(70, 17, kTargetScore);
    CHECK(luogu.clues == 24);
    CHECK(count_givens(luogu.grids) >= 24);
    CHECK(case_answer(make_case(79, 17, kTargetScore).grids, kTargetScore) == "-1\n");
    // POJ 3076: 16×16, 100 clues.
    MadeCase big = make_case(3, 17, CaseLayout{StressAnswer::Solution, GridFormat::POJ16, true});
    CHECK(big.side == 16);
    CHECK(big.grids[0].size() == 256);
}

}  // TEST_SUITE
