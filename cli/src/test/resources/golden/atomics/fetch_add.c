/* Atomic increments (atomicrmw add) never lose an update: one thread uses atomic_fetch_add, the
 * other ++ on an _Atomic int. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

_Atomic int counter;

void *t1(void *arg) {
    atomic_fetch_add(&counter, 1);
    return NULL;
}

void *t2(void *arg) {
    counter++;
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, t1, NULL);
    pthread_create(&b, NULL, t2, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(atomic_load(&counter) == 2);
    return 0;
}
