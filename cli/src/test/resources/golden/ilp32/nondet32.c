/* Nondet values and an atomic section on ILP32: __VERIFIER_nondet_ulong returns a 32-bit value
 * here. Two threads add a nondet amount inside __VERIFIER_atomic_begin/end. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))
#define NULL ((void *)0)

typedef unsigned long int pthread_t;
typedef union { char __size[36]; long int __align; } pthread_attr_t;
extern int pthread_create(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
extern int pthread_join(pthread_t, void **);
extern unsigned long __VERIFIER_nondet_ulong(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

unsigned long total;

void *add(void *arg) {
    unsigned long v = __VERIFIER_nondet_ulong();
    __VERIFIER_atomic_begin();
    total = total + v;
    __VERIFIER_atomic_end();
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, add, NULL);
    pthread_create(&b, NULL, add, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(total <= 2);
    return 0;
}
