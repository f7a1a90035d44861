/*
 * E12 incdec (IBM counter): incdec(NT) (ViEqui Table III). From SV-COMP pthread-ext/03_incdec.c
 * (the IBM developerWorks lock-based counter), as in ViEqui's IBM-incdec_conf_<NT>.c.
 * Catalog status: EXACT, from source.
 *
 * A lock word m: acquire = compare-and-swap m 0 -> 1, retried at most RETRY times (giving up
 * returns without the lock); release = exchange(m, 0). inc: acquire; if value is the maximum,
 * release and return; else v := value; inc_flag := 1; value := v + 1; release; assert
 * dec_flag || value > v. dec is symmetric (value == 0 check, dec_flag, value := v - 1, assert
 * inc_flag || value < v). The two reads of the assertion are not atomic, so it can fail. main
 * creates NT/2 inc threads, then NT/2 dec threads, and never joins. (In the original a local
 * in main shadows value, so the global stays 0.)
 *
 * Parameters: NT = number of threads (threads: NT, plus main); RETRY = CAS retries (ViEqui: 30).
 * The paper's numbers are executions up to the first violation.
 */
#include <assert.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef NT
#define NT 2
#endif
#ifndef RETRY
#define RETRY 2
#endif

atomic_uint value, inc_flag, dec_flag;
atomic_int m;

static int acquire(void) {
    for (int k = 0; k < RETRY; k++) {
        int expected = 0;
        if (atomic_compare_exchange_strong(&m, &expected, 1)) {
            return 1;
        }
    }
    return 0;
}

static void release(void) { atomic_exchange(&m, 0); }

void *inc(void *arg) {
    if (!acquire()) {
        return 0;
    }
    if (atomic_load(&value) == UINT_MAX) {
        release();
        return 0;
    }
    unsigned v = atomic_load(&value);
    atomic_store(&inc_flag, 1);
    atomic_store(&value, v + 1);
    release();
    assert(atomic_load(&dec_flag) || atomic_load(&value) > v);
    return 0;
}

void *dec(void *arg) {
    if (!acquire()) {
        return 0;
    }
    if (atomic_load(&value) == 0) {
        release();
        return 0;
    }
    unsigned v = atomic_load(&value);
    atomic_store(&dec_flag, 1);
    atomic_store(&value, v - 1);
    release();
    assert(atomic_load(&inc_flag) || atomic_load(&value) < v);
    return 0;
}

int main(void) {
    pthread_t t[NT];
    atomic_init(&value, 0);
    atomic_init(&m, 0);
    for (int i = 0; i < NT / 2; i++) {
        pthread_create(&t[2 * i], 0, inc, 0);
    }
    for (int i = 0; i < NT / 2; i++) {
        pthread_create(&t[2 * i + 1], 0, dec, 0);
    }
    return 0;
}
