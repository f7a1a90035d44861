// NO RACE: main writes before the spawn and reads after the join
#include <pthread.h>
int x;
void *worker(void *arg) { x = x + 1; return 0; }
int main(void) {
  pthread_t t;
  x = 1;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  return x == 2 ? 0 : 1;
}
