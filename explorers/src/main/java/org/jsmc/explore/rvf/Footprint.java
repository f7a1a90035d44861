package org.jsmc.explore.rvf;

import org.jsmc.exec.Event;
import org.jsmc.exec.LockKind;
import org.jsmc.explore.graph.Locations;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * What one event reads and writes in RVF-SMC's model (Agarwal et al. CAV'21 §2.1 and App. A): at
 * most one location read, at most one written, and the value written.
 *
 * <p>A mutex is a location holding {@link #FREE}, {@link #HELD} or {@link #DESTROYED}: a lock
 * acquisition reads it (it may read only a write of {@code FREE}) and writes {@code HELD} in one
 * atomic step, a successful trylock too, a failed trylock only reads it ({@code HELD}), an unlock
 * and {@code pthread_mutex_init} write {@code FREE}, {@code pthread_mutex_destroy} writes {@code
 * DESTROYED}. This is the paper's "acquire = read, release = write" with the atomicity that makes
 * two acquisitions of one release impossible, so VerifySC needs no lock rule of its own.
 *
 * <p>A <em>reading event</em> is one whose source the search chooses (a mutation, Alg. 2 l. 17):
 * loads, read-modify-writes, compare-exchanges, lock acquisitions and trylocks. Every other event
 * with a footprint is a write the search runs eagerly in a node's extension (Alg. 2 l. 1).
 *
 * @param readCell the location read, or -1
 * @param writeCell the location written, or -1
 * @param value the value written (meaningless without a write)
 */
record Footprint(int readCell, int writeCell, long value) {
    static final long FREE = 0;
    static final long HELD = 1;
    static final long DESTROYED = 2;

    private static final Footprint NONE = new Footprint(-1, -1, 0);

    boolean reads() {
        return readCell >= 0;
    }

    boolean writes() {
        return writeCell >= 0;
    }

    /** Whether {@code e} is a reading event, one the search chooses a source for. */
    static boolean isReading(Event e) {
        return e instanceof Event.Read
                || e instanceof Event.Rmw
                || e instanceof Event.CompareExchange
                || e instanceof Event.Lock
                || e instanceof Event.TryLock;
    }

    /**
     * The footprint of {@code e}; for a pending compare-exchange or trylock, whose outcome depends
     * on the value it will read, the outcome the event records.
     *
     * @throws UnsupportedFeatureException for an event kind the algorithm does not model
     */
    static Footprint of(Event e, Locations locations, String algorithm) {
        if (e instanceof Event.Read r) {
            return new Footprint(locations.memory(r), -1, 0);
        } else if (e instanceof Event.Write w) {
            return new Footprint(-1, locations.memory(w), w.value());
        } else if (e instanceof Event.Rmw r) {
            int cell = locations.memory(r);
            return new Footprint(cell, cell, r.newValue());
        } else if (e instanceof Event.CompareExchange c) {
            int cell = locations.memory(c);
            return new Footprint(cell, c.success() ? cell : -1, c.replacement());
        } else if (e instanceof Event.Lock l) {
            int cell = mutex(l.address(), l.mode(), e, locations, algorithm);
            return new Footprint(cell, cell, HELD);
        } else if (e instanceof Event.TryLock t) {
            int cell = mutex(t.address(), t.mode(), e, locations, algorithm);
            return new Footprint(cell, t.success() ? cell : -1, HELD);
        } else if (e instanceof Event.Unlock u) {
            return new Footprint(-1, mutex(u.address(), u.mode(), e, locations, algorithm), FREE);
        } else if (e instanceof Event.SyncInit i) {
            return sync(e, i.address(), i.kind(), FREE, locations, algorithm);
        } else if (e instanceof Event.SyncDestroy d) {
            return sync(e, d.address(), d.kind(), DESTROYED, locations, algorithm);
        } else if (e instanceof Event.Spawn
                || e instanceof Event.Join
                || e instanceof Event.Fence
                || e instanceof Event.Choice
                || e instanceof Event.Exit
                || e instanceof Event.Free) {
            return NONE; // an exit or free after every other thread ended (Extension.extend)
        } else if (e instanceof Event.AtomicBegin || e instanceof Event.AtomicEnd) {
            return unsupported(e, "atomic sections (__VERIFIER_atomic_*)", algorithm);
        }
        // CondWait, CondWake, CondSignal, CondBroadcast.
        return unsupported(e, "condition variables", algorithm);
    }

    private static Footprint sync(
            Event e,
            long address,
            LockKind kind,
            long value,
            Locations locations,
            String algorithm) {
        if (kind == LockKind.MUTEX) {
            return new Footprint(-1, locations.mutex(address), value);
        }
        return unsupported(
                e, kind == LockKind.CONDITION ? "condition variables" : "rwlocks", algorithm);
    }

    private static int mutex(
            long address, LockKind mode, Event e, Locations locations, String algorithm) {
        if (mode != LockKind.MUTEX) {
            unsupported(e, "rwlocks", algorithm);
        }
        return locations.mutex(address);
    }

    /** The one-line refusal: what, for which algorithm, where, and which algorithm can. */
    static Footprint unsupported(Event e, String feature, String algorithm) {
        throw UnsupportedFeatureException.at(
                feature + " for '" + algorithm + "' (use 'optimal', which supports them)",
                e.location());
    }
}
