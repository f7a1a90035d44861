/* The address of main's local variable escapes to a thread through pthread_create's argument:
 * the variable becomes shared. The thread reads it while main may overwrite it. */
#include <assert.h>
#include <pthread.h>

void *reader(void *arg) {
    int *v = arg;
    return (void *)(long)*v;
}

int main(void) {
    int v = 1;
    pthread_t t;
    pthread_create(&t, NULL, reader, &v);
    v = 2;
    void *r;
    pthread_join(t, &r);
    assert((long)r == 1 || (long)r == 2);
    return 0;
}
