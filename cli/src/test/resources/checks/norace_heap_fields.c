// NO RACE: the two threads write different fields and array elements
#include <pthread.h>
#include <stdlib.h>
struct pair { int a; int b; int v[4]; };
void *wa(void *arg) { struct pair *p = arg; p->a = 1; p->v[1] = 1; return 0; }
int main(void) {
  pthread_t t;
  struct pair *p = malloc(sizeof *p);
  pthread_create(&t, 0, wa, p);
  p->b = 2;
  p->v[2] = 2;
  pthread_join(t, 0);
  free(p);
  return 0;
}
