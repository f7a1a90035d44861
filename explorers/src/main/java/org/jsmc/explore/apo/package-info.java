/**
 * Annotated partial orders (Chatterjee, Pavlogiannis, Toman, "Value-centric Dynamic Partial Order
 * Reduction", §4; research note {@code seed-000-vcdpor.md} §2.2–2.7): the engine of value-centric
 * and data-centric DPOR.
 *
 * <p>Main types: {@link org.jsmc.explore.apo.Apo} (the events of a root and of leaf threads and the
 * good writes of each read, which carry its value and side, over a {@link
 * org.jsmc.explore.consistency.PartialOrder}); {@link org.jsmc.explore.apo.Apo#closure()} (the
 * paper's Closure, Alg. 1–4, package-private {@code Closure}) and {@link
 * org.jsmc.explore.apo.Apo#realize()} (closure, then the root-first linearization, package-private
 * {@code Linearize}): whether some linearization lets every read read one of its good writes, and
 * one such linearization, in polynomial time.
 *
 * <h2>The invariant</h2>
 *
 * Realize is exact only on orders where the root's events form a chain and every two conflicting
 * leaf events are ordered (the paper's {@code width = 1} on the root and {@code Mwidth = 1} on the
 * leaves): then a read's writes on its own side are ordered with it, those on the other side form a
 * chain, at most two visible writes can be ordered before it, and each rule's choice is unique. The
 * exploration keeps it by ordering every new leaf event against the conflicting ones, both ways.
 * Where a choice is not unique the closure throws instead of guessing (note P8, P9).
 *
 * <h2>Checks</h2>
 *
 * {@code ClosureProperties} compares Realize with a brute-force search over the linearizations of
 * thousands of random instances that keep the invariant (and its witness against the definition);
 * {@code ClosureTest} builds the paper's Fig. 5 to its narrative. The partial order is shared with
 * the SC consistency checker of {@code explore.consistency} (vector clocks per event).
 */
package org.jsmc.explore.apo;
