/* Every __VERIFIER_nondet_* flavour. With --nondet-domain 1 each returns 0, except the _Bool one,
 * which always has two values: two traces. */
#include <assert.h>

int __VERIFIER_nondet_int(void);
unsigned int __VERIFIER_nondet_uint(void);
unsigned int __VERIFIER_nondet_unsigned(void);
_Bool __VERIFIER_nondet_bool(void);
char __VERIFIER_nondet_char(void);
unsigned char __VERIFIER_nondet_uchar(void);
short __VERIFIER_nondet_short(void);
unsigned short __VERIFIER_nondet_ushort(void);
long __VERIFIER_nondet_long(void);
unsigned long __VERIFIER_nondet_ulong(void);
long long __VERIFIER_nondet_longlong(void);
unsigned long long __VERIFIER_nondet_ulonglong(void);

int main(void) {
    long long sum = 0;
    sum += __VERIFIER_nondet_int();
    sum += __VERIFIER_nondet_uint();
    sum += __VERIFIER_nondet_unsigned();
    sum += __VERIFIER_nondet_char();
    sum += __VERIFIER_nondet_uchar();
    sum += __VERIFIER_nondet_short();
    sum += __VERIFIER_nondet_ushort();
    sum += __VERIFIER_nondet_long();
    sum += __VERIFIER_nondet_ulong();
    sum += __VERIFIER_nondet_longlong();
    sum += (long long)__VERIFIER_nondet_ulonglong();
    assert(sum == 0);
    _Bool b = __VERIFIER_nondet_bool();
    assert(b == 0 || b == 1);
    return 0;
}
