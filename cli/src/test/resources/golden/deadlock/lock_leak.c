/* The worker finishes while holding the mutex; if it gets the mutex first, main's lock blocks
 * forever. */
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
    pthread_mutex_lock(&m);
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_lock(&m);
    pthread_mutex_unlock(&m);
    pthread_join(t, NULL);
    return 0;
}
