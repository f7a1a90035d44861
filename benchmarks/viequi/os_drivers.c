/*
 * E14 OS driver slices: FreeBSD-a, FreeBSD-r, NetBSD, Solaris (ViEqui Table III). From SV-COMP
 * pthread-ext/41_FreeBSD_abd_kbd_sliced, 42_FreeBSD_rdma_addr_sliced,
 * 43_NetBSD_sysmon_power_sliced and 44_Solaris_space_map_sliced, as in ViEqui's copies.
 * Catalog status: EXACT, from source (FreeBSD-a, FreeBSD-r, Solaris); the catalog's NetBSD
 * description is partial, so that driver is APPROX.
 *
 * Common harness: the mutex is an atomic word MTX: acquire = one compare-and-swap 0 -> 1 whose
 * failure is not retried (the thread just goes on), release = exchange(MTX, 0). A condition
 * variable model: cv_wait writes COND := 0, releases, polls COND at most 5 times and re-acquires
 * when it sees 1 (else returns 0); cv_broadcast writes COND := 1. main initialises MTX, COND and
 * the driver's globals, creates NUM_THREADS = 5 threads passing &arg[n] (arg[n] = n), and never
 * joins. The assertions are kept; all four programs violate one.
 *
 * DRV = 1, FreeBSD-a: global buf. Each thread iterates ctr = 1..5 and chooses by (ctr+1) mod 5:
 *   0 acquire, release, broadcast; 1 acquire, release; 2 read_char: acquire; if buf == 0:
 *   cv_wait, assert COND; if buf == 0: release and return; release; 3 acquire, buf := 0,
 *   release; 4 acquire, buf := !buf, release.
 * DRV = 2, FreeBSD-r: global refctr. ctr = 1..5 chooses by (ctr+3) mod 5: 0 unregister
 *   (acquire; refctr := refctr - 1; broadcast if it is 0; release), then acquire; cv_wait if
 *   refctr != 0; assert COND; release; 1, 2, 4 acquire, release; 3 resolve (acquire;
 *   refctr := refctr + 1; release), then, for a nonzero argument, acquire;
 *   refctr := refctr - 1; release.
 * DRV = 3, NetBSD (APPROX): ctr = 1..5 chooses by (ctr+6) mod 9 among the driver's entry points
 *   (7, 8, 0, 1, 2 are reached): 7 the daemon task, which returns at once for a nonzero
 *   argument, else acquires, broadcasts and releases; 8 and 0 acquire, assert MTX == 1,
 *   release; 1 acquire, cv_wait, assert COND, release; 2 acquire, broadcast, release.
 * DRV = 4, Solaris: globals LOADED, LOADING. Each thread acquires, then by tid mod 9: 1, 2 assert
 *   MTX == 1; 3 if LOADING wait for the load (cv_wait, assert COND, assert MTX == 1), else if not
 *   LOADED load (LOADING := 1; release; re-acquire; k = 0..2; LOADED := 1; LOADING := 0;
 *   broadcast), else unload (LOADED := 0); then assert MTX == 1 and release.
 *
 * Parameters: DRV = the driver (1..4); NUM_THREADS = number of threads (5 in the originals;
 * 1 or 2 keep the runs small enough for exhaustive checks). Threads: NUM_THREADS, plus main.
 * The paper's numbers are executions up to the first violation (exploration order decides them).
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef DRV
#define DRV 1
#endif
#ifndef NUM_THREADS
#define NUM_THREADS 5
#endif
#define LIMIT 5

atomic_int MTX, COND;
#if DRV == 1
atomic_int buf;
#elif DRV == 2
atomic_int refctr;
#elif DRV == 4
atomic_int LOADED, LOADING;
#endif

static void acquire(void) {
    int expected = 0;
    atomic_compare_exchange_strong(&MTX, &expected, 1);
}

static void release(void) { atomic_exchange(&MTX, 0); }

static int cv_wait(void) {
    atomic_store(&COND, 0);
    release();
    for (int k = 0; k < LIMIT; k++) {
        if (atomic_load(&COND) == 1) {
            acquire();
            return 1;
        }
    }
    return 0;
}

static void cv_broadcast(void) { atomic_store(&COND, 1); }

#if DRV == 1
static void read_char(int wait) {
    acquire();
    if (atomic_load(&buf) == 0 && wait != 0) {
        cv_wait();
        assert(atomic_load(&COND));
    }
    if (atomic_load(&buf) == 0) {
        release();
        return;
    }
    release();
}

static void thread_body(int tid) {
    (void)tid;
    for (int ctr = 1; ctr <= LIMIT; ctr++) {
        switch ((ctr + 1) % 5) {
        case 0:
            acquire();
            release();
            cv_broadcast();
            break;
        case 1:
            acquire();
            release();
            break;
        case 2:
            read_char(ctr);
            break;
        case 3:
            acquire();
            atomic_store(&buf, 0);
            release();
            break;
        default:
            acquire();
            atomic_store(&buf, !atomic_load(&buf));
            release();
            break;
        }
    }
}
#elif DRV == 2
static void thread_body(int tid) {
    for (int ctr = 1; ctr <= LIMIT; ctr++) {
        switch ((ctr + 3) % 5) {
        case 0:
            acquire();
            atomic_store(&refctr, atomic_load(&refctr) - 1);
            if (atomic_load(&refctr) == 0) {
                cv_broadcast();
            }
            release();
            acquire();
            if (atomic_load(&refctr) != 0) {
                cv_wait();
            }
            assert(atomic_load(&COND));
            release();
            break;
        case 3:
            acquire();
            atomic_store(&refctr, atomic_load(&refctr) + 1);
            release();
            if (tid != 0) {
                acquire();
                atomic_store(&refctr, atomic_load(&refctr) - 1);
                release();
            }
            break;
        default:
            acquire();
            release();
            break;
        }
    }
}
#elif DRV == 3
static void thread_body(int tid) {
    for (int ctr = 1; ctr <= LIMIT; ctr++) {
        switch ((ctr + 6) % 9) {
        case 7:
            if (tid != 0) {
                return;
            }
            acquire();
            cv_broadcast();
            release();
            break;
        case 8:
        case 0:
            acquire();
            assert(atomic_load(&MTX) == 1);
            release();
            break;
        case 1:
            acquire();
            cv_wait();
            assert(atomic_load(&COND));
            release();
            break;
        default:
            acquire();
            cv_broadcast();
            release();
            break;
        }
    }
}
#else
static void thread_body(int tid) {
    acquire();
    switch (tid % 9) {
    case 1:
    case 2:
        assert(atomic_load(&MTX) == 1);
        break;
    case 3:
        if (atomic_load(&LOADING)) {
            cv_wait();
            assert(atomic_load(&COND));
            assert(atomic_load(&MTX) == 1);
        } else if (!atomic_load(&LOADED)) {
            atomic_store(&LOADING, 1);
            release();
            acquire();
            for (int k = 0; k < 3; k++) {
                (void)k;
            }
            atomic_store(&LOADED, 1);
            atomic_store(&LOADING, 0);
            cv_broadcast();
        } else {
            atomic_store(&LOADED, 0);
        }
        break;
    default:
        break;
    }
    assert(atomic_load(&MTX) == 1);
    release();
}
#endif

void *thr(void *arg) {
    thread_body(*(int *)arg);
    return 0;
}

int main(void) {
    pthread_t t[NUM_THREADS];
    int arg[NUM_THREADS];
    atomic_init(&MTX, 0);
    atomic_init(&COND, 0);
    for (int n = 0; n < NUM_THREADS; n++) {
        arg[n] = n;
    }
    for (int n = 0; n < NUM_THREADS; n++) {
        pthread_create(&t[n], 0, thr, &arg[n]);
    }
    return 0;
}
