package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import java.util.TreeSet;
import org.jsmc.ir.UnsupportedFeatureException;
import org.junit.jupiter.api.Test;

/**
 * The pthread functions of real benchmark tasks beyond the basics: {@code pthread_once} and
 * barriers (jsmc's C models, linked into the program), thread-specific data and spin locks. Each is
 * checked over every schedule: what every run prints, and that no run fails.
 */
class MoreLibraryTest {
    private static Set<String> endings(String source) {
        Set<String> s = new TreeSet<>();
        for (Schedules.Run r : Schedules.all(CPrograms.program(source), 200_000)) {
            s.add(r.summary() + (r.output().isEmpty() ? "" : " " + r.output()));
        }
        return s;
    }

    @Test
    void pthreadOnceRunsTheRoutineOnceAndEveryCallerWaitsForIt() {
        String source =
                """
                #include <pthread.h>
                #include <assert.h>
                #include <stdio.h>
                pthread_once_t once = PTHREAD_ONCE_INIT;
                int inits, ready;
                void init(void) { inits++; ready = 1; }
                void *t(void *arg) {
                  pthread_once(&once, init);
                  assert(ready);
                  return 0;
                }
                int main(void) {
                  pthread_t a, b;
                  pthread_create(&a, 0, t, 0);
                  pthread_create(&b, 0, t, 0);
                  pthread_join(a, 0);
                  pthread_join(b, 0);
                  printf("inits %d", inits);
                  return 0;
                }
                """;
        // a thread that found the routine running waits: the runs where it read too early block
        assertThat(endings(source)).containsExactlyInAnyOrder("COMPLETE inits 1", "ASSUME_BLOCKED");
    }

    @Test
    void aBarrierReleasesNobodyBeforeEveryoneArrivedAndCanBeReused() {
        String source =
                """
                #include <pthread.h>
                #include <assert.h>
                #include <stdio.h>
                pthread_barrier_t barrier;
                int slot[2], serial;
                void *t(void *arg) {
                  int me = (int) (long) arg;
                  for (int round = 1; round <= 1; round++) {
                    slot[me] = round;
                    if (pthread_barrier_wait(&barrier) == PTHREAD_BARRIER_SERIAL_THREAD) serial++;
                    assert(slot[1 - me] >= round);
                    pthread_barrier_wait(&barrier);
                  }
                  return 0;
                }
                int main(void) {
                  pthread_t a, b;
                  pthread_barrier_init(&barrier, 0, 2);
                  pthread_create(&a, 0, t, (void *) 0L);
                  pthread_create(&b, 0, t, (void *) 1L);
                  pthread_join(a, 0);
                  pthread_join(b, 0);
                  pthread_barrier_destroy(&barrier);
                  printf("serial %d", serial);
                  return 0;
                }
                """;
        assertThat(endings(source))
                .containsExactlyInAnyOrder("COMPLETE serial 1", "ASSUME_BLOCKED");
    }

    @Test
    void threadSpecificValuesAreEachThreadsOwn() {
        String source =
                """
                #include <pthread.h>
                #include <stdio.h>
                pthread_key_t key;
                int seen[2];
                void *t(void *arg) {
                  pthread_setspecific(key, arg);
                  seen[(long) arg - 1] = (int) (long) pthread_getspecific(key);
                  return 0;
                }
                int main(void) {
                  pthread_t a, b;
                  pthread_key_create(&key, 0);
                  pthread_create(&a, 0, t, (void *) 1L);
                  pthread_create(&b, 0, t, (void *) 2L);
                  pthread_join(a, 0);
                  pthread_join(b, 0);
                  printf("%d %d %d %d", key, seen[0], seen[1], pthread_getspecific(key) == 0);
                  pthread_key_delete(key);
                  return 0;
                }
                """;
        assertThat(endings(source)).containsExactly("COMPLETE 1 1 2 1");
    }

    @Test
    void aKeyWithADestructorIsRefused() {
        String source =
                """
                #include <pthread.h>
                #include <stdlib.h>
                pthread_key_t key;
                int main(void) { pthread_key_create(&key, free); return 0; }
                """;
        assertThatThrownBy(() -> CPrograms.program(source).start())
                .isInstanceOf(UnsupportedFeatureException.class)
                .hasMessageContaining("pthread_key_create with a destructor");
    }

    @Test
    void spinLocksExcludeEachOther() {
        String source =
                """
                #include <pthread.h>
                #include <stdio.h>
                pthread_spinlock_t lock;
                int count;
                void *t(void *arg) {
                  pthread_spin_lock(&lock);
                  count++;
                  pthread_spin_unlock(&lock);
                  return 0;
                }
                int main(void) {
                  pthread_t a, b;
                  pthread_spin_init(&lock, 0);
                  pthread_create(&a, 0, t, 0);
                  pthread_create(&b, 0, t, 0);
                  pthread_join(a, 0);
                  pthread_join(b, 0);
                  pthread_spin_destroy(&lock);
                  printf("count %d", count);
                  return 0;
                }
                """;
        assertThat(endings(source)).containsExactly("COMPLETE count 2");
    }
}
