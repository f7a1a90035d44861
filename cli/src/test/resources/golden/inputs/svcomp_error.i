# 1 "svcomp_error.c"
# 1 "<built-in>"
# 1 "<command-line>"
# 1 "svcomp_error.c"
/* An SV-COMP style task with a reachable error: a lost update. The pthread_t variables are
 * globals, as in many SV-COMP tasks, so main's loads of them before each join are events. */
typedef unsigned long int pthread_t;
union pthread_attr_t
{
  char __size[56];
  long int __align;
};
typedef union pthread_attr_t pthread_attr_t;
extern int pthread_create (pthread_t *__restrict __newthread,
      const pthread_attr_t *__restrict __attr,
      void *(*__start_routine) (void *),
      void *__restrict __arg) __attribute__ ((__nothrow__)) __attribute__ ((__nonnull__ (1, 3)));
extern int pthread_join (pthread_t __th, void **__thread_return);
extern void __assert_fail (const char *__assertion, const char *__file,
      unsigned int __line, const char *__function)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "svcomp_error.c", 3, __extension__ __PRETTY_FUNCTION__); }

int x = 0;
pthread_t t1, t2;

void *thr(void *arg)
{
  x = x + 1;
  return 0;
}

int main()
{
  pthread_create(&t1, 0, thr, 0);
  pthread_create(&t2, 0, thr, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (x != 2) {
    reach_error();
  }
  return 0;
}
