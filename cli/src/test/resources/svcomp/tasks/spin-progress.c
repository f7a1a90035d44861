/* a spin loop that counts its polls up to a bound: not a spin loop jsmc may cut */
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *, const void *, void *(*)(void *), void *);
extern int pthread_join(pthread_t, void **);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned, const char *);
void reach_error() { __assert_fail("0", "task.c", 3, "reach_error"); }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
extern int __VERIFIER_nondet_int(void);
extern _Bool __VERIFIER_nondet_bool(void);
int flag, polls;
void *waiter(void *arg) {
  int n = 0;
  while (!flag && n < 5) { n++; }
  polls = n;
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, waiter, 0);
  flag = 1;
  pthread_join(t, 0);
  if (polls > 5) reach_error();
  return 0;
}
