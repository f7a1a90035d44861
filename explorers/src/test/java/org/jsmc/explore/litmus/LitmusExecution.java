package org.jsmc.explore.litmus;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Outcome;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.ir.SourceLocation;

/**
 * One run of a {@link Litmus} program. Each thread is paused before its next visible operation;
 * thread-local operations (conditionals, assumptions, assertions, output) run eagerly inside {@link
 * #step}, exactly as the interpreter runs thread-local code.
 *
 * <p>Semantics choices of the test DSL (the contract leaves them open): {@link #step(ThreadId)} on
 * a choice takes alternative 0; an access to a freed variable and a second free are performed,
 * recorded, and then end the execution with an error; unlocking a mutex the thread does not hold
 * and joining a child not yet created are errors found when the thread reaches them; {@link
 * #replay} of a thread that cannot move ends the execution in a nondeterminism error, performs
 * nothing and returns null; {@code exit} finishes every thread; condition variables work as {@link
 * Conditions} explains.
 */
final class LitmusExecution implements Execution {
    private final Litmus program;
    private final Memory memory;
    private final Conditions conditions = new Conditions();
    private final Events events;
    private final List<Strand> strands = new ArrayList<>();
    private final Map<ThreadId, Strand> byId = new HashMap<>();
    private final List<Event> trace = new ArrayList<>();
    private final StringBuilder output = new StringBuilder();
    private ErrorReport error;
    private final boolean runningOn;
    private final List<ErrorReport> haltingErrors = new ArrayList<>();
    private Strand atomicOwner;
    private boolean exited;
    private boolean loopBoundHit;

    LitmusExecution(Litmus program) {
        this(program, false);
    }

    /**
     * {@code runningOn}: an error halts its thread only, and the others run on (recorded in {@link
     * #haltingErrors}); see {@link RunningOn}.
     */
    LitmusExecution(Litmus program, boolean runningOn) {
        this.program = program;
        this.runningOn = runningOn;
        this.memory = new Memory(program);
        this.events = new Events(program, memory);
        for (int k = 0; k < program.threads().size(); k++) {
            create(program.threadId(program.initialPath(k)), program.threads().get(k));
        }
        for (Strand s : List.copyOf(strands)) {
            runLocal(s);
        }
    }

    @Override
    public List<ThreadId> threads() {
        return strands.stream().map(s -> s.id).toList();
    }

    @Override
    public ThreadStatus status(ThreadId t) {
        Strand s = strand(t);
        if (!s.isLive()) {
            return s.terminal;
        }
        if (atomicOwner != null && atomicOwner != s) {
            return ThreadStatus.BLOCKED;
        }
        if (s.current() instanceof Code.Visible v) {
            if (v.op() instanceof Op.Lock l && memory.holder(var(l.mutex())) != null) {
                return ThreadStatus.BLOCKED;
            }
            if (v.op() instanceof Op.Join j && !joinable(s, j)) {
                return ThreadStatus.BLOCKED;
            }
        }
        if (s.current() instanceof Code.Wake w && !canWake(s, w)) {
            return ThreadStatus.BLOCKED;
        }
        return ThreadStatus.ENABLED;
    }

    @Override
    public Event pending(ThreadId t) {
        Strand s = strand(t);
        return s.isLive() ? events.next(s, null, false) : null;
    }

    @Override
    public Event step(ThreadId t) {
        return perform(t, null);
    }

    @Override
    public Event step(ThreadId t, long value) {
        return perform(t, value);
    }

    @Override
    public Event replay(Event expected) {
        ThreadId t = expected.thread();
        if (outcome().isFinal() || !byId.containsKey(t) || status(t) != ThreadStatus.ENABLED) {
            String why = byId.containsKey(t) ? t + " is " + status(t) : t + " does not exist";
            nondeterminism(expected, why, t);
            return null;
        }
        boolean choosing =
                strand(t).current() instanceof Code.Visible v && v.op() instanceof Op.Choice;
        Event actual =
                expected instanceof Event.Choice c && choosing ? step(t, c.chosen()) : step(t);
        if (!actual.equals(expected)) {
            nondeterminism(expected, "performed " + actual, t);
        }
        return actual;
    }

    @Override
    public Outcome outcome() {
        if (error != null) {
            return Outcome.ERROR;
        }
        if (exited) {
            return Outcome.COMPLETE;
        }
        boolean assumeBlocked = false;
        boolean blocked = false;
        for (Strand s : strands) {
            switch (status(s.id)) {
                case ENABLED -> {
                    return Outcome.RUNNING;
                }
                case ASSUME_BLOCKED -> assumeBlocked = true;
                case BLOCKED -> blocked = true;
                default -> {}
            }
        }
        return assumeBlocked
                ? Outcome.ASSUME_BLOCKED
                : blocked ? Outcome.DEADLOCK : Outcome.COMPLETE;
    }

    @Override
    public Optional<ErrorReport> error() {
        return Optional.ofNullable(error);
    }

    @Override
    public List<Event> trace() {
        return List.copyOf(trace);
    }

    @Override
    public boolean loopBoundHit() {
        return loopBoundHit;
    }

    @Override
    public String output() {
        return output.toString();
    }

    @Override
    public String describe(long address) {
        return program.describe(address);
    }

    @Override
    public long initialValue(long address, int size) {
        return program.initialValue(address, size);
    }

    @Override
    public String describeBlocked() {
        return strands.stream()
                .filter(s -> status(s.id) == ThreadStatus.BLOCKED)
                .map(this::whyBlocked)
                .collect(Collectors.joining("; "));
    }

    // ---- stepping

    private Event perform(ThreadId t, Long forced) {
        if (outcome().isFinal()) {
            throw new IllegalStateException("the execution is over: " + outcome());
        }
        Strand s = strand(t);
        if (status(t) != ThreadStatus.ENABLED) {
            throw new IllegalStateException(t + " is " + status(t));
        }
        Code.Instr instr = s.current();
        Op op = instr instanceof Code.Visible v ? v.op() : null;
        if (forced != null
                && !(op instanceof Op.Read
                        || op instanceof Op.Rmw
                        || op instanceof Op.Cas
                        || op instanceof Op.Choice)) {
            throw new IllegalArgumentException("the pending event of " + t + " reads nothing");
        }
        if (op instanceof Op.Choice c
                && forced != null
                && (forced < 0 || forced >= c.alternatives())) {
            throw new IllegalArgumentException(
                    "no alternative " + forced + " of " + c.alternatives());
        }
        Event e = events.next(s, forced, true);
        trace.add(e);
        s.events++;
        s.pc++;
        apply(s, instr, e);
        if (error == null && !exited) {
            runLocal(s);
        }
        return e;
    }

    /** The effects of performing {@code e} on memory, locks and threads. */
    private void apply(Strand s, Code.Instr instr, Event e) {
        if (e instanceof Event.Read r) {
            s.read(r.value());
            touch(s, r.address(), e);
        } else if (e instanceof Event.Write w) {
            memory.store(w.address(), w.value());
            touch(s, w.address(), e);
        } else if (e instanceof Event.Rmw u) {
            s.read(u.oldValue());
            memory.store(u.address(), u.newValue());
            touch(s, u.address(), e);
        } else if (e instanceof Event.CompareExchange c) {
            s.read(c.oldValue());
            if (c.success()) {
                memory.store(c.address(), c.replacement());
            }
            touch(s, c.address(), e);
        } else if (e instanceof Event.Lock l) {
            memory.hold(l.address(), s);
        } else if (e instanceof Event.TryLock t) {
            s.read(t.success() ? 1 : 0);
            if (t.success()) {
                memory.hold(t.address(), s);
            }
        } else if (e instanceof Event.Unlock u) {
            memory.hold(u.address(), null);
        } else if (e instanceof Event.CondWait w) {
            memory.hold(w.mutex(), null);
            conditions.startWaiting(w.condition(), s);
        } else if (e instanceof Event.CondWake w) {
            conditions.wake(w.condition(), s);
            memory.hold(w.mutex(), s);
        } else if (e instanceof Event.CondSignal sg) {
            conditions.signal(sg.condition());
        } else if (e instanceof Event.CondBroadcast b) {
            conditions.broadcast(b.condition());
        } else if (e instanceof Event.Free f) {
            Litmus.Var v = memory.at(f.address());
            if (memory.isFreed(v)) {
                fail(s, ErrorKind.DOUBLE_FREE, v.name(), e.location());
            }
            memory.free(v);
        } else if (e instanceof Event.Choice c) {
            s.read(c.chosen());
        } else if (e instanceof Event.Spawn sp) {
            Strand child = create(sp.child(), ((Code.Spawn) instr).body());
            s.children.add(child.id);
            runLocal(child);
        } else if (e instanceof Event.AtomicBegin) {
            s.atomicDepth++;
            atomicOwner = s;
        } else if (e instanceof Event.AtomicEnd) {
            if (--s.atomicDepth == 0) {
                atomicOwner = null;
            }
        } else if (e instanceof Event.Exit) {
            exited = true;
            for (Strand other : strands) {
                if (other.isLive()) {
                    other.terminal = ThreadStatus.FINISHED;
                }
            }
        }
    }

    /** Runs thread-local instructions until the next visible one, the end, or a failure. */
    private void runLocal(Strand s) {
        while (s.isLive()) {
            if (s.pc >= s.code.size()) {
                s.terminal = ThreadStatus.FINISHED;
                if (atomicOwner == s) {
                    atomicOwner = null;
                }
                return;
            }
            Code.Instr instr = s.current();
            if (instr instanceof Code.BranchUnless b) {
                s.pc = b.condition().test(s) ? s.pc + 1 : b.target();
            } else if (instr instanceof Code.Jump j) {
                s.pc = j.target();
            } else if (instr instanceof Code.Local l) {
                runLocal(s, l);
            } else if (instr instanceof Code.Visible v && misuse(s, v) != null) {
                fail(s, ErrorKind.PTHREAD_MISUSE, misuse(s, v), location(v.line()));
            } else {
                return;
            }
        }
    }

    /**
     * Stops {@code s} as if it looped forever; as in the interpreter, an atomic section it is in
     * ends, and the other threads go on.
     */
    private void assumeBlocked(Strand s) {
        s.terminal = ThreadStatus.ASSUME_BLOCKED;
        if (atomicOwner == s) {
            atomicOwner = null;
        }
    }

    private void runLocal(Strand s, Code.Local l) {
        Op op = l.op();
        if (op instanceof Op.Assume a) {
            if (!a.condition().test(s)) {
                assumeBlocked(s);
                return;
            }
        } else if (op instanceof Op.Check c) {
            if (!c.condition().test(s)) {
                fail(s, ErrorKind.ASSERTION, c.message(), location(l.line()));
                return;
            }
        } else if (op instanceof Op.LoopBound) {
            loopBoundHit = true;
            assumeBlocked(s);
            return;
        } else if (op instanceof Op.Print p) {
            output.append(p.text().apply(s));
        }
        s.pc++;
    }

    /** What is wrong with the pthread call the thread is about to make, or null. */
    private String misuse(Strand s, Code.Visible v) {
        if (v.op() instanceof Op.Unlock u && memory.holder(var(u.mutex())) != s) {
            return "unlocking " + u.mutex() + ", which " + s.id + " does not hold";
        }
        if (v.op() instanceof Op.Wait w && memory.holder(var(w.mutex())) != s) {
            return "waiting on " + w.condition() + " without holding " + w.mutex();
        }
        if (v.op() instanceof Op.Join j && (j.child() < 1 || j.child() > s.children.size())) {
            return s.id + " joins its child " + j.child() + ", which it has not created";
        }
        return null;
    }

    // ---- helpers

    private Strand create(ThreadId id, Code code) {
        Strand s = new Strand(id, code);
        strands.add(s);
        byId.put(id, s);
        return s;
    }

    private Strand strand(ThreadId t) {
        Strand s = byId.get(t);
        if (s == null) {
            throw new IllegalArgumentException("no thread " + t);
        }
        return s;
    }

    private boolean joinable(Strand s, Op.Join j) {
        return j.child() <= s.children.size()
                && strand(s.children.get(j.child() - 1)).terminal == ThreadStatus.FINISHED;
    }

    private Litmus.Var var(String name) {
        return memory.var(name);
    }

    private boolean canWake(Strand s, Code.Wake w) {
        return conditions.canWake(var(w.op().condition()).address(), s)
                && memory.holder(var(w.op().mutex())) == null;
    }

    /** Accessing freed memory is performed (and recorded) and then ends the execution. */
    private void touch(Strand s, long address, Event e) {
        Litmus.Var x = memory.at(address);
        if (memory.isFreed(x)) {
            fail(s, ErrorKind.USE_AFTER_FREE, x.name(), e.location());
        }
    }

    private void fail(Strand s, ErrorKind kind, String message, SourceLocation where) {
        ErrorReport report = new ErrorReport(kind, message, s.id, where);
        if (runningOn) {
            haltingErrors.add(report);
            if (atomicOwner == s) {
                atomicOwner = null;
            }
        } else {
            error = report;
        }
        s.terminal = ThreadStatus.ERROR;
    }

    /** The errors met so far by threads that halted on them, in a running-on execution. */
    List<ErrorReport> haltingErrors() {
        return haltingErrors;
    }

    private void nondeterminism(Event expected, String what, ThreadId t) {
        error =
                new ErrorReport(
                        ErrorKind.NONDETERMINISM,
                        "replay expected " + expected + " but " + what,
                        t,
                        expected.location());
        if (byId.containsKey(t)) {
            strand(t).terminal = ThreadStatus.ERROR;
        }
    }

    private String whyBlocked(Strand s) {
        if (atomicOwner != null && atomicOwner != s) {
            return s.id + " waits for the atomic section of " + atomicOwner.id;
        }
        if (s.current() instanceof Code.Wake w) {
            return conditions.canWake(var(w.op().condition()).address(), s)
                    ? s.id
                            + " waits for mutex "
                            + w.op().mutex()
                            + " to wake from "
                            + w.op().condition()
                    : s.id + " waits for a signal on " + w.op().condition();
        }
        Op op = ((Code.Visible) s.current()).op();
        if (op instanceof Op.Lock l) {
            return s.id
                    + " waits for mutex "
                    + l.mutex()
                    + " held by "
                    + memory.holder(var(l.mutex())).id;
        }
        Op.Join j = (Op.Join) op;
        return s.id + " joins " + s.children.get(j.child() - 1);
    }

    private SourceLocation location(int line) {
        return events.location(line);
    }
}
