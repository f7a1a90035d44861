/* Store buffering with a wrong claim: r1 == 1 && r2 == 1 is allowed (both stores first), so the
 * assertion fails in some interleavings. */
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
    assert(!((long)r1 == 1 && (long)r2 == 1));
    return 0;
}
