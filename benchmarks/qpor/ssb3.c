/*
 * Q14 ssb3: the Fig. 1 pattern behind a choice of phase (DPU's experiments/cav18/bench/ssb3.c,
 * research note seed-002 §3.5). Catalog status: EXACT, validated.
 *
 * NUM writers each lock their own mutex w[j] and write their slot. A "setter" thread sets the flag
 * z := 1 under mz, then the counter c := 1, 2, ..., NUM-1, each under mc. A "reader" thread reads z
 * under mz: if it saw the flag, it plays the Fig. 1 master (reads c under mc, then locks w[c] and
 * writes slot c, racing with exactly one writer); otherwise it starts the second phase, where it
 * and one more thread each do LEN critical sections on mx. main creates the writers, the setter
 * and the reader, in that order, and joins them.
 *
 * Parameters: NUM writers, LEN critical sections per thread of the second phase.
 * Closed form: Mazurkiewicz = 2 NUM + C(2 LEN, LEN) for NUM >= 1 (the reader saw the flag: 2 NUM
 * classes as in Fig. 1; it did not: the interleavings of the two chains of critical sections);
 * 2 C(2 LEN, LEN) for NUM = 0 (the second phase always, the flag set before or after). DPU with k = 2
 * reports these counts with no sleep-set-blocked run, and 145 events at NUM = LEN = 2 (note §3.5).
 */
#include <pthread.h>

#ifndef NUM
#define NUM 3
#endif
#ifndef LEN
#define LEN 2
#endif

pthread_mutex_t w[NUM];
int slot[NUM];
pthread_mutex_t mz, mc, mx;
int z = 0, c = 0, x = 0;

static void *writer(void *arg) {
    int j = (int)(long)arg;
    pthread_mutex_lock(&w[j]);
    slot[j] = 1;
    pthread_mutex_unlock(&w[j]);
    return 0;
}

static void *second(void *arg) {
    for (int i = 0; i < LEN; i++) {
        pthread_mutex_lock(&mx);
        x = 2;
        pthread_mutex_unlock(&mx);
    }
    return 0;
}

/* The second phase, run by the reader: it and a new thread each do LEN sections on mx. */
static void second_phase(void) {
    pthread_t other;
    pthread_mutex_init(&mx, 0);
    pthread_create(&other, 0, second, 0);
    for (int i = 0; i < LEN; i++) {
        pthread_mutex_lock(&mx);
        x = 1;
        pthread_mutex_unlock(&mx);
    }
    pthread_join(other, 0);
}

static void *reader(void *arg) {
    pthread_mutex_lock(&mz);
    int flag = z;
    pthread_mutex_unlock(&mz);
    if (flag == 1 && NUM > 0) {
        pthread_mutex_lock(&mc);
        int idx = c;
        pthread_mutex_unlock(&mc);
        pthread_mutex_lock(&w[idx]);
        slot[idx] = 2;
        pthread_mutex_unlock(&w[idx]);
    } else {
        second_phase();
    }
    return 0;
}

static void *setter(void *arg) {
    pthread_mutex_lock(&mz);
    z = 1;
    pthread_mutex_unlock(&mz);
    for (int i = 1; i < NUM; i++) {
        pthread_mutex_lock(&mc);
        c = i;
        pthread_mutex_unlock(&mc);
    }
    return 0;
}

int main(void) {
    pthread_t writers[NUM], s, r;
    pthread_mutex_init(&mz, 0);
    pthread_mutex_init(&mc, 0);
    for (int j = 0; j < NUM; j++) {
        pthread_mutex_init(&w[j], 0);
        pthread_create(&writers[j], 0, writer, (void *)(long)j);
    }
    pthread_create(&s, 0, setter, 0);
    pthread_create(&r, 0, reader, 0);
    for (int j = 0; j < NUM; j++) {
        pthread_join(writers[j], 0);
    }
    pthread_join(r, 0);
    pthread_join(s, 0);
    return 0;
}
