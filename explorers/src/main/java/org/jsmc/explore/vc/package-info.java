/**
 * Value-centric DPOR (Chatterjee, Pavlogiannis, Toman, "Value-centric Dynamic Partial Order
 * Reduction", Alg. 5–7; research note {@code seed-000-vcdpor.md} §2.8): a search over annotated
 * partial orders ({@link org.jsmc.explore.apo}) with a root thread (the first one {@code main}
 * creates, note P2) and leaves. Its explored traces are pairwise value-happens-before inequivalent
 * and cover every value function (note §2.8.8, P5: not necessarily one trace per VHB class). {@code
 * dc} ({@link org.jsmc.explore.vc.DcExplorer}) is the same search with one write per branch:
 * data-centric DPOR's observations in place of values (root given by {@code --root}).
 *
 * <h2>Decisions where the paper is silent</h2>
 *
 * <ul>
 *   <li>The initial write of each location is the root's, before every event (note P1): a root read
 *       of the initial value is on the local side; once a read has been given its values, the
 *       initial value is never offered to it again.
 *   <li>The CHB map entry of a read holds how many events of each thread the node's trace held
 *       ({@code Annotations.Chb}): with the write extension these are the paper's "writes up to the
 *       read after the recorded one", a thread the trace did not hold keeps ⊥⊥ (P3), and a thread
 *       blocked on a join before its next read has only the writes it performed counted as offered.
 *   <li>The node's partial order is rebuilt from thread order, spawn and join edges and the chosen
 *       orders of conflicting leaf events, seeded with the closure of the order it extends (the
 *       parent's, or the node's before Extend) and then closed: every witness of the larger order
 *       restricts to one of the smaller, so the seed removes no witness and spares the closure
 *       deriving the parent's orders again; a pair of leaf events the seed orders already needs no
 *       choice. Every child's order is such an extension, a choice's children's too: rebuilt
 *       without the seed, an order may leave a pair of writes unordered that only the seed's
 *       closure makes unobservable, and the closure's rules meet that pair before they derive it.
 *   <li>Mutexes (Remark 4, note §2.9, P19): an acquisition is a read of the mutex whose only good
 *       write is the release that left it free in the node's trace (an unlock, {@code
 *       pthread_mutex_init}, or the initial state), ordered after it; each release is its own
 *       value. So a mutex's acquisitions form a chain, no two read one release, and an acquisition
 *       of a held mutex waits for a later node. Its CHB entry keeps later siblings from giving it
 *       the same release again. An acquisition also writes "held" (an update of the annotated
 *       partial order), which is what a trylock that fails reads: a trylock is given the release
 *       that left the mutex free, if it is free in the node's trace (it succeeds: an acquisition),
 *       and the acquisitions of the trace as the good writes of one more group (it fails). A leaf
 *       trylock that fails is ordered both ways against the leaf acquisitions and releases of other
 *       threads, and each leaf acquisition or release added later against it: the only events of a
 *       mutex that the chain leaves unordered.
 *   <li>Two shortcuts that change no count: a write hidden from a read in the node's closure
 *       (another write of the location lies between it and the read's predecessor) is not offered
 *       to the read, since it stays hidden below; and a child runs on a fork of the node's
 *       execution ({@link org.jsmc.exec.Execution#fork}) instead of replaying a witness from the
 *       start (the prototype reuses its current execution too), when the node's trace followed by
 *       the child's read is a witness of the child's closed order (statistic {@code
 *       executionsReused}). Optimization 1 scores the reads on a fork too.
 *   <li>The implementation optimizations of the paper's experiments ({@link
 *       org.jsmc.explore.VcOptimization}, all on by default, each switchable by {@code --without};
 *       the property tests check every combination against the oracle):
 *       <ol>
 *         <li>read order: a node gives values first to the reads whose threads write most after
 *             them before their next reads, as the prototype scores them on the node's execution
 *             run on; ties root first, then by thread (without it: the same ties alone);
 *         <li>maximal shortcut: a read's value (an acquisition's release, a choice's alternative)
 *             whose child completed a trace is not given again at the node, under another order of
 *             the node's new writes or of the read itself: that child would have the same events
 *             and values, so no value function is lost (the paper names only the first kind of
 *             sibling; without the second, float_read's reader is explored before and after the
 *             leaf writer for one value, N + 1 traces where the paper reports N);
 *         <li>fewer leaf orders: two conflicting leaf writes are not ordered while one of them is
 *             unobservable (every read of its location is ordered before it, or after another write
 *             that follows it: the paper's second case, decided on the node's order, which can only
 *             miss some) or both are good writes of the same reads, none of them the root's (the
 *             paper names writes that are good for no read; its prototype orders a write that
 *             becomes good only against those that are not, which leaves writes that become good
 *             together unordered too); they are ordered both ways once a read makes them differ, by
 *             its annotation or by observing a write no read could. The closure stays exact on such
 *             orders ({@link org.jsmc.explore.apo}).
 *       </ol>
 * </ul>
 *
 * <h2>What it models so far</h2>
 *
 * Loads, stores, fences, read-modify-writes and compare-exchanges, spawn and join, mutexes (lock,
 * trylock, unlock, init, destroy), nondeterministic choices (a node where a thread reaches one
 * branches on its alternatives alone: it conflicts with nothing and is taken as soon as reached,
 * lowest thread first, as the oracle takes it: the write extension stops when a thread reaches one,
 * and a replayed witness takes each of its choices when the thread reaches it, wherever the
 * realization put it), assumptions and errors. An RMW or compare-exchange is a read like a load,
 * given its values by the same groups; with a value it is one event of the annotated partial order:
 * an update (it reads and writes in one step, {@link org.jsmc.explore.apo.Apo}) where it writes,
 * which an RMW always does and a compare-exchange given the value it expects does, and a plain read
 * otherwise (a compare-exchange that fails only reads). A leaf update is ordered both ways against
 * the conflicting leaf events, the loads of its location as well as the writes; Optimization 3
 * never leaves an update unordered, as it reads. {@code free} of shared memory and {@code exit}
 * after every other thread ended and was joined run like a fence ({@link
 * org.jsmc.explore.graph.Joins}). Condition variables, rwlocks, atomic sections, and {@code free}
 * and {@code exit} while another thread may still run are refused with a one-line error naming
 * {@code optimal}; where accesses of different sizes overlap, the exploration goes on with {@code
 * optimal}'s search, one execution per class kept ({@link org.jsmc.explore.filter}).
 */
package org.jsmc.explore.vc;
