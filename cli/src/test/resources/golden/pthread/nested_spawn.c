/* A thread that creates and joins a thread of its own. */
#include <assert.h>
#include <pthread.h>

int x, y;

void *grandchild(void *arg) {
    x = 1;
    return NULL;
}

void *child(void *arg) {
    pthread_t g;
    pthread_create(&g, NULL, grandchild, NULL);
    y = 1;
    pthread_join(g, NULL);
    return NULL;
}

int main(void) {
    pthread_t c;
    pthread_create(&c, NULL, child, NULL);
    pthread_join(c, NULL);
    assert(x == 1 && y == 1);
    return 0;
}
