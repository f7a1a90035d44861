/* Recursion: factorial, Fibonacci, mutual recursion, Ackermann. */
#include <assert.h>

static long long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static int is_odd(int n);
static int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }
static int ack(int m, int n) {
    if (m == 0)
        return n + 1;
    if (n == 0)
        return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}

int main(void) {
    assert(fact(20) == 2432902008176640000LL);
    assert(fib(15) == 610);
    assert(is_even(10) && is_odd(7) && !is_odd(4));
    assert(ack(2, 3) == 9);
    return 0;
}
