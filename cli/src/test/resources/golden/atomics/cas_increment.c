/* A lock-free increment: load, then retry compare-exchange until it succeeds. A CAS fails only
 * when the other thread's increment landed in between, so every retry loop terminates. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int c;

void *inc(void *arg) {
    int old = atomic_load(&c);
    while (!atomic_compare_exchange_strong(&c, &old, old + 1))
        ;   /* old now holds the current value */
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, inc, NULL);
    pthread_create(&b, NULL, inc, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(atomic_load(&c) == 2);
    return 0;
}
