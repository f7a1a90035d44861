/* Threads fill private heap blocks and return them through pthread_join. Nothing a thread does
 * is visible (its block is private until it is returned), so the only events are main's spawns
 * and joins, and main's reads of the returned blocks after the joins. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

void *produce(void *arg) {
    long n = (long)arg;
    long *r = malloc(sizeof *r);
    *r = n * n;
    return r;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, produce, (void *)3L);
    pthread_create(&b, NULL, produce, (void *)4L);
    long *ra, *rb;
    pthread_join(a, (void **)&ra);
    pthread_join(b, (void **)&rb);
    assert(*ra + *rb == 25);
    free(ra);
    free(rb);
    return 0;
}
