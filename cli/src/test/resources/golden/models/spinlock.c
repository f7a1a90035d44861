/* pthread_spin_lock/unlock protect a counter like a mutex. */
#include <assert.h>
#include <pthread.h>

pthread_spinlock_t lock;
int count;

void *t(void *arg) {
    pthread_spin_lock(&lock);
    count++;
    pthread_spin_unlock(&lock);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_spin_init(&lock, 0);
    pthread_create(&a, NULL, t, NULL);
    pthread_create(&b, NULL, t, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(count == 2);
    pthread_spin_destroy(&lock);
    return 0;
}
