/* A thread finds an error after main has returned: returning from main does not end the other
 * threads (only exit() does). */
#include <pthread.h>

void reach_error(void);

int flag;

void *worker(void *arg) {
    if (flag == 1)
        reach_error();
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    flag = 1;
    return 0;
}
