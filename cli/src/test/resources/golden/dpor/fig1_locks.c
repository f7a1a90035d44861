/* The QPOR paper's Fig. 1 family, lock version (seed-002-qpor.md §3.4, the shape of DPU's
 * ssbexp benchmark), written anew: mutex mx[j] protects x[j], mc protects the counter c. The
 * master's critical section on mc sits before, between or after the counter's N-1 sections (N
 * ways) and its section on mx[i] before or after writer i's: 2N Mazurkiewicz traces. */
#include <pthread.h>

#ifndef N
#define N 3
#endif

static pthread_mutex_t mc;
static pthread_mutex_t mx[N];
static int c;
static int x[N];

static void *writer(void *arg) {
    long j = (long) arg;
    pthread_mutex_lock(&mx[j]);
    x[j] = 7 + (int) j;
    pthread_mutex_unlock(&mx[j]);
    return 0;
}

static void *count(void *arg) {
    (void) arg;
    for (int k = 1; k < N; k++) {
        pthread_mutex_lock(&mc);
        c = c + 1;
        pthread_mutex_unlock(&mc);
    }
    return 0;
}

int main(void) {
    pthread_t w[N], t;
    pthread_mutex_init(&mc, 0);
    for (long j = 0; j < N; j++) {
        pthread_mutex_init(&mx[j], 0);
        pthread_create(&w[j], 0, writer, (void *) j);
    }
    pthread_create(&t, 0, count, 0);
    pthread_mutex_lock(&mc);
    int i = c;
    pthread_mutex_unlock(&mc);
    pthread_mutex_lock(&mx[i]);
    x[i] = 0;
    pthread_mutex_unlock(&mx[i]);
    for (int j = 0; j < N; j++) {
        pthread_join(w[j], 0);
    }
    pthread_join(t, 0);
    return 0;
}
