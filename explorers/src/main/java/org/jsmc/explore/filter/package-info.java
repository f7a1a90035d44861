/**
 * Classes of an equivalence by filtering a complete search of a finer one: the executions of {@code
 * optimal}'s search (one per Mazurkiewicz class, which refines every equivalence here), each mapped
 * to its class under the coarser equivalence by the oracle's key ({@link
 * org.jsmc.explore.oracle.Oracle#keyOf}), the first of each class kept. Exact by construction, and
 * as slow as {@code optimal} plus a key per execution: it is what the algorithms that give each
 * read one location ({@code rf}, {@code rvf}, {@code view}, {@code vc}, {@code dc}) do on programs
 * whose accesses of different sizes overlap ({@link org.jsmc.explore.filter.OnMixedSizes}), where
 * their own searches would need a read with several sources.
 *
 * <p>Main types: {@code OnMixedSizes} (the explorer), {@code ClassFilter} (the listener that keeps
 * one execution per class), {@code FirstRun} (what the algorithm's own search reported before it
 * met such an access), {@code ClassPrint} and {@code Fingerprints} (a class as 128 bits, and a set
 * of them).
 */
package org.jsmc.explore.filter;
