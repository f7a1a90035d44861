/* Output of a multi-threaded program; main prints only after joining, so every trace prints the
 * same text. Printing is not a visible event. */
#include <pthread.h>
#include <stdio.h>

int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *add(void *arg) {
    pthread_mutex_lock(&m);
    x += (int)(long)arg;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    printf("start\n");
    pthread_create(&a, NULL, add, (void *)10L);
    pthread_create(&b, NULL, add, (void *)32L);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    printf("x=%d\n", x);
    return 0;
}
