package org.jsmc.explore.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.jsmc.exec.Event;

/**
 * Per-byte access history of one execution's shared memory, from which each new access learns the
 * earlier steps it depends on, and each write whether some read observes it.
 *
 * <p>Bytes are grouped into 8-byte chunks found through a {@link LongIntMap} keyed by {@code
 * address >>> 3}, so a same-size aligned access touches one chunk and mixed-size accesses to
 * overlapping bytes still meet byte by byte. Per byte the index keeps an <em>anchor</em> (the last
 * write every later access is ordered after), the writes since the anchor (the <em>chain</em>) and
 * the reads since the anchor. Under the Mazurkiewicz dependence every write becomes the new anchor,
 * so the chain stays empty. Under the observer dependence (Aronis et al. TACAS'18) a write is
 * ordered after earlier writes only if it is observed, which is known only later: writes stay on
 * the chain until a read observes the last of them, and a new write depends on the anchor, the
 * whole chain (as write–write pairs that count only if it gets observed) and the reads since the
 * anchor.
 *
 * <p>Write entries are encoded as {@code position * 2 + (write-only ? 1 : 0)}: a pair counts as a
 * write–write pair only if both accesses only write (a plain store or a free; not an RMW or a
 * compare-exchange, which also read). Mutable; owned by one {@link Steps}.
 */
final class MemoryIndex {
    private static final int NONE = -1;

    /** Per-byte history of 8 consecutive bytes. */
    private static final class Chunk {
        final int[] anchor = {NONE, NONE, NONE, NONE, NONE, NONE, NONE, NONE};
        final IntList[] reads = new IntList[8];
        final IntList[] chain = new IntList[8];
    }

    private record Freed(int entry, long address, long size) {}

    private final List<Step> steps;
    private final boolean observers;
    private final LongIntMap chunkIds = new LongIntMap();
    private final List<Chunk> chunks = new ArrayList<>();
    private final List<Freed> frees = new ArrayList<>();

    /** The key of each chunk, by chunk id (only large frees need them). */
    private final List<Long> keys = new ArrayList<>();

    /**
     * Per step position: the {@link #stamp} of the access that last made it a pred, and its index
     * among the preds then. The bytes of one access mostly share their history, so each pred is
     * looked up in the step's preds once per access rather than once per byte.
     */
    private int[] mark = new int[64];

    private int[] markIndex = new int[64];
    private int stamp;

    /** The number of preds the step had when the current access started. */
    private int known;

    MemoryIndex(List<Step> steps, boolean observers) {
        this.steps = steps;
        this.observers = observers;
    }

    void clear() {
        chunkIds.clear();
        chunks.clear();
        keys.clear();
        frees.clear();
    }

    /**
     * Records that step {@code s} accesses {@code [address, address + size)} and adds to {@code s}
     * the steps it depends on. {@code writeOnly}: a store or a free (no read).
     */
    void access(Step s, long address, long size, boolean reads, boolean writes, boolean writeOnly) {
        if (!reads && !writes) {
            return;
        }
        nextStamp(s);
        int entry = s.position * 2 + (writeOnly ? 1 : 0);
        Chunk c = null;
        for (long a = address; a < address + size; a++) {
            if (c == null || (a & 7) == 0) {
                c = chunk(a >>> 3, true);
            }
            int b = (int) (a & 7);
            if (reads) {
                read(s, c, b);
            }
            if (writes) {
                write(s, c, b, entry, writeOnly);
            }
        }
    }

    /**
     * Records a {@code free} of {@code [address, address + size)}: a write of every byte, but not a
     * plain one (an access after it fails, so its order with accesses is always observable).
     */
    void free(Step s, long address, long size) {
        int entry = s.position * 2;
        if (size <= 8 * 64) {
            access(s, address, size, false, true, false);
        } else {
            // A large object: only bytes accessed so far have a history; others learn of the free
            // when their chunk is created.
            nextStamp(s);
            for (int i = 0; i < chunks.size(); i++) {
                Chunk c = chunks.get(i);
                long base = chunkBase(i);
                for (int b = 0; b < 8; b++) {
                    if (base + b >= address && base + b < address + size) {
                        write(s, c, b, entry, false);
                    }
                }
            }
        }
        frees.add(new Freed(entry, address, size));
    }

    /**
     * The steps a pending access would depend on, without recording it: for the pending events of
     * threads that never ran them.
     */
    void peek(Step s, long address, long size, boolean reads, boolean writes, boolean writeOnly) {
        nextStamp(s);
        Chunk c = null;
        for (long a = address; a < address + size; a++) {
            if (a == address || (a & 7) == 0) {
                c = chunk(a >>> 3, false);
            }
            if (c == null) {
                continue;
            }
            int b = (int) (a & 7);
            int source = source(c, b);
            if (reads && source != NONE) {
                pred(s, source, false);
            }
            if (writes) {
                writePreds(s, c, b, writeOnly);
            }
        }
    }

    private void read(Step s, Chunk c, int b) {
        int source = source(c, b);
        if (source != NONE) {
            pred(s, source, false);
            observe(source, s);
            if (observers && (source & 1) == 0 && isFree(source)) {
                // An access after a free is an error that still reads the value the last write
                // left, and shows it (a compare-exchange fails or not): that write is observed.
                int written = writtenBefore(c, b);
                if (written != NONE) {
                    pred(s, written, false);
                    observe(written, s);
                }
            }
        }
        IntList chain = c.chain[b];
        if (chain != null && !chain.isEmpty()) {
            c.anchor[b] = chain.last();
            chain.clear();
            if (c.reads[b] != null) {
                c.reads[b].clear();
            }
        }
        addRead(c, b, s);
    }

    private void write(Step s, Chunk c, int b, int entry, boolean writeOnly) {
        writePreds(s, c, b, writeOnly);
        if (observers) {
            if (c.chain[b] == null) {
                c.chain[b] = new IntList(2);
            }
            c.chain[b].add(entry);
        } else {
            c.anchor[b] = entry;
            if (c.reads[b] != null) {
                c.reads[b].clear();
            }
        }
    }

    private void writePreds(Step s, Chunk c, int b, boolean writeOnly) {
        IntList reads = c.reads[b];
        if (reads != null) {
            for (int i = 0; i < reads.size(); i++) {
                pred(s, reads.get(i) * 2, false);
            }
        }
        if (c.anchor[b] != NONE) {
            pred(s, c.anchor[b], writeOnly && (c.anchor[b] & 1) != 0);
        }
        IntList chain = c.chain[b];
        if (chain != null) {
            for (int i = 0; i < chain.size(); i++) {
                pred(s, chain.get(i), writeOnly && (chain.get(i) & 1) != 0);
            }
        }
    }

    private void observe(int entry, Step reader) {
        Step w = steps.get(entry >> 1);
        w.observed = true;
        if (w.observer < 0 && w != reader) {
            w.observer = reader.position;
        }
    }

    private boolean isFree(int entry) {
        for (Event e : steps.get(entry >> 1).events) {
            if (e instanceof Event.Free) {
                return true;
            }
        }
        return false;
    }

    /** The last write entry of the byte before its frees since the anchor, or NONE. */
    private int writtenBefore(Chunk c, int b) {
        IntList chain = c.chain[b];
        for (int i = chain == null ? -1 : chain.size() - 1; i >= 0; i--) {
            if (!isFree(chain.get(i))) {
                return chain.get(i);
            }
        }
        return c.anchor[b] != NONE && !isFree(c.anchor[b]) ? c.anchor[b] : NONE;
    }

    /** The write entry the byte's next read reads from, or NONE for the initial value. */
    private static int source(Chunk c, int b) {
        IntList chain = c.chain[b];
        return chain != null && !chain.isEmpty() ? chain.last() : c.anchor[b];
    }

    /** Adds a read of the byte, replacing an earlier read by the same thread (program order). */
    private void addRead(Chunk c, int b, Step s) {
        IntList reads = c.reads[b];
        if (reads == null) {
            reads = c.reads[b] = new IntList(2);
        }
        for (int i = 0; i < reads.size(); i++) {
            if (steps.get(reads.get(i)).threadIndex() == s.threadIndex()) {
                reads.set(i, s.position);
                return;
            }
        }
        reads.add(s.position);
    }

    private void pred(Step s, int entry, boolean writeWriteOnly) {
        int position = entry >> 1;
        if (position == s.position || steps.get(position).threadIndex() == s.threadIndex()) {
            return;
        }
        if (position >= mark.length) {
            int n = Math.max(position + 1, mark.length * 2);
            mark = Arrays.copyOf(mark, n);
            markIndex = Arrays.copyOf(markIndex, n);
        }
        if (mark[position] == stamp) {
            if (!writeWriteOnly) {
                s.countsAlways(markIndex[position]);
            }
            return;
        }
        mark[position] = stamp;
        markIndex[position] = s.addPred(position, writeWriteOnly, known);
    }

    /** Starts a new access of step {@code s} for {@link #pred}'s deduplication. */
    private void nextStamp(Step s) {
        if (++stamp == Integer.MAX_VALUE) {
            Arrays.fill(mark, 0);
            stamp = 1;
        }
        known = s.predCount;
    }

    private Chunk chunk(long key, boolean create) {
        int id = chunkIds.get(key);
        if (id >= 0) {
            return chunks.get(id);
        }
        if (!create) {
            return null;
        }
        Chunk c = new Chunk();
        for (Freed f : frees) {
            for (int b = 0; b < 8; b++) {
                long a = (key << 3) + b;
                if (a >= f.address() && a < f.address() + f.size()) {
                    c.anchor[b] = f.entry();
                }
            }
        }
        chunkIds.put(key, chunks.size());
        chunks.add(c);
        keys.add(key);
        return c;
    }

    private long chunkBase(int i) {
        return keys.get(i) << 3;
    }
}
