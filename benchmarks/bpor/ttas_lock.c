/*
 * B04 ttas-lock2, ttas-lock3 (bounded POR Table I): a test-and-test-and-set spin lock. The BUSTER
 * programs and their clients are not in the seed; "2" and "3" are presumably two client variants,
 * and ttas-lock3 has no parameter in the table. Catalog status: APPROX (our reconstruction: the
 * suffix is taken as the number of critical sections per thread, the parameter as the number of
 * threads).
 *
 * acquire: loop { wait until R(state) == 0; if XCHG(state, 1) returned 0, leave }. The wait is
 * assume-style, as GenMC turns spin loops into awaits: an execution whose read sees the lock taken
 * is assume-blocked, so only the read that sees it free is explored. The retry after a lost
 * exchange ends, since each lost exchange means another thread acquired the lock. release:
 * W(state, 0). Each thread runs CS critical sections of { acquire; W(x, id); R(x), asserting that
 * it still holds id (mutual exclusion); release }. main creates the threads in order and joins
 * them.
 *
 * Parameters: N = number of threads (threads: N, plus main); CS = critical sections per thread
 * (2 for ttas-lock2, 3 for ttas-lock3).
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

extern void __VERIFIER_assume(int);

#ifndef N
#define N 2
#endif
#ifndef CS
#define CS 2
#endif

atomic_int state;
atomic_int x;

static void acquire(void) {
    do {
        __VERIFIER_assume(atomic_load(&state) == 0);
    } while (atomic_exchange(&state, 1) != 0);
}

static void release(void) {
    atomic_store(&state, 0);
}

void *worker(void *arg) {
    int id = (int)(long)arg;
    for (int k = 0; k < CS; k++) {
        acquire();
        atomic_store(&x, id);
        assert(atomic_load(&x) == id);
        release();
    }
    return 0;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, worker, (void *)(long)(i + 1));
    }
    for (int i = 0; i < N; i++) {
        pthread_join(t[i], 0);
    }
    return 0;
}
