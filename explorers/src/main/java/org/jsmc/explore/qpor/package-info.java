/**
 * Quasi-optimal partial-order reduction ({@code qpor}): Alg. 1 of Nguyen, Rodríguez, Sousa, Coti,
 * Petrucci (CAV'18) on the unfolding of {@code explore.unfolding}, with k-partial alternatives
 * searched on the comb (research note seed-002 §2).
 *
 * <h2>What is counted</h2>
 *
 * <p>Complete runs are maximal configurations: exactly one per Mazurkiewicz class of the chosen
 * interference, deadlocks included. A run that can only go on with disabled events is sleep-set
 * blocked and counted as such (none with {@code --k 0}: optimal alternatives). The statistics
 * report the unfolding's events, alternative searches and phantoms.
 *
 * <h2>Decisions where the paper is silent</h2>
 *
 * <ul>
 *   <li>Alg. 1 is run iteratively as DPU does: the trail is the recursion's branch, a disabled
 *       event is tagged with the trail position that added it, and a right branch replays the
 *       trail, then the clue, then runs freely (lowest thread first, never a disabled event).
 *   <li>The clue is followed lowest thread first; a pending choice runs before anything else, as in
 *       {@code dfs} and {@code optimal}, which fixes where an error after a choice cuts its
 *       execution.
 *   <li>The k events of {@code D} a k-partial alternative must conflict with are the most recently
 *       disabled of those not yet in conflict with {@code C} (DPU's choice, pitfall P9); the filter
 *       {@code [ê] ∩ D = ∅} is applied for every k (redundant for optimal ones, P10).
 *   <li>k = 1 is the comb with one spike: the first admissible immediate conflict of the most
 *       recently disabled unjustified event. That is DPU's "only-last" rule up to the order in
 *       which immediate conflicts are listed (here: discovery order; DPU: lock-tree child order),
 *       one reason why sleep-set-blocked counts differ from DPU's.
 *   <li>Executions that end in an error are explored where the search meets them (as {@code
 *       trust}): every reachable error is found, but not every prefix class ending in one.
 *   <li>Condition variables, atomic sections and rwlocks are refused in one line (they would need
 *       events with two objects or blocking sections in the unfolding); with {@code --interference
 *       locks} atomic accesses are refused too, since they synchronise without a mutex.
 * </ul>
 */
package org.jsmc.explore.qpor;
