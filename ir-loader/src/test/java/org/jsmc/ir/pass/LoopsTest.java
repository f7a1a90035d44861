package org.jsmc.ir.pass;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.ir.llvm.TestPrograms.function;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.jsmc.ir.Function;
import org.jsmc.ir.Module;
import org.jsmc.ir.llvm.LoadOptions;
import org.jsmc.ir.llvm.TestPrograms;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LoopsTest {

    static final String C =
            """
            int forLoop(int n) { int s = 0; for (int i = 0; i < n; i++) s += i; return s; }
            int whileLoop(int n) { while (n > 0) n -= 2; return n; }
            int doWhile(int n) { do { n--; } while (n > 0); return n; }
            int nested(int n) {
                int s = 0;
                for (int i = 0; i < n; i++)
                    for (int j = 0; j < i; j++)
                        s++;
                return s;
            }
            int withGoto(int n) { again: n--; if (n > 0) goto again; return n; }
            int straight(int n) { return n > 0 ? n : -n; }
            int main(void) {
                return forLoop(3) + whileLoop(3) + doWhile(3) + nested(3) + withGoto(3) + straight(1);
            }
            """;

    @TempDir static Path dir;
    static Module module;

    @BeforeAll
    static void load() {
        module = TestPrograms.load(dir, "loops.c", C, LoadOptions.DEFAULT).module();
    }

    /**
     * Each back edge ends at a header and starts inside its loop; other edges into headers enter.
     */
    static Loops check(Function f) {
        Loops loops = Loops.of(f);
        for (int b = 0; b < f.blocks().size(); b++) {
            for (int s : Loops.successors(f.blocks().get(b))) {
                if (loops.isBackEdge(b, s)) {
                    int loop = loops.headerLoop(s);
                    assertThat(loop).isNotNegative();
                    assertThat(loops.backEdgeLoop(b, s)).isEqualTo(loop);
                    assertThat(loops.contains(loop, b)).isTrue();
                    assertThat(loops.isLoopEntry(b, s)).isFalse();
                } else {
                    assertThat(loops.backEdgeLoop(b, s)).isEqualTo(-1);
                    assertThat(loops.isLoopEntry(b, s)).isEqualTo(loops.headerLoop(s) >= 0);
                }
            }
        }
        for (int loop = 0; loop < loops.loopCount(); loop++) {
            assertThat(loops.isReducible(loop)).isTrue();
            assertThat(loops.headerLoop(loops.header(loop))).isEqualTo(loop);
        }
        return loops;
    }

    static int backEdges(Function f, Loops loops) {
        int n = 0;
        for (int b = 0; b < f.blocks().size(); b++) {
            for (int s : Loops.successors(f.blocks().get(b))) {
                n += loops.isBackEdge(b, s) ? 1 : 0;
            }
        }
        return n;
    }

    @Test
    void singleLoops() {
        for (String name : List.of("forLoop", "whileLoop", "doWhile", "withGoto")) {
            Function f = function(module, name);
            Loops loops = check(f);
            assertThat(loops.loopCount()).as(name).isEqualTo(1);
            assertThat(backEdges(f, loops)).as(name).isEqualTo(1);
            assertThat(loops.parent(0)).isEqualTo(-1);
            assertThat(loops.headerLoop(0)).isEqualTo(-1);
        }
    }

    @Test
    void nestedLoops() {
        Function f = function(module, "nested");
        Loops loops = check(f);
        assertThat(loops.loopCount()).isEqualTo(2);
        assertThat(loops.parent(0)).isEqualTo(-1);
        assertThat(loops.parent(1)).isEqualTo(0);
        assertThat(loops.contains(0, loops.header(1))).isTrue();
        assertThat(loops.contains(1, loops.header(0))).isFalse();
    }

    @Test
    void noLoops() {
        assertThat(check(function(module, "straight")).loopCount()).isZero();
        assertThat(check(function(module, "main")).loopCount()).isZero();
        assertThat(Loops.of(function(module, "forLoop")).toString()).startsWith("Loops[0: header");
    }

    @Test
    void selfLoopAndUnreachableBlocks() {
        Loops loops = Loops.of(new int[][] {{1}, {1, 2}, {}, {1}});
        assertThat(loops.loopCount()).isEqualTo(1);
        assertThat(loops.isBackEdge(1, 1)).isTrue();
        assertThat(loops.isLoopEntry(0, 1)).isTrue();
        assertThat(loops.isBackEdge(3, 1)).isFalse();
        assertThat(loops.contains(0, 3)).isFalse();
    }

    @Test
    void irreducibleCyclesAreBoundedConservatively() {
        // 0 enters the cycle 1 <-> 2 at both blocks.
        Loops loops = Loops.of(new int[][] {{1, 2}, {2, 3}, {1}, {}});
        assertThat(loops.loopCount()).isEqualTo(1);
        assertThat(loops.header(0)).isEqualTo(1);
        assertThat(loops.isBackEdge(2, 1)).isTrue();
        assertThat(loops.isReducible(0)).isFalse();
        assertThat(loops.isLoopEntry(0, 1)).isTrue();
        assertThat(loops.isLoopEntry(0, 2)).isFalse();
    }

    @Test
    void withoutBackEdgesEveryGraphIsAcyclic() {
        Random random = new Random(7);
        for (int round = 0; round < 500; round++) {
            int n = 1 + random.nextInt(9);
            int[][] successors = new int[n][];
            for (int b = 0; b < n; b++) {
                successors[b] = random.ints(random.nextInt(3), 0, n).toArray();
            }
            Loops loops = Loops.of(successors);
            assertThat(acyclicWithout(successors, loops)).as("round %d", round).isTrue();
        }
    }

    private static boolean acyclicWithout(int[][] successors, Loops loops) {
        int n = successors.length;
        int[] indegree = new int[n];
        List<int[]> edges = new ArrayList<>();
        for (int b = 0; b < n; b++) {
            for (int s : successors[b]) {
                if (!loops.isBackEdge(b, s)) {
                    edges.add(new int[] {b, s});
                    indegree[s]++;
                }
            }
        }
        // Kahn's algorithm on the reachable part: every reachable block must be removable.
        boolean[] reachable = reachable(successors);
        int[] remaining = indegree.clone();
        for (int[] e : edges) {
            if (!reachable[e[0]]) {
                remaining[e[1]]--;
            }
        }
        List<Integer> ready = new ArrayList<>();
        for (int b = 0; b < n; b++) {
            if (reachable[b] && remaining[b] == 0) {
                ready.add(b);
            }
        }
        int removed = 0;
        while (!ready.isEmpty()) {
            int b = ready.remove(ready.size() - 1);
            removed++;
            for (int[] e : edges) {
                if (e[0] == b && --remaining[e[1]] == 0 && reachable[e[1]]) {
                    ready.add(e[1]);
                }
            }
        }
        int reachableCount = 0;
        for (boolean r : reachable) {
            reachableCount += r ? 1 : 0;
        }
        return removed == reachableCount;
    }

    private static boolean[] reachable(int[][] successors) {
        boolean[] seen = new boolean[successors.length];
        List<Integer> work = new ArrayList<>(List.of(0));
        seen[0] = true;
        while (!work.isEmpty()) {
            for (int s : successors[work.remove(work.size() - 1)]) {
                if (!seen[s]) {
                    seen[s] = true;
                    work.add(s);
                }
            }
        }
        return seen;
    }
}
