/* Coherence of read-read (CoRR): two loads of x in program order cannot see the store and then
 * the initial value. */
#include <assert.h>
#include <pthread.h>

int x;

void *writer(void *arg) {
    x = 1;
    return NULL;
}

void *reader(void *arg) {
    long a = x;
    long b = x;
    return (void *)(a * 2 + b);
}

int main(void) {
    pthread_t w, r;
    pthread_create(&w, NULL, writer, NULL);
    pthread_create(&r, NULL, reader, NULL);
    void *v;
    pthread_join(w, NULL);
    pthread_join(r, &v);
    assert((long)v != 2);   /* a == 1 && b == 0 */
    return 0;
}
