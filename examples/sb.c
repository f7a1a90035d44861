/* Store buffering: under sequential consistency at least one thread sees the
 * other's store, so the assertion holds in every interleaving. */
#include <assert.h>
#include <pthread.h>

int x, y;
int a, b;

void *t1(void *arg) {
    x = 1;
    a = y;
    return 0;
}

void *t2(void *arg) {
    y = 1;
    b = x;
    return 0;
}

int main(void) {
    pthread_t p, q;
    pthread_create(&p, 0, t1, 0);
    pthread_create(&q, 0, t2, 0);
    pthread_join(p, 0);
    pthread_join(q, 0);
    assert(!(a == 0 && b == 0));
    return 0;
}
