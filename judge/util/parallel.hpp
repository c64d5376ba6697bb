// util/: helpers every room of the judge may use, and that use no other room.
// parallel_for: work items on a fixed number of threads, exceptions carried back to the caller.
#pragma once
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace judge {

// Calls work(i) for i in [0, n) on `jobs` threads (the caller's among them), each taking the next index
// as it becomes free; the first exception is rethrown after all have stopped.
template <class Work>
void parallel_for(std::size_t n, int jobs, Work work) {
    std::atomic<std::size_t> next{0};
    std::exception_ptr failure;
    std::mutex failure_lock;
    auto worker = [&] {
        for (std::size_t i; (i = next++) < n;) {
            try {
                work(i);
            } catch (...) {
                std::lock_guard<std::mutex> hold(failure_lock);
                if (!failure) failure = std::current_exception();
                next = n;
            }
        }
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < std::max(1, std::min<int>(jobs, static_cast<int>(n))); ++t) threads.emplace_back(worker);
    worker();
    for (auto& thread : threads) thread.join();
    if (failure) std::rethrow_exception(failure);
}

}  // namespace judge
