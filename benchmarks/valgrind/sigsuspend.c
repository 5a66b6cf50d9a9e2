/* Preloaded into mvvm-server under valgrind by benchmarks/profile.
 *
 * When the main thread of a Swift program ends, libdispatch parks it in sigsuspend() with a mask that
 * lives in its read-only data; valgrind 3.19 writes to that mask and dies of SIGSEGV ("the 'impossible'
 * happened"), losing the profile. This sigsuspend hands the kernel a copy on the stack instead. */
#define _GNU_SOURCE
#include <signal.h>
#include <sys/syscall.h>
#include <unistd.h>

int sigsuspend(const sigset_t *mask) {
    sigset_t copy = *mask;
    return (int)syscall(SYS_rt_sigsuspend, &copy, _NSIG / 8);
}
