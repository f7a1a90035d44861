/*
 * Q13 twostage_3: twostage-3-false (QPOR Table 3). From SV-COMP'17
 * pthread/twostage_3_false-unreach-call.c. Catalog status: EXACT, from source.
 *
 * Two heap-allocated mutexes d1, d2. Each of the two funcA threads sets data1 := 1 under d1, then
 * under d2 reads data1 (a data race: d1 is not held) and sets data2 := data1 + 1. funcB reads
 * data1 under d1 and leaves if it is 0, else reads it again into t1; then reads data2 under d2
 * into t2 and reports an error if t2 != t1 + 1 (reachable). main creates funcA twice, then funcB,
 * and joins all three.
 *
 * No parameter. Threads: 3, plus main.
 */
#include <pthread.h>
#include <stdlib.h>

extern void reach_error(void);

pthread_mutex_t *data1_lock, *data2_lock;
int data1 = 0, data2 = 0;

void *funcA(void *arg) {
    pthread_mutex_lock(data1_lock);
    data1 = 1;
    pthread_mutex_unlock(data1_lock);
    pthread_mutex_lock(data2_lock);
    data2 = data1 + 1;
    pthread_mutex_unlock(data2_lock);
    return 0;
}

void *funcB(void *arg) {
    int t1 = -1, t2 = -1;
    pthread_mutex_lock(data1_lock);
    if (data1 == 0) {
        pthread_mutex_unlock(data1_lock);
        return 0;
    }
    t1 = data1;
    pthread_mutex_unlock(data1_lock);
    pthread_mutex_lock(data2_lock);
    t2 = data2;
    pthread_mutex_unlock(data2_lock);
    if (t2 != t1 + 1) {
        reach_error();
    }
    return 0;
}

int main(void) {
    pthread_t a1, a2, b;
    data1_lock = malloc(sizeof(pthread_mutex_t));
    data2_lock = malloc(sizeof(pthread_mutex_t));
    pthread_mutex_init(data1_lock, 0);
    pthread_mutex_init(data2_lock, 0);
    pthread_create(&a1, 0, funcA, 0);
    pthread_create(&a2, 0, funcA, 0);
    pthread_create(&b, 0, funcB, 0);
    pthread_join(a1, 0);
    pthread_join(a2, 0);
    pthread_join(b, 0);
    return 0;
}
