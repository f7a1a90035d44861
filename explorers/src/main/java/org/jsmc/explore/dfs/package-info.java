/**
 * {@code dfs}: every interleaving of visible events, no reduction. The testing baseline whose count
 * is the number of classes of {@link org.jsmc.explore.Equivalence#NONE}.
 *
 * <p>Main types: {@link org.jsmc.explore.dfs.DfsExplorer} (the search loop) and {@code Branch} (one
 * scheduling point on the path of the current execution).
 *
 * <h2>What counts as an interleaving</h2>
 *
 * At each state, if some enabled thread is about to make a {@link org.jsmc.exec.Event.Choice}, the
 * search branches over the alternatives of the lowest-index such thread and does not branch over
 * which thread runs: choices conflict with nothing, so they are branches of the program, not
 * interleaving points. Otherwise it branches over every enabled thread in {@link
 * org.jsmc.exec.ThreadId} index order. An execution ends when its {@link
 * org.jsmc.exec.Execution#outcome()} is final. For straight-line threads with {@code n_i} events
 * and no blocking the count is the multinomial {@code (Σ n_i)! / Π n_i!}.
 *
 * <h2>Invariants</h2>
 *
 * <ul>
 *   <li>The path holds one branch per event of the current execution; each branch's recorded event
 *       is the event its current alternative performed.
 *   <li>Branches are explored in alternative order, depth first; one program run per execution.
 *   <li>A replay that diverges (the program is not deterministic) ends the exploration with a
 *       {@code NONDETERMINISM} error, even with {@code --keep-going}: the recorded tree no longer
 *       describes the program.
 * </ul>
 */
package org.jsmc.explore.dfs;
