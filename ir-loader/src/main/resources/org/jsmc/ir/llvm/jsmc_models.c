/*
 * jsmc's models of the library functions that are simplest to write in C. A program that calls
 * one of them without defining it gets these definitions linked in, and they run as the program's
 * own code: every algorithm supports them without knowing them.
 *
 * No headers: the same file compiles for ILP32 and LP64 without the system's C library headers.
 * Waiting is a loop that re-reads a word until another thread changes it; the interpreter's
 * spin-loop reduction blocks the waiting thread after one unchanged iteration, and exploration
 * orders the other thread's write first. Only atomic reads, writes and compare-and-swaps are used
 * (no atomic sections), so the algorithms that refuse atomic sections accept these models.
 */

/* pthread_once_t is an int; PTHREAD_ONCE_INIT is 0. 1: a thread runs the routine; 2: done. */
int pthread_once(int *control, void (*routine)(void)) {
    int state = __sync_val_compare_and_swap(control, 0, 1);
    if (state == 0) {
        routine();
        __atomic_store_n(control, 2, __ATOMIC_SEQ_CST);
    } else {
        while (__atomic_load_n(control, __ATOMIC_SEQ_CST) != 2) {
        }
    }
    return 0;
}

/*
 * A barrier in the first 8 bytes of pthread_barrier_t (20 bytes in ILP32, 32 in LP64): the count,
 * and one word holding the number of threads arrived in its low 16 bits and the round in the high
 * 16 bits, so that one compare-and-swap both counts an arrival and, for the last thread, starts
 * the next round.
 */
struct jsmc_barrier {
    unsigned count;
    unsigned state;
};

int pthread_barrier_init(void *barrier, const void *attributes, unsigned count) {
    struct jsmc_barrier *b = barrier;
    if (count == 0) {
        return 22; /* EINVAL */
    }
    b->count = count;
    __atomic_store_n(&b->state, 0, __ATOMIC_SEQ_CST);
    return 0;
}

int pthread_barrier_wait(void *barrier) {
    struct jsmc_barrier *b = barrier;
    unsigned seen, next;
    int last;
    do {
        seen = __atomic_load_n(&b->state, __ATOMIC_SEQ_CST);
        last = (seen & 0xffff) + 1 == b->count;
        next = last ? ((seen >> 16) + 1) << 16 : seen + 1;
    } while (!__sync_bool_compare_and_swap(&b->state, seen, next));
    if (last) {
        return -1; /* PTHREAD_BARRIER_SERIAL_THREAD */
    }
    while (__atomic_load_n(&b->state, __ATOMIC_SEQ_CST) >> 16 == seen >> 16) {
    }
    return 0;
}

int pthread_barrier_destroy(void *barrier) {
    return 0;
}
