/* Two readers and a writer (main) on a rwlock (PTHREAD_RWLOCK_INITIALIZER). A reader sees the
 * value before or after the write, never a torn state: x and y always agree. */
#include <assert.h>
#include <pthread.h>

int x, y;
pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;

void *reader(void *arg) {
    pthread_rwlock_rdlock(&l);
    int a = x;
    int b = y;
    pthread_rwlock_unlock(&l);
    assert(a == b);
    return NULL;
}

int main(void) {
    pthread_t r1, r2;
    pthread_create(&r1, NULL, reader, NULL);
    pthread_create(&r2, NULL, reader, NULL);
    pthread_rwlock_wrlock(&l);
    x = 1;
    y = 1;
    pthread_rwlock_unlock(&l);
    pthread_join(r1, NULL);
    pthread_join(r2, NULL);
    return 0;
}
