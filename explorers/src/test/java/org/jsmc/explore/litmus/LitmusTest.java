package org.jsmc.explore.litmus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.jsmc.explore.litmus.Litmus.litmus;
import static org.jsmc.explore.litmus.Op.assume;
import static org.jsmc.explore.litmus.Op.atomic;
import static org.jsmc.explore.litmus.Op.await;
import static org.jsmc.explore.litmus.Op.broadcast;
import static org.jsmc.explore.litmus.Op.cas;
import static org.jsmc.explore.litmus.Op.check;
import static org.jsmc.explore.litmus.Op.choice;
import static org.jsmc.explore.litmus.Op.exit;
import static org.jsmc.explore.litmus.Op.faa;
import static org.jsmc.explore.litmus.Op.free;
import static org.jsmc.explore.litmus.Op.join;
import static org.jsmc.explore.litmus.Op.lock;
import static org.jsmc.explore.litmus.Op.loopBound;
import static org.jsmc.explore.litmus.Op.print;
import static org.jsmc.explore.litmus.Op.r;
import static org.jsmc.explore.litmus.Op.signal;
import static org.jsmc.explore.litmus.Op.spawn;
import static org.jsmc.explore.litmus.Op.trylock;
import static org.jsmc.explore.litmus.Op.unlock;
import static org.jsmc.explore.litmus.Op.w;
import static org.jsmc.explore.litmus.Op.when;

import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Outcome;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.ir.RmwOp;
import org.junit.jupiter.api.Test;

/** The litmus DSL keeps the {@link Execution} contract the explorers rely on. */
class LitmusTest {
    private static final ThreadId T1 = new ThreadId(0, "1");
    private static final ThreadId T2 = new ThreadId(1, "2");

    @Test
    void threadsExistFromTheStartPausedBeforeTheirFirstVisibleEvent() {
        Execution ex = litmus("t").thread(w("x", 1)).thread(r("x")).start();
        assertThat(ex.threads()).containsExactly(T1, T2);
        assertThat(ex.threads()).extracting(ThreadId::toString).containsExactly("<1>", "<2>");
        assertThat(ex.pending(T2)).isInstanceOf(Event.Read.class);
        assertThat(((Event.Read) ex.pending(T2)).value()).isZero();
        ex.step(T1);
        // The pending event describes what would happen now.
        assertThat(((Event.Read) ex.pending(T2)).value()).isEqualTo(1);
        Event read = ex.step(T2);
        assertThat(read).isEqualTo(new Event.Read(T2, 1, 0x1000, 4, 1, false, read.location()));
        assertThat(ex.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(ex.status(T1)).isEqualTo(ThreadStatus.FINISHED);
        assertThat(ex.pending(T1)).isNull();
        assertThat(ex.trace()).hasSize(2);
    }

    @Test
    void laterOperationsDependOnTheValuesRead() {
        Litmus l =
                litmus("dep")
                        .init("x", 5)
                        .thread(
                                r("x"),
                                w("y", v -> v.get(0) + 1),
                                when(v -> v.get(0) == 5, w("z", 7)).otherwise(w("z", 8)));
        Execution ex = l.start();
        ex.step(T1);
        assertThat(((Event.Write) ex.step(T1)).value()).isEqualTo(6);
        Event z = ex.step(T1);
        assertThat(((Event.Write) z).value()).isEqualTo(7);
        assertThat(ex.describe(((Event.Write) z).address())).isEqualTo("z");
        assertThat(ex.initialValue(l.address("x"), 4)).isEqualTo(5);
        assertThat(ex.initialValue(l.address("x"), 1)).isEqualTo(5);
        assertThat(ex.describe(l.address("x") + 2)).isEqualTo("x+2");
    }

    @Test
    void stepWithAValueForcesWhatTheReadReturns() {
        Litmus l = litmus("forced").thread(r("x"), w("y", v -> v.get(0)), faa("x", 3));
        Execution ex = l.start();
        assertThat(((Event.Read) ex.step(T1, 2)).value()).isEqualTo(2);
        assertThat(((Event.Write) ex.step(T1)).value()).isEqualTo(2);
        Event.Rmw rmw = (Event.Rmw) ex.step(T1, 10);
        assertThat(rmw.op()).isEqualTo(RmwOp.ADD);
        assertThat(rmw.oldValue()).isEqualTo(10);
        assertThat(rmw.newValue()).isEqualTo(13);
    }

    @Test
    void stepWithAValueOnANonReadingEventIsRejected() {
        Execution ex = litmus("w").thread(w("x", 1)).start();
        assertThatThrownBy(() -> ex.step(T1, 1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void choicesArePendingWithoutAValueAndTakeTheGivenAlternative() {
        Execution ex = litmus("c").thread(choice(3), w("x", v -> v.get(0))).start();
        Event.Choice pending = (Event.Choice) ex.pending(T1);
        assertThat(pending.chosen()).isEqualTo(-1);
        assertThat(pending.alternatives()).isEqualTo(3);
        assertThat(((Event.Choice) ex.step(T1, 2)).chosen()).isEqualTo(2);
        assertThat(((Event.Write) ex.step(T1)).value()).isEqualTo(2);
        Execution other = litmus("c").thread(choice(3)).start();
        assertThatThrownBy(() -> other.step(T1, 3)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aHeldMutexBlocksAndItsAttemptIsPending() {
        Execution ex =
                litmus("m").thread(lock("m"), unlock("m")).thread(lock("m"), unlock("m")).start();
        ex.step(T1);
        assertThat(ex.status(T2)).isEqualTo(ThreadStatus.BLOCKED);
        assertThat(ex.pending(T2)).isInstanceOf(Event.Lock.class);
        assertThatThrownBy(() -> ex.step(T2)).isInstanceOf(IllegalStateException.class);
        ex.step(T1);
        assertThat(ex.status(T2)).isEqualTo(ThreadStatus.ENABLED);
    }

    @Test
    void trylockAndCasReportWhatHappened() {
        Execution ex = litmus("t").thread(lock("m"), cas("x", 1, 2)).thread(trylock("m")).start();
        ex.step(T1);
        assertThat(((Event.TryLock) ex.step(T2)).success()).isFalse();
        Event.CompareExchange c = (Event.CompareExchange) ex.step(T1);
        assertThat(c.success()).isFalse();
        assertThat(c.writes()).isFalse();
    }

    @Test
    void crossedLocksDeadlockAndSayWhy() {
        Execution ex =
                litmus("dl")
                        .thread(lock("a"), lock("b"), unlock("b"), unlock("a"))
                        .thread(lock("b"), lock("a"), unlock("a"), unlock("b"))
                        .start();
        ex.step(T1);
        ex.step(T2);
        assertThat(ex.outcome()).isEqualTo(Outcome.DEADLOCK);
        assertThat(ex.describeBlocked())
                .isEqualTo("<1> waits for mutex b held by <2>; <2> waits for mutex a held by <1>");
    }

    @Test
    void mainSpawnsAndJoinsWithStableThreadIds() {
        Litmus l = Litmus.main("sj", spawn(w("x", 1)), spawn(r("x")), join(1), join(2));
        Execution ex = l.start();
        assertThat(ex.threads()).containsExactly(ThreadId.MAIN);
        Event.Spawn s1 = (Event.Spawn) ex.step(ThreadId.MAIN);
        assertThat(s1.child()).isEqualTo(new ThreadId(1, "0.1"));
        assertThat(s1.child().toString()).isEqualTo("<0.1>");
        ex.step(ThreadId.MAIN);
        assertThat(ex.status(ThreadId.MAIN)).isEqualTo(ThreadStatus.BLOCKED);
        assertThat(ex.describeBlocked()).isEqualTo("<0> joins <0.1>");
        // Ids are the program's: a second execution sees the same ones.
        Execution again = l.start();
        again.step(ThreadId.MAIN);
        assertThat(again.threads()).containsExactly(ThreadId.MAIN, new ThreadId(1, "0.1"));
        ex.step(new ThreadId(2, "0.2"));
        ex.step(new ThreadId(1, "0.1"));
        ex.step(ThreadId.MAIN);
        ex.step(ThreadId.MAIN);
        assertThat(ex.outcome()).isEqualTo(Outcome.COMPLETE);
    }

    @Test
    void aFalseAssumptionBlocksTheThreadAndTheOthersGoOn() {
        Execution ex =
                litmus("a").thread(r("x"), assume(v -> v.get(0) == 1)).thread(w("y", 1)).start();
        ex.step(T1);
        assertThat(ex.status(T1)).isEqualTo(ThreadStatus.ASSUME_BLOCKED);
        assertThat(ex.outcome()).isEqualTo(Outcome.RUNNING);
        ex.step(T2);
        assertThat(ex.outcome()).isEqualTo(Outcome.ASSUME_BLOCKED);
    }

    @Test
    void theLoopBoundAssumeBlocksAndIsNoted() {
        Execution ex = litmus("b").thread(loopBound()).start();
        assertThat(ex.outcome()).isEqualTo(Outcome.ASSUME_BLOCKED);
        assertThat(ex.loopBoundHit()).isTrue();
    }

    @Test
    void aFailedCheckEndsTheExecutionWithAnAssertionError() {
        Execution ex =
                litmus("e")
                        .thread(print(v -> "hello "), r("x"), check(v -> v.get(0) == 1, "x == 1"))
                        .thread(w("y", 1))
                        .start();
        ex.step(T1);
        assertThat(ex.outcome()).isEqualTo(Outcome.ERROR);
        assertThat(ex.status(T1)).isEqualTo(ThreadStatus.ERROR);
        assertThat(ex.error().orElseThrow().kind()).isEqualTo(ErrorKind.ASSERTION);
        assertThat(ex.error().orElseThrow().describe())
                .isEqualTo("Assertion violation at e.litmus:3 in <1>: x == 1");
        assertThat(ex.output()).isEqualTo("hello ");
        assertThatThrownBy(() -> ex.step(T2)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void replayChecksTheEventAndReportsNondeterminism() {
        Litmus l = litmus("r").thread(r("x")).thread(w("x", 1));
        Execution first = l.start();
        Event read0 = first.step(T1);
        Execution same = l.start();
        assertThat(same.replay(read0)).isEqualTo(read0);
        assertThat(same.error()).isEmpty();
        Execution different = l.start();
        different.step(T2);
        Event read1 = different.replay(read0);
        assertThat(((Event.Read) read1).value()).isEqualTo(1);
        assertThat(different.outcome()).isEqualTo(Outcome.ERROR);
        assertThat(different.error().orElseThrow().kind()).isEqualTo(ErrorKind.NONDETERMINISM);
    }

    @Test
    void replayOfAChoiceTakesTheRecordedAlternative() {
        Litmus l = litmus("rc").thread(choice(2));
        Execution first = l.start();
        Event chosen = first.step(T1, 1);
        Execution again = l.start();
        assertThat(again.replay(chosen)).isEqualTo(chosen);
        assertThat(again.error()).isEmpty();
    }

    @Test
    void anAtomicSectionBlocksEveryOtherThread() {
        Execution ex = litmus("at").thread(atomic(w("x", 1), w("y", 1))).thread(r("x")).start();
        ex.step(T1);
        assertThat(ex.status(T2)).isEqualTo(ThreadStatus.BLOCKED);
        ex.step(T1);
        ex.step(T1);
        assertThat(ex.status(T2)).isEqualTo(ThreadStatus.BLOCKED);
        assertThat(ex.pending(T1)).isInstanceOf(Event.AtomicEnd.class);
        ex.step(T1);
        assertThat(ex.status(T2)).isEqualTo(ThreadStatus.ENABLED);
    }

    /**
     * As in the interpreter: a thread stopped by a false assumption inside its atomic section ends
     * the section, and the other threads go on (the litmus once kept them blocked, so its
     * executions ended there while the interpreter's went on).
     */
    @Test
    void aFalseAssumptionInsideASectionEndsTheSection() {
        Execution ex =
                litmus("as")
                        .thread(atomic(r("x"), assume(v -> v.get(0) == 1), w("x", 2)))
                        .thread(w("x", 1))
                        .start();
        ex.step(T1);
        assertThat(ex.status(T2)).isEqualTo(ThreadStatus.BLOCKED);
        ex.step(T1);
        assertThat(ex.status(T1)).isEqualTo(ThreadStatus.ASSUME_BLOCKED);
        assertThat(ex.status(T2)).isEqualTo(ThreadStatus.ENABLED);
        ex.step(T2);
        assertThat(ex.outcome()).isEqualTo(Outcome.ASSUME_BLOCKED);
    }

    @Test
    void exitEndsEveryThread() {
        Execution ex = litmus("x").thread(exit(0)).thread(w("x", 1)).start();
        ex.step(T1);
        assertThat(ex.outcome()).isEqualTo(Outcome.COMPLETE);
        assertThat(ex.status(T2)).isEqualTo(ThreadStatus.FINISHED);
    }

    @Test
    void freedMemoryIsNotToBeTouched() {
        Execution ex = litmus("f").thread(free("x")).thread(r("x")).start();
        ex.step(T1);
        ex.step(T2);
        assertThat(ex.error().orElseThrow().kind()).isEqualTo(ErrorKind.USE_AFTER_FREE);
        Execution twice = litmus("f2").thread(free("x")).thread(free("x")).start();
        twice.step(T1);
        twice.step(T2);
        assertThat(twice.error().orElseThrow().kind()).isEqualTo(ErrorKind.DOUBLE_FREE);
    }

    @Test
    void unlockingAMutexNotHeldIsMisuse() {
        Execution ex = litmus("u").thread(unlock("m")).start();
        assertThat(ex.error().orElseThrow().kind()).isEqualTo(ErrorKind.PTHREAD_MISUSE);
    }

    @Test
    void aSignalWakesOneWaiterAndOnlyOneThatWasWaiting() {
        Op[] waiter = {lock("m"), await("c", "m"), unlock("m")};
        ThreadId t3 = new ThreadId(2, "3");
        Execution ex =
                litmus("cv")
                        .thread(waiter)
                        .thread(waiter)
                        .thread(lock("m"), signal("c"), unlock("m"))
                        .start();
        ex.step(T1);
        Event wait = ex.step(T1);
        assertThat(wait).isInstanceOf(Event.CondWait.class);
        // Waiting released the mutex; the wake-up is pending and blocked until a signal.
        assertThat(ex.pending(T1)).isInstanceOf(Event.CondWake.class);
        assertThat(ex.status(T1)).isEqualTo(ThreadStatus.BLOCKED);
        assertThat(ex.describeBlocked()).isEqualTo("<1> waits for a signal on c");
        ex.step(t3);
        ex.step(t3);
        // Signalled, but t3 still holds the mutex.
        assertThat(ex.describeBlocked()).startsWith("<1> waits for mutex m to wake from c");
        ex.step(t3);
        assertThat(ex.status(T1)).isEqualTo(ThreadStatus.ENABLED);
        // <2> was not waiting when the signal was sent: it cannot use it.
        ex.step(T2);
        ex.step(T2);
        assertThat(ex.status(T2)).isEqualTo(ThreadStatus.BLOCKED);
        ex.step(T1);
        ex.step(T1);
        assertThat(ex.outcome()).isEqualTo(Outcome.DEADLOCK);
        assertThat(ex.describeBlocked()).isEqualTo("<2> waits for a signal on c");
    }

    @Test
    void aBroadcastWakesEveryWaiter() {
        Op[] waiter = {lock("m"), await("c", "m"), unlock("m")};
        ThreadId t3 = new ThreadId(2, "3");
        Execution ex =
                litmus("bc")
                        .thread(waiter)
                        .thread(waiter)
                        .thread(lock("m"), broadcast("c"), unlock("m"))
                        .start();
        for (ThreadId t : new ThreadId[] {T1, T1, T2, T2, t3, t3, t3, T2, T2, T1, T1}) {
            ex.step(t);
        }
        assertThat(ex.outcome()).isEqualTo(Outcome.COMPLETE);
    }

    @Test
    void waitingWithoutTheMutexIsMisuse() {
        Execution ex = litmus("w").thread(await("c", "m")).start();
        assertThat(ex.error().orElseThrow().kind()).isEqualTo(ErrorKind.PTHREAD_MISUSE);
    }
}
