/* Read locks are shared: both readers can be inside at the same time, which this program
 * (wrongly) asserts never happens. */
#include <pthread.h>

void reach_error(void);

int inside[2];
pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;

void *reader(void *arg) {
    long me = (long)arg;
    pthread_rwlock_rdlock(&l);
    inside[me] = 1;
    if (inside[1 - me])
        reach_error();
    inside[me] = 0;
    pthread_rwlock_unlock(&l);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, reader, (void *)0L);
    pthread_create(&b, NULL, reader, (void *)1L);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
