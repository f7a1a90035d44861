package org.jsmc.explore.dfs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.explore.litmus.Litmus.litmus;
import static org.jsmc.explore.litmus.Op.assume;
import static org.jsmc.explore.litmus.Op.await;
import static org.jsmc.explore.litmus.Op.check;
import static org.jsmc.explore.litmus.Op.choice;
import static org.jsmc.explore.litmus.Op.join;
import static org.jsmc.explore.litmus.Op.lock;
import static org.jsmc.explore.litmus.Op.loopBound;
import static org.jsmc.explore.litmus.Op.print;
import static org.jsmc.explore.litmus.Op.r;
import static org.jsmc.explore.litmus.Op.signal;
import static org.jsmc.explore.litmus.Op.spawn;
import static org.jsmc.explore.litmus.Op.times;
import static org.jsmc.explore.litmus.Op.unlock;
import static org.jsmc.explore.litmus.Op.w;
import static org.jsmc.explore.litmus.Op.when;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.Event;
import org.jsmc.exec.Outcome;
import org.jsmc.exec.Program;
import org.jsmc.explore.Counts;
import org.jsmc.explore.ErrorTrace;
import org.jsmc.explore.Listener;
import org.jsmc.explore.Options;
import org.jsmc.explore.Result;
import org.jsmc.explore.litmus.Litmus;
import org.jsmc.explore.litmus.Op;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DfsExplorerTest {

    private static Result dfs(Program p) {
        return dfs(p, Options.DEFAULT);
    }

    private static Result dfs(Program p, Options o) {
        return new DfsExplorer().explore(p, o, Listener.NONE);
    }

    /** Straight-line threads of {@code sizes[i]} writes to private variables. */
    private static Litmus straight(int... sizes) {
        Litmus l = litmus("straight");
        for (int t = 0; t < sizes.length; t++) {
            l.thread(times(sizes[t], w("v" + t, 1)));
        }
        return l;
    }

    @ParameterizedTest(name = "threads of {0} events: {1} interleavings")
    @CsvSource({"1, 1", "3, 1", "1 1, 2", "2 2, 6", "3 2 1, 60", "2 2 2, 90", "1 1 1 1, 24"})
    void straightLineThreadsGiveTheMultinomial(String sizes, long expected) {
        int[] n = Arrays.stream(sizes.split(" ")).mapToInt(Integer::parseInt).toArray();
        Result result = dfs(straight(n));
        assertThat(result.counts()).isEqualTo(new Counts(expected, 0, 0, 0, 0, 0, 0));
        assertThat(result.complete()).isTrue();
        assertThat(result.algorithm()).isEqualTo("dfs");
        assertThat(result.statistics())
                .containsEntry("maxDepth", (long) n.length == 0 ? 0 : sum(n));
    }

    private static long sum(int[] n) {
        return java.util.Arrays.stream(n).sum();
    }

    @Test
    void twoCriticalSectionsRunInEitherOrderOnly() {
        // lock; x = x + 1; unlock in each thread: 2 executions.
        Op[] increment = {lock("m"), r("x"), w("x", v -> v.get(0) + 1), unlock("m")};
        assertThat(dfs(litmus("inc").thread(increment).thread(increment)).counts().traces())
                .isEqualTo(2);
    }

    @Test
    void anEventOutsideTheLockInterleavesWithTheOtherCriticalSection() {
        // T1: a; C1..C4 | T2: D1..D4 (C, D critical sections). T2 first: a goes in any of 5 gaps
        // around D1..D4 (T1 may run a while T2 holds the lock); T1 first: a C1..C4 D1..D4. 5+1.
        Op[] section = {lock("m"), r("x"), w("x", 1), unlock("m")};
        Op[] withPrefix = {w("y", 1), lock("m"), r("x"), w("x", 1), unlock("m")};
        assertThat(dfs(litmus("lock").thread(withPrefix).thread(section)).counts().traces())
                .isEqualTo(6);
    }

    @Test
    void spawnAndJoinOrderTheChildren() {
        // main: S1 S2 J1 J2; child 1: a; child 2: b. With S1<S2<J1<J2, S1<a<J1, S2<b<J2: a before
        // S2 leaves {J1,b} then J2 (2 orders); a after S2 leaves b anywhere before J2 in a J1 (3).
        Litmus l = Litmus.main("sj", spawn(w("x", 1)), spawn(w("y", 1)), join(1), join(2));
        assertThat(dfs(l).counts().traces()).isEqualTo(5);
    }

    @Test
    void choicesMultiplyButAreNoInterleavingPoints() {
        // T1: w; choice(2); w | T2: w. The choice runs as soon as T1 reaches it: T2's write goes
        // in 3 places, times 2 alternatives.
        Litmus l = litmus("c").thread(w("x", 1), choice(2), w("y", 1)).thread(w("z", 1));
        assertThat(dfs(l).counts().traces()).isEqualTo(6);
        Litmus first = litmus("c3").thread(choice(3), w("x", 1)).thread(w("x", 2));
        assertThat(dfs(first).counts().traces()).isEqualTo(6);
    }

    @Test
    void assumeBlockedExecutionsAreNotTraces() {
        // r before w reads 0 and blocks; r after w reads 1.
        Litmus l = litmus("a").thread(r("x"), assume(v -> v.get(0) == 1)).thread(w("x", 1));
        Result result = dfs(l);
        assertThat(result.counts()).isEqualTo(new Counts(1, 1, 0, 0, 0, 0, 0));
        assertThat(result.loopBoundHit()).isFalse();
    }

    @Test
    void theLoopBoundIsReported() {
        Result result = dfs(litmus("b").thread(w("x", 1), loopBound()).thread(w("x", 2)));
        assertThat(result.counts().assumeBlocked()).isEqualTo(2);
        assertThat(result.loopBoundHit()).isTrue();
    }

    /** T1: lock a; lock b; unlock b; unlock a | T2 the other way round. */
    private static Litmus crossedLocks() {
        return litmus("dl")
                .thread(lock("a"), lock("b"), unlock("b"), unlock("a"))
                .thread(lock("b"), lock("a"), unlock("a"), unlock("b"));
    }

    @Test
    void deadlocksAreTracesCountedApart() {
        // T1 first: A1 B1 b1 a1 then T2; A1 B1 b1 B2 then a1 and T2; A1 B2 deadlocks. Same for T2.
        Result result = dfs(crossedLocks());
        assertThat(result.counts()).isEqualTo(new Counts(6, 0, 0, 0, 0, 2, 0));
        assertThat(result.errorFound()).isFalse();
    }

    @Test
    void deadlocksAsErrorsStopAtTheFirstOne() {
        Result result = dfs(crossedLocks(), Options.DEFAULT.withDeadlockIsError(true));
        assertThat(result.counts()).isEqualTo(new Counts(3, 0, 0, 0, 0, 1, 1));
        assertThat(result.complete()).isFalse();
        ErrorTrace error = result.firstError().orElseThrow();
        assertThat(error.report().kind()).isEqualTo(ErrorKind.DEADLOCK);
        assertThat(error.report().message())
                .isEqualTo("<1> waits for mutex b held by <2>; <2> waits for mutex a held by <1>");
        assertThat(error.trace()).hasSize(2);
        Result all =
                dfs(crossedLocks(), Options.DEFAULT.withDeadlockIsError(true).withKeepGoing(true));
        assertThat(all.counts()).isEqualTo(new Counts(6, 0, 0, 0, 0, 2, 2));
    }

    @Test
    void aSignalSentBeforeTheWaitIsLost() {
        // T1 first: it waits, T2 signals and T1 wakes. T2 first: the signal is lost and T1 waits
        // forever. With the usual flag check, both orders complete.
        Litmus lost =
                litmus("lost")
                        .thread(lock("m"), await("c", "m"), unlock("m"))
                        .thread(lock("m"), signal("c"), unlock("m"));
        assertThat(dfs(lost).counts()).isEqualTo(new Counts(2, 0, 0, 0, 0, 1, 0));
        Litmus checked =
                litmus("flag")
                        .thread(
                                lock("m"),
                                r("f"),
                                when(v -> v.get(0) == 0, await("c", "m")),
                                unlock("m"))
                        .thread(lock("m"), w("f", 1), signal("c"), unlock("m"));
        assertThat(dfs(checked).counts()).isEqualTo(new Counts(2, 0, 0, 0, 0, 0, 0));
    }

    /** T1 reads x and asserts it is 1; T2 writes 1. DFS runs T1 first: the first run fails. */
    private static Litmus racyAssert() {
        return litmus("assert")
                .thread(print(v -> "start;"), r("x"), check(v -> v.get(0) == 1, "x == 1"))
                .thread(w("x", 1));
    }

    @Test
    void stopsAtTheFirstErrorAndReportsItsTrace() {
        Result result = dfs(racyAssert());
        assertThat(result.counts()).isEqualTo(new Counts(1, 0, 0, 0, 0, 0, 1));
        assertThat(result.complete()).isFalse();
        ErrorTrace error = result.firstError().orElseThrow();
        assertThat(error.report().kind()).isEqualTo(ErrorKind.ASSERTION);
        assertThat(error.report().message()).isEqualTo("x == 1");
        assertThat(error.trace()).hasSize(1);
        assertThat(((Event.Read) error.trace().get(0)).value()).isZero();
        assertThat(error.output()).isEqualTo("start;");
    }

    @Test
    void keepGoingCountsEverythingAndReportsTheFirstError() {
        // Two executions: T1 first (r=0 fails), then T2 first (r=1 passes).
        Result result = dfs(racyAssert(), Options.DEFAULT.withKeepGoing(true));
        assertThat(result.counts()).isEqualTo(new Counts(2, 0, 0, 0, 0, 0, 1));
        assertThat(result.complete()).isTrue();
        assertThat(result.firstError().orElseThrow().trace()).hasSize(1);
    }

    @Test
    void anErrorInTheLastExecutionLeavesTheExplorationComplete() {
        Litmus l =
                litmus("late")
                        .thread(r("x"), check(v -> v.get(0) == 0, "x == 0"))
                        .thread(w("x", 1));
        Result result = dfs(l);
        assertThat(result.counts()).isEqualTo(new Counts(2, 0, 0, 0, 0, 0, 1));
        assertThat(result.complete()).isTrue();
    }

    @Test
    void theTraceLimitStopsTheExploration() {
        Result limited = dfs(straight(2, 2), Options.DEFAULT.withTraceLimit(4));
        assertThat(limited.counts().traces()).isEqualTo(4);
        assertThat(limited.complete()).isFalse();
        Result exact = dfs(straight(2, 2), Options.DEFAULT.withTraceLimit(6));
        assertThat(exact.counts().traces()).isEqualTo(6);
        assertThat(exact.complete()).isTrue();
    }

    @Test
    void theTimeLimitStopsTheExploration() {
        Result result = dfs(straight(4, 4, 4), Options.DEFAULT.withTimeLimit(Duration.ofNanos(1)));
        assertThat(result.counts().traces()).isEqualTo(1);
        assertThat(result.complete()).isFalse();
    }

    @Test
    void aNondeterministicProgramIsReported() {
        // T1's first write stores a different value in every run; the second execution replays it.
        AtomicLong runs = new AtomicLong();
        Litmus l =
                litmus("nondet")
                        .thread(w("x", v -> runs.getAndIncrement()), w("z", 1))
                        .thread(w("y", 1));
        Result result = dfs(l, Options.DEFAULT.withKeepGoing(true));
        ErrorTrace error = result.firstError().orElseThrow();
        assertThat(error.report().kind()).isEqualTo(ErrorKind.NONDETERMINISM);
        assertThat(result.counts()).isEqualTo(new Counts(2, 0, 0, 0, 0, 0, 1));
        assertThat(result.complete()).isFalse();
    }

    @Test
    void theListenerHearsEveryExecutionInOrder() {
        List<String> heard = new ArrayList<>();
        Listener listener =
                new Listener() {
                    @Override
                    public void progress(Counts counts, long elapsedNanos) {
                        heard.add("progress " + counts.executions());
                    }

                    @Override
                    public boolean wantsTraces() {
                        return true;
                    }

                    @Override
                    public void executionFinished(List<Event> trace, Outcome outcome) {
                        heard.add(outcome + " " + trace.size());
                    }

                    @Override
                    public void errorFound(ErrorTrace error) {
                        heard.add("error " + error.report().kind());
                    }
                };
        new DfsExplorer().explore(racyAssert(), Options.DEFAULT.withKeepGoing(true), listener);
        assertThat(heard)
                .containsExactly(
                        "ERROR 1", "error ASSERTION", "progress 1", "COMPLETE 2", "progress 2");
    }

    @Test
    void anInstanceStoppedEarlyStartsAfreshWhenReused() {
        DfsExplorer explorer = new DfsExplorer();
        explorer.explore(straight(2, 2), Options.DEFAULT.withTraceLimit(2), Listener.NONE);
        Result again = explorer.explore(straight(2, 2), Options.DEFAULT, Listener.NONE);
        assertThat(again.counts().traces()).isEqualTo(6);
    }

    @Test
    void deepTracesNeedNoRecursion() {
        // 20000 events in one thread: one execution, no stack overflow.
        Result result = dfs(straight(20_000));
        assertThat(result.counts().traces()).isEqualTo(1);
        assertThat(result.statistics()).containsEntry("maxDepth", 20_000L);
    }
}
