package org.jsmc.exec.machine;

import java.util.List;
import org.jsmc.exec.memory.LittleEndian;
import org.jsmc.ir.CastOp;
import org.jsmc.ir.Constant;
import org.jsmc.ir.Instruction;
import org.jsmc.ir.SourceLocation;
import org.jsmc.ir.Type;
import org.jsmc.ir.UnsupportedFeatureException;
import org.jsmc.ir.Value;

/**
 * Evaluates constants, once, at link time: into register slots for a function's template, and into
 * bytes for a global's initial image. Constant expressions (casts, getelementptr, integer
 * arithmetic and comparisons over constants) are folded here with the same {@link Arith} the
 * instruction loop uses.
 */
final class ConstantEvaluator {
    private final Symbols symbols;

    ConstantEvaluator(Symbols symbols) {
        this.symbols = symbols;
    }

    /** The flattened register values of {@code c}: one per scalar leaf of its type. */
    long[] slots(Constant c) {
        long[] out = new long[Flat.width(c.type())];
        fill(c, out, 0);
        return out;
    }

    private int fill(Constant c, long[] out, int at) {
        if (c instanceof Constant.Aggregate a) {
            for (Constant e : a.elements()) {
                at = fill(e, out, at);
            }
            return at;
        } else if (c instanceof Constant.Bytes b) {
            Type element = Flat.element(b.type());
            int step = (int) element.layout().storeSize();
            for (int i = 0; i + step <= b.bytes().length; i += step) {
                out[at++] = LittleEndian.read(b.bytes(), i, step);
            }
            return at;
        } else if (c instanceof Constant.Zero || c instanceof Constant.Undefined) {
            return at + Flat.width(c.type());
        }
        int w = Flat.width(c.type());
        if (w != 1) {
            throw UnsupportedFeatureException.at(
                    "constant expression of aggregate type " + c.type(), SourceLocation.UNKNOWN);
        }
        out[at] = scalar(c);
        return at + 1;
    }

    /** The value of a scalar constant. */
    long scalar(Constant c) {
        if (c instanceof Constant.Int i) {
            return i.bits();
        } else if (c instanceof Constant.Float f) {
            return f.bits();
        } else if (c instanceof Constant.Null
                || c instanceof Constant.Undefined
                || c instanceof Constant.Zero) {
            return 0;
        } else if (c instanceof Constant.GlobalAddress g) {
            return symbols.globalAddress(g.name());
        } else if (c instanceof Constant.FunctionAddress f) {
            return symbols.functionAddress(f.name());
        } else if (c instanceof Constant.BlockAddress b) {
            return symbols.blockAddress(b.function(), b.block());
        } else if (c instanceof Constant.Expression e) {
            return expression(e.instruction());
        }
        throw new IllegalArgumentException("not a scalar constant: " + c);
    }

    private long operand(Value v) {
        if (v instanceof Constant c) {
            return scalar(c);
        }
        throw new IllegalArgumentException("non-constant operand in constant expression: " + v);
    }

    private long expression(Instruction in) {
        if (in instanceof Instruction.Cast c) {
            long v = operand(c.operand());
            return Arith.cast(c.op(), v, Flat.bits(c.operand().type()), Flat.bits(c.type()))
                    & (c.op() == CastOp.INTTOPTR ? symbols.geometry().pointerMask() : -1L);
        } else if (in instanceof Instruction.GetElementPtr g) {
            long address = operand(g.base());
            Type t = g.sourceType();
            List<Value> indices = g.indices();
            for (int k = 0; k < indices.size(); k++) {
                long idx = operand(indices.get(k));
                int bits = Flat.bits(indices.get(k).type());
                if (k == 0) {
                    address += Arith.signed(idx, bits) * t.size();
                } else if (t instanceof Type.Struct s) {
                    address += s.offsets().get((int) idx);
                    t = s.fields().get((int) idx);
                } else {
                    t = Flat.element(t);
                    address += Arith.signed(idx, bits) * t.size();
                }
            }
            return address & symbols.geometry().pointerMask();
        } else if (in instanceof Instruction.Binary b) {
            int bits = Flat.bits(b.type());
            return b.op().isFloat()
                    ? Arith.floating(b.op(), operand(b.left()), operand(b.right()), bits)
                    : Arith.integer(b.op(), operand(b.left()), operand(b.right()), bits);
        } else if (in instanceof Instruction.IntCompare c) {
            return Arith.compare(
                            c.predicate(),
                            operand(c.left()),
                            operand(c.right()),
                            Flat.bits(c.left().type()))
                    ? 1
                    : 0;
        } else if (in instanceof Instruction.Select s) {
            return operand(s.condition()) != 0 ? operand(s.ifTrue()) : operand(s.ifFalse());
        }
        throw UnsupportedFeatureException.at(
                "constant expression " + in.getClass().getSimpleName(), SourceLocation.UNKNOWN);
    }

    /** Writes {@code c} into {@code image} at {@code offset}, as the program's memory holds it. */
    void writeBytes(Constant c, byte[] image, int offset) {
        if (c instanceof Constant.Zero || c instanceof Constant.Undefined) {
            return;
        }
        if (c instanceof Constant.Bytes b) {
            System.arraycopy(b.bytes(), 0, image, offset, b.bytes().length);
            return;
        }
        Type t = c.type();
        if (c instanceof Constant.Aggregate a) {
            List<Constant> elements = a.elements();
            for (int k = 0; k < elements.size(); k++) {
                long elementOffset;
                if (t instanceof Type.Struct s) {
                    elementOffset = s.offsets().get(k);
                } else if (t instanceof Type.Vector v) {
                    elementOffset = k * v.element().layout().storeSize();
                } else {
                    elementOffset = k * Flat.element(t).size();
                }
                writeBytes(elements.get(k), image, offset + (int) elementOffset);
            }
            return;
        }
        Flat.Leaf leaf = Flat.scalar(t, SourceLocation.UNKNOWN);
        LittleEndian.write(image, offset + leaf.offset(), leaf.size(), scalar(c));
    }
}
