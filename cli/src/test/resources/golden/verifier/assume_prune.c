/* __VERIFIER_assume prunes executions: the reader only goes on when it read 1. Executions in which
 * it read 0 or 2 are assume-blocked, not traces; the assume itself is not an event (its
 * argument's load is). */
#include <pthread.h>

void __VERIFIER_assume(int);
void reach_error(void);

int x, y;

void *writer(void *arg) {
    x = 1;
    x = 2;
    return NULL;
}

void *reader(void *arg) {
    int r = x;
    __VERIFIER_assume(r == 1);
    y = r;
    if (r != 1)
        reach_error();     /* unreachable: pruned by the assumption */
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, writer, NULL);
    pthread_create(&b, NULL, reader, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
