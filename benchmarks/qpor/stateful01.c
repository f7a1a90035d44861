/*
 * Q12 stateful01: stateful01-false, stateful01-true (QPOR Table 3). From SV-COMP'17
 * pthread/stateful01_{false,true}-unreach-call.c. Catalog status: EXACT, from source.
 *
 * data1 = data2 = 10 (written by main). Under the mutex ma (a second mutex mb is initialised but
 * unused), T1 does data1 += 1, then data2 += 1; T2 does data1 += 5, then data2 -= 6, each
 * update in its own critical section. main creates T1, T2 and joins both; BUG = 1 (false
 * variant): error if data1 == 16 && data2 == 5 (always); BUG = 0 (true variant): error if
 * data1 != 16 && data2 != 5 (never).
 *
 * Parameter: BUG (1 false, 0 true). Threads: 2, plus main. C(4, 2) = 6 traces.
 */
#include <pthread.h>

extern void reach_error(void);

#ifndef BUG
#define BUG 1
#endif

pthread_mutex_t ma, mb;
int data1, data2;

void *thread1(void *arg) {
    pthread_mutex_lock(&ma);
    data1++;
    pthread_mutex_unlock(&ma);
    pthread_mutex_lock(&ma);
    data2++;
    pthread_mutex_unlock(&ma);
    return 0;
}

void *thread2(void *arg) {
    pthread_mutex_lock(&ma);
    data1 += 5;
    pthread_mutex_unlock(&ma);
    pthread_mutex_lock(&ma);
    data2 -= 6;
    pthread_mutex_unlock(&ma);
    return 0;
}

int main(void) {
    pthread_t t1, t2;
    pthread_mutex_init(&ma, 0);
    pthread_mutex_init(&mb, 0);
    data1 = 10;
    data2 = 10;
    pthread_create(&t1, 0, thread1, 0);
    pthread_create(&t2, 0, thread2, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
#if BUG
    if (data1 == 16 && data2 == 5) {
        reach_error();
    }
#else
    if (data1 != 16 && data2 != 5) {
        reach_error();
    }
#endif
    return 0;
}
