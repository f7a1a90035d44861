/* N threads each write x or y in an atomic section, by a nondeterministic choice made inside the
 * section. Sections that write the same variable conflict, the others commute: with k writers of
 * x there are k! (N-k)! orders, C(N,k) ways to choose them, (N+1)·N! Mazurkiewicz traces in all.
 * Nothing reads x or y: every vector of choices is one observer class, 2^N. */
#include <pthread.h>

#ifndef N
#define N 2
#endif

_Bool __VERIFIER_nondet_bool(void);

static int x, y;

void __VERIFIER_atomic_pick(int id) {
    if (__VERIFIER_nondet_bool()) {
        x = id;
    } else {
        y = id;
    }
}

static void *t(void *arg) {
    __VERIFIER_atomic_pick((int) (long) arg);
    return 0;
}

int main(void) {
    pthread_t th[N];
    for (int i = 0; i < N; i++) {
        pthread_create(&th[i], 0, t, (void *) (long) (i + 1));
    }
    for (int i = 0; i < N; i++) {
        pthread_join(th[i], 0);
    }
    return 0;
}
