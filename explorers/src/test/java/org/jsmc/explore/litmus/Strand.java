package org.jsmc.explore.litmus;

import java.util.ArrayList;
import java.util.List;
import org.jsmc.exec.ThreadId;
import org.jsmc.exec.ThreadStatus;

/**
 * The run-time state of one litmus thread in one execution: where it is in its code, what it has
 * read, how many events it performed, its children, its atomic-section depth, and its terminal
 * status once it has one. Mutable, owned by its {@link LitmusExecution}.
 */
final class Strand implements Values {
    final ThreadId id;
    final Code code;
    final List<ThreadId> children = new ArrayList<>();
    private final List<Long> values = new ArrayList<>();
    int pc;
    int events;
    int atomicDepth;

    /** FINISHED, ASSUME_BLOCKED or ERROR once the thread is over; null while it lives. */
    ThreadStatus terminal;

    Strand(ThreadId id, Code code) {
        this.id = id;
        this.code = code;
    }

    boolean isLive() {
        return terminal == null;
    }

    /** The instruction the thread is paused before. */
    Code.Instr current() {
        return code.at(pc);
    }

    void read(long value) {
        values.add(value);
    }

    @Override
    public long get(int i) {
        return values.get(i);
    }

    @Override
    public int size() {
        return values.size();
    }
}
