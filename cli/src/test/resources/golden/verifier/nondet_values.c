/* Nondet values of several widths, default domain {0, 1}: 2^4 = 16 traces, each seeing values
 * in range (sign and zero extension of small values). */
#include <assert.h>

int __VERIFIER_nondet_int(void);
unsigned char __VERIFIER_nondet_uchar(void);
short __VERIFIER_nondet_short(void);
unsigned long __VERIFIER_nondet_ulong(void);

int main(void) {
    int i = __VERIFIER_nondet_int();
    unsigned char c = __VERIFIER_nondet_uchar();
    short s = __VERIFIER_nondet_short();
    unsigned long l = __VERIFIER_nondet_ulong();
    assert(i == 0 || i == 1);
    assert(c <= 1 && s >= 0 && s <= 1 && l <= 1);
    return 0;
}
