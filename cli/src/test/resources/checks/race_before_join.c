// RACE: main reads before the join
#include <pthread.h>
int x;
void *worker(void *arg) { x = 1; return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  int r = x;
  pthread_join(t, 0);
  return r;
}
