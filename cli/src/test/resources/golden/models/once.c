/* pthread_once (jsmc's C model): the routine runs once, and a caller that finds it running waits
 * until it is done, so both threads see ready = 1. */
#include <assert.h>
#include <pthread.h>

pthread_once_t once = PTHREAD_ONCE_INIT;
int inits, ready;

void init(void) {
    inits++;
    ready = 1;
}

void *t(void *arg) {
    pthread_once(&once, init);
    assert(ready && inits == 1);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, t, NULL);
    pthread_create(&b, NULL, t, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
