/**
 * The explorers: algorithms that run a {@link org.jsmc.exec.Program} many times under different
 * schedules and count, classify and report what they find.
 *
 * <h2>Tour</h2>
 *
 * <ul>
 *   <li>The SPI: {@link org.jsmc.explore.Explorer} explores a program under {@link
 *       org.jsmc.explore.Options}, tells a {@link org.jsmc.explore.Listener} as it goes, and
 *       returns a {@link org.jsmc.explore.Result}: {@link org.jsmc.explore.Counts} in Nidhugg's
 *       buckets and the first {@link org.jsmc.explore.ErrorTrace}.
 *   <li>{@link org.jsmc.explore.Algorithm}: the registry of algorithms (name, description, {@link
 *       org.jsmc.explore.Equivalence}, source, factory).
 *   <li>{@code explore.core}: the machinery every explorer shares (bookkeeping of one exploration,
 *       counting, limits, counterexamples, prefix replay).
 *   <li>One package per algorithm: {@code explore.dfs}, …
 *   <li>{@code explore.oracle}: the brute-force class-counting oracle tests check algorithms
 *       against.
 * </ul>
 *
 * <p>Explorers see the interpreter only through {@link org.jsmc.exec.Program} and {@link
 * org.jsmc.exec.Execution}, so every algorithm can be tested on event-level programs written in
 * Java (the test sources' {@code explore.litmus} package, shipped in the test jar).
 *
 * <p>Thread-safety: an explorer instance serves one {@code explore} call on one thread.
 */
package org.jsmc.explore;
