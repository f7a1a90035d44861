package org.jsmc.ir.pass;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One depth-first search of a control-flow graph from block 0, and what follows from it:
 * reachability, reverse post-order, retreating (back) edges, predecessors and immediate dominators.
 *
 * <p>Dominators are computed with the iterative algorithm of Cooper, Harvey and Kennedy, "A Simple,
 * Fast Dominance Algorithm" (2001), over the reverse post-order.
 */
final class ControlFlow {

    private static final int[] NONE = {};

    private final int[][] successors;
    private final int[] reversePostOrder;
    private final int[] order; // position of each block in reversePostOrder, -1 if unreachable
    private final int[][] backEdgeTargets;
    private final int[][] latches;

    private ControlFlow(
            int[][] successors,
            int[] reversePostOrder,
            int[] order,
            int[][] backEdgeTargets,
            int[][] latches) {
        this.successors = successors;
        this.reversePostOrder = reversePostOrder;
        this.order = order;
        this.backEdgeTargets = backEdgeTargets;
        this.latches = latches;
    }

    static ControlFlow search(int[][] successors) {
        int n = successors.length;
        int[] order = new int[n];
        Arrays.fill(order, -1);
        if (n == 0) {
            return new ControlFlow(successors, NONE, order, new int[0][], new int[0][]);
        }
        boolean[] visited = new boolean[n];
        boolean[] onStack = new boolean[n];
        List<List<Integer>> back = new ArrayList<>(n);
        List<List<Integer>> latchLists = new ArrayList<>(n);
        for (int b = 0; b < n; b++) {
            back.add(new ArrayList<>(0));
            latchLists.add(new ArrayList<>(0));
        }
        int[] postOrder = new int[n];
        int finished = 0;
        int[] stack = new int[n];
        int[] next = new int[n];
        int top = 0;
        stack[top++] = 0;
        visited[0] = true;
        onStack[0] = true;
        while (top > 0) {
            int b = stack[top - 1];
            if (next[b] < successors[b].length) {
                int s = successors[b][next[b]++];
                if (onStack[s]) {
                    if (!back.get(b).contains(s)) {
                        back.get(b).add(s);
                        latchLists.get(s).add(b);
                    }
                } else if (!visited[s]) {
                    visited[s] = true;
                    onStack[s] = true;
                    stack[top++] = s;
                }
            } else {
                onStack[b] = false;
                top--;
                postOrder[finished++] = b;
            }
        }
        int[] reversePostOrder = new int[finished];
        for (int i = 0; i < finished; i++) {
            reversePostOrder[i] = postOrder[finished - 1 - i];
            order[reversePostOrder[i]] = i;
        }
        return new ControlFlow(
                successors, reversePostOrder, order, toArrays(back), toArrays(latchLists));
    }

    private static int[][] toArrays(List<List<Integer>> lists) {
        int[][] arrays = new int[lists.size()][];
        for (int i = 0; i < arrays.length; i++) {
            List<Integer> l = lists.get(i);
            arrays[i] = l.isEmpty() ? NONE : l.stream().mapToInt(Integer::intValue).toArray();
        }
        return arrays;
    }

    int[] reversePostOrder() {
        return reversePostOrder;
    }

    boolean isReachable(int block) {
        return order[block] >= 0;
    }

    boolean isBackEdgeTarget(int block) {
        return latches[block].length > 0;
    }

    /** The targets of the back edges leaving {@code block}. */
    int[] backEdgeTargets(int block) {
        return backEdgeTargets[block];
    }

    /** The sources of the back edges entering {@code block}. */
    int[] latches(int block) {
        return latches[block];
    }

    /** The predecessors of each block, reachable or not. */
    int[][] predecessors() {
        int n = successors.length;
        List<List<Integer>> lists = new ArrayList<>(n);
        for (int b = 0; b < n; b++) {
            lists.add(new ArrayList<>(2));
        }
        for (int b = 0; b < n; b++) {
            for (int s : successors[b]) {
                if (!lists.get(s).contains(b)) {
                    lists.get(s).add(b);
                }
            }
        }
        return toArrays(lists);
    }

    /**
     * The immediate dominator of each reachable block; the entry is its own, unreachable blocks
     * have -1.
     */
    int[] immediateDominators() {
        int n = successors.length;
        int[] idom = new int[n];
        Arrays.fill(idom, -1);
        if (reversePostOrder.length == 0) {
            return idom;
        }
        int[][] predecessors = predecessors();
        int entry = reversePostOrder[0];
        idom[entry] = entry;
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int i = 1; i < reversePostOrder.length; i++) {
                int b = reversePostOrder[i];
                int candidate = -1;
                for (int p : predecessors[b]) {
                    if (idom[p] < 0) {
                        continue;
                    }
                    candidate = candidate < 0 ? p : intersect(p, candidate, idom);
                }
                if (candidate != idom[b]) {
                    idom[b] = candidate;
                    changed = true;
                }
            }
        }
        return idom;
    }

    private int intersect(int a, int b, int[] idom) {
        while (a != b) {
            while (order[a] > order[b]) {
                a = idom[a];
            }
            while (order[b] > order[a]) {
                b = idom[b];
            }
        }
        return a;
    }
}
