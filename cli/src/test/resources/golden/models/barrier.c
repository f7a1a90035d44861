/* A barrier (jsmc's C model) of two threads: after the wait each thread sees the other's write
 * from before it; exactly one thread gets the serial return value. */
#include <assert.h>
#include <pthread.h>

pthread_barrier_t barrier;
int slot[2], serial;

void *t(void *arg) {
    int me = arg != NULL;
    slot[me] = 1;
    if (pthread_barrier_wait(&barrier) == PTHREAD_BARRIER_SERIAL_THREAD)
        serial++;
    assert(slot[1 - me] == 1);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_barrier_init(&barrier, NULL, 2);
    pthread_create(&a, NULL, t, NULL);
    pthread_create(&b, NULL, t, (void *) 1);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(serial == 1);
    pthread_barrier_destroy(&barrier);
    return 0;
}
