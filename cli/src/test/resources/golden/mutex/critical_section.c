/* Mutual exclusion: inside the critical section nobody else can overwrite owner. */
#include <assert.h>
#include <pthread.h>

int owner;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *enter(void *arg) {
    int me = (int)(long)arg;
    pthread_mutex_lock(&m);
    owner = me;
    assert(owner == me);
    pthread_mutex_unlock(&m);
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
