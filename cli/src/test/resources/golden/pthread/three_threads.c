/* Three threads created and joined in loops, one store each. */
#include <pthread.h>

int slot[3];

void *work(void *arg) {
    slot[(long)arg] = 1;
    return NULL;
}

int main(void) {
    pthread_t t[3];
    for (long i = 0; i < 3; i++)
        pthread_create(&t[i], NULL, work, (void *)i);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], NULL);
    return 0;
}
