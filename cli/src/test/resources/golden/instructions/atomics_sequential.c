/* C11 <stdatomic.h> operations executed by one thread: atomic_store, atomic_load,
 * atomic_fetch_add/sub/or/and/xor, atomic_exchange, atomic_compare_exchange_strong/weak (success
 * and failure), atomic_thread_fence. All of it runs in the sequential prefix: one trace. */
#include <assert.h>
#include <stdatomic.h>

atomic_int g;

int main(void) {
    atomic_store(&g, 5);
    assert(atomic_load(&g) == 5);
    assert(atomic_fetch_add(&g, 3) == 5 && atomic_load(&g) == 8);
    assert(atomic_fetch_sub(&g, 1) == 8);
    assert(atomic_fetch_or(&g, 0x10) == 7 && g == 0x17);
    assert(atomic_fetch_and(&g, 0x12) == 0x17 && g == 0x12);
    assert(atomic_fetch_xor(&g, 0x3) == 0x12 && g == 0x11);
    assert(atomic_exchange(&g, 42) == 0x11);

    int expected = 42;
    assert(atomic_compare_exchange_strong(&g, &expected, 7));
    assert(g == 7 && expected == 42);
    expected = 1;
    assert(!atomic_compare_exchange_strong(&g, &expected, 9));
    assert(g == 7 && expected == 7);     /* a failed CAS returns the current value */
    expected = 7;
    while (!atomic_compare_exchange_weak(&g, &expected, 8))
        ;
    assert(g == 8);

    atomic_thread_fence(memory_order_seq_cst);
    atomic_store_explicit(&g, 1, memory_order_release);
    assert(atomic_load_explicit(&g, memory_order_acquire) == 1);
    atomic_long l = 0;                   /* a local atomic */
    atomic_fetch_add(&l, 10000000000L);
    assert(atomic_load(&l) == 10000000000L);
    return 0;
}
