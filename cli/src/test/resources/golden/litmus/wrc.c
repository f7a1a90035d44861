/* Write-to-read causality (WRC): t2 sees x == 1 and then stores y; t3 sees y == 1, so it must
 * also see x == 1. */
#include <assert.h>
#include <pthread.h>

int x, y;

void *t1(void *arg) {
    x = 1;
    return NULL;
}

void *t2(void *arg) {
    long a = x;
    y = 1;
    return (void *)a;
}

void *t3(void *arg) {
    long b = y;
    long c = x;
    return (void *)(b * 2 + c);
}

int main(void) {
    pthread_t a, b, c;
    pthread_create(&a, NULL, t1, NULL);
    pthread_create(&b, NULL, t2, NULL);
    pthread_create(&c, NULL, t3, NULL);
    void *ra, *rb;
    pthread_join(a, NULL);
    pthread_join(b, &ra);
    pthread_join(c, &rb);
    assert(!((long)ra == 1 && (long)rb == 2));
    return 0;
}
