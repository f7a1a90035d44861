/*
 * E02 unverif: unvrf(NT, L) (ViEqui Table II), 13_unverif (RVF-SMC Table 2). From SV-COMP
 * pthread-ext/13_unverif.c, as in ViEqui's unverif_conf_<NT>-<L>.c.
 * Catalog status: EXACT, validated.
 *
 * Each thread atomically increments r (a fetch-add; RMWs on one location never commute), then
 * reads r afresh; the thread that read 1 runs L iterations of s := s + 1 (a read and a write),
 * l := l + 1 (thread-local), assert s == l (a read). main creates NT threads and never joins.
 *
 * Parameters: NT = number of threads (threads: NT, plus main); L = the inner loop bound.
 * Closed form: (NT!)^2 for every algorithm and every L >= 1 (classes coincide with views).
 * With RMW commutation (current Nidhugg's default, not jsmc's model) Optimal-DPOR gives 3451 at
 * (5, 5): jsmc follows the papers, where RMWs are dependent.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef NT
#define NT 3
#endif
#ifndef L
#define L 2
#endif

atomic_uint r, s;

void *thr(void *arg) {
    unsigned l = 0;
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
    return 0;
}
