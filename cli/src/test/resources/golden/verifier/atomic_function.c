/* A function whose name starts with __VERIFIER_atomic_ runs atomically: an atomic-section begin
 * at its entry and an end at its return. Here it is a compare-and-swap returning a value. */
#include <assert.h>
#include <pthread.h>

int owner, winners;

int __VERIFIER_atomic_cas(int *p, int expected, int desired) {
    if (*p != expected)
        return 0;
    *p = desired;
    return 1;
}

void *candidate(void *arg) {
    if (__VERIFIER_atomic_cas(&owner, 0, (int)(long)arg))
        return (void *)1L;
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
