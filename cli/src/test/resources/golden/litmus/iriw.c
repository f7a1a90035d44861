/* Independent reads of independent writes (IRIW): the two readers cannot see the two stores in
 * opposite orders under SC. */
#include <assert.h>
#include <pthread.h>

int x, y;

void *wx(void *arg) {
    x = 1;
    return NULL;
}

void *wy(void *arg) {
    y = 1;
    return NULL;
}

void *rxy(void *arg) {
    long a = x;
    long b = y;
    return (void *)(a * 2 + b);
}

void *ryx(void *arg) {
    long c = y;
    long d = x;
    return (void *)(c * 2 + d);
}

int main(void) {
    pthread_t t[4];
    pthread_create(&t[0], NULL, wx, NULL);
    pthread_create(&t[1], NULL, wy, NULL);
    pthread_create(&t[2], NULL, rxy, NULL);
    pthread_create(&t[3], NULL, ryx, NULL);
    void *r[4];
    for (int i = 0; i < 4; i++)
        pthread_join(t[i], &r[i]);
    assert(!((long)r[2] == 2 && (long)r[3] == 2));  /* a=1,b=0 and c=1,d=0 */
    return 0;
}
