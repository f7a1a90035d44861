package org.jsmc.exec.memory;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * An execution's memory: every object, indexed by address, plus the bump pointers that decide where
 * the next allocation of each thread goes.
 *
 * <p>Hot-path class: lookups use sorted primitive arrays per region and a one-entry cache, no maps.
 * Freed and dead objects stay in the index, so accesses to them are recognised as use after free
 * instead of hitting a reused address.
 */
public final class AddressSpace {
    /** Bytes left unused after every object, so small overflows land outside every object. */
    static final int REDZONE = 16;

    private final Geometry geometry;
    private long[][] bases = new long[4][];
    private MemObject[][] objects = new MemObject[4][];
    private int[] counts = new int[4];
    private long[] next = new long[4];
    private MemObject last;

    /**
     * Advances on every change of memory: a write (through {@link MemObject#writableBytes}), an
     * allocation, a free. Two equal readings bracket a stretch of execution that changed no memory
     * (the spin-loop reduction's test).
     */
    long version;

    public AddressSpace(Geometry geometry) {
        this.geometry = geometry;
    }

    public Geometry geometry() {
        return geometry;
    }

    /**
     * A copy of this address space for a fork of its execution: the same objects at the same
     * addresses, in the same state, whose contents are shared until either side writes them.
     */
    public AddressSpace copy() {
        AddressSpace s = new AddressSpace(geometry);
        s.bases = new long[bases.length][];
        s.objects = new MemObject[objects.length][];
        s.counts = counts.clone();
        s.next = next.clone();
        s.version = version;
        for (int region = 0; region < bases.length; region++) {
            if (bases[region] != null) {
                s.bases[region] = bases[region].clone();
                s.objects[region] = new MemObject[objects[region].length];
                for (int i = 0; i < counts[region]; i++) {
                    s.objects[region][i] = objects[region][i].copyFor(s);
                }
            }
        }
        for (int region = 0; region < bases.length; region++) {
            for (int i = 0; i < counts[region]; i++) {
                objects[region][i].copyPointees(s.objects[region][i], s);
            }
        }
        return s;
    }

    /**
     * In a {@link #copy}, the counterpart of {@code o}, an object of the space it was copied from
     * (null for null): objects are told apart by their first address, which no two share.
     */
    public MemObject counterpart(MemObject o) {
        return o == null ? null : startingAt(o.base);
    }

    /** Places a global (or runtime object) at the address the linker chose for it. */
    public MemObject placeGlobal(
            long address, int size, String name, boolean readOnly, byte[] image) {
        MemObject o =
                new MemObject(
                        this, address, size, ObjectKind.GLOBAL, -1, name, readOnly, image, true);
        insert(0, o);
        next[0] = Math.max(next[0], address + size + REDZONE);
        return o;
    }

    /**
     * Allocates a fresh object in the region of thread {@code owner} ({@code -1}: the globals
     * region), aligned to {@code align}. Objects of the globals region are shared.
     */
    public MemObject allocate(int owner, long size, int align, ObjectKind kind, String name) {
        if (size > Integer.MAX_VALUE - 64) {
            return null;
        }
        int region = owner + 1;
        ensureRegion(region);
        long start = next[region];
        if (start == 0) {
            start = region == 0 ? geometry.globalsBase() : geometry.threadRegionBase(owner);
        }
        long a = Math.max(align, 1);
        start = (start + a - 1) / a * a;
        long end = start + size + REDZONE;
        long limit =
                region == 0
                        ? geometry.threadBase()
                        : geometry.threadRegionBase(owner) + geometry.threadSize();
        if (end > limit) {
            return null;
        }
        next[region] = end;
        version++;
        MemObject o =
                new MemObject(this, start, (int) size, kind, owner, name, false, null, region == 0);
        insert(region, o);
        return o;
    }

    private void ensureRegion(int region) {
        if (region >= counts.length) {
            int n = Math.max(region + 1, counts.length * 2);
            bases = Arrays.copyOf(bases, n);
            objects = Arrays.copyOf(objects, n);
            counts = Arrays.copyOf(counts, n);
            next = Arrays.copyOf(next, n);
        }
        if (bases[region] == null) {
            bases[region] = new long[16];
            objects[region] = new MemObject[16];
        }
    }

    private void insert(int region, MemObject o) {
        ensureRegion(region);
        int n = counts[region];
        if (n == bases[region].length) {
            bases[region] = Arrays.copyOf(bases[region], n * 2);
            objects[region] = Arrays.copyOf(objects[region], n * 2);
        }
        if (n > 0 && bases[region][n - 1] >= o.base) {
            throw new IllegalStateException("allocation out of order at " + o.base);
        }
        bases[region][n] = o.base;
        objects[region][n] = o;
        counts[region] = n + 1;
    }

    /**
     * The object whose extent contains {@code address} (live or not), or null. An address one past
     * the end of an object belongs to no object.
     */
    public MemObject find(long address) {
        MemObject c = last;
        if (c != null && address >= c.base && address - c.base < c.size) {
            return c;
        }
        int region = geometry.regionOf(address);
        if (region < 0 || region >= counts.length || counts[region] == 0) {
            return null;
        }
        long[] b = bases[region];
        int lo = 0;
        int hi = counts[region] - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (b[mid] <= address) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        MemObject o = objects[region][lo];
        if (address >= o.base && address - o.base < Math.max(o.size, 1)) {
            last = o;
            return o;
        }
        return null;
    }

    /** The object starting exactly at {@code address}, or null. */
    public MemObject startingAt(long address) {
        MemObject o = find(address);
        return o != null && o.base == address ? o : null;
    }

    /** The nearest object that starts at or below {@code address}, or null. */
    public MemObject below(long address) {
        int region = geometry.regionOf(address);
        if (region < 0 || region >= counts.length || counts[region] == 0) {
            return null;
        }
        long[] b = bases[region];
        MemObject best = null;
        for (int i = counts[region] - 1; i >= 0; i--) {
            if (b[i] <= address) {
                best = objects[region][i];
                break;
            }
        }
        return best;
    }

    /** The {@link #version} of memory now. */
    public long version() {
        return version;
    }

    /** Marks a freed heap object or a returned function's local as dead. */
    public void kill(MemObject o) {
        version++;
        o.kill();
    }

    /**
     * Makes {@code o} shared, and with it every private object whose address was stored into it,
     * transitively.
     */
    public void escape(MemObject o) {
        if (o.isShared()) {
            return;
        }
        ArrayDeque<MemObject> work = new ArrayDeque<>();
        work.push(o);
        while (!work.isEmpty()) {
            MemObject x = work.pop();
            if (x.isShared()) {
                continue;
            }
            x.markShared();
            for (int i = 0; i < x.pointeeCount(); i++) {
                work.push(x.pointee(i));
            }
            x.clearPointees();
        }
    }

    /**
     * Records that a pointer to {@code target} was stored into {@code holder}: {@code target}
     * escapes now if {@code holder} is shared, or later together with {@code holder}.
     */
    public void pointerStored(MemObject holder, MemObject target) {
        if (target.isShared() || holder == target) {
            return;
        }
        if (holder.isShared()) {
            escape(target);
        } else {
            holder.addPointee(target);
        }
    }

    /** Copies the escape obligations of {@code from} to {@code to} (after a memcpy). */
    public void pointeesCopied(MemObject from, MemObject to) {
        for (int i = 0; i < from.pointeeCount(); i++) {
            pointerStored(to, from.pointee(i));
        }
    }

    /** If {@code value} points into a private object, that object. */
    public MemObject privateTarget(long value) {
        if (value < geometry.globalsBase()) {
            return null;
        }
        MemObject o = referredTo(value);
        return o != null && !o.isShared() ? o : null;
    }

    /**
     * The object (live or not) a pointer with value {@code value} refers to: the one containing it,
     * or the one it points one past the end of; null if none.
     */
    public MemObject referredTo(long value) {
        MemObject o = find(value);
        return o != null ? o : find(value - 1);
    }
}
