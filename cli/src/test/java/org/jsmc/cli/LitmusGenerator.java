package org.jsmc.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random C litmus tests in the style of ViEqui's Table I (the SWSC tests Nidhugg ships): 2–4
 * threads of straight-line sequentially consistent accesses to two or three {@code atomic_int}
 * locations — loads into registers, stores of small constants, fetch-adds, exchanges and strong
 * compare-exchanges — and a {@code main} that creates and joins the threads, reads the final values
 * and checks an outcome condition: {@code if (cond) assert(0);} in the original test, {@code if
 * (!(cond)) assert(0);} in its negation. The condition names registers and final values, each
 * compared with 0 or a value some thread writes there.
 */
final class LitmusGenerator {
    /** One generated test. */
    record Test(String name, String source, boolean negated) {}

    private static final String[] LOCATIONS = {"x", "y", "z"};

    /** At most this many accesses in all threads, so that the oracle can enumerate every test. */
    static final int MAX_ACCESSES = 8;

    private final Random random;

    LitmusGenerator(long seed) {
        this.random = new Random(seed);
    }

    /** The next program, as its original test and its negation. */
    List<Test> next(int number) {
        int threads = 2 + random.nextInt(3);
        int locations = 2 + random.nextInt(2);
        List<List<String>> bodies = new ArrayList<>();
        List<String> registers = new ArrayList<>();
        List<List<Integer>> written = new ArrayList<>();
        for (int l = 0; l < locations; l++) {
            written.add(new ArrayList<>(List.of(0)));
        }
        List<Integer> readLocation = new ArrayList<>();
        int budget = Math.max(threads, MAX_ACCESSES - random.nextInt(3));
        for (int t = 0; t < threads; t++) {
            List<String> body = new ArrayList<>();
            int left = budget - (threads - t - 1);
            int ops = 1 + random.nextInt(Math.max(1, Math.min(3, left)));
            budget -= ops;
            for (int i = 0; i < ops; i++) {
                int l = random.nextInt(locations);
                String v = LOCATIONS[l];
                int value = 1 + random.nextInt(2);
                int kind = random.nextInt(10);
                if (kind < 4) {
                    String r = register(registers, readLocation, t, l);
                    body.add(r + " = atomic_load(&" + v + ");");
                } else if (kind < 7) {
                    written.get(l).add(value);
                    body.add("atomic_store(&" + v + ", " + value + ");");
                } else if (kind == 7) {
                    String r = register(registers, readLocation, t, l);
                    written.get(l).add(value);
                    body.add(r + " = atomic_exchange(&" + v + ", " + value + ");");
                } else if (kind == 8) {
                    String r = register(registers, readLocation, t, l);
                    written.get(l).add(3);
                    body.add(r + " = atomic_fetch_add(&" + v + ", 1);");
                } else {
                    String r = register(registers, readLocation, t, l);
                    int expected = random.nextInt(2);
                    written.get(l).add(value);
                    body.add(
                            "{ int e = "
                                    + expected
                                    + "; atomic_compare_exchange_strong(&"
                                    + v
                                    + ", &e, "
                                    + value
                                    + "); "
                                    + r
                                    + " = e; }");
                }
            }
            bodies.add(body);
        }
        String cond = condition(registers, readLocation, written, locations);
        String name = "litmus" + number;
        return List.of(
                new Test(name, source(bodies, registers, locations, cond, false), false),
                new Test(name + "-neg", source(bodies, registers, locations, cond, true), true));
    }

    private static String register(
            List<String> registers, List<Integer> readLocation, int thread, int location) {
        String r = "r" + thread + "_" + registers.size();
        registers.add(r);
        readLocation.add(location);
        return r;
    }

    /** One to three atoms over registers and final values, joined by {@code &&}. */
    private String condition(
            List<String> registers,
            List<Integer> readLocation,
            List<List<Integer>> written,
            int locations) {
        int atoms = 1 + random.nextInt(3);
        List<String> out = new ArrayList<>();
        for (int a = 0; a < atoms; a++) {
            if (!registers.isEmpty() && random.nextBoolean()) {
                int i = random.nextInt(registers.size());
                List<Integer> values = written.get(readLocation.get(i));
                out.add(registers.get(i) + " == " + values.get(random.nextInt(values.size())));
            } else {
                int l = random.nextInt(locations);
                List<Integer> values = written.get(l);
                out.add(
                        "final_"
                                + LOCATIONS[l]
                                + " == "
                                + values.get(random.nextInt(values.size())));
            }
        }
        return String.join(" && ", out);
    }

    private static String source(
            List<List<String>> bodies,
            List<String> registers,
            int locations,
            String cond,
            boolean negated) {
        StringBuilder s = new StringBuilder("#include <assert.h>\n#include <pthread.h>\n");
        s.append("#include <stdatomic.h>\n");
        for (int l = 0; l < locations; l++) {
            s.append("atomic_int ").append(LOCATIONS[l]).append(";\n");
        }
        for (String r : registers) {
            s.append("int ").append(r).append(";\n");
        }
        for (int t = 0; t < bodies.size(); t++) {
            s.append("void *t").append(t).append("(void *arg) {\n");
            for (String line : bodies.get(t)) {
                s.append("  ").append(line).append('\n');
            }
            s.append("  return 0;\n}\n");
        }
        s.append("int main(void) {\n  pthread_t h[").append(bodies.size()).append("];\n");
        for (int t = 0; t < bodies.size(); t++) {
            s.append("  pthread_create(&h[").append(t).append("], 0, t").append(t);
            s.append(", 0);\n");
        }
        for (int t = 0; t < bodies.size(); t++) {
            s.append("  pthread_join(h[").append(t).append("], 0);\n");
        }
        for (int l = 0; l < locations; l++) {
            s.append("  int final_").append(LOCATIONS[l]).append(" = atomic_load(&");
            s.append(LOCATIONS[l]).append(");\n");
        }
        s.append(
                negated
                        ? "  if (!(" + cond + ")) assert(0);\n"
                        : "  if (" + cond + ") assert(0);\n");
        return s.append("  return 0;\n}\n").toString();
    }
}
