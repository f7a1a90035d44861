# 1 "svcomp_style.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "svcomp_style.c"
/* A self-contained, preprocessed-looking SV-COMP style task (LP64): no #include, the glibc types
 * and prototypes spelled out the way the preprocessor leaves them, reach_error defined through
 * __assert_fail, a nondet value, a statically initialised mutex. */
typedef unsigned long int pthread_t;
union pthread_attr_t
{
  char __size[56];
  long int __align;
};
typedef union pthread_attr_t pthread_attr_t;
typedef struct __pthread_internal_list
{
  struct __pthread_internal_list *__prev;
  struct __pthread_internal_list *__next;
} __pthread_list_t;
struct __pthread_mutex_s
{
  int __lock;
  unsigned int __count;
  int __owner;
  unsigned int __nusers;
  int __kind;
  short __spins;
  short __elision;
  __pthread_list_t __list;
};
typedef union
{
  struct __pthread_mutex_s __data;
  char __size[40];
  long int __align;
} pthread_mutex_t;
typedef union
{
  char __size[4];
  int __align;
} pthread_mutexattr_t;
extern int pthread_create (pthread_t *__restrict __newthread,
      const pthread_attr_t *__restrict __attr,
      void *(*__start_routine) (void *),
      void *__restrict __arg) __attribute__ ((__nothrow__)) __attribute__ ((__nonnull__ (1, 3)));
extern int pthread_join (pthread_t __th, void **__thread_return);
extern int pthread_mutex_lock (pthread_mutex_t *__mutex)
     __attribute__ ((__nothrow__)) __attribute__ ((__nonnull__ (1)));
extern int pthread_mutex_unlock (pthread_mutex_t *__mutex)
     __attribute__ ((__nothrow__)) __attribute__ ((__nonnull__ (1)));

extern void __assert_fail (const char *__assertion, const char *__file,
      unsigned int __line, const char *__function)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "svcomp_style.c", 3, __extension__ __PRETTY_FUNCTION__); }
extern int __VERIFIER_nondet_int(void);

int counter = 0;
pthread_mutex_t m = { { 0, 0, 0, 0, 0, 0, 0, { 0, 0 } } };

void *thr(void *arg)
{
  pthread_mutex_lock(&m);
  counter++;
  pthread_mutex_unlock(&m);
  return 0;
}

int main()
{
  int n = __VERIFIER_nondet_int();
  pthread_t t;
  pthread_create(&t, 0, thr, 0);
  pthread_mutex_lock(&m);
  counter += n;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  if (counter != n + 1) {
    reach_error();
  }
  return 0;
}
