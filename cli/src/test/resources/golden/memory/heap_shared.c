/* A heap block passed to a thread through pthread_create's argument is shared from then on:
 * accesses to it after the first pthread_create are visible events. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

void *worker(void *arg) {
    int *p = arg;
    p[1] = 2;
    return NULL;
}

int main(void) {
    int *p = malloc(2 * sizeof *p);
    p[0] = p[1] = 0;        /* sequential prefix: not events */
    pthread_t t;
    pthread_create(&t, NULL, worker, p);
    p[0] = 1;
    pthread_join(t, NULL);
    assert(p[0] + p[1] == 3);
    free(p);
    return 0;
}
