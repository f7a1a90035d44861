// RACE: two threads increment a counter without a lock
#include <pthread.h>
int counter;
void *inc(void *arg) { counter++; return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, inc, 0);
  pthread_create(&b, 0, inc, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
