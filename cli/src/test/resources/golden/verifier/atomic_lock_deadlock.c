/* A mutex taken inside an atomic section: when the other thread holds it, the section's thread
 * blocks inside its section, where nobody else may run, and the program deadlocks. */
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x, y;

void __VERIFIER_atomic_set(void) {
    pthread_mutex_lock(&m);
    x = 1;
    pthread_mutex_unlock(&m);
}

void *locker(void *arg) {
    pthread_mutex_lock(&m);
    y = 1;
    pthread_mutex_unlock(&m);
    return NULL;
}

void *sectioned(void *arg) {
    __VERIFIER_atomic_set();
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, locker, NULL);
    pthread_create(&b, NULL, sectioned, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
