/* Store buffering (SB). Under sequential consistency at least one thread sees the other's store:
 * r1 == 0 && r2 == 0 is impossible. Results come back through pthread_join. */
#include <assert.h>
#include <pthread.h>

int x, y;

void *t1(void *arg) {
    x = 1;
    return (void *)(long)y;
}

void *t2(void *arg) {
    y = 1;
    return (void *)(long)x;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, t1, NULL);
    pthread_create(&b, NULL, t2, NULL);
    void *r1, *r2;
    pthread_join(a, &r1);
    pthread_join(b, &r2);
    assert(!((long)r1 == 0 && (long)r2 == 0));
    return 0;
}
