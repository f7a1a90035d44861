/* free of a shared heap block is a visible event: the thread's store and its free interleave
 * with main's store to a global. */
#include <pthread.h>
#include <stdlib.h>

int g;

void *consumer(void *arg) {
    int *p = arg;
    *p = 7;
    free(p);
    return NULL;
}

int main(void) {
    int *p = malloc(sizeof *p);
    pthread_t t;
    pthread_create(&t, NULL, consumer, p);
    g = 1;
    pthread_join(t, NULL);
    return 0;
}
