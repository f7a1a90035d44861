/*
 * V03 Function_Pointer3: 30_Fun_Point (VC-DPOR Table 1). From SV-COMP
 * pthread-ext/30_Function_Pointer3_vs.c. Catalog status: EXACT, validated.
 *
 * A checker thread reads res N times without the lock (the assertion res < 10 as a plain read);
 * N workers each pick a function through a function pointer (the nondeterministic choice
 * replaced by a constant, so all pick a + b + 1) and store f(4, 3) = 8 into res under the
 * mutex (the original's lock word). main creates the checker, then the workers; no joins.
 *
 * Parameter: N = number of workers = checker iterations (threads: N + 1, plus main).
 * Closed forms: Mazurkiewicz = observers = reads-from = (2N)!/N!; value-centric (N+1)!.
 */
#include <pthread.h>

#ifndef N
#define N 3
#endif

int res = 0;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static int plus_one(int a, int b) { return a + b + 1; }
static int minus_two(int a, int b) { return a - b + 2; }

void *checker(void *arg) {
    for (int i = 0; i < N; i++) {
        (void)(res < 10);
    }
    return 0;
}

void *worker(void *arg) {
    int choice = 1; /* __VERIFIER_nondet_int() in the original */
    int (*f)(int, int) = choice ? plus_one : minus_two;
    pthread_mutex_lock(&m);
    res = f(4, 3);
    pthread_mutex_unlock(&m);
    return 0;
}

int main(void) {
    pthread_t c, t[N];
    pthread_create(&c, 0, checker, 0);
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, worker, 0);
    }
    return 0;
}
