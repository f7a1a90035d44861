/*
 * V02 monabsex2: 46_monabsex (VC-DPOR Table 1). From SV-COMP pthread-ext/46_monabsex2_vs.c.
 * Catalog status: EXACT, validated.
 *
 * Each thread checks !l || s (l is 0, so s is not read), sets s := s || 1 (one read of s, a
 * write of 1) and sets its own l := 1. The atomic sections were dropped, the assertion became
 * plain reads and the creation loop is bounded to N threads; main never joins. The original's
 * l is a __thread variable; here it is an automatic local (the same events: thread-local).
 *
 * Parameter: N = number of threads (threads: N, plus main).
 * Closed forms: Mazurkiewicz (N!)^2; reads-from (N+1)^(N-1). Source 14400, observers 5566 at
 * N = 5.
 */
#include <pthread.h>

#ifndef N
#define N 3
#endif

int s = 0;

void *thr(void *arg) {
    int l = 0;
    (void)(!l || s);
    s = s || 1;
    l = 1;
    (void)l;
    return 0;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, thr, 0);
    }
    return 0;
}
