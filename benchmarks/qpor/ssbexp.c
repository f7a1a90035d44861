/*
 * Q01 Fig. 1 family: Source-DPOR's exponential sleep-set blocking (QPOR Fig. 1), in the lock-only
 * encoding of DPU's experiments/cav18/bench/ssbexp.c. Catalog status: EXACT, validated.
 *
 * N writers each lock and unlock their own mutex ma[j] (the write to x_j inside is omitted, as
 * in DPU's file); a counter thread sets cnt := 1, 2, ..., N-1, each under the mutex mi; main
 * (the master) reads cnt under mi into idx and then locks and unlocks ma[idx], racing with exactly
 * one writer, which one depending on the first race. main initialises mi, then for each j
 * initialises ma[j] and creates writer j; then creates the counter; plays the master; joins all.
 *
 * Parameter: N = number of writers (threads: N + 1, plus main).
 * Closed form: Mazurkiewicz = 2N. Source-DPOR's sleep-set-blocked executions grow like 2^N (the
 * paper quotes 56 at N = 5 for Nidhugg 0.2; current Nidhugg 4 / 55 / 144 at N = 3 / 5 / 6;
 * the research notes' model (N-1)(2^(N-1) - 2)); QPOR with k >= 2 and Optimal-DPOR have none.
 */
#include <pthread.h>

#ifndef N
#define N 3
#endif

pthread_mutex_t ma[N];
pthread_mutex_t mi;
int cnt = 0;

void *writer(void *arg) {
    int j = (int)(long)arg;
    pthread_mutex_lock(&ma[j]);
    pthread_mutex_unlock(&ma[j]);
    return 0;
}

void *count(void *arg) {
    for (int v = 1; v < N; v++) {
        pthread_mutex_lock(&mi);
        cnt = v;
        pthread_mutex_unlock(&mi);
    }
    return 0;
}

int main(void) {
    pthread_t w[N], c;
    pthread_mutex_init(&mi, 0);
    for (int j = 0; j < N; j++) {
        pthread_mutex_init(&ma[j], 0);
        pthread_create(&w[j], 0, writer, (void *)(long)j);
    }
    pthread_create(&c, 0, count, 0);
    pthread_mutex_lock(&mi);
    int idx = cnt;
    pthread_mutex_unlock(&mi);
    pthread_mutex_lock(&ma[idx]);
    pthread_mutex_unlock(&ma[idx]);
    for (int j = 0; j < N; j++) {
        pthread_join(w[j], 0);
    }
    pthread_join(c, 0);
    return 0;
}
