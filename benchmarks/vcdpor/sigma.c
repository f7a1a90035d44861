/*
 * V14 sigma: sigma_false (VC-DPOR Table 1), sigma-false (QPOR Table 3). From SV-COMP
 * pthread/sigma.c. Catalog status: EXACT, validated (VC-DPOR form); EXACT, from source (DPU's
 * form).
 *
 * main allocates a block of N ints (array, written before any thread exists), then for each
 * thread increments array_index (from -1) and creates the thread; each thread stores 1 into
 * array[array_index] (reading the pointer, then the index). Two threads may pick the same slot,
 * so the final sum can be below N. main joins all threads and sums the block.
 *
 * Parameters: N = SIGMA = number of threads (threads: N, plus main; VC-DPOR 7, 8, 9; DPU 5).
 * LOCKS = 0 for VC-DPOR's form (no mutexes; the assertion sum == N as plain reads); 1 for DPU's
 * race-free copy (a mutex protects array_index in main's increment and in each thread's read, one
 * mutex per slot protects the store; the assertion is kept and fails).
 * Closed forms (LOCKS = 0): Source = Optimal = (2N-1)!!; observers = reads-from 30952 at N = 7.
 */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

#ifndef N
#define N 3
#endif
#ifndef LOCKS
#define LOCKS 0
#endif

int *array;
int array_index = -1;
#if LOCKS
pthread_mutex_t mi = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t slot[N];
#endif

void *thread(void *arg) {
#if LOCKS
    pthread_mutex_lock(&mi);
    int k = array_index;
    pthread_mutex_unlock(&mi);
    pthread_mutex_lock(&slot[k]);
    array[k] = 1;
    pthread_mutex_unlock(&slot[k]);
#else
    array[array_index] = 1;
#endif
    return 0;
}

int main(void) {
    pthread_t t[N];
    int sum = 0;
    array = (int *)malloc(sizeof(int) * N);
    for (int i = 0; i < N; i++) {
        array[i] = 0;
#if LOCKS
        pthread_mutex_init(&slot[i], 0);
#endif
    }
    for (int tid = 0; tid < N; tid++) {
#if LOCKS
        pthread_mutex_lock(&mi);
        array_index++;
        pthread_mutex_unlock(&mi);
#else
        array_index++;
#endif
        pthread_create(&t[tid], 0, thread, 0);
    }
    for (int tid = 0; tid < N; tid++) {
        pthread_join(t[tid], 0);
    }
    for (int tid = 0; tid < N; tid++) {
        sum += array[tid];
    }
#if LOCKS
    assert(sum == N);
#else
    (void)(sum == N);
#endif
    return 0;
}
