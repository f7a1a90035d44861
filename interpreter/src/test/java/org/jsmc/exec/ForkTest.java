package org.jsmc.exec;

import org.junit.jupiter.api.Test;

/**
 * {@link Execution#fork} on a program that touches every kind of state an execution keeps: heap and
 * stack objects that escape, a struct copied through {@code memcpy} over shared memory, a mutex and
 * a condition variable, thread-local and thread-specific data, an atomic section, a spin loop, a
 * nondeterministic choice and printed output. Forked at every step of many random schedules.
 */
class ForkTest {
    private static final String PROGRAM =
            """
            #include <pthread.h>
            #include <stdio.h>
            #include <stdlib.h>
            #include <string.h>
            #include <stdatomic.h>
            extern int __VERIFIER_nondet_int(void);
            struct S { int a[4]; } shared;
            int *heap;
            pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
            pthread_cond_t c = PTHREAD_COND_INITIALIZER;
            int ready;
            atomic_int flag;
            _Thread_local int mine;
            pthread_key_t key;
            void __VERIFIER_atomic_add(int k) { heap[2] += k; }
            void *worker(void *arg) {
              int id = *(int *)arg;
              mine = id + 1;
              pthread_setspecific(key, arg);
              struct S local;
              memcpy(&local, &shared, sizeof local);
              local.a[id] += mine;
              memcpy(&shared, &local, sizeof local);
              while (atomic_load(&flag) == 0) {}
              pthread_mutex_lock(&m);
              while (!ready) pthread_cond_wait(&c, &m);
              heap[id] = mine + local.a[0] + *(int *)pthread_getspecific(key);
              pthread_mutex_unlock(&m);
              __VERIFIER_atomic_add(id + 1);
              printf("w%d %d\\n", id, heap[id]);
              return 0;
            }
            int main(void) {
              pthread_t t[2];
              int ids[2] = {0, 1};
              pthread_key_create(&key, 0);
              heap = malloc(3 * sizeof(int));
              heap[0] = heap[1] = heap[2] = 0;
              for (int i = 0; i < 2; i++) pthread_create(&t[i], 0, worker, &ids[i]);
              atomic_store(&flag, 1);
              pthread_mutex_lock(&m);
              ready = 1;
              if (__VERIFIER_nondet_int()) pthread_cond_broadcast(&c);
              else pthread_cond_signal(&c);
              pthread_mutex_unlock(&m);
              for (int i = 0; i < 2; i++) pthread_join(t[i], 0);
              printf("%d %d\\n", heap[2], shared.a[0] + shared.a[1]);
              free(heap);
              return 0;
            }
            """;

    @Test
    void aForkGoesOnAsTheOriginalWhateverItHolds() {
        Program p = CPrograms.program(PROGRAM);
        for (long seed = 0; seed < 300; seed++) {
            Forks.check(p, seed, "seed " + seed);
        }
    }
}
