/* The test-and-set spinlock of spin_tas.c under the spin-loop reduction: a failed
 * __sync_lock_test_and_set writes 1 over 1 and changes no memory, so the thread is back at the
 * loop header in the state it was in, and blocks there. */
#include <assert.h>
#include <pthread.h>

int lock, x;

void *worker(void *arg) {
    while (__sync_lock_test_and_set(&lock, 1))
        ;
    x++;
    __sync_lock_release(&lock);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(x == 2);
    return 0;
}
