/* GCC __sync_fetch_and_add and __sync_add_and_fetch from two threads and main. */
#include <assert.h>
#include <pthread.h>

int n;

void *add(void *arg) {
    __sync_fetch_and_add(&n, 1);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, add, NULL);
    pthread_create(&b, NULL, add, NULL);
    int mine = __sync_add_and_fetch(&n, 10);
    assert(mine >= 10 && mine <= 12);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(n == 12);
    return 0;
}
