/* Store buffering with seq_cst fences. Under the sequential consistency jsmc implements the
 * fences change no outcome, but each one is a visible event. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

int x, y;

void *t1(void *arg) {
    x = 1;
    atomic_thread_fence(memory_order_seq_cst);
    return (void *)(long)y;
}

void *t2(void *arg) {
    y = 1;
    atomic_thread_fence(memory_order_seq_cst);
    return (void *)(long)x;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, t1, NULL);
    pthread_create(&b, NULL, t2, NULL);
    void *ra, *rb;
    pthread_join(a, &ra);
    pthread_join(b, &rb);
    assert(!((long)ra == 0 && (long)rb == 0));
    return 0;
}
