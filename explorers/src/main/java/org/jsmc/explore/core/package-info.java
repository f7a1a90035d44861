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
 * <p>Thread-safety: all classes here are owned by one exploring thread.
 */
package org.jsmc.explore.core;
