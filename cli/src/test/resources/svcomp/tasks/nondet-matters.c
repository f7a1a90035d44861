/* a nondet int decides a branch: jsmc explores only some of its values, so it cannot say true */
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *, const void *, void *(*)(void *), void *);
extern int pthread_join(pthread_t, void **);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned, const char *);
void reach_error() { __assert_fail("0", "task.c", 3, "reach_error"); }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
extern int __VERIFIER_nondet_int(void);
extern _Bool __VERIFIER_nondet_bool(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int twice = n * 2;
  if (twice % 2 != 0) reach_error();
  return 0;
}
