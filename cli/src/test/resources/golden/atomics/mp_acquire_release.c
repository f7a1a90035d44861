/* Message passing: plain data published through a release store, read after an acquire load. */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

int data;
atomic_int flag;

void *sender(void *arg) {
    data = 42;
    atomic_store_explicit(&flag, 1, memory_order_release);
    return NULL;
}

void *receiver(void *arg) {
    if (atomic_load_explicit(&flag, memory_order_acquire) == 1)
        assert(data == 42);
    return NULL;
}

int main(void) {
    pthread_t s, r;
    pthread_create(&s, NULL, sender, NULL);
    pthread_create(&r, NULL, receiver, NULL);
    pthread_join(s, NULL);
    pthread_join(r, NULL);
    return 0;
}
