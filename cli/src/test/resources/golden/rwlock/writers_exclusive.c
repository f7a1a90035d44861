/* The same program with write locks: the writers exclude each other, the error is unreachable. */
#include <pthread.h>

void reach_error(void);

int inside[2];
pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;

void *writer(void *arg) {
    long me = (long)arg;
    pthread_rwlock_wrlock(&l);
    inside[me] = 1;
    if (inside[1 - me])
        reach_error();
    inside[me] = 0;
    pthread_rwlock_unlock(&l);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, writer, (void *)0L);
    pthread_create(&b, NULL, writer, (void *)1L);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
