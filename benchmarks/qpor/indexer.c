/*
 * Q09 indexer, SV-COMP'17 version: indexer-true (QPOR Table 3). From SV-COMP'17
 * pthread/indexer_true-unreach-call.c. Catalog status: EXACT, from source (compare
 * classic/indexer.c, N03, Nidhugg's race-free adaptation).
 *
 * 13 threads insert MAX = 4 values each into a hash table of SIZE = 128 slots with linear
 * probing; cas(h, 0, w) is lock cas_mutex[h]; read table[h]; write if empty; unlock. Thread ids
 * reach the threads through ONE local variable of main, rewritten before each creation: a data
 * race on the argument (the thread reads it, main overwrites it for the next thread). main
 * joins all threads and destroys the mutexes.
 *
 * Parameter: N = number of threads (13 in the benchmark; threads: N, plus main).
 * Both DPU and Nidhugg time out (8 minutes).
 */
#include <pthread.h>

#ifndef N
#define N 13
#endif
#define SIZE 128
#define MAX 4

int table[SIZE];
pthread_mutex_t cas_mutex[SIZE];

static int cas(int *tab, int h, int val, int new_val) {
    int ret_val = 0;
    pthread_mutex_lock(&cas_mutex[h]);
    if (tab[h] == val) {
        tab[h] = new_val;
        ret_val = 1;
    }
    pthread_mutex_unlock(&cas_mutex[h]);
    return ret_val;
}

void *thread_routine(void *arg) {
    int tid = *(int *)arg;
    int m = 0, w, h;
    while (1) {
        if (m < MAX) {
            w = (++m) * 11 + tid;
        } else {
            return 0;
        }
        h = (w * 7) % SIZE;
        while (cas(table, h, 0, w) == 0) {
            h = (h + 1) % SIZE;
        }
    }
}

int main(void) {
    pthread_t t[N];
    int arg;
    for (int i = 0; i < SIZE; i++) {
        pthread_mutex_init(&cas_mutex[i], 0);
    }
    for (int i = 0; i < N; i++) {
        arg = i;
        pthread_create(&t[i], 0, thread_routine, &arg);
    }
    for (int i = 0; i < N; i++) {
        pthread_join(t[i], 0);
    }
    for (int i = 0; i < SIZE; i++) {
        pthread_mutex_destroy(&cas_mutex[i]);
    }
    return 0;
}
