/*
 * N01 lastzero (classic Nidhugg family, from the JACM'17 Source-DPOR paper).
 * Catalog status: EXACT, validated.
 *
 * A reader scans array[N], array[N-1], ... down to the first zero; writer j (1..N) copies
 * array[j-1] + 1 into array[j]. array[0] is never written, so the scan stops there at the latest.
 *
 * Parameter: N = number of writer threads (threads: N + 1, plus main).
 * Events: reader R(array[i]) per scanned slot; writer j R(array[j-1]), W(array[j]). main creates
 * the reader, then the writers, and never joins.
 * Closed form: Mazurkiewicz = observers = reads-from = (N+3) * 2^(N-2).
 * Deviation: the writer's index is passed by value, not through an argument slot (no extra read).
 */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 4
#endif

atomic_int array[N + 1];

void *reader(void *arg) {
    int i;
    for (i = N; atomic_load(&array[i]) != 0; i--) {
    }
    return 0;
}

void *writer(void *arg) {
    int j = (int)(long)arg;
    atomic_store(&array[j], atomic_load(&array[j - 1]) + 1);
    return 0;
}

int main(void) {
    pthread_t t[N + 1];
    pthread_create(&t[0], 0, reader, 0);
    for (int j = 1; j <= N; j++) {
        pthread_create(&t[j], 0, writer, (void *)(long)j);
    }
    return 0;
}
