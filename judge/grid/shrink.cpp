// The smallest failing case (shrink.hpp): cases in halving chunks, then blanks filled in halving chunks (a
// puzzle to solve) or givens removed one at a time (a board to check).
#include "judge/grid/shrink.hpp"

#include <algorithm>

#include "judge/grid/rules.hpp"

namespace judge {
namespace {

// Asks about `candidates` in batches; the index of the first that still fails, or candidates.size().
// Counts every candidate asked about in `result.tries`; stops asking at max_tries.
std::size_t first_failing(const std::vector<Grids>& candidates, const StillFails& still_fails, std::size_t batch,
                          std::size_t max_tries, ShrinkResult& result) {
    for (std::size_t start = 0; start < candidates.size(); start += batch) {
        if (result.tries >= max_tries) {
            result.out_of_tries = true;
            return candidates.size();
        }
        const std::size_t end = std::min({candidates.size(), start + batch, start + (max_tries - result.tries)});
        std::vector<Grids> asked(candidates.begin() + long(start), candidates.begin() + long(end));
        std::vector<bool> fails = still_fails(asked);
        result.tries += asked.size();
        for (std::size_t i = 0; i < asked.size() && i < fails.size(); ++i)
            if (fails[i]) return start + i;
    }
    return candidates.size();
}

}  // namespace

namespace {

// Removes whole cases from result.grids (and their solutions from `solved`, when there are any): a chunk of
// `chunk` consecutive cases; the chunk halves when none can go.
void remove_cases(ShrinkResult& result, Grids& solved, const StillFails& still_fails, std::size_t batch,
                  std::size_t max_tries) {
    for (std::size_t chunk = result.grids.size() / 2; chunk >= 1 && result.grids.size() > 1;) {
        std::vector<Grids> candidates, candidate_solutions;
        for (std::size_t start = 0; start < result.grids.size(); start += chunk) {
            Grids fewer, fewer_solved;
            for (std::size_t i = 0; i < result.grids.size(); ++i)
                if (i < start || i >= start + chunk) {
                    fewer.push_back(result.grids[i]);
                    if (!solved.empty()) fewer_solved.push_back(solved[i]);
                }
            if (!fewer.empty()) {
                candidates.push_back(std::move(fewer));
                candidate_solutions.push_back(std::move(fewer_solved));
            }
        }
        const std::size_t found = first_failing(candidates, still_fails, batch, max_tries, result);
        if (result.out_of_tries) break;
        if (found < candidates.size()) {
            result.cases_removed += result.grids.size() - candidates[found].size();
            result.grids = std::move(candidates[found]);
            solved = std::move(candidate_solutions[found]);
            chunk = std::min(chunk, result.grids.size() / 2);  // the same size again, on what is left
        } else {
            chunk /= 2;
        }
    }
}

// Fills blanks of result.grids from `solved` while the test still fails: ddmin over the blanks (a filled
// blank is one taken out of the set), chunks of half the blanks left, then a quarter, ..., then single
// blanks, each round starting where the last fill was taken; done when a round of single blanks fills none.
void fill_blanks(ShrinkResult& result, const Grids& solved, const StillFails& still_fails, std::size_t batch,
                 std::size_t max_tries) {
    struct Blank {
        std::size_t grid, cell;
    };
    std::vector<Blank> blanks;
    for (std::size_t g = 0; g < result.grids.size(); ++g) {
        const int side = side_of(result.grids[g].size());
        for (std::size_t cell = 0; cell < result.grids[g].size(); ++cell)
            if (!is_clue(result.grids[g][cell], side) && is_clue(solved[g][cell], side)) blanks.push_back({g, cell});
    }
    std::size_t resume = 0;  // where the next round of candidates starts (the blanks before it were tried)
    for (std::size_t chunk = std::max<std::size_t>(1, blanks.size() / 2); !blanks.empty() && !result.out_of_tries;) {
        const std::size_t chunks = (blanks.size() + chunk - 1) / chunk;
        std::vector<Grids> candidates;
        std::vector<std::size_t> starts;
        for (std::size_t k = 0; k < chunks; ++k) {
            const std::size_t start = ((resume / chunk + k) % chunks) * chunk;
            Grids filled = result.grids;
            for (std::size_t i = start; i < std::min(blanks.size(), start + chunk); ++i)
                filled[blanks[i].grid][blanks[i].cell] = solved[blanks[i].grid][blanks[i].cell];
            candidates.push_back(std::move(filled));
            starts.push_back(start);
        }
        const std::size_t found = first_failing(candidates, still_fails, batch, max_tries, result);
        if (found < candidates.size()) {
            const std::size_t start = starts[found], end = std::min(blanks.size(), start + chunk);
            result.grids = std::move(candidates[found]);
            result.blanks_filled += end - start;
            blanks.erase(blanks.begin() + long(start), blanks.begin() + long(end));
            resume = blanks.empty() ? 0 : start % blanks.size();
            chunk = std::max<std::size_t>(1, std::min(chunk, blanks.size() / 2));
        } else if (chunk == 1) {
            break;  // no single blank can be filled: 1-minimal
        } else {
            chunk = std::max<std::size_t>(1, chunk / 2);
            resume = 0;
        }
    }
}

}  // namespace

ShrinkResult shrink_case(const Grids& grids, const StillFails& still_fails, std::size_t batch, std::size_t max_tries,
                         const Grids* solutions) {
    ShrinkResult result;
    result.grids = grids;
    batch = std::max<std::size_t>(1, batch);
    Grids solved = solutions ? *solutions : Grids{};
    remove_cases(result, solved, still_fails, batch, max_tries);
    if (solutions) {
        result.by_filling = true;
        if (!result.out_of_tries) fill_blanks(result, solved, still_fails, batch, max_tries);
        return result;
    }

    // Single givens, in reading order; a pass that removes one is followed by another, since a given that
    // had to stay may go once another has gone.
    for (bool removed_any = true; removed_any && !result.out_of_tries;) {
        removed_any = false;
        for (std::size_t g = 0; g < result.grids.size() && !result.out_of_tries; ++g) {
            const int side = side_of(result.grids[g].size());
            for (std::size_t cell = 0; cell < result.grids[g].size() && !result.out_of_tries;) {
                // The next `batch` givens from `cell` on, each removed alone from the current grids.
                std::vector<Grids> candidates;
                std::vector<std::size_t> cells;
                std::size_t next = cell;
                for (; next < result.grids[g].size() && candidates.size() < batch; ++next) {
                    if (!is_clue(result.grids[g][next], side)) continue;
                    Grids fewer = result.grids;
                    fewer[g][next] = '.';
                    candidates.push_back(std::move(fewer));
                    cells.push_back(next);
                }
                if (candidates.empty()) break;
                const std::size_t found = first_failing(candidates, still_fails, batch, max_tries, result);
                if (found < candidates.size()) {
                    result.grids = std::move(candidates[found]);
                    ++result.givens_removed;
                    removed_any = true;
                    cell = cells[found] + 1;
                } else {
                    cell = next;
                }
            }
        }
    }
    return result;
}

}  // namespace judge
