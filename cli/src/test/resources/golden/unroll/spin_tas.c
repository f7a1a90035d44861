/* A test-and-set spinlock protecting an increment, bounded with --unroll 2: a thread that finds
 * the lock taken twice in a row is assume-blocked at its third arrival at the loop header. */
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
