/* A nondet loop bound: main stores n times while the thread stores once. */
#include <pthread.h>

int __VERIFIER_nondet_int(void);

int x, y;

void *worker(void *arg) {
    x = 1;
    return NULL;
}

int main(void) {
    int n = __VERIFIER_nondet_int();
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    for (int i = 0; i < n; i++)
        y = i;
    pthread_join(t, NULL);
    return 0;
}
