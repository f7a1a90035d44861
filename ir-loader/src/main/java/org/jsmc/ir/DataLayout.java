package org.jsmc.ir;

/**
 * The facts of the module's data layout that are not per type. Sizes, alignments and field offsets
 * are stored in each {@link Type}'s {@link Layout}.
 *
 * @param description LLVM's data-layout string, e.g. {@code e-m:e-p270:32:32-…}
 * @param pointerSize the size of a pointer in address space 0, in bytes (8 for LP64, 4 for ILP32)
 * @param littleEndian whether multi-byte values are stored least significant byte first
 */
public record DataLayout(String description, int pointerSize, boolean littleEndian) {}
