/* __VERIFIER_error() is an assertion failure; here it is reached when the thread runs before
 * main's store. */
#include <pthread.h>

void __VERIFIER_error(void);

int x;

void *check(void *arg) {
    if (x == 0)
        __VERIFIER_error();
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, check, NULL);
    x = 1;
    pthread_join(t, NULL);
    return 0;
}
