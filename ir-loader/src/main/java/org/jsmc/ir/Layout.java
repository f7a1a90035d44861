package org.jsmc.ir;

/**
 * How a type is laid out in memory, as the module's data layout decides it.
 *
 * @param size the allocation size in bytes, including tail padding (LLVM's "alloc size"); the
 *     stride of an array of this type
 * @param storeSize the number of bytes a load or store of this type touches
 * @param align the ABI alignment in bytes
 */
public record Layout(long size, long storeSize, int align) {
    /** The layout of types that occupy no memory: void, functions, labels, metadata. */
    public static final Layout NONE = new Layout(0, 0, 1);
}
