// parallel_for: every index once, on at most `jobs` threads, and the first exception carried back.
#include <doctest/doctest.h>

#include <atomic>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

#include "judge/util/parallel.hpp"

using namespace judge;

TEST_SUITE("parallel") {

TEST_CASE("every index is worked on exactly once, whatever the number of jobs") {
    for (int jobs : {1, 2, 7, 64}) {
        CAPTURE(jobs);
        std::vector<std::atomic<int>> seen(100);
        parallel_for(seen.size(), jobs, [&](std::size_t i) { ++seen[i]; });
        for (const auto& count : seen) CHECK(count == 1);
    }
    parallel_for(0, 4, [](std::size_t) { FAIL("no work for an empty range"); });
}

TEST_CASE("no more threads than jobs work at once, and one job runs on the caller's thread") {
    std::mutex lock;
    std::set<std::thread::id> threads;
    parallel_for(50, 1, [&](std::size_t) {
        std::lock_guard<std::mutex> hold(lock);
        threads.insert(std::this_thread::get_id());
    });
    CHECK(threads == std::set<std::thread::id>{std::this_thread::get_id()});
    threads.clear();
    parallel_for(50, 3, [&](std::size_t) {
        std::lock_guard<std::mutex> hold(lock);
        threads.insert(std::this_thread::get_id());
    });
    CHECK(threads.size() <= 3);
}

TEST_CASE("the first exception stops the work and reaches the caller") {
    std::atomic<int> done{0};
    CHECK_THROWS_WITH_AS(parallel_for(1000, 2,
                                      [&](std::size_t i) {
                                          if (i == 10) throw std::runtime_error("item 10 failed");
                                          ++done;
                                      }),
                         "item 10 failed", std::runtime_error);
    CHECK(done < 1000);
}

}  // TEST_SUITE
