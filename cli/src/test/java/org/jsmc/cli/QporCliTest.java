package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code jsmc --algorithm qpor} on the QPOR paper's acceptance programs (research note, Appendix
 * A), whole pipeline, every count against an independent one: the closed forms of the families and
 * {@code optimal}'s trace count on the same file.
 */
class QporCliTest {
    @TempDir Path dir;

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SSBEXP = "../benchmarks/qpor/ssbexp.c";
    private static final String SSB3 = "../benchmarks/qpor/ssb3.c";

    /**
     * A3, the Fig. 1 family: 2N traces in every mode; no sleep-set-blocked run with k ≥ 2 or
     * optimal alternatives; with k = 1 the research note's model of DPU, 3(2^(N-1) - N). In DPU's
     * model the unfolding has DPU's 3N² + 20N + 1 events.
     */
    @Test
    void figureOneFamily() {
        for (int n = 1; n <= 5; n++) {
            String param = "-DN=" + n;
            for (int k = 0; k <= 3; k++) {
                for (String model : List.of("memory", "locks")) {
                    JsonNode r =
                            json(
                                    "--algorithm",
                                    "qpor",
                                    "--k",
                                    "" + k,
                                    "--interference",
                                    model,
                                    param,
                                    SSBEXP);
                    String where = "N=" + n + " k=" + k + " " + model;
                    assertThat(r.at("/counts/traces").asLong()).as(where).isEqualTo(2L * n);
                    long expected = k == 1 ? 3 * ((1L << (n - 1)) - n) : 0;
                    assertThat(r.at("/counts/sleepSetBlocked").asLong())
                            .as(where)
                            .isEqualTo(expected);
                    if (model.equals("locks")) {
                        assertThat(r.at("/statistics/eventsInDpuModel").asLong())
                                .as(where)
                                .isEqualTo(3L * n * n + 20L * n + 1);
                    }
                }
            }
        }
    }

    /**
     * A4 and A10 on the Fig. 1 family: Source-DPOR and Optimal-DPOR explore the 2N traces {@code
     * qpor} explores; Source-DPOR with (N-1)(2^(N-1) - 2) sleep-set-blocked runs (the note's model
     * of SDPOR, and the paper's 56 at N = 5), Optimal-DPOR with none.
     */
    @Test
    void figureOneFamilyUnderSequenceDpor() {
        for (int n = 1; n <= 6; n++) {
            JsonNode source = json("--algorithm", "source", "-DN=" + n, SSBEXP);
            JsonNode optimal = json("--algorithm", "optimal", "-DN=" + n, SSBEXP);
            long blocked = (n - 1) * ((1L << (n - 1)) - 2);
            assertThat(source.at("/counts/traces").asLong()).as("N=%d", n).isEqualTo(2L * n);
            assertThat(source.at("/counts/sleepSetBlocked").asLong())
                    .as("N=%d", n)
                    .isEqualTo(blocked);
            assertThat(optimal.at("/counts/traces").asLong()).as("N=%d", n).isEqualTo(2L * n);
            assertThat(optimal.at("/counts/sleepSetBlocked").asLong()).as("N=%d", n).isZero();
        }
    }

    /**
     * A6 and A7: MPAT(K) has K!·2^K maximal configurations, PI(T) has T!; in DPU's model their
     * unfoldings have DPU's event counts (note §1.9 and Appendix A).
     */
    @Test
    void mpatAndPi() {
        long[] mpat = {0, 2, 8, 48};
        for (int k = 1; k <= 3; k++) {
            for (String alternatives : List.of("0", "1")) {
                JsonNode r =
                        json(
                                "--algorithm",
                                "qpor",
                                "--k",
                                alternatives,
                                "-DK=" + k,
                                "../benchmarks/qpor/mpat.c");
                assertThat(r.at("/counts/traces").asLong()).as("MPAT(%d)", k).isEqualTo(mpat[k]);
                assertThat(r.at("/counts/sleepSetBlocked").asLong()).isZero();
            }
        }
        long[] mpatEvents = {0, 0, 88, 491};
        for (int k = 2; k <= 3; k++) {
            JsonNode r = locks("-DK=" + k, "../benchmarks/qpor/mpat.c");
            assertThat(r.at("/statistics/eventsInDpuModel").asLong()).isEqualTo(mpatEvents[k]);
        }
        long[] factorial = {1, 1, 2, 6, 24};
        long[] piEvents = {0, 0, 23, 75, 311};
        for (int t = 2; t <= 4; t++) {
            JsonNode r = locks("-DT=" + t, "-DTERMS=50", "../benchmarks/qpor/pi.c");
            assertThat(r.at("/counts/traces").asLong()).as("PI(%d)", t).isEqualTo(factorial[t]);
            assertThat(r.at("/statistics/eventsInDpuModel").asLong()).isEqualTo(piEvents[t]);
        }
    }

    /**
     * A1, the paper's Fig. 2 with its local actions as events (note §1.7): with memory interference
     * the unfolding has the note's 19 events, plus main's three thread creations (main ends with
     * {@code pthread_exit}, so the threads go on), and 3 maximal configurations, one a deadlock.
     */
    @Test
    void figureTwo() throws IOException {
        String file = program("fig2-exit.c", End.PTHREAD_EXIT, FIGURE_2);
        for (String k : List.of("0", "1")) {
            JsonNode r = json("--algorithm", "qpor", "--k", k, file);
            assertThat(r.at("/statistics/unfoldingEvents").asLong()).isEqualTo(19 + 3);
            assertThat(r.at("/counts/traces").asLong()).isEqualTo(3);
            assertThat(r.at("/counts/deadlocked").asLong()).isEqualTo(1);
            assertThat(r.at("/counts/sleepSetBlocked").asLong()).isZero();
        }
    }

    /**
     * A8 on the two smallest Table 1 rows: with DPU's tie-breaking (note §2.8) the
     * sleep-set-blocked runs at k = 1, 2, 3 are the artifact log's, as are the maximal
     * configurations and events.
     */
    @Test
    void artifactLogCounts() {
        String[][] rows = {
            {"../benchmarks/qpor/multiprodcon.c", "-DP=2", "-DW=5", "60", "397", "560", "0", "0"},
            {"../benchmarks/qpor/dispatcher.c", "-DS=5", "-DR=2", "137", "1603", "1039", "43", "0"}
        };
        for (String[] row : rows) {
            for (int k = 1; k <= 3; k++) {
                JsonNode r = locks("--k", "" + k, row[1], row[2], row[0]);
                String where = row[0] + " " + row[1] + " " + row[2] + " k=" + k;
                assertThat(r.at("/counts/traces").asText()).as(where).isEqualTo(row[3]);
                assertThat(r.at("/statistics/eventsInDpuModel").asText())
                        .as(where)
                        .isEqualTo(row[4]);
                assertThat(r.at("/counts/sleepSetBlocked").asText())
                        .as(where)
                        .isEqualTo(row[4 + k]);
            }
        }
    }

    /**
     * A8 on DISP(5,3) at k = 2, the cell that needs DPU's thread exits as scheduling points (a join
     * waits until its thread, having finished, is the lowest that can run): 595 blocked runs as in
     * the artifact log; with joins run as soon as the thread finishes, 591.
     */
    @Test
    void exitsAreSchedulingPointsAsInDpu() {
        JsonNode r = locks("--k", "2", "-DS=5", "-DR=3", "../benchmarks/qpor/dispatcher.c");
        assertThat(r.at("/counts/traces").asLong()).isEqualTo(1482);
        assertThat(r.at("/counts/sleepSetBlocked").asLong()).isEqualTo(595);
    }

    /**
     * A9, the note's extra small instances: maximal configurations and (for MPC, where the note
     * checked them against DPU) events.
     */
    @Test
    void extraSmallInstances() {
        String mpc = "../benchmarks/qpor/multiprodcon.c";
        String disp = "../benchmarks/qpor/dispatcher.c";
        String[][] rows = {
            {mpc, "-DP=2", "-DW=3", "66", "499"},
            {mpc, "-DP=2", "-DW=4", "54", "274"},
            {mpc, "-DP=3", "-DW=2", "4344", "26883"},
            {disp, "-DS=1", "-DR=4", "80", null},
            {disp, "-DS=2", "-DR=3", "150", null},
            {disp, "-DS=3", "-DR=3", "398", null}
        };
        for (String[] row : rows) {
            JsonNode r = locks("--k", "0", row[1], row[2], row[0]);
            String where = row[0] + " " + row[1] + " " + row[2];
            assertThat(r.at("/counts/traces").asText()).as(where).isEqualTo(row[3]);
            if (row[4] != null) {
                assertThat(r.at("/statistics/eventsInDpuModel").asText())
                        .as(where)
                        .isEqualTo(row[4]);
            }
        }
    }

    /**
     * A5, DPU's regression grid on ssb3 (note §3.5): with k = 2 no sleep-set-blocked run, DPU's
     * maximal configurations (the closed form 2 NUM + C(2 LEN, LEN), and {@code optimal}'s count)
     * and DPU's events.
     */
    @Test
    void ssb3Grid() {
        long[][] grid = {{2, 2, 10, 145}, {2, 4, 74, 993}, {4, 2, 14, 218}, {6, 4, 82, 1151}};
        for (long[] point : grid) {
            String num = "-DNUM=" + point[0];
            String len = "-DLEN=" + point[1];
            String where = "ssb3(" + point[0] + ", " + point[1] + ")";
            JsonNode r = locks("--k", "2", num, len, SSB3);
            assertThat(r.at("/counts/traces").asLong()).as(where).isEqualTo(point[2]);
            assertThat(r.at("/counts/sleepSetBlocked").asLong()).as(where).isZero();
            assertThat(r.at("/statistics/eventsInDpuModel").asLong()).as(where).isEqualTo(point[3]);
            long binomial = point[1] == 2 ? 6 : 70;
            assertThat(point[2]).isEqualTo(2 * point[0] + binomial);
        }
        JsonNode optimal = json("--algorithm", "optimal", "-DNUM=2", "-DLEN=4", SSB3);
        assertThat(optimal.at("/counts/traces").asLong()).isEqualTo(74);
    }

    /**
     * A13 and A14 (pitfall P8b): a thread that ends blocked on a lock still has its earlier
     * placements explored. Lock inversion: 3 classes, one a deadlock; two threads that never
     * unlock: 2 classes, both deadlocks. Fig. 2 with joins (A2): 3, one a deadlock. Each in DPU's
     * model has DPU's events: 31, 10 and 34 (26 and 25 without the joins).
     */
    @Test
    void threadsThatEndBlockedOnALock() throws IOException {
        String inversion = program("inversion.c", End.JOIN, LOCK_INVERSION);
        String forever =
                program(
                        "forever.c",
                        End.JOIN,
                        "pthread_mutex_t l = PTHREAD_MUTEX_INITIALIZER;",
                        "pthread_mutex_lock(&l);",
                        "pthread_mutex_lock(&l);");
        String fig2 = program("fig2.c", End.JOIN, FIGURE_2);
        assertClasses(inversion, 3, 1);
        assertClasses(forever, 2, 2);
        assertClasses(fig2, 3, 1);
        assertEventsInDpuModel(inversion, 31);
        assertEventsInDpuModel(forever, 10);
        assertEventsInDpuModel(fig2, 34);
        assertEventsInDpuModel(program("inversion-nojoin.c", End.RETURN, LOCK_INVERSION), 26);
        assertEventsInDpuModel(program("fig2-nojoin.c", End.RETURN, FIGURE_2), 25);
    }

    private static final String[] LOCK_INVERSION = {
        "pthread_mutex_t a = PTHREAD_MUTEX_INITIALIZER, b = PTHREAD_MUTEX_INITIALIZER;",
        "pthread_mutex_lock(&a); pthread_mutex_lock(&b);"
                + " pthread_mutex_unlock(&b); pthread_mutex_unlock(&a);",
        "pthread_mutex_lock(&b); pthread_mutex_lock(&a);"
                + " pthread_mutex_unlock(&a); pthread_mutex_unlock(&b);"
    };

    /** The program of the QPOR paper's Fig. 2 (note §1.7). */
    private static final String[] FIGURE_2 = {
        "pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER, m2 = PTHREAD_MUTEX_INITIALIZER;"
                + " int x, y, z;",
        "x = 0; pthread_mutex_lock(&m); if (y == 0) pthread_mutex_unlock(&m);"
                + " else { pthread_mutex_lock(&m2); z = 2; }",
        "pthread_mutex_lock(&m); y = 1; pthread_mutex_unlock(&m);",
        "pthread_mutex_lock(&m2); z = 3; pthread_mutex_unlock(&m2);"
    };

    /**
     * {@code exit()} interferes with every access, so with memory interference it has a place
     * between any two of a critical section's accesses (5 classes, {@code optimal}'s count); in
     * DPU's model the accesses run with the lock, so it goes before, inside or after the section.
     */
    @Test
    void exitAgainstFoldedAccesses() throws IOException {
        String file =
                program(
                        "exit.c",
                        End.PTHREAD_EXIT,
                        "#include <stdlib.h>\npthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER; int x;",
                        "pthread_mutex_lock(&m); int r = x; x = r + 1; pthread_mutex_unlock(&m);",
                        "exit(0);");
        assertThat(json("--algorithm", "qpor", file).at("/counts/traces").asLong()).isEqualTo(5);
        assertThat(json("--algorithm", "optimal", file).at("/counts/traces").asLong()).isEqualTo(5);
        assertThat(locks("--k", "0", file).at("/counts/traces").asLong()).isEqualTo(3);
    }

    /** With DPU's model a data race is an error of the execution that shows it. */
    @Test
    void racesAreErrorsUnderLockInterference() throws IOException {
        String racy = program("racy.c", End.JOIN, "int x;", "x = 1;", "x = 2;");
        JsonNode dpu = locks(racy);
        assertThat(dpu.at("/verdict").asText()).isEqualTo("error");
        assertThat(dpu.at("/error/kind").asText()).isEqualTo("data-race");
        JsonNode memory = json("--algorithm", "qpor", racy);
        assertThat(memory.at("/verdict").asText()).isEqualTo("ok");
        assertThat(memory.at("/counts/traces").asLong()).isEqualTo(2);
    }

    @Test
    void refusalsAndBadOptions() throws IOException {
        String racy = program("racy.c", End.JOIN, "int x;", "x = 1;", "x = 2;");
        CliRun k = CliRun.of("--algorithm", "optimal", "--k", "2", racy);
        assertThat(k.exitCode()).isEqualTo(2);
        assertThat(k.err()).contains("--k needs --algorithm qpor");
        CliRun model = CliRun.of("--algorithm", "qpor", "--interference", "shared", racy);
        assertThat(model.exitCode()).isEqualTo(2);
        assertThat(model.err()).contains("expected memory or locks");
        CliRun negative = CliRun.of("--algorithm", "qpor", "--k", "-3", racy);
        assertThat(negative.exitCode()).isEqualTo(2);
        CliRun commute = CliRun.of("--algorithm", "qpor", "--commute-rmws", racy);
        assertThat(commute.exitCode()).isEqualTo(1);
        assertThat(commute.err().strip())
                .doesNotContain("\n")
                .contains("--commute-rmws for 'qpor'");

        String cond =
                program(
                        "cond.c",
                        End.JOIN,
                        "pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;"
                                + " pthread_cond_t c = PTHREAD_COND_INITIALIZER; int f;",
                        "pthread_mutex_lock(&m); while (!f) pthread_cond_wait(&c, &m);"
                                + " pthread_mutex_unlock(&m);",
                        "pthread_mutex_lock(&m); f = 1; pthread_cond_signal(&c);"
                                + " pthread_mutex_unlock(&m);");
        CliRun refused = CliRun.of("--algorithm", "qpor", cond);
        assertThat(refused.exitCode()).isEqualTo(1);
        assertThat(refused.err().strip())
                .doesNotContain("\n")
                .contains("condition variables for 'qpor'")
                .contains("use 'optimal'");
        String atomic =
                program(
                        "atomic.c",
                        End.JOIN,
                        "int x;",
                        "__atomic_fetch_add(&x, 1, __ATOMIC_SEQ_CST);",
                        "__atomic_fetch_add(&x, 1, __ATOMIC_SEQ_CST);");
        CliRun locks = CliRun.of("--algorithm", "qpor", "--interference", "locks", atomic);
        assertThat(locks.exitCode()).isEqualTo(1);
        assertThat(locks.err()).contains("atomic accesses for 'qpor --interference locks'");
        assertThat(json("--algorithm", "qpor", atomic).at("/counts/traces").asLong()).isEqualTo(2);
    }

    /** {@code qpor} and {@code optimal} agree on the classes, and how many end in a deadlock. */
    private static void assertClasses(String file, long traces, long deadlocked) {
        for (String k : List.of("0", "1", "2")) {
            JsonNode r = json("--algorithm", "qpor", "--k", k, file);
            assertThat(r.at("/counts/traces").asLong()).as("%s k=%s", file, k).isEqualTo(traces);
            assertThat(r.at("/counts/deadlocked").asLong()).isEqualTo(deadlocked);
            assertThat(r.at("/counts/sleepSetBlocked").asLong()).isZero();
        }
        JsonNode optimal = json("--algorithm", "optimal", file);
        assertThat(optimal.at("/counts/traces").asLong()).isEqualTo(traces);
    }

    /**
     * In DPU's model the unfolding of {@code file} has {@code events} events (DPU's event model,
     * note §1.9), whatever k.
     */
    private static void assertEventsInDpuModel(String file, long events) {
        for (String k : List.of("0", "1")) {
            JsonNode r = locks("--k", k, file);
            assertThat(r.at("/statistics/eventsInDpuModel").asLong())
                    .as("%s k=%s", file, k)
                    .isEqualTo(events);
        }
    }

    /** How main ends after creating the threads. */
    private enum End {
        /** It joins them in order, then returns. */
        JOIN,
        /** It returns at once: {@code exit}, which ends every thread. */
        RETURN,
        /** It calls {@code pthread_exit}: the threads go on. */
        PTHREAD_EXIT
    }

    /** {@code globals} then threads running the {@code bodies}; main creates them, then ends. */
    private String program(String name, End end, String globals, String... bodies)
            throws IOException {
        StringBuilder c = new StringBuilder("#include <pthread.h>\n" + globals + "\n");
        for (int i = 0; i < bodies.length; i++) {
            c.append("void *t").append(i).append("(void *arg) { ").append(bodies[i]);
            c.append(" return 0; }\n");
        }
        c.append("int main(void) {\n  pthread_t h[3];\n");
        for (int i = 0; i < bodies.length; i++) {
            c.append("  pthread_create(&h[")
                    .append(i)
                    .append("], 0, t")
                    .append(i)
                    .append(", 0);\n");
        }
        for (int i = 0; end == End.JOIN && i < bodies.length; i++) {
            c.append("  pthread_join(h[").append(i).append("], 0);\n");
        }
        c.append(end == End.PTHREAD_EXIT ? "  pthread_exit(0);\n}\n" : "  return 0;\n}\n");
        return CliRun.write(dir, name, c.toString());
    }

    private String program(String name, End end, String[] parts) throws IOException {
        return program(name, end, parts[0], Arrays.copyOfRange(parts, 1, parts.length));
    }

    /** {@code qpor} in DPU's model. */
    private static JsonNode locks(String... args) {
        List<String> all =
                new ArrayList<>(List.of("--algorithm", "qpor", "--interference", "locks"));
        all.addAll(List.of(args));
        return json(all.toArray(String[]::new));
    }

    private static JsonNode json(String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        all.add(0, "--json");
        CliRun run = CliRun.of(all.toArray(String[]::new));
        assertThat(run.exitCode()).as(run.err()).isIn(ExitCode.NO_ERROR, ExitCode.ERROR_FOUND);
        try {
            return JSON.readTree(run.out());
        } catch (IOException e) {
            throw new UncheckedIOException(run.err(), e);
        }
    }
}
