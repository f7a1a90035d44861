package org.jsmc.exec.machine;

import org.jsmc.exec.memory.LittleEndian;
import org.jsmc.exec.memory.MemObject;
import org.jsmc.exec.memory.ObjectKind;
import org.jsmc.ir.SourceLocation;

/**
 * Variadic functions defined in the program. A call lays out its variadic arguments in memory as
 * the x86 and x86-64 stacks do; {@code va_start} points the {@code va_list} at them. Clang expands
 * {@code va_arg} inline: on x86-64 it reads the {@code va_list} struct {@code {gp_offset,
 * fp_offset, overflow_arg_area, reg_save_area}}, which jsmc fills as "registers used up", so every
 * argument comes from the overflow area; on i386 the {@code va_list} is a plain pointer.
 */
final class Varargs {
    private final MachineExecution x;
    private final int pointerSize;

    Varargs(MachineExecution x) {
        this.x = x;
        this.pointerSize = x.program.geometry.pointerSize();
    }

    /**
     * Lays out the variadic arguments of a call in memory, for va_start; returns the area, or 0
     * after reporting an invalid {@code byval} argument. As on the stack of x86 and x86-64, every
     * scalar takes a multiple of the pointer size, and a {@code byval} argument (a struct passed in
     * memory) is stored inline.
     */
    long area(ThreadState t, Frame callee, Frame caller, Insn.CallSite site, int fixed, Insn in) {
        int slot = pointerSize;
        long size = 0;
        for (int k = fixed; k < site.args().length; k++) {
            if (site.byValue()[k] > 0) {
                size += roundUp(site.byValue()[k], slot);
                continue;
            }
            size += roundUp(extent(site.argLeaves()[k]), slot);
        }
        MemObject area =
                x.memory.allocate(
                        t.id.index(),
                        Math.max(size, 8),
                        16,
                        ObjectKind.STACK,
                        "variadic arguments");
        callee.addLocal(area);
        byte[] bytes = area.writableBytes();
        int offset = 0;
        for (int k = fixed; k < site.args().length; k++) {
            int inline = site.byValue()[k];
            if (inline > 0) {
                long source = caller.r[site.args()[k]];
                MemObject from = x.effects.checkedObject(t, source, inline, false, in.location);
                if (from == null) {
                    return 0;
                }
                System.arraycopy(from.bytes(), (int) (source - from.base), bytes, offset, inline);
                x.memory.pointeesCopied(from, area);
                offset += roundUp(inline, slot);
                continue;
            }
            // an aggregate argument (e.g. <2 x float> for a struct of two floats) keeps its
            // memory layout and takes its size rounded up to whole slots, as on the stack
            Flat.Leaf[] leaves = site.argLeaves()[k];
            for (int j = 0; j < leaves.length; j++) {
                Flat.Leaf l = leaves[j];
                LittleEndian.write(
                        bytes, offset + l.offset(), l.size(), caller.r[site.args()[k] + j]);
                if (Flat.mayHoldPointer(l, pointerSize)) {
                    MemObject target = x.memory.privateTarget(caller.r[site.args()[k] + j]);
                    if (target != null) {
                        x.memory.pointerStored(area, target);
                    }
                }
            }
            offset += roundUp(extent(leaves), slot);
        }
        return area.base;
    }

    /** The bytes a value with these leaves spans in memory. */
    private static int extent(Flat.Leaf[] leaves) {
        int end = 0;
        for (Flat.Leaf l : leaves) {
            end = Math.max(end, l.offset() + l.size());
        }
        return end;
    }

    /** {@code n} rounded up to a multiple of {@code slot}, at least one slot. */
    private static int roundUp(int n, int slot) {
        return Math.max(slot, (n + slot - 1) / slot * slot);
    }

    /** {@code va_start(list)} in frame {@code f}; false after reporting an invalid list. */
    boolean start(ThreadState t, Frame f, long list, SourceLocation where) {
        int size = listSize();
        MemObject o = x.effects.checkedObject(t, list, size, true, where);
        if (o == null) {
            return false;
        }
        byte[] b = o.writableBytes();
        int off = (int) (list - o.base);
        if (pointerSize == 8) {
            LittleEndian.write(b, off, 4, 48);
            LittleEndian.write(b, off + 4, 4, 176);
            LittleEndian.write(b, off + 8, 8, f.varargs);
            LittleEndian.write(b, off + 16, 8, 0);
        } else {
            LittleEndian.write(b, off, 4, f.varargs);
        }
        return true;
    }

    /** {@code va_copy(to, from)}; false after reporting an invalid list. */
    boolean copy(ThreadState t, long to, long from, SourceLocation where) {
        int size = listSize();
        MemObject target = x.effects.checkedObject(t, to, size, true, where);
        MemObject source =
                target == null ? null : x.effects.checkedObject(t, from, size, false, where);
        if (source == null) {
            return false;
        }
        System.arraycopy(
                source.bytes(),
                (int) (from - source.base),
                target.writableBytes(),
                (int) (to - target.base),
                size);
        return true;
    }

    /** The size of a {@code va_list}: the x86-64 struct, or an i386 pointer. */
    private int listSize() {
        return pointerSize == 8 ? 24 : 4;
    }
}
