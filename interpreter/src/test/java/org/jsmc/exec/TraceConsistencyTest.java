package org.jsmc.exec;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Properties of random small concurrent programs, each run under many random schedules:
 *
 * <ul>
 *   <li>every read returns the value the trace's last write to those bytes wrote, or the initial
 *       value ({@link Execution#initialValue}): the trace is sequentially consistent;
 *   <li>no two threads hold the mutex at once;
 *   <li>replaying the trace on a fresh execution reproduces it event for event.
 * </ul>
 */
class TraceConsistencyTest {

    /** One statement of a generated thread body; {@code k} picks a global, {@code c} a constant. */
    record Op(int kind, int k, int c) {
        String code() {
            int g = k % 3;
            return switch (kind) {
                case 0 -> "r += g" + g + ";";
                case 1 -> "g" + g + " = " + c + ";";
                case 2 -> "g" + g + " = r + " + c + ";";
                case 3 -> "r += atomic_fetch_add(&a, " + c + ");";
                case 4 ->
                        "{ int e = "
                                + (c % 3)
                                + "; atomic_compare_exchange_strong(&a, &e, "
                                + c
                                + "); r += e; }";
                case 5 -> "pthread_mutex_lock(&m); g" + g + "++; pthread_mutex_unlock(&m);";
                case 6 -> "s = (struct S){ r, " + c + " };";
                case 7 -> "r += s.y - s.x;";
                case 8 -> "g" + g + " = __VERIFIER_nondet_int();";
                case 9 -> "{ struct S l = s; l.x += " + c + "; s = l; }";
                default -> "r += " + c + ";";
            };
        }
    }

    /** A main thread and two workers, each a list of statements. */
    record Prog(List<Op> main, List<Op> first, List<Op> second) {
        String source() {
            return """
                #include <pthread.h>
                #include <stdatomic.h>
                extern int __VERIFIER_nondet_int(void);
                struct S { int x; int y; };
                int g0, g1 = 1, g2 = 2;
                atomic_int a;
                struct S s;
                pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
                int out[3];
                void *first(void *arg) { int r = 0; FIRST out[1] = r; return 0; }
                void *second(void *arg) { int r = 0; SECOND out[2] = r; return 0; }
                int main(void) {
                  pthread_t t1, t2;
                  int r = 0;
                  pthread_create(&t1, 0, first, 0);
                  pthread_create(&t2, 0, second, 0);
                  MAIN
                  pthread_join(t1, 0);
                  pthread_join(t2, 0);
                  out[0] = r;
                  return 0;
                }
                """
                    .replace("FIRST", body(first))
                    .replace("SECOND", body(second))
                    .replace("MAIN", body(main));
        }

        private static String body(List<Op> ops) {
            StringBuilder s = new StringBuilder();
            for (Op o : ops) {
                s.append(o.code()).append(' ');
            }
            return s.toString();
        }
    }

    @Provide
    Arbitrary<Prog> programs() {
        Arbitrary<Op> op =
                Combinators.combine(
                                Arbitraries.integers().between(0, 10),
                                Arbitraries.integers().between(0, 2),
                                Arbitraries.integers().between(0, 9))
                        .as(Op::new);
        Arbitrary<List<Op>> body = op.list().ofMinSize(1).ofMaxSize(4);
        return Combinators.combine(body, body, body).as(Prog::new);
    }

    @Property(tries = 25)
    void tracesAreSequentiallyConsistentAndReplayable(@ForAll("programs") Prog prog) {
        Program p = CPrograms.program(prog.source());
        Random random = new Random(prog.hashCode());
        for (int run = 0; run < 15; run++) {
            Execution x = p.start();
            while (!x.outcome().isFinal()) {
                List<ThreadId> enabled = new ArrayList<>();
                for (ThreadId t : x.threads()) {
                    if (x.status(t) == ThreadStatus.ENABLED) {
                        enabled.add(t);
                    }
                }
                ThreadId t = enabled.get(random.nextInt(enabled.size()));
                if (x.pending(t) instanceof Event.Choice c) {
                    x.step(t, random.nextInt(c.alternatives()));
                } else {
                    x.step(t);
                }
            }
            assertThat(x.outcome()).as(prog.source()).isEqualTo(Outcome.COMPLETE);
            checkConsistency(x);
            Execution again = p.start();
            for (Event e : x.trace()) {
                again.replay(e);
            }
            assertThat(again.error()).isEmpty();
            assertThat(again.trace()).isEqualTo(x.trace());
            assertThat(again.outcome()).isEqualTo(Outcome.COMPLETE);
        }
    }

    /**
     * A fork taken between any two steps goes on exactly as the execution it was taken from: the
     * same random decisions give both the same trace, outcome and output.
     */
    @Property(tries = 25)
    void aForkGoesOnAsTheOriginal(@ForAll("programs") Prog prog) {
        Program p = CPrograms.program(prog.source());
        Random random = new Random(prog.hashCode());
        for (int run = 0; run < 10; run++) {
            Forks.check(p, random.nextLong(), prog.source());
        }
    }

    /** Replays the trace's accesses on a byte map and checks every value read. */
    private static void checkConsistency(Execution x) {
        Map<Long, Integer> memory = new HashMap<>();
        Map<Long, ThreadId> owners = new HashMap<>();
        for (Event e : x.trace()) {
            if (e instanceof Event.Access a) {
                if (a.reads()) {
                    long old =
                            e instanceof Event.Read r
                                    ? r.value()
                                    : e instanceof Event.Rmw m
                                            ? m.oldValue()
                                            : ((Event.CompareExchange) e).oldValue();
                    assertThat(old).as(Traces.render(x, e)).isEqualTo(read(x, memory, a));
                }
                if (a.writes()) {
                    long v =
                            e instanceof Event.Write w
                                    ? w.value()
                                    : e instanceof Event.Rmw m
                                            ? m.newValue()
                                            : ((Event.CompareExchange) e).replacement();
                    for (int i = 0; i < a.size(); i++) {
                        memory.put(a.address() + i, (int) (v >>> (8 * i)) & 0xFF);
                    }
                }
            } else if (e instanceof Event.Lock l) {
                assertThat(owners.get(l.address())).as(Traces.render(x, e)).isNull();
                owners.put(l.address(), l.thread());
            } else if (e instanceof Event.Unlock u) {
                assertThat(owners.remove(u.address())).isEqualTo(u.thread());
            }
        }
    }

    private static long read(Execution x, Map<Long, Integer> memory, Event.Access a) {
        long v = 0;
        for (int i = a.size() - 1; i >= 0; i--) {
            long address = a.address() + i;
            Integer b = memory.get(address);
            v = (v << 8) | (b != null ? b : x.initialValue(address, 1));
        }
        return v;
    }
}
