/**
 * RVF-SMC (Agarwal, Chatterjee, Pathak, Pavlogiannis, Toman, "Stateless Model Checking under a
 * Reads-Value-From Equivalence", CAV'21, Alg. 2; research/seed-004-rvf.md §2.5–2.8): the recursion
 * that grows a partial trace one read at a time, shared by {@code rvf} ({@link
 * org.jsmc.explore.rvf.Grouping#BY_VALUE}) and {@code rf} ({@link
 * org.jsmc.explore.rvf.Grouping#BY_WRITE}, in {@code explore.rf}).
 *
 * <h2>The recursion</h2>
 *
 * A call {@code RVFSMC(X, G, σ, C)} ({@code RvfSearch}) replays its witness {@code σ} ({@code
 * Extension.replay}), extends it with every event that reads nothing ({@code Extension.extend}, l.
 * 1), raises the backtrack signal of every ancestor read a new write could serve (l. 2–5), and then
 * gives the enabled reads a source one at a time (l. 7–34): candidate sources {@code F_r} ({@code
 * Sources}), split by value or by write, each group checked by VerifySC ({@code
 * explore.consistency}) on the instance {@code (X ∪ E(σ̃) ∪ {r}, G')} ({@code Instances}), or taken
 * at once when {@code σ̃·r} already reads from it (H3, "trace reuse"). Main types: {@code
 * RvfSearch}, {@code Sigma} (σ̃ with footprints and program-order clocks), {@code Footprint} (what
 * an event reads and writes), {@code Locations} (location numbers), {@code Mutation} (an enabled
 * read), the persistent {@code GoodWrites}, {@code CausalMap} and {@code Choices}.
 *
 * <h2>The event model and the decisions the paper leaves open</h2>
 *
 * <ul>
 *   <li><b>Reading events</b> are loads, RMWs, compare-exchanges, mutex acquisitions and trylocks;
 *       every other event is run eagerly by the extension.
 *   <li><b>Mutexes</b> are locations ({@code Footprint}): an acquisition is an atomic
 *       read-and-write that may read only a write of "free" (an unlock, {@code pthread_mutex_init},
 *       or the initial state); a failed trylock reads "held". Atomicity makes two acquisitions of
 *       one release impossible, so no lock rule is needed (note pitfall 9). In {@code rvf} all
 *       releases of a mutex write one value, so one child may stand for several orders of critical
 *       sections whose reads see the same values; {@code rf} keeps one source per acquisition, as
 *       the oracle's reads-from key and Nidhugg's {@code --rf} do. An acquisition blocked on a held
 *       mutex has no source yet: every "free" write is taken.
 *   <li><b>Order of reads</b> (l. 7–13): reads outside {@code dom(C)} first, in ascending thread
 *       order (the paper's Fig. 6 run; 2 traces there, 3 in the other order, pitfall 1), then
 *       acquisitions and trylocks outside {@code dom(C)}, then the rest.
 *   <li><b>Backtrack signals</b>: only a load, RMW or compare-exchange lowers the flag (l. 19):
 *       Lemma 1 needs every maximal trace to contain the read, which an acquisition that may wait
 *       forever does not guarantee. A signal is raised by a new write, also by the write of the
 *       node's own read (an RMW), and by a compare-exchange or trylock that failed here but may
 *       succeed elsewhere; never by an event the read precedes in program order.
 *   <li><b>Choices</b> ({@code __VERIFIER_nondet_*}) conflict with nothing: a node where a thread
 *       is about to choose branches on that choice alone, and every trace takes one alternative. A
 *       choice is taken as soon as its thread reaches it (as the oracle does).
 *   <li><b>Errors</b> end a trace where the search reaches them; every reachable error is found,
 *       but an error's prefixes are not enumerated one class each ({@link
 *       org.jsmc.explore.Algorithm#classesOfErrors()}). Lemma 1 assumes untruncated traces, so an
 *       error raises every ancestor's signal.
 *   <li><b>Refused</b> with a one-line {@code UnsupportedFeatureException}: condition variables,
 *       rwlocks, atomic sections, {@code free} of shared memory and {@code exit} while another
 *       thread may still run (after every other thread ended and was joined they run like a fence:
 *       {@link org.jsmc.explore.graph.Joins}). Accesses of different sizes to overlapping memory
 *       end the search ({@link org.jsmc.explore.graph.MixedSizes}): the exploration goes on with
 *       {@code optimal}'s, filtered ({@link org.jsmc.explore.filter}).
 * </ul>
 *
 * <h2>Names</h2>
 *
 * {@code σ̃} the node's extended trace, {@code r} a read, {@code w} a write, {@code G} good writes,
 * {@code C} the causal map, {@code F_r} candidate sources, a <em>ref</em> {@code (thread << 32) |
 * (index - 1)} names an event of σ̃. Thread-safety: one search per exploration, on one thread (a
 * thread of its own with a deep stack: the recursion is one frame per read).
 */
package org.jsmc.explore.rvf;
