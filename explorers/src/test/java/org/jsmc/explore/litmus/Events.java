package org.jsmc.explore.litmus;

import org.jsmc.exec.Event;
import org.jsmc.exec.LockKind;
import org.jsmc.exec.ThreadId;
import org.jsmc.ir.SourceLocation;

/**
 * Builds the event a paused litmus thread performs next, from its instruction, the values it has
 * read and the current memory: what {@link LitmusExecution#pending} shows and {@link
 * LitmusExecution#step} performs. Each instruction's line number becomes the event's location.
 */
final class Events {
    private final Litmus program;
    private final Memory memory;

    Events(Litmus program, Memory memory) {
        this.program = program;
        this.memory = memory;
    }

    /**
     * The event {@code s} would perform now ({@code performing} false: its pending event) or
     * performs, reading {@code forced} instead of memory if given.
     */
    Event next(Strand s, Long forced, boolean performing) {
        ThreadId t = s.id;
        int index = s.events + 1;
        Code.Instr instr = s.current();
        if (instr instanceof Code.Spawn sp) {
            return new Event.Spawn(
                    t,
                    index,
                    program.threadId(t.childPath(s.children.size() + 1)),
                    location(sp.line()));
        } else if (instr instanceof Code.Wake wake) {
            return new Event.CondWake(
                    t,
                    index,
                    memory.var(wake.op().condition()).address(),
                    memory.var(wake.op().mutex()).address(),
                    location(wake.line()));
        } else if (instr instanceof Code.AtomicBegin b) {
            return new Event.AtomicBegin(t, index, location(b.line()));
        } else if (instr instanceof Code.AtomicEnd en) {
            return new Event.AtomicEnd(t, index, location(en.line()));
        }
        Code.Visible v = (Code.Visible) instr;
        SourceLocation where = location(v.line());
        Op op = v.op();
        if (op instanceof Op.Read r) {
            Litmus.Var x = var(r.var());
            return new Event.Read(
                    t, index, x.address(), x.size(), read(x, forced), r.atomic(), where);
        } else if (op instanceof Op.Write w) {
            Litmus.Var x = var(w.var());
            long value = w.value().applyAsLong(s) & Memory.mask(x.size());
            return new Event.Write(t, index, x.address(), x.size(), value, w.atomic(), where);
        } else if (op instanceof Op.Rmw u) {
            Litmus.Var x = var(u.var());
            long old = read(x, forced);
            long result = Memory.apply(u.op(), old, u.operand()) & Memory.mask(x.size());
            return new Event.Rmw(
                    t,
                    index,
                    x.address(),
                    x.size(),
                    u.op(),
                    u.operand(),
                    old,
                    result,
                    u.resultUsed(),
                    where);
        } else if (op instanceof Op.Cas c) {
            Litmus.Var x = var(c.var());
            long old = read(x, forced);
            long expected = c.expected() & Memory.mask(x.size());
            long replacement = c.replacement() & Memory.mask(x.size());
            return new Event.CompareExchange(
                    t,
                    index,
                    x.address(),
                    x.size(),
                    expected,
                    replacement,
                    old,
                    old == expected,
                    where);
        } else if (op instanceof Op.Lock l) {
            return new Event.Lock(t, index, var(l.mutex()).address(), LockKind.MUTEX, where);
        } else if (op instanceof Op.TryLock l) {
            Litmus.Var m = var(l.mutex());
            return new Event.TryLock(
                    t, index, m.address(), LockKind.MUTEX, memory.holder(m) == null, where);
        } else if (op instanceof Op.Unlock u) {
            return new Event.Unlock(t, index, var(u.mutex()).address(), LockKind.MUTEX, where);
        } else if (op instanceof Op.Wait wt) {
            return new Event.CondWait(
                    t, index, var(wt.condition()).address(), var(wt.mutex()).address(), where);
        } else if (op instanceof Op.Signal sg) {
            return new Event.CondSignal(t, index, var(sg.condition()).address(), where);
        } else if (op instanceof Op.Broadcast b) {
            return new Event.CondBroadcast(t, index, var(b.condition()).address(), where);
        } else if (op instanceof Op.Fence) {
            return new Event.Fence(t, index, where);
        } else if (op instanceof Op.Free f) {
            Litmus.Var x = var(f.var());
            return new Event.Free(t, index, x.address(), x.size(), where);
        } else if (op instanceof Op.Choice c) {
            // Pending choices have chosen -1; step without a value takes alternative 0.
            int chosen = !performing ? -1 : forced == null ? 0 : (int) (long) forced;
            return new Event.Choice(t, index, c.alternatives(), chosen, Math.max(chosen, 0), where);
        } else if (op instanceof Op.Join j) {
            return new Event.Join(t, index, s.children.get(j.child() - 1), where);
        } else if (op instanceof Op.Exit x) {
            return new Event.Exit(t, index, x.status(), where);
        }
        throw new IllegalStateException("not a visible operation: " + op);
    }

    private Litmus.Var var(String name) {
        return memory.var(name);
    }

    private long read(Litmus.Var x, Long forced) {
        return forced != null ? forced & Memory.mask(x.size()) : memory.load(x);
    }

    SourceLocation location(int line) {
        return new SourceLocation("", program.name() + ".litmus", line, 0);
    }
}
