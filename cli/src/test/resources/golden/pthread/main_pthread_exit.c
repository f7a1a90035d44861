/* main ends with pthread_exit: the other thread goes on. Thread ends are not events. */
#include <pthread.h>

int x, y;

void *worker(void *arg) {
    x = 1;
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    y = 1;
    pthread_exit(NULL);
}
