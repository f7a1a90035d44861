/* Two unprotected increments: the lost update (both threads read 0) fails the assertion. */
#include <assert.h>
#include <pthread.h>

int x;

void *inc(void *arg) {
    x++;
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, inc, NULL);
    pthread_create(&b, NULL, inc, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(x == 2);
    return 0;
}
