/* 2+2W: two threads store to x and y in opposite orders; the final state x == 1 && y == 1 would
 * need each thread's first store to come last: impossible under SC. */
#include <assert.h>
#include <pthread.h>

int x, y;

void *t1(void *arg) {
    x = 1;
    y = 2;
    return NULL;
}

void *t2(void *arg) {
    y = 1;
    x = 2;
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, t1, NULL);
    pthread_create(&b, NULL, t2, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    int fx = x;
    int fy = y;
    assert(!(fx == 1 && fy == 1));
    return 0;
}
