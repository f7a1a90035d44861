/* exit() in a thread ends the whole program, including main blocked in pthread_join: the
 * reach_error after the join is unreachable. */
#include <pthread.h>
#include <stdlib.h>

void reach_error(void);

int x, y;

void *worker(void *arg) {
    x = 1;
    exit(0);
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    y = 1;
    pthread_join(t, NULL);
    reach_error();
    return 0;
}
