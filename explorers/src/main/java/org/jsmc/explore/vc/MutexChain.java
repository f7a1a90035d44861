package org.jsmc.explore.vc;

import java.util.List;
import java.util.stream.LongStream;
import org.jsmc.exec.Event;
import org.jsmc.exec.LockKind;
import org.jsmc.explore.graph.Locations;

/**
 * The events of one mutex in a node's trace, as refs: the release that left it free last (an unlock
 * or {@code pthread_mutex_init}; {@link Annotations#INIT} for the initial state), whether an
 * acquisition holds it at the end, its acquisitions (locks and trylocks that succeeded: the writes
 * of "held" a failing trylock reads) and all its writers in trace order (acquisitions, releases and
 * its destruction).
 */
record MutexChain(long release, boolean held, long[] acquisitions, long[] writers) {

    static MutexChain of(List<Event> t, int m, Locations locations) {
        long release = Annotations.INIT;
        boolean held = false;
        LongStream.Builder acquisitions = LongStream.builder();
        LongStream.Builder writers = LongStream.builder();
        for (Event e : t) {
            long written = Partial.mutexWritten(e);
            if (written != Partial.NO_MUTEX && locations.mutex(written) == m) {
                if (!(e instanceof Event.SyncDestroy)) {
                    release = VcSearch.ref(e);
                }
                held = false;
                writers.add(VcSearch.ref(e));
            } else if (acquires(e) && locations.mutex(address(e)) == m) {
                held = true;
                acquisitions.add(VcSearch.ref(e));
                writers.add(VcSearch.ref(e));
            }
        }
        return new MutexChain(
                release, held, acquisitions.build().toArray(), writers.build().toArray());
    }

    /** Whether {@code e} acquires a mutex: a lock, or a trylock that succeeded. */
    private static boolean acquires(Event e) {
        return e instanceof Event.Lock l && l.mode() == LockKind.MUTEX
                || e instanceof Event.TryLock a && a.mode() == LockKind.MUTEX && a.success();
    }

    private static long address(Event e) {
        return e instanceof Event.Lock l ? l.address() : ((Event.TryLock) e).address();
    }
}
