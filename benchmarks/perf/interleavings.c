/* Throughput benchmark: a small concurrent program with many interleavings; three
 * threads each write and read shared variables. dfs explores every interleaving. */
#include <pthread.h>

int x, y, z;

void *t1(void *p) { x = 1; y = x + 1; return 0; }
void *t2(void *p) { y = 2; z = y + 1; return 0; }
void *t3(void *p) { z = 3; x = z + 1; return 0; }

int main(void) {
    pthread_t a, b, c;
    pthread_create(&a, 0, t1, 0);
    pthread_create(&b, 0, t2, 0);
    pthread_create(&c, 0, t3, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    pthread_join(c, 0);
    return 0;
}
