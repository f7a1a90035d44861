/* One-shot test-and-set: __sync_lock_test_and_set and __atomic_exchange_n; exactly one of the two
 * threads sees the flag clear. */
#include <assert.h>
#include <pthread.h>

int flag, winners;

void *gcc_sync(void *arg) {
    if (__sync_lock_test_and_set(&flag, 1) == 0)
        __atomic_fetch_add(&winners, 1, __ATOMIC_SEQ_CST);
    return NULL;
}

void *gcc_atomic(void *arg) {
    if (__atomic_exchange_n(&flag, 1, __ATOMIC_ACQ_REL) == 0)
        __atomic_fetch_add(&winners, 1, __ATOMIC_SEQ_CST);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, gcc_sync, NULL);
    pthread_create(&b, NULL, gcc_atomic, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(__atomic_load_n(&winners, __ATOMIC_SEQ_CST) == 1);
    return 0;
}
