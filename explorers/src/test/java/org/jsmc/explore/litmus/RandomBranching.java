package org.jsmc.explore.litmus;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

/**
 * Random litmus programs larger than the brute-force oracle handles, for checking explorers against
 * all interleavings ({@code dfs}) instead: four threads of plain reads and writes of two variables,
 * with branches on the last value read ({@code if(last==1){ ... }}). Bugs that need a fourth thread
 * — a race reversed anew when the replayed prefix gets new steps, a write observed only after a
 * wakeup sequence — show up here and not in {@link RandomProgram}.
 *
 * <p>A program is its text, {@code "T1: w(x,1) r(y) | T2: r(x) if(last!=0){ w(y,2) } | ..."}, built
 * from a seed, so that a failing case prints readably and can be rebuilt with {@link
 * #RandomBranching(String)}.
 *
 * @param text the program, thread by thread
 */
public record RandomBranching(String text) {

    /** Programs with at most this many interleavings, so that {@code dfs} enumerates them. */
    public static final long MAX_EXECUTIONS = 20_000;

    private static final String[] VARIABLES = {"x", "y"};

    public static Arbitrary<RandomBranching> programs() {
        return Arbitraries.longs().map(RandomBranching::generate);
    }

    /** The program of {@code seed}: four threads of one to three statements. */
    static RandomBranching generate(long seed) {
        Random random = new Random(seed);
        StringBuilder text = new StringBuilder();
        for (int t = 1; t <= 4; t++) {
            text.append(t > 1 ? " | " : "").append("T").append(t).append(":");
            statements(random, 1 + random.nextInt(3), 0, t, text);
        }
        return new RandomBranching(text.toString());
    }

    private static void statements(Random random, int n, int depth, int id, StringBuilder out) {
        for (int i = 0; i < n; i++) {
            int kind = random.nextInt(10);
            String v = VARIABLES[random.nextInt(VARIABLES.length)];
            if (kind < 4) {
                out.append(" w(").append(v).append(',');
                out.append(random.nextBoolean() ? id : 1 + random.nextInt(2)).append(')');
            } else if (kind < 8 || depth > 0 || i == 0) {
                out.append(" r(").append(v).append(')');
            } else {
                out.append(random.nextBoolean() ? " if(last==" : " if(last!=");
                out.append(random.nextInt(3)).append("){");
                statements(random, 1 + random.nextInt(3), depth + 1, id, out);
                out.append(" }");
            }
        }
    }

    public Litmus toLitmus() {
        Litmus l = Litmus.litmus("branching");
        for (String thread : text.split("\\|")) {
            String[] tokens = thread.replace("{", " ").trim().split("\\s+");
            int[] at = {1}; // after the label "Tn:"
            l.thread(block(tokens, at));
        }
        return l;
    }

    /** The statements from {@code tokens[at[0]]} to the end of the block ({@code }} or the end). */
    private static Op[] block(String[] tokens, int[] at) {
        List<Op> out = new ArrayList<>();
        while (at[0] < tokens.length && !tokens[at[0]].equals("}")) {
            String t = tokens[at[0]++];
            String inner = t.substring(t.indexOf('(') + 1, t.lastIndexOf(')'));
            if (t.startsWith("w(")) {
                String[] args = inner.split(",");
                out.add(Op.w(args[0], Long.parseLong(args[1])));
            } else if (t.startsWith("r(")) {
                out.add(Op.r(inner));
            } else if (t.startsWith("if(")) {
                boolean equal = inner.contains("==");
                long c = Long.parseLong(inner.substring(inner.indexOf('=') + (equal ? 2 : 1)));
                Op[] then = block(tokens, at);
                at[0]++; // the closing brace
                out.add(Op.when(v -> v.size() > 0 && (v.last() == c) == equal, then));
            } else {
                throw new IllegalArgumentException("not a statement: " + t);
            }
        }
        return out.toArray(Op[]::new);
    }

    @Override
    public String toString() {
        return "RandomBranching[" + text + "]";
    }
}
