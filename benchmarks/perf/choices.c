/* Failures right after nondeterministic choices: three writers increment x and set y, two
 * checkers read x and y and assert on each after a choice. Explored with --keep-going, most
 * executions end in an assertion failure; optimal then settles by probe executions whether a
 * failure recurs where a wakeup sequence runs the failing thread (see README, Performance). */
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

int x, y;

void *writer(void *arg) {
    x = x + 1;
    y = 1;
    return 0;
}

void *checker(void *arg) {
    int a = x;
    if (__VERIFIER_nondet_int()) assert(a != 2);
    int b = y;
    if (__VERIFIER_nondet_int()) assert(b != 1 || a != 0);
    return 0;
}

int main(void) {
    pthread_t t[5];
    for (int i = 0; i < 3; i++) pthread_create(&t[i], 0, writer, 0);
    for (int i = 3; i < 5; i++) pthread_create(&t[i], 0, checker, 0);
    for (int i = 0; i < 5; i++) pthread_join(t[i], 0);
    return 0;
}
