// NO RACE: every access to x is inside an atomic section
#include <pthread.h>
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
int x;
void *inc(void *arg) { __VERIFIER_atomic_begin(); x++; __VERIFIER_atomic_end(); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, inc, 0);
  pthread_create(&b, 0, inc, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
