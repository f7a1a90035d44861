/* __VERIFIER_atomic_begin/end make the increment atomic: no lost update. While a section runs,
 * every other thread (main's joins included) is blocked. */
#include <assert.h>
#include <pthread.h>

void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int x;

void *inc(void *arg) {
    __VERIFIER_atomic_begin();
    x++;
    __VERIFIER_atomic_end();
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, inc, NULL);
    pthread_create(&b, NULL, inc, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(x == 2);
    return 0;
}
