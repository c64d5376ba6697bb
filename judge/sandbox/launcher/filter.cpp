// build/judge-launcher's system call denylist: a classic BPF program for seccomp (filter.hpp).
#include "judge/sandbox/launcher/filter.hpp"

#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>

namespace judge::launcher {

bool install_filter() {
    constexpr int kAfVsock = 40;
    const unsigned denied[] = {
        SYS_keyctl, SYS_add_key, SYS_request_key, SYS_io_uring_setup, SYS_io_uring_enter, SYS_io_uring_register,
        SYS_bpf, SYS_perf_event_open, SYS_userfaultfd, SYS_kexec_load, SYS_kexec_file_load, SYS_init_module,
        SYS_finit_module, SYS_delete_module, SYS_mount, SYS_umount2, SYS_pivot_root, SYS_swapon, SYS_swapoff,
        SYS_reboot, SYS_acct, SYS_unshare, SYS_setns, SYS_open_by_handle_at, SYS_name_to_handle_at,
        SYS_quotactl, SYS_fanotify_init, SYS_open_tree, SYS_move_mount, SYS_fsopen, SYS_fsconfig, SYS_fsmount,
        SYS_fspick, SYS_mount_setattr, SYS_settimeofday, SYS_clock_settime, SYS_adjtimex, SYS_clock_adjtime,
        SYS_syslog, SYS_vhangup, SYS_lookup_dcookie};
    constexpr size_t kDenied = sizeof denied / sizeof denied[0];
    // The architecture and ABI checks (6), two per denied call, clone3 (2), socket (5), clone (5).
    constexpr size_t kLength = 6 + 2 * kDenied + 2 + 5 + 5;
    sock_filter program[kLength];
    size_t n = 0;
    auto put = [&](sock_filter instruction) {
        if (n < kLength) program[n] = instruction;
        ++n;
    };
    const uint32_t kErrno = SECCOMP_RET_ERRNO;
    put(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, arch)));
    put(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0));
    put(BPF_STMT(BPF_RET | BPF_K, kErrno | ENOSYS));
    put(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, nr)));
    put(BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, 0, 1));  // x32
    put(BPF_STMT(BPF_RET | BPF_K, kErrno | ENOSYS));
    for (unsigned call : denied) {
        put(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, call, 0, 1));
        put(BPF_STMT(BPF_RET | BPF_K, kErrno | EPERM));
    }
    put(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone3, 0, 1));
    put(BPF_STMT(BPF_RET | BPF_K, kErrno | ENOSYS));
    // socket(AF_VSOCK, ...) and clone(CLONE_NEWUSER | ...): the argument decides. A jump's offsets count
    // the instructions it skips (true, false).
    put(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_socket, 0, 4));
    put(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, args[0])));
    put(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, kAfVsock, 0, 1));
    put(BPF_STMT(BPF_RET | BPF_K, kErrno | EPERM));
    put(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));  // a socket of another family
    put(BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_clone, 0, 3));
    put(BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(seccomp_data, args[0])));
    put(BPF_JUMP(BPF_JMP | BPF_JSET | BPF_K, CLONE_NEWUSER | CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWPID, 0, 1));
    put(BPF_STMT(BPF_RET | BPF_K, kErrno | EPERM));
    put(BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW));
    if (n != kLength) {  // kLength and the program above disagree: a bug, never a half filter
        errno = EINVAL;
        return false;
    }
    sock_fprog filter = {static_cast<unsigned short>(n), program};
    return prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) == 0 &&
           syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &filter) == 0;
}

}  // namespace judge::launcher
