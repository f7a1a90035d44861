/*
 * Q03 mpat: MPAT(K) (QPOR Table 1). From DPU's experiments/cav18/bench/mpat.c (PARAM1 = K).
 * Catalog status: EXACT, validated.
 *
 * K threads wa_i lock and unlock ma[i]; K threads ra_i lock mi, then lock and unlock ma[i], then
 * unlock mi. main creates wa_i and ra_i alternately and ends with pthread_exit.
 *
 * Parameter: K (threads: 2K, plus main).
 * Closed form: Mazurkiewicz = K! * 2^K (the order of the mi sections times, for each i, the
 * order of wa_i's section against ra_i's inner section).
 */
#include <pthread.h>

#ifndef K
#define K 3
#endif

pthread_mutex_t ma[K];
pthread_mutex_t mi;

void *wa(void *arg) {
    int i = (int)(long)arg;
    pthread_mutex_lock(&ma[i]);
    pthread_mutex_unlock(&ma[i]);
    return 0;
}

void *ra(void *arg) {
    int i = (int)(long)arg;
    pthread_mutex_lock(&mi);
    pthread_mutex_lock(&ma[i]);
    pthread_mutex_unlock(&ma[i]);
    pthread_mutex_unlock(&mi);
    return 0;
}

int main(void) {
    pthread_t w[K], r[K];
    pthread_mutex_init(&mi, 0);
    for (int i = 0; i < K; i++) {
        pthread_mutex_init(&ma[i], 0);
        pthread_create(&w[i], 0, wa, (void *)(long)i);
        pthread_create(&r[i], 0, ra, (void *)(long)i);
    }
    pthread_exit(0);
}
