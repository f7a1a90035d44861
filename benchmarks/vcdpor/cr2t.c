/*
 * V33 Correia-Ramalhete 2-thread variants: X2Tv1, X2Tv2, X2Tv5, X2Tv6, X2Tv7, X2Tv8, X2Tv9,
 * X2Tv10 (VC-DPOR Table 3). From Correia and Ramalhete, "2-thread software solutions for the
 * mutual exclusion problem" (2016). Catalog status: APPROX, shape only: the report was not
 * available, so which variant number is which algorithm is not known. The variants here are our
 * own, from the family's common idea, and only their number and spread mimic the paper's rows.
 *
 * Each thread keeps a state in {UNLOCKED = 0, WAITING = 1, LOCKED = 2}; turn is shared. Entry:
 * state_i := LOCKED; enter if the other is UNLOCKED (knob A: also if it is WAITING) or if
 * turn == i; otherwise state_i := WAITING, and (early-exit style) give up unless now turn == i
 * or the other is UNLOCKED; then state_i := LOCKED (knob C: and re-check that the other is not
 * LOCKED unless turn == i, else give up). Critical section: with a fourth variable (knob D)
 * cs := i and read cs (the assertion); else empty. Exit: knob B = 0: turn := j; B = 1: turn := j
 * only if the other is WAITING (a read of its state); then state_i := UNLOCKED.
 * Variant numbers map to knobs (A, B, C, D): v1 (0,0,0,0), v2 (0,1,0,0), v5 (1,0,0,1),
 * v6 (1,1,0,1), v7 (0,0,1,0), v8 (1,0,1,1), v9 (0,1,1,0), v10 (1,1,1,0); the paper's Table 5
 * gives 4 variables for v5, v6 and v8 and 3 for the others.
 *
 * Parameters: N = rounds per thread; V = variant number (1, 2, 5, 6, 7, 8, 9, 10).
 * Threads: 2, plus main; main creates T0, then T1, and joins both.
 */
#include <pthread.h>

#ifndef N
#define N 2
#endif
#ifndef V
#define V 1
#endif

#define KNOB_A (V == 5 || V == 6 || V == 8 || V == 10)
#define KNOB_B (V == 2 || V == 6 || V == 9 || V == 10)
#define KNOB_C (V == 7 || V == 8 || V == 9 || V == 10)
#define KNOB_D (V == 5 || V == 6 || V == 8)

#define UNLOCKED 0
#define WAITING 1
#define LOCKED 2

int state[2], turn, cs;

static void *thread(int i) {
    int j = 1 - i;
    for (int k = 0; k < N; k++) {
        state[i] = LOCKED;
        int other = state[j];
        int enter = other == UNLOCKED || (KNOB_A && other == WAITING);
        if (!enter && turn != i) {
            state[i] = WAITING;
            if (!(turn == i || state[j] == UNLOCKED)) {
                return 0;
            }
            state[i] = LOCKED;
            if (KNOB_C && state[j] == LOCKED && turn != i) {
                return 0;
            }
        }
        if (KNOB_D) {
            cs = i;
            (void)(cs == i);
        }
        if (!KNOB_B || state[j] == WAITING) {
            turn = j;
        }
        state[i] = UNLOCKED;
    }
    return 0;
}

void *t0(void *arg) { return thread(0); }
void *t1(void *arg) { return thread(1); }

int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, t0, 0);
    pthread_create(&b, 0, t1, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
