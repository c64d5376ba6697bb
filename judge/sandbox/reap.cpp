// Killing and reaping a program's leftovers (reap.hpp).
#include "judge/sandbox/reap.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace judge {
namespace {

int64_t monotonic_ns() {
    timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return int64_t(now.tv_sec) * 1000000000 + now.tv_nsec;
}

}  // namespace

int make_kill_timer() {
    sigevent event;
    memset(&event, 0, sizeof event);
    event.sigev_notify = SIGEV_SIGNAL;
    event.sigev_signo = SIGKILL;
    int timer = 0;  // the kernel's timer id
    return syscall(SYS_timer_create, CLOCK_MONOTONIC, &event, &timer) == 0 ? timer : -1;
}

void arm_kill_timer(int timer, int64_t after_ns) {
    if (timer < 0) return;
    itimerspec when;
    memset(&when, 0, sizeof when);
    when.it_value.tv_sec = time_t(after_ns / 1000000000);
    when.it_value.tv_nsec = long(after_ns % 1000000000);
    syscall(SYS_timer_settime, timer, 0, &when, nullptr);
}

void kill_listed_children() {
    int fd = open("/proc/thread-self/children", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    char buffer[1024];
    long pid = 0;
    bool in_number = false;
    for (;;) {
        ssize_t length = read(fd, buffer, sizeof buffer);
        if (length < 0 && errno == EINTR) continue;
        if (length <= 0) break;
        for (ssize_t i = 0; i < length; ++i) {
            if (buffer[i] >= '0' && buffer[i] <= '9') {
                pid = pid * 10 + (buffer[i] - '0');
                in_number = true;
            } else if (in_number) {
                kill(pid_t(pid), SIGKILL);
                pid = 0;
                in_number = false;
            }
        }
    }
    if (in_number) kill(pid_t(pid), SIGKILL);
    close(fd);
}

void kill_all_children() {
    const int64_t give_up_at = monotonic_ns() + kCleanupBoundNs;
    for (;;) {
        kill_listed_children();  // without /proc, only the process group kill has found them
        pid_t reaped = wait4(-1, nullptr, WNOHANG | __WALL, nullptr);
        if (reaped > 0) continue;
        if (reaped < 0 && errno == EINTR) continue;
        if (reaped < 0) return;  // ECHILD: none left
        if (monotonic_ns() > give_up_at) return;
        // Children remain, killed but still dying.
        timespec pause = {0, 200 * 1000};
        nanosleep(&pause, nullptr);
    }
}

}  // namespace judge
