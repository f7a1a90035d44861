/*
 * B01 bstack, bstack2 (bounded POR Table I). Correct concurrent stacks of the BUSTER benchmark
 * set; the programs, their clients and the meaning of the parenthesised number are not in the
 * seed. Catalog status: APPROX (both are the catalog's suggested reconstructions; the parameter is
 * taken to be the number of threads).
 *
 * VARIANT = 1 (bstack): a Treiber stack. top holds a node index (0 = empty); each thread owns
 * one node of a static pool, never reused, so there is no ABA problem; a node's value is its
 * index. push: R(top) -> t; W(next of node, t); CAS(top, t -> node), retrying with the value the
 * failed CAS read. pop: R(top) -> t; if 0 return empty; R(next of t) -> n; CAS(top, t -> n),
 * retrying on failure; return t.
 * VARIANT = 2 (bstack2): an array stack (N slots and a count) protected by a CAS spin lock:
 * acquire = CAS(lock, 0 -> 1), assume-style (an execution whose CAS fails is assume-blocked, as
 * GenMC turns spin loops into awaits); release = W(lock, 0).
 * Client: N threads, thread i pushes node i + 1 and then pops once, asserting that the pop did
 * not find the stack empty (its own push precedes it). main creates the threads, joins them and
 * asserts that a further pop finds the stack empty.
 *
 * Parameters: N = number of threads (threads: N, plus main); VARIANT (1 bstack, 2 bstack2).
 * Every retry loop ends: a failed CAS means another thread's CAS succeeded, and those are finite.
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

extern void __VERIFIER_assume(int);

#ifndef N
#define N 2
#endif
#ifndef VARIANT
#define VARIANT 1
#endif
#define EMPTY 0

#if VARIANT == 1

atomic_int top;         /* node index, 0 = empty; node i + 1 belongs to thread i */
atomic_int next[N + 1];

static void push(int node) {
    int t = atomic_load(&top);
    do {
        atomic_store(&next[node], t);
    } while (!atomic_compare_exchange_strong(&top, &t, node));
}

static int pop(void) {
    int t = atomic_load(&top);
    while (t != 0) {
        int n = atomic_load(&next[t]);
        if (atomic_compare_exchange_strong(&top, &t, n)) {
            return t;
        }
    }
    return EMPTY;
}

#else

atomic_int lock;
atomic_int count;
atomic_int slot[N];

static void acquire(void) {
    int expected = 0;
    __VERIFIER_assume(atomic_compare_exchange_strong(&lock, &expected, 1));
}

static void release(void) {
    atomic_store(&lock, 0);
}

static void push(int node) {
    acquire();
    int c = atomic_load(&count);
    atomic_store(&slot[c], node);
    atomic_store(&count, c + 1);
    release();
}

static int pop(void) {
    int v = EMPTY;
    acquire();
    int c = atomic_load(&count);
    if (c > 0) {
        v = atomic_load(&slot[c - 1]);
        atomic_store(&count, c - 1);
    }
    release();
    return v;
}

#endif

void *client(void *arg) {
    int node = (int)(long)arg;
    push(node);
    int v = pop();
    assert(v != EMPTY);
    return 0;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, client, (void *)(long)(i + 1));
    }
    for (int i = 0; i < N; i++) {
        pthread_join(t[i], 0);
    }
    assert(pop() == EMPTY);
    return 0;
}
