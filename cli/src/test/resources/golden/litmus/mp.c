/* Message passing (MP): a reader that sees the flag y == 1 also sees the data x == 1. */
#include <assert.h>
#include <pthread.h>

int x, y;

void *writer(void *arg) {
    x = 1;
    y = 1;
    return NULL;
}

void *reader(void *arg) {
    long r1 = y;
    long r2 = x;
    return (void *)(r1 * 2 + r2);
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, writer, NULL);
    pthread_create(&b, NULL, reader, NULL);
    void *r;
    pthread_join(a, NULL);
    pthread_join(b, &r);
    assert((long)r != 2);   /* r1 == 1 && r2 == 0 */
    return 0;
}
