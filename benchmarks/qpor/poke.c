/*
 * Q06 poke: POL(N, K) (QPOR Table 1; "POKE" in the text). From DPU's
 * experiments/cav18/bench/poke.c (PARAM1 = N workers, PARAM2 = K rounds; the table uses K = 3).
 * Catalog status: EXACT, validated.
 *
 * N workers each set a[x] := 1 under their own mutex ma[x]. K rounds of: main starts a choice
 * thread (writing i := 1 .. N-1, each under mi; i is never reset) and an ra thread (reading i
 * under mi into idx, then under ma[idx] consuming a[idx] if it is 1: d := d + 1; a[idx] := 0)
 * and joins both. Then main asserts d <= K, joins the workers, counts the flags still set and
 * asserts that they and d add up to N.
 *
 * Parameters: N = workers; K = rounds (threads: N + 2K, plus main).
 * Counts: 2440 / 3700 / 5332 / 7384 / 9904 / 12940 traces at N = 7..12, K = 3; Nidhugg's
 * Source-DPOR: 90072 sleep-set-blocked executions at (7, 3).
 */
#include <assert.h>
#include <pthread.h>

#ifndef N
#define N 3
#endif
#ifndef K
#define K 2
#endif

pthread_mutex_t ma[N];
pthread_mutex_t mi;
int a[N];
int i = 0;
int d = 0;

void *wa(void *arg) {
    int x = (int)(long)arg;
    pthread_mutex_lock(&ma[x]);
    a[x] = 1;
    pthread_mutex_unlock(&ma[x]);
    return 0;
}

void *choice(void *arg) {
    for (int v = 1; v < N; v++) {
        pthread_mutex_lock(&mi);
        i = v;
        pthread_mutex_unlock(&mi);
    }
    return 0;
}

void *ra(void *arg) {
    pthread_mutex_lock(&mi);
    int idx = i;
    pthread_mutex_unlock(&mi);
    pthread_mutex_lock(&ma[idx]);
    if (a[idx] == 1) {
        d = d + 1;
        a[idx] = 0;
    }
    pthread_mutex_unlock(&ma[idx]);
    return 0;
}

int main(void) {
    pthread_t w[N], c, r;
    pthread_mutex_init(&mi, 0);
    for (int x = 0; x < N; x++) {
        a[x] = 0;
        pthread_mutex_init(&ma[x], 0);
        pthread_create(&w[x], 0, wa, (void *)(long)x);
    }
    for (int k = 0; k < K; k++) {
        pthread_create(&c, 0, choice, 0);
        pthread_create(&r, 0, ra, 0);
        pthread_join(c, 0);
        pthread_join(r, 0);
    }
    assert(d <= K);
    for (int x = 0; x < N; x++) {
        pthread_join(w[x], 0);
    }
    int set = 0;
    for (int x = 0; x < N; x++) {
        set += a[x];
    }
    assert(set + d == N);
    return 0;
}
