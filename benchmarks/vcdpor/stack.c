/*
 * V16 stack: stack_true (VC-DPOR Table 1); stack-true, stack-false, stack-longer-*,
 * stack-longest-* (QPOR Table 3). From SV-COMP pthread/stack_true-unreach-call.c and
 * stack_false-unreach-call.c (and their _longer/_longest copies).
 * Catalog status: EXACT, from source (closed form).
 *
 * A pusher and a popper, every shared access inside the one mutex m. The pusher runs N times
 * { lock; push(c) (overflow check on top; arr[top] := c; top := top + 1); unlock }, the
 * nondeterministic pushed value replaced by a constant. The popper runs N times { lock; if
 * top > 0 (true variant) pop (underflow check; top := top - 1; read arr[top]); unlock }. In the
 * false variant the pusher also sets flag after each push and the popper pops whenever flag is
 * set, so a pop can find the stack empty: the underflow error is reachable. main creates the
 * pusher, then the popper, and joins both.
 *
 * Parameters: N = SIZE = iterations per thread (VC-DPOR 9, 10, 11; SV-COMP 5, longer 400,
 * longest 800 as stated by the catalog). BUG = 0 for the true variant, 1 for the false one.
 * Threads: 2, plus main.
 * Closed form (BUG = 0): every algorithm explores C(2N, N) traces (the orders of the 2N critical
 * sections).
 */
#include <assert.h>
#include <pthread.h>

extern void reach_error(void);

#ifndef N
#define N 3
#endif
#ifndef BUG
#define BUG 0
#endif
#define SIZE N
#define OVERFLOW (-1)
#define UNDERFLOW (-2)

static int top = 0;
static unsigned int arr[SIZE];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int flag = 0;

static void error(void) { reach_error(); }
static void inc_top(void) { top++; }
static void dec_top(void) { top--; }
static int get_top(void) { return top; }

static int push(unsigned int *stack, int x) {
    if (top == SIZE) {
        return OVERFLOW;
    }
    stack[get_top()] = x;
    inc_top();
    return 0;
}

static int pop(unsigned int *stack) {
    if (top == 0) {
        return UNDERFLOW;
    }
    dec_top();
    return stack[get_top()];
}

void *t1(void *arg) {
    for (int i = 0; i < SIZE; i++) {
        pthread_mutex_lock(&m);
        unsigned int tmp = 3u % SIZE; /* __VERIFIER_nondet_uint() % SIZE in the original */
        if (push(arr, tmp) == OVERFLOW) {
            error();
        }
#if BUG
        flag = 1;
#endif
        pthread_mutex_unlock(&m);
    }
    return 0;
}

void *t2(void *arg) {
    for (int i = 0; i < SIZE; i++) {
        pthread_mutex_lock(&m);
#if BUG
        if (flag) {
            if (!(pop(arr) != UNDERFLOW)) {
                error();
            }
        }
#else
        if (top > 0) {
            if (pop(arr) == UNDERFLOW) {
                error();
            }
        }
#endif
        pthread_mutex_unlock(&m);
    }
    return 0;
}

int main(void) {
    pthread_t id1, id2;
    pthread_create(&id1, 0, t1, 0);
    pthread_create(&id2, 0, t2, 0);
    pthread_join(id1, 0);
    pthread_join(id2, 0);
    return 0;
}
