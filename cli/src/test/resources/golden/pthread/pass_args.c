/* Arguments through pthread_create: pointers into main's local array (which becomes shared) and
 * an integer smuggled in the pointer. */
#include <assert.h>
#include <pthread.h>

struct job { int *slot; int value; };

void *work(void *arg) {
    struct job *j = arg;
    *j->slot = j->value * 10;
    return NULL;
}

int main(void) {
    int results[2] = {0, 0};
    struct job jobs[2] = {{&results[0], 1}, {&results[1], 2}};
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, work, &jobs[i]);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    assert(results[0] + results[1] == 30);
    return 0;
}
