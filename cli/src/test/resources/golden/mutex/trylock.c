/* pthread_mutex_trylock: whoever finds the mutex held skips its increment. At least one of the
 * two increments happens. */
#include <assert.h>
#include <pthread.h>

int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *try_inc(void *arg) {
    if (pthread_mutex_trylock(&m) == 0) {
        x++;
        pthread_mutex_unlock(&m);
    }
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, try_inc, NULL);
    try_inc(NULL);
    pthread_join(t, NULL);
    int v = x;
    assert(v == 1 || v == 2);
    return 0;
}
