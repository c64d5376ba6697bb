// sandbox/: runs one program under limits and leaves nothing of it behind; isolation where the kernel
// allows. Uses util/ only.
// build/judge-launcher's cgroups (main.cpp says what the launcher does): one folder per controller (v1 pids,
// memory, cpuacct under the judge's own cgroup; or one cgroup v2 folder with all three), made by the outer
// process, joined by init, so that every program init starts is born in them. A controller that cannot be
// used is noted off (system.hpp) and its functions below answer "unknown".
#pragma once

#include <cstdint>

namespace judge::launcher {

void make_cgroups();    // the outer process, as root
void remove_cgroups();  // the outer process, after init has gone
void join_cgroups();    // init, before it starts any program

bool pids_on();
bool memory_on();
bool cpu_on();

// The whole tree's limits, written only when they change (most runs of a worker have the same):
// memory.max / memory.limit_in_bytes and pids.max (0 or less: none).
void set_memory_cap(int64_t kb);
void set_process_cap(int32_t most);

// The tree's figures: -1 when unknown (the controller is off).
void reset_memory_peak();  // where the kernel allows: cgroup v2's memory.peak is read-only before Linux 6.12
int64_t memory_peak_kb();
int64_t tree_cpu_us();          // CPU time of the whole tree since the cgroup was made
int64_t tree_process_count();   // processes and threads now, init included
// How many times the kernel has refused a fork at pids.max, and how many OOM kills the memory cap made
// (0 when the controller is off); a run compares them before and after.
int64_t process_limit_events();
int64_t memory_cap_events();

}  // namespace judge::launcher
