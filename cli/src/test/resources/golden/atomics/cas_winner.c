/* atomic_compare_exchange_strong elects exactly one winner; a failed CAS is only a read. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

atomic_int owner;

void *candidate(void *arg) {
    int expected = 0;
    if (atomic_compare_exchange_strong(&owner, &expected, (int)(long)arg))
        return (void *)1L;
    assert(expected != 0);      /* the failed CAS returned the winner's id */
    return (void *)0L;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, candidate, (void *)1L);
    pthread_create(&b, NULL, candidate, (void *)2L);
    void *wa, *wb;
    pthread_join(a, &wa);
    pthread_join(b, &wb);
    assert((long)wa + (long)wb == 1);
    return 0;
}
