/* One producer, one consumer, a condition variable guarding a flag. */
#include <assert.h>
#include <pthread.h>

int ready, data;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;

void *producer(void *arg) {
    pthread_mutex_lock(&m);
    data = 42;
    ready = 1;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
    return NULL;
}

void *consumer(void *arg) {
    pthread_mutex_lock(&m);
    while (!ready)
        pthread_cond_wait(&c, &m);
    int d = data;
    pthread_mutex_unlock(&m);
    assert(d == 42);
    return NULL;
}

int main(void) {
    pthread_t p, q;
    pthread_create(&q, NULL, consumer, NULL);
    pthread_create(&p, NULL, producer, NULL);
    pthread_join(q, NULL);
    pthread_join(p, NULL);
    return 0;
}
