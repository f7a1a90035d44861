/**
 * {@code view}: stateless model checking under view-equivalence (ViEqui's Definition 1, seed 001):
 * two executions are equivalent when they contain the same reads and every read returns the same
 * value. The coarsest of jsmc's equivalences; {@code view} reports exactly one complete execution
 * per class, and finds every reachable error.
 *
 * <h2>The search</h2>
 *
 * It is RVF-SMC's recursion ({@code explore.rvf}, Agarwal et al. CAV'21 Alg. 2) with sources
 * grouped by value, whose leaves already cover every view (at least one trace per combination of
 * events and values, note 004 §5), plus a test at each leaf that drops the traces whose view a leaf
 * to their left had ({@code rvf.EarlierBranches}). Two leaves with one view part at a node in the
 * loops of two reads, {@code r} first: in the right one {@code r} reads a write the causal map
 * forbids, one the node's σ̃ did not hold, in the left one a write of the same value σ̃ held. So a
 * leaf repeats a view exactly when, for an entry {@code (r, prefix)} of its causal map, its view
 * has a witness over its own events in which {@code r} reads a write its node offered it and the
 * other reads respect what that node's subtree fixed and forbade; VerifySC decides it, once per
 * entry whose read has such a write of the right value. The leftmost leaf of each view passes,
 * every other fails, so the reported traces are one per class. The property tests check it against
 * the oracle's view classes on thousands of random programs ({@code ValueSmcProperties}), the
 * notes' examples ({@code ViewPaperCountsTest}) and the litmus campaign ({@code LitmusCampaign}).
 *
 * <p>Two shortcuts keep the repeated leaves from piling up where a thread reads back what it wrote
 * ({@code x = v; r = x}, mnbsx, the RVF paper's T3–T5): a load in the causal map's domain is never
 * given the value its thread's previous event wrote to its location (every such trace repeats a
 * view: the load can move back to right after that write), and a new write of that value raises no
 * backtrack signal for it. A repeated trace that ends in an error still raises its ancestors'
 * signals, as every error does (Lemma 1 needs untruncated traces).
 *
 * <h2>What was changed against the paper, and why</h2>
 *
 * ViEqui's own exploration (Algorithm 1: forward analysis, the backward analyses {@code bkwdWR} and
 * {@code bkwdRW}, the consistent union of next-steps) builds next-steps with a partial causal join
 * that can fail although a realization exists, and keeps one write per value; the note shows its
 * artifact explores fewer classes than exist on several benchmarks (seed-001 §2.10, §6.3: na2(4,4)
 * 51 of 75, dekker(10) 21 of 121). Deciding whether a view can be realized is NP-hard, so an exact
 * search needs an exact consistency check somewhere: here it is VerifySC, at the leaves. The price
 * is work, not classes: the leaves dropped ({@code viewsRepeated} in the statistics, "Repeated-view
 * trace count" in the report) are runs of {@code rvf} whose view was explored already.
 *
 * <h2>Event model</h2>
 *
 * That of {@code explore.rvf}: loads, RMWs and compare-exchanges (a failed one only reads), mutexes
 * as locations (an acquisition reads "free", so the view does not see the order of critical
 * sections, only what their reads return), trylock, spawn and join as causal edges, choices; every
 * access to memory another thread can reach is an event; {@code free} of shared memory and {@code
 * exit} after every other thread ended and was joined run like a fence; condition variables,
 * rwlocks, atomic sections, {@code free} and {@code exit} while another thread may still run are
 * refused in one line naming {@code optimal}. Where accesses of different sizes overlap, a read
 * reads bytes of several writes, which the search does not model: the exploration goes on with
 * {@code optimal}'s search, keeping one execution per view class ({@link org.jsmc.explore.filter}),
 * so the views are still compared by the bytes their reads return.
 */
package org.jsmc.explore.view;
