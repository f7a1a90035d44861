/* Threads on ILP32 with the i386 glibc pthread types declared by hand: pthread_t is an unsigned
 * long, pthread_mutex_t a 24-byte union (PTHREAD_MUTEX_INITIALIZER is all zeros), pthread_attr_t
 * a 36-byte union. Two locked increments. */
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
#define assert(e) ((e) ? (void)0 : __assert_fail(#e, __FILE__, __LINE__, __func__))
#define NULL ((void *)0)

typedef unsigned long int pthread_t;
typedef union { char __size[36]; long int __align; } pthread_attr_t;
typedef union { char __size[24]; long int __align; } pthread_mutex_t;
#define PTHREAD_MUTEX_INITIALIZER { { 0 } }

extern int pthread_create(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
extern int pthread_join(pthread_t, void **);
extern int pthread_mutex_lock(pthread_mutex_t *);
extern int pthread_mutex_unlock(pthread_mutex_t *);

int x;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *inc(void *arg) {
    pthread_mutex_lock(&m);
    x = x + (int)(long)arg;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void) {
    assert(sizeof(pthread_t) == 4 && sizeof(pthread_mutex_t) == 24);
    pthread_t a, b;
    pthread_create(&a, NULL, inc, (void *)1L);
    pthread_create(&b, NULL, inc, (void *)2L);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(x == 3);
    return 0;
}
