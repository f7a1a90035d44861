/* GCC __sync_* and __atomic_* builtins executed by one thread (atomicrmw, cmpxchg, atomic load
 * and store, fence). All of it runs in the sequential prefix: one trace. */
#include <assert.h>

int g;
long long w;

int main(void) {
    assert(__sync_fetch_and_add(&g, 5) == 0 && g == 5);
    assert(__sync_add_and_fetch(&g, 1) == 6);
    assert(__sync_fetch_and_sub(&g, 2) == 6 && g == 4);
    assert(__sync_fetch_and_or(&g, 3) == 4 && g == 7);
    assert(__sync_and_and_fetch(&g, 5) == 5);
    assert(__sync_fetch_and_xor(&g, 1) == 5 && g == 4);
    assert(__sync_val_compare_and_swap(&g, 4, 10) == 4 && g == 10);
    assert(__sync_val_compare_and_swap(&g, 4, 11) == 10 && g == 10);
    assert(__sync_bool_compare_and_swap(&g, 10, 12) && g == 12);
    assert(!__sync_bool_compare_and_swap(&g, 10, 13));
    assert(__sync_lock_test_and_set(&g, 1) == 12 && g == 1);
    __sync_lock_release(&g);
    assert(g == 0);
    __sync_synchronize();

    __atomic_store_n(&g, 3, __ATOMIC_SEQ_CST);
    assert(__atomic_load_n(&g, __ATOMIC_ACQUIRE) == 3);
    assert(__atomic_fetch_add(&g, 4, __ATOMIC_RELAXED) == 3);
    assert(__atomic_sub_fetch(&g, 2, __ATOMIC_SEQ_CST) == 5);
    assert(__atomic_exchange_n(&g, 9, __ATOMIC_SEQ_CST) == 5);
    int exp = 9;
    assert(__atomic_compare_exchange_n(&g, &exp, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
    exp = 9;
    assert(!__atomic_compare_exchange_n(&g, &exp, 2, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
    assert(exp == 1);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    assert(__atomic_fetch_add(&w, 1LL << 40, __ATOMIC_SEQ_CST) == 0 && w == 1LL << 40);
    assert(__atomic_fetch_nand(&g, 3, __ATOMIC_SEQ_CST) == 1 && g == ~(1 & 3));
    return 0;
}
