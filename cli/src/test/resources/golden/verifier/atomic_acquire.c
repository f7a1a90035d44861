/* The SV-COMP lock idiom: an atomic function that assumes the lock is free. A thread that finds
 * it taken is assume-blocked inside its atomic section (as if it waited forever there; the
 * section ends and the others go on), so those executions are not traces. */
#include <assert.h>
#include <pthread.h>

void __VERIFIER_assume(int);

int lock, x;

void __VERIFIER_atomic_acquire(void) {
    __VERIFIER_assume(lock == 0);
    lock = 1;
}

void __VERIFIER_atomic_release(void) {
    lock = 0;
}

void *worker(void *arg) {
    __VERIFIER_atomic_acquire();
    x = x + 1;
    __VERIFIER_atomic_release();
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
