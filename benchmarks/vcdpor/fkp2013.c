/*
 * V08 fkp2013 increment race: fkp2013_true (VC-DPOR Table 1). From SV-COMP
 * pthread-lit/fkp2013-2.c (assertion x <= N). Catalog status: EXACT, validated.
 *
 * A reader reads x once (the assertion as a plain read); N incrementers each do x := x + 1 as a
 * read and a write. main writes x := 0, creates the reader, then the incrementers; no joins.
 *
 * Parameter: N = number of incrementer threads (threads: N + 1, plus main).
 * Closed forms: Mazurkiewicz N! * (N+1)!; reads-from (N+1)^N. Source 86400, observers 48591,
 * reads-from 7776 at N = 5.
 */
#include <pthread.h>

#ifndef N
#define N 3
#endif

int x;

void *reader(void *arg) {
    (void)(x <= N);
    return 0;
}

void *incrementer(void *arg) {
    int t = x;
    x = t + 1;
    return 0;
}

int main(void) {
    pthread_t r, t[N];
    x = 0;
    pthread_create(&r, 0, reader, 0);
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, incrementer, 0);
    }
    return 0;
}
