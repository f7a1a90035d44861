/*
 * Q04 multiprodcon: MPC(P, W) (QPOR Table 1). From DPU's experiments/cav18/bench/multiprodcon.c
 * (PARAM1 = P producers, PARAM2 = W workers; TASKS = ITERS = 2). Catalog status: EXACT,
 * validated.
 *
 * W workers each run 2 critical sections on their own mutex: take one work request if there is
 * one (workreq[id] := workreq[id] - 1), and if they took one, count it in workdone[id] outside
 * the mutex. P producers each run 2 critical sections on prodmut appending a base-P digit to
 * the shared number prodbuff (prodbuff := prodbuff * P + id, then read it back), assert that the
 * result is at most P^(2P) (computed locally), and post one work request to worker
 * tmp mod W under that worker's mutex. main initialises and creates the workers, then the
 * producers, and ends with pthread_exit.
 *
 * Parameters: P = producers; W = workers (threads: P + W, plus main).
 * Counts: 60 / 2958 / 314064 traces at (2, 5) / (3, 5) / (4, 5).
 */
#include <assert.h>
#include <pthread.h>

#ifndef P
#define P 2
#endif
#ifndef W
#define W 2
#endif
#define TASKS 2
#define ITERS 2

pthread_mutex_t mut[W];
pthread_mutex_t prodmut;
int workreq[W], workdone[W];
long prodbuff;

void *worker(void *arg) {
    int id = (int)(long)arg;
    for (int i = 0; i < ITERS; i++) {
        int work = 0;
        pthread_mutex_lock(&mut[id]);
        if (workreq[id] > 0) {
            workreq[id] = workreq[id] - 1;
            work = 1;
        }
        pthread_mutex_unlock(&mut[id]);
        if (work) {
            workdone[id] = workdone[id] + 1;
        }
    }
    return 0;
}

static long power(long base, int e) {
    long r = 1;
    for (int i = 0; i < e; i++) {
        r *= base;
    }
    return r;
}

void *producer(void *arg) {
    int id = (int)(long)arg;
    long tmp = 0;
    for (int i = 0; i < TASKS; i++) {
        pthread_mutex_lock(&prodmut);
        prodbuff = prodbuff * P + id;
        tmp = prodbuff;
        pthread_mutex_unlock(&prodmut);
    }
    assert(tmp <= power(P, 2 * P));
    int dst = (int)(tmp % W);
    pthread_mutex_lock(&mut[dst]);
    workreq[dst] = workreq[dst] + 1;
    pthread_mutex_unlock(&mut[dst]);
    return 0;
}

int main(void) {
    pthread_t wk[W], pr[P];
    for (int i = 0; i < W; i++) {
        pthread_mutex_init(&mut[i], 0);
        workreq[i] = 0;
        workdone[i] = 0;
        pthread_create(&wk[i], 0, worker, (void *)(long)i);
    }
    pthread_mutex_init(&prodmut, 0);
    prodbuff = 0;
    for (int i = 0; i < P; i++) {
        pthread_create(&pr[i], 0, producer, (void *)(long)i);
    }
    pthread_exit(0);
}
