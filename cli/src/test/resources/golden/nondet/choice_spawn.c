/* A choice in the sequential prefix decides how many threads exist. */
#include <pthread.h>

int __VERIFIER_nondet_int(void);

int x, y;

void *t1(void *arg) {
    x = 1;
    return NULL;
}

void *t2(void *arg) {
    y = 1;
    return NULL;
}

int main(void) {
    int two = __VERIFIER_nondet_int();
    pthread_t a, b;
    pthread_create(&a, NULL, t1, NULL);
    if (two)
        pthread_create(&b, NULL, t2, NULL);
    pthread_join(a, NULL);
    if (two)
        pthread_join(b, NULL);
    return 0;
}
