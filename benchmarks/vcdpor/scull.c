/*
 * V13 scull driver: scull_true (VC-DPOR Table 1), scull_loop (RVF-SMC Table 1). From SV-COMP
 * pthread-atomic/scull.c (Threader's model of the LDD3 scull character device).
 * Catalog status: APPROX (the nondeterministic results were replaced by constants the papers do
 * not state; the loop version's exact shape is unknown).
 *
 * Seven shared variables (scull_quantum, scull_qset, dev_data, dev_quantum, dev_qset, dev_size
 * and the mutual-exclusion check __X__) and one mutex (down_interruptible/up). Three threads,
 * created in order: the loader (module init, then cleanup: scull_trim without the lock), thread1
 * (open, then read) and thread2 (open, then write); the bodies of thread1 and thread2 are
 * repeated N times (the module is loaded and unloaded once). open:
 * lock; __X__ := 2; scull_trim; read __X__ (assert >= 2); unlock. read: read dev_quantum and
 * dev_qset; lock; __X__ := 0; compare f_pos with dev_size; read dev_data; read __X__ (assert
 * <= 0); unlock. write: read dev_quantum and dev_qset; lock; __X__ := 1; read dev_data; read and
 * update dev_size; read __X__ (assert == 1); unlock. The nondeterministic list lookup and copy
 * results are fixed to success; divisions by a zero quantum are avoided locally. main joins all
 * three threads. Assertions are plain reads (VC-DPOR).
 *
 * Parameter: N = iterations of each thread body (VC-DPOR: 3, 4, 5; RVF-SMC's U: 2, 3).
 * Threads: 3, plus main.
 */
#include <pthread.h>

#ifndef N
#define N 2
#endif
#define SCULL_QUANTUM 4000
#define SCULL_QSET 1000

int scull_quantum = SCULL_QUANTUM;
int scull_qset = SCULL_QSET;
int dev_data, dev_quantum, dev_qset, dev_size;
int __X__;
pthread_mutex_t dev_lock = PTHREAD_MUTEX_INITIALIZER;

static void scull_trim(void) {
    int qset = dev_qset;
    (void)qset;
    dev_size = 0;
    dev_quantum = scull_quantum;
    dev_qset = scull_qset;
    dev_data = 0;
}

static void scull_open(void) {
    pthread_mutex_lock(&dev_lock);
    __X__ = 2;
    scull_trim();
    (void)(__X__ >= 2);
    pthread_mutex_unlock(&dev_lock);
}

static void scull_read(long f_pos, int count) {
    int quantum = dev_quantum;
    int qset = dev_qset;
    int itemsize = quantum * qset;
    if (itemsize == 0) {
        itemsize = 1;
    }
    pthread_mutex_lock(&dev_lock);
    __X__ = 0;
    if (f_pos >= dev_size) {
        goto out;
    }
    long item = f_pos / itemsize;
    long rest = f_pos % itemsize;
    (void)item;
    (void)rest;
    int data = dev_data;
    (void)data;
    (void)count;
    (void)(__X__ <= 0);
out:
    pthread_mutex_unlock(&dev_lock);
}

static void scull_write(long f_pos, int count) {
    int quantum = dev_quantum;
    int qset = dev_qset;
    int itemsize = quantum * qset;
    if (itemsize == 0) {
        itemsize = 1;
    }
    pthread_mutex_lock(&dev_lock);
    long item = f_pos / itemsize;
    (void)item;
    __X__ = 1;
    int data = dev_data;
    (void)data;
    f_pos += count;
    if (dev_size < f_pos) {
        dev_size = f_pos;
    }
    (void)(__X__ == 1);
    pthread_mutex_unlock(&dev_lock);
}

void *loader(void *arg) {
    dev_quantum = scull_quantum;
    dev_qset = scull_qset;
    scull_trim();
    return 0;
}

void *thread1(void *arg) {
    for (int i = 0; i < N; i++) {
        scull_open();
        scull_read(0, 1);
    }
    return 0;
}

void *thread2(void *arg) {
    for (int i = 0; i < N; i++) {
        scull_open();
        scull_write(0, 1);
    }
    return 0;
}

int main(void) {
    pthread_t t1, t2, t3;
    pthread_create(&t1, 0, loader, 0);
    pthread_create(&t2, 0, thread1, 0);
    pthread_create(&t3, 0, thread2, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    pthread_join(t3, 0);
    return 0;
}
