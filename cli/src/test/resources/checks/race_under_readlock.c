// RACE: two readers both write under the read lock
#include <pthread.h>
int x;
pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
void *reader(void *arg) { pthread_rwlock_rdlock(&l); x = 1; pthread_rwlock_unlock(&l); return 0; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, reader, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
