/*
 * V15 singleton: singleton (VC-DPOR Table 1, RVF-SMC Table 1), singleton-false and
 * singleton-with-uninit-problems-true (QPOR Table 3). From SV-COMP pthread/singleton.c and
 * singleton_with-uninit-problems.c. Catalog status: EXACT, validated.
 *
 * main creates P and joins it, then reads v and v[0]. P creates A (which allocates the
 * singleton byte: v := malloc(1)), joins it, then creates N writers and joins them; writer 2
 * (the second) stores 'Y' into v[0], all others 'X'.
 *
 * Parameters: N = number of writers (threads: N + 2, plus main). VARIANT = 0 for VC-DPOR's and
 * RVF-SMC's form (atomic sections dropped, the final assertion as plain reads); 1 for DPU's
 * singleton-false (the writers' atomic sections are one mutex; main asserts v[0] == 'X', which
 * fails when the 'Y' writer is last); 2 for DPU's singleton-with-uninit-problems-true (main
 * asserts v[0] == 'X' || v[0] == 'Y'). The SV-COMP files have N = 4.
 * Closed forms: Mazurkiewicz N!; observers = reads-from = N (which writer is last); RVF = view
 * = 2 (the value main reads), for N >= 2.
 */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

#ifndef N
#define N 4
#endif
#ifndef VARIANT
#define VARIANT 0
#endif

char *v;
#if VARIANT
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
#endif

void *thread1(void *arg) {
    v = malloc(sizeof(char));
    return 0;
}

void *writer(void *arg) {
    char letter = (char)(long)arg;
#if VARIANT
    pthread_mutex_lock(&m);
    v[0] = letter;
    pthread_mutex_unlock(&m);
#else
    v[0] = letter;
#endif
    return 0;
}

void *thread0(void *arg) {
    pthread_t t1, w[N];
    pthread_create(&t1, 0, thread1, 0);
    pthread_join(t1, 0);
    for (int i = 0; i < N; i++) {
        pthread_create(&w[i], 0, writer, (void *)(long)(i == 1 ? 'Y' : 'X'));
    }
    for (int i = 0; i < N; i++) {
        pthread_join(w[i], 0);
    }
    return 0;
}

int main(void) {
    pthread_t t0;
    pthread_create(&t0, 0, thread0, 0);
    pthread_join(t0, 0);
#if VARIANT == 1
    assert(v[0] == 'X');
#elif VARIANT == 2
    assert(v[0] == 'X' || v[0] == 'Y');
#else
    (void)(v[0] == 'X');
#endif
    return 0;
}
