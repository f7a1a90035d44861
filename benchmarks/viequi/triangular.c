/*
 * E13 triangular: triangular(NUM) (ViEqui Table III). From SV-COMP pthread/triangular-2.c, as in
 * ViEqui's triangular-2_conf_<NUM>.c. Catalog status: EXACT, validated.
 *
 * i = 3, j = 6. A runs NUM times i := j + 1 (read j, write i); B runs NUM times j := i + 1. Both
 * end with pthread_exit. main creates A, B and, without joining, evaluates i >= LIMIT and
 * j >= LIMIT into locals (reading i, then j) and reports an error if either holds
 * (LIMIT = 2 NUM + 6: reachable, so the program is buggy).
 *
 * Parameter: NUM = iterations per thread (threads: 2, plus main).
 * Counts: the first violation comes after 20172 Source traces at NUM = 5 (equal to ViEqui's
 * ODPOR number; an exploration-order figure).
 */
#include <pthread.h>

extern void reach_error(void);

#ifndef NUM
#define NUM 3
#endif
#define LIMIT (2 * NUM + 6)

int i = 3, j = 6;

void *t1(void *arg) {
    for (int k = 0; k < NUM; k++) {
        i = j + 1;
    }
    pthread_exit(0);
}

void *t2(void *arg) {
    for (int k = 0; k < NUM; k++) {
        j = i + 1;
    }
    pthread_exit(0);
}

int main(void) {
    pthread_t id1, id2;
    pthread_create(&id1, 0, t1, 0);
    pthread_create(&id2, 0, t2, 0);
    int condI = i >= LIMIT;
    int condJ = j >= LIMIT;
    if (condI || condJ) {
        reach_error();
    }
    return 0;
}
