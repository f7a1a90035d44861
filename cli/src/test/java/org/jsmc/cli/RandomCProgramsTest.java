package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.statistics.Statistics;
import org.jsmc.exec.Program;
import org.jsmc.explore.Algorithm;
import org.jsmc.explore.Equivalence;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.oracle.Census;
import org.jsmc.explore.oracle.Coverage;
import org.jsmc.explore.oracle.Guarantees;
import org.jsmc.explore.oracle.Oracle;
import org.jsmc.explore.oracle.TraceRecorder;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * Randomly generated C programs through the whole pipeline (bundled clang, loader, interpreter),
 * explored by every DPOR algorithm and compared with the oracle's enumeration of all their
 * interleavings: the same errors, no impossible class, for {@code source} and {@code optimal} every
 * Mazurkiewicz class explored, none twice, {@code optimal} with no sleep-set-blocked execution, for
 * {@code observers} every observer class explored, none twice, {@code rf}, {@code rvf}, {@code
 * view}, {@code vc} and {@code dc} keeping their guarantees ({@code Guarantees}), on programs whose
 * accesses of different sizes overlap too (by {@code optimal}'s search, filtered), {@code trust}
 * keeping them or refusing such accesses, and {@code qpor} (optimal and 1-partial alternatives)
 * keeping its guarantees, with the oracle's number of classes where no execution fails.
 *
 * <p>The programs mix what the event-level properties cannot: C control flow on values read
 * (branches, loops with a bound), plain and atomic accesses of different sizes to overlapping
 * bytes, read-modify-writes and compare-exchanges from {@code stdatomic.h}, mutexes, assertions,
 * and choices ({@code __VERIFIER_nondet_int}), also as a thread's first event, with an assertion
 * that may fail right after. A failing case prints its C source.
 */
class RandomCProgramsTest {
    /** One statement of a thread; {@code r} is the thread's local register. */
    record Stmt(int kind, int var, int value) {
        String c() {
            String v = VARS[var];
            return switch (kind) {
                case 0 -> "r = atomic_load(&" + v + ");";
                case 1 -> "atomic_store(&" + v + ", " + value + ");";
                case 2 -> "atomic_store(&" + v + ", r + " + value + ");";
                case 3 -> "r = atomic_fetch_add(&" + v + ", " + value + ");";
                case 4 ->
                        "{ int e = "
                                + value
                                + "; atomic_compare_exchange_strong(&"
                                + v
                                + ", &e, 2); r = e; }";
                case 5 ->
                        "if (r == "
                                + value
                                + ") atomic_store(&"
                                + v
                                + ", 1); else r = atomic_load(&"
                                + v
                                + ");";
                case 6 ->
                        "pthread_mutex_lock(&m); r = atomic_load(&"
                                + v
                                + "); atomic_store(&"
                                + v
                                + ", r + 1); pthread_mutex_unlock(&m);";
                case 7 -> "assert(atomic_load(&" + v + ") != " + (value % 2 + 1) + ");";
                case 8 -> "r = bytes[" + value % 2 + "];"; // one byte of the word w
                case 9 -> "w = " + value + ";"; // a plain 4-byte store over both bytes
                case 11 -> // a choice, and an assertion that may fail right after it
                        "if (__VERIFIER_nondet_int()) assert(r != " + value + ");";
                case 12 -> // a critical section entered only if the mutex is free
                        "if (pthread_mutex_trylock(&m) == 0) { r = atomic_load(&"
                                + v
                                + "); atomic_store(&"
                                + v
                                + ", r + 1); pthread_mutex_unlock(&m); }";
                default -> "for (int i = 0; i < 2 && atomic_load(&" + v + ") == 0; i++) r++;";
            };
        }
    }

    static final String[] VARS = {"x", "y", "w"};

    record CProgram(List<List<Stmt>> threads) {
        String source() {
            StringBuilder s =
                    new StringBuilder(
                            """
                            #include <assert.h>
                            #include <pthread.h>
                            #include <stdatomic.h>
                            extern int __VERIFIER_nondet_int(void);
                            atomic_int x, y;
                            _Atomic int w;
                            #define bytes ((volatile unsigned char *) &w)
                            pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
                            """);
            for (int t = 0; t < threads.size(); t++) {
                s.append("void *t").append(t).append("(void *arg) {\n  int r = 0;\n");
                for (Stmt st : threads.get(t)) {
                    s.append("  ").append(st.c()).append('\n');
                }
                s.append("  (void) r;\n  return 0;\n}\n");
            }
            s.append("int main(void) {\n  pthread_t h[").append(threads.size()).append("];\n");
            for (int t = 0; t < threads.size(); t++) {
                s.append("  pthread_create(&h[")
                        .append(t)
                        .append("], 0, t")
                        .append(t)
                        .append(", 0);\n");
            }
            for (int t = 0; t < threads.size(); t++) {
                s.append("  pthread_join(h[").append(t).append("], 0);\n");
            }
            return s.append("  return 0;\n}\n").toString();
        }

        /** Whether a thread's first two statements are choices (kind 11). */
        boolean beginsWithTwoChoices() {
            return threads.stream()
                    .anyMatch(t -> t.size() > 1 && t.get(0).kind() == 11 && t.get(1).kind() == 11);
        }

        /** Whether a thread makes a choice (kind 11). */
        boolean chooses() {
            return threads.stream().flatMap(List::stream).anyMatch(st -> st.kind() == 11);
        }

        @Override
        public String toString() {
            return source();
        }
    }

    /** Programs of every kind. */
    @Provide
    Arbitrary<CProgram> programs() {
        return programsOf(Arbitraries.integers().between(0, 11), 3);
    }

    /**
     * Two or three threads of one to three statements of the given {@code kinds}, on the first
     * {@code vars} of {@link #VARS}.
     */
    private static Arbitrary<CProgram> programsOf(Arbitrary<Integer> kinds, int vars) {
        Arbitrary<Stmt> stmt =
                Combinators.combine(
                                kinds,
                                Arbitraries.integers().between(0, vars - 1),
                                Arbitraries.integers().between(0, 2))
                        .as(Stmt::new);
        Arbitrary<List<Stmt>> thread = stmt.list().ofMinSize(1).ofMaxSize(3);
        return thread.list().ofMinSize(2).ofMaxSize(3).map(CProgram::new);
    }

    @Property(tries = 150, edgeCases = EdgeCasesMode.NONE, shrinking = ShrinkingMode.OFF)
    void everyAlgorithmAgreesWithTheOracle(@ForAll("programs") CProgram p) {
        Program program = compile(p);
        Options options = Options.DEFAULT.withKeepGoing(true).withTraceLimit(20_000);
        Result all = Algorithm.DFS.create().explore(program, options, Listener.NONE);
        Statistics.label("oracle")
                .collect(all.complete() ? "enumerated" : "too many interleavings");
        if (!all.complete()) {
            return;
        }
        Census census = Oracle.census(program);
        Statistics.label("errors").collect(census.errors().isEmpty() ? "none" : "some");
        for (Algorithm a : List.of(Algorithm.SOURCE, Algorithm.OPTIMAL, Algorithm.OBSERVERS)) {
            TraceRecorder recorder = new TraceRecorder();
            Result r = a.create().explore(program, Options.DEFAULT.withKeepGoing(true), recorder);
            String as = a.algorithmName() + " on\n" + p.source();
            assertThat(r.complete()).as(as).isTrue();
            assertThat(recorder.errors()).as(as + " errors").isEqualTo(census.errors());
            Coverage own = recorder.coverage(census, a.equivalence());
            assertThat(own.unknown()).as(as + " impossible classes").isEmpty();
            if (a != Algorithm.OBSERVERS || !p.beginsWithTwoChoices()) {
                // observers may miss failing classes where a thread begins with two choices.
                assertThat(own.missing()).as(as + " missing classes").isEmpty();
            }
            if (a != Algorithm.OBSERVERS || !p.chooses()) {
                // With choices, observers may explore a failing class twice (README, limits).
                assertThat(own.duplicated()).as(as + " classes explored twice").isEmpty();
            }
            if (a == Algorithm.OBSERVERS) {
                continue; // its sleep-set-blocked runs are counted apart, never as traces
            }
            Coverage maz = recorder.coverage(census, Equivalence.MAZURKIEWICZ);
            assertThat(maz.unknown()).as(as + " impossible Mazurkiewicz classes").isEmpty();
            if (a.exact()) {
                if (!p.chooses()) {
                    // Where assertions follow choices, optimal may end a run blocked (README).
                    assertThat(r.counts().sleepSetBlocked()).as(as + " sleep-set blocked").isZero();
                }
                assertThat(r.counts().traces())
                        .as(as + " traces = classes")
                        .isEqualTo(census.count(a.equivalence()));
            }
        }
        for (Algorithm a : GoldenDporTest.VALUE_BASED) {
            TraceRecorder recorder = new TraceRecorder();
            String as = a.algorithmName() + " on\n" + p.source();
            Result r;
            try {
                r = a.create().explore(program, Options.DEFAULT.withKeepGoing(true), recorder);
            } catch (UnsupportedFeatureException refused) {
                // trust: accesses of different sizes to overlapping bytes, refused in one line.
                assertThat(a).as(as).isEqualTo(Algorithm.TRUST);
                assertThat(refused.getMessage()).as(as).contains("'" + a.algorithmName() + "'");
                Statistics.label(a.algorithmName()).collect("refused");
                continue;
            }
            Statistics.label(a.algorithmName())
                    .collect(r.statistics().containsKey("mixedSizes") ? "mixed sizes" : "explored");
            assertThat(recorder.errors()).as(as + " errors").isEqualTo(census.errors());
            assertThat(Guarantees.broken(a, program, census, recorder)).as(as).isEmpty();
        }
        for (int k : new int[] {0, 1}) {
            TraceRecorder recorder = new TraceRecorder();
            String as = "qpor --k " + k + " on\n" + p.source();
            Result r =
                    Algorithm.QPOR
                            .create()
                            .explore(
                                    program,
                                    Options.DEFAULT.withKeepGoing(true).withAlternatives(k),
                                    recorder);
            assertThat(recorder.errors()).as(as + " errors").isEqualTo(census.errors());
            assertThat(Guarantees.broken(Algorithm.QPOR, program, census, recorder))
                    .as(as)
                    .isEmpty();
            if (k == 0 && census.errors().isEmpty()) {
                // Where errors cut runs short, qpor --k 0 may end one blocked (README, limits).
                assertThat(r.counts().sleepSetBlocked()).as(as + " sleep-set blocked").isZero();
            }
            if (census.errors().isEmpty()) {
                assertThat(r.counts().traces())
                        .as(as + " traces = classes")
                        .isEqualTo(census.count(Equivalence.MAZURKIEWICZ));
            }
        }
    }

    /**
     * What {@code vc} and {@code dc} model, in C: loads, stores (also of a value read),
     * read-modify-writes, compare-exchanges, branches and bounded loops on values read, critical
     * sections (also entered by trylock), assertions and choices (an assertion may fail right after
     * one), on {@code x} and {@code y}.
     */
    @Provide
    Arbitrary<CProgram> vcPrograms() {
        return programsOf(Arbitraries.of(0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 12), 2);
    }

    /**
     * {@code vc} and {@code dc} through the whole pipeline keep their guarantees ({@code
     * Guarantees}: no impossible trace, every value function or reads-from class, none twice where
     * they promise it) and find the oracle's errors. The general property above draws programs with
     * accesses of different sizes to overlapping bytes often, where both go on with {@code
     * optimal}'s search.
     */
    @Property(tries = 150, edgeCases = EdgeCasesMode.NONE, shrinking = ShrinkingMode.OFF)
    void vcAndDcAgreeWithTheOracle(@ForAll("vcPrograms") CProgram p) {
        Program program = compile(p);
        Options options = Options.DEFAULT.withKeepGoing(true).withTraceLimit(20_000);
        if (!Algorithm.DFS.create().explore(program, options, Listener.NONE).complete()) {
            return; // too many interleavings for the oracle
        }
        Census census = Oracle.census(program);
        for (Algorithm a : List.of(Algorithm.VC, Algorithm.DC)) {
            TraceRecorder recorder = new TraceRecorder();
            a.create().explore(program, Options.DEFAULT.withKeepGoing(true), recorder);
            String as = a.algorithmName() + " on\n" + p.source();
            assertThat(recorder.errors()).as(as + " errors").isEqualTo(census.errors());
            assertThat(Guarantees.broken(a, program, census, recorder)).as(as).isEmpty();
        }
    }

    /**
     * Beside the root {@code r}, {@code b} waits at its choice from its creation on, and {@code a}
     * writes {@code y}, then fails on its own choice: a failing execution in which {@code b} was
     * created before {@code a}'s write takes {@code b}'s choice first (the oracle takes a choice as
     * soon as its thread reaches it). {@code vc} and {@code dc} took {@code a}'s first, the lower
     * thread's, and reported a failing trace that no execution has.
     */
    @Example
    void vcTakesEveryChoiceWhereItsThreadReachesIt() {
        Program program =
                compile(
                        """
                        #include <assert.h>
                        #include <pthread.h>
                        extern int __VERIFIER_nondet_int(void);
                        int x, y;
                        void *r(void *arg) { x = 2; return 0; }
                        void *a(void *arg) {
                          y = 0;
                          if (__VERIFIER_nondet_int()) assert(0);
                          return 0;
                        }
                        void *b(void *arg) { if (__VERIFIER_nondet_int()) x = 1; return 0; }
                        int main(void) {
                          pthread_t h[3];
                          pthread_create(&h[0], 0, r, 0);
                          pthread_create(&h[1], 0, a, 0);
                          pthread_create(&h[2], 0, b, 0);
                          for (int i = 0; i < 3; i++) pthread_join(h[i], 0);
                          return 0;
                        }
                        """);
        Census census = Oracle.census(program);
        for (Algorithm a : List.of(Algorithm.VC, Algorithm.DC)) {
            TraceRecorder recorder = new TraceRecorder();
            a.create().explore(program, Options.DEFAULT.withKeepGoing(true), recorder);
            assertThat(Guarantees.broken(a, program, census, recorder)).as("%s", a).isEmpty();
        }
    }

    /**
     * {@code t2} begins with two choices and fails at the second when it takes 1; beside it {@code
     * t0} writes {@code y} and {@code x} and {@code t1} compare-exchanges {@code x}. A race with
     * the failure is one with the spawn of {@code t2}, whose chain of choices failed: {@code
     * optimal} closed its reversal only where the failing choice came right after the spawn, and
     * explored 16 of the 18 classes (missing the two where {@code t1}'s compare-exchange runs
     * before {@code t2} is created); closed by the spawn failing with the whole chain, all 18.
     */
    @Example
    void optimalClosesTheFailureOfAThreadThatBeginsWithTwoChoices() {
        Program program =
                compile(
                        """
                        #include <assert.h>
                        #include <pthread.h>
                        #include <stdatomic.h>
                        extern int __VERIFIER_nondet_int(void);
                        atomic_int x, y;
                        void *t0(void *arg) { atomic_store(&y, 1); atomic_store(&x, 1); return 0; }
                        void *t1(void *arg) {
                          int e = 1; atomic_compare_exchange_strong(&x, &e, 2); return 0;
                        }
                        void *t2(void *arg) {
                          int r = 0;
                          if (__VERIFIER_nondet_int()) assert(r != 1);
                          if (__VERIFIER_nondet_int()) assert(r != 0);
                          return 0;
                        }
                        int main(void) {
                          pthread_t h[3];
                          pthread_create(&h[0], 0, t0, 0);
                          pthread_create(&h[1], 0, t1, 0);
                          pthread_create(&h[2], 0, t2, 0);
                          for (int i = 0; i < 3; i++) pthread_join(h[i], 0);
                          return 0;
                        }
                        """);
        Census census = Oracle.census(program);
        assertThat(census.count(Equivalence.MAZURKIEWICZ)).isEqualTo(18);
        for (Algorithm a : List.of(Algorithm.SOURCE, Algorithm.OPTIMAL)) {
            TraceRecorder recorder = new TraceRecorder();
            a.create().explore(program, Options.DEFAULT.withKeepGoing(true), recorder);
            Coverage coverage = recorder.coverage(census, Equivalence.MAZURKIEWICZ);
            assertThat(coverage.missing()).as("%s", a).isEmpty();
            assertThat(coverage.duplicated()).as("%s", a).isEmpty();
        }
    }

    /**
     * Two threads that read {@code x1}, choose whether to write {@code x0} and then assert on it,
     * beside a reader and main: the assertions fail right after choices. {@code optimal} ended 13
     * of its executions sleep-set blocked here before it explored only the alternatives a wakeup
     * sequence asks for; now none, with the oracle's 59 classes.
     */
    @Example
    void optimalNeverBlocksWhereAssertionsFollowChoices() {
        Program program =
                compile(
                        """
                        #include <assert.h>
                        #include <pthread.h>
                        extern int __VERIFIER_nondet_int(void);
                        int x0, x1;
                        void *reader(void *arg) { int r = x1; (void)r; return 0; }
                        void *chooser(void *arg) {
                          int r = x1;
                          assert(r != 2);
                          if (__VERIFIER_nondet_int()) x0 = 2;
                          int s = x0;
                          assert(s != 2);
                          return 0;
                        }
                        int main(void) {
                          pthread_t a, b, d;
                          pthread_create(&a, 0, reader, 0);
                          pthread_create(&b, 0, chooser, 0);
                          pthread_create(&d, 0, chooser, 0);
                          int r = x1; (void)r;
                          return 0;
                        }
                        """);
        Census census = Oracle.census(program);
        TraceRecorder recorder = new TraceRecorder();
        Result r =
                Algorithm.OPTIMAL
                        .create()
                        .explore(program, Options.DEFAULT.withKeepGoing(true), recorder);
        assertThat(recorder.coverage(census, Equivalence.MAZURKIEWICZ).isExact()).isTrue();
        assertThat(r.counts().traces()).isEqualTo(census.count(Equivalence.MAZURKIEWICZ));
        assertThat(r.counts().sleepSetBlocked()).isZero();
    }

    /**
     * Found when the property above drew choices. {@code trust} reported the failure of {@code a}'s
     * assertion after {@code b}'s store with {@code b}'s choice left out, but {@code b} reached the
     * choice right after the store and takes it at once, so no such execution stops before it: the
     * test for a reached choice asked whether the thread could still step, which no thread can once
     * the execution has failed. In the second program a failing prefix took in the choice that a
     * thread not yet created makes first, and its replay stopped with an internal error.
     */
    @Example
    void trustsFailingPrefixesHoldTheChoicesTheirThreadsReached() {
        String stores =
                """
                void *a(void *arg) { assert(atomic_load(&w) != 1); return 0; }
                void *b(void *arg) {
                  atomic_store(&w, 1);
                  if (__VERIFIER_nondet_int()) atomic_store(&y, 1);
                  return 0;
                }
                int main(void) {
                  pthread_t p, q;
                  pthread_create(&p, 0, a, 0);
                  pthread_create(&q, 0, b, 0);
                  return 0;
                }
                """;
        String created =
                """
                void *a(void *arg) { atomic_store(&w, 1); assert(atomic_load(&w) != 1); return 0; }
                void *b(void *arg) { atomic_store(&y, 1); assert(atomic_load(&y) != 1); return 0; }
                void *c(void *arg) { if (__VERIFIER_nondet_int()) assert(0); return 0; }
                int main(void) {
                  pthread_t p, q, r;
                  pthread_create(&p, 0, a, 0);
                  pthread_create(&q, 0, b, 0);
                  pthread_create(&r, 0, c, 0);
                  return 0;
                }
                """;
        for (String threads : List.of(stores, created)) {
            Program program =
                    compile(
                            """
                            #include <assert.h>
                            #include <pthread.h>
                            #include <stdatomic.h>
                            extern int __VERIFIER_nondet_int(void);
                            atomic_int w, y;
                            """
                                    + threads);
            Census census = Oracle.census(program);
            TraceRecorder recorder = new TraceRecorder();
            Algorithm.TRUST
                    .create()
                    .explore(program, Options.DEFAULT.withKeepGoing(true), recorder);
            assertThat(recorder.errors()).isEqualTo(census.errors()).isNotEmpty();
            assertThat(Guarantees.broken(Algorithm.TRUST, program, census, recorder)).isEmpty();
        }
    }

    private static Program compile(CProgram p) {
        return TestClang.program(p.source());
    }

    private static Program compile(String source) {
        return TestClang.program(source);
    }
}
