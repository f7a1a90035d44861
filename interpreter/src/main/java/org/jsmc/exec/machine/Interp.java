package org.jsmc.exec.machine;

import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.exec.memory.AddressSpace;
import org.jsmc.exec.memory.LittleEndian;
import org.jsmc.exec.memory.MemObject;
import org.jsmc.exec.memory.ObjectKind;
import org.jsmc.ir.BinaryOp;
import org.jsmc.ir.CastOp;
import org.jsmc.ir.FloatPredicate;
import org.jsmc.ir.IntPredicate;
import org.jsmc.ir.LimitExceededException;
import org.jsmc.ir.RmwOp;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * The instruction loop: runs one thread's thread-local code until it reaches a visible operation
 * (which it leaves pending), ends, blocks on a false assumption, or finds an error.
 *
 * <p>This is the one class allowed to be long: it is a single dispatch {@code switch} over {@link
 * Op}, kept in one method so the JIT sees the whole loop. Hot-path rules: no allocation except
 * frames and objects the program allocates, no maps, no boxing; registers are {@code long[]}.
 */
final class Interp {
    /**
     * Whether to count executed instructions ({@code -Djsmc.countInstructions=true}), for the
     * throughput benchmark. Off, the JIT removes the counting entirely.
     */
    static final boolean COUNT = Boolean.getBoolean("jsmc.countInstructions");

    /** Instructions executed so far by all threads, when {@link #COUNT} is on. */
    static long executed;

    /** The binary operators by opcode ({@link Op#ADD} … {@link Op#XOR} follow their order). */
    private static final BinaryOp[] BINARY = BinaryOp.values();

    /** How deep calls may nest in one thread, about what an 8 MB C stack holds. */
    static final int MAX_DEPTH = 200_000;

    private final MachineExecution x;
    private final AddressSpace mem;
    private final long pointerMask;
    private final int unroll;
    private final boolean spinReduction;
    private final long branchBudget;
    private long[] scratch = new long[16];

    Interp(MachineExecution x) {
        this.x = x;
        this.mem = x.memory;
        this.pointerMask = x.program.geometry.pointerMask();
        this.unroll = x.program.options.unroll();
        this.spinReduction = x.program.options.spinReduction();
        this.branchBudget = x.program.options.stepLimit();
    }

    /**
     * Runs {@code t} until it pauses before a visible event or becomes terminal. Visible operations
     * met while nothing can race (before the first thread is created) are performed on the spot.
     */
    void run(ThreadState t) {
        long budget = branchBudget;
        outer:
        while (true) {
            if (t.status != ThreadStatus.ENABLED || x.error != null || x.exited) {
                return;
            }
            if (t.pending != null) {
                if (mustPause(t)) {
                    return;
                }
                x.effects.perform(t, false, 0);
                if (t.status == ThreadStatus.ENABLED && x.error == null) {
                    x.effects.advance(t);
                }
                continue;
            }
            Frame f = t.frame;
            long[] r = f.r;
            Insn[] code = f.function.code;
            int pc = f.pc;
            while (true) {
                Insn in = code[pc];
                if (COUNT) {
                    executed++;
                }
                switch (in.op) {
                    case Op.ADD:
                        r[in.dst] = (r[in.a] + r[in.b]) & in.mask;
                        pc++;
                        continue;
                    case Op.SUB:
                        r[in.dst] = (r[in.a] - r[in.b]) & in.mask;
                        pc++;
                        continue;
                    case Op.MUL:
                        r[in.dst] = (r[in.a] * r[in.b]) & in.mask;
                        pc++;
                        continue;
                    case Op.UDIV:
                    case Op.SDIV:
                    case Op.UREM:
                    case Op.SREM:
                        if (r[in.b] == 0) {
                            f.pc = pc;
                            x.fail(t, ErrorKind.DIVISION_BY_ZERO, "", in.location);
                            return;
                        }
                        r[in.dst] = Arith.integer(BINARY[in.op], r[in.a], r[in.b], in.bits);
                        pc++;
                        continue;
                    case Op.SHL:
                    case Op.LSHR:
                    case Op.ASHR:
                        r[in.dst] = Arith.integer(BINARY[in.op], r[in.a], r[in.b], in.bits);
                        pc++;
                        continue;
                    case Op.OVERFLOW_CHECKED:
                        if (!SignedOverflow.apply(x, t, in, r)) {
                            f.pc = pc;
                            return;
                        }
                        pc++;
                        continue;
                    case Op.AND:
                        r[in.dst] = r[in.a] & r[in.b];
                        pc++;
                        continue;
                    case Op.OR:
                        r[in.dst] = r[in.a] | r[in.b];
                        pc++;
                        continue;
                    case Op.XOR:
                        r[in.dst] = r[in.a] ^ r[in.b];
                        pc++;
                        continue;
                    case Op.FBIN:
                        r[in.dst] = Arith.floating((BinaryOp) in.aux, r[in.a], r[in.b], in.bits);
                        pc++;
                        continue;
                    case Op.VBIN:
                        if (!vectorBinary(t, f, in, r)) {
                            f.pc = pc;
                            return;
                        }
                        pc++;
                        continue;
                    case Op.FNEG:
                        for (int k = 0; k < in.c; k++) {
                            r[in.dst + k] =
                                    r[in.a + k] ^ (in.bits == 32 ? 0x8000_0000L : Long.MIN_VALUE);
                        }
                        pc++;
                        continue;
                    case Op.CAST:
                        r[in.dst] = cast((CastOp) in.aux, r[in.a], in.bits, in.size);
                        pc++;
                        continue;
                    case Op.PTRTOINT:
                        {
                            long v = r[in.a];
                            MemObject target = mem.privateTarget(v);
                            if (target != null) {
                                mem.escape(target);
                            }
                            r[in.dst] = v & Arith.mask(in.size);
                            pc++;
                            continue;
                        }
                    case Op.VCAST:
                        for (int k = 0; k < in.c; k++) {
                            r[in.dst + k] = cast((CastOp) in.aux, r[in.a + k], in.bits, in.size);
                        }
                        pc++;
                        continue;
                    case Op.REINTERPRET:
                        reinterpret((Insn.Reinterpret) in.aux, r, in.a, in.dst);
                        pc++;
                        continue;
                    case Op.ICMP:
                        r[in.dst] =
                                Arith.compare((IntPredicate) in.aux, r[in.a], r[in.b], in.bits)
                                        ? 1
                                        : 0;
                        pc++;
                        continue;
                    case Op.POINTER_COMPARE_CHECKED:
                        if (dangling(t, in, r[in.a]) || dangling(t, in, r[in.b])) {
                            f.pc = pc;
                            return;
                        }
                        r[in.dst] =
                                Arith.compare((IntPredicate) in.aux, r[in.a], r[in.b], in.bits)
                                        ? 1
                                        : 0;
                        pc++;
                        continue;
                    case Op.FCMP:
                        r[in.dst] =
                                Arith.compare((FloatPredicate) in.aux, r[in.a], r[in.b], in.bits)
                                        ? 1
                                        : 0;
                        pc++;
                        continue;
                    case Op.VICMP:
                        for (int k = 0; k < in.c; k++) {
                            r[in.dst + k] =
                                    Arith.compare(
                                                    (IntPredicate) in.aux,
                                                    r[in.a + k],
                                                    r[in.b + k],
                                                    in.bits)
                                            ? 1
                                            : 0;
                        }
                        pc++;
                        continue;
                    case Op.VFCMP:
                        for (int k = 0; k < in.c; k++) {
                            r[in.dst + k] =
                                    Arith.compare(
                                                    (FloatPredicate) in.aux,
                                                    r[in.a + k],
                                                    r[in.b + k],
                                                    in.bits)
                                            ? 1
                                            : 0;
                        }
                        pc++;
                        continue;
                    case Op.SELECT:
                        {
                            int src = r[in.a] != 0 ? in.b : in.c;
                            if (in.size == 1) {
                                r[in.dst] = r[src];
                            } else {
                                System.arraycopy(r, src, r, in.dst, in.size);
                            }
                            pc++;
                            continue;
                        }
                    case Op.VSELECT:
                        {
                            int per = in.bits;
                            for (int k = 0; k < in.size / per; k++) {
                                int src = (r[in.a + k] != 0 ? in.b : in.c) + k * per;
                                System.arraycopy(r, src, r, in.dst + k * per, per);
                            }
                            pc++;
                            continue;
                        }
                    case Op.COPY:
                        if (in.size == 1) {
                            r[in.dst] = r[in.a];
                        } else if (in.size > 1) {
                            System.arraycopy(r, in.a, r, in.dst, in.size);
                        }
                        pc++;
                        continue;
                    case Op.INSERT:
                        if (in.dst != in.a) {
                            System.arraycopy(r, in.a, r, in.dst, in.size);
                        }
                        System.arraycopy(r, in.b, r, in.dst + in.c, in.bits);
                        pc++;
                        continue;
                    case Op.EXTRACT_ELEMENT:
                        {
                            long idx = r[in.b];
                            if (Long.compareUnsigned(idx, in.c) >= 0) {
                                for (int k = 0; k < in.size; k++) {
                                    r[in.dst + k] = 0;
                                }
                            } else {
                                System.arraycopy(r, in.a + (int) idx * in.size, r, in.dst, in.size);
                            }
                            pc++;
                            continue;
                        }
                    case Op.INSERT_ELEMENT:
                        {
                            int count = in.bits;
                            int ew = in.size;
                            long idx = r[in.c];
                            System.arraycopy(r, in.a, r, in.dst, count * ew);
                            if (Long.compareUnsigned(idx, count) < 0) {
                                System.arraycopy(r, in.b, r, in.dst + (int) idx * ew, ew);
                            }
                            pc++;
                            continue;
                        }
                    case Op.SHUFFLE:
                        shuffle(in, r);
                        pc++;
                        continue;
                    case Op.ALLOCA:
                        {
                            long count = r[in.a] & Arith.mask(in.c);
                            long bytes = count * in.size;
                            MemObject o = allocateLocal(t, f, bytes, in.bits);
                            if (o == null) {
                                f.pc = pc;
                                throw new LimitExceededException(
                                        t.id
                                                + " ran out of stack at "
                                                + in.location
                                                + " (unbounded recursion or alloca?)");
                            }
                            r[in.dst] = o.base;
                            pc++;
                            continue;
                        }
                    case Op.LOAD:
                        {
                            long addr = r[in.a];
                            MemObject o = mem.find(addr);
                            if (o == null || !o.isLive() || addr - o.base + in.size > o.size) {
                                f.pc = pc;
                                x.effects.invalidAccess(t, addr, in.size, false, in.location);
                                return;
                            }
                            if (x.visible(o)) {
                                f.pc = pc;
                                x.effects.pendRead(
                                        t, addr, in.size, in.bits, in.dst, in.b == 1, in.location);
                                continue outer;
                            }
                            r[in.dst] =
                                    LittleEndian.read(o.bytes(), (int) (addr - o.base), in.size)
                                            & in.mask;
                            pc++;
                            continue;
                        }
                    case Op.STORE:
                        {
                            long addr = r[in.b];
                            MemObject o = mem.find(addr);
                            if (o == null
                                    || !o.isLive()
                                    || o.readOnly
                                    || addr - o.base + in.size > o.size) {
                                f.pc = pc;
                                x.effects.invalidAccess(t, addr, in.size, true, in.location);
                                return;
                            }
                            long v = r[in.a];
                            if (x.visible(o)) {
                                f.pc = pc;
                                x.effects.pendWrite(
                                        t, addr, in.size, v, in.c == 1, in.bits == 1, in.location);
                                continue outer;
                            }
                            LittleEndian.write(
                                    o.writableBytes(), (int) (addr - o.base), in.size, v);
                            if (in.c == 1) {
                                pointerStored(o, v);
                            }
                            pc++;
                            continue;
                        }
                    case Op.LOAD_AGGREGATE:
                    case Op.STORE_AGGREGATE:
                        f.pc = pc;
                        if (!x.effects.aggregate(t, f, in)) {
                            return;
                        }
                        continue outer;
                    case Op.GEP:
                        {
                            Insn.GepPlan g = (Insn.GepPlan) in.aux;
                            long v = r[in.a] + g.offset();
                            int[] slots = g.slots();
                            for (int k = 0; k < slots.length; k++) {
                                v += Arith.signed(r[slots[k]], g.bits()[k]) * g.strides()[k];
                            }
                            r[in.dst] = v & pointerMask;
                            pc++;
                            continue;
                        }
                    case Op.RMW:
                    case Op.CMPXCHG:
                        f.pc = pc;
                        if (!x.effects.atomicAccess(t, f, in)) {
                            return;
                        }
                        continue outer;
                    case Op.FENCE:
                        f.pc = pc;
                        if (x.concurrent) {
                            x.effects.pend(t, PendingKind.FENCE, in.location);
                            continue outer;
                        }
                        pc++;
                        continue;
                    case Op.CALL:
                        {
                            if (--budget < 0) {
                                f.pc = pc;
                                runaway(t, in);
                            }
                            f.pc = pc;
                            Insn.CallSite site = (Insn.CallSite) in.aux;
                            if (site.target().atomic && t.atomicDepth == 0) {
                                x.effects.pend(t, PendingKind.ATOMIC_BEGIN, in.location);
                                continue outer;
                            }
                            if (site.target().atomic) {
                                t.atomicDepth++;
                            }
                            enter(t, f, site.target(), site, in);
                            continue outer;
                        }
                    case Op.CALL_INDIRECT:
                        {
                            f.pc = pc;
                            if (!callIndirect(t, f, in)) {
                                return;
                            }
                            continue outer;
                        }
                    case Op.BUILTIN:
                        f.pc = pc;
                        x.library.call(t, f, in, (FunctionCompiler.BuiltinCall) in.aux);
                        continue outer;
                    case Op.INTRINSIC:
                        Intrinsics.apply(in, (FunctionCompiler.IntrinsicCall) in.aux, r);
                        pc++;
                        continue;
                    case Op.BR:
                        if (--budget < 0) {
                            f.pc = pc;
                            runaway(t, in);
                        }
                        pc = edge(t, f, (Insn.Edge) in.aux);
                        if (pc < 0) {
                            return;
                        }
                        continue;
                    case Op.CONDBR:
                        {
                            // optimised loops have a conditional branch as their only back edge
                            if (--budget < 0) {
                                f.pc = pc;
                                runaway(t, in);
                            }
                            Insn.CondEdges e = (Insn.CondEdges) in.aux;
                            pc = edge(t, f, r[in.a] != 0 ? e.ifTrue() : e.ifFalse());
                            if (pc < 0) {
                                return;
                            }
                            continue;
                        }
                    case Op.SWITCH:
                        {
                            if (--budget < 0) {
                                f.pc = pc;
                                runaway(t, in);
                            }
                            pc = edge(t, f, select((Insn.SwitchTable) in.aux, r[in.a]));
                            if (pc < 0) {
                                return;
                            }
                            continue;
                        }
                    case Op.INDIRECTBR:
                        {
                            if (--budget < 0) {
                                f.pc = pc;
                                runaway(t, in);
                            }
                            Insn.IndirectTable table = (Insn.IndirectTable) in.aux;
                            Insn.Edge target = null;
                            for (int k = 0; k < table.addresses().length; k++) {
                                if (table.addresses()[k] == r[in.a]) {
                                    target = table.edges()[k];
                                }
                            }
                            if (target == null) {
                                f.pc = pc;
                                x.fail(
                                        t,
                                        ErrorKind.INVALID_CALL,
                                        "indirect branch to an invalid address",
                                        in.location);
                                return;
                            }
                            pc = edge(t, f, target);
                            if (pc < 0) {
                                return;
                            }
                            continue;
                        }
                    case Op.RET:
                        f.pc = pc;
                        if (f.function.atomic && t.atomicDepth == 1) {
                            x.effects.pend(t, PendingKind.ATOMIC_END, in.location);
                            continue outer;
                        }
                        if (f.function.atomic) {
                            t.atomicDepth--;
                        }
                        leave(t, f, in);
                        continue outer;
                    case Op.UNREACHABLE:
                        f.pc = pc;
                        x.fail(t, ErrorKind.UNREACHABLE, "", in.location);
                        return;
                    case Op.UNSUPPORTED:
                        f.pc = pc;
                        throw new UnsupportedFeatureException((String) in.aux);
                    case Op.CALL_UNKNOWN:
                        f.pc = pc;
                        throw UnsupportedFeatureException.at(
                                "external function '" + in.aux + "' (jsmc has no model of it)",
                                in.location);
                    case Op.VAARG:
                        f.pc = pc;
                        if (!vaArg(t, f, in)) {
                            return;
                        }
                        pc++;
                        continue;
                    default:
                        throw new IllegalStateException("opcode " + in.op);
                }
            }
        }
    }

    /** Whether the pending operation must wait for the explorer rather than run now. */
    private boolean mustPause(ThreadState t) {
        return x.concurrent
                || t.pending == PendingKind.CHOICE
                || t.pending == PendingKind.SPAWN
                || x.effects.blocked(t);
    }

    private void runaway(ThreadState t, Insn in) {
        throw new LimitExceededException(
                t.id
                        + " executed more than "
                        + branchBudget
                        + " branches without a visible event, at "
                        + in.location
                        + " (a runaway loop? bound loops with --unroll N or raise --step-limit)");
    }

    /**
     * Takes a control-flow edge; returns the new pc, or -1 if the spin-loop reduction or the loop
     * bound blocked it.
     */
    private int edge(ThreadState t, Frame f, Insn.Edge e) {
        int[] from = e.from();
        if (from.length > 0) {
            long[] r = f.r;
            int[] to = e.to();
            if (from.length == 1) {
                r[to[0]] = r[from[0]];
            } else {
                if (scratch.length < from.length) {
                    scratch = new long[from.length * 2];
                }
                for (int k = 0; k < from.length; k++) {
                    scratch[k] = r[from[k]];
                }
                for (int k = 0; k < from.length; k++) {
                    r[to[k]] = scratch[k];
                }
            }
        }
        if (spinReduction) {
            if (e.backLoop() >= 0) {
                if (SpinLoops.spins(x, t, f, e.backLoop(), e.to())) {
                    return blockAt(t, f, e);
                }
            } else if (e.enterLoop() >= 0) {
                SpinLoops.arrive(x, t, f, e.enterLoop(), e.to());
            }
        }
        if (unroll > 0) {
            if (e.backLoop() >= 0) {
                if (++f.loopArrivals[e.backLoop()] > unroll) {
                    x.loopBoundHit = true;
                    x.spawningLoopCut |= f.function.spawningLoops[e.backLoop()];
                    return blockAt(t, f, e);
                }
            } else if (e.enterLoop() >= 0) {
                f.loopArrivals[e.enterLoop()] = 1;
            }
        }
        return e.target();
    }

    /** Stops {@code t} at the header {@code e} leads to, as a false assumption would; -1. */
    private int blockAt(ThreadState t, Frame f, Insn.Edge e) {
        f.pc = e.target();
        t.status = ThreadStatus.ASSUME_BLOCKED;
        releaseAtomic(t);
        return -1;
    }

    private static Insn.Edge select(Insn.SwitchTable table, long v) {
        long[] values = table.values();
        int lo = 0;
        int hi = values.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (values[mid] < v) {
                lo = mid + 1;
            } else if (values[mid] > v) {
                hi = mid - 1;
            } else {
                return table.edges()[mid];
            }
        }
        return table.otherwise();
    }

    private long cast(CastOp op, long v, int fromBits, int toBits) {
        long result = Arith.cast(op, v, fromBits, toBits);
        return op == CastOp.INTTOPTR ? result & pointerMask : result;
    }

    private boolean vectorBinary(ThreadState t, Frame f, Insn in, long[] r) {
        BinaryOp op = (BinaryOp) in.aux;
        for (int k = 0; k < in.c; k++) {
            long a = r[in.a + k];
            long b = r[in.b + k];
            if (op.isFloat()) {
                r[in.dst + k] = Arith.floating(op, a, b, in.bits);
            } else {
                if (b == 0
                        && (op == BinaryOp.UDIV
                                || op == BinaryOp.SDIV
                                || op == BinaryOp.UREM
                                || op == BinaryOp.SREM)) {
                    x.fail(t, ErrorKind.DIVISION_BY_ZERO, "", in.location);
                    return false;
                }
                r[in.dst + k] = Arith.integer(op, a, b, in.bits);
            }
        }
        return true;
    }

    private static void reinterpret(Insn.Reinterpret plan, long[] r, int from, int to) {
        byte[] bytes = new byte[plan.bytes() + 8];
        Flat.Leaf[] src = plan.from();
        for (int k = 0; k < src.length; k++) {
            LittleEndian.write(bytes, src[k].offset(), src[k].size(), r[from + k]);
        }
        Flat.Leaf[] dst = plan.to();
        for (int k = 0; k < dst.length; k++) {
            r[to + k] =
                    LittleEndian.read(bytes, dst[k].offset(), dst[k].size())
                            & Arith.mask(dst[k].bits());
        }
    }

    private static void shuffle(Insn in, long[] r) {
        int[] mask = (int[]) in.aux;
        int ew = in.size;
        int n = in.c;
        long[] tmp = new long[mask.length * ew];
        for (int k = 0; k < mask.length; k++) {
            int m = mask[k];
            if (m < 0) {
                continue;
            }
            int src = m < n ? in.a + m * ew : in.b + (m - n) * ew;
            System.arraycopy(r, src, tmp, k * ew, ew);
        }
        System.arraycopy(tmp, 0, r, in.dst, tmp.length);
    }

    private void pointerStored(MemObject holder, long value) {
        MemObject target = mem.privateTarget(value);
        if (target != null) {
            mem.pointerStored(holder, target);
        }
    }

    MemObject allocateLocal(ThreadState t, Frame f, long bytes, int align) {
        MemObject o =
                mem.allocate(
                        t.id.index(), bytes, Math.max(align, 1), ObjectKind.STACK, f.function.name);
        if (o != null) {
            f.addLocal(o);
        }
        return o;
    }

    /**
     * Calls {@code target} from frame {@code f}: pushes its frame and copies the arguments. On an
     * invalid {@code byval} argument it reports the error and pushes nothing.
     */
    void enter(ThreadState t, Frame f, LinkedFunction target, Insn.CallSite site, Insn in) {
        Frame callee = new Frame(target, f, in.dst);
        int fixed = target.paramSlots.length;
        for (int k = 0; k < fixed && k < site.args().length; k++) {
            int w = target.paramWidths[k];
            if (site.byValue()[k] > 0) {
                long copy =
                        byValueCopy(
                                t,
                                callee,
                                f.r[site.args()[k]],
                                site.byValue()[k],
                                site.byValueAlign()[k],
                                in);
                if (copy == 0) {
                    return;
                }
                callee.r[target.paramSlots[k]] = copy;
            } else if (w == 1) {
                callee.r[target.paramSlots[k]] = f.r[site.args()[k]];
            } else {
                System.arraycopy(f.r, site.args()[k], callee.r, target.paramSlots[k], w);
            }
        }
        if (target.type.varargs()) {
            callee.varargs = x.library.variadicArea(t, callee, f, site, fixed, in);
            if (callee.varargs == 0) {
                return;
            }
        }
        if (unroll > 0 && target.loopCount > 0) {
            callee.loopArrivals = new int[target.loopCount];
        }
        if (++t.depth > MAX_DEPTH) {
            throw new LimitExceededException(
                    t.id
                            + " nested more than "
                            + MAX_DEPTH
                            + " calls at "
                            + in.location
                            + " (unbounded recursion?)");
        }
        t.frame = callee;
    }

    /**
     * The callee's own copy of a {@code byval} argument: a local of the callee holding the {@code
     * size} bytes at {@code source}; 0 after reporting an invalid source. The bytes are read
     * directly, not as events: clang copies shared values into a private temporary before such a
     * call ({@code -O0}); an optimiser that passes a shared object itself makes this read
     * invisible.
     */
    private long byValueCopy(
            ThreadState t, Frame callee, long source, int size, int align, Insn in) {
        MemObject from = x.effects.checkedObject(t, source, size, false, in.location);
        if (from == null) {
            return 0;
        }
        MemObject copy = allocateLocal(t, callee, size, align);
        if (copy == null) {
            throw new LimitExceededException(
                    t.id + " ran out of stack at " + in.location + " (unbounded recursion?)");
        }
        System.arraycopy(from.bytes(), (int) (source - from.base), copy.writableBytes(), 0, size);
        mem.pointeesCopied(from, copy);
        return copy.base;
    }

    /** Returns from frame {@code f}: passes the result to the caller, or ends the thread. */
    void leave(ThreadState t, Frame f, Insn in) {
        Frame caller = f.caller;
        if (caller == null) {
            t.returnValue = in.a >= 0 ? f.r[in.a] : 0;
            // Returning from main is exit() in C: main's locals stay valid for as long as the
            // process runs. jsmc lets the other threads go on, so they stay valid for them.
            finish(t, t.parent != null);
            return;
        }
        if (f.locals != null) {
            for (MemObject o : f.locals) {
                mem.kill(o);
            }
        }
        if (in.a >= 0 && f.resultSlot >= 0) {
            System.arraycopy(f.r, in.a, caller.r, f.resultSlot, in.size);
        }
        caller.pc++;
        t.depth--;
        t.frame = caller;
    }

    /**
     * Ends thread {@code t} (its start routine returned, or it called pthread_exit); with {@code
     * killLocals} the locals of its frames die.
     */
    void finish(ThreadState t, boolean killLocals) {
        for (Frame f = t.frame; f != null && killLocals; f = f.caller) {
            if (f.locals != null) {
                for (MemObject o : f.locals) {
                    mem.kill(o);
                }
            }
        }
        MemObject target = mem.privateTarget(t.returnValue);
        if (target != null) {
            mem.escape(target);
        }
        t.status = ThreadStatus.FINISHED;
        releaseAtomic(t);
        x.leaks.threadFinished(t);
    }

    /**
     * Whether {@code p} points into (or one past) a freed heap object; if so, ends the execution
     * with a {@link ErrorKind#DANGLING_COMPARE} error.
     */
    private boolean dangling(ThreadState t, Insn in, long p) {
        MemObject o = mem.referredTo(p);
        if (o == null || o.isLive() || o.kind != ObjectKind.HEAP) {
            return false;
        }
        x.fail(
                t,
                ErrorKind.DANGLING_COMPARE,
                "a pointer to freed "
                        + x.describe(o.base)
                        + " is compared; its value is indeterminate, and a real malloc may"
                        + " reuse the address (jsmc never does)",
                in.location);
        return true;
    }

    void releaseAtomic(ThreadState t) {
        if (x.atomicOwner == t) {
            x.atomicOwner = null;
        }
        t.atomicDepth = 0;
    }

    private boolean callIndirect(ThreadState t, Frame f, Insn in) {
        long address = f.r[in.a];
        Insn.CallSite site = (Insn.CallSite) in.aux;
        Object callee = x.program.callableAt(address);
        if (callee == null) {
            x.fail(
                    t,
                    address == 0 ? ErrorKind.NULL_DEREFERENCE : ErrorKind.INVALID_CALL,
                    "call through a pointer to no function (" + Long.toHexString(address) + ")",
                    in.location);
            return false;
        }
        if (callee instanceof LinkedFunction target) {
            if (target.atomic && t.atomicDepth == 0) {
                x.effects.pend(t, PendingKind.ATOMIC_BEGIN, in.location);
                t.other = null;
                t.calleeOverride = target;
                return true;
            }
            if (target.atomic) {
                t.atomicDepth++;
            }
            enter(t, f, target, site, in);
            return true;
        }
        if (callee instanceof FunctionCompiler.BuiltinCall b) {
            x.library.call(t, f, in, new FunctionCompiler.BuiltinCall(b.builtin(), b.name(), site));
            return true;
        }
        throw UnsupportedFeatureException.at(
                "call through a pointer to external function '" + callee + "'", in.location);
    }

    private boolean vaArg(ThreadState t, Frame f, Insn in) {
        Flat.Leaf[] leaves = (Flat.Leaf[]) in.aux;
        long listAddress = f.r[in.a];
        int ps = x.program.geometry.pointerSize();
        MemObject list = mem.find(listAddress);
        if (list == null || !list.contains(listAddress, ps)) {
            x.effects.invalidAccess(t, listAddress, ps, false, in.location);
            return false;
        }
        long cursor = LittleEndian.read(list.bytes(), (int) (listAddress - list.base), ps);
        MemObject area = mem.find(cursor);
        int total =
                leaves.length == 0
                        ? 0
                        : leaves[leaves.length - 1].offset() + leaves[leaves.length - 1].size();
        if (area == null || !area.contains(cursor, total)) {
            x.effects.invalidAccess(t, cursor, total, false, in.location);
            return false;
        }
        for (int k = 0; k < leaves.length; k++) {
            f.r[in.dst + k] =
                    LittleEndian.read(
                                    area.bytes(),
                                    (int) (cursor - area.base) + leaves[k].offset(),
                                    leaves[k].size())
                            & Arith.mask(leaves[k].bits());
        }
        long slot = Math.max(ps, (total + ps - 1) / ps * ps);
        LittleEndian.write(
                list.writableBytes(), (int) (listAddress - list.base), ps, cursor + slot);
        return true;
    }

    /** RMW semantics, shared with {@link Effects}. */
    static long rmw(RmwOp op, long old, long operand, int bits) {
        return RmwSemantics.apply(op, old, operand, bits);
    }
}
