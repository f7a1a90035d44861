/* Load buffering (LB): each thread loads before it stores, so both loads seeing 1 would need a
 * cycle: r1 == 1 && r2 == 1 is impossible. */
#include <assert.h>
#include <pthread.h>

int x, y;

void *t1(void *arg) {
    long r1 = x;
    y = 1;
    return (void *)r1;
}

void *t2(void *arg) {
    long r2 = y;
    x = 1;
    return (void *)r2;
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
