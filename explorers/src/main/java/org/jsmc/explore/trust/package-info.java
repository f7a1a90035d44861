/**
 * TruSt, the optimal DPOR over execution graphs (Kokologiannakis, Marmanis, Gladstein, Vafeiadis,
 * POPL'22), as restated by the bounded-POR paper (Marmanis, Vafeiadis, FMCAD'23, Alg. 2) and the
 * research note {@code seed-003-bpor.md}. Built on {@link org.jsmc.explore.graph}.
 *
 * <h2>The invariant</h2>
 *
 * <p>Every graph the search visits is SC-consistent and has one parent: it was reached either by
 * adding the next event of the left-most thread that can move (a read with one of its possible
 * sources, a write at one of its coherence positions) or by a backward revisit whose deleted nodes
 * re-adding would rebuild maximally ({@link org.jsmc.explore.trust.Revisits}). So every consistent
 * complete graph is visited exactly once, and each is one Mazurkiewicz class of SC executions.
 *
 * <h2>The round-robin bound</h2>
 *
 * <p>With {@link org.jsmc.explore.Options#roundBound()} every graph is also checked against the
 * bound where it is formed ({@link org.jsmc.explore.graph.Rounds}) and pruned over it. The paper's
 * Prop. 2 (no TruSt step lowers the rounds) makes that complete; its proof appends the events a
 * revisit deletes in non-decreasing thread order, which a join of a later thread forbids, and brute
 * force finds programs with joins where a graph within the bound is reached only from one over it
 * (the example in {@code TrustRoundsTest#joinsBreakMonotonicity}; GenMC 0.11 explores the same).
 * Without joins, the property tests find the bounded runs exact. Errors are bounded with their
 * graphs: after an error the graph goes on with the failing thread halted, so the graphs bounded
 * are those of executions where a thread that fails stops and the others run to their ends. A
 * bounded run reports every error met in such an execution of at most k rounds (the property test
 * holds it to a brute force of those executions), each with its porf-prefix as the execution that
 * reaches it. An error whose own trace has fewer rounds than every such execution can need a larger
 * bound ({@code TrustRoundsTest#anErrorTraceCanNeedFewerRoundsThanItsGraph}).
 *
 * <h2>Event model</h2>
 *
 * <ul>
 *   <li>Loads, stores, RMWs and compare-exchanges on whole locations (mixed sizes refused); an RMW
 *       or successful compare-exchange is one update node whose write follows its source in
 *       coherence; a failed compare-exchange is a read.
 *   <li>Mutexes are locations: a lock acquisition is an update reading "free" and writing "held"
 *       (an await-CAS: reading "held" leaves an {@link org.jsmc.explore.graph.Kind#AWAIT} node that
 *       blocks the thread until a revisit gives it a release); unlock, init and destroy are writes;
 *       a trylock is an update either way (a failed one writes "held" over "held", so trylocks
 *       order among themselves as lock operations do in the other algorithms). Executions that end
 *       with a thread blocked by an attempt that read a mutex released later are not executions of
 *       the program: they are counted as await-blocked, as GenMC counts its blocked ones.
 *   <li>Spawn and join are program-order edges; choices branch on their alternatives; assume and
 *       loop bounds block threads as the interpreter says.
 *   <li>Errors: a node after which its thread fails is reported (with the part of the graph the
 *       error needs, when other nodes of the graph already halt), then marked as halting: the
 *       replay stops performing it, and the graph goes on with the other threads, whose reads and
 *       errors must be explored too. Graphs with a halting node are not executions themselves.
 *   <li>A rwlock is a location holding its number of readers or "writer": read acquisitions, read
 *       releases and trylocks are updates (a read release decrements), a write acquisition awaits 0
 *       as a mutex acquisition awaits "free", a write release writes 0.
 *   <li>An atomic section is one unit: its nodes are consecutive in every linearization ({@link
 *       org.jsmc.explore.graph.Consistency} contracts them) and in the round count; while a graph
 *       holds a section the replay entered and no end yet, only its thread moves. A section whose
 *       thread fails inside is not entered by later replays, so that the others go on.
 *   <li>Condition variables live in the value of their mutex ({@link
 *       org.jsmc.explore.trust.Conditions}): a wait is an update that releases it and registers the
 *       waiter, a wake-up an update that consumes a signal and acquires it (an await node while it
 *       cannot), a signal or broadcast takes effect with its thread's release. Exact when each
 *       condition is used with one mutex and signalled only by its holder; otherwise refused.
 *   <li>{@code free} and {@code exit} once every other thread has finished and its last node
 *       precedes them in porf (joined): they then follow all other events in every execution.
 *   <li>Refused with a one-line error naming {@code optimal}: a signal without the condition's
 *       mutex or a condition used with two mutexes, {@code free} and {@code exit} while another
 *       thread may run, a thread that blocks inside an atomic section (the others are then cut
 *       short wherever they are, one execution per prefix, which graphs do not enumerate).
 * </ul>
 */
package org.jsmc.explore.trust;
