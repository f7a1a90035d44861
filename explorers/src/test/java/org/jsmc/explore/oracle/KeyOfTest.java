package org.jsmc.explore.oracle;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.jsmc.exec.Event;
import org.jsmc.exec.LockKind;
import org.jsmc.exec.ThreadId;
import org.jsmc.explore.Equivalence;
import org.jsmc.ir.SourceLocation;
import org.junit.jupiter.api.Test;

/**
 * {@link Oracle#keyOf} on hand-built traces, for the definitional choices the papers leave open:
 * mixed-size accesses, synchronisation objects, atomic sections, spawn and join, exit, free.
 */
class KeyOfTest {
    private static final SourceLocation L = SourceLocation.UNKNOWN;
    private static final ThreadId MAIN = ThreadId.MAIN;
    private static final ThreadId T1 = new ThreadId(1, "0.1");
    private static final ThreadId T2 = new ThreadId(2, "0.2");
    private static final long X = 0x10;
    private static final long Y = 0x18;
    private static final long M = 0x20;
    private static final long C = 0x28;

    private static Event.Read read(ThreadId t, int i, long a, int size, long v) {
        return new Event.Read(t, i, a, size, v, false, L);
    }

    private static Event.Write write(ThreadId t, int i, long a, int size, long v) {
        return new Event.Write(t, i, a, size, v, false, L);
    }

    private static ClassKey.ReadsFrom readsFrom(Event... trace) {
        return (ClassKey.ReadsFrom) Oracle.keyOf(Equivalence.READS_FROM, List.of(trace));
    }

    private static ClassKey.Orders mazurkiewicz(Event... trace) {
        return (ClassKey.Orders) Oracle.keyOf(Equivalence.MAZURKIEWICZ, List.of(trace));
    }

    private static ClassKey.ReadCausality rvf(Event... trace) {
        return (ClassKey.ReadCausality) Oracle.keyOf(Equivalence.RVF, List.of(trace));
    }

    @Test
    void aMixedSizeReadHasOneSourcePerByteAndAnAlignedOneASingleSource() {
        Event wide = write(T1, 1, X, 4, 0x11111111L);
        Event half = write(T2, 1, X + 2, 2, 0x2222);
        Event whole = read(MAIN, 1, X, 4, 0x22221111L);
        Event low = read(MAIN, 2, X, 2, 0x1111);
        Event beyond = read(MAIN, 3, X + 4, 1, 0);
        var key = readsFrom(wide, half, whole, low, beyond);
        Source w = new Source(wide);
        Source h = new Source(half);
        assertThat(key.sources().get(whole)).containsExactly(w, w, h, h);
        assertThat(key.sources().get(low)).containsExactly(w);
        assertThat(key.sources().get(beyond)).containsExactly(Source.INIT);
        // A partial overlap is a conflict.
        assertThat(mazurkiewicz(wide, half).orders()).containsExactly(new Order(wide, half));
    }

    @Test
    void lockAcquisitionsReadFromTheReleaseBeforeThemInTheirOwnSpace() {
        Event lock1 = new Event.Lock(T1, 1, M, LockKind.MUTEX, L);
        Event unlock1 = new Event.Unlock(T1, 2, M, LockKind.MUTEX, L);
        Event lock2 = new Event.Lock(T2, 1, M, LockKind.MUTEX, L);
        // A plain read of the bytes at the mutex's address is not an access to the mutex.
        Event bytes = read(MAIN, 1, M, 4, 0);
        var key = readsFrom(lock1, unlock1, lock2, bytes);
        assertThat(key.sources().get(lock1)).containsExactly(Source.INIT);
        assertThat(key.sources().get(lock2)).containsExactly(new Source(unlock1));
        assertThat(key.sources().get(bytes)).containsExactly(Source.INIT);
        assertThat(mazurkiewicz(lock1, unlock1, lock2, bytes).orders())
                .containsExactlyInAnyOrder(new Order(lock1, lock2), new Order(unlock1, lock2));
    }

    @Test
    void everyOperationOnOneMutexConflictsEvenTwoFailedTrylocks() {
        Event try1 = new Event.TryLock(T1, 1, M, LockKind.MUTEX, false, L);
        Event try2 = new Event.TryLock(T2, 1, M, LockKind.MUTEX, false, L);
        assertThat(mazurkiewicz(try1, try2).orders()).containsExactly(new Order(try1, try2));
        // ... but both read "held" from nobody in particular, so reads-from does not order them.
        assertThat(readsFrom(try1, try2)).isEqualTo(readsFrom(try2, try1));
    }

    @Test
    void lockOrderSplitsRvfButNotView() {
        Event l1 = new Event.Lock(T1, 1, M, LockKind.MUTEX, L);
        Event u1 = new Event.Unlock(T1, 2, M, LockKind.MUTEX, L);
        Event l2 = new Event.Lock(T2, 1, M, LockKind.MUTEX, L);
        Event u2 = new Event.Unlock(T2, 2, M, LockKind.MUTEX, L);
        List<Event> first = List.of(l1, u1, l2, u2);
        List<Event> second = List.of(l2, u2, l1, u1);
        assertThat(Oracle.keyOf(Equivalence.VIEW, first))
                .isEqualTo(Oracle.keyOf(Equivalence.VIEW, second));
        for (Equivalence e :
                List.of(Equivalence.RVF, Equivalence.READS_FROM, Equivalence.MAZURKIEWICZ)) {
            assertThat(Oracle.keyOf(e, first)).as(e.title()).isNotEqualTo(Oracle.keyOf(e, second));
        }
        assertThat(rvf(l1, u1, l2, u2).readOrders()).containsExactly(new Order(l1, l2));
    }

    @Test
    void conditionVariablesAreReadModifyWritesOfTheConditionAndTheMutex() {
        Event lock1 = new Event.Lock(T1, 1, M, LockKind.MUTEX, L);
        Event wait = new Event.CondWait(T1, 2, C, M, L);
        Event lock2 = new Event.Lock(T2, 1, M, LockKind.MUTEX, L);
        Event signal = new Event.CondSignal(T2, 2, C, L);
        Event unlock2 = new Event.Unlock(T2, 3, M, LockKind.MUTEX, L);
        Event wake = new Event.CondWake(T1, 3, C, M, L);
        var key = readsFrom(lock1, wait, lock2, signal, unlock2, wake);
        assertThat(key.sources().get(lock2)).containsExactly(new Source(wait));
        assertThat(key.sources().get(signal)).containsExactly(new Source(wait));
        assertThat(key.sources().get(wake))
                .containsExactly(new Source(signal), new Source(unlock2));
    }

    @Test
    void anAtomicSectionStaysWholeInTheCanonicalLinearisation() {
        // <2> writes x, then <1>'s section writes y and reads x. Event by event, <1>'s w(y,1)
        // commutes with <2>'s w(x,1) and would be emitted first; as one compound event the
        // section depends on w(x,1) through its read and comes after it whole.
        Event wx = write(T2, 1, X, 4, 1);
        Event begin = new Event.AtomicBegin(T1, 1, L);
        Event wy = write(T1, 2, Y, 4, 1);
        Event rx = read(T1, 3, X, 4, 1);
        Event end = new Event.AtomicEnd(T1, 4, L);
        assertThat(Oracle.canonicalLinearisation(List.of(wx, begin, wy, rx, end)))
                .containsExactly(wx, begin, wy, rx, end);
        // Without the section, the canonical order puts <1>'s commuting write first.
        Event wyAlone = write(T1, 1, Y, 4, 1);
        Event rxAlone = read(T1, 2, X, 4, 1);
        assertThat(Oracle.canonicalLinearisation(List.of(wx, wyAlone, rxAlone)))
                .containsExactly(wyAlone, wx, rxAlone);
    }

    @Test
    void spawnAndJoinAreProgramOrderInTheCausalOrder() {
        Event before = read(MAIN, 1, X, 4, 0);
        Event spawn = new Event.Spawn(MAIN, 2, T1, L);
        Event child = read(T1, 1, Y, 4, 0);
        Event join = new Event.Join(MAIN, 3, T1, L);
        Event after = read(MAIN, 4, X, 4, 0);
        assertThat(rvf(before, spawn, child, join, after).readOrders())
                .containsExactlyInAnyOrder(
                        new Order(before, child),
                        new Order(child, after),
                        new Order(before, after));
    }

    @Test
    void exitConflictsWithEveryEventOfOtherThreads() {
        Event fence = new Event.Fence(T1, 1, L);
        Event exit = new Event.Exit(T2, 1, 0, L);
        assertThat(mazurkiewicz(fence, exit).orders()).containsExactly(new Order(fence, exit));
    }

    @Test
    void choicesAndFencesConflictWithNothingButChoicesAreInTheView() {
        Event choice = new Event.Choice(T1, 1, 2, 1, 1, L);
        Event fence = new Event.Fence(T2, 1, L);
        Event w = write(T2, 2, X, 4, 1);
        assertThat(mazurkiewicz(choice, fence, w).orders()).isEmpty();
        assertThat(
                        ((ClassKey.View) Oracle.keyOf(Equivalence.VIEW, List.of(choice, fence, w)))
                                .reads())
                .containsExactly(choice);
    }

    @Test
    void aFreeWritesTheWholeObject() {
        Event free = new Event.Free(T1, 1, X, 8, L);
        Event late = read(T2, 1, X + 4, 4, 0);
        assertThat(readsFrom(free, late).sources().get(late)).containsExactly(new Source(free));
        assertThat(mazurkiewicz(free, late).orders()).containsExactly(new Order(free, late));
    }

    @Test
    void observersIgnoreUnobservedWriteWriteRacesOnly() {
        Event w1 = write(T1, 1, X, 4, 1);
        Event w2 = write(T2, 1, X, 4, 2);
        Event r = read(MAIN, 1, X, 4, 2);
        var unobserved = (ClassKey.Orders) Oracle.keyOf(Equivalence.OBSERVERS, List.of(w1, w2));
        assertThat(unobserved.orders()).isEmpty();
        var observed = (ClassKey.Orders) Oracle.keyOf(Equivalence.OBSERVERS, List.of(w1, w2, r));
        assertThat(observed.orders())
                .containsExactlyInAnyOrder(new Order(w1, w2), new Order(w1, r), new Order(w2, r));
    }

    @Test
    void observersOrderAFreeWithEveryAccessToItsObject() {
        // [w, free] completes, [free, w] fails: an error is the free's observer.
        Event w = write(T1, 1, X, 4, 2);
        Event free = new Event.Free(T2, 1, X, 4, L);
        var completes = (ClassKey.Orders) Oracle.keyOf(Equivalence.OBSERVERS, List.of(w, free));
        var fails = (ClassKey.Orders) Oracle.keyOf(Equivalence.OBSERVERS, List.of(free, w));
        assertThat(completes.orders()).containsExactly(new Order(w, free));
        assertThat(fails).isNotEqualTo(completes);
    }

    /**
     * VC-DPOR Fig. 2 (seed-000 §6 L4) with τ1 as root: happens-before on the leaves is the closure
     * of thread order and e2 → e5, e3 → e4, e4 → e6; the causal order on reads is e4 ↦ e8; the
     * root's read e8 reads a leaf's write.
     */
    @Test
    void valueHappensBeforeOfFig2() {
        ThreadId t3 = new ThreadId(3, "0.3");
        Event e1 = write(T1, 1, X, 4, 1);
        Event e2 = write(t3, 1, X, 4, 1);
        Event e3 = write(T2, 1, Y, 4, 1);
        Event e4 = read(T2, 2, Y, 4, 1);
        Event e5 = write(T2, 3, X, 4, 1);
        Event e6 = write(t3, 2, Y, 4, 2);
        Event e7 = write(T1, 2, Y, 4, 1);
        Event e8 = read(T1, 3, X, 4, 1);
        var key =
                (ClassKey.ValueCentric)
                        Oracle.keyOf(
                                Equivalence.VALUE_CENTRIC,
                                List.of(e1, e2, e3, e4, e5, e6, e7, e8),
                                T1.index());
        assertThat(key.leafOrders())
                .containsExactlyInAnyOrder(new Order(e2, e5), new Order(e3, e6), new Order(e4, e6));
        assertThat(key.readOrders()).containsExactly(new Order(e4, e8));
        assertThat(key.remote()).isEqualTo(java.util.Map.of(e8, List.of(true)));
    }
}
