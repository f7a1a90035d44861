/* Joining in the opposite order of creation. */
#include <pthread.h>

int x, y;

void *t1(void *arg) {
    x = 1;
    return NULL;
}

void *t2(void *arg) {
    y = 1;
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, t1, NULL);
    pthread_create(&b, NULL, t2, NULL);
    pthread_join(b, NULL);
    pthread_join(a, NULL);
    return 0;
}
