// RACE: the same hand-over with a plain flag
#include <pthread.h>
int data;
int ready;
void *producer(void *arg) { data = 42; ready = 1; return 0; }
void *consumer(void *arg) { if (ready) { int d = data; (void) d; } return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, producer, 0);
  pthread_create(&b, 0, consumer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
