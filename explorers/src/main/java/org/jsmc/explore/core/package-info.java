/**
 * Machinery every explorer shares.
 *
 * <ul>
 *   <li>{@link org.jsmc.explore.core.Exploration}: the bookkeeping of one {@code explore} call:
 *       what a finished execution means (counts, first error, loop bound, listener calls in the
 *       order {@link org.jsmc.explore.Listener} documents), limits, and the {@link
 *       org.jsmc.explore.Result}.
 *   <li>{@link org.jsmc.explore.core.Tally}: counts executions into Nidhugg's buckets.
 *   <li>{@link org.jsmc.explore.core.Limits}: the trace and time limits.
 *   <li>{@link org.jsmc.explore.core.Counterexample}: an execution's error with its trace and
 *       output; a deadlock becomes an error here when {@code --deadlock-is-error}.
 *   <li>{@link org.jsmc.explore.core.Replay}: replaying recorded events into a fresh execution and
 *       reporting divergence as a {@code NONDETERMINISM} error.
 * </ul>
 *
 * The sequence DPOR search of {@code source}, {@code optimal} and {@code observers}: {@code
 * DporSearch} (the search, its decisions and sleep sets), {@code Steps} and {@code Step} (the
 * trace's steps with vector clocks), {@code RaceFinder} (races), {@code Reversals} (a race's
 * reversing sequence built from its trace), {@code Reversal} (that sequence and what source sets
 * and wakeup trees ask of it), {@code Rerun} (a step run again in another state), {@code Probe}
 * (probe executions of what a step not performed would do), {@code SleepSet}.
 *
 * <h2>Counting conventions (Nidhugg's)</h2>
 *
 * A complete, deadlocked or erroneous execution is a <em>trace</em>; deadlocked and erroneous
 * traces are also counted in their own buckets. An assume-blocked execution (false {@code
 * __VERIFIER_assume} or loop bound) is not a trace. With {@code --deadlock-is-error} a deadlock is
 * counted as a trace, a deadlock and an error, and reported as an error of kind {@code DEADLOCK}
 * whose message is {@link org.jsmc.exec.Execution#describeBlocked()}. Executions an explorer
 * abandons (sleep-set-blocked, await-blocked, bound-pruned) are never traces. Limits are checked
 * between executions, so every counted execution is whole.
 *
 * <h2>Choices in the sequence DPOR search ({@code DporSearch}, {@code source}, {@code optimal},
 * {@code observers})</h2>
 *
 * The invariant the choice handling follows:
 *
 * <ol>
 *   <li>A choice ({@code __VERIFIER_nondet_*}) is taken as soon as its thread reaches it, lowest
 *       thread first, before any other step (as the oracle and every replay take it). It conflicts
 *       with nothing; only its failure (an error right after it) conflicts with everything.
 *   <li>The choices made right after a scheduled step, one after the other, by the step's thread
 *       or, for a spawn, by the thread it created (its first events), are the step's <em>chain</em>
 *       ({@link org.jsmc.explore.core.ChoicePaths}): they belong to the step. A race with a choice
 *       is a race with the chain's step ({@code RaceFinder.withoutChoices}), and a failure in the
 *       chain makes the step a failing (universal) one in a reversal ({@code
 *       Reversals.failsByChoice}: where the failing choice follows the step at once, or the chain
 *       is the first choices of the thread the step spawned; under the observer equivalence also
 *       after more choices of the step's own thread). Except under the observer equivalence the
 *       reversal closes with the whole chain, its alternatives fixed, and the probe of an uncertain
 *       failure takes them all ({@code DporSearch.probeFailure}).
 *   <li>A thread sleeping with a step whose chain failed along some paths ({@code erring}) is, once
 *       a step independent of it passes, awake for those paths only ({@link
 *       org.jsmc.explore.core.SleepSet}); a thread asleep on condition (observers) stays so and
 *       keeps its failing paths. A wakeup sequence may fix a chain's alternatives; the thread then
 *       stays awake for those it did not ask for.
 *   <li>A run whose guarded write stays unread is blocked, unless the chain of that write's step
 *       ended it with an error (the failure moves with the write).
 * </ol>
 *
 * Known gaps (README, known limits): point 3's "awake for the others" may end an {@code optimal}
 * run blocked; {@code observers} may miss failing classes where a thread begins with two choices
 * (closing such reversals by the spawn, with or without the chain, missed more), and may report a
 * failing class twice where assertions follow choices.
 *
 * <p>Thread-safety: all classes here are owned by one exploring thread.
 */
package org.jsmc.explore.core;
