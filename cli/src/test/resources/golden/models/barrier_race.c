/* A barrier orders only what comes before it: after the wait a thread asserts that the other has
 * not written yet, which fails in the runs where the other thread got there first. */
#include <assert.h>
#include <pthread.h>

pthread_barrier_t barrier;
int slot[2], serial;

void *t(void *arg) {
    int me = arg != NULL;
    if (pthread_barrier_wait(&barrier) == PTHREAD_BARRIER_SERIAL_THREAD)
        serial++;
    slot[me] = 1;
    assert(slot[1 - me] == 0);
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
