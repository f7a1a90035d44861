package org.jsmc.exec.machine;

import org.jsmc.ir.SourceLocation;

/**
 * One linked instruction: an opcode ({@link Op}) with operand register slots pre-resolved.
 * Constants live in slots too (copied into every frame from the function's template), so every
 * operand is a slot index.
 *
 * <p>The meaning of the fields depends on the opcode (documented at each {@link Op} constant):
 * {@code dst} is the result slot, {@code a}/{@code b}/{@code c} operand slots or small counts,
 * {@code bits} a bit width, {@code size} a byte size, {@code aux} op-specific data.
 */
final class Insn {
    final int op;
    final int dst;
    final int a;
    final int b;
    final int c;
    final int bits;
    final int size;
    final Object aux;
    final SourceLocation location;

    /** {@code Arith.mask(bits)}, precomputed for the integer operations. */
    final long mask;

    Insn(
            int op,
            int dst,
            int a,
            int b,
            int c,
            int bits,
            int size,
            Object aux,
            SourceLocation location) {
        this.op = op;
        this.dst = dst;
        this.a = a;
        this.b = b;
        this.c = c;
        this.bits = bits;
        this.size = size;
        this.aux = aux;
        this.location = location;
        this.mask = Arith.mask(bits);
    }

    /**
     * A control-flow edge: where to continue and which phi copies to make on the way.
     *
     * @param target code index to jump to
     * @param from the source slots of the phi copies
     * @param to their destination slots (copied in parallel)
     * @param enterLoop the loop whose header this edge enters from outside, or -1
     * @param backLoop the loop whose back edge this is, or -1
     */
    record Edge(int target, int[] from, int[] to, int enterLoop, int backLoop) {}

    /** Two edges of a conditional branch. */
    record CondEdges(Edge ifTrue, Edge ifFalse) {}

    /** A switch: sorted case values and their edges. */
    record SwitchTable(long[] values, Edge[] edges, Edge otherwise) {}

    /** An indirect branch: the block-address slot of each possible target and its edge. */
    record IndirectTable(long[] addresses, Edge[] edges) {}

    /**
     * A getelementptr: {@code base + offset + Σ signExtend(slot[i]) * stride[i]}.
     *
     * @param offset the constant part of the offset
     * @param slots index operands that are not constant
     * @param bits their widths, for sign extension
     * @param strides their strides in bytes
     */
    record GepPlan(long offset, int[] slots, int[] bits, long[] strides) {}

    /** Bytes-level reinterpretation between two flattened types (bitcast of vectors). */
    record Reinterpret(Flat.Leaf[] from, Flat.Leaf[] to, int bytes) {}

    /**
     * A call: which function, where the arguments are, where the result goes.
     *
     * @param target the callee (null for indirect calls)
     * @param args argument slots
     * @param widths argument widths in slots
     * @param argLeaves the memory layout of each argument (for variadic areas)
     * @param resultWidth slots of the result
     * @param byValue for each argument, the size of the value a {@code byval} pointer argument
     *     points to (the callee gets a pointer to a fresh copy), or 0
     * @param byValueAlign the alignment of that copy
     */
    record CallSite(
            LinkedFunction target,
            int[] args,
            int[] widths,
            Flat.Leaf[][] argLeaves,
            int resultWidth,
            org.jsmc.ir.Type.Function type,
            int[] byValue,
            int[] byValueAlign) {}
}
