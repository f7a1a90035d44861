/* pthread_cond_init / pthread_mutex_init in the prefix (not events), main as the consumer, and
 * pthread_cond_destroy / pthread_mutex_destroy after the join (events). */
#include <assert.h>
#include <pthread.h>

int ready;
pthread_mutex_t m;
pthread_cond_t c;

void *producer(void *arg) {
    pthread_mutex_lock(&m);
    ready = 1;
    pthread_cond_signal(&c);
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    pthread_mutex_init(&m, NULL);
    pthread_cond_init(&c, NULL);
    pthread_t p;
    pthread_create(&p, NULL, producer, NULL);
    pthread_mutex_lock(&m);
    while (!ready)
        pthread_cond_wait(&c, &m);
    pthread_mutex_unlock(&m);
    pthread_join(p, NULL);
    pthread_cond_destroy(&c);
    pthread_mutex_destroy(&m);
    return 0;
}
