/* pthread_rwlock_init (prefix, not an event), pthread_rwlock_trywrlock and
 * pthread_rwlock_tryrdlock against a reader, pthread_rwlock_destroy (an event). */
#include <assert.h>
#include <pthread.h>

int x;
pthread_rwlock_t l;

void *trier(void *arg) {
    if (pthread_rwlock_trywrlock(&l) == 0) {
        x = 1;
        pthread_rwlock_unlock(&l);
    }
    int r = pthread_rwlock_tryrdlock(&l);
    assert(r == 0);         /* there is never a writer when this runs */
    pthread_rwlock_unlock(&l);
    return NULL;
}

int main(void) {
    pthread_rwlock_init(&l, NULL);
    pthread_t t;
    pthread_create(&t, NULL, trier, NULL);
    pthread_rwlock_rdlock(&l);
    pthread_rwlock_unlock(&l);
    pthread_join(t, NULL);
    pthread_rwlock_destroy(&l);
    return 0;
}
