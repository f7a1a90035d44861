/*
 * V06 Boop: 27_Boop (VC-DPOR Table 1), 27_Boop4 (RVF-SMC Table 1). From SV-COMP
 * pthread-ext/27_Boop_simple_vf.c, a toy character-driver model.
 * Catalog status: APPROX (the authors' unrolled version is unpublished).
 *
 * Open threads wait (at most U reads) for release_thr1, increment usecount, and unless the device
 * is locked lock it and set flag1. The release thread resets usecount and locked, sets
 * release_thr1, waits (at most U reads) for flag1, then runs the original's do-while release loop
 * and one more release (usecount := usecount - 1; locked := 0), and reads usecount (the
 * assertion usecount == 0 as a plain read). A wait that never succeeds within U reads makes the
 * execution assume-blocked (as the VC-DPOR ticket lock, V05).
 *
 * Parameters: U = unroll bound of every loop. K = number of open threads (default 3: Table 5
 * lists 4 threads, and Table 5 counts exclude main, as for stack and peterson). NONDET = the
 * constant replacing the do-while's nondeterministic exit test (default 0: the loop runs U
 * times, each a release; nonzero: it runs once without accesses).
 * Threads: K + 1, plus main; main creates the release thread first, then the open threads.
 */
#include <pthread.h>

extern void __VERIFIER_assume(int);

#ifndef U
#define U 2
#endif
#ifndef K
#define K 3
#endif
#ifndef NONDET
#define NONDET 0
#endif

int usecount, locked, flag1, flag2, release_thr1;

void *open_thr(void *arg) {
    int k;
    for (k = 0; k < U; k++) {
        if (release_thr1 != 0) {
            break;
        }
    }
    __VERIFIER_assume(k < U);
    usecount = usecount + 1;
    if (locked) {
        return 0;
    }
    locked = 1;
    flag1 = 1;
    return 0;
}

static void release(void) {
    usecount = usecount - 1;
    locked = 0;
}

void *release_thr(void *arg) {
    usecount = 0;
    locked = 0;
    release_thr1 = 1;
    int k;
    for (k = 0; k < U; k++) {
        if (flag1 != 0) {
            break;
        }
    }
    __VERIFIER_assume(k < U);
    int rounds = 0;
    do {
        if (NONDET == 0) {
            release();
        }
        rounds++;
    } while (NONDET == 0 && rounds < U);
    release();
    (void)(usecount == 0);
    return 0;
}

int main(void) {
    pthread_t r, o[K];
    pthread_create(&r, 0, release_thr, 0);
    for (int i = 0; i < K; i++) {
        pthread_create(&o[i], 0, open_thr, 0);
    }
    return 0;
}
