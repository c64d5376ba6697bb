// The smallest failing case (shrink.hpp): cases in halving chunks, then givens one at a time.
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

ShrinkResult shrink_case(const Grids& grids, const StillFails& still_fails, std::size_t batch, std::size_t max_tries) {
    ShrinkResult result;
    result.grids = grids;
    batch = std::max<std::size_t>(1, batch);

    // Whole cases: remove a chunk of `chunk` consecutive cases; halve the chunk when none can go.
    for (std::size_t chunk = result.grids.size() / 2; chunk >= 1 && result.grids.size() > 1;) {
        std::vector<Grids> candidates;
        for (std::size_t start = 0; start < result.grids.size(); start += chunk) {
            Grids fewer;
            for (std::size_t i = 0; i < result.grids.size(); ++i)
                if (i < start || i >= start + chunk) fewer.push_back(result.grids[i]);
            if (!fewer.empty()) candidates.push_back(std::move(fewer));
        }
        const std::size_t found = first_failing(candidates, still_fails, batch, max_tries, result);
        if (result.out_of_tries) break;
        if (found < candidates.size()) {
            result.cases_removed += result.grids.size() - candidates[found].size();
            result.grids = std::move(candidates[found]);
            chunk = std::min(chunk, result.grids.size() / 2);  // the same size again, on what is left
        } else {
            chunk /= 2;
        }
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
