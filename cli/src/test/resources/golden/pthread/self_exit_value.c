/* pthread_self, pthread_exit with a value, and pthread_join receiving it. The thread's id as
 * seen by pthread_self equals the one pthread_create stored for main. */
#include <assert.h>
#include <pthread.h>

pthread_t seen;
int z;

void *worker(void *arg) {
    seen = pthread_self();
    pthread_exit((void *)42L);
    return NULL;    /* not reached */
}

int main(void) {
    pthread_t me = pthread_self();
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    z = 1;
    void *r;
    pthread_join(t, &r);
    assert((long)r == 42);
    assert(seen == t);
    assert(seen != me);
    return 0;
}
