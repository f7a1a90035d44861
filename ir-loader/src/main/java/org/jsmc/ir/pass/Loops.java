package org.jsmc.ir.pass;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import org.jsmc.ir.Block;
import org.jsmc.ir.Function;
import org.jsmc.ir.Instruction;

/**
 * The loops of a function's control-flow graph, for bounding loop iterations ({@code --unroll N}).
 *
 * <p><b>Definition.</b> A depth-first search from the entry block classifies the edges; an edge
 * {@code u → h} is a <i>back edge</i> when {@code h} is on the search stack when the edge is seen
 * (a retreating edge). Each block that is the target of back edges is the <i>header</i> of one
 * loop, whose body is the header plus every block that reaches a back-edge source without passing
 * through the header. In a reducible graph (every CFG clang produces from structured C, and from
 * {@code goto} in most programs) these are exactly the natural loops: the header dominates the
 * body, and the back edges are the edges whose target dominates their source. In an irreducible
 * graph the classification is conservative: every retreating edge counts as a back edge of its
 * target, and {@link #isReducible(int)} is false for that loop.
 *
 * <p><b>Bounding.</b> Count arrivals at each header: reset the loop's counter on an entry edge
 * ({@link #isLoopEntry}), increment it on a back edge ({@link #isBackEdge}), and block the thread
 * when it exceeds the bound. This bounds every execution: in any infinite path, the block of the
 * cycle repeated forever that the search reached first is only entered by back edges inside that
 * cycle, so its counter grows without being reset.
 *
 * <p>Loop ids are {@code 0 … loopCount()-1}, ordered by the headers' reverse post-order, so an
 * enclosing loop has a smaller id than the loops it contains. Blocks not reachable from the entry
 * belong to no loop. The queries are array lookups, meant for the interpreter's branch path;
 * instances are immutable and thread-safe.
 */
public final class Loops {

    private static final int[] NONE = {};

    private final int[] headerLoop;
    private final int[][] backEdgeTargets;
    private final int[] headers;
    private final int[] parents;
    private final BitSet[] bodies;
    private final boolean[] reducible;

    private Loops(
            int[] headerLoop,
            int[][] backEdgeTargets,
            int[] headers,
            int[] parents,
            BitSet[] bodies,
            boolean[] reducible) {
        this.headerLoop = headerLoop;
        this.backEdgeTargets = backEdgeTargets;
        this.headers = headers;
        this.parents = parents;
        this.bodies = bodies;
        this.reducible = reducible;
    }

    /** Analyses {@code function}; a declaration has no loops. */
    public static Loops of(Function function) {
        int n = function.blocks().size();
        int[][] successors = new int[n][];
        for (int b = 0; b < n; b++) {
            successors[b] = successors(function.blocks().get(b));
        }
        return of(successors);
    }

    /**
     * Analyses the graph with {@code successors[b]} the successors of block {@code b}; 0 is entry.
     */
    static Loops of(int[][] successors) {
        int n = successors.length;
        ControlFlow cfg = ControlFlow.search(successors);
        int[] headerLoop = new int[n];
        Arrays.fill(headerLoop, -1);
        List<Integer> headerList = new ArrayList<>();
        for (int b : cfg.reversePostOrder()) {
            if (cfg.isBackEdgeTarget(b)) {
                headerLoop[b] = headerList.size();
                headerList.add(b);
            }
        }
        int loops = headerList.size();
        int[] headers = headerList.stream().mapToInt(Integer::intValue).toArray();
        BitSet[] bodies = new BitSet[loops];
        boolean[] reducible = new boolean[loops];
        int[] dominators = cfg.immediateDominators();
        int[][] predecessors = cfg.predecessors();
        for (int loop = 0; loop < loops; loop++) {
            int h = headers[loop];
            bodies[loop] = body(h, cfg.latches(h), predecessors, cfg);
            reducible[loop] = true;
            for (int latch : cfg.latches(h)) {
                if (!dominates(h, latch, dominators)) {
                    reducible[loop] = false;
                }
            }
        }
        int[] parents = new int[loops];
        for (int loop = 0; loop < loops; loop++) {
            parents[loop] = -1;
            for (int outer = 0; outer < loops; outer++) {
                boolean encloses =
                        outer != loop
                                && bodies[outer].get(headers[loop])
                                && bodies[outer].cardinality() > bodies[loop].cardinality();
                if (encloses
                        && (parents[loop] < 0
                                || bodies[outer].cardinality()
                                        < bodies[parents[loop]].cardinality())) {
                    parents[loop] = outer;
                }
            }
        }
        int[][] backEdgeTargets = new int[n][];
        for (int b = 0; b < n; b++) {
            int[] targets = cfg.backEdgeTargets(b);
            backEdgeTargets[b] = targets.length == 0 ? NONE : targets;
        }
        return new Loops(headerLoop, backEdgeTargets, headers, parents, bodies, reducible);
    }

    private static BitSet body(int h, int[] latches, int[][] predecessors, ControlFlow cfg) {
        BitSet body = new BitSet();
        body.set(h);
        int[] work = new int[predecessors.length + latches.length];
        int top = 0;
        for (int latch : latches) {
            if (!body.get(latch)) {
                body.set(latch);
                work[top++] = latch;
            }
        }
        while (top > 0) {
            int b = work[--top];
            for (int p : predecessors[b]) {
                if (cfg.isReachable(p) && !body.get(p)) {
                    body.set(p);
                    work[top++] = p;
                }
            }
        }
        return body;
    }

    private static boolean dominates(int a, int b, int[] dominators) {
        for (int x = b; x >= 0; x = dominators[x] == x ? -1 : dominators[x]) {
            if (x == a) {
                return true;
            }
        }
        return false;
    }

    /** The successors of a block, in the order its terminator names them (with repetitions). */
    public static int[] successors(Block block) {
        Instruction t = block.terminator();
        if (t instanceof Instruction.Branch b) {
            return new int[] {b.target()};
        } else if (t instanceof Instruction.CondBranch c) {
            return new int[] {c.ifTrue(), c.ifFalse()};
        } else if (t instanceof Instruction.Switch s) {
            int[] targets = new int[s.targets().size() + 1];
            targets[0] = s.defaultTarget();
            for (int i = 0; i < s.targets().size(); i++) {
                targets[i + 1] = s.targets().get(i);
            }
            return targets;
        } else if (t instanceof Instruction.IndirectBranch i) {
            return i.targets().stream().mapToInt(Integer::intValue).toArray();
        }
        return NONE;
    }

    /** How many loops the function has. */
    public int loopCount() {
        return headers.length;
    }

    /** The id of the loop whose header {@code block} is, or -1 if it heads no loop. */
    public int headerLoop(int block) {
        return headerLoop[block];
    }

    /** The header block of {@code loop}. */
    public int header(int loop) {
        return headers[loop];
    }

    /** Whether the edge {@code from → to} goes back to the header {@code to} of a loop. */
    public boolean isBackEdge(int from, int to) {
        for (int target : backEdgeTargets[from]) {
            if (target == to) {
                return true;
            }
        }
        return false;
    }

    /** Whether the edge {@code from → to} enters the loop headed by {@code to} from outside. */
    public boolean isLoopEntry(int from, int to) {
        return headerLoop[to] >= 0 && !isBackEdge(from, to);
    }

    /** The loop whose back edge {@code from → to} is, or -1 if it is no back edge. */
    public int backEdgeLoop(int from, int to) {
        return isBackEdge(from, to) ? headerLoop[to] : -1;
    }

    /** Whether {@code block} is in the body of {@code loop} (its header included). */
    public boolean contains(int loop, int block) {
        return bodies[loop].get(block);
    }

    /** The innermost loop enclosing {@code loop}, or -1 for an outermost loop. */
    public int parent(int loop) {
        return parents[loop];
    }

    /** Whether {@code loop}'s header dominates its body (false for irreducible cycles). */
    public boolean isReducible(int loop) {
        return reducible[loop];
    }

    @Override
    public String toString() {
        StringBuilder s = new StringBuilder("Loops[");
        for (int loop = 0; loop < headers.length; loop++) {
            s.append(loop == 0 ? "" : ", ")
                    .append(loop)
                    .append(": header ")
                    .append(headers[loop])
                    .append(" body ")
                    .append(bodies[loop]);
        }
        return s.append(']').toString();
    }
}
