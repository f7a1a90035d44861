/* a nondet bool is explored completely (format 1.0 task: ILP32) */
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *, const void *, void *(*)(void *), void *);
extern int pthread_join(pthread_t, void **);
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned, const char *);
void reach_error() { __assert_fail("0", "task.c", 3, "reach_error"); }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
extern int __VERIFIER_nondet_int(void);
extern _Bool __VERIFIER_nondet_bool(void);
int x;
void *t(void *arg) { x = 1; return 0; }
int main(void) {
  pthread_t h;
  pthread_create(&h, 0, t, 0);
  if (__VERIFIER_nondet_bool() && x == 1) reach_error();
  return 0;
}
