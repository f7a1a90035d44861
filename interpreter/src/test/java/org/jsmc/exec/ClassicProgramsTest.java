package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Small classic concurrent programs, explored over every schedule. */
class ClassicProgramsTest {

    static String counter(String lock, String unlock) {
        return """
            #include <pthread.h>
            #include <assert.h>
            pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
            int count;
            void *inc(void *arg) {
              LOCK;
              int tmp = count;
              count = tmp + 1;
              UNLOCK;
              return 0;
            }
            int main(void) {
              pthread_t a, b;
              pthread_create(&a, 0, inc, 0);
              pthread_create(&b, 0, inc, 0);
              pthread_join(a, 0);
              pthread_join(b, 0);
              assert(count == 2);
              return 0;
            }
            """
                .replace("UNLOCK", unlock)
                .replace("LOCK", lock);
    }

    @Test
    void anUnprotectedCounterLosesAnUpdate() {
        assertThat(Schedules.outcomes(CPrograms.program(counter("", ""))))
                .containsExactlyInAnyOrder("COMPLETE", "ERROR ASSERTION");
    }

    @Test
    void aMutexProtectsTheCounter() {
        assertThat(
                        Schedules.outcomes(
                                CPrograms.program(
                                        counter(
                                                "pthread_mutex_lock(&m)",
                                                "pthread_mutex_unlock(&m)"))))
                .containsExactly("COMPLETE");
    }

    @Test
    void anAtomicSectionProtectsTheCounter() {
        assertThat(
                        Schedules.outcomes(
                                CPrograms.program(
                                        "extern void __VERIFIER_atomic_begin(void);\n"
                                                + "extern void __VERIFIER_atomic_end(void);\n"
                                                + counter(
                                                        "__VERIFIER_atomic_begin()",
                                                        "__VERIFIER_atomic_end()"))))
                .containsExactly("COMPLETE");
    }

    static final String PETERSON =
            """
            #include <pthread.h>
            #include <assert.h>
            int flag[2], turn, owner;
            void *p(void *arg) {
              int i = (int)(long)arg, j = 1 - i;
              flag[i] = 1;
              turn = j;
              while (flag[j] && turn == j) {}
              owner = i;
              assert(owner == i);
              flag[i] = 0;
              return 0;
            }
            int main(void) {
              pthread_t a, b;
              pthread_create(&a, 0, p, (void *)0);
              pthread_create(&b, 0, p, (void *)1);
              return 0;
            }
            """;

    @Test
    void petersonsAlgorithmIsCorrectUnderSequentialConsistency() {
        // a bound of 1 cuts every run in which a thread would spin
        Program p = CPrograms.program(PETERSON, ExecOptions.DEFAULT.withUnroll(1));
        assertThat(Schedules.outcomes(p)).containsExactlyInAnyOrder("COMPLETE", "ASSUME_BLOCKED");
    }

    @Test
    void petersonWithoutTurnIsBroken() {
        Program p =
                CPrograms.program(
                        PETERSON.replace("flag[j] && turn == j", "0 && turn == j"),
                        ExecOptions.DEFAULT.withUnroll(1));
        assertThat(Schedules.outcomes(p)).contains("ERROR ASSERTION");
    }

    static final String PRODUCER_CONSUMER =
            """
            #include <pthread.h>
            #include <assert.h>
            pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
            pthread_cond_t full = PTHREAD_COND_INITIALIZER, empty = PTHREAD_COND_INITIALIZER;
            int slot, has;
            void *producer(void *arg) {
              for (int k = 1; k <= 2; k++) {
                pthread_mutex_lock(&m);
                while (has) pthread_cond_wait(&empty, &m);
                slot = k;
                has = 1;
                pthread_cond_signal(&full);
                pthread_mutex_unlock(&m);
              }
              return 0;
            }
            int main(void) {
              pthread_t t;
              pthread_create(&t, 0, producer, 0);
              int sum = 0;
              for (int k = 0; k < 2; k++) {
                pthread_mutex_lock(&m);
                while (!has) pthread_cond_wait(&full, &m);
                sum += slot;
                has = 0;
                pthread_cond_signal(&empty);
                pthread_mutex_unlock(&m);
              }
              pthread_join(t, 0);
              assert(sum == 3);
              return 0;
            }
            """;

    @Test
    void aProducerAndAConsumerHandOverEveryItem() {
        assertThat(Schedules.outcomes(CPrograms.program(PRODUCER_CONSUMER)))
                .containsExactly("COMPLETE");
    }

    @Test
    void signallingWithoutAPredicateLoopCanLoseTheWakeUp() {
        Program p =
                CPrograms.program(
                        PRODUCER_CONSUMER
                                .replace("while (!has) pthread_cond_wait", "pthread_cond_wait")
                                .replace(
                                        "while (has) pthread_cond_wait",
                                        "if (has) pthread_cond_wait"));
        assertThat(Schedules.outcomes(p)).contains("COMPLETE", "DEADLOCK");
    }
}
