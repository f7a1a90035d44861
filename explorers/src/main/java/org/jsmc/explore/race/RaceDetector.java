package org.jsmc.explore.race;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.jsmc.exec.Event;

/**
 * Finds the first data race of an execution, fed one event at a time in execution order.
 *
 * <p>Per byte of shared memory it keeps, per thread, the last access of each of four kinds (any
 * write, plain write, any read, plain read). That is enough to decide exactly whether some earlier
 * conflicting access, with one of the two plain, is not ordered before the new one: a thread's
 * accesses are ordered by program order, so if its last write happens before the new access, all
 * its writes do, and if its last write is atomic and does not, its last plain write still might.
 * Per byte it also keeps the last writer's clock when that write was atomic: the edge an atomic
 * read that reads from it adds.
 */
final class RaceDetector {
    private final HappensBefore hb = new HappensBefore();
    private final Map<Long, ByteHistory> bytes = new HashMap<>();

    /** Per thread, how deep it is inside atomic sections: their accesses are atomic. */
    private int[] sectionDepth = new int[4];

    /** A race: {@code first} happened earlier, {@code second} is the event just observed. */
    record Race(Event.Access first, Event.Access second) {}

    /** Per thread, the last access of each kind to one byte, with its epoch. */
    private static final class ByteHistory {
        Event.Access[] write = new Event.Access[0];
        Event.Access[] plainWrite = new Event.Access[0];
        Event.Access[] read = new Event.Access[0];
        Event.Access[] plainRead = new Event.Access[0];
        int[] writeEpoch = new int[0];
        int[] plainWriteEpoch = new int[0];
        int[] readEpoch = new int[0];
        int[] plainReadEpoch = new int[0];

        /** The join of the clocks after the atomic writes: what a later atomic access learns. */
        int[] atomicWrites;

        /** The join of the clocks after the atomic reads: what a later atomic write learns. */
        int[] atomicReads;

        void grow(int threads) {
            if (write.length < threads) {
                write = Arrays.copyOf(write, threads);
                plainWrite = Arrays.copyOf(plainWrite, threads);
                read = Arrays.copyOf(read, threads);
                plainRead = Arrays.copyOf(plainRead, threads);
                writeEpoch = Arrays.copyOf(writeEpoch, threads);
                plainWriteEpoch = Arrays.copyOf(plainWriteEpoch, threads);
                readEpoch = Arrays.copyOf(readEpoch, threads);
                plainReadEpoch = Arrays.copyOf(plainReadEpoch, threads);
            }
        }
    }

    /** The epoch thread {@code t}'s next event will have. */
    int epoch(int t) {
        return hb.epoch(t);
    }

    /** A copy of the clock of thread {@code t} after its last observed event. */
    int[] clock(int t) {
        return hb.snapshot(t);
    }

    /**
     * Whether the event of thread {@code t} with epoch {@code epoch} happens before the last
     * observed event of thread {@code u} (or is it).
     */
    boolean ordered(int t, int epoch, int u) {
        return hb.before(t, epoch, u);
    }

    /** Observes the next event of the execution; returns the race it completes, or null. */
    Race observe(Event e) {
        int u = e.thread().index();
        if (e instanceof Event.AtomicBegin) {
            sectionDepth = grow(sectionDepth, u);
            sectionDepth[u]++;
        } else if (e instanceof Event.AtomicEnd) {
            sectionDepth[u]--;
        }
        Race race = null;
        if (e instanceof Event.Access a) {
            boolean atomic = a.atomic() || (u < sectionDepth.length && sectionDepth[u] > 0);
            race = access(a, u, atomic);
        }
        hb.advance(e);
        return race;
    }

    private Race access(Event.Access a, int u, boolean atomic) {
        int threads = Math.max(u + 1, hb.clock(u).length);
        // One lookup per byte: the three passes below share them.
        ByteHistory[] histories = new ByteHistory[a.size()];
        for (int i = 0; i < histories.length; i++) {
            ByteHistory h = bytes.computeIfAbsent(a.address() + i, k -> new ByteHistory());
            histories[i] = h;
            h.grow(threads);
            // the edges into an atomic access come first: what they order is ordered before it
            if (atomic) {
                hb.acquire(u, h.atomicWrites);
                if (a.writes()) {
                    hb.acquire(u, h.atomicReads);
                }
            }
        }
        Race race = null;
        for (int i = 0; i < histories.length && race == null; i++) {
            ByteHistory h = histories[i];
            race =
                    atomic
                            ? unordered(
                                    a,
                                    u,
                                    h.plainWrite,
                                    h.plainWriteEpoch,
                                    a.writes() ? h.plainRead : null,
                                    h.plainReadEpoch)
                            : unordered(
                                    a,
                                    u,
                                    h.write,
                                    h.writeEpoch,
                                    a.writes() ? h.read : null,
                                    h.readEpoch);
        }
        int epoch = hb.epoch(u);
        int[] after = null;
        if (atomic) {
            after = hb.snapshot(u);
            after[u]++; // the access itself happens before the later conflicting atomic ones
        }
        for (ByteHistory h : histories) {
            if (a.reads()) {
                h.read[u] = a;
                h.readEpoch[u] = epoch;
                if (!atomic) {
                    h.plainRead[u] = a;
                    h.plainReadEpoch[u] = epoch;
                } else {
                    h.atomicReads = join(h.atomicReads, after);
                }
            }
            if (a.writes()) {
                h.write[u] = a;
                h.writeEpoch[u] = epoch;
                if (!atomic) {
                    h.plainWrite[u] = a;
                    h.plainWriteEpoch[u] = epoch;
                } else {
                    h.atomicWrites = join(h.atomicWrites, after);
                }
            }
        }
        return race;
    }

    /**
     * The first access among {@code writes} (and {@code reads}, if not null) of another thread that
     * does not happen before thread {@code u}'s access {@code a}, as a race, or null.
     */
    private Race unordered(
            Event.Access a,
            int u,
            Event.Access[] writes,
            int[] writeEpochs,
            Event.Access[] reads,
            int[] readEpochs) {
        for (int t = 0; t < writes.length; t++) {
            if (t == u) {
                continue;
            }
            if (writes[t] != null && !hb.before(t, writeEpochs[t], u)) {
                return new Race(writes[t], a);
            }
            if (reads != null && reads[t] != null && !hb.before(t, readEpochs[t], u)) {
                return new Race(reads[t], a);
            }
        }
        return null;
    }

    private static int[] join(int[] into, int[] clock) {
        if (into == null) {
            return clock.clone();
        }
        if (into.length < clock.length) {
            into = Arrays.copyOf(into, clock.length);
        }
        for (int i = 0; i < clock.length; i++) {
            into[i] = Math.max(into[i], clock[i]);
        }
        return into;
    }

    private static int[] grow(int[] a, int i) {
        return i < a.length ? a : Arrays.copyOf(a, Math.max(i + 1, 2 * a.length));
    }
}
