// NO RACE: data handed over under a mutex and a condition variable
#include <pthread.h>
int data, ready;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t c = PTHREAD_COND_INITIALIZER;
void *producer(void *arg) {
  data = 7;
  pthread_mutex_lock(&m);
  ready = 1;
  pthread_cond_signal(&c);
  pthread_mutex_unlock(&m);
  return 0;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, producer, 0);
  pthread_mutex_lock(&m);
  while (!ready) pthread_cond_wait(&c, &m);
  pthread_mutex_unlock(&m);
  int d = data;
  pthread_join(t, 0);
  return d == 7 ? 0 : 1;
}
