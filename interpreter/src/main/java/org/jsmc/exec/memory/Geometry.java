package org.jsmc.exec.memory;

/**
 * The fixed layout of the virtual address space. Addresses are plain integers, so {@code ptrtoint},
 * pointer comparison and alignment tricks work, and the same object has the same address in every
 * execution:
 *
 * <ul>
 *   <li>{@code [0, nullLimit)}: never mapped; an access there is a null dereference;
 *   <li>{@code [functionBase, globalsBase)}: one 16-byte slot per function (and per block address),
 *       so function pointers are distinct integers that point to no data;
 *   <li>{@code [globalsBase, threadBase)}: region 0, the globals and jsmc's own objects;
 *   <li>{@code threadBase + i * threadSize}: region {@code i + 1}, the stack and heap objects of
 *       the thread with index {@code i}, bump-allocated and never reused within an execution.
 * </ul>
 *
 * ILP32 programs get a layout that fits in 32 bits.
 */
public record Geometry(
        int pointerSize,
        long nullLimit,
        long functionBase,
        long globalsBase,
        long threadBase,
        long threadSize,
        int maxThreads) {

    /** The layout for pointers of {@code pointerSize} bytes (4 or 8). */
    public static Geometry forPointerSize(int pointerSize) {
        if (pointerSize == 8) {
            return new Geometry(
                    8, 0x1_0000L, 0x10_0000L, 0x100_0000L, 0x1_0000_0000L, 0x1_0000_0000L, 1 << 20);
        }
        if (pointerSize == 4) {
            return new Geometry(
                    4, 0x1_0000L, 0x10_0000L, 0x100_0000L, 0x1000_0000L, 0x80_0000L, 0x1DE);
        }
        throw new IllegalArgumentException("pointer size " + pointerSize);
    }

    /** The first address of the region of thread {@code threadIndex}. */
    public long threadRegionBase(int threadIndex) {
        return threadBase + threadIndex * threadSize;
    }

    /** The region holding {@code address}: 0 for globals, {@code i + 1} for thread i, -1 else. */
    public int regionOf(long address) {
        if (address >= threadBase) {
            long r = (address - threadBase) / threadSize;
            return r < maxThreads ? (int) r + 1 : -1;
        }
        return address >= globalsBase ? 0 : -1;
    }

    /** The largest address a pointer can hold, plus one (0 for 64-bit). */
    public long pointerMask() {
        return pointerSize == 8 ? -1L : 0xFFFF_FFFFL;
    }
}
