/*
 * Q10 lazy01: lazy01-false (QPOR Table 3). From SV-COMP'17 pthread/lazy01_false-unreach-call.c.
 * Catalog status: EXACT, from source.
 *
 * Under one mutex, T1 adds 1 to data, T2 adds 2, T3 reports an error if data >= 3 (reachable
 * when T3 runs last). main initialises the mutex, creates T1, T2, T3 and joins all.
 *
 * No parameter. Threads: 3, plus main. 3! = 6 lock orders; 10 Mazurkiewicz traces, because an
 * execution ends at the error, which comes before, between or after main's joins of T1 and T2.
 */
#include <pthread.h>

extern void reach_error(void);

int data = 0;
pthread_mutex_t m;

void *thread1(void *arg) {
    pthread_mutex_lock(&m);
    data++;
    pthread_mutex_unlock(&m);
    return 0;
}

void *thread2(void *arg) {
    pthread_mutex_lock(&m);
    data += 2;
    pthread_mutex_unlock(&m);
    return 0;
}

void *thread3(void *arg) {
    pthread_mutex_lock(&m);
    if (data >= 3) {
        reach_error();
    }
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void) {
    pthread_t t1, t2, t3;
    pthread_mutex_init(&m, 0);
    pthread_create(&t1, 0, thread1, 0);
    pthread_create(&t2, 0, thread2, 0);
    pthread_create(&t3, 0, thread3, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    pthread_join(t3, 0);
    return 0;
}
