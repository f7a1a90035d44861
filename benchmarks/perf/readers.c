/* readers(N): one writer and N readers of one variable (the classic Nidhugg "readers"
 * benchmark, written anew). Each reader's load of x is before or after the store, independently:
 * 2^N Mazurkiewicz traces, 2^N observer classes, for every algorithm. */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 3
#endif

static atomic_int x;
static atomic_int idx[N];

static void *writer(void *arg) {
    (void) arg;
    atomic_store(&x, 42);
    return 0;
}

static void *reader(void *arg) {
    atomic_int *mine = arg;
    (void) atomic_load(mine);
    (void) atomic_load(&x);
    return 0;
}

int main(void) {
    pthread_t w, r[N];
    for (int i = 0; i < N; i++) {
        atomic_store(&idx[i], i);
    }
    pthread_create(&w, 0, writer, 0);
    for (int i = 0; i < N; i++) {
        pthread_create(&r[i], 0, reader, &idx[i]);
    }
    pthread_join(w, 0);
    for (int i = 0; i < N; i++) {
        pthread_join(r[i], 0);
    }
    return 0;
}
