package org.jsmc.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The programs P_φ of the QPOR paper's Theorem 4 (research note §3.2): a CNF formula φ as a pthread
 * program whose unfolding makes the search for an alternative as hard as deciding φ.
 *
 * <p>Per variable v a mutex and two threads, "v true" and "v false", that both lock it first and
 * never unlock (whoever locks first chooses the value; the other blocks forever); the winner then
 * creates one thread per clause its literal occurs in. Per clause c a mutex and a thread d_c that
 * only locks it; the threads created for c lock it too. With the d_c disabled, an alternative must
 * give every clause a thread of a true literal: it exists iff φ is satisfiable. {@code main}
 * creates the d_c first (so the first run puts them early), then the variable threads, and ends
 * with {@code pthread_exit} so that the others go on.
 *
 * @param variables the number of variables, numbered 1..variables
 * @param clauses each clause's literals: v or -v
 */
record SatPrograms(int variables, int[][] clauses) {

    /**
     * Writes random formulas as P_φ programs (note Appendix A, A11): {@code DIR SEED COUNT
     * VARIABLES CLAUSES WIDTH} makes COUNT files {@code DIR/phi-<i>-<sat|unsat>.c}.
     */
    public static void main(String[] args) throws IOException {
        Path dir = Path.of(args[0]);
        Random random = new Random(Long.parseLong(args[1]));
        int count = Integer.parseInt(args[2]);
        for (int i = 0; i < count; i++) {
            SatPrograms phi =
                    random(
                            random,
                            Integer.parseInt(args[3]),
                            Integer.parseInt(args[4]),
                            Integer.parseInt(args[5]));
            String name = "phi-" + i + "-" + (phi.satisfiable() ? "sat" : "unsat") + ".c";
            Files.writeString(dir.resolve(name), phi.source());
        }
    }

    /** The C source of P_φ. */
    String source() {
        StringBuilder c = new StringBuilder();
        c.append("#include <pthread.h>\n");
        c.append("pthread_mutex_t value[").append(variables + 1).append("];\n");
        c.append("pthread_mutex_t clause[").append(clauses.length).append("];\n");
        c.append("void *take(void *c) { pthread_mutex_lock(&clause[(long)c]); return 0; }\n");
        for (int v = 1; v <= variables; v++) {
            for (int sign : new int[] {1, -1}) {
                c.append("void *").append(literal(v * sign)).append("(void *arg) {\n");
                c.append("  pthread_mutex_lock(&value[").append(v).append("]);\n");
                c.append("  pthread_t h;\n");
                for (int j = 0; j < clauses.length; j++) {
                    if (contains(clauses[j], v * sign)) {
                        c.append("  pthread_create(&h, 0, take, (void *)")
                                .append(j)
                                .append("L);\n");
                    }
                }
                c.append("  return 0;\n}\n");
            }
        }
        c.append("int main(void) {\n  pthread_t h;\n");
        for (int j = 0; j < clauses.length; j++) {
            c.append("  pthread_create(&h, 0, take, (void *)").append(j).append("L);\n");
        }
        for (int v = 1; v <= variables; v++) {
            c.append("  pthread_create(&h, 0, ").append(literal(v)).append(", 0);\n");
            c.append("  pthread_create(&h, 0, ").append(literal(-v)).append(", 0);\n");
        }
        c.append("  pthread_exit(0);\n}\n");
        return c.toString();
    }

    /** Whether some assignment satisfies every clause (by enumeration). */
    boolean satisfiable() {
        for (long a = 0; a < 1L << variables; a++) {
            boolean all = true;
            for (int[] clause : clauses) {
                boolean some = false;
                for (int l : clause) {
                    boolean value = (a >> (Math.abs(l) - 1) & 1) == 1;
                    some |= l > 0 == value;
                }
                all &= some;
            }
            if (all) {
                return true;
            }
        }
        return false;
    }

    /**
     * A random formula of {@code clauses} clauses of {@code width} distinct variables each, with
     * random signs (a clause never holds v and -v, as Theorem 4's encoding requires).
     */
    static SatPrograms random(Random random, int variables, int clauses, int width) {
        int[][] out = new int[clauses][];
        for (int j = 0; j < clauses; j++) {
            List<Integer> vars = new ArrayList<>();
            while (vars.size() < Math.min(width, variables)) {
                int v = 1 + random.nextInt(variables);
                if (!vars.contains(v)) {
                    vars.add(v);
                }
            }
            out[j] = vars.stream().mapToInt(v -> random.nextBoolean() ? v : -v).toArray();
        }
        return new SatPrograms(variables, out);
    }

    private static String literal(int l) {
        return (l > 0 ? "pos" : "neg") + Math.abs(l);
    }

    private static boolean contains(int[] clause, int literal) {
        for (int l : clause) {
            if (l == literal) {
                return true;
            }
        }
        return false;
    }
}
