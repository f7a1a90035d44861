/*
 * N06 filesystem (classic Nidhugg family, from Tracer; the file-system example of Flanagan and
 * Godefroid's DPOR paper, POPL'05).
 * Catalog status: EXACT, validated.
 *
 * 32 inodes and 26 blocks, each with a mutex. Thread t takes inode t mod 32; if it has no block
 * yet, it probes blocks from (2i) mod 26 on (at most LOOP = 10) and takes the first free one.
 *
 * Parameter: N = number of threads (threads: N, plus main); main creates T0..T(N-1), joins all.
 * Closed form: 2^(N-13) classes for N >= 13 (thread t >= 13 competes with thread t - 13 for the
 * same first block); 1 for N <= 13.
 */
#include <pthread.h>
#include <stdatomic.h>

#ifndef N
#define N 14
#endif
#define NUMBLOCKS 26
#define NUMINODE 32
#define LOOP 10

atomic_int inode[NUMINODE];
atomic_int busy[NUMBLOCKS];
pthread_mutex_t locki[NUMINODE];
pthread_mutex_t lockb[NUMBLOCKS];
int arg[N];

void *worker(void *p) {
    int tid = *(int *)p;
    int i = tid % NUMINODE;
    pthread_mutex_lock(&locki[i]);
    if (atomic_load(&inode[i]) == 0) {
        int b = (i * 2) % NUMBLOCKS;
        for (int k = 0; k < LOOP; k++) {
            pthread_mutex_lock(&lockb[b]);
            if (atomic_load(&busy[b]) == 0) {
                atomic_store(&busy[b], 1);
                atomic_store(&inode[i], b + 1);
                pthread_mutex_unlock(&lockb[b]);
                break;
            }
            pthread_mutex_unlock(&lockb[b]);
            b = (b + 1) % NUMBLOCKS;
        }
    }
    pthread_mutex_unlock(&locki[i]);
    return 0;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < NUMINODE; i++) {
        pthread_mutex_init(&locki[i], 0);
    }
    for (int i = 0; i < NUMBLOCKS; i++) {
        pthread_mutex_init(&lockb[i], 0);
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
