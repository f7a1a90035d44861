package org.jsmc.exec;

import java.util.List;
import java.util.Optional;

/**
 * One run of a {@link Program}, driven step by step by an explorer.
 *
 * <h2>Lifecycle</h2>
 *
 * <p>{@link Program#start()} creates the execution with {@code main} paused before its first
 * visible {@link Event}. At every moment each thread is either paused before its next visible event
 * or terminal ({@link ThreadStatus#isTerminal()}). The explorer looks at the threads' {@link
 * #status} and {@link #pending} events, picks an enabled thread and calls {@link #step}; the
 * interpreter performs that event, then runs the thread's thread-local code eagerly until its next
 * visible event, its end, a false assumption, or an error. Once {@link #outcome()} is final,
 * nothing more can be stepped.
 *
 * <p>Errors found while running (a failed assertion, an invalid access, …) set the thread's status
 * to {@link ThreadStatus#ERROR}, record an {@link ErrorReport}, and end the execution. Input
 * problems found while running (a call of an unsupported external function, a runaway loop) are
 * thrown as {@link org.jsmc.ir.JsmcException}s.
 *
 * <p>An execution is mutable, owned by the explorer that started it, and not thread-safe.
 */
public interface Execution {

    /**
     * The threads created so far, in creation order; {@code main} is first. The list is a live,
     * unmodifiable view that grows when a step spawns a thread: copy it to iterate while stepping.
     */
    List<ThreadId> threads();

    /** Whether thread {@code t} exists in this execution: {@code threads().contains(t)}. */
    default boolean exists(ThreadId t) {
        return threads().contains(t);
    }

    /** What thread {@code t} can do now. */
    ThreadStatus status(ThreadId t);

    /**
     * Whether thread {@code t} can step now: the execution is not over and {@code t} is enabled.
     * Cheaper than asking {@link #outcome} (which looks at every thread) where an implementation
     * knows that an enabled thread means a running execution.
     */
    default boolean canStep(ThreadId t) {
        return !outcome().isFinal() && status(t) == ThreadStatus.ENABLED;
    }

    /**
     * The event {@code t} would perform next: for an enabled thread the event {@link #step} would
     * perform now, for a blocked thread the attempt it is blocked on. Null for a terminal thread.
     */
    Event pending(ThreadId t);

    /**
     * Performs the pending event of {@code t} and runs {@code t} on to its next visible event.
     *
     * @return the completed event
     * @throws IllegalStateException if {@code t} is not {@link ThreadStatus#ENABLED}
     */
    Event step(ThreadId t);

    /**
     * Like {@link #step(ThreadId)}, with a value chosen by the explorer: for a {@link Event.Choice}
     * the alternative to take ({@code 0 … alternatives-1}); for a read, RMW or compare-exchange the
     * value the read returns instead of the one in memory (for explorers that choose reads-from
     * themselves). A write still updates memory as usual.
     *
     * @throws IllegalArgumentException if the pending event reads nothing and is no choice, or the
     *     alternative is out of range
     */
    Event step(ThreadId t, long value);

    /**
     * Steps {@code expected.thread()} and checks that the event performed equals {@code expected}.
     * On a difference the execution ends with an {@link ErrorKind#NONDETERMINISM} error describing
     * both events, and the returned event is the one actually performed.
     */
    Event replay(Event expected);

    /** Whether the execution is over, and how it ended. */
    Outcome outcome();

    /** The error that ended the execution, if any. */
    Optional<ErrorReport> error();

    /** The events performed so far, in order. */
    List<Event> trace();

    /**
     * An independent copy of this execution as it is now, which goes on from here by its own steps
     * (the two share nothing a step changes), or null if this kind of execution cannot be copied. A
     * search that would replay this execution's trace and then step on can take a copy instead.
     */
    default Execution fork() {
        return null;
    }

    /** Whether some thread was assume-blocked because a loop reached the {@code --unroll} bound. */
    boolean loopBoundHit();

    /**
     * Whether the {@code --unroll} bound cut a loop whose body calls {@code pthread_create}: the
     * program may create more threads than any bounded run explores.
     */
    default boolean spawningLoopCut() {
        return false;
    }

    /**
     * Whether some {@code __VERIFIER_nondet_*} call returned a value from a domain narrower than
     * its type ({@code --nondet-domain}), so that values the program could see were not explored.
     */
    default boolean nondetNarrowed() {
        return false;
    }

    /** What the program printed so far through {@code printf}, {@code puts} and friends. */
    String output();

    /**
     * A readable name for an address, e.g. {@code x}, {@code a[3]}, {@code counter+4}, or {@code
     * heap object #2 of <0.1>}.
     */
    String describe(long address);

    /**
     * The value location {@code [address, address + size)} held before any event of this execution
     * wrote it: what a read that reads from the initial write returns. {@code size} is at most 8.
     */
    long initialValue(long address, int size);

    /**
     * A one-line description of why no thread can move, for deadlock reports, e.g. {@code <0> joins
     * <0.1>; <0.1> waits for mutex m}.
     */
    String describeBlocked();
}
