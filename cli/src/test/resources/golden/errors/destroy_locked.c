/* Destroying a mutex that is locked. */
#include <pthread.h>

pthread_mutex_t m;

void *worker(void *arg) {
    return NULL;
}

int main(void) {
    pthread_mutex_init(&m, NULL);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_lock(&m);
    pthread_mutex_destroy(&m);
    pthread_join(t, NULL);
    return 0;
}
