/* Nondet choices inside threads multiply the interleavings; they are not interleaving points. */
#include <pthread.h>

int __VERIFIER_nondet_int(void);

int x, y;

void *t1(void *arg) {
    x = __VERIFIER_nondet_int();
    return NULL;
}

void *t2(void *arg) {
    y = __VERIFIER_nondet_int();
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, t1, NULL);
    pthread_create(&b, NULL, t2, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
