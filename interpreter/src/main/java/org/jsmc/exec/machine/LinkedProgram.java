package org.jsmc.exec.machine;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsmc.exec.ExecOptions;
import org.jsmc.exec.Execution;
import org.jsmc.exec.Program;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.memory.AddressSpace;
import org.jsmc.exec.memory.Geometry;
import org.jsmc.exec.memory.LittleEndian;
import org.jsmc.exec.memory.MemObject;
import org.jsmc.exec.memory.ObjectKind;
import org.jsmc.ir.Type;

/**
 * A linked program: immutable code and initial memory image, plus the exploration-wide table of
 * thread identities. {@link #start()} gives a fresh {@link MachineExecution}: a fork of the one
 * that ran main's sequential prefix.
 */
public final class LinkedProgram implements Program {
    private final String name;
    final Geometry geometry;
    final ExecOptions options;
    private final Linker.GlobalLayout globals;
    private final LinkedFunction main;
    private final Object[] callables;
    private final long functionBase;
    private final Map<String, ThreadId> threadIds = new HashMap<>();

    /** {@link #child}, by parent index and ordinal - 1; grown on demand. */
    private ThreadId[][] children = new ThreadId[4][];

    /**
     * The program as it starts, run once up to its first visible event and never stepped: every
     * later start is a fork of it, so {@code main}'s sequential prefix and the placing of the
     * globals are not done again.
     */
    private MachineExecution pristine;

    LinkedProgram(
            String name,
            Geometry geometry,
            ExecOptions options,
            Linker.GlobalLayout globals,
            LinkedFunction main,
            Object[] callables,
            long functionBase) {
        this.name = name;
        this.geometry = geometry;
        this.options = options;
        this.globals = globals;
        this.main = main;
        this.callables = callables;
        this.functionBase = functionBase;
        threadIds.put(ThreadId.MAIN.path(), ThreadId.MAIN);
    }

    @Override
    public Execution start() {
        if (pristine == null) {
            pristine = new MachineExecution(this);
        }
        return pristine.fork();
    }

    @Override
    public String name() {
        return name;
    }

    /** The stable identity of the thread with creation path {@code path}. */
    ThreadId threadId(String path) {
        return threadIds.computeIfAbsent(path, p -> new ThreadId(threadIds.size(), p));
    }

    /**
     * The {@code k}-th child (1-based) of {@code parent}: {@link #threadId} of its path, remembered
     * so that the executions that create it again build no path.
     */
    ThreadId child(ThreadId parent, int k) {
        int p = parent.index();
        if (p >= children.length) {
            children = Arrays.copyOf(children, Math.max(p + 1, children.length * 2));
        }
        ThreadId[] known = children[p];
        if (known == null || k > known.length) {
            known = children[p] = Arrays.copyOf(known == null ? new ThreadId[0] : known, k + 4);
        }
        if (known[k - 1] == null) {
            known[k - 1] = threadId(parent.childPath(k));
        }
        return known[k - 1];
    }

    /** Creates the globals of a fresh execution at their linked addresses. */
    MemObject[] placeGlobals(AddressSpace memory) {
        MemObject[] objects = new MemObject[globals.count()];
        for (int i = 0; i < objects.length; i++) {
            objects[i] =
                    memory.placeGlobal(
                            globals.addresses[i],
                            globals.sizes[i],
                            globals.names[i],
                            globals.readOnly[i],
                            globals.images[i]);
        }
        return objects;
    }

    /** The function or library model at {@code address}, or null. */
    Object callableAt(long address) {
        long offset = address - functionBase;
        if (offset < 0 || offset % 16 != 0 || offset / 16 >= callables.length) {
            return null;
        }
        return callables[(int) (offset / 16)];
    }

    /** {@code main}'s frame, with {@code argc} and {@code argv} if it takes them. */
    Frame mainFrame(MachineExecution x, ThreadState t) {
        Frame f = new Frame(main, null, -1);
        if (main.paramSlots.length >= 2) {
            List<String> args = new java.util.ArrayList<>();
            args.add(name);
            args.addAll(options.arguments());
            int ps = geometry.pointerSize();
            MemObject argv =
                    x.memory.allocate(
                            -1, (long) (args.size() + 1) * ps, ps, ObjectKind.RUNTIME, "argv");
            for (int k = 0; k < args.size(); k++) {
                byte[] text =
                        (args.get(k) + "\0").getBytes(java.nio.charset.StandardCharsets.UTF_8);
                MemObject s =
                        x.memory.allocate(
                                -1, text.length, 1, ObjectKind.RUNTIME, "argv[" + k + "]");
                System.arraycopy(text, 0, s.writableBytes(), 0, text.length);
                LittleEndian.write(argv.writableBytes(), k * ps, ps, s.base);
            }
            f.r[main.paramSlots[0]] = args.size();
            f.r[main.paramSlots[1]] = argv.base;
        }
        if (options.unroll() > 0 && main.loopCount > 0) {
            f.loopArrivals = new int[main.loopCount];
        }
        return f;
    }

    /** The first frame of a thread running {@code routine(argument)}. */
    Frame threadFrame(LinkedFunction routine, long argument) {
        Frame f = new Frame(routine, null, -1);
        if (routine.paramSlots.length >= 1) {
            f.r[routine.paramSlots[0]] = argument;
        }
        if (options.unroll() > 0 && routine.loopCount > 0) {
            f.loopArrivals = new int[routine.loopCount];
        }
        return f;
    }

    /** The address of thread {@code t}'s copy of the thread-local global at {@code address}. */
    long threadLocalAddress(MachineExecution x, ThreadState t, long address) {
        int i = globalIndex(address);
        if (i < 0 || !globals.threadLocal[i]) {
            return address;
        }
        if (t.threadLocals == null) {
            t.threadLocals = new long[globals.count()];
        }
        if (t.threadLocals[i] == 0) {
            MemObject copy =
                    x.memory.allocate(
                            t.id.index(),
                            Math.max(globals.sizes[i], 1),
                            16,
                            ObjectKind.THREAD_LOCAL,
                            globals.names[i]);
            System.arraycopy(globals.images[i], 0, copy.writableBytes(), 0, globals.sizes[i]);
            t.threadLocals[i] = copy.base;
        }
        return t.threadLocals[i];
    }

    private int globalIndex(long address) {
        int i = java.util.Arrays.binarySearch(globals.addresses, address);
        return i >= 0 ? i : -1;
    }

    /** A readable name for {@code address}. */
    String describe(AddressSpace memory, long address) {
        if (address == 0) {
            return "NULL";
        }
        MemObject o = memory.find(address);
        if (o == null) {
            Object callable = callableAt(address);
            if (callable != null) {
                return "function " + callable;
            }
            return "0x" + Long.toHexString(address);
        }
        long offset = address - o.base;
        String base;
        Type type = null;
        if (o.kind == ObjectKind.GLOBAL) {
            base = o.name;
            int i = globalIndex(o.base);
            type = i >= 0 ? globals.types[i] : null;
        } else if (o.kind == ObjectKind.HEAP) {
            base = "heap object " + owner(o) + "@" + Long.toHexString(o.base);
        } else if (o.kind == ObjectKind.STACK) {
            base = "local of " + o.name + " " + owner(o) + "@" + Long.toHexString(o.base);
        } else {
            base = o.name;
        }
        // index into (nested) arrays as far as the offset goes: grid[1][2], ps[1]+8
        StringBuilder name = new StringBuilder(base);
        boolean indexed = false;
        while ((offset > 0 || indexed) && type instanceof Type.Array a && a.element().size() > 0) {
            long i = offset / a.element().size();
            name.append('[').append(i).append(']');
            offset -= i * a.element().size();
            type = a.element();
            indexed = true;
        }
        if (offset != 0) {
            name.append('+').append(offset);
        }
        return name.toString();
    }

    private String owner(MemObject o) {
        for (ThreadId id : threadIds.values()) {
            if (id.index() == o.owner) {
                return "of " + id;
            }
        }
        return "";
    }
}
