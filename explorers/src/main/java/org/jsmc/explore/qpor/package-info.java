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
 *       trail, then the clue, then runs freely (lowest thread first, never a disabled event; a
 *       finished thread takes its exit when it is the lowest that can run, and a join waits for
 *       that, as in DPU, where exits are events: {@link org.jsmc.explore.qpor.Exits}).
 *   <li>The tie-breaking is DPU's (note §2.8), which fixes the sleep-set-blocked counts of
 *       k-partial alternatives: {@code D} is ordered as DPU's {@link org.jsmc.explore.qpor.Disset}
 *       (most recently added or unjustified again first); k = 1 is DPU's "only-last" (the first
 *       admissible immediate conflict of the head of {@code D}), k ≥ 2 and optimal alternatives
 *       search the comb with spikes filtered by swapping in their last event; immediate conflicts
 *       are listed in DPU's order ({@link org.jsmc.explore.unfolding.Unfolding#spikeInDpuOrder});
 *       under {@code --interference locks} the conflicting extensions are created in DPU's order
 *       ({@link org.jsmc.explore.unfolding.ConflictingLocks}); a clue is replayed as DPU replays
 *       {@code J \ C}: threads in index order, each as far as it can go, until none can; a pending
 *       choice runs before anything else, as in {@code dfs} and {@code optimal}, which fixes where
 *       an error after a choice cuts its execution. With these rules the blocked counts of the
 *       artifact's log are reproduced on all 17 cells the note lists (README, "Performance").
 *   <li>Under {@code --interference locks} the unfolding has DPU's events: an access, {@code free}
 *       or fence is folded into its thread's previous event (run with it, as DPU attaches accesses
 *       to the preceding event), so that the counts, and the statistic {@code eventsInDpuModel},
 *       are DPU's. A failure in folded code makes that event terminal; under race freedom folding
 *       changes no reachable state, only which of two failures comes first when a thread's folded
 *       code fails while another thread could still move.
 *   <li>Executions that end in an error are explored where the search meets them (as {@code
 *       trust}): every reachable error is found, but not every prefix class ending in one. An
 *       execution an error ends is not a maximal configuration, and the alternatives computed from
 *       it may lead to a run that ends blocked even with {@code --k 0} (seen on random programs
 *       with {@code --keep-going}: {@code T1: assert(x != 0)}, {@code T2: x = 1}, {@code T3:
 *       assert(y != 0)}: 2 runs, 1 blocked; both errors found).
 *   <li>Condition variables, atomic sections and rwlocks are refused in one line (they would need
 *       events with two objects or blocking sections in the unfolding); with {@code --interference
 *       locks} atomic accesses are refused too, since they synchronise without a mutex.
 * </ul>
 */
package org.jsmc.explore.qpor;
