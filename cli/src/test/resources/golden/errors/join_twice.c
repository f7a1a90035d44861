/* Joining the same thread twice. */
#include <pthread.h>

void *worker(void *arg) {
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    pthread_join(t, NULL);
    return 0;
}
