package org.jsmc.explore.oracle;

import java.util.List;
import org.jsmc.exec.Event;

/**
 * What an event reads and writes, with synchronisation objects modelled as memory (see the package
 * documentation for the model and why).
 *
 * @param reads the ranges the event reads
 * @param writes the ranges the event writes
 */
record Footprint(List<Range> reads, List<Range> writes) {

    /**
     * Consecutive cells of one space: bytes of memory, or one synchronisation object (length 1,
     * keyed by its address, separate from the bytes at that address).
     */
    record Range(boolean sync, long start, long length) {
        static Range memory(long address, long size) {
            return new Range(false, address, size);
        }

        static Range sync(long address) {
            return new Range(true, address, 1);
        }

        boolean overlaps(Range other) {
            return sync == other.sync
                    && start < other.start + other.length
                    && other.start < start + length;
        }

        boolean contains(boolean inSync, long cell) {
            return sync == inSync && start <= cell && cell < start + length;
        }
    }

    private static final Footprint NONE = new Footprint(List.of(), List.of());

    /**
     * The footprint of {@code e}. (Java 17 has no pattern-matching switch, hence the chain; every
     * kind of {@link Event} is listed, and an unknown kind fails loudly.)
     */
    static Footprint of(Event e) {
        if (e instanceof Event.Read r) {
            return reads(Range.memory(r.address(), r.size()));
        } else if (e instanceof Event.Write w) {
            return writes(Range.memory(w.address(), w.size()));
        } else if (e instanceof Event.Rmw u) {
            return modifies(Range.memory(u.address(), u.size()));
        } else if (e instanceof Event.CompareExchange c) {
            Range cell = Range.memory(c.address(), c.size());
            return c.success() ? modifies(cell) : reads(cell);
        } else if (e instanceof Event.Free f) {
            // Freeing writes every byte of the object: later accesses are errors that read it.
            return writes(Range.memory(f.address(), f.size()));
        } else if (e instanceof Event.SyncInit i) {
            return writes(Range.sync(i.address()));
        } else if (e instanceof Event.SyncDestroy d) {
            return writes(Range.sync(d.address()));
        } else if (e instanceof Event.Lock l) {
            // Acquiring reads "free" and writes "held". A read lock is an RMW too (of the reader
            // count), so the read locks of one rwlock are ordered like any acquisitions.
            return modifies(Range.sync(l.address()));
        } else if (e instanceof Event.TryLock t) {
            Range lock = Range.sync(t.address());
            return t.success() ? modifies(lock) : reads(lock);
        } else if (e instanceof Event.Unlock u) {
            return writes(Range.sync(u.address()));
        } else if (e instanceof Event.CondWait w) {
            // Waiting registers on the condition and releases the mutex.
            return new Footprint(
                    List.of(Range.sync(w.condition())),
                    List.of(Range.sync(w.condition()), Range.sync(w.mutex())));
        } else if (e instanceof Event.CondWake w) {
            // Waking consumes a signal and re-acquires the mutex.
            return modifies(Range.sync(w.condition()), Range.sync(w.mutex()));
        } else if (e instanceof Event.CondSignal s) {
            return modifies(Range.sync(s.condition()));
        } else if (e instanceof Event.CondBroadcast b) {
            return modifies(Range.sync(b.condition()));
        } else if (e instanceof Event.Fence
                || e instanceof Event.Spawn
                || e instanceof Event.Join
                || e instanceof Event.Choice
                || e instanceof Event.AtomicBegin
                || e instanceof Event.AtomicEnd
                || e instanceof Event.Exit) {
            return NONE;
        }
        throw new IllegalStateException("unknown event kind: " + e);
    }

    boolean isReading() {
        return !reads.isEmpty();
    }

    /** How two events' footprints conflict. */
    enum Conflict {
        /** No common cell, or only cells both read. */
        NONE,
        /** Only memory cells both write (the pairs observers may ignore). */
        WRITE_WRITE,
        /** A cell one reads and the other writes, or a common synchronisation object. */
        OTHER
    }

    /** How this footprint conflicts with {@code other}'s. */
    Conflict conflict(Footprint other) {
        Conflict result = Conflict.NONE;
        for (int mine = 0; mine < 2; mine++) {
            for (Range a : mine == 0 ? reads : writes) {
                for (int theirs = 0; theirs < 2; theirs++) {
                    for (Range b : theirs == 0 ? other.reads : other.writes) {
                        if (!a.overlaps(b)) {
                            continue;
                        }
                        if (a.sync || mine != theirs) {
                            return Conflict.OTHER;
                        }
                        if (mine == 1) {
                            result = Conflict.WRITE_WRITE;
                        }
                    }
                }
            }
        }
        return result;
    }

    private static Footprint reads(Range r) {
        return new Footprint(List.of(r), List.of());
    }

    private static Footprint writes(Range r) {
        return new Footprint(List.of(), List.of(r));
    }

    private static Footprint modifies(Range... rs) {
        return new Footprint(List.of(rs), List.of(rs));
    }
}
