// util/: helpers every room of the judge may use, and that use no other room.
// WorkQueue: tasks on a fixed number of threads, taken by priority; a task may add tasks (work that grows
// as it runs); exceptions carried back to the caller.
#pragma once
#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <map>
#include <mutex>
#include <thread>
#include <vector>

namespace judge {

// Tasks for `jobs` threads, where finishing one task may make others possible (a solution's build, then
// its tests). A free thread takes the queued task of the lowest priority number, in the order added among
// equals. run() returns once nothing is queued or running; after the first exception no new task starts,
// and it is rethrown once the running ones have finished.
class WorkQueue {
public:
    using Task = std::function<void()>;

    // From any thread, before or during run().
    void add(int priority, Task task) {
        std::lock_guard<std::mutex> hold(lock_);
        queued_[priority].push_back(std::move(task));
        changed_.notify_one();
    }

    void run(int jobs) {
        std::vector<std::thread> threads;
        for (int t = 1; t < std::max(1, jobs); ++t) threads.emplace_back([this] { work(); });
        work();
        for (auto& thread : threads) thread.join();
        if (failure_) std::rethrow_exception(failure_);
    }

private:
    void work() {
        std::unique_lock<std::mutex> hold(lock_);
        for (;;) {
            changed_.wait(hold, [this] { return failure_ || !queued_.empty() || running_ == 0; });
            if (failure_ || queued_.empty()) break;  // failed, or nothing queued and nothing that could add
            auto first = queued_.begin();
            Task task = std::move(first->second.front());
            first->second.pop_front();
            if (first->second.empty()) queued_.erase(first);
            ++running_;
            hold.unlock();
            std::exception_ptr thrown;
            try {
                task();
            } catch (...) {
                thrown = std::current_exception();
            }
            hold.lock();
            --running_;
            if (thrown && !failure_) failure_ = thrown;
            changed_.notify_all();
        }
        changed_.notify_all();
    }

    std::mutex lock_;
    std::condition_variable changed_;
    std::map<int, std::deque<Task>> queued_;
    int running_ = 0;
    std::exception_ptr failure_;
};

}  // namespace judge
