/*
 * Q08 bigshot: bigshot-p-false, bigshot-s-true, bigshot-s2-true (QPOR Table 3). From SV-COMP'17
 * pthread/bigshot_p.c, bigshot_s.c, bigshot_s2.c, in DPU's race-free copies (one global mutex m
 * added). Catalog status: EXACT, from source.
 *
 * T1 allocates an 8-byte block into the shared pointer v (under m). T2 reads v (under m); if it
 * is not NULL, it reads v again (under m) and copies the string "Bigshot" into the block (8
 * unprotected byte stores). VARIANT 0 (bigshot_p, false): main creates T1 and T2, joins both and
 * asserts v == NULL || v[0] == 'B', which fails when T2 saw NULL. VARIANT 1 (bigshot_s, true) and
 * 2 (bigshot_s2, true): no concurrency, main creates T1 and joins it, then creates T2 and joins
 * it; bigshot_s asserts v == NULL || v[0] == 'B', bigshot_s2 asserts v[0] == 'B' (malloc never
 * fails).
 *
 * Parameter: VARIANT (0, 1, 2). Threads: 2, plus main.
 */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

#ifndef VARIANT
#define VARIANT 0
#endif

char *v;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *thread1(void *arg) {
    pthread_mutex_lock(&m);
    v = malloc(sizeof(char) * 8);
    pthread_mutex_unlock(&m);
    return 0;
}

void *thread2(void *arg) {
    pthread_mutex_lock(&m);
    char *seen = v;
    pthread_mutex_unlock(&m);
    if (seen) {
        pthread_mutex_lock(&m);
        char *p = v;
        pthread_mutex_unlock(&m);
        const char text[8] = "Bigshot";
        for (int k = 0; k < 8; k++) {
            p[k] = text[k];
        }
    }
    return 0;
}

int main(void) {
    pthread_t t1, t2;
#if VARIANT == 0
    pthread_create(&t1, 0, thread1, 0);
    pthread_create(&t2, 0, thread2, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    assert(v == NULL || v[0] == 'B');
#else
    pthread_create(&t1, 0, thread1, 0);
    pthread_join(t1, 0);
    pthread_create(&t2, 0, thread2, 0);
    pthread_join(t2, 0);
#if VARIANT == 1
    assert(v == NULL || v[0] == 'B');
#else
    assert(v[0] == 'B');
#endif
#endif
    return 0;
}
