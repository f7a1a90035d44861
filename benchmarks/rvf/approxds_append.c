/*
 * R01 approxds_append: approxds_append (RVF-SMC Table 2). Approximate list insertion (Rinard,
 * HotPar'13), as in Nidhugg's benchmarks/other/approxds_append.c. Catalog status: EXACT,
 * validated.
 *
 * A list of M = N - 2 slots elem[0..M-1] and a count next, all atomic and 0. Thread i appends i
 * without synchronisation: R(next) -> k; if k >= M it gives up; W(elem[k], i); W(next, k + 1).
 * Appends race, so values can be lost or overwritten (that is the approximation). main creates
 * A0 .. A(N-1) with argument i, joins them all, then pops until the list is empty; a pop reads
 * next into k and, unless k is 0, reads elem[k - 1], re-reads next (the loop condition, always k
 * in the single-threaded phase) and writes next := k - 1.
 *
 * Parameter: N = number of threads (threads: N, plus main; RVF-SMC's U = N: 6, 7).
 * Counts: reads-from 9945 / 198936 at N = 5 / 6 (the original).
 */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 4
#endif
#define M (N - 2)
#define EMPTY (-1)

atomic_int elem[M > 0 ? M : 1];
atomic_int next;

static void append(int v) {
    int k = atomic_load(&next);
    if (k >= M) {
        return;
    }
    atomic_store(&elem[k], v);
    atomic_store(&next, k + 1);
}

static int pop(void) {
    int k = atomic_load(&next);
    int v;
    do {
        if (k == 0) {
            return EMPTY;
        }
        v = atomic_load(&elem[k - 1]);
    } while (atomic_load(&next) != k);
    atomic_store(&next, k - 1);
    return v;
}

void *appender(void *arg) {
    append((int)(long)arg);
    return 0;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < M; i++) {
        atomic_init(&elem[i], 0);
    }
    atomic_init(&next, 0);
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, appender, (void *)(long)i);
    }
    for (int i = 0; i < N; i++) {
        pthread_join(t[i], 0);
    }
    while (pop() != EMPTY) {
    }
    return 0;
}
