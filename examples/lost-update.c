/* Two threads increment a counter without a lock: one increment can be lost,
 * and jsmc shows the interleaving that loses it. */
#include <assert.h>
#include <pthread.h>

int counter;

void *increment(void *arg) {
    int seen = counter;
    counter = seen + 1;
    return 0;
}

int main(void) {
    pthread_t p, q;
    pthread_create(&p, 0, increment, 0);
    pthread_create(&q, 0, increment, 0);
    pthread_join(p, 0);
    pthread_join(q, 0);
    assert(counter == 2);
    return 0;
}
