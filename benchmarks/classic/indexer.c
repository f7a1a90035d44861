/*
 * N03 indexer (classic Nidhugg family, from SV-COMP pthread/indexer; compare Q09).
 * Catalog status: EXACT, validated.
 *
 * N threads insert MAX = 4 values each into a hash table of SIZE = 128 slots with linear probing;
 * every slot has its own mutex, and cas(h, 0, w) is lock; read; write if empty; unlock. Thread
 * ids come from a global array written before any thread exists.
 *
 * Parameter: N = number of threads (threads: N, plus main); main creates T0..T(N-1), joins all.
 * Closed form: 8^(N-11) classes for N >= 11 (hash collisions start with the 12th thread; 1 below).
 */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 12
#endif
#define SIZE 128
#define MAX 4
#define LOOP 5

atomic_int table[SIZE];
pthread_mutex_t cas_mutex[SIZE];
int arg[N];

static int cas(int h, int expected, int w) {
    int ok = 0;
    pthread_mutex_lock(&cas_mutex[h]);
    if (atomic_load(&table[h]) == expected) {
        atomic_store(&table[h], w);
        ok = 1;
    }
    pthread_mutex_unlock(&cas_mutex[h]);
    return ok;
}

void *worker(void *p) {
    int tid = *(int *)p;
    int m = 0, w, h;
    for (int l = 0; l < LOOP; l++) {
        if (m < MAX) {
            w = (++m) * 11 + tid;
        } else {
            return 0;
        }
        h = (w * 7) % SIZE;
        while (cas(h, 0, w) == 0) {
            h = (h + 1) % SIZE;
        }
    }
    return 0;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < SIZE; i++) {
        pthread_mutex_init(&cas_mutex[i], 0);
    }
    for (int i = 0; i < N; i++) {
        arg[i] = i;
    }
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, worker, &arg[i]);
    }
    for (int i = 0; i < N; i++) {
        pthread_join(t[i], 0);
    }
    return 0;
}
