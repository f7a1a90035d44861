/* An unbounded spin loop: without a loop bound dfs would never finish (the spinner can read 0
 * forever). With --unroll 2 the spinner reads flag at most twice; a third arrival at the loop
 * header makes it assume-blocked. */
#include <pthread.h>

int flag;

void *setter(void *arg) {
    flag = 1;
    return NULL;
}

void *spinner(void *arg) {
    while (!flag)
        ;
    return NULL;
}

int main(void) {
    pthread_t s, w;
    pthread_create(&w, NULL, spinner, NULL);
    pthread_create(&s, NULL, setter, NULL);
    pthread_join(w, NULL);
    pthread_join(s, NULL);
    return 0;
}
