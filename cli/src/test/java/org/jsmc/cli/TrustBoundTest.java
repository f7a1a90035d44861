package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code jsmc --algorithm trust --bound K} on the bounded-POR research note's acceptance programs
 * (seed-003 §7) written in C, whole pipeline: the complete executions for K = 0, 1, … are the
 * note's cumulative counts (GenMC's expectations, re-derived there by brute force), and the JSON
 * histogram of an unbounded run adds up to them. Main creates the threads in order; where it joins
 * them, every execution costs one round more.
 */
class TrustBoundTest {
    @TempDir Path dir;

    private static final String HEAD =
            """
            #include <pthread.h>
            #include <stdatomic.h>
            atomic_int x, y;
            pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
            """;

    /** Fig. 1 of the paper, threads as the note reconstructs them: counts 1, 2. */
    @Test
    void figureOne() throws IOException {
        String threads =
                """
                int a, b;
                void *t1(void *_) { a = atomic_load(&y); return 0; }
                void *t2(void *_) { b = atomic_load(&x); return 0; }
                void *t3(void *_) { atomic_store(&x, 1); return 0; }
                """;
        assertThat(counts(program(threads, "t1", "t2", "t3"))).containsExactly(1L, 2L);
    }

    /** READERS(3): a writer, three readers, main joins them all: 0, 1, 8. */
    @Test
    void readersJoined() throws IOException {
        String threads =
                """
                void *w(void *_) { atomic_store(&x, 42); return 0; }
                void *r(void *_) { (void) atomic_load(&x); return 0; }
                """;
        assertThat(counts(program(threads, new String[] {"w", "r", "r", "r"}, true)))
                .containsExactly(0L, 1L, 8L);
    }

    /** AINC(4): Σ_{j≤k} Eulerian(4, j) = 1, 12, 23, 24; LOCKINC(3) the same as AINC(3). */
    @Test
    void incrementsAndLockedIncrements() throws IOException {
        String fai = "void *t(void *_) { atomic_fetch_add(&x, 1); return 0; }\n";
        assertThat(counts(program(fai, "t", "t", "t", "t"))).containsExactly(1L, 12L, 23L, 24L);
        String locked =
                """
                int c;
                void *t(void *_) {
                  pthread_mutex_lock(&m); c = c + 1; pthread_mutex_unlock(&m); return 0;
                }
                """;
        assertThat(counts(program(locked, "t", "t", "t"))).containsExactly(1L, 5L, 6L);
    }

    /** CASROT(4): thread i does CAS(x, i-1 → i): 1, 12, 14. */
    @Test
    void rotatingCompareExchanges() throws IOException {
        StringBuilder threads = new StringBuilder();
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            threads.append("void *t")
                    .append(i)
                    .append("(void *_) { int e = ")
                    .append(i - 1)
                    .append("; atomic_compare_exchange_strong(&x, &e, ")
                    .append(i)
                    .append("); return 0; }\n");
            names.add("t" + i);
        }
        assertThat(counts(program(threads.toString(), names.toArray(String[]::new))))
                .containsExactly(1L, 12L, 14L);
    }

    @Test
    void boundNeedsTrust() throws IOException {
        String file = CliRun.write(dir, "p.c", program("", new String[0], false));
        CliRun run = CliRun.of("--algorithm", "optimal", "--bound", "2", file);
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--bound and --bound-deepening need --algorithm trust");
    }

    @Test
    void deepeningStopsAtTheFirstBoundWithAnError() throws IOException {
        String threads =
                """
                #include <assert.h>
                void *w(void *_) { atomic_store(&x, 1); atomic_store(&y, 1); return 0; }
                void *r(void *_) { if (atomic_load(&y)) assert(atomic_load(&x)); return 0; }
                void *v(void *_) { atomic_store(&x, 0); return 0; }
                """;
        String file =
                CliRun.write(dir, "d.c", program(threads, new String[] {"r", "w", "v"}, false));
        CliRun run = CliRun.of("--algorithm", "trust", "--bound-deepening", file);
        assertThat(run.exitCode()).isEqualTo(42);
        assertThat(run.out()).contains("Round-robin bound: 1 (the last of 2 runs");
    }

    private String program(String threads, String... names) {
        return program(threads, names, false);
    }

    private static String program(String threads, String[] names, boolean join) {
        StringBuilder s = new StringBuilder(HEAD).append(threads);
        s.append("int main(void) {\n  pthread_t h[")
                .append(Math.max(names.length, 1))
                .append("];\n");
        for (int i = 0; i < names.length; i++) {
            s.append("  pthread_create(&h[").append(i).append("], 0, ").append(names[i]);
            s.append(", 0);\n");
        }
        if (join) {
            for (int i = 0; i < names.length; i++) {
                s.append("  pthread_join(h[").append(i).append("], 0);\n");
            }
        }
        return s.append("  return 0;\n}\n").toString();
    }

    /**
     * Complete executions with {@code --bound k} for k = 0, 1, … until the unbounded count, which
     * the unbounded run's histogram must add up to.
     */
    private List<Long> counts(String source) throws IOException {
        String file = CliRun.write(dir, "p" + source.hashCode() + ".c", source);
        JsonNode unbounded = json("--algorithm", "trust", "--json", file);
        long total = unbounded.path("counts").path("traces").asLong();
        long histogram = 0;
        var fields = unbounded.path("statistics").fields();
        while (fields.hasNext()) {
            var f = fields.next();
            if (f.getKey().startsWith("rounds.")) {
                histogram += f.getValue().asLong();
            }
        }
        assertThat(histogram).isEqualTo(total);
        List<Long> out = new ArrayList<>();
        for (int k = 0; out.isEmpty() || out.get(out.size() - 1) < total; k++) {
            JsonNode bounded =
                    json("--algorithm", "trust", "--bound", Integer.toString(k), "--json", file);
            out.add(bounded.path("counts").path("traces").asLong());
        }
        return out;
    }

    private static JsonNode json(String... args) throws IOException {
        CliRun run = CliRun.of(args);
        assertThat(run.exitCode()).as(run.err()).isZero();
        return new ObjectMapper().readTree(run.out());
    }
}
