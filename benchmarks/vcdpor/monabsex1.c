/*
 * V01 monabsex1: 45_monabsex (VC-DPOR Table 1), 45_monabsex1 (RVF-SMC Table 1), mnbsx
 * (ViEqui Table II). From SV-COMP pthread-ext/45_monabsex1_vs.c.
 * Catalog status: EXACT, validated.
 *
 * Every thread writes its local l into s and reads s back (the assertion s == l, turned into a
 * plain read by VC-DPOR and RVF-SMC). The original's atomic sections each hold one access and
 * were dropped; the unbounded creation loop is bounded to N threads; main never joins.
 *
 * Parameters: N = number of threads (threads: N, plus main). VIEQUI = 0 for the VC-DPOR/RVF-SMC
 * form (l = 4, main writes s := 0 first); 1 for ViEqui's form (each thread first reads its
 * argument slot arg[i] = i, then uses l = N; the assertion is kept). Same class structure.
 * Closed forms: Mazurkiewicz (N!)^2; reads-from (N+1)^(N-1); RVF = view = 1; observers 4, 33,
 * 460, 9745, 291546 for N = 2..6.
 */
#include <assert.h>
#include <pthread.h>

#ifndef N
#define N 3
#endif
#ifndef VIEQUI
#define VIEQUI 0
#endif

int s;

void *thr(void *arg) {
#if VIEQUI
    int me = *(int *)arg;
    (void)me;
    int l = N;
#else
    int l = 4;
#endif
    s = l;
#if VIEQUI
    assert(s == l);
#else
    (void)(s == l);
#endif
    return 0;
}

int main(void) {
    pthread_t t[N];
    int arg[N];
    for (int i = 0; i < N; i++) {
        arg[i] = i;
    }
    s = 0;
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, thr, &arg[i]);
    }
    return 0;
}
