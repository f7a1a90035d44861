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
 * Events are reads, writes and updates (an RMW, a compare-exchange that succeeds: a read and then a
 * write of its location in one step, so no write comes between; an update is a writer of its
 * location and never visible to itself). The rules below are the paper's, for reads and writes;
 * that they stay exact with updates rests on the brute-force comparison (updates are about a
 * quarter of the random instances' reads).
 *
 * <p>Realize is exact on orders where the root's events form a chain and every two conflicting leaf
 * events are ordered (the paper's {@code width = 1} on the root and {@code Mwidth = 1} on the
 * leaves), except, as Optimization 3 leaves them, pairs of "alike" writes: good writes of exactly
 * the same reads, none of them the root's (the paper's never-good writes, good for no read, are
 * alike), or two writes one of which is unobservable ({@link
 * org.jsmc.explore.apo.Apo#unobservable}: every read of its location is ordered before it or after
 * a later write; such a write is visible to no read, so the rules never look at it, and where it
 * stands changes no read's write). Then the good writes of a root read that are visible to it lie
 * in one chain, so Rule 1's least one is unique; and each write that Rules 2 and 3 order a read or
 * a bad write before is forced in every witness: Rule 2 takes a maximal visible write of the other
 * side that all good visible writes precede (the read must come before it, or it would hide the
 * write read), Rule 3 a maximal visible write of the other side of the bad write. Without alike
 * pairs these are the paper's unique choices. Alike writes are interchangeable for every read,
 * which is why leaving them unordered loses no witness; the brute-force comparison below is the
 * evidence (200,000 random instances once, none wrong; 200,000 more once unobservable writes were
 * left unordered too, 49,344 such pairs among them, none wrong). The exploration keeps the
 * invariant by ordering every new leaf event against the conflicting ones, both ways, and two
 * writes as soon as an annotation makes them differ, or a new read can observe one. Where a rule
 * finds no write the closure throws instead of guessing (note P8, P9).
 *
 * <h2>Closing an extension</h2>
 *
 * The exploration builds a node's order as an extension of its parent's: more events at the ends of
 * threads, more annotations and orders ({@link org.jsmc.explore.apo.Apo#adopt}, seeded with the
 * parent's closure). Every witness of the extension restricts to a witness of the parent, so the
 * parent's closure is forced in it and the seed loses nothing. The closure then starts from the
 * seed and visits only the reads whose rules can see something new: the clocks a {@link
 * org.jsmc.explore.consistency.PartialOrder} raises are stamped, and a read is visited when its own
 * clock or that of a write of its location was raised since the previous pass (a read's rules look
 * at nothing else). Checked during development against the closure that visits every read, order
 * for order, on the benchmark programs and the property tests.
 *
 * <h2>Checks</h2>
 *
 * {@code ClosureProperties} compares Realize with a brute-force search over the linearizations of
 * thousands of random instances that keep the invariant, with and without alike pairs left
 * unordered (and its witness against the definition); {@code ClosureTest} builds the paper's Fig. 5
 * to its narrative. The partial order is shared with the SC consistency checker of {@code
 * explore.consistency} (vector clocks per event).
 */
package org.jsmc.explore.apo;
