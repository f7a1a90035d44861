/**
 * The unfolding of a program: its events, their causality and conflicts (QPOR, Nguyen, Rodríguez,
 * Sousa, Coti, Petrucci, CAV'18, §2 and §5; research note seed-002 §1–§2).
 *
 * <h2>Events</h2>
 *
 * <p>An {@link org.jsmc.explore.unfolding.Occurrence} is one action of one thread after one
 * history, named by its thread predecessor and its other immediate causes and hash-consed on that
 * name ({@link org.jsmc.explore.unfolding.Unfolding}). Its immediate causes are the maximal events
 * of other threads its action depends on, plus the spawn before a thread's first event and the
 * joined thread's last event before a join. Every memory access another thread can reach is an
 * event (the interpreter's visible events), so the unfolding is exact on programs with races; with
 * {@link org.jsmc.explore.Interference#LOCKS} accesses depend on nothing and only mutex operations
 * interfere, DPU's model: there accesses, {@code free}s and fences are no events (the search runs
 * them with their thread's previous event, {@link org.jsmc.explore.unfolding.Unfolding#folded}), so
 * that the events are DPU's but for its thread start and exit events, which {@link
 * org.jsmc.explore.unfolding.Unfolding#sizeInDpuModel()} counts. A nondeterministic choice is one
 * event per alternative.
 *
 * <h2>Invariants the code relies on</h2>
 *
 * <ol>
 *   <li>Events of one thread are ordered or in conflict: the thread predecessors form a tree per
 *       thread, and {@code a ≤ b} is an ancestor test in the tree of {@code a}'s thread below
 *       {@code b}'s per-thread maximum ({@link org.jsmc.explore.unfolding.Cone}; jump pointers make
 *       it logarithmic).
 *   <li>Operations on one synchronisation object are pairwise dependent, so in every configuration
 *       they form a chain; two configurations conflict through an object exactly when their last
 *       operations on it are unordered (Theorem 6, generalised from mutexes to trylocks and
 *       initialisations). The siblings of an operation in its object's tree are the only candidates
 *       for an immediate conflict through it.
 *   <li>What remains, memory accesses and terminal events, is compared pairwise among the events
 *       one side has and the other lacks; those are few (the paper measures one to four levels).
 *   <li>A terminal event (an {@code exit()}, or an action after which its thread fails) depends on
 *       every event: nothing follows it. Whether an action fails is learned when a run performs it;
 *       an extension that turns out to fail is a phantom, never used as a clue again, and an
 *       extension known to fail is not created: a read with the same thread predecessor and the
 *       same value read, any other action with the same history (its failure may come from the
 *       history: an unlock of a mutex another thread holds, folded code reading what it wrote).
 * </ol>
 *
 * <h2>Extensions</h2>
 *
 * <p>{@link org.jsmc.explore.unfolding.Extensions} adds, after each run, every event whose strict
 * history lies in the run's final configuration: DPU's {@code cexp} generalised from mutexes to any
 * dependence (a lock's histories are prefixes of its mutex's chain, a read's of the writes, a
 * write's the writes and any set of the reads after them), for the run's events and for every
 * thread's pending action, blocked or not (the completeness fix for threads that end blocked on a
 * lock, note §2.2). The outcome of a compare-exchange or trylock is worked out from the history,
 * and the dependence follows it. Under {@code LOCKS}, {@link
 * org.jsmc.explore.unfolding.ConflictingLocks} first creates DPU's conflicting extensions of the
 * mutex locks in DPU's order, which fixes the order of immediate conflicts and so the alternatives
 * k-partial searches find; a lock whose chain DPU's walk covered entirely is then skipped by the
 * generic pass.
 *
 * <h2>Spikes</h2>
 *
 * <p>The comb asks, after every pop of the trail, which immediate conflicts of a disabled event the
 * configuration can be extended with ({@link
 * org.jsmc.explore.unfolding.Unfolding#spikeInDpuOrder}). {@link
 * org.jsmc.explore.unfolding.Footprint} answers each with a witness, an event of the configuration
 * in conflict with the candidate's history (the earliest one where threads went other ways);
 * conflict is inherited, so the answer holds while the witness stays. Under {@code LOCKS} a lock's
 * candidates are all its mutex siblings, hundreds on DISP: {@link
 * org.jsmc.explore.unfolding.LockSiblings} keeps them sorted by the trail position of their
 * witness, so that only those whose witness was popped are tested again.
 */
package org.jsmc.explore.unfolding;
