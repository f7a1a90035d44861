/*
 * Accesses of different sizes to overlapping memory: ViEqui's unvrf (benchmarks/viequi/unverif.c)
 * with each thread first writing the low half of a union's word, which main reads whole after
 * creating the threads. The searches of rf, rvf, view, vc and dc give each read one location, so
 * on this program they go on with optimal's search, filtered to one execution per class
 * (README, "Algorithms"); this file measures what that costs against optimal alone.
 *
 * Parameters: NT = number of threads; L = the inner loop bound.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef NT
#define NT 4
#endif
#ifndef L
#define L 3
#endif

atomic_uint r, s;
union {
    unsigned word;
    unsigned short half[2];
} u;

void *thr(void *arg) {
    unsigned l = 0;
    u.half[0] = 1;
    atomic_fetch_add(&r, 1);
    if (atomic_load(&r) == 1) {
        for (int k = 0; k < L; k++) {
            atomic_store(&s, atomic_load(&s) + 1);
            l = l + 1;
            assert(atomic_load(&s) == l);
        }
    }
    return 0;
}

int main(void) {
    pthread_t t[NT];
    for (int i = 0; i < NT; i++) {
        pthread_create(&t[i], 0, thr, 0);
    }
    unsigned w = u.word;
    (void)w;
    return 0;
}
