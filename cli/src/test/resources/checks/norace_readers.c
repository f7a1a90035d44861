// NO RACE: readers share a rwlock, the writer excludes them
#include <pthread.h>
int x;
pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
void *reader(void *arg) { pthread_rwlock_rdlock(&l); int r = x; (void) r; pthread_rwlock_unlock(&l); return 0; }
void *writer(void *arg) { pthread_rwlock_wrlock(&l); x = 1; pthread_rwlock_unlock(&l); return 0; }
int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, reader, 0);
  pthread_create(&b, 0, reader, 0);
  pthread_create(&c, 0, writer, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
