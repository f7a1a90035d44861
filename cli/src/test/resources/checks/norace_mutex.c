// NO RACE: the counter is protected by a mutex
#include <pthread.h>
int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *inc(void *arg) { pthread_mutex_lock(&m); counter++; pthread_mutex_unlock(&m); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, inc, 0);
  pthread_create(&b, 0, inc, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return counter == 2 ? 0 : 1;
}
