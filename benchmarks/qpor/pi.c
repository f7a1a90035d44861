/*
 * Q05 pi: PI(T) (QPOR Table 1). From DPU's experiments/cav18/bench/pi/pth_pi_mutex.c, a textbook
 * Pthreads estimator of pi (PARAM1 = T threads, PARAM2 = 5000 series terms).
 * Catalog status: EXACT, from source (closed form).
 *
 * main sets thread_count and n, initialises the mutex, sets sum := 0.0 and creates T threads
 * (rank as argument); each reads n and thread_count, sums its n/T terms of the series
 * 4 (1 - 1/3 + 1/5 - ...) locally, and adds its partial sum to sum under the mutex. main joins
 * all, multiplies sum by 4, prints it, computes the series once more sequentially (locally) and
 * prints that. The original's time stamps (gettimeofday) are dropped: they are output only.
 *
 * Parameters: T = threads (threads: T, plus main); TERMS = series terms (default 5000; the local
 * loops cost an interpreter time in every execution, as they cost Nidhugg).
 * Closed form: Mazurkiewicz = T! (the order of the critical sections).
 */
#include <pthread.h>
#include <stdio.h>

#ifndef T
#define T 3
#endif
#ifndef TERMS
#define TERMS 5000
#endif

long thread_count;
long long n;
double sum;
pthread_mutex_t mutex;

void *thread_sum(void *rank) {
    long my_rank = (long)rank;
    long long my_n = n / thread_count;
    long long first = my_n * my_rank;
    long long last = first + my_n;
    double factor = first % 2 == 0 ? 1.0 : -1.0;
    double my_sum = 0.0;
    for (long long i = first; i < last; i++, factor = -factor) {
        my_sum += factor / (2 * i + 1);
    }
    pthread_mutex_lock(&mutex);
    sum += my_sum;
    pthread_mutex_unlock(&mutex);
    return 0;
}

static double serial_pi(long long terms) {
    double s = 0.0, factor = 1.0;
    for (long long i = 0; i < terms; i++, factor = -factor) {
        s += factor / (2 * i + 1);
    }
    return 4.0 * s;
}

int main(void) {
    pthread_t handles[T];
    thread_count = T;
    n = TERMS;
    pthread_mutex_init(&mutex, 0);
    sum = 0.0;
    for (long t = 0; t < T; t++) {
        pthread_create(&handles[t], 0, thread_sum, (void *)t);
    }
    for (long t = 0; t < T; t++) {
        pthread_join(handles[t], 0);
    }
    sum = 4.0 * sum;
    printf("With n = %lld terms, our estimate of pi = %.15f\n", n, sum);
    printf("                   single-thread estimate = %.15f\n", serial_pi(n));
    pthread_mutex_destroy(&mutex);
    return 0;
}
