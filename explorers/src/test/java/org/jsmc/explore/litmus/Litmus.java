package org.jsmc.explore.litmus;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.explore.oracle.Notation;

/**
 * An event-level test program written in Java, faithful to the {@link Program}/{@link Execution}
 * contract, in the papers' notation:
 *
 * <pre>{@code
 * Litmus sb = litmus("SB").thread(w("x", 1), r("y")).thread(w("y", 1), r("x"));
 * Litmus spawning = main("join", spawn(w("x", 1)), spawn(r("x")), join(1), join(2));
 * }</pre>
 *
 * <p>Threads either all exist from the start ({@link #litmus} then {@link #thread}; they are {@code
 * <1>}, {@code <2>}, … with indices 0, 1, …, like the papers' T1, T2, …), or there is one {@code
 * main} thread {@code <0>} that spawns the others ({@link #main}). Variables are 4-byte unsigned
 * integers (see {@link #var}) initially 0 (see {@link #init}), at distinct 8-byte-aligned
 * addresses; mutexes and condition variables are named like variables and live in the same address
 * space. Plain reads and writes are non-atomic accesses, as in the papers' C litmus tests; RMWs and
 * CASes are atomic.
 *
 * <p>Build the program first, then run it: a program is not modified once started. It hands out
 * {@link ThreadId} indices for spawned threads the first time each creation path is seen, like the
 * interpreter.
 */
public final class Litmus implements Program {
    /** A variable or mutex: its name, address and size in bytes. */
    record Var(String name, int index, long address, int size) {}

    private static final long BASE = 0x1000;

    private final String name;
    private final boolean hasMain;
    private final List<Code> threads = new ArrayList<>();
    private final Map<String, Var> vars = new LinkedHashMap<>();
    private final Map<String, Long> initial = new HashMap<>();
    private final Map<String, ThreadId> threadIds = new HashMap<>();
    private int lines;

    private Litmus(String name, boolean hasMain) {
        this.name = name;
        this.hasMain = hasMain;
    }

    /** A program whose threads all exist from the start; add them with {@link #thread}. */
    public static Litmus litmus(String name) {
        return new Litmus(name, false);
    }

    /** A program with one main thread {@code <0>}, which spawns the others. */
    public static Litmus main(String name, Op... ops) {
        Litmus l = new Litmus(name, true);
        l.add(List.of(ops));
        return l;
    }

    /** Adds a thread that exists from the start. */
    public Litmus thread(Op... ops) {
        if (hasMain) {
            throw new IllegalStateException("a program with main spawns its threads");
        }
        add(List.of(ops));
        return this;
    }

    /** Sets the initial value of {@code var}. */
    public Litmus init(String var, long value) {
        declare(var, 4);
        initial.put(var, value);
        return this;
    }

    /** Declares {@code var} with {@code size} bytes (1, 2, 4 or 8) before its first use. */
    public Litmus var(String var, int size) {
        if (vars.containsKey(var)) {
            throw new IllegalStateException(var + " is already declared");
        }
        declare(var, size);
        return this;
    }

    @Override
    public Execution start() {
        return new LitmusExecution(this);
    }

    @Override
    public String name() {
        return name;
    }

    /** Names addresses by variable, for readable class keys. */
    public Notation notation() {
        return new Notation(this::describe);
    }

    /** {@code x}, {@code x+2}, or the address in hexadecimal. */
    public String describe(long address) {
        for (Var v : vars.values()) {
            if (v.address() <= address && address < v.address() + v.size()) {
                return address == v.address() ? v.name() : v.name() + "+" + (address - v.address());
            }
        }
        return "0x" + Long.toHexString(address);
    }

    /** The address of a variable or mutex. */
    public long address(String var) {
        return variable(var).address();
    }

    Var variable(String var) {
        Var v = vars.get(var);
        if (v == null) {
            throw new IllegalArgumentException("no variable " + var);
        }
        return v;
    }

    int variables() {
        return vars.size();
    }

    /** The variables in address order; a live view, not to be modified. */
    Collection<Var> allVariables() {
        return Collections.unmodifiableCollection(vars.values());
    }

    long initial(Var v) {
        return initial.getOrDefault(v.name(), 0L);
    }

    /** What {@code [address, address + size)} holds initially, little-endian. */
    long initialValue(long address, int size) {
        long value = 0;
        for (long b = address + size - 1; b >= address; b--) {
            value = (value << 8) | initialByte(b);
        }
        return value;
    }

    private long initialByte(long address) {
        for (Var v : vars.values()) {
            if (v.address() <= address && address < v.address() + v.size()) {
                return (initial(v) >>> (8 * (address - v.address()))) & 0xff;
            }
        }
        return 0;
    }

    List<Code> threads() {
        return threads;
    }

    /** The paths of the threads that exist from the start: {@code 0}, or {@code 1, 2, …}. */
    String initialPath(int k) {
        return hasMain ? "0" : Integer.toString(k + 1);
    }

    /** The stable id of the thread with creation path {@code path}. */
    ThreadId threadId(String path) {
        return threadIds.computeIfAbsent(path, p -> new ThreadId(threadIds.size(), p));
    }

    private void add(List<Op> ops) {
        declareAll(ops);
        threads.add(Code.compile(ops, () -> ++lines));
        threadId(initialPath(threads.size() - 1));
    }

    private void declareAll(List<Op> ops) {
        for (Op op : ops) {
            if (op instanceof Op.Read o) {
                declare(o.var(), 4);
            } else if (op instanceof Op.Write o) {
                declare(o.var(), 4);
            } else if (op instanceof Op.Rmw o) {
                declare(o.var(), 4);
            } else if (op instanceof Op.Cas o) {
                declare(o.var(), 4);
            } else if (op instanceof Op.Free o) {
                declare(o.var(), 4);
            } else if (op instanceof Op.Lock o) {
                declare(o.mutex(), 4);
            } else if (op instanceof Op.TryLock o) {
                declare(o.mutex(), 4);
            } else if (op instanceof Op.Unlock o) {
                declare(o.mutex(), 4);
            } else if (op instanceof Op.Wait o) {
                declare(o.condition(), 4);
                declare(o.mutex(), 4);
            } else if (op instanceof Op.Signal o) {
                declare(o.condition(), 4);
            } else if (op instanceof Op.Broadcast o) {
                declare(o.condition(), 4);
            } else if (op instanceof Op.Spawn o) {
                declareAll(o.body());
            } else if (op instanceof Op.Atomic o) {
                declareAll(o.body());
            } else if (op instanceof Op.When o) {
                declareAll(o.then());
                declareAll(o.orElse());
            }
        }
    }

    private void declare(String var, int size) {
        vars.computeIfAbsent(var, n -> new Var(n, vars.size(), BASE + 8L * vars.size(), size));
    }
}
