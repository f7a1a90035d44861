/* main frees a block the thread may still read: a use after free in one of the two orders. */
#include <pthread.h>
#include <stdlib.h>

int sink;

void *reader(void *arg) {
    int *p = arg;
    sink = *p;
    return NULL;
}

int main(void) {
    int *p = malloc(sizeof *p);
    *p = 1;
    pthread_t t;
    pthread_create(&t, NULL, reader, p);
    free(p);
    pthread_join(t, NULL);
    return 0;
}
