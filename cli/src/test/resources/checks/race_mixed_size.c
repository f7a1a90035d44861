// RACE: a byte store against a word load of the same int
#include <pthread.h>
int word;
void *w(void *arg) { ((char *) &word)[3] = 1; return 0; }
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, w, 0);
  int r = word;
  pthread_join(t, 0);
  return r;
}
