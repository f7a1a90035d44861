package org.jsmc.exec.machine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsmc.exec.Check;
import org.jsmc.exec.lib.Builtin;
import org.jsmc.ir.BinaryOp;
import org.jsmc.ir.Block;
import org.jsmc.ir.CastOp;
import org.jsmc.ir.Constant;
import org.jsmc.ir.Function;
import org.jsmc.ir.Instruction;
import org.jsmc.ir.Intrinsic;
import org.jsmc.ir.SourceLocation;
import org.jsmc.ir.Type;
import org.jsmc.ir.UnsupportedFeatureException;
import org.jsmc.ir.Value;

/**
 * Translates one IR {@link Function} into linked code: assigns every register and constant a slot
 * range, turns each instruction (phis excepted) into one {@link Insn}, and turns phis into parallel
 * copies on the control-flow edges that reach them.
 *
 * <p>Instructions jsmc cannot execute become {@link Op#UNSUPPORTED} and only fail if reached, so a
 * program with, say, {@code long double} arithmetic in an unused function still runs.
 */
final class FunctionCompiler {
    private final Linker linker;
    private final Function function;
    private final LinkedFunction out;
    private final LoopEdges loops;
    private final int[] regSlot;
    private final int[] regWidth;

    /** Registers some instruction reads, for RMWs whose result nobody uses. */
    private final boolean[] regUsed;

    private final Map<Constant, Integer> constantSlots = new HashMap<>();
    private final List<long[]> constantValues = new ArrayList<>();
    private final List<Integer> constantAt = new ArrayList<>();
    private final int[] blockStart;
    private final boolean checksOverflow;
    private final boolean checksDanglingCompare;
    private int nextSlot;

    FunctionCompiler(Linker linker, Function function, LinkedFunction out, LoopEdges loops) {
        this.linker = linker;
        this.function = function;
        this.out = out;
        this.loops = loops;
        this.regSlot = new int[function.registerCount()];
        this.regWidth = new int[function.registerCount()];
        this.regUsed = new boolean[function.registerCount()];
        this.blockStart = new int[function.blocks().size()];
        this.checksOverflow = linker.options().checks(Check.OVERFLOW);
        this.checksDanglingCompare = linker.options().checks(Check.DANGLING_COMPARE);
        Arrays.fill(regSlot, -1);
    }

    void compile() {
        List<Type> params = function.type().parameters();
        out.paramSlots = new int[params.size()];
        out.paramWidths = new int[params.size()];
        for (int p = 0; p < params.size(); p++) {
            define(p, params.get(p));
            out.paramSlots[p] = regSlot[p];
            out.paramWidths[p] = regWidth[p];
        }
        int pc = 0;
        for (int b = 0; b < function.blocks().size(); b++) {
            blockStart[b] = pc;
            for (Instruction in : function.blocks().get(b).instructions()) {
                if (in.result() != Instruction.NO_RESULT) {
                    define(in.result(), resultType(in));
                }
                if (!(in instanceof Instruction.Phi)) {
                    pc++;
                }
            }
        }
        List<Insn> code = new ArrayList<>(pc);
        List<Integer> rmws = new ArrayList<>();
        boolean[] spawning = new boolean[loops.loopCount()];
        for (int b = 0; b < function.blocks().size(); b++) {
            for (Instruction in : function.blocks().get(b).instructions()) {
                if (!(in instanceof Instruction.Phi)) {
                    if (in instanceof Instruction.AtomicRmw) {
                        rmws.add(code.size());
                    }
                    Insn insn = translateSafely(b, in);
                    code.add(insn);
                    if (insn.aux instanceof BuiltinCall call
                            && call.builtin() == Builtin.PTHREAD_CREATE) {
                        for (int l = 0; l < spawning.length; l++) {
                            spawning[l] |= loops.contains(l, b);
                        }
                    }
                }
            }
        }
        markUnusedRmwResults(code, rmws);
        out.code = code.toArray(new Insn[0]);
        out.loopCount = loops.loopCount();
        out.spawningLoops = spawning;
        long[] template = new long[nextSlot];
        for (int i = 0; i < constantValues.size(); i++) {
            long[] v = constantValues.get(i);
            System.arraycopy(v, 0, template, constantAt.get(i), v.length);
        }
        out.template = template;
    }

    private void define(int register, Type type) {
        regSlot[register] = nextSlot;
        regWidth[register] = Flat.width(type);
        nextSlot += Math.max(regWidth[register], 1);
    }

    /**
     * Tells each RMW whether its result register is read anywhere in the function (every operand is
     * resolved through {@link #slot}, so {@code regUsed} is complete once the whole function is
     * translated).
     */
    private void markUnusedRmwResults(List<Insn> code, List<Integer> rmws) {
        Instruction[] byIndex = new Instruction[code.size()];
        int k = 0;
        for (Block block : function.blocks()) {
            for (Instruction in : block.instructions()) {
                if (!(in instanceof Instruction.Phi)) {
                    byIndex[k++] = in;
                }
            }
        }
        for (int at : rmws) {
            Insn i = code.get(at);
            if (i.op != Op.RMW) {
                continue; // translated to UNSUPPORTED
            }
            Instruction.AtomicRmw x = (Instruction.AtomicRmw) byIndex[at];
            boolean used = regUsed[x.result()];
            code.set(
                    at,
                    new Insn(
                            i.op,
                            i.dst,
                            i.a,
                            i.b,
                            i.c,
                            i.bits,
                            i.size,
                            new RmwSite((org.jsmc.ir.RmwOp) i.aux, used),
                            i.location));
        }
    }

    /** The operation of an RMW and whether the program uses its result. */
    record RmwSite(org.jsmc.ir.RmwOp op, boolean resultUsed) {}

    private int slot(Value v) {
        if (v instanceof Value.Local l) {
            regUsed[l.register()] = true;
            return regSlot[l.register()];
        }
        Constant c = (Constant) v;
        Integer s = constantSlots.get(c);
        if (s != null) {
            return s;
        }
        long[] values = linker.constants().slots(c);
        int at = nextSlot;
        nextSlot += Math.max(values.length, 1);
        constantSlots.put(c, at);
        constantValues.add(values);
        constantAt.add(at);
        return at;
    }

    private static Type resultType(Instruction in) {
        if (in instanceof Instruction.Binary x) {
            return x.type();
        } else if (in instanceof Instruction.FloatNegate x) {
            return x.type();
        } else if (in instanceof Instruction.Cast x) {
            return x.type();
        } else if (in instanceof Instruction.IntCompare x) {
            return x.type();
        } else if (in instanceof Instruction.FloatCompare x) {
            return x.type();
        } else if (in instanceof Instruction.Select x) {
            return x.type();
        } else if (in instanceof Instruction.Phi x) {
            return x.type();
        } else if (in instanceof Instruction.Freeze x) {
            return x.type();
        } else if (in instanceof Instruction.Alloca) {
            return POINTER_PLACEHOLDER;
        } else if (in instanceof Instruction.Load x) {
            return x.type();
        } else if (in instanceof Instruction.GetElementPtr x) {
            return x.type();
        } else if (in instanceof Instruction.ExtractValue x) {
            return x.type();
        } else if (in instanceof Instruction.InsertValue x) {
            return x.type();
        } else if (in instanceof Instruction.ExtractElement x) {
            return x.type();
        } else if (in instanceof Instruction.InsertElement x) {
            return x.type();
        } else if (in instanceof Instruction.ShuffleVector x) {
            return x.type();
        } else if (in instanceof Instruction.AtomicRmw x) {
            return x.type();
        } else if (in instanceof Instruction.CompareExchange x) {
            return x.type();
        } else if (in instanceof Instruction.Call x) {
            return x.functionType().returnType();
        } else if (in instanceof Instruction.IntrinsicCall x) {
            return x.type();
        } else if (in instanceof Instruction.VaArg x) {
            return x.type();
        }
        return new Type.Void();
    }

    /** Any one-slot type will do for an alloca's result: only its width matters here. */
    private static final Type POINTER_PLACEHOLDER =
            new Type.Pointer(0, new org.jsmc.ir.Layout(8, 8, 8));

    private Insn translateSafely(int block, Instruction in) {
        try {
            return translate(block, in);
        } catch (UnsupportedFeatureException e) {
            return new Insn(Op.UNSUPPORTED, -1, 0, 0, 0, 0, 0, e.getMessage(), in.location());
        }
    }

    private boolean mayHoldPointer(Flat.Leaf l) {
        return Flat.mayHoldPointer(l, linker.geometry().pointerSize());
    }

    private int dst(Instruction in) {
        return in.result() == Instruction.NO_RESULT ? -1 : regSlot[in.result()];
    }

    private Insn insn(int op, Instruction in, int a, int b, int c, int bits, int size, Object aux) {
        return new Insn(op, dst(in), a, b, c, bits, size, aux, in.location());
    }

    private Insn translate(int block, Instruction in) {
        SourceLocation at = in.location();
        if (in instanceof Instruction.Binary x) {
            return binary(x);
        } else if (in instanceof Instruction.FloatNegate x) {
            return insn(
                    Op.FNEG,
                    in,
                    slot(x.operand()),
                    0,
                    Flat.width(x.type()),
                    Flat.bits(x.type()),
                    0,
                    null);
        } else if (in instanceof Instruction.Cast x) {
            return cast(x);
        } else if (in instanceof Instruction.IntCompare x) {
            if (checksDanglingCompare && x.left().type() instanceof Type.Pointer) {
                return compare(
                        in,
                        Op.POINTER_COMPARE_CHECKED,
                        Op.VICMP,
                        x.left(),
                        x.right(),
                        x.predicate());
            }
            return compare(in, Op.ICMP, Op.VICMP, x.left(), x.right(), x.predicate());
        } else if (in instanceof Instruction.FloatCompare x) {
            return compare(in, Op.FCMP, Op.VFCMP, x.left(), x.right(), x.predicate());
        } else if (in instanceof Instruction.Select x) {
            boolean vector = x.condition().type() instanceof Type.Vector;
            int width = Flat.width(x.type());
            int[] ops = {slot(x.ifTrue()), slot(x.ifFalse())};
            return insn(
                    vector ? Op.VSELECT : Op.SELECT,
                    in,
                    slot(x.condition()),
                    ops[0],
                    ops[1],
                    vector ? width / Flat.width(x.condition().type()) : 0,
                    width,
                    null);
        } else if (in instanceof Instruction.Freeze x) {
            return insn(Op.COPY, in, slot(x.operand()), 0, 0, 0, Flat.width(x.type()), null);
        } else if (in instanceof Instruction.Alloca x) {
            long size = x.allocated().size();
            if (size > Integer.MAX_VALUE) {
                throw UnsupportedFeatureException.at("alloca of " + size + " bytes", at);
            }
            return insn(
                    Op.ALLOCA,
                    in,
                    slot(x.count()),
                    0,
                    Flat.bits(x.count().type()),
                    Math.max(x.align(), 1),
                    (int) size,
                    null);
        } else if (in instanceof Instruction.Load x) {
            if (Flat.width(x.type()) == 1 && !(x.type() instanceof Type.Vector)) {
                Flat.Leaf l = Flat.scalar(x.type(), at);
                return insn(
                        Op.LOAD,
                        in,
                        slot(x.address()),
                        x.ordering().isAtomic() ? 1 : 0,
                        0,
                        l.bits(),
                        l.size(),
                        null);
            }
            return insn(
                    Op.LOAD_AGGREGATE,
                    in,
                    slot(x.address()),
                    0,
                    0,
                    0,
                    0,
                    Flat.leaves(x.type(), at));
        } else if (in instanceof Instruction.Store x) {
            Type t = x.value().type();
            if (Flat.width(t) == 1 && !(t instanceof Type.Vector)) {
                Flat.Leaf l = Flat.scalar(t, at);
                return insn(
                        Op.STORE,
                        in,
                        slot(x.value()),
                        slot(x.address()),
                        mayHoldPointer(l) ? 1 : 0,
                        x.ordering().isAtomic() ? 1 : 0,
                        l.size(),
                        null);
            }
            return insn(
                    Op.STORE_AGGREGATE,
                    in,
                    slot(x.value()),
                    slot(x.address()),
                    0,
                    0,
                    0,
                    Flat.leaves(t, at));
        } else if (in instanceof Instruction.GetElementPtr x) {
            return gep(x);
        } else if (in instanceof Instruction.ExtractValue x) {
            int offset = Flat.slotOffset(x.aggregate().type(), x.indices());
            return insn(
                    Op.COPY, in, slot(x.aggregate()) + offset, 0, 0, 0, Flat.width(x.type()), null);
        } else if (in instanceof Instruction.InsertValue x) {
            int offset = Flat.slotOffset(x.aggregate().type(), x.indices());
            return insn(
                    Op.INSERT,
                    in,
                    slot(x.aggregate()),
                    slot(x.element()),
                    offset,
                    Flat.width(x.element().type()),
                    Flat.width(x.type()),
                    null);
        } else if (in instanceof Instruction.ExtractElement x) {
            Type.Vector v = (Type.Vector) x.vector().type();
            return insn(
                    Op.EXTRACT_ELEMENT,
                    in,
                    slot(x.vector()),
                    slot(x.index()),
                    v.count(),
                    Flat.bits(x.index().type()),
                    Flat.width(v.element()),
                    null);
        } else if (in instanceof Instruction.InsertElement x) {
            Type.Vector v = (Type.Vector) x.vector().type();
            return insn(
                    Op.INSERT_ELEMENT,
                    in,
                    slot(x.vector()),
                    slot(x.element()),
                    slot(x.index()),
                    v.count(),
                    Flat.width(v.element()),
                    Flat.bits(x.index().type()));
        } else if (in instanceof Instruction.ShuffleVector x) {
            Type.Vector v = (Type.Vector) x.left().type();
            int[] mask = x.mask().stream().mapToInt(Integer::intValue).toArray();
            return insn(
                    Op.SHUFFLE,
                    in,
                    slot(x.left()),
                    slot(x.right()),
                    v.count(),
                    0,
                    Flat.width(v.element()),
                    mask);
        } else if (in instanceof Instruction.AtomicRmw x) {
            Flat.Leaf l = Flat.scalar(x.type(), at);
            return insn(
                    Op.RMW,
                    in,
                    slot(x.address()),
                    slot(x.operand()),
                    mayHoldPointer(l) ? 1 : 0,
                    l.bits(),
                    l.size(),
                    x.op());
        } else if (in instanceof Instruction.CompareExchange x) {
            Flat.Leaf l = Flat.scalar(x.expected().type(), at);
            return insn(
                    Op.CMPXCHG,
                    in,
                    slot(x.address()),
                    slot(x.expected()),
                    slot(x.replacement()),
                    l.bits(),
                    l.size(),
                    mayHoldPointer(l));
        } else if (in instanceof Instruction.Fence) {
            return insn(Op.FENCE, in, 0, 0, 0, 0, 0, null);
        } else if (in instanceof Instruction.Call x) {
            return call(x);
        } else if (in instanceof Instruction.IntrinsicCall x) {
            return intrinsic(x);
        } else if (in instanceof Instruction.VaArg x) {
            return insn(Op.VAARG, in, slot(x.vaList()), 0, 0, 0, 0, Flat.leaves(x.type(), at));
        } else if (in instanceof Instruction.Branch x) {
            return insn(Op.BR, in, 0, 0, 0, 0, 0, edge(block, x.target()));
        } else if (in instanceof Instruction.CondBranch x) {
            return insn(
                    Op.CONDBR,
                    in,
                    slot(x.condition()),
                    0,
                    0,
                    0,
                    0,
                    new Insn.CondEdges(edge(block, x.ifTrue()), edge(block, x.ifFalse())));
        } else if (in instanceof Instruction.Switch x) {
            return switchTable(block, x);
        } else if (in instanceof Instruction.IndirectBranch x) {
            long[] addresses = new long[x.targets().size()];
            Insn.Edge[] edges = new Insn.Edge[addresses.length];
            for (int k = 0; k < addresses.length; k++) {
                addresses[k] = linker.blockAddress(function.name(), x.targets().get(k));
                edges[k] = edge(block, x.targets().get(k));
            }
            return insn(
                    Op.INDIRECTBR,
                    in,
                    slot(x.address()),
                    0,
                    0,
                    0,
                    0,
                    new Insn.IndirectTable(addresses, edges));
        } else if (in instanceof Instruction.Return x) {
            return x.value() == null
                    ? insn(Op.RET, in, -1, 0, 0, 0, 0, null)
                    : insn(
                            Op.RET,
                            in,
                            slot(x.value()),
                            0,
                            0,
                            0,
                            Flat.width(x.value().type()),
                            null);
        } else if (in instanceof Instruction.Unreachable) {
            return insn(Op.UNREACHABLE, in, 0, 0, 0, 0, 0, null);
        }
        throw UnsupportedFeatureException.at("instruction " + in.getClass().getSimpleName(), at);
    }

    /** An {@code icmp} or {@code fcmp}, scalar or element-wise on vectors. */
    private Insn compare(
            Instruction in, int scalarOp, int vectorOp, Value left, Value right, Object predicate) {
        Type t = left.type();
        int op = t instanceof Type.Vector ? vectorOp : scalarOp;
        return insn(op, in, slot(left), slot(right), Flat.width(t), Flat.bits(t), 0, predicate);
    }

    private Insn binary(Instruction.Binary x) {
        Type t = x.type();
        int a = slot(x.left());
        int b = slot(x.right());
        if (t instanceof Type.Vector v) {
            return insn(Op.VBIN, x, a, b, v.count(), Flat.bits(v.element()), 0, x.op());
        }
        if (x.op().isFloat()) {
            Flat.scalar(t, x.location());
            return insn(Op.FBIN, x, a, b, 0, Flat.bits(t), 0, x.op());
        }
        int bits = Flat.bits(t);
        if (bits > 64) {
            throw UnsupportedFeatureException.at("i" + bits + " arithmetic", x.location());
        }
        if (checksOverflow && SignedOverflow.mayOverflow(x)) {
            return insn(Op.OVERFLOW_CHECKED, x, a, b, 0, bits, 0, x.op());
        }
        return insn(x.op().ordinal() - BinaryOp.ADD.ordinal() + Op.ADD, x, a, b, 0, bits, 0, null);
    }

    private Insn cast(Instruction.Cast x) {
        Type from = x.operand().type();
        Type to = x.type();
        int a = slot(x.operand());
        if (from instanceof Type.Vector fv
                && to instanceof Type.Vector tv
                && fv.count() == tv.count()
                && x.op() != CastOp.BITCAST) {
            return insn(
                    Op.VCAST,
                    x,
                    a,
                    0,
                    fv.count(),
                    Flat.bits(fv.element()),
                    Flat.bits(tv.element()),
                    x.op());
        }
        if (x.op() == CastOp.BITCAST || x.op() == CastOp.ADDRSPACECAST) {
            if (Flat.width(from) == 1 && Flat.width(to) == 1) {
                return insn(Op.COPY, x, a, 0, 0, 0, 1, null);
            }
            Flat.Leaf[] f = Flat.leaves(from, x.location());
            Flat.Leaf[] t = Flat.leaves(to, x.location());
            return insn(
                    Op.REINTERPRET,
                    x,
                    a,
                    0,
                    0,
                    0,
                    0,
                    new Insn.Reinterpret(f, t, (int) from.layout().storeSize()));
        }
        Flat.scalar(from, x.location());
        Flat.scalar(to, x.location());
        int op = x.op() == CastOp.PTRTOINT ? Op.PTRTOINT : Op.CAST;
        return insn(op, x, a, 0, 0, Flat.bits(from), Flat.bits(to), x.op());
    }

    private Insn gep(Instruction.GetElementPtr x) {
        if (x.type() instanceof Type.Vector) {
            throw UnsupportedFeatureException.at("vector getelementptr", x.location());
        }
        long offset = 0;
        List<Integer> slots = new ArrayList<>();
        List<Integer> bits = new ArrayList<>();
        List<Long> strides = new ArrayList<>();
        Type t = x.sourceType();
        for (int k = 0; k < x.indices().size(); k++) {
            Value index = x.indices().get(k);
            long stride;
            if (k > 0 && t instanceof Type.Struct s) {
                int field = (int) ((Constant.Int) index).bits();
                offset += s.offsets().get(field);
                t = s.fields().get(field);
                continue;
            }
            if (k > 0) {
                t = Flat.element(t);
            }
            stride = t.size();
            int ib = Flat.bits(index.type());
            if (index instanceof Constant.Int ci) {
                offset += Arith.signed(ci.bits(), ib) * stride;
            } else {
                slots.add(slot(index));
                bits.add(ib);
                strides.add(stride);
            }
        }
        Insn.GepPlan plan =
                new Insn.GepPlan(
                        offset,
                        slots.stream().mapToInt(Integer::intValue).toArray(),
                        bits.stream().mapToInt(Integer::intValue).toArray(),
                        strides.stream().mapToLong(Long::longValue).toArray());
        return insn(Op.GEP, x, slot(x.base()), 0, 0, 0, 0, plan);
    }

    private Insn.CallSite callSite(Instruction.Call x, LinkedFunction target) {
        int n = x.arguments().size();
        int[] args = new int[n];
        int[] widths = new int[n];
        Flat.Leaf[][] leaves = new Flat.Leaf[n][];
        int[] byValue = new int[n];
        int[] byValueAlign = new int[n];
        for (int k = 0; k < n; k++) {
            Value v = x.arguments().get(k);
            args[k] = slot(v);
            widths[k] = Flat.width(v.type());
            leaves[k] = Flat.leaves(v.type(), x.location());
            Type pointee = x.byValue().get(k);
            if (pointee != null) {
                long size = pointee.size();
                if (size > Integer.MAX_VALUE) {
                    throw UnsupportedFeatureException.at(
                            "by-value argument of " + size + " bytes", x.location());
                }
                byValue[k] = (int) Math.max(size, 1);
                byValueAlign[k] = (int) Math.max(pointee.layout().align(), 1);
            }
        }
        return new Insn.CallSite(
                target,
                args,
                widths,
                leaves,
                Flat.width(x.functionType().returnType()),
                x.functionType(),
                byValue,
                byValueAlign);
    }

    private Insn call(Instruction.Call x) {
        if (x.callee() instanceof Constant.FunctionAddress f) {
            String name = f.name();
            Builtin builtin = Builtin.byName(name).orElse(null);
            LinkedFunction target = linker.function(name);
            if (builtin != null && (target == null || builtin.interceptsDefinition())) {
                return insn(
                        Op.BUILTIN,
                        x,
                        0,
                        0,
                        0,
                        0,
                        0,
                        new BuiltinCall(builtin, name, callSite(x, null)));
            }
            if (target != null) {
                return insn(Op.CALL, x, 0, 0, 0, 0, 0, callSite(x, target));
            }
            return insn(Op.CALL_UNKNOWN, x, 0, 0, 0, 0, 0, name);
        }
        return insn(Op.CALL_INDIRECT, x, slot(x.callee()), 0, 0, 0, 0, callSite(x, null));
    }

    private Insn intrinsic(Instruction.IntrinsicCall x) {
        Intrinsic i = x.intrinsic();
        int[] args = x.arguments().stream().mapToInt(this::slot).toArray();
        Builtin asBuiltin =
                switch (i) {
                    case MEMCPY, MEMCPY_INLINE -> Builtin.MEMCPY;
                    case MEMMOVE -> Builtin.MEMMOVE;
                    case MEMSET, MEMSET_INLINE -> Builtin.MEMSET;
                    case VA_START -> Builtin.VA_START;
                    case VA_END -> Builtin.VA_END;
                    case VA_COPY -> Builtin.VA_COPY;
                    case TRAP, DEBUGTRAP, UBSANTRAP -> Builtin.TRAP;
                    case THREADLOCAL_ADDRESS -> Builtin.THREADLOCAL_ADDRESS;
                    default -> null;
                };
        if (asBuiltin != null) {
            int n = x.arguments().size();
            int[] widths = new int[n];
            Flat.Leaf[][] leaves = new Flat.Leaf[n][];
            for (int k = 0; k < n; k++) {
                widths[k] = Flat.width(x.arguments().get(k).type());
                leaves[k] = Flat.leaves(x.arguments().get(k).type(), x.location());
            }
            Insn.CallSite site =
                    new Insn.CallSite(
                            null,
                            args,
                            widths,
                            leaves,
                            Flat.width(x.type()),
                            null,
                            new int[n],
                            new int[n]);
            return insn(Op.BUILTIN, x, 0, 0, 0, 0, 0, new BuiltinCall(asBuiltin, x.name(), site));
        }
        Type operandType = x.arguments().isEmpty() ? x.type() : x.arguments().get(0).type();
        int count = operandType instanceof Type.Vector v ? v.count() : 1;
        return insn(
                Op.INTRINSIC,
                x,
                0,
                0,
                count,
                Flat.bits(operandType),
                Flat.width(x.type()),
                new IntrinsicCall(i, args, x.type()));
    }

    private Insn switchTable(int block, Instruction.Switch x) {
        int n = x.values().size();
        Integer[] order = new Integer[n];
        for (int k = 0; k < n; k++) {
            order[k] = k;
        }
        Arrays.sort(order, (p, q) -> Long.compare(x.values().get(p), x.values().get(q)));
        long[] values = new long[n];
        Insn.Edge[] edges = new Insn.Edge[n];
        for (int k = 0; k < n; k++) {
            values[k] = x.values().get(order[k]);
            edges[k] = edge(block, x.targets().get(order[k]));
        }
        return insn(
                Op.SWITCH,
                x,
                slot(x.condition()),
                0,
                0,
                0,
                0,
                new Insn.SwitchTable(values, edges, edge(block, x.defaultTarget())));
    }

    /** The edge {@code from → to}, with the parallel copies of {@code to}'s phis. */
    private Insn.Edge edge(int from, int to) {
        Block target = function.blocks().get(to);
        List<Integer> src = new ArrayList<>();
        List<Integer> dst = new ArrayList<>();
        for (Instruction in : target.instructions()) {
            if (!(in instanceof Instruction.Phi phi)) {
                break;
            }
            int k = phi.blocks().indexOf(from);
            if (k < 0) {
                continue; // an edge that the phi does not list cannot be taken
            }
            int s = slot(phi.values().get(k));
            int d = regSlot[phi.result()];
            for (int w = 0; w < regWidth[phi.result()]; w++) {
                src.add(s + w);
                dst.add(d + w);
            }
        }
        return new Insn.Edge(
                blockStart[to],
                src.stream().mapToInt(Integer::intValue).toArray(),
                dst.stream().mapToInt(Integer::intValue).toArray(),
                loops.enteredLoop(from, to),
                loops.repeatedLoop(from, to));
    }

    /** A call of a modelled library function or an intrinsic that behaves like one. */
    record BuiltinCall(Builtin builtin, String name, Insn.CallSite site) {}

    /** A call of an arithmetic intrinsic. */
    record IntrinsicCall(Intrinsic intrinsic, int[] args, Type type) {}
}
