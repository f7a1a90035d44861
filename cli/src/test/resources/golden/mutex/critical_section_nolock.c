/* The same critical section without the mutex: the other thread can overwrite owner between the
 * store and the check. */
#include <assert.h>
#include <pthread.h>

int owner;

void *enter(void *arg) {
    int me = (int)(long)arg;
    owner = me;
    assert(owner == me);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, enter, (void *)1L);
    pthread_create(&b, NULL, enter, (void *)2L);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
