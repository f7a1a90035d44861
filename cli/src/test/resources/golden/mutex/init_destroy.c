/* pthread_mutex_init and pthread_mutex_destroy: the init before the first pthread_create is part
 * of the sequential prefix; the later init and both destroys are events. */
#include <pthread.h>

int x, y;
pthread_mutex_t m, m2;

void *worker(void *arg) {
    pthread_mutex_lock(&m);
    x = 1;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    pthread_mutex_init(&m, NULL);
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_init(&m2, NULL);
    pthread_mutex_lock(&m2);
    y = 1;
    pthread_mutex_unlock(&m2);
    pthread_mutex_destroy(&m2);
    pthread_join(t, NULL);
    pthread_mutex_destroy(&m);
    return 0;
}
