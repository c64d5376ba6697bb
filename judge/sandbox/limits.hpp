// sandbox/: runs one program under limits and leaves nothing of it behind; isolation where the kernel
// allows. Uses util/ only.
// The resource limits of a run, one list for both ways of starting a program: run.cpp computes it
// (resource_limits), and between fork and exec either the guard's program (launch.cpp) or the sandbox's
// launcher (launcher/main.cpp, which gets it in its Request) applies it with set_limit. Plain data and
// async-signal-safe calls only: the launcher is a static program of its own, the program's side runs on the
// judge's memory.
#pragma once
#include <sys/resource.h>

#include <cerrno>
#include <cstdint>

namespace judge {

struct ResourceLimit {
    int resource;
    rlimit value;
};
constexpr int kMaxResourceLimits = 8;

// Sets a limit; when the hard limit cannot be raised (we are not root), keeps the current hard limit and
// lowers the soft one to it.
inline bool set_limit(const ResourceLimit& limit) {
    if (setrlimit(limit.resource, &limit.value) == 0) return true;
    rlimit current;
    if (errno != EPERM || getrlimit(limit.resource, &current) != 0) return false;
    rlimit lowered = limit.value;
    auto above = [](rlim_t value, rlim_t cap) { return cap != RLIM_INFINITY && (value == RLIM_INFINITY || value > cap); };
    if (above(lowered.rlim_max, current.rlim_max)) lowered.rlim_max = current.rlim_max;
    if (above(lowered.rlim_cur, lowered.rlim_max)) lowered.rlim_cur = lowered.rlim_max;
    return setrlimit(limit.resource, &lowered) == 0;
}

// User plus system CPU of a rusage, in microseconds.
inline std::int64_t cpu_microseconds(const rusage& usage) {
    return std::int64_t(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000 + usage.ru_utime.tv_usec +
           usage.ru_stime.tv_usec;
}

}  // namespace judge
