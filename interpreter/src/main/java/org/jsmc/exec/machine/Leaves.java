package org.jsmc.exec.machine;

import org.jsmc.exec.memory.LittleEndian;
import org.jsmc.exec.memory.MemObject;

/**
 * A load or store of an aggregate or vector value as a {@link Bulk}: one event per scalar leaf on
 * shared memory, direct accesses on private memory.
 */
final class Leaves extends Bulk {
    private final MachineExecution x;
    private final Flat.Leaf[] leaves;
    private final long address;
    private final int registers;
    private final boolean store;
    private final int pointerSize;
    private int k;

    Leaves(MachineExecution x, Flat.Leaf[] leaves, long address, int registers, boolean store) {
        this.x = x;
        this.leaves = leaves;
        this.address = address;
        this.registers = registers;
        this.store = store;
        this.pointerSize = x.program.geometry.pointerSize();
    }

    @Override
    boolean next(ThreadState t) {
        long[] r = t.frame.r;
        for (; k < leaves.length; k++) {
            Flat.Leaf l = leaves[k];
            long a = address + l.offset();
            MemObject o = x.effects.checkedObject(t, a, l.size(), store);
            if (o == null) {
                return false;
            }
            if (x.visible(o)) {
                if (store) {
                    x.effects.pendWrite(
                            t,
                            a,
                            l.size(),
                            r[registers + k],
                            Flat.mayHoldPointer(l, pointerSize),
                            false,
                            t.location);
                } else {
                    x.effects.pendRead(t, a, l.size(), l.bits(), registers + k, false, t.location);
                }
                t.bulk = this;
                return true;
            }
            int offset = (int) (a - o.base);
            if (store) {
                LittleEndian.write(o.writableBytes(), offset, l.size(), r[registers + k]);
                if (Flat.mayHoldPointer(l, pointerSize)) {
                    MemObject target = x.memory.privateTarget(r[registers + k]);
                    if (target != null) {
                        x.memory.pointerStored(o, target);
                    }
                }
            } else {
                r[registers + k] =
                        LittleEndian.read(o.bytes(), offset, l.size()) & Arith.mask(l.bits());
            }
        }
        return false;
    }

    @Override
    void performed(ThreadState t, long value) {
        k++;
    }

    @Override
    Bulk copyFor(MachineExecution into) {
        Leaves copy = new Leaves(into, leaves, address, registers, store);
        copy.k = k;
        return copy;
    }
}
