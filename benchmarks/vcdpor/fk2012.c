/*
 * V07 fk2012 producer/consumer: fk2012_true (VC-DPOR Table 1). From SV-COMP
 * pthread-lit/fk2012.c. Catalog status: APPROX.
 *
 * The producer takes L2 then L1; if counter > 0 it increments counter and releases both;
 * otherwise it releases L1, resets counter and increments it N times (the nondeterministic batch
 * size fixed to N) still holding L2, then batch := counter and releases L2. A consumer retries
 * { lock L1; if counter > 0 break; unlock L1 } at most N times (assume-blocked if all fail), then
 * decrements counter, reads it (the assertion counter >= 0) and releases L1. The lock words are
 * pthread mutexes; increments and decrements are a read and a write. main creates one producer,
 * then two consumers (the original creates either kind forever by a nondeterministic choice).
 *
 * Parameter: N (batch size and retry bound; the paper uses 3, 4, 5). Threads: 3, plus main.
 * This reconstruction gives Source 43302 at N = 3 (the paper: 42144): some detail differs.
 */
#include <pthread.h>

extern void __VERIFIER_assume(int);

#ifndef N
#define N 3
#endif

int counter;
pthread_mutex_t l1 = PTHREAD_MUTEX_INITIALIZER, l2 = PTHREAD_MUTEX_INITIALIZER;

void *producer(void *arg) {
    int batch = N;
    pthread_mutex_lock(&l2);
    pthread_mutex_lock(&l1);
    if (counter > 0) {
        counter = counter + 1;
        pthread_mutex_unlock(&l1);
        pthread_mutex_unlock(&l2);
    } else {
        pthread_mutex_unlock(&l1);
        counter = 0;
        while (batch > 0) {
            counter = counter + 1;
            batch--;
        }
        batch = counter;
        pthread_mutex_unlock(&l2);
    }
    return 0;
}

void *consumer(void *arg) {
    int k;
    for (k = 0; k < N; k++) {
        pthread_mutex_lock(&l1);
        if (counter > 0) {
            break;
        }
        pthread_mutex_unlock(&l1);
    }
    __VERIFIER_assume(k < N);
    counter = counter - 1;
    (void)(counter >= 0);
    pthread_mutex_unlock(&l1);
    return 0;
}

int main(void) {
    pthread_t p, c1, c2;
    pthread_create(&p, 0, producer, 0);
    pthread_create(&c1, 0, consumer, 0);
    pthread_create(&c2, 0, consumer, 0);
    return 0;
}
