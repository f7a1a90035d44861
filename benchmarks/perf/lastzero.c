/* lastzero(N) (Abdulla et al. JACM'17, written anew): a reader scans array[N], array[N-1], ...
 * down to the first 0; writer j sets array[j] = array[j-1] + 1. No joins.
 * Mazurkiewicz traces = observer classes = (N+3) * 2^(N-2) (N >= 2): 5, 12, 28, 64, 144, ... */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 3
#endif

static atomic_int array[N + 1];

static void *reader(void *arg) {
    (void) arg;
    int i = N;
    while (atomic_load(&array[i]) != 0) {
        i--;
    }
    return 0;
}

static void *writer(void *arg) {
    int j = (int) (long) arg;
    atomic_store(&array[j], atomic_load(&array[j - 1]) + 1);
    return 0;
}

int main(void) {
    pthread_t t[N + 1];
    pthread_create(&t[0], 0, reader, 0);
    for (long j = 1; j <= N; j++) {
        pthread_create(&t[j], 0, writer, (void *) j);
    }
    return 0;
}
