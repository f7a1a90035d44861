/*
 * V18 parker, VC-DPOR version: parker (VC-DPOR Table 1). The DC-DPOR paper's model of JDK bug
 * 6822370 (LockSupport.park); VC-DPOR's modification is unpublished (Table 5: 134 LOC,
 * 4 variables, 0 locks, 2 threads). Catalog status: APPROX.
 *
 * Nidhugg's version (classic/parker.c, N13) with its assume-style waits turned into bounded
 * waits of constant length B and the parker's loop bounded by N (the parker stops after N
 * rounds instead of blocking), as the catalog suggests, and the assertion turned into plain reads
 * (VC-DPOR's general modification): the paper's counts grow like N^3, so the
 * waits' bound cannot grow with N.
 *
 * Parameters: N = rounds of the parker's loop (the paper: 6, 7, 8); B = reads per wait
 * (default 2); GIVEUP = 1 (default): a wait that fails B times goes on as if it had succeeded;
 * 0: the execution is assume-blocked. Threads: 1, plus main (the unparker).
 */
#include <pthread.h>
#include <stdatomic.h>

extern void __VERIFIER_assume(int);

#ifndef N
#define N 6
#endif
#ifndef B
#define B 2
#endif
#ifndef GIVEUP
#define GIVEUP 1
#endif

/* A wait: read the condition at most B times; if it never holds, go on (GIVEUP = 1) or block
 * the execution (GIVEUP = 0). */
#define WAIT(c)                                                                                    \
    do {                                                                                           \
        int k_;                                                                                    \
        for (k_ = 0; k_ < B; k_++) {                                                               \
            if (c) {                                                                               \
                break;                                                                             \
            }                                                                                      \
        }                                                                                          \
        if (k_ == B && !GIVEUP) {                                                                  \
            __VERIFIER_assume(0);                                                                  \
        }                                                                                          \
    } while (0)

atomic_int global_cond, unparker_finished, x, y, parker_counter, parker_cond;

static void lock(int id) {
    if (id == 1) {
        atomic_store(&x, 1);
        WAIT(atomic_load(&y) == 0);
    } else {
        atomic_store(&y, 1);
        WAIT(atomic_load(&x) == 0);
    }
}

static void unlock(int id) {
    if (id == 1) {
        atomic_store(&x, 0);
    } else {
        atomic_store(&y, 0);
    }
}

static int trylock1(void) {
    atomic_store(&x, 1);
    if (atomic_load(&y) == 0) {
        return 1;
    }
    atomic_store(&x, 0);
    return 0;
}

static void cond_wait(int id) {
    atomic_store(&parker_cond, 1);
    unlock(id);
    (void)(!atomic_load(&unparker_finished) || atomic_load(&parker_cond) == 0);
    WAIT(atomic_load(&parker_cond) == 0);
    lock(id);
}

static void unpark(void) {
    lock(0);
    int s = atomic_load(&parker_counter);
    atomic_store(&parker_counter, 1);
    unlock(0);
    if (s < 1) {
        atomic_store(&parker_cond, 0);
    }
}

static void park(void) {
    if (atomic_load(&parker_counter) > 0) {
        atomic_store(&parker_counter, 0);
        return;
    }
    if (!trylock1()) {
        return;
    }
    if (atomic_load(&parker_counter) > 0) {
        atomic_store(&parker_counter, 0);
        unlock(1);
        return;
    }
    cond_wait(1);
    atomic_store(&parker_counter, 0);
    unlock(1);
}

void *parker(void *arg) {
    for (int i = 0;; i++) {
        if (atomic_load(&global_cond) != 0) {
            return 0;
        }
        if (i >= N) {
            return 0;
        }
        park();
    }
}

int main(void) {
    pthread_t p;
    atomic_store(&parker_counter, 0);
    atomic_store(&parker_cond, 0);
    pthread_create(&p, 0, parker, 0);
    unpark();
    atomic_store(&global_cond, 1);
    unpark();
    atomic_store(&unparker_finished, 1);
    return 0;
}
