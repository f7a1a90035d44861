/* Thread-specific data: each thread reads back the value it set, main never set one. */
#include <assert.h>
#include <pthread.h>

pthread_key_t key;

void *t(void *arg) {
    pthread_setspecific(key, arg);
    assert(pthread_getspecific(key) == arg);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_key_create(&key, NULL);
    pthread_create(&a, NULL, t, (void *) 1);
    pthread_create(&b, NULL, t, (void *) 2);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(pthread_getspecific(key) == NULL);
    pthread_key_delete(key);
    return 0;
}
