package org.jsmc.exec.machine;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.ir.FloatKind;
import org.jsmc.ir.SourceLocation;
import org.jsmc.ir.Type;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * How values of a type occupy registers and memory. Registers hold scalars only: an aggregate or
 * vector value occupies consecutive register slots, one per scalar leaf in order; a {@link Leaf}
 * tells where that scalar lives when the value is in memory.
 */
final class Flat {
    private Flat() {}

    /**
     * One scalar of a flattened value.
     *
     * @param offset byte offset from the start of the value in memory
     * @param size bytes the scalar occupies in memory
     * @param bits significant bits of the register value (the rest are zero)
     * @param pointer whether the scalar is a pointer (stores of pointers may let objects escape)
     * @param floating whether the scalar is a float or double
     */
    record Leaf(int offset, int size, int bits, boolean pointer, boolean floating) {}

    /**
     * Whether a stored scalar may be a pointer and so let the object it points to escape: a
     * pointer, or an integer of pointer size (optimised code copies pointers as {@code i64}, and C
     * code puns them through {@code long}). Treating an integer that merely looks like an address
     * as a pointer only makes more accesses visible, which is safe.
     */
    static boolean mayHoldPointer(Leaf l, int pointerSize) {
        return l.pointer()
                || (!l.floating() && l.size() == pointerSize && l.bits() == 8 * pointerSize);
    }

    /** The number of register slots a value of {@code t} occupies. */
    static int width(Type t) {
        if (t instanceof Type.Array a) {
            return Math.toIntExact(a.count() * width(a.element()));
        } else if (t instanceof Type.Vector v) {
            return v.count() * width(v.element());
        } else if (t instanceof Type.Struct s) {
            int w = 0;
            for (Type f : s.fields()) {
                w += width(f);
            }
            return w;
        } else if (t instanceof Type.Int || t instanceof Type.Float || t instanceof Type.Pointer) {
            return 1;
        }
        return 0;
    }

    /** The scalar leaves of {@code t}, in register order. */
    static Leaf[] leaves(Type t, SourceLocation where) {
        List<Leaf> out = new ArrayList<>();
        collect(t, 0, out, where);
        return out.toArray(new Leaf[0]);
    }

    /** The single leaf of a scalar type. */
    static Leaf scalar(Type t, SourceLocation where) {
        Leaf[] l = leaves(t, where);
        if (l.length != 1) {
            throw new IllegalArgumentException("not a scalar: " + t);
        }
        return l[0];
    }

    /** The bit width of a scalar register of type {@code t} (pointers: 8 × pointer size). */
    static int bits(Type t) {
        if (t instanceof Type.Int i) {
            return i.bits();
        } else if (t instanceof Type.Float f) {
            return f.kind() == FloatKind.FLOAT ? 32 : 64;
        } else if (t instanceof Type.Pointer p) {
            return (int) (8 * p.layout().storeSize());
        } else if (t instanceof Type.Vector v) {
            return bits(v.element());
        }
        return 64;
    }

    private static void collect(Type t, long base, List<Leaf> out, SourceLocation where) {
        if (t instanceof Type.Int i) {
            if (i.bits() > 64) {
                throw UnsupportedFeatureException.at(
                        "integer type i" + i.bits() + " (wider than 64 bits)", where);
            }
            out.add(new Leaf((int) base, (int) i.layout().storeSize(), i.bits(), false, false));
        } else if (t instanceof Type.Float f) {
            if (f.kind() != FloatKind.FLOAT && f.kind() != FloatKind.DOUBLE) {
                throw UnsupportedFeatureException.at(
                        "floating-point type " + f + " (only float and double are supported)",
                        where);
            }
            int size = f.kind() == FloatKind.FLOAT ? 4 : 8;
            out.add(new Leaf((int) base, size, size * 8, false, true));
        } else if (t instanceof Type.Pointer p) {
            int size = (int) p.layout().storeSize();
            out.add(new Leaf((int) base, size, size * 8, true, false));
        } else if (t instanceof Type.Array a) {
            long stride = a.element().size();
            for (long k = 0; k < a.count(); k++) {
                collect(a.element(), base + k * stride, out, where);
            }
        } else if (t instanceof Type.Vector v) {
            if (v.element() instanceof Type.Int i && i.bits() % 8 != 0) {
                throw UnsupportedFeatureException.at(
                        "vector of i" + i.bits() + " in memory", where);
            }
            long stride = v.element().layout().storeSize();
            for (int k = 0; k < v.count(); k++) {
                collect(v.element(), base + k * stride, out, where);
            }
        } else if (t instanceof Type.Struct s) {
            if (s.opaque()) {
                throw UnsupportedFeatureException.at("value of opaque struct type " + s, where);
            }
            for (int k = 0; k < s.fields().size(); k++) {
                collect(s.fields().get(k), base + s.offsets().get(k), out, where);
            }
        }
    }

    /** The slot offset of the element at {@code indices} inside a value of type {@code t}. */
    static int slotOffset(Type t, List<Integer> indices) {
        int offset = 0;
        Type cur = t;
        for (int idx : indices) {
            if (cur instanceof Type.Struct s) {
                for (int k = 0; k < idx; k++) {
                    offset += width(s.fields().get(k));
                }
            } else {
                offset += idx * width(element(cur));
            }
            cur = child(cur, idx);
        }
        return offset;
    }

    /** The type reached by following {@code indices} into {@code t}. */
    static Type elementType(Type t, List<Integer> indices) {
        Type cur = t;
        for (int idx : indices) {
            cur = child(cur, idx);
        }
        return cur;
    }

    private static Type child(Type t, int idx) {
        return t instanceof Type.Struct s ? s.fields().get(idx) : element(t);
    }

    /** The element type of an array or vector. */
    static Type element(Type t) {
        if (t instanceof Type.Array a) {
            return a.element();
        } else if (t instanceof Type.Vector v) {
            return v.element();
        }
        throw new IllegalArgumentException("not an array or vector: " + t);
    }
}
