// RACE: two threads write the same field of a heap struct through aliases
#include <pthread.h>
#include <stdlib.h>
struct pair { int a; int b; };
void *wa(void *arg) { struct pair *p = arg; p->b = 1; return 0; }
int main(void) {
  pthread_t t;
  struct pair *p = malloc(sizeof *p);
  struct pair *q = p;
  pthread_create(&t, 0, wa, p);
  q->b = 2;
  pthread_join(t, 0);
  free(p);
  return 0;
}
