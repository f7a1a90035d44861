/* pthread_once: a thread that skips it asserts that the routine has not run yet, which fails in
 * the runs where it reads ready after the routine ran. */
#include <assert.h>
#include <pthread.h>

pthread_once_t once = PTHREAD_ONCE_INIT;
int inits, ready;

void init(void) {
    inits++;
    ready = 1;
}

void *t(void *arg) {
    if (arg) {
        assert(!ready);
        return NULL;
    }
    pthread_once(&once, init);
    assert(ready && inits == 1);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, t, NULL);
    pthread_create(&b, NULL, t, (void *) 1);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
