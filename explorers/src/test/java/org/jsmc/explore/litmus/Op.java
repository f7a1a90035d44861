package org.jsmc.explore.litmus;

import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;
import org.jsmc.ir.RmwOp;

/**
 * An operation of a litmus thread, in the papers' notation: {@code r("x")}, {@code w("x", 1)},
 * {@code faa("x", 1)}, {@code lock("m")}, {@code when(v -> v.get(0) == 1, w("y", 1))}, …. Visible
 * operations become one {@link org.jsmc.exec.Event} each; {@link When}, {@link Assume}, {@link
 * Check}, {@link LoopBound} and {@link Print} are thread-local and run eagerly. Import the
 * factories statically: {@code import static org.jsmc.explore.litmus.Op.*;}.
 */
public sealed interface Op {

    /**
     * A load of {@code var}, plain or atomic (as C11 {@code atomic_load}); its value is appended to
     * the thread's {@link Values}.
     */
    record Read(String var, boolean atomic) implements Op {}

    /** A store to {@code var}, plain or atomic, of a value computed from the values read so far. */
    record Write(String var, ToLongFunction<Values> value, boolean atomic) implements Op {}

    /**
     * An atomic read-modify-write; the old value is appended to the values. With {@code resultUsed}
     * false the event says that the program ignores the old value (it is still appended, so value
     * indices stay simple).
     */
    record Rmw(String var, RmwOp op, long operand, boolean resultUsed) implements Op {}

    /** A strong compare-exchange; the old value is appended to the values. */
    record Cas(String var, long expected, long replacement) implements Op {}

    /** {@code pthread_mutex_lock}: blocks while another thread holds the mutex. */
    record Lock(String mutex) implements Op {}

    /** {@code pthread_mutex_trylock}: appends 1 if it acquired the mutex, 0 if it was busy. */
    record TryLock(String mutex) implements Op {}

    /** {@code pthread_mutex_unlock}; unlocking a mutex the thread does not hold is an error. */
    record Unlock(String mutex) implements Op {}

    /**
     * {@code pthread_cond_wait}: releases {@code mutex} and waits on {@code condition} (a {@code
     * CondWait} event), then wakes on a signal or broadcast and re-acquires the mutex (a {@code
     * CondWake} event). Waiting without holding the mutex is an error.
     */
    record Wait(String condition, String mutex) implements Op {}

    /** {@code pthread_cond_signal}: wakes one thread waiting now; lost if none is. */
    record Signal(String condition) implements Op {}

    /** {@code pthread_cond_broadcast}: wakes every thread waiting now. */
    record Broadcast(String condition) implements Op {}

    record Fence() implements Op {}

    /** Frees {@code var}; later accesses are use-after-free errors, a second free a double free. */
    record Free(String var) implements Op {}

    /** A nondeterministic choice of {@code 0 … alternatives-1}, appended to the values. */
    record Choice(int alternatives) implements Op {}

    /** Creates a thread running {@code body}; it is this thread's next child (1-based). */
    record Spawn(List<Op> body) implements Op {}

    /** Joins this thread's {@code child}-th child (1-based). */
    record Join(int child) implements Op {}

    /** {@code body} as an atomic section: no other thread runs until it ends. */
    record Atomic(List<Op> body) implements Op {}

    /** {@code exit(status)}: ends every thread. */
    record Exit(int status) implements Op {}

    /** Runs {@code then} if the condition holds on the values read so far, else {@code orElse}. */
    record When(Predicate<Values> condition, List<Op> then, List<Op> orElse) implements Op {
        /** This conditional with an else branch. */
        public When otherwise(Op... ops) {
            return new When(condition, then, List.of(ops));
        }
    }

    /** {@code __VERIFIER_assume}: the thread becomes assume-blocked if the condition fails. */
    record Assume(Predicate<Values> condition) implements Op {}

    /** {@code assert}: the execution ends in an assertion error if the condition fails. */
    record Check(Predicate<Values> condition, String message) implements Op {}

    /** The loop bound is hit here: the thread becomes assume-blocked and the bound is noted. */
    record LoopBound() implements Op {}

    /** Appends text to the program's output. */
    record Print(Function<Values, String> text) implements Op {}

    static Op r(String var) {
        return new Read(var, false);
    }

    static Op w(String var, long value) {
        return new Write(var, v -> value, false);
    }

    static Op w(String var, ToLongFunction<Values> value) {
        return new Write(var, value, false);
    }

    /** An atomic load ({@code atomic_load}). */
    static Op ra(String var) {
        return new Read(var, true);
    }

    /** An atomic store ({@code atomic_store}). */
    static Op wa(String var, long value) {
        return new Write(var, v -> value, true);
    }

    static Op faa(String var, long operand) {
        return new Rmw(var, RmwOp.ADD, operand, true);
    }

    static Op xchg(String var, long value) {
        return new Rmw(var, RmwOp.XCHG, value, true);
    }

    static Op rmw(String var, RmwOp op, long operand) {
        return new Rmw(var, op, operand, true);
    }

    /** An RMW whose result the program does not use, as {@code atomic_fetch_add(&x, 1);}. */
    static Op rmwUnused(String var, RmwOp op, long operand) {
        return new Rmw(var, op, operand, false);
    }

    static Op cas(String var, long expected, long replacement) {
        return new Cas(var, expected, replacement);
    }

    static Op lock(String mutex) {
        return new Lock(mutex);
    }

    static Op trylock(String mutex) {
        return new TryLock(mutex);
    }

    static Op unlock(String mutex) {
        return new Unlock(mutex);
    }

    static Op await(String condition, String mutex) {
        return new Wait(condition, mutex);
    }

    static Op signal(String condition) {
        return new Signal(condition);
    }

    static Op broadcast(String condition) {
        return new Broadcast(condition);
    }

    static Op fence() {
        return new Fence();
    }

    static Op free(String var) {
        return new Free(var);
    }

    static Op choice(int alternatives) {
        return new Choice(alternatives);
    }

    static Op spawn(Op... body) {
        return new Spawn(List.of(body));
    }

    static Op join(int child) {
        return new Join(child);
    }

    static Op atomic(Op... body) {
        return new Atomic(List.of(body));
    }

    static Op exit(int status) {
        return new Exit(status);
    }

    static When when(Predicate<Values> condition, Op... then) {
        return new When(condition, List.of(then), List.of());
    }

    static Op assume(Predicate<Values> condition) {
        return new Assume(condition);
    }

    static Op check(Predicate<Values> condition, String message) {
        return new Check(condition, message);
    }

    static Op loopBound() {
        return new LoopBound();
    }

    static Op print(Function<Values, String> text) {
        return new Print(text);
    }

    /** {@code ops} repeated {@code n} times, for the papers' parameterised families. */
    static Op[] times(int n, Op... ops) {
        Op[] out = new Op[n * ops.length];
        for (int i = 0; i < n; i++) {
            System.arraycopy(ops, 0, out, i * ops.length, ops.length);
        }
        return out;
    }
}
