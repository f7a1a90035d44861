/*
 * Q11 queue / queue_ok: queue-false, queue-longer-false, queue-longest-false, queue-ok-true,
 * queue-ok-longer-true, queue-ok-longest-true (QPOR Table 3). From SV-COMP'17 pthread/queue*.c
 * (already mutex-protected). Catalog status: EXACT, from source.
 *
 * A bounded FIFO queue (SIZE elements, head, tail, amount; an index that reaches SIZE wraps to 1),
 * flags enq = 1 and deq = 0, the array stored[SIZE] of enqueued values, one mutex m; every shared
 * access of the threads is inside m. main sets the flags, initialises the queue, checks that it is
 * empty, initialises m, creates the producer P, then the consumer C, and joins both.
 *
 * OK = 1 (queue_ok, true): P takes m once and, if enq, enqueues SIZE values 17 + i (storing each
 * in stored[i]), then enq := 0, deq := 1. C takes m once and, if deq, SIZE times dequeues when the
 * queue is not empty and compares the value with stored[i] (never different), then deq := 0,
 * enq := 1. Two critical sections, so two orders.
 * OK = 0 (queue, false): P enqueues 17 into stored[0] and checks that the queue is not empty in
 * one critical section, then SIZE - 1 times { lock; if enq: enqueue 17 + i + 1, store it,
 * enq := 0, deq := 1; unlock }. C runs SIZE times { lock; if deq: dequeue and compare as the
 * original does, !dequeue() == stored[i] (mis-parenthesised: it fails when stored[i] is still 0,
 * that is when C's index has run ahead of P's), deq := 0, enq := 1; unlock }. The error is
 * reachable.
 *
 * Parameters: SIZE = queue size and loop bound (20; _longer 400; _longest 800); OK = 1 for the
 * queue_ok files, 0 for the queue files. Threads: 2, plus main.
 * Deviation: the original's nondeterministic values are the constants 17 + i of the catalog's
 * skeleton; its printf calls on an empty or full queue are dropped (output is not an event).
 */
#include <assert.h>
#include <pthread.h>

#ifndef SIZE
#define SIZE 20
#endif
#ifndef OK
#define OK 1
#endif
#define EMPTY (-1)
#define FULL (-2)

typedef struct {
    int element[SIZE];
    int head;
    int tail;
    int amount;
} queue_t;

pthread_mutex_t m;
int stored[SIZE];
int enq, deq;
queue_t queue;

static void init(queue_t *q) {
    q->head = 0;
    q->tail = 0;
    q->amount = 0;
}

static int empty(queue_t *q) {
    return q->head == q->tail ? EMPTY : 0;
}

static void enqueue(queue_t *q, int x) {
    q->element[q->tail] = x;
    q->amount++;
    if (q->tail == SIZE) {
        q->tail = 1;
    } else {
        q->tail++;
    }
}

static int dequeue(queue_t *q) {
    int x = q->element[q->head];
    q->amount--;
    if (q->head == SIZE) {
        q->head = 1;
    } else {
        q->head++;
    }
    return x;
}

#if OK

void *producer(void *arg) {
    pthread_mutex_lock(&m);
    if (enq) {
        for (int i = 0; i < SIZE; i++) {
            int value = 17 + i;
            enqueue(&queue, value);
            stored[i] = value;
        }
        enq = 0;
        deq = 1;
    }
    pthread_mutex_unlock(&m);
    return 0;
}

void *consumer(void *arg) {
    pthread_mutex_lock(&m);
    if (deq) {
        for (int i = 0; i < SIZE; i++) {
            if (empty(&queue) != EMPTY) {
                assert(dequeue(&queue) == stored[i]);
            }
        }
        deq = 0;
        enq = 1;
    }
    pthread_mutex_unlock(&m);
    return 0;
}

#else

void *producer(void *arg) {
    pthread_mutex_lock(&m);
    enqueue(&queue, 17);
    stored[0] = 17;
    assert(empty(&queue) != EMPTY);
    pthread_mutex_unlock(&m);
    for (int i = 0; i < SIZE - 1; i++) {
        pthread_mutex_lock(&m);
        if (enq) {
            int value = 17 + i + 1;
            enqueue(&queue, value);
            stored[i + 1] = value;
            enq = 0;
            deq = 1;
        }
        pthread_mutex_unlock(&m);
    }
    return 0;
}

void *consumer(void *arg) {
    for (int i = 0; i < SIZE; i++) {
        pthread_mutex_lock(&m);
        if (deq) {
            assert(!(!dequeue(&queue) == stored[i]));
            deq = 0;
            enq = 1;
        }
        pthread_mutex_unlock(&m);
    }
    return 0;
}

#endif

int main(void) {
    pthread_t p, c;
    enq = 1;
    deq = 0;
    init(&queue);
    assert(empty(&queue) == EMPTY);
    pthread_mutex_init(&m, 0);
    pthread_create(&p, 0, producer, &queue);
    pthread_create(&c, 0, consumer, &queue);
    pthread_join(p, 0);
    pthread_join(c, 0);
    return 0;
}
