package org.jsmc.explore.litmus;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntSupplier;
import java.util.function.Predicate;

/**
 * A litmus thread's operations compiled to a flat instruction list with jumps, so that a thread's
 * state is just a program counter and the values it has read. Each instruction that can produce an
 * event or an error has its own line number, used as the event's source location.
 */
final class Code {
    /** One compiled instruction. */
    sealed interface Instr {}

    /**
     * A visible operation: one of Read … Exit of {@link Op}, except Spawn and Atomic ({@link
     * Op.Wait} is its first half).
     */
    record Visible(Op op, int line) implements Instr {}

    record Spawn(Code body, int line) implements Instr {}

    /** The second half of {@link Op.Wait}: waking and re-acquiring the mutex. */
    record Wake(Op.Wait op, int line) implements Instr {}

    record AtomicBegin(int line) implements Instr {}

    record AtomicEnd(int line) implements Instr {}

    /** A thread-local operation: Assume, Check, LoopBound or Print. */
    record Local(Op op, int line) implements Instr {}

    /** Jumps to {@code target} unless the condition holds. */
    record BranchUnless(Predicate<Values> condition, int target) implements Instr {}

    record Jump(int target) implements Instr {}

    private final List<Instr> instrs;

    private Code(List<Instr> instrs) {
        this.instrs = List.copyOf(instrs);
    }

    /** Compiles {@code ops}, numbering lines from {@code lines}. */
    static Code compile(List<Op> ops, IntSupplier lines) {
        List<Instr> out = new ArrayList<>();
        emit(ops, out, lines);
        return new Code(out);
    }

    int size() {
        return instrs.size();
    }

    Instr at(int pc) {
        return instrs.get(pc);
    }

    private static void emit(List<Op> ops, List<Instr> out, IntSupplier lines) {
        for (Op op : ops) {
            if (op instanceof Op.When w) {
                int branch = out.size();
                out.add(null);
                emit(w.then(), out, lines);
                int jump = out.size();
                out.add(null);
                out.set(branch, new BranchUnless(w.condition(), out.size()));
                emit(w.orElse(), out, lines);
                out.set(jump, new Jump(out.size()));
            } else if (op instanceof Op.Spawn s) {
                out.add(new Spawn(compile(s.body(), lines), lines.getAsInt()));
            } else if (op instanceof Op.Wait w) {
                out.add(new Visible(w, lines.getAsInt()));
                out.add(new Wake(w, lines.getAsInt()));
            } else if (op instanceof Op.Atomic a) {
                out.add(new AtomicBegin(lines.getAsInt()));
                emit(a.body(), out, lines);
                out.add(new AtomicEnd(lines.getAsInt()));
            } else if (op instanceof Op.Assume
                    || op instanceof Op.Check
                    || op instanceof Op.LoopBound
                    || op instanceof Op.Print) {
                out.add(new Local(op, lines.getAsInt()));
            } else {
                out.add(new Visible(op, lines.getAsInt()));
            }
        }
    }
}
