/* The same task as svcomp_style.i written as an ordinary C file with system headers: both inputs
 * must give the same counts. */
#include <pthread.h>

void reach_error(void);
int __VERIFIER_nondet_int(void);

int counter = 0;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *thr(void *arg) {
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void) {
    int n = __VERIFIER_nondet_int();
    pthread_t t;
    pthread_create(&t, 0, thr, 0);
    pthread_mutex_lock(&m);
    counter += n;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    if (counter != n + 1)
        reach_error();
    return 0;
}
