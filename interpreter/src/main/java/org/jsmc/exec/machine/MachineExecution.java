package org.jsmc.exec.machine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.ErrorReport;
import org.jsmc.exec.Event;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Outcome;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.exec.memory.AddressSpace;
import org.jsmc.exec.memory.LittleEndian;
import org.jsmc.exec.memory.MemObject;
import org.jsmc.ir.LimitExceededException;
import org.jsmc.ir.SourceLocation;

/**
 * The interpreter's {@link Execution}: threads, memory, the trace, and the scheduling interface
 * explorers drive. The instruction loop is in {@link Interp}, the effects of visible operations in
 * {@link Effects}, library models in {@link Library}.
 */
final class MachineExecution implements Execution {
    final LinkedProgram program;
    final AddressSpace memory;
    final Interp interp;
    final Effects effects;
    final Library library;
    final Locks locks;
    final Leaks leaks;
    final PendingEvents events;
    final List<ThreadState> threads = new ArrayList<>();
    private final List<ThreadId> ids = new ArrayList<>();
    private final List<ThreadId> idsView = Collections.unmodifiableList(ids);
    ThreadState[] byIndex = new ThreadState[8];
    final List<Event> trace = new ArrayList<>();
    final MemObject[] globals;

    /** Whether main has created a thread: from then on, shared accesses are events. */
    boolean concurrent;

    /** The thread inside an atomic section, or null. */
    ThreadState atomicOwner;

    ErrorReport error;
    boolean exited;
    boolean loopBoundHit;

    /** How many {@code pthread_key_create} calls were made: the last key handed out. */
    long keys;

    /** Whether the loop bound cut a loop that creates threads. */
    boolean spawningLoopCut;

    /** Whether a {@code __VERIFIER_nondet_*} value came from a domain narrower than its type. */
    boolean nondetNarrowed;

    /** The thread whose code runs now (its memory changes are its own), or null. */
    private ThreadState running;

    /** {@link AddressSpace#version()} when {@link #running} started running. */
    private long runningSince;

    /**
     * The bytes the program printed. C strings are read one byte per {@code char}, so text is kept
     * as bytes and decoded as UTF-8 when asked for.
     */
    private final java.io.ByteArrayOutputStream output = new java.io.ByteArrayOutputStream();

    /** Condition variables' waiters and signals, by address; created on first use. */
    final Map<Long, Conditions.State> conditions = new HashMap<>();

    long waitTickets;

    MachineExecution(LinkedProgram program) {
        this(program, new AddressSpace(program.geometry), null);
        ThreadState main = newThread(ThreadId.MAIN, null);
        main.frame = program.mainFrame(this, main);
        switchTo(main);
        interp.run(main);
        switchTo(null);
    }

    /**
     * An execution over {@code memory} with its parts: its globals placed anew, or, for a fork of
     * {@code from} (whose memory's copy {@code memory} is), the copies of from's.
     */
    private MachineExecution(LinkedProgram program, AddressSpace memory, MachineExecution from) {
        this.program = program;
        this.memory = memory;
        if (from == null) {
            this.globals = program.placeGlobals(memory);
        } else {
            this.globals = new MemObject[from.globals.length];
            for (int i = 0; i < globals.length; i++) {
                globals[i] = memory.counterpart(from.globals[i]);
            }
        }
        this.interp = new Interp(this);
        this.effects = new Effects(this);
        this.library = new Library(this);
        this.locks = new Locks(this);
        this.leaks = new Leaks(this);
        this.events = new PendingEvents(this);
    }

    /** A fork of {@code from} (see {@link #fork}), between two steps. */
    private MachineExecution(MachineExecution from) {
        this(from.program, from.memory.copy(), from);
        leaks.copyFrom(from.leaks);
        byIndex = new ThreadState[from.byIndex.length];
        for (ThreadState t : from.threads) {
            ThreadState c =
                    t.copyFor(this, memory, t.parent == null ? null : byIndex[t.parent.id.index()]);
            threads.add(c);
            ids.add(c.id);
            byIndex[c.id.index()] = c;
        }
        for (ThreadState t : from.threads) {
            if (t.other != null) {
                byIndex[t.id.index()].other = byIndex[t.other.id.index()];
            }
        }
        trace.addAll(from.trace);
        concurrent = from.concurrent;
        atomicOwner = from.atomicOwner == null ? null : byIndex[from.atomicOwner.id.index()];
        error = from.error;
        exited = from.exited;
        loopBoundHit = from.loopBoundHit;
        keys = from.keys;
        spawningLoopCut = from.spawningLoopCut;
        nondetNarrowed = from.nondetNarrowed;
        runningSince = from.runningSince;
        output.writeBytes(from.output.toByteArray());
        from.conditions.forEach(
                (address, state) -> conditions.put(address, state.copyFor(byIndex)));
        waitTickets = from.waitTickets;
    }

    @Override
    public Execution fork() {
        if (running != null) {
            throw new IllegalStateException("fork during a step");
        }
        return new MachineExecution(this);
    }

    /**
     * Makes {@code t} the running thread, so that the memory changes from now on count as its own
     * (see {@link #writesOf}); returns the thread that ran before, to switch back to.
     */
    ThreadState switchTo(ThreadState t) {
        ThreadState previous = running;
        long now = memory.version();
        if (previous != null) {
            previous.writes += now - runningSince;
        }
        running = t;
        runningSince = now;
        return previous;
    }

    /** How many memory changes {@code t} has made so far in this execution. */
    long writesOf(ThreadState t) {
        return t == running ? t.writes + memory.version() - runningSince : t.writes;
    }

    /**
     * Whether accesses to {@code o} are visible events: once a thread was created, for shared
     * objects that can change. Read-only memory (string literals, constants) races with nothing, so
     * reading it is not an event.
     */
    boolean visible(MemObject o) {
        return concurrent && o.isShared() && !o.readOnly;
    }

    /**
     * At most this many threads in one execution: more is beyond exhaustive exploration, and a
     * program that gets there creates threads in a loop without bound.
     */
    static final int THREAD_LIMIT = 1000;

    ThreadState newThread(ThreadId id, ThreadState parent) {
        if (threads.size() >= THREAD_LIMIT) {
            throw new LimitExceededException(
                    "more than "
                            + THREAD_LIMIT
                            + " threads in one execution, created at "
                            + parent.location
                            + " (threads created in an unbounded loop? bound loops with"
                            + " --unroll N)");
        }
        ThreadState t = new ThreadState(id, parent);
        threads.add(t);
        ids.add(id);
        if (id.index() >= byIndex.length) {
            byIndex =
                    java.util.Arrays.copyOf(byIndex, Math.max(byIndex.length * 2, id.index() + 1));
        }
        byIndex[id.index()] = t;
        return t;
    }

    ThreadState thread(ThreadId id) {
        ThreadState t = lookup(id);
        if (t == null) {
            throw new IllegalArgumentException("no thread " + id + " in this execution");
        }
        return t;
    }

    /** The thread {@code id}, or null if it does not exist in this execution. */
    private ThreadState lookup(ThreadId id) {
        ThreadState t = id.index() < byIndex.length ? byIndex[id.index()] : null;
        return t != null && (t.id == id || t.id.equals(id)) ? t : null;
    }

    /** The thread whose pthread_t handle is {@code handle}, or null. */
    ThreadState threadByHandle(long handle) {
        long index = handle - 1;
        return index >= 0 && index < byIndex.length ? byIndex[(int) index] : null;
    }

    @Override
    public List<ThreadId> threads() {
        return idsView;
    }

    @Override
    public boolean exists(ThreadId id) {
        return lookup(id) != null;
    }

    @Override
    public ThreadStatus status(ThreadId id) {
        ThreadState t = thread(id);
        if (t.status != ThreadStatus.ENABLED) {
            return t.status;
        }
        if (error != null || exited) {
            return ThreadStatus.BLOCKED;
        }
        return effects.blocked(t) ? ThreadStatus.BLOCKED : ThreadStatus.ENABLED;
    }

    /** A thread is enabled here only while the execution runs (no error, no exit). */
    @Override
    public boolean canStep(ThreadId id) {
        return status(id) == ThreadStatus.ENABLED;
    }

    @Override
    public Event pending(ThreadId id) {
        ThreadState t = thread(id);
        if (t.status.isTerminal() || t.pending == null) {
            return null;
        }
        return events.of(t, t.events + 1, false);
    }

    @Override
    public Event step(ThreadId id) {
        return doStep(thread(id), false, 0);
    }

    @Override
    public Event step(ThreadId id, long value) {
        ThreadState t = thread(id);
        PendingKind k = t.pending;
        boolean reads = k == PendingKind.READ || k == PendingKind.RMW || k == PendingKind.CAS;
        if (k == PendingKind.CHOICE) {
            if (value < 0 || value >= t.alternatives) {
                throw new IllegalArgumentException(
                        "alternative " + value + " of " + t.alternatives);
            }
        } else if (!reads) {
            throw new IllegalArgumentException("the pending event of " + id + " reads nothing");
        }
        return doStep(t, true, value);
    }

    private Event doStep(ThreadState t, boolean forced, long value) {
        if (status(t.id) != ThreadStatus.ENABLED) {
            throw new IllegalStateException(t.id + " is not enabled: " + status(t.id));
        }
        if (t.events >= program.options.eventLimit()) {
            throw new LimitExceededException(
                    t.id
                            + " performed more than "
                            + program.options.eventLimit()
                            + " visible events in one execution, at "
                            + t.location
                            + " (an unbounded loop? bound loops with --unroll N)");
        }
        if (t.pending == PendingKind.CHOICE && !forced) {
            forced = true;
            value = 0;
        }
        ThreadState previous = switchTo(t);
        effects.perform(t, forced, value);
        Event e = events.of(t, ++t.events, true);
        trace.add(e);
        if (t.status == ThreadStatus.ENABLED && error == null && !exited) {
            effects.advance(t);
            interp.run(t);
        }
        switchTo(previous);
        return e;
    }

    @Override
    public Event replay(Event expected) {
        ThreadState t = lookup(expected.thread());
        if (t == null) {
            if (error == null) {
                error =
                        new ErrorReport(
                                ErrorKind.NONDETERMINISM,
                                "replay expected "
                                        + expected
                                        + " but "
                                        + expected.thread()
                                        + " does not exist",
                                expected.thread(),
                                expected.location());
            }
            return expected;
        }
        Event actual;
        if (expected instanceof Event.Choice c && t.pending == PendingKind.CHOICE) {
            actual = step(expected.thread(), c.chosen());
        } else if (status(expected.thread()) != ThreadStatus.ENABLED) {
            fail(
                    t,
                    ErrorKind.NONDETERMINISM,
                    "replay expected "
                            + expected
                            + " but "
                            + t.id
                            + " is "
                            + status(expected.thread()),
                    expected.location());
            return expected;
        } else {
            actual = step(expected.thread());
        }
        if (!actual.equals(expected) && error == null) {
            fail(
                    t,
                    ErrorKind.NONDETERMINISM,
                    "replay expected " + expected + " but got " + actual,
                    actual.location());
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
        for (ThreadState t : threads) {
            if (t.status == ThreadStatus.ASSUME_BLOCKED) {
                assumeBlocked = true;
            } else if (t.status == ThreadStatus.ENABLED) {
                if (!effects.blocked(t)) {
                    return Outcome.RUNNING;
                }
                blocked = true;
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
        return Collections.unmodifiableList(trace);
    }

    @Override
    public boolean loopBoundHit() {
        return loopBoundHit;
    }

    @Override
    public boolean spawningLoopCut() {
        return spawningLoopCut;
    }

    @Override
    public boolean nondetNarrowed() {
        return nondetNarrowed;
    }

    @Override
    public String output() {
        return output.toString(java.nio.charset.StandardCharsets.UTF_8);
    }

    /** Appends {@code text}, one byte per {@code char}, to what the program printed. */
    void print(String text) {
        output.writeBytes(text.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
    }

    @Override
    public String describe(long address) {
        return program.describe(memory, address);
    }

    @Override
    public long initialValue(long address, int size) {
        MemObject o = memory.find(address);
        if (o == null || !o.contains(address, size)) {
            throw new IllegalArgumentException("no object holds " + size + " bytes at " + address);
        }
        return LittleEndian.read(o.initialBytes(), (int) (address - o.base), size);
    }

    @Override
    public String describeBlocked() {
        StringBuilder s = new StringBuilder();
        for (ThreadState t : threads) {
            if (t.status == ThreadStatus.ENABLED && effects.blocked(t)) {
                if (s.length() > 0) {
                    s.append("; ");
                }
                s.append(t.id).append(' ').append(effects.blockReason(t));
            }
        }
        return s.toString();
    }

    /** Ends the execution with an error found by thread {@code t}. */
    void fail(ThreadState t, ErrorKind kind, String message, SourceLocation where) {
        if (error == null) {
            error = new ErrorReport(kind, message, t.id, where);
        }
        t.status = ThreadStatus.ERROR;
    }
}
