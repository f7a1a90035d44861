/*
 * N13 parker, Nidhugg version (classic Nidhugg family, from the DC-DPOR paper: a recreation of
 * JDK bug 6822370, the LockSupport.park race). Catalog status: EXACT, validated.
 * (VC-DPOR's unpublished version is vcdpor/parker.c, family V18.)
 *
 * x and y form a two-party lock (Dekker style: raise your flag, wait until the other's is down);
 * waits are assume-style (__VERIFIER_assume). main creates the parker, then runs the unparker
 * itself: unpark; global_cond := 1; unpark; unparker_finished := 1; it never joins. The parker
 * loops: while global_cond is 0, assume(i < N) and park. park: consume a permit if there is
 * one; else trylock; re-check the permit; else wait on parker_cond (assume it is 0), asserting
 * that the unparker has not finished while the condition is still set.
 *
 * Parameter: N = bound on the parker's loop (threads: 1, plus main).
 * Counts (complete traces; assume-blocked executions are not counted): N = 2: Source 60,
 * observers 53, reads-from 53; N = 6: 920 / 799 / 799; N = 7: 1395 / 1213 / 1213;
 * N = 8: 2008 / 1748 / 1748.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

extern void __VERIFIER_assume(int);

#ifndef N
#define N 2
#endif

atomic_int global_cond, unparker_finished, x, y, parker_counter, parker_cond;

static void lock(int id) {
    if (id == 1) {
        atomic_store(&x, 1);
        __VERIFIER_assume(atomic_load(&y) == 0);
    } else {
        atomic_store(&y, 1);
        __VERIFIER_assume(atomic_load(&x) == 0);
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
    assert(!atomic_load(&unparker_finished) || atomic_load(&parker_cond) == 0);
    __VERIFIER_assume(atomic_load(&parker_cond) == 0);
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
        __VERIFIER_assume(i < N);
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
