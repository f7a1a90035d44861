package org.jsmc.exec.machine;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.jsmc.exec.Check;
import org.jsmc.exec.ErrorKind;
import org.jsmc.exec.ThreadStatus;
import org.jsmc.exec.memory.LittleEndian;
import org.jsmc.exec.memory.MemObject;
import org.jsmc.exec.memory.ObjectKind;
import org.jsmc.ir.SourceLocation;

/**
 * {@code --check memtrack} and {@code --check memcleanup}: heap memory at the end of the program.
 *
 * <p>The program ends when every thread has finished or a thread calls {@code exit}. Then a heap
 * block still allocated is <em>lost</em> (memtrack, SV-COMP's {@code valid-memtrack}) when no
 * pointer reaches it from the roots: the globals and, at {@code exit}, the stacks of the threads
 * that had not finished, their registers and their address-taken locals. Returning from a thread's
 * start routine (also from {@code main}) ends its locals' scope, so at a normal end only the
 * globals are roots. Reachability is transitive through heap blocks. The scan is conservative:
 * every aligned pointer-sized word whose value points into a live block (its first byte up to one
 * past its end) is a pointer. A block still allocated at all is unfreed (memcleanup, {@code
 * valid-memcleanup}). The first such block in allocation order is reported, at its allocation site.
 *
 * <p>Only with one of the two checks on does the interpreter remember the heap blocks and their
 * sites.
 */
final class Leaks {
    private final MachineExecution x;
    private final boolean memtrack;
    private final boolean memcleanup;
    private final List<MemObject> blocks = new ArrayList<>();
    private final List<SourceLocation> sites = new ArrayList<>();

    Leaks(MachineExecution x) {
        this.x = x;
        this.memtrack = x.program.options.checks(Check.MEMTRACK);
        this.memcleanup = x.program.options.checks(Check.MEMCLEANUP);
    }

    /** Remembers the blocks {@code from} (of the execution this one forks) remembers. */
    void copyFrom(Leaks from) {
        if (from.blocks.isEmpty()) {
            return; // no check remembers blocks, or none was allocated yet
        }
        for (MemObject o : from.blocks) {
            blocks.add(x.memory.counterpart(o));
        }
        sites.addAll(from.sites);
    }

    /** Remembers a heap block allocated at {@code site}, when a check needs it. */
    void allocated(MemObject block, SourceLocation site) {
        if (memtrack || memcleanup) {
            blocks.add(block);
            sites.add(site);
        }
    }

    /** Thread {@code t} finished: if it was the last, the program ends. */
    void threadFinished(ThreadState t) {
        if (blocks.isEmpty() || x.exited) {
            return;
        }
        for (ThreadState other : x.threads) {
            if (other.status != ThreadStatus.FINISHED) {
                return;
            }
        }
        programEnds(t, false);
    }

    /**
     * Thread {@code t} ends the program, by {@code exit} if {@code exiting} (before the other
     * threads stop) or as the last thread to finish: reports the first lost or unfreed block.
     */
    void programEnds(ThreadState t, boolean exiting) {
        if (blocks.isEmpty() || x.error != null) {
            return;
        }
        Set<MemObject> reached = memtrack ? reachable(exiting) : Set.of();
        for (int i = 0; i < blocks.size(); i++) {
            MemObject b = blocks.get(i);
            if (b.isLive() && memtrack && !reached.contains(b)) {
                report(t, ErrorKind.MEMORY_LEAK, i, "unreachable");
                return;
            }
        }
        for (int i = 0; i < blocks.size() && memcleanup; i++) {
            if (blocks.get(i).isLive()) {
                report(t, ErrorKind.MEMORY_NOT_FREED, i, "not freed");
                return;
            }
        }
    }

    private void report(ThreadState t, ErrorKind kind, int i, String what) {
        MemObject b = blocks.get(i);
        String end = t.status == ThreadStatus.FINISHED ? "when the program ends" : "at exit";
        x.fail(
                t,
                kind,
                b.size
                        + " bytes allocated at "
                        + sites.get(i)
                        + " ("
                        + x.describe(b.base)
                        + ") are "
                        + what
                        + " "
                        + end
                        + (t.location.isKnown() ? " at " + t.location : ""),
                sites.get(i));
    }

    /** The live heap blocks a pointer reaches from the roots, transitively. */
    private Set<MemObject> reachable(boolean exiting) {
        Set<MemObject> reached = Collections.newSetFromMap(new IdentityHashMap<>());
        ArrayDeque<MemObject> work = new ArrayDeque<>();
        for (MemObject g : x.globals) {
            if (g != null) {
                scan(g, reached, work);
            }
        }
        if (exiting) {
            for (ThreadState t : x.threads) {
                if (t.status == ThreadStatus.FINISHED || t.status == ThreadStatus.ERROR) {
                    continue;
                }
                for (Frame f = t.frame; f != null; f = f.caller) {
                    for (long v : f.r) {
                        mark(v, reached, work);
                    }
                    if (f.locals != null) {
                        for (MemObject local : f.locals) {
                            scan(local, reached, work);
                        }
                    }
                }
            }
        }
        while (!work.isEmpty()) {
            scan(work.pop(), reached, work);
        }
        return reached;
    }

    /** Marks the blocks the words of {@code o} point to. */
    private void scan(MemObject o, Set<MemObject> reached, ArrayDeque<MemObject> work) {
        if (!o.isLive()) {
            return;
        }
        int word = x.program.geometry.pointerSize();
        byte[] bytes = o.bytes();
        long first = (o.base + word - 1) / word * word - o.base;
        for (long off = first; off + word <= o.size; off += word) {
            mark(LittleEndian.read(bytes, (int) off, word), reached, work);
        }
    }

    private void mark(long value, Set<MemObject> reached, ArrayDeque<MemObject> work) {
        MemObject target = x.memory.referredTo(value);
        if (target != null
                && target.kind == ObjectKind.HEAP
                && target.isLive()
                && reached.add(target)) {
            work.push(target);
        }
    }
}
