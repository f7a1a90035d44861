# 1 "svcomp32.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "svcomp32.c"
/* An SV-COMP style ILP32 task as a preprocessed .i file: the i386 glibc definitions of pthread_t,
 * pthread_attr_t and pthread_mutex_t (24 bytes), a statically initialised mutex, global
 * pthread_t variables, and __VERIFIER_nondet_int. */
typedef unsigned long int pthread_t;
union pthread_attr_t
{
  char __size[36];
  long int __align;
};
typedef union pthread_attr_t pthread_attr_t;
typedef struct __pthread_internal_slist
{
  struct __pthread_internal_slist *__next;
} __pthread_slist_t;
struct __pthread_mutex_s
{
  int __lock;
  unsigned int __count;
  int __owner;
  int __kind;
  unsigned int __nusers;
  __extension__ union
  {
    struct
    {
      short __espins;
      short __eelision;
    } __elision_data;
    __pthread_slist_t __list;
  };
};
typedef union
{
  struct __pthread_mutex_s __data;
  char __size[24];
  long int __align;
} pthread_mutex_t;
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
void reach_error() { __assert_fail("0", "svcomp32.c", 3, __extension__ __PRETTY_FUNCTION__); }
extern int __VERIFIER_nondet_int(void);

pthread_mutex_t m = { { 0, 0, 0, 0, 0, { { 0, 0 } } } };
int total = 0;
pthread_t t1;

void *adder(void *arg)
{
  int v = __VERIFIER_nondet_int();
  pthread_mutex_lock(&m);
  total = total + v;
  pthread_mutex_unlock(&m);
  return 0;
}

int main()
{
  if (sizeof(pthread_mutex_t) != 24 || sizeof(pthread_t) != 4) {
    reach_error();
  }
  pthread_create(&t1, 0, adder, 0);
  pthread_mutex_lock(&m);
  total = total + 1;
  pthread_mutex_unlock(&m);
  pthread_join(t1, 0);
  if (total > 2) {
    reach_error();
  }
  return 0;
}
