/* Each thread allocates, uses and frees its own heap block. The blocks never escape, so none of
 * those accesses is an event: only the store to the global is. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

int done[2];

void *worker(void *arg) {
    long id = (long)arg;
    int *buf = malloc(16 * sizeof *buf);
    for (int i = 0; i < 16; i++)
        buf[i] = i;
    int s = 0;
    for (int i = 0; i < 16; i++)
        s += buf[i];
    free(buf);
    done[id] = s;
    return NULL;
}

int main(void) {
    pthread_t t0, t1;
    pthread_create(&t0, NULL, worker, (void *)0L);
    pthread_create(&t1, NULL, worker, (void *)1L);
    pthread_join(t0, NULL);
    pthread_join(t1, NULL);
    return 0;
}
