/*
 * R02 chase-lev-dq: chase-lev-dq (3 thr) (RVF-SMC Table 2). The Chase-Lev work-stealing deque.
 * The authors' harness is unpublished. Catalog status: APPROX (the nearest public harness is
 * GenMC's tests/correct/data-structures/chase-lev: an owner that pushes 5, takes 3 and pushes 2,
 * two stealers that steal once, a buffer of 10; here the owner's counts are scaled by U).
 *
 * Shared: atomic top, bottom (0) and a buffer of SLOTS atomic slots, large enough for every push
 * (no resizing). The owner works at the bottom:
 *   push(x): b := R(bottom); W(buf[b], x); W(bottom, b + 1).
 *   take: b := R(bottom) - 1; W(bottom, b); (fence) t := R(top); if t <= b: x := R(buf[b]);
 *     if t == b (one element left): unless CAS(top, t -> t + 1) succeeds x := empty;
 *     W(bottom, b + 1); else (t > b): x := empty; W(bottom, b + 1).
 * Thieves steal at the top: t := R(top); (fence) b := R(bottom); if t < b: x := R(buf[t]); unless
 * CAS(top, t -> t + 1) succeeds the steal is aborted; else empty.
 * The owner pushes U values, takes max(U - 2, 1) times, then pushes min(U - 1, 2) more values
 * (at U = 5 GenMC's 5, 3, 2); each of the T stealers steals once. The values taken or stolen are
 * not checked: main creates the owner, then the stealers, and never joins. (The algorithm's
 * fences are left out: they are no-ops under SC.)
 *
 * Parameters: U = the owner's loop bound (RVF-SMC: 4, 5); T = number of stealers (2 in the paper;
 * 1 gives runs small enough for exhaustive checks). Threads: T + 1, plus main.
 */
#include <pthread.h>
#include <stdatomic.h>

#ifndef U
#define U 2
#endif
#ifndef T
#define T 2
#endif
#define TAKES (U > 2 ? U - 2 : 1)
#define REFILLS (U > 2 ? 2 : U - 1)
#define SLOTS (U + REFILLS)
#define EMPTY (-1)
#define ABORT (-2)

atomic_int top, bottom;
atomic_int buf[SLOTS];

static void push(int x) {
    int b = atomic_load(&bottom);
    atomic_store(&buf[b], x);
    atomic_store(&bottom, b + 1);
}

static int take(void) {
    int b = atomic_load(&bottom) - 1;
    atomic_store(&bottom, b);
    int t = atomic_load(&top);
    int x;
    if (t <= b) {
        x = atomic_load(&buf[b]);
        if (t == b) {
            if (!atomic_compare_exchange_strong(&top, &t, t + 1)) {
                x = EMPTY;
            }
            atomic_store(&bottom, b + 1);
        }
    } else {
        x = EMPTY;
        atomic_store(&bottom, b + 1);
    }
    return x;
}

static int steal(void) {
    int t = atomic_load(&top);
    int b = atomic_load(&bottom);
    if (t < b) {
        int x = atomic_load(&buf[t]);
        if (!atomic_compare_exchange_strong(&top, &t, t + 1)) {
            return ABORT;
        }
        return x;
    }
    return EMPTY;
}

void *owner(void *arg) {
    int v = 1;
    for (int i = 0; i < U; i++) {
        push(v++);
    }
    for (int i = 0; i < TAKES; i++) {
        (void)take();
    }
    for (int i = 0; i < REFILLS; i++) {
        push(v++);
    }
    return 0;
}

void *thief(void *arg) {
    (void)steal();
    return 0;
}

int main(void) {
    pthread_t o, s[T];
    pthread_create(&o, 0, owner, 0);
    for (int i = 0; i < T; i++) {
        pthread_create(&s[i], 0, thief, 0);
    }
    return 0;
}
