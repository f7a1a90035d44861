/*
 * R03 linuxrwlocks: linuxrwlocks (U+1 thr) (RVF-SMC Table 2). The Linux reader-writer spin lock
 * of the SATCheck/CDSChecker benchmarks. The authors' harness is unpublished. Catalog status:
 * APPROX.
 *
 * The lock word starts at BIAS = 0x100000. read_lock: loop { if fetch_sub(lock, 1) > 0 leave;
 * fetch_add(lock, 1); wait until R(lock) > 0 }. write_lock: loop { if fetch_sub(lock, BIAS) ==
 * BIAS leave; fetch_add(lock, BIAS); wait until R(lock) == BIAS }. read_unlock: fetch_add(lock,
 * 1); write_unlock: fetch_add(lock, BIAS). The waits are assume-style (an execution whose read
 * fails the condition is assume-blocked); a retry ends since each failed attempt means another
 * thread holds or is taking the lock. Readers read the shared variable data under the read lock,
 * writers write it under the write lock.
 * Client: thread 0 is a writer, threads 1 .. U readers; main creates them in order and never joins.
 *
 * Parameter: U (threads: U + 1, plus main; RVF-SMC: 1, 2).
 * This client has 6 Mazurkiewicz traces at U = 1 (the paper: 59 for Source-DPOR). Other clients
 * tried at U = 1: every thread a read section, then a write section (CDSChecker's test) 222;
 * a write, then a read section 388; the same without retrying after a failed attempt 14.
 */
#include <pthread.h>
#include <stdatomic.h>

extern void __VERIFIER_assume(int);

#ifndef U
#define U 1
#endif
#define BIAS 0x100000

atomic_int lock = BIAS;
atomic_int data;

static void read_lock(void) {
    while (atomic_fetch_sub(&lock, 1) <= 0) {
        atomic_fetch_add(&lock, 1);
        __VERIFIER_assume(atomic_load(&lock) > 0);
    }
}

static void read_unlock(void) {
    atomic_fetch_add(&lock, 1);
}

static void write_lock(void) {
    while (atomic_fetch_sub(&lock, BIAS) != BIAS) {
        atomic_fetch_add(&lock, BIAS);
        __VERIFIER_assume(atomic_load(&lock) == BIAS);
    }
}

static void write_unlock(void) {
    atomic_fetch_add(&lock, BIAS);
}

static void reader(void) {
    read_lock();
    (void)atomic_load(&data);
    read_unlock();
}

static void writer(int id) {
    write_lock();
    atomic_store(&data, id);
    write_unlock();
}

void *worker(void *arg) {
    int id = (int)(long)arg;
    if (id == 0) {
        writer(1);
    } else {
        reader();
    }
    return 0;
}

int main(void) {
    pthread_t t[U + 1];
    for (int i = 0; i <= U; i++) {
        pthread_create(&t[i], 0, worker, (void *)(long)i);
    }
    return 0;
}
