/*
 * B03 ms-queue, ms-oe (bounded POR Table I): the Michael-Scott lock-free queue. Also the base of
 * B02 (bpor/dglm_queue.c includes this file with DGLM = 1). The BUSTER programs and their clients
 * are not in the seed. Catalog status: APPROX (the queue follows the published algorithm; the
 * clients and the meaning of the parameter are our reconstruction, the parameter taken to be the
 * number of threads).
 *
 * Nodes are indices into a static pool (0 = null); node 1 is the initial dummy, and each
 * enqueue takes a fresh node that is never reused, so no tags are needed against ABA. Shared:
 * head, tail, and per node next and value.
 * enqueue(v): fill the fresh node (value := v, next := 0); loop { t := R(tail); n := R(next of
 * t); if R(tail) == t: if n == 0 { if CAS(next of t, 0 -> node) leave } else CAS(tail, t -> n) };
 * then CAS(tail, t -> node).
 * dequeue, Michael-Scott (DGLM = 0): loop { h := R(head); t := R(tail); n := R(next of h);
 * if R(head) == h: if h == t { if n == 0 return empty; CAS(tail, t -> n) } else { v := R(value
 * of n); if CAS(head, h -> n) return v } }.
 * dequeue, Doherty-Groves-Luchangco-Moir (DGLM = 1): loop { h := R(head); n := R(next of h);
 * if R(head) == h: if n == 0 return empty; v := R(value of n); if CAS(head, h -> n) { t :=
 * R(tail); if h == t, CAS(tail, t -> n); return v } }: dequeuers help the tail only when head
 * has passed it.
 * Every retry loop ends: an iteration fails only when another thread changed head, tail or a
 * next field, and those changes are finite.
 *
 * Clients (N threads; main creates them in order, joins them all, then dequeues until empty and
 * checks what it got):
 *   CLIENT = 0 (-queue): every thread enqueues its id + 1, then dequeues once (never empty).
 *   CLIENT = 1 (-oe, "one enqueuer"): thread 0 enqueues 1 .. N - 1; threads 1 .. N - 1 each
 *     dequeue once (possibly finding the queue empty).
 *   CLIENT = 2 (-fifo): threads 0 .. N - 2 each enqueue two values in order (2i + 1, 2i + 2);
 *     thread N - 1 dequeues 2 (N - 1) times and asserts that the values of each enqueuer come
 *     out in order.
 * main asserts that every enqueued value came out exactly once.
 *
 * Parameters: N = number of threads (threads: N, plus main); CLIENT (0, 1, 2).
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 2
#endif
#ifndef CLIENT
#define CLIENT 0
#endif
#ifndef DGLM
#define DGLM 0
#endif
#define EMPTY 0

#if CLIENT == 2
#define VALUES (2 * (N - 1))
#elif CLIENT == 1
#define VALUES (N - 1)
#else
#define VALUES N
#endif
#define NODES (VALUES + 2) /* 0 is null, 1 the initial dummy */

atomic_int head, tail;
atomic_int next[NODES];
atomic_int value[NODES];

static void enqueue(int node, int v) {
    atomic_store(&value[node], v);
    atomic_store(&next[node], 0);
    int t;
    while (1) {
        t = atomic_load(&tail);
        int n = atomic_load(&next[t]);
        if (atomic_load(&tail) == t) {
            if (n == 0) {
                int expected = 0;
                if (atomic_compare_exchange_strong(&next[t], &expected, node)) {
                    break;
                }
            } else {
                atomic_compare_exchange_strong(&tail, &t, n);
            }
        }
    }
    atomic_compare_exchange_strong(&tail, &t, node);
}

#if DGLM

static int dequeue(void) {
    while (1) {
        int h = atomic_load(&head);
        int n = atomic_load(&next[h]);
        if (atomic_load(&head) == h) {
            if (n == 0) {
                return EMPTY;
            }
            int v = atomic_load(&value[n]);
            if (atomic_compare_exchange_strong(&head, &h, n)) {
                int t = atomic_load(&tail);
                if (h == t) {
                    atomic_compare_exchange_strong(&tail, &t, n);
                }
                return v;
            }
        }
    }
}

#else

static int dequeue(void) {
    while (1) {
        int h = atomic_load(&head);
        int t = atomic_load(&tail);
        int n = atomic_load(&next[h]);
        if (atomic_load(&head) == h) {
            if (h == t) {
                if (n == 0) {
                    return EMPTY;
                }
                atomic_compare_exchange_strong(&tail, &t, n);
            } else {
                int v = atomic_load(&value[n]);
                if (atomic_compare_exchange_strong(&head, &h, n)) {
                    return v;
                }
            }
        }
    }
}

#endif

int got[N][VALUES + 1]; /* got[i][k]: the k-th value thread i dequeued */

void *client(void *arg) {
    int i = (int)(long)arg;
#if CLIENT == 0
    enqueue(i + 2, i + 1);
    int v = dequeue();
    assert(v != EMPTY);
    got[i][0] = v;
#elif CLIENT == 1
    if (i == 0) {
        for (int v = 1; v <= N - 1; v++) {
            enqueue(v + 1, v);
        }
    } else {
        got[i][0] = dequeue();
    }
#else
    if (i < N - 1) {
        enqueue(2 * i + 2, 2 * i + 1);
        enqueue(2 * i + 3, 2 * i + 2);
    } else {
        int last[N] = {0};
        for (int k = 0; k < VALUES; k++) {
            int v = dequeue();
            got[i][k] = v;
            if (v != EMPTY) {
                int from = (v - 1) / 2;
                assert(v > last[from]);
                last[from] = v;
            }
        }
    }
#endif
    return 0;
}

int main(void) {
    pthread_t t[N];
    atomic_init(&next[1], 0);
    atomic_init(&head, 1);
    atomic_init(&tail, 1);
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, client, (void *)(long)i);
    }
    for (int i = 0; i < N; i++) {
        pthread_join(t[i], 0);
    }
    int seen[VALUES + 1] = {0};
    for (int i = 0; i < N; i++) {
        for (int k = 0; k <= VALUES; k++) {
            seen[got[i][k]]++;
        }
    }
    for (int v = dequeue(); v != EMPTY; v = dequeue()) {
        seen[v]++;
    }
    for (int v = 1; v <= VALUES; v++) {
        assert(seen[v] == 1);
    }
    return 0;
}
