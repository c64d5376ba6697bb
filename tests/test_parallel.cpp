// WorkQueue: every task once, tasks added by tasks included; by priority, then in the order added; on at
// most `jobs` threads; the first exception carried back and no task started after it.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <mutex>
#include <set>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "judge/util/parallel.hpp"

using namespace judge;

TEST_SUITE("parallel") {

TEST_CASE("every task runs exactly once, those added by other tasks too, whatever the number of jobs") {
    for (int jobs : {1, 2, 7, 64}) {
        CAPTURE(jobs);
        std::vector<std::atomic<int>> seen(100);
        WorkQueue queue;
        // Tasks 0..9 each add ten more: 10..99; the queue is empty for a moment while the first run.
        for (int i = 0; i < 10; ++i)
            queue.add(1, [&, i] {
                ++seen[i];
                for (int j = 0; j < 9; ++j) queue.add(0, [&, k = 10 + i * 9 + j] { ++seen[k]; });
            });
        queue.run(jobs);
        for (std::size_t i = 0; i < 100; ++i) CHECK_MESSAGE(seen[i] == (i < 10 + 10 * 9 ? 1 : 0), "task ", i);
    }
    WorkQueue nothing;
    nothing.run(4);  // returns at once
}

TEST_CASE("a free thread takes the lowest priority number first, and equals in the order they were added") {
    std::vector<std::string> order;
    WorkQueue queue;
    queue.add(2, [&] { order.push_back("single 1"); });
    queue.add(1, [&] {
        order.push_back("build");
        queue.add(0, [&] { order.push_back("chain of the build"); });
        queue.add(2, [&] { order.push_back("single of the build"); });
    });
    queue.add(2, [&] { order.push_back("single 2"); });
    queue.add(0, [&] { order.push_back("chain"); });
    queue.run(1);
    CHECK(order == std::vector<std::string>{"chain", "build", "chain of the build", "single 1", "single 2",
                                            "single of the build"});
}

TEST_CASE("no more threads than jobs work at once, and one job runs on the caller's thread") {
    std::mutex lock;
    std::set<std::thread::id> threads;
    auto note_thread = [&] {
        std::lock_guard<std::mutex> hold(lock);
        threads.insert(std::this_thread::get_id());
    };
    WorkQueue one;
    for (int i = 0; i < 50; ++i) one.add(0, note_thread);
    one.run(1);
    CHECK(threads == std::set<std::thread::id>{std::this_thread::get_id()});
    threads.clear();
    std::atomic<int> running{0}, most{0};
    WorkQueue three;
    for (int i = 0; i < 50; ++i)
        three.add(0, [&] {
            int now = ++running;
            for (int seen = most; now > seen && !most.compare_exchange_weak(seen, now);) {}
            note_thread();
            std::this_thread::sleep_for(std::chrono::microseconds(200));
            --running;
        });
    three.run(3);
    CHECK(threads.size() <= 3);
    CHECK(most <= 3);
}

TEST_CASE("the first exception reaches the caller, and no task starts after it") {
    std::vector<int> ran;
    WorkQueue queue;
    for (int i = 0; i < 20; ++i)
        queue.add(0, [&, i] {
            ran.push_back(i);
            if (i == 10) throw std::runtime_error("task 10 failed");
        });
    CHECK_THROWS_WITH_AS(queue.run(1), "task 10 failed", std::runtime_error);
    CHECK(ran.size() == 11);
    CHECK(ran.back() == 10);
}

}  // TEST_SUITE
