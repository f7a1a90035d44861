/* N threads each store 1 to x and then load x (RVF-SMC's T3, "monabsex"): the stores are
 * totally ordered (N! ways) and each load sits between stores, giving (N!)^2 Mazurkiewicz
 * traces. */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 2
#endif

static atomic_int x;

static void *t(void *arg) {
    (void) arg;
    atomic_store(&x, 1);
    (void) atomic_load(&x);
    return 0;
}

int main(void) {
    pthread_t th[N];
    for (int i = 0; i < N; i++) {
        pthread_create(&th[i], 0, t, 0);
    }
    for (int i = 0; i < N; i++) {
        pthread_join(th[i], 0);
    }
    return 0;
}
